function applyDiscount(cents, percent) {
  // planted: rounds down before the discount is taken
  return Math.floor(cents / 100) * 100 - Math.round((cents * percent) / 100);
}

function parseQuantity(text) {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`bad quantity: ${text}`);
  return n;
}

function label(item) {
  return `${item.name} x${item.qty}`;
}

module.exports = { applyDiscount, parseQuantity, label };
