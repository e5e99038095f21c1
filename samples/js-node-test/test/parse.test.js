const assert = require("node:assert/strict");
const { test } = require("node:test");
const { JobQueue, parseJob } = require("../src/queue");

test("parses a job without priority as default", () => {
  const job = parseJob("deploy");
  assert.equal(job.priority, 0);
});

test("looks up the priority of an unknown job", () => {
  const q = new JobQueue();
  q.push({ id: "a", priority: 1 });
  assert.equal(q.priorityOf("zzz"), undefined);
});
