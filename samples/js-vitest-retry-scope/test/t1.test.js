import { describe, expect, it } from "vitest";

describe("cart 1", () => {
  it("adds", () => expect(1 + 1).toBe(2));
  it("keeps its size", () => expect([1, 2].length).toBe(2));
});
