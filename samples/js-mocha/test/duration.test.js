const assert = require("node:assert");
const { formatDuration, parseDurations } = require("../src/duration");

describe("formatDuration", function () {
  it("pads seconds to two digits", function () {
    assert.strictEqual(formatDuration(65000), "1m05s");
  });

  it("formats whole minutes", function () {
    assert.strictEqual(formatDuration(120000), "2m0s");
  });
});

describe("parseDurations", function () {
  it("keeps fractional seconds", function () {
    assert.deepStrictEqual(parseDurations("1.5,2,0.25"), [1500, 2000, 250]);
  });
});
