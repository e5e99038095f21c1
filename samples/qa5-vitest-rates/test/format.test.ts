import { expect, it } from "vitest";
import { formatLine } from "../src/format";

it("formats a receipt line", () => {
  expect(formatLine("tea", 350)).toBe("tea: 3,50 €");
});
