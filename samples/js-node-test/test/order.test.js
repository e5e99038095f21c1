const assert = require("node:assert/strict");
const { describe, it } = require("node:test");
const { JobQueue } = require("../src/queue");

describe("JobQueue", () => {
  it("returns jobs in FIFO order", () => {
    const q = new JobQueue();
    q.push({ id: "a" });
    q.push({ id: "b" });
    assert.deepEqual(q.next(), { id: "a" });
  });

  it("counts pushed jobs", () => {
    const q = new JobQueue();
    assert.equal(q.push({ id: "a" }), 1);
  });
});
