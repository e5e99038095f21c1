import { describe, expect, test } from "vitest";
import { receipt } from "../src/cart";

describe("receipt inline", () => {
  test("renders a single line", () => {
    const cart = { items: [{ sku: "Z9", price: 2, qty: 5 }] };
    expect(receipt(cart)).toMatchInlineSnapshot(`
      "Z9 x5 @ 2.00
      TOTAL 12.00"
    `);
  });
});
