const assert = require("node:assert");

describe("cart", () => {
  it("counts items", () => {
    assert.strictEqual([1, 2].length, 2);
  });

  it("totals the lines", () => {
    const lines = [150, 250];
    assert.strictEqual(lines.reduce((a, b) => a + b, 0), 500);
  });
});
