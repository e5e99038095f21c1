export function format(cents) {
  return `$${(cents / 100).toFixed(2)}`;
}
