import { existsSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe("cart 2", () => {
  it("adds", () => expect(1 + 2).toBe(3));
  // Fails the first time per $FLAKY_MARKER path, passes afterwards.
  it("warms the cache", () => {
    const m = process.env.FLAKY_MARKER ?? "";
    const warm = m !== "" && existsSync(m);
    if (m !== "") writeFileSync(m, "");
    expect(warm).toBe(true);
  });
});
