const { waitForQueue } = require("../src/text");

describe("queue", () => {
  test("drains within the deadline", async () => {
    const queue = { pending: 3 };
    await waitForQueue(queue);
    expect(queue.pending).toBe(0);
  }, 100);
});
