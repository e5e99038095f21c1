// grunt-contrib-qunit on its real recording (test/fixtures/real: record-real.sh): the failures it prints behind
// grunt's `>> ` when a page ends, before grunt's `Warning: …` and `Aborted due to warnings.`.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extractFrom, recordedFailures } from "../support/recorded.js";
import { gruntQunit } from "../../src/core/extract/qunit.js";

const CASE = join(import.meta.dirname, "..", "fixtures", "real", "js-cookie-grunt-qunit-quoted-value");

describe("grunt-contrib-qunit", () => {
  it("the test named above its assertion's Message, Actual and Expected, at the served file's path", () => {
    const got = extractFrom(gruntQunit, join(CASE, "log.txt"));
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      test: "read > RFC 6265 - reading cookie-octet enclosed in DQUOTE",
      suite: "read",
      message: "should simply ignore quoted strings",
      actual: 'v"',
      expected: "v",
      kind: "qunit assertion",
      // The page server's URL, `http://127.0.0.1:9998/tests.js`, as the path under the server's base folder.
      frames: [{ path: "tests.js", line: 171, column: 12 }],
    });
  });

  it("the failed assertion is the run's failure, not grunt's abort after it", () => {
    const failures = recordedFailures(CASE);
    expect(failures.map((f) => [f.category, f.test, f.patterns])).toEqual([
      ["assertion", "read > RFC 6265 - reading cookie-octet enclosed in DQUOTE", ["assertion.qunit"]],
    ]);
  });
});
