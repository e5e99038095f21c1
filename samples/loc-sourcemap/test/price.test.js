const test = require("node:test");
const assert = require("node:assert");
const { orderTotal } = require("../dist/price.js");

test("totals the lines", () => {
  assert.strictEqual(orderTotal({ lines: [{ sku: "pen", cents: 150, qty: 2 }] }), 300);
});

test("an empty order costs nothing", () => {
  assert.strictEqual(orderTotal({}), 0);
});
