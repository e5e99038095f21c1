const assert = require("node:assert");
const { JobQueue } = require("../src/queue");

describe("JobQueue", () => {
  it("keeps jobs in order", () => {
    const q = new JobQueue();
    q.push({ id: 1, priority: 1 });
    q.push({ id: 2, priority: 1 });
    assert.deepStrictEqual(
      q.jobs.map((j) => j.id),
      [1, 2],
    );
  });

  it("resolves drained once every job ran", async () => {
    const q = new JobQueue();
    q.push({ id: 1, priority: 1 });
    await q.drained();
  });
});
