// Rules of verdicts.ts that mutation testing (npm run mutation) found unpinned: a test's identity, and when
// two failing attempts count as failing "in different ways".
import { describe, expect, it } from "vitest";
import { TestCase } from "../../src/core/schema.js";
import { contaminationWarning, testVerdicts } from "../../src/core/report/verdicts.js";

const testCase = (fields: Partial<TestCase>): TestCase =>
  TestCase.parse({
    name: "t",
    classname: null,
    suite: null,
    file: null,
    line: null,
    status: "passed",
    message: null,
    type: null,
    body: null,
    durationMs: null,
    retries: [],
    ...fields,
  });

describe("testVerdicts: a test's identity", () => {
  it("the same suite and name in two files are two tests", () => {
    const vs = testVerdicts([
      {
        index: 1,
        cases: [
          testCase({ file: "a.test.ts", suite: "s", status: "failed" }),
          testCase({ file: "b.test.ts", suite: "s" }),
        ],
      },
    ]);
    expect(vs.map((v) => [v.file, v.verdict])).toEqual([
      ["a.test.ts", "failed"],
      ["b.test.ts", "passed"],
    ]);
  });

  it("suite and name are kept apart: suite `a` test `bc` is not suite `ab` test `c`", () => {
    const vs = testVerdicts([
      {
        index: 1,
        cases: [testCase({ suite: "a", name: "bc", status: "failed" }), testCase({ suite: "ab", name: "c" })],
      },
    ]);
    expect(vs.map((v) => [v.suite, v.test, v.verdict])).toEqual([
      ["a", "bc", "failed"],
      ["ab", "c", "passed"],
    ]);
  });

  it("a file or suite written empty is the same as one not written", () => {
    const vs = testVerdicts([
      { index: 1, cases: [testCase({ file: null, classname: null, suite: null, status: "failed" })] },
      { index: 2, cases: [testCase({ file: "", classname: "", suite: null })] },
    ]);
    expect(vs).toHaveLength(1);
    expect(vs[0]).toMatchObject({ verdict: "flaky", passes: 1, runs: 2 });
  });
});

describe("contaminationWarning: failing in different ways", () => {
  const a = "0123456789abcdef";
  const b = "fedcba9876543210";

  it("a later attempt with the earlier failures and one more fails in a different way", () => {
    const w = contaminationWarning(
      [
        { fingerprints: [a], exitCode: 1 },
        { fingerprints: [a, b], exitCode: 1 },
      ],
      null,
    );
    expect(w).toBe(
      "Attempts 1 and 2 failed in different ways (1 and 2 distinct failure(s), 1 in common) and no " +
        "reset-command is set: the attempts may share state (a database, files, caches), so the later results " +
        "may be contaminated by the earlier ones. Set reset-command to restore a clean state before each retry.",
    );
  });

  it("a later attempt with fewer of the earlier failures fails in a different way too", () => {
    const w = contaminationWarning(
      [
        { fingerprints: [a, b], exitCode: 1 },
        { fingerprints: [b], exitCode: 1 },
      ],
      null,
    );
    expect(w).toMatch(
      /^Attempts 1 and 2 failed in different ways \(2 and 1 distinct failure\(s\), 1 in common\)/,
    );
  });
});
