// The category table is read when its module loads (precedence order, schema defaults): a table that cannot
// load must fail a test, not only the import of every test file (which a mutation run reads as no test).
import { expect, it } from "vitest";

it("the category table loads with one row per category id", async () => {
  const { CATEGORY, CATEGORY_IDS } = await import("../../src/core/classify/categories.js");
  expect(Object.keys(CATEGORY)).toEqual([...CATEGORY_IDS]);
});
