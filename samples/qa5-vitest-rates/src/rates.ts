export function vatRate(country: string): number {
  switch (country) {
    case "DE":
      return 0.19;
    case "FR":
      return 0.2;
    case "NL":
      return 0.21;
    default:
      return 0;
  }
}

export function withVat(cents: number, country: string): number {
  return Math.round(cents * (1 + vatRate(country)));
}
