export function total(items) {
  // Planted: a leftover variable (no-unused-vars, an error here).
  const count = items.length;
  let sum = 0;
  for (const item of items) sum += item.price;
  return sum;
}

export function isEmpty(items) {
  // Planted: a loose comparison (eqeqeq, an error here).
  return items.length == 0;
}

export function debugTotal(items) {
  // Planted: a debugger statement (no-debugger, only a warning here).
  debugger;
  return total(items);
}
