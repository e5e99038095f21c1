/** Formats cents as a price. Planted: the cents lose their leading zero. */
exports.format = (cents) => `$${Math.floor(cents / 100)}.${cents % 100}`;
