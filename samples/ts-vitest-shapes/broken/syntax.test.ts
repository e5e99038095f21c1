import { expect, it } from "vitest";
import { reorder } from "../src/stock";

it("reorders nothing above the minimum", () => {
  expect(reorder(9, 5)).toBe(0;
});
