import { describe, expect, test } from "vitest";

describe("tags", () => {
  test("lowercases a tag", () => {
    expect("CI".toLowerCase()).toBe("ci");
  });
});
