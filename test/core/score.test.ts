// Scores of runs, on failures and verdicts from real recorded runs.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/core/report/analyze.js";
import { parseJUnit } from "../../src/core/junit/index.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import {
  CATEGORIES,
  Config,
  Scores,
  type Attempt,
  type Report,
  type TestVerdict,
} from "../../src/core/schema.js";
import { SCORE_FORMULAS, scoreRun } from "../../src/core/report/score.js";
import { testVerdicts } from "../../src/core/report/verdicts.js";
import { CORPUS } from "../corpus/evaluate.js";

function reportOf(id: string, junit = false): Report {
  const dir = join(CORPUS, id);
  const files = readFileSync(join(dir, "files.txt"), "utf8").split("\n").filter(Boolean);
  const meta = JSON.parse(readFileSync(join(dir, "meta.json"), "utf8")) as { cwd: string; exitCode: number };
  return analyze({
    scan: scanLog(readFileSync(join(dir, "log.txt"), "utf8")),
    junit: junit
      ? [
          {
            file: "junit.xml",
            cases: parseJUnit(readFileSync(join(dir, "junit.xml"), "utf8"), "junit.xml").cases,
          },
        ]
      : [],
    workspace: { files, root: meta.cwd },
    exitCode: meta.exitCode,
    version: "test",
  });
}

const failuresOf = (r: Report) => r.buckets.flatMap((b) => b.failures);

/** Attempts as the runner records them; only the fields the scores read matter. */
function attempts(...exitCodes: number[]): Attempt[] {
  return exitCodes.map((exitCode, i) => ({
    index: i + 1,
    exitCode,
    signal: null,
    durationMs: 1_000,
    delayMs: 0,
    timedOut: false,
    spawnError: null,
    reset: null,
    tests: null,
    fingerprints: [],
    categories: [],
    outputBytes: 0,
    droppedBytes: 0,
  }));
}

const defaults = Config.parse({});

describe("scoreRun: success rate, consistency, error-rate impact, final", () => {
  it("3/3 attempts passing: everything perfect", () => {
    const s = scoreRun({
      attempts: attempts(0, 0, 0),
      verdicts: [],
      failures: [],
      config: defaults,
      mode: "measure",
    });
    expect(s).toEqual({
      successRate: 1,
      consistency: 1,
      errorRateImpact: 0,
      final: 100,
      resilience: { score: 100, verdict: "PASS", criticalFailures: 0 },
      overall: 100,
    });
  });

  it("2/3: the final score penalises the failure (100·(2/3)²·(1 − (1/3)/2) = 37.0), never averages it away", () => {
    const s = scoreRun({
      attempts: attempts(1, 0, 0),
      verdicts: [],
      failures: [],
      config: defaults,
      mode: "measure",
    });
    expect(s.successRate).toBeCloseTo(2 / 3, 4);
    expect(s.consistency).toBeCloseTo(1 / 3, 4);
    expect(s.errorRateImpact).toBeCloseTo(1 / 3, 4);
    expect(s.final).toBe(37);
    // stability 0.5 (the run was flaky): 100·(0.5·1 + 0.3·0.5 + 0.2·1/3)
    expect(s.overall).toBe(71.7);
  });

  it("1/3 and 0/3, with the last attempt's real failures (vitest: an assertion and a TypeError, both high)", () => {
    const failures = failuresOf(reportOf("ts-vitest-mixed"));
    expect(failures.map((f) => f.category)).toEqual(["assertion", "runtime"]);
    const one = scoreRun({
      attempts: attempts(0, 1, 1),
      verdicts: [],
      failures,
      config: defaults,
      mode: "measure",
    });
    expect(one.final).toBe(7.4); // 100·(1/9)·(1 − (2/3)/2)
    expect(one.resilience).toEqual({ score: 0, verdict: "PASS", criticalFailures: 0 });
    // A failed run never shows PASS, whatever its items.
    const failed = scoreRun({
      attempts: attempts(1, 1, 1),
      verdicts: [],
      failures,
      config: defaults,
      mode: "retry",
      outcome: "failed",
    });
    expect(failed.resilience.verdict).toBe("FAIL");
    expect(
      scoreRun({
        attempts: attempts(0, 1),
        verdicts: [],
        failures: [],
        config: defaults,
        mode: "retry",
        outcome: "cancelled",
      }).resilience.verdict,
    ).toBe("FAIL");
    expect(
      scoreRun({
        attempts: attempts(0, 1),
        verdicts: [],
        failures: [],
        config: defaults,
        mode: "retry",
        outcome: "flaky",
      }).resilience.verdict,
    ).toBe("PASS");

    const none = scoreRun({
      attempts: attempts(1, 1, 1),
      verdicts: [],
      failures,
      config: defaults,
      mode: "retry",
    });
    expect(none).toMatchObject({ successRate: 0, consistency: 1, errorRateImpact: 1, final: 0 });
    expect(none.overall).toBe(50); // 0.5·0 + 0.3·1 + 0.2·1
    expect(Scores.parse(none)).toEqual(none);
  });

  it("with test verdicts: consistency and error-rate impact come from the tests", () => {
    const run = parseJUnit(
      readFileSync(join(CORPUS, "ts-vitest-mixed", "junit.xml"), "utf8"),
      "junit.xml",
    ).cases;
    const verdicts = testVerdicts([
      { index: 1, cases: run },
      { index: 2, cases: run },
    ]);
    const s = scoreRun({
      attempts: attempts(1, 1),
      verdicts,
      failures: failuresOf(reportOf("ts-vitest-mixed", true)),
      config: defaults,
      mode: "retry",
    });
    expect(s.consistency).toBe(1); // every test behaved the same in both attempts
    expect(s.errorRateImpact).toBe(0.5); // 2 of 4 tests failed
    // Passing tests weigh 1 (medium); the assertion and the TypeError are high (2): 2 / 6.
    expect(s.resilience).toEqual({ score: 33.3, verdict: "PASS", criticalFailures: 0 });
    expect(s.overall).toBe(66.7); // 0.5·(1/3) + 0.3·1 + 0.2·1
  });

  it("a test passing half the time makes consistency 0; flaky tests lower stability", () => {
    const verdicts: TestVerdict[] = [
      { test: "a", suite: null, file: null, verdict: "flaky", passes: 1, runs: 2 },
      { test: "b", suite: null, file: null, verdict: "passed", passes: 2, runs: 2 },
    ];
    const s = scoreRun({ attempts: attempts(1, 0), verdicts, failures: [], config: defaults, mode: "retry" });
    expect(s.consistency).toBe(0.5);
    expect(s.errorRateImpact).toBe(0.5);
    // Flaky counts as passed for resilience (100); stability 1 − 1/2.
    expect(s.resilience.score).toBe(100);
    expect(s.overall).toBe(75); // 0.5·1 + 0.3·0.5 + 0.2·0.5
  });
});

