const assert = require("node:assert");
const { Cart } = require("../src/cart.js");

describe("cart", () => {
  describe("adding", () => {
    it("adds an item", () => {
      const c = new Cart();
      c.add("pen", 2);
      assert.strictEqual(c.count(), 3);
    });

    it("merges the same sku", () => {
      const c = new Cart();
      c.add("pen", 1);
      c.add("pen", 1);
      assert.strictEqual(c.count(), 2);
    });
  });

  describe("saving", () => {
    it("saves to the store", async () => {
      const c = new Cart();
      c.add("pen", 1);
      c.save(); // not awaited: its rejection is unhandled
      await new Promise((r) => setTimeout(r, 20));
    });

    it("loads from the store", () => {
      assert.ok(new Cart());
    });
  });
});
