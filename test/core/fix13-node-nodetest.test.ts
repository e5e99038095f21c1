// node:test's spec reporter through tsx (better-node-test) on nanostores/router (record-real.sh): an `assert.throws` that
// got the engine's own TypeError instead of the error it expects, and test files whose process died importing a
// module that does not parse (node:test names each file as a failed test, `'test failed'`).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nodeTest } from "../../src/core/extract/nodetest.js";
import { extractFrom, recordedFailures, triage } from "../support/recorded.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");
const LOOKUP = join(REAL, "nanostores-router-bnt-tsx-route-lookup");
const DIED = join(REAL, "nanostores-router-bnt-tsx-optional-params-js");

describe("assert.throws given a TypeError instead of the error it expects", () => {
  it("takes the `actual:` TypeError and its frames", () => {
    const got = extractFrom(nodeTest, join(LOOKUP, "log.txt")).find(
      (c) => c.test === "throws on opening RegExp router",
    );
    expect(got).toMatchObject({
      message: "TypeError: Cannot read properties of undefined (reading '3')",
      kind: "TypeError",
      where: { path: "file:///home/runner/work/nanostores-router/nanostores-router/index.js", line: 134 },
    });
  });

  it("files it as the runtime error at the throw, as the three tests that hit it directly", () => {
    expect(recordedFailures(LOOKUP).map((f) => triage(f).slice(0, 4))).toEqual([
      ["runtime", "generates URLs", "index.js", 134],
      ["runtime", "opens URLs manually by route name, pushing new stare", "index.js", 134],
      ["runtime", "opens URLs manually by route name, replacing state", "index.js", 134],
      ["runtime", "throws on opening RegExp router", "index.js", 134],
    ]);
  });
});

describe("two test files dying of one SyntaxError in a module they import", () => {
  it("reads each file's `'test failed'` as the error it printed above, no test of its own", () => {
    const got = extractFrom(nodeTest, join(DIED, "log.txt"));
    expect(got.map((c) => [c.test, c.suite?.split("/").pop(), c.message, c.where?.line])).toEqual([
      [null, "router.test.ts", "SyntaxError: Unexpected token '?'", 126],
      [null, "ssr.test.ts", "SyntaxError: Unexpected token '?'", 126],
      // The repeats under `✖ failing tests:`.
      [null, "router.test.ts", "SyntaxError: Unexpected token '?'", 126],
      [null, "ssr.test.ts", "SyntaxError: Unexpected token '?'", 126],
    ]);
  });

  it("reports the one compilation error, not the files as failed tests", () => {
    expect(recordedFailures(DIED).map((f) => triage(f).slice(0, 4))).toEqual([
      ["compilation", null, "index.js", 126],
    ]);
  });
});
