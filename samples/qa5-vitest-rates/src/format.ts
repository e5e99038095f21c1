export function formatCents(cents: number): string {
  const euros = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, "0");
  return `${euros},${rest} €`;
}

export function formatLine(name: string, cents: number): string {
  return `${name}: ${formatCents(cents}`;
}
