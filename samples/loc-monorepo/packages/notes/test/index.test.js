import { describe, expect, test } from "vitest";

describe("notes", () => {
  test("trims the title", () => {
    expect(" a ".trim()).toBe("a");
  });
  // Planted: vitest prints this file relative to packages/notes; pnpm's prefix names the folder.
  test("counts the words", () => {
    expect("two words".split(" ").length).toBe(3);
  });
});
