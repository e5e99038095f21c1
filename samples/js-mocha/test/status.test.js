const assert = require("node:assert");
const { fetchStatus } = require("../src/duration");

describe("status endpoint", function () {
  it("reports healthy", async function () {
    this.timeout(50);
    const client = { request: () => new Promise(() => {}) };
    const status = await fetchStatus(client);
    assert.strictEqual(status, "ok");
  });
});
