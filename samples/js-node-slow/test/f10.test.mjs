import assert from "node:assert/strict";
import { test } from "node:test";
import { ran, work } from "../lib/slow.mjs";

ran(import.meta.url);

test("module 10 adds", async () => {
  await work();
  assert.equal(1 + 10, 11);
});
