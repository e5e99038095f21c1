import { describe, expect, test } from "vitest";
import { couponCode } from "../src/cart";

describe("couponCode", () => {
  test("is empty without a coupon", () => {
    expect(couponCode({ items: [] })).toBe("");
  });
});
