export interface Line {
  sku: string;
  cents: number;
  qty: number;
}

export function lineTotal(line: Line): number {
  return line.cents * line.qty;
}

export function orderTotal(order: { lines: Line[] }): number {
  // planted: an order without lines has `lines` undefined, not []
  return order.lines.reduce((sum, l) => sum + lineTotal(l), 0);
}
