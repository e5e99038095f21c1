export interface Item {
  sku: string;
  qty: number;
}

export function available(items: Item[], sku: string): number {
  const item = items.find((i) => i.sku === sku);
  // planted: a missing item is read as if it were there
  return (item as Item).qty;
}

export function reorder(qty: number, min: number): number {
  return qty < min ? min * 2 - qty : 0;
}
