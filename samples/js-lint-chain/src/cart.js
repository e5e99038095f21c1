export function total(items) {
  const discount = 0;
  return items.reduce((sum, item) => sum + item.price, 0);
}
