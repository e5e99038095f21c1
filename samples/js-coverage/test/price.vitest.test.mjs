import { expect, test } from "vitest";
import { price } from "../src/price.cjs";
test("a half coupon halves the price", () => {
  expect(price(100, "HALF")).toBe(50);
});
