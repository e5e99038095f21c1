import { describe, expect, it } from "vitest";
import { reorder } from "../src/stock";

// One connection attempt shared by the whole file, as a module-level client would be: when it fails, every
// test that awaits it fails with the same error object.
const ready: Promise<void> = new Promise((_, reject) => {
  setTimeout(() => reject(new Error("stock service did not answer")), 5);
});
ready.catch(() => {});

describe("with the stock service", () => {
  it("reorders below the minimum", async () => {
    await ready;
    expect(reorder(1, 5)).toBe(9);
  });
  it("reorders nothing above the minimum", async () => {
    await ready;
    expect(reorder(9, 5)).toBe(0);
  });
});
