import { describe, expect, test } from "vitest";
import { addItem } from "../src/cart";

describe("addItem", () => {
  test("merges quantities of the same sku", () => {
    const cart = { items: [{ sku: "A1", price: 10, qty: 1 }, { sku: "B2", price: 4.5, qty: 2 }] };
    const next = addItem(cart, { sku: "A1", price: 10, qty: 2 });
    expect(next).toEqual({
      items: [
        { sku: "A1", price: 10, qty: 3 },
        { sku: "B2", price: 4.5, qty: 2 },
      ],
    });
  });
});
