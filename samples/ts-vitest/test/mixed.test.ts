import { describe, expect, test } from "vitest";
import { addItem, couponCode, total } from "../src/cart";

describe("checkout", () => {
  test("sums items without a coupon", () => {
    expect(total({ items: [{ sku: "A1", price: 2.5, qty: 2 }] })).toBe(5);
  });

  test("keeps quantity when adding the same sku", () => {
    const cart = addItem({ items: [{ sku: "A1", price: 1, qty: 2 }] }, { sku: "A1", price: 1, qty: 1 });
    expect(cart.items[0]?.qty).toBe(3);
  });

  test("uppercases the coupon code", () => {
    expect(couponCode({ items: [] })).toBe("NONE");
  });

  test("applies a full discount", () => {
    expect(total({ items: [{ sku: "B", price: 9, qty: 1 }], coupon: { code: "free", percent: 100 } })).toBe(0);
  });
});
