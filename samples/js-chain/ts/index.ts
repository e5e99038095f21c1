export interface Item {
  price: number;
  qty: number;
}

export function total(items: Item[]): number {
  return items.reduce((sum, item) => sum + item.price * item.qty, 0);
}

export function label(items: Item[]): string {
  const count: number = items.length;
  return describe(count, total(items));
}

function describe(count: number, cents: string): string {
  return `${count} items, ${cents}`;
}
