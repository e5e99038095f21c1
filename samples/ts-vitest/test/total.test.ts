import { describe, expect, test } from "vitest";
import { total } from "../src/cart";

describe("cart total", () => {
  test("applies the coupon percentage", () => {
    const cart = { items: [{ sku: "A1", price: 10, qty: 3 }], coupon: { code: "ten", percent: 10 } };
    expect(total(cart)).toBe(28);
  });
});
