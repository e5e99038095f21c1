const assert = require("node:assert/strict");
const { test } = require("node:test");
const { heading } = require("..");

test("heading includes the release date", () => {
  assert.equal(heading("1.2.0", "2026-01-15"), "## 1.2.0 (2026-01-15)");
});
