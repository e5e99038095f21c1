const assert = require("node:assert/strict");
const { test } = require("node:test");

function bumpMinor(version) {
  const [major, minor] = version.split(".").map(Number);
  return `${major}.${minor + 1}.${version.split(".")[2]}`;
}

test("bumpMinor resets the patch version", () => {
  assert.equal(bumpMinor("1.4.7"), "1.5.0");
});
