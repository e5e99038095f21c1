// A receipt's lines as text.
import { orderTotal, type Order } from "./price";

type Row = { label: string; cents: number };

function money(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export function receipt(order: Order): string {
  const rows: Row[] = [{ label: "total", cents: orderTotal(order) }];
  if (order.coupon) {
    const rate = (order as { rates: Record<string, number> }).rates[order.coupon];
    rows.push({ label: "coupon", cents: -Math.round(rows[0]!.cents * rate!) });
  }
  return rows.map((r) => `${r.label}: ${money(r.cents)}`).join("\n");
}