describe("scoreRun: resilience", () => {
  const many = (n: number, file: string): TestVerdict[] =>
    Array.from({ length: n }, (_, i) => ({
      test: `test ${i}`,
      suite: null,
      file,
      verdict: "passed" as const,
      passes: 1,
      runs: 1,
    }));

  it("one critical failure forces FAIL whatever the score", () => {
    const verdicts = [
      ...many(99, "tests/cart.test.ts"),
      {
        test: "charges once",
        suite: null,
        file: "tests/payments/stripe/charge.test.ts",
        verdict: "failed" as const,
        passes: 0,
        runs: 1,
      },
    ];
    const config = Config.parse({ critical: ["tests/payments/**"] });
    const s = scoreRun({ attempts: attempts(1), verdicts, failures: [], config, mode: "retry" });
    expect(s.resilience.score).toBe(97.1); // 99 / (99 + 3)
    expect(s.resilience.verdict).toBe("FAIL");
    expect(s.resilience.criticalFailures).toBe(1);
  });

  it("a real type error (no test) is critical by default: FAIL", () => {
    const failures = failuresOf(reportOf("ts-tsc-ts2322"));
    expect(failures.map((f) => [f.category, f.test])).toEqual([["types", null]]);
    const s = scoreRun({ attempts: attempts(2), verdicts: [], failures, config: defaults, mode: "retry" });
    expect(s.resilience).toEqual({ score: 0, verdict: "FAIL", criticalFailures: 1 });
  });

  it("severity overrides from the config replace the defaults", () => {
    const failures = failuresOf(reportOf("ts-tsc-ts2322"));
    const config = Config.parse({ severity: { types: "low" } });
    const s = scoreRun({
      attempts: attempts(2),
      verdicts: many(3, "src/a.test.ts"),
      failures,
      config,
      mode: "retry",
    });
    expect(s.resilience).toEqual({ score: 85.7, verdict: "PASS", criticalFailures: 0 }); // 3 / 3.5

    const vitest = reportOf("ts-vitest-mixed", true);
    const run = parseJUnit(
      readFileSync(join(CORPUS, "ts-vitest-mixed", "junit.xml"), "utf8"),
      "junit.xml",
    ).cases;
    const verdicts = testVerdicts([{ index: 1, cases: run }]);
    const low = scoreRun({
      attempts: attempts(1),
      verdicts,
      failures: failuresOf(vitest),
      config: Config.parse({ severity: { assertion: "critical", runtime: "low" } }),
      mode: "retry",
    });
    // passed 1 + 1, assertion 3 (critical), TypeError 0.5: 2 / 5.5
    expect(low.resilience).toEqual({ score: 36.4, verdict: "FAIL", criticalFailures: 1 });
  });

  it("finds each failed test's failure by name, however the log and the JUnit file spell it", () => {
    // Every known category low, unknown critical: a failed test whose failure is not found counts as critical.
    const config = Config.parse({
      severity: Object.fromEntries(CATEGORIES.map((c) => [c, c === "unknown" ? "critical" : "low"])),
    });
    const unmatched = (id: string) => {
      const cases = parseJUnit(readFileSync(join(CORPUS, id, "junit.xml"), "utf8"), "junit.xml").cases;
      return scoreRun({
        attempts: attempts(1),
        verdicts: testVerdicts([{ index: 1, cases }]),
        failures: failuresOf(reportOf(id, true)),
        config,
        mode: "retry",
      }).resilience.criticalFailures;
    };
    for (const id of [
      "py-pytest-mixed-xunit1", // tests/test_assert.py::test_x ↔ tests.test_assert / test_x
      "java-mvn-surefire", // com.example.CartTest.test ↔ com.example.CartTest / test
      "js-jest-mixed", // report › test ↔ report test
      "js-mocha-multi-junit",
      "js-node-test-junit",
      "ts-playwright-junit",
      "ts-vitest-mixed",
    ])
      expect(unmatched(id), id).toBe(0);
    // go: the parent test fails because its subtest did; only the subtest is a failure.
    expect(unmatched("go-gotestsum-junit")).toBe(1);
  });

  it("flaky items count as passed: a flaky critical test does not FAIL the run", () => {
    const verdicts: TestVerdict[] = [
      {
        test: "refund",
        suite: null,
        file: "tests/payments/refund.test.ts",
        verdict: "flaky",
        passes: 1,
        runs: 2,
      },
    ];
    const config = Config.parse({ critical: ["tests/payments/**"] });
    const s = scoreRun({ attempts: attempts(1, 0), verdicts, failures: [], config, mode: "retry" });
    expect(s.resilience).toEqual({ score: 100, verdict: "PASS", criticalFailures: 0 });
  });

  it("a build error of an earlier attempt that the last attempt no longer reports does not count", () => {
    const failures = failuresOf(reportOf("ts-tsc-ts2322"));
    const [first, last] = attempts(2, 1) as [Attempt, Attempt];
    first.fingerprints = failures.map((f) => f.fingerprint);
    last.fingerprints = ["0000000000000000"];
    const s = scoreRun({ attempts: [first, last], verdicts: [], failures, config: defaults, mode: "retry" });
    expect(s.resilience).toEqual({ score: 100, verdict: "PASS", criticalFailures: 0 });
  });

  it("no items at all: 100", () => {
    const s = scoreRun({ attempts: [], verdicts: [], failures: [], config: defaults, mode: "retry" });
    expect(s.resilience.score).toBe(100);
    expect(s.successRate).toBe(0);
  });
});

