export function isEven(n: number): boolean {
  // Planted: an unused local (noUnusedLocals makes it TS6133 under ts-jest).
  const leftover = n * 2;
  return n % 2 === 0;
}
