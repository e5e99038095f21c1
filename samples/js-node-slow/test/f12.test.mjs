import assert from "node:assert/strict";
import { test } from "node:test";
import { ran, work } from "../lib/slow.mjs";

ran(import.meta.url);

test("module 12 adds", async () => {
  await work();
  // BREAK=f12 breaks it: a test that fails every time.
  assert.equal(1 + 12 + (process.env.BREAK === "f12" ? 1 : 0), 13);
});
