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
  it("reads each file's `'test failed'` as the error it printed above, named by the file as node:test names it", () => {
    const got = extractFrom(nodeTest, join(DIED, "log.txt"));
    expect(
      got.map((c) => [c.test?.split("/").pop(), c.suite?.split("/").pop(), c.message, c.where?.line]),
    ).toEqual([
      ["router.test.ts", "router.test.ts", "SyntaxError: Unexpected token '?'", 126],
      ["ssr.test.ts", "ssr.test.ts", "SyntaxError: Unexpected token '?'", 126],
      // The repeats under `✖ failing tests:`.
      ["router.test.ts", "router.test.ts", "SyntaxError: Unexpected token '?'", 126],
      ["ssr.test.ts", "ssr.test.ts", "SyntaxError: Unexpected token '?'", 126],
    ]);
  });

  it("reports each file that died as the compilation error it printed, once (its JUnit testcase merges with it)", () => {
    expect(
      recordedFailures(DIED).map((f) => [
        f.category,
        f.test?.split("/").pop(),
        f.location?.file,
        f.location?.line,
      ]),
    ).toEqual([
      ["compilation", "router.test.ts", "index.js", 126],
      ["compilation", "ssr.test.ts", "index.js", 126],
    ]);
  });
});
