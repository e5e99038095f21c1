const { cartTotal, label } = require("./cart");

function receipt(items) {
  return {
    lines: items.map(label),
    total: cartTotal(items),
    currency: "EUR",
  };
}

module.exports = { receipt };
