function lineTotal(item) {
  return item.price * item.qty;
}

function cartTotal(items) {
  let sum = 0;
  for (const item of items) sum += lineTotal(item);
  return sum;
}

function shippingFor(total) {
  if (total >= 5000) return 0;
  return flatRate;
}

function label(item) {
  return `${item.name} x${item.qty}`;
}

module.exports = { lineTotal, cartTotal, shippingFor, label };
