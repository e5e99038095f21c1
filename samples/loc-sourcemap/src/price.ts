// Prices of an order's lines, in cents.
export interface Line {
  sku: string;
  cents: number;
  qty: number;
}

export interface Order {
  lines?: Line[];
  coupon?: string;
}

/** The order's total before any coupon. */
export function orderTotal(order: Order): number {
  const lines = order.lines as Line[];
  // Planted bug: an order without lines has no `lines` array.
  return lines.reduce((sum, l) => sum + l.cents * l.qty, 0);
}

export function couponRate(code: string): number {
  const rates: Record<string, number> = { TEN: 0.1, HALF: 0.5 };
  return rates[code] ?? 0;
}
