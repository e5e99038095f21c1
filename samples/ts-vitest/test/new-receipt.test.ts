import { describe, expect, test } from "vitest";
import { receipt } from "../src/cart";

describe("receipt new", () => {
  test("renders an empty cart", () => {
    expect(receipt({ items: [] })).toMatchSnapshot();
  });
});
