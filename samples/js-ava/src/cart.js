/** Total of a cart in cents. Planted: the quantity is ignored. */
export function total(items) {
  return items.reduce((sum, item) => sum + item.price, 0);
}

/** Resolves with the cart once saved. Planted: never resolves. */
export function save(_cart) {
  return new Promise(() => {});
}
