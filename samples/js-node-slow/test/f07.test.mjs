import assert from "node:assert/strict";
import { test } from "node:test";
import { ran, secondTime, work } from "../lib/slow.mjs";

ran(import.meta.url);

test("cache 07 warms up before the first read", async () => {
  await work();
  assert.equal(secondTime("f07") ? "warm" : "cold", "warm");
});

test("cache 07 keeps its size", async () => {
  await work();
  assert.equal(2 + 2, 4);
});
