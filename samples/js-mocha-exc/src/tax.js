exports.withTax = (cents, rate) => Math.round(cents * (1 + rate));
