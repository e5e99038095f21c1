import { describe, expect, test } from "vitest";
import { receipt } from "../src/cart";

describe("receipt", () => {
  test("renders every line and the total", () => {
    const cart = { items: [{ sku: "A1", price: 10, qty: 3 }, { sku: "C3", price: 1.25, qty: 4 }] };
    expect(receipt(cart)).toMatchSnapshot();
  });
});