describe("scoreRun: critical globs", () => {
  const verdict = (file: string): TestVerdict => ({
    test: "t",
    suite: null,
    file,
    verdict: "failed",
    passes: 0,
    runs: 1,
  });
  const critical = (glob: string, file: string) =>
    scoreRun({
      attempts: attempts(1),
      verdicts: [verdict(file)],
      failures: [],
      config: Config.parse({ critical: [glob] }),
      mode: "retry",
    }).resilience.criticalFailures === 1;

  it("`**` spans directories, `*` and `?` stay within a segment", () => {
    expect(critical("tests/payments/**", "tests/payments/a/b.test.ts")).toBe(true);
    expect(critical("tests/payments/**", "tests/payments/x.test.ts")).toBe(true);
    expect(critical("tests/payments/**", "tests/paymentsx.ts")).toBe(false);
    expect(critical("tests/payments/**", "src/tests/payments/a.ts")).toBe(false);
    expect(critical("tests/*.test.ts", "tests/a/b.test.ts")).toBe(false);
    expect(critical("tests/*.test.ts", "tests/b.test.ts")).toBe(true);
    expect(critical("tests/?.ts", "tests/a.ts")).toBe(true);
    expect(critical("tests/?.ts", "tests/ab.ts")).toBe(false);
    // Regular-expression characters in a glob are literal.
    expect(critical("tests/(a|b).ts", "tests/a.ts")).toBe(false);
    expect(critical("tests/a+.ts", "tests/aa.ts")).toBe(false);
    expect(critical("tests/a+.ts", "tests/a+.ts")).toBe(true);
  });

  // Their speed is measured in bench/linearity.ts; here, that they are matched as globs.
  it("hostile globs are matched as globs", () => {
    const path = `${"a/".repeat(200)}${"a".repeat(600)}`;
    const hostile = [
      `${"*a".repeat(149)}b`,
      `${"**/".repeat(99)}b`,
      `${"{a,b}".repeat(60)}`,
      `${"a*".repeat(150)}`,
    ];
    const verdicts = Array.from({ length: 50 }, () => verdict(path));
    const s = scoreRun({
      attempts: attempts(1),
      verdicts,
      failures: [],
      config: Config.parse({ critical: hostile }),
      mode: "retry",
    });
    expect(s.resilience.criticalFailures).toBe(50); // `a*` repeated matches the long name
  });
});

describe("SCORE_FORMULAS", () => {
  it("documents every score", () => {
    for (const s of [
      "success rate",
      "consistency",
      "error-rate impact",
      "100 · successRate² · (1 − errorRateImpact / 2)",
      "critical 3, high 2, medium 1, low 0.5",
      "FAIL when the run failed (or was cancelled), or any critical item failed",
      "not whether the run passed",
      "overall",
    ])
      expect(SCORE_FORMULAS).toContain(s);
  });
});
