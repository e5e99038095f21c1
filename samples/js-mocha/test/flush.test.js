const assert = require("node:assert");
const { scheduleFlush } = require("../src/duration");

describe("flush", function () {
  it("flushes an empty buffer", function (done) {
    scheduleFlush({}, (err, count) => {
      assert.ifError(err);
      assert.strictEqual(count, 0);
      done();
    });
  });

  it("runs after the flush", function () {
    assert.ok(true);
  });
});
