// Verdicts across attempts, on JUnit files written by real tools.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseJUnit } from "../../src/core/junit/index.js";
import { TestVerdict, type TestCase } from "../../src/core/schema.js";
import {
  contaminationWarning,
  evidenceText,
  ruledOutAbove,
  runOutcome,
  testVerdicts,
} from "../../src/core/report/verdicts.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures");
const cases = (path: string): TestCase[] =>
  parseJUnit(readFileSync(join(FIXTURES, path), "utf8"), path).cases;

describe("testVerdicts", () => {
  it("surefire reruns: passed after a <flakyFailure> is flaky, failing with <rerunFailure>s is failed", () => {
    const vs = testVerdicts([{ index: 1, cases: cases("junit/surefire/flaky.xml") }]);
    expect(vs.map((v) => [v.test, v.verdict, v.passes, v.runs])).toEqual([
      ["throwsAlways", "failed", 0, 4],
      ["failsAssertionAlways", "failed", 0, 4],
      ["failsAssertionOnlyFirstAttempt", "flaky", 1, 2],
      ["throwsOnlyFirstAttempt", "flaky", 1, 2],
    ]);
    for (const v of vs) expect(TestVerdict.parse(v)).toEqual(v);
  });

  it("a real `mvn -Dsurefire.rerunFailingTestsCount=2` run: the eventually visible level is flaky", () => {
    const vs = testVerdicts([{ index: 1, cases: cases("logs/java-mvn-flaky-rerun/junit.xml") }]);
    expect(vs).toEqual([
      {
        test: "levelIsEventuallyVisible",
        suite: "com.example.StockTest",
        file: null,
        verdict: "flaky",
        passes: 1,
        runs: 2,
      },
      {
        test: "unitIsBoxes",
        suite: "com.example.StockTest",
        file: null,
        verdict: "failed",
        passes: 0,
        runs: 3,
      },
    ]);
  });

  it("nextest (quick-junit): errors fail, skips are skipped, flaky retries that end in a pass are flaky", () => {
    const vs = testVerdicts([{ index: 1, cases: cases("junit/nextest/quick-junit-basic_report.xml") }]);
    expect(vs.map((v) => `${v.test}:${v.verdict}:${v.passes}/${v.runs}`)).toEqual([
      "testcase0:passed:1/1",
      "testcase1:failed:0/1",
      "testcase2:failed:0/1",
      "testcase3:skipped:0/0",
      "testcase4:flaky:1/3",
      "testcase5:failed:0/3",
      "testcase6:passed:1/1",
      "testcase7:failed:0/3",
    ]);
  });

  it("the same vitest run twice: the failures stay failures, the passes stay passes, counted per attempt", () => {
    const run = cases("logs/ts-vitest-mixed/junit.xml");
    const vs = testVerdicts([
      { index: 1, cases: run },
      { index: 2, cases: run },
    ]);
    expect(vs.map((v) => [v.test, v.file, v.verdict, v.passes, v.runs])).toEqual([
      ["checkout > sums items without a coupon", "test/mixed.test.ts", "passed", 2, 2],
      ["checkout > keeps quantity when adding the same sku", "test/mixed.test.ts", "failed", 0, 2],
      ["checkout > uppercases the coupon code", "test/mixed.test.ts", "failed", 0, 2],
      ["checkout > applies a full discount", "test/mixed.test.ts", "passed", 2, 2],
    ]);
  });

  it("failed, then passed in a later attempt: flaky, never a plain pass", () => {
    const first = cases("logs/ts-vitest-mixed/junit.xml");
    // No recording has the same test fail and then pass in two runs: attempt 2 is attempt 1's cases as a
    // passing retry would write them (status passed, no failure element).
    const second = first.map((c) => ({
      ...c,
      status: "passed" as const,
      message: null,
      type: null,
      body: null,
    }));
    const vs = testVerdicts([
      { index: 1, cases: first },
      { index: 2, cases: second },
    ]);
    expect(vs.map((v) => [v.verdict, v.passes, v.runs])).toEqual([
      ["passed", 2, 2],
      ["flaky", 1, 2],
      ["flaky", 1, 2],
      ["passed", 2, 2],
    ]);
    // Passed, then failed in the last attempt it ran: flaky too, whatever the order.
    const back = testVerdicts([
      { index: 1, cases: second },
      { index: 2, cases: first },
    ]);
    expect(back.map((v) => [v.verdict, v.passes, v.runs])).toEqual([
      ["passed", 2, 2],
      ["flaky", 1, 2],
      ["flaky", 1, 2],
      ["passed", 2, 2],
    ]);
    // Failed every time it ran: failed.
    const never = testVerdicts([
      { index: 1, cases: first },
      { index: 2, cases: first },
    ]);
    expect(never.map((v) => [v.verdict, v.passes, v.runs])).toEqual([
      ["passed", 2, 2],
      ["failed", 0, 2],
      ["failed", 0, 2],
      ["passed", 2, 2],
    ]);
  });

  it("identity is suite + name: the same name in two suites is two tests; first appearance order", () => {
    const vs = testVerdicts([{ index: 1, cases: cases("junit/nested/junit.xml") }]);
    expect(vs.map((v) => `${v.suite}/${v.test}:${v.verdict}`)).toEqual([
      "TestA/A:failed",
      "TestA/B:passed",
      "TestB/A:passed",
      "TestB/B:failed",
      "packet/A:failed",
    ]);
  });

  it("skipped in every attempt is skipped; a test that only ran in a later attempt keeps its order", () => {
    const playwright = cases("junit/playwright/playwright-report.xml");
    const vs = testVerdicts([{ index: 1, cases: playwright }]);
    const skipped = playwright.filter((c) => c.status === "skipped").length;
    expect(vs.filter((v) => v.verdict === "skipped")).toHaveLength(skipped);
    expect(vs.filter((v) => v.verdict === "skipped").every((v) => v.runs === 0 && v.passes === 0)).toBe(true);

    const vitest = cases("logs/ts-vitest-mixed/junit.xml");
    const later = testVerdicts([
      { index: 1, cases: vitest.slice(2) },
      { index: 2, cases: vitest },
    ]);
    expect(later.map((v) => v.test)).toEqual([
      "checkout > uppercases the coupon code",
      "checkout > applies a full discount",
      "checkout > sums items without a coupon",
      "checkout > keeps quantity when adding the same sku",
    ]);
    expect(later.map((v) => v.runs)).toEqual([2, 2, 1, 1]);
  });

  it("states the evidence: passes of runs, and above which pass rate failures in a row rule flakiness out", () => {
    expect(evidenceText(2, 3)).toBe("passed 2 of 3");
    expect(evidenceText(0, 3)).toBe("failed 3 of 3: flakiness ruled out only for pass rates above 63% (95%)");
    expect(evidenceText(0, 1)).toBe("failed 1 of 1: flakiness ruled out only for pass rates above 95% (95%)");
    expect(evidenceText(0, 6)).toBe("failed 6 of 6: flakiness ruled out only for pass rates above 39% (95%)");
    // The bound is what it says: at that pass rate, n failures in a row happen 5% of the time.
    for (const n of [1, 2, 3, 10]) expect((1 - ruledOutAbove(n)) ** n).toBeCloseTo(0.05, 10);
  });

  it("no attempts, no verdicts", () => {
    expect(testVerdicts([])).toEqual([]);
  });
});

