export interface Item {
  sku: string;
  price: number;
  qty: number;
}

export interface Cart {
  items: Item[];
  coupon?: { code: string; percent: number };
}

export function total(cart: Cart): number {
  const sum = cart.items.reduce((acc, item) => acc + item.price * item.qty, 0);
  const discount = cart.coupon ? cart.coupon.percent / 100 : 0;
  return Math.round(sum * (1 - discount) * 100) / 100;
}

export function addItem(cart: Cart, item: Item): Cart {
  const existing = cart.items.find((i) => i.sku === item.sku);
  if (existing) {
    return { ...cart, items: cart.items.map((i) => (i.sku === item.sku ? { ...i, qty: item.qty } : i)) };
  }
  return { ...cart, items: [...cart.items, item] };
}

export function couponCode(cart: Cart): string {
  return cart.coupon!.code.toUpperCase();
}

export function receipt(cart: Cart): string {
  const lines = cart.items.map((i) => `${i.sku} x${i.qty} @ ${i.price.toFixed(2)}`);
  lines.push(`TOTAL ${total(cart).toFixed(2)}`);
  return lines.join("\n");
}
