import { describe, expect, it } from "vitest";
import { available, reorder } from "../src/stock";

const items = [{ sku: "pen", qty: 3 }];

describe("available", () => {
  it("counts a known item", () => {
    expect(available(items, "pen")).toBe(3);
  });
  it("is zero for an unknown item", () => {
    expect(available(items, "ink")).toBe(0);
  });
  it("is zero for an empty shelf", () => {
    expect(available([], "ink")).toBe(0);
  });
});

describe("reorder", () => {
  it.each([
    [1, 5, 9],
    [4, 5, 6],
    [6, 5, 0],
  ])("qty %i under min %i orders %i", (qty, min, expected) => {
    expect(reorder(qty, min)).toBe(expected + 1);
  });
});
