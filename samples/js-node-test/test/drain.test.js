const assert = require("node:assert/strict");
const { test } = require("node:test");
const { JobQueue } = require("../src/queue");

test("drains the queue", { timeout: 50 }, async () => {
  const q = new JobQueue();
  q.push({ id: "a" });
  await q.waitUntilEmpty();
  assert.equal(q.jobs.length, 0);
});
