const test = require("node:test");
const assert = require("node:assert");
const { receipt } = require("../dist/receipt.js");

test("prints the total", () => {
  assert.strictEqual(receipt({ lines: [{ sku: "pen", cents: 150, qty: 2 }] }), "total: $3.00");
});

test("prints the coupon", () => {
  const text = receipt({ lines: [{ sku: "pen", cents: 200, qty: 1 }], coupon: "TEN" });
  assert.match(text, /coupon: -\$0\.20/);
});
