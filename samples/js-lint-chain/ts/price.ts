export function price(amount: number): string {
  const cents: number = amount * 100;
  return cents;
}