const ok = { exitCode: 0, timedOut: false, spawnError: null };
const fail = { exitCode: 1, timedOut: false, spawnError: null };
const timeout = { exitCode: null, timedOut: true, spawnError: null };
const noSpawn = { exitCode: null, timedOut: false, spawnError: "spawn npx ENOENT" };

describe("runOutcome", () => {
  it("retry: passed only when the first attempt passed", () => {
    expect(runOutcome([ok], "retry")).toBe("passed");
    expect(runOutcome([fail, ok], "retry")).toBe("flaky");
    expect(runOutcome([timeout, fail, ok], "retry")).toBe("flaky");
    expect(runOutcome([fail, fail, fail], "retry")).toBe("failed");
    expect(runOutcome([noSpawn], "retry")).toBe("failed");
    expect(runOutcome([ok, fail], "retry")).toBe("failed");
  });

  it("an exit code of 0 after a timeout or a spawn error is not a pass", () => {
    expect(runOutcome([{ exitCode: 0, timedOut: true, spawnError: null }], "retry")).toBe("failed");
    expect(runOutcome([{ exitCode: 0, timedOut: false, spawnError: "x" }], "retry")).toBe("failed");
  });

  it("measure: passed only when all passed, flaky when some did, failed when none did", () => {
    expect(runOutcome([ok, ok, ok], "measure")).toBe("passed");
    expect(runOutcome([ok, fail, ok], "measure")).toBe("flaky");
    expect(runOutcome([ok, ok, fail], "measure")).toBe("flaky");
    expect(runOutcome([fail, timeout, noSpawn], "measure")).toBe("failed");
  });

  it("no attempt is a failure", () => {
    expect(runOutcome([], "retry")).toBe("failed");
    expect(runOutcome([], "measure")).toBe("failed");
  });
});

describe("contaminationWarning", () => {
  const a = "0123456789abcdef";
  const b = "fedcba9876543210";
  const c = "00000000ffffffff";

  it("different failures in two failing attempts without a reset command: a warning naming reset-command", () => {
    const w = contaminationWarning(
      [
        { fingerprints: [a, b], exitCode: 1 },
        { fingerprints: [a, c], exitCode: 1 },
      ],
      null,
    );
    expect(w).toContain("Attempts 1 and 2 failed in different ways");
    expect(w).toContain("1 in common");
    expect(w).toMatch(/share state \(a database, files, caches\)/);
    expect(w).toContain("contaminated");
    expect(w).toContain("reset-command");
  });

  it("the same failures (in any order), a passing attempt, or a reset command: no warning", () => {
    expect(
      contaminationWarning(
        [
          { fingerprints: [a, b], exitCode: 1 },
          { fingerprints: [b, a, a], exitCode: 1 },
        ],
        null,
      ),
    ).toBeNull();
    expect(
      contaminationWarning(
        [
          { fingerprints: [a], exitCode: 1 },
          { fingerprints: [], exitCode: 0 },
        ],
        null,
      ),
    ).toBeNull();
    expect(
      contaminationWarning(
        [
          { fingerprints: [a], exitCode: 1 },
          { fingerprints: [c], exitCode: 2 },
        ],
        "docker compose down -v",
      ),
    ).toBeNull();
    expect(contaminationWarning([{ fingerprints: [a], exitCode: 1 }], null)).toBeNull();
  });

  it("a blank reset command is no reset command; a killed attempt (no exit code) is a failing one", () => {
    const w = contaminationWarning(
      [
        { fingerprints: [a], exitCode: 1 },
        { fingerprints: [a], exitCode: 0 },
        { fingerprints: [], exitCode: null },
      ],
      "  ",
    );
    expect(w).toContain("Attempts 1 and 3");
  });
});
