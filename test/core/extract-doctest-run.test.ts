// A doctest run a test prints while it runs (micheles/decorator's DocumentationTestCase.test calls doctest.testmod and
// asserts it found no failure; `python tests/test.py -v`, recorded in test/fixtures/real): the run belongs to that
// test, located at its first failed example, and the tracebacks in doctest's output are its examples', not failures.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REAL_CORPUS } from "../corpus/evaluate.js";
import { crash } from "../../src/core/extract/crash.js";
import { unittest } from "../../src/core/extract/python.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import { analyze } from "../../src/core/report/analyze.js";
import { extractFrom, triage } from "../support/recorded.js";

const dir = join(REAL_CORPUS, "decorator-flake8-unittest-typeerror");
const log = readFileSync(join(dir, "log.txt"), "utf8").split("\n");
// The doctest run: from unittest -v's progress line (`test (__main__.DocumentationTestCase.test) ... Trying:`) to
// doctest's `***Test Failed*** 20 failures.`.
const first = log.findIndex((l) => l.endsWith(" ... Trying:"));
const last = log.findIndex((l) => l.startsWith("***Test Failed*** "));

describe("a doctest run printed under unittest -v's progress line", () => {
  it("locates the test's failure at the run's first failed example, not at its assertEqual", () => {
    const fail = extractFrom(unittest, join(dir, "log.txt")).filter((c) => c.test?.startsWith("test ("));
    expect(fail.map((c) => [c.test, c.where?.path, c.where?.line])).toEqual([
      [
        "test (__main__.DocumentationTestCase.test)",
        "/home/runner/work/decorator/decorator/tests/documentation.py",
        562,
      ],
    ]);
  });

  it("reads no traceback in doctest's output as a crash: raised, expected or got, each is an example's", () => {
    const inRun = extractFrom(crash, join(dir, "log.txt")).filter((c) => c.start > first && c.start < last);
    expect(inRun).toEqual([]);
  });
});

describe("the same doctest run under no test (as `python -m doctest -v` prints it)", () => {
  // The run's own lines: unittest's progress line's text before doctest's first `Trying:` left out.
  const run = ["Trying:", ...log.slice(first + 1, last + 1)].join("\n");
  const failures = analyze({
    scan: scanLog(run),
    exitCode: 1,
    junit: [],
    workspace: {
      files: ["tests/documentation.py", "src/decorator/__init__.py"],
      root: "/home/runner/work/decorator/decorator",
    },
    command: "python -m doctest -v tests/documentation.py",
    version: "test",
  }).buckets.flatMap((b) => b.failures);

  it("fails once per doctest with a failed example (the six its summary lists), with the error its first raised", () => {
    const rerun = "python -m doctest -v /home/runner/work/decorator/decorator/tests/documentation.py";
    expect(failures.map(triage)).toEqual(
      [
        "documentation",
        "documentation.PermissionError",
        "documentation.operation1",
        "documentation.operation2",
        "documentation.test_kwonly_no_args",
        "documentation.test_kwonlyargs",
      ].map((t) => ["runtime", t, "src/decorator/__init__.py", 309, rerun]),
    );
    expect(failures[0]?.message).toBe('TypeError: can only concatenate tuple (not "list") to tuple');
  });
});
