import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
const { price } = createRequire(import.meta.url)("../src/price.cjs");
test("a half coupon halves the price", () => {
  assert.equal(price(100, "HALF"), 50);
});
