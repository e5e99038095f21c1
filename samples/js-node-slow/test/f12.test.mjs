import assert from "node:assert/strict";
import { test } from "node:test";
import { ran, work } from "../lib/slow.mjs";

ran(import.meta.url);

test("module 12 adds", async () => {
  await work();
  assert.equal(1 + 12, 13);
});
