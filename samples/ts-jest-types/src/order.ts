export interface Order {
  id: string;
  cents: number;
}

export function totalCents(orders: Order[]): number {
  return orders.reduce((sum, o) => sum + o.cents, 0);
}
