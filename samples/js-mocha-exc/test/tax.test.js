const assert = require("node:assert");
// Planted: the module was renamed to tax.js.
const { withTax } = require("../src/taxes.js");

describe("withTax", () => {
  it("adds the rate", () => {
    assert.strictEqual(withTax(1000, 0.2), 1200);
  });
});
