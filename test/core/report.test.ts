// buildReport decides without processes: attempts of the bundled example (recorded by
// scripts/fixtures/record-attempts.sh: real node:test output, spec and JUnit) put together into runs.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type AnalysedAttempt,
  analyzeAttempt,
  buildReport,
  reportPrompt,
  stepVerdict,
} from "../../src/core/report/index.js";
import { COVERAGE_ALSO } from "../../src/core/report/analyze.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import type { Report } from "../../src/core/schema.js";
import { worthRetry } from "../../src/core/plan/index.js";
import { attempt, FIXTURES, OPTIONS, run } from "../support/attempts.js";

const failures = (r: Report) => r.buckets.flatMap((b) => b.failures);
const RACE = "the cache answers before the network";
const COUPON = "a 10% coupon takes 10% off";

describe("buildReport: verdicts from every attempt", () => {
  it.each([
    ["pass, pass, fail", ["demo-race-passed", "demo-race-passed", "demo-race-failed"]],
    ["fail, pass, pass", ["demo-race-failed", "demo-race-passed", "demo-race-passed"]],
    ["pass, fail, pass", ["demo-race-passed", "demo-race-failed", "demo-race-passed"]],
  ] as const)(
    "a test that passed and failed is flaky whatever the order (%s); the failure that persisted fails the run",
    (_, cases) => {
      const report = buildReport(run([...cases]), { ...OPTIONS, planned: 3 });
      expect(report.outcome).toBe("failed");
      expect(report.verdicts.find((v) => v.test === RACE)).toMatchObject({
        verdict: "flaky",
        passes: 2,
        runs: 3,
      });
      expect(failures(report).map((f) => [f.test, f.category, f.evidence?.text])).toEqual([
        [COUPON, "assertion", "failed 3 of 3: flakiness ruled out only for pass rates above 63% (95%)"],
      ]);
      expect(report.primary).toBe("assertion");
      expect(report.tests).toEqual({ total: 4, passed: 2, failed: 1, skipped: 0, flaky: 1 });
      // As actionable as a failure: category, verified file:line, message, fingerprint, reproduce, counts.
      expect(report.flaky).toHaveLength(1);
      expect(report.flaky[0]).toMatchObject({
        test: RACE,
        category: "assertion",
        location: { file: "test/cart.test.js", line: 26 },
        reproduce: `node --test --test-name-pattern='^(?:${RACE})$' test/cart.test.js`,
        passes: 2,
        runs: 3,
        retries: 1,
        evidence: "passed 2 of 3",
      });
      expect(report.flaky[0]?.fingerprint).toMatch(/^[0-9a-f]{16}$/);
      expect(report.flaky[0]?.messages[0]).toContain("Expected values to be strictly deep-equal");
      // Never in the prompt as something to fix.
      const prompt = reportPrompt(report, { promptBudget: 6_000, env: {} });
      const fix = prompt.slice(0, prompt.indexOf("## Flaky in this run"));
      expect(fix).toContain(COUPON);
      expect(fix).not.toContain(RACE);
      expect(prompt).toContain(`${RACE}`);
      expect(prompt).not.toMatch(/not caused by this change/);
    },
  );

  it("a run whose only failures a pass contradicted is flaky, even when its last attempt failed (measure mode)", () => {
    const report = buildReport(run(["fixed-race-passed", "fixed-race-failed", "fixed-race-passed"]), {
      ...OPTIONS,
      mode: "measure",
    });
    expect(report.outcome).toBe("flaky");
    expect(failures(report)).toEqual([]);
    expect(report.primary).toBeNull();
    expect(report.flaky.map((f) => [f.test, f.evidence])).toEqual([[RACE, "passed 2 of 3"]]);
  });

  it("passed on a retry: flaky, and the first attempt alone would have failed", () => {
    const report = buildReport(run(["fixed-race-failed", "fixed-race-passed"]), { ...OPTIONS, planned: 3 });
    expect(report.outcome).toBe("flaky");
    expect(report.retry).toMatchObject({ withoutRetries: "failed", planned: 3, stoppedEarly: null });
    expect(report.attempts.map((a) => a.exitCode)).toEqual([1, 0]);
    expect(report.flaky.map((f) => [f.test, f.evidence])).toEqual([[RACE, "passed 1 of 2"]]);
  });

  it.each([
    ["fail, pass", ["fixed-race-failed", "fixed-race-passed"]],
    ["pass, fail", ["fixed-race-passed", "fixed-race-failed"]],
  ] as const)(
    "without JUnit, a failure an attempt's pass contradicts is flaky (%s), with its location",
    (_, cases) => {
      const report = buildReport(run([...cases], { junit: false }), { ...OPTIONS, mode: "measure" });
      expect(report.outcome).toBe("flaky");
      expect(report.verdicts).toEqual([]);
      expect(failures(report)).toEqual([]);
      expect(report.flaky).toHaveLength(1);
      expect(report.flaky[0]).toMatchObject({
        test: RACE,
        category: "assertion",
        location: { file: "test/cart.test.js", line: 26 },
        evidence: "passed 1 of 2",
      });
    },
  );

  it("every attempt failing the same way is failed, with the evidence stated", () => {
    const report = buildReport(run(["demo-race-passed", "demo-race-passed"]), OPTIONS);
    expect(report.outcome).toBe("failed");
    expect(
      failures(report).map((f) => [f.test, f.location?.file, f.location?.line, f.evidence?.text]),
    ).toEqual([
      [
        COUPON,
        "test/cart.test.js",
        20,
        "failed 2 of 2: flakiness ruled out only for pass rates above 78% (95%)",
      ],
    ]);
    expect(report.flaky).toEqual([]);
    expect(report.retry?.withoutRetries).toBe("failed");
  });
});

describe("retry-on", () => {
  it("a syntax error is not worth a retry; the report says how many attempts that saved", () => {
    const a = attempt("syntax-error", 1);
    expect(worthRetry(a, OPTIONS.retryOn ?? ["assertion", "unknown"])).toEqual({
      retry: false,
      kinds: ["compilation"],
    });
    const report = buildReport([a], { ...OPTIONS, planned: 3, notRetried: ["compilation"] });
    expect(report.outcome).toBe("failed");
    expect(report.retry?.stoppedEarly).toEqual({ attempt: 1, kinds: ["compilation"], saved: 2 });
    // Asked for, it is retried.
    expect(worthRetry(a, ["compilation", "unknown"]).retry).toBe(true);
  });

  it("an assertion failure is worth a retry by default; none is when assertion is left out", () => {
    const a = attempt("demo-race-failed", 1);
    expect(
      worthRetry(a, ["assertion", "snapshot", "runtime", "timeout", "infrastructure", "unknown"]).retry,
    ).toBe(true);
    expect(worthRetry(a, ["timeout"])).toEqual({ retry: false, kinds: ["assertion"] });
    expect(worthRetry(attempt("fixed-race-passed", 1), []).retry).toBe(true);
  });
});

describe("stepVerdict", () => {
  it("is the one rule from outcome to step", () => {
    expect(["pass", "warn", "fail"].map((o) => stepVerdict("flaky", o as "pass"))).toEqual([
      "pass",
      "warn",
      "fail",
    ]);
    expect(stepVerdict("failed", "pass")).toBe("fail");
    expect(stepVerdict("passed", "fail")).toBe("pass");
    expect(stepVerdict("unknown", "pass")).toBe("fail");
  });
});

describe("buildReport: warnings, redaction, validation", () => {
  it("an interrupted run says so first among its warnings; every attempt's warnings are kept, each named", () => {
    const a = attempt("demo-race-passed", 1);
    const withWarning = { ...a, report: { ...a.report, warnings: ['junit: no file matches "x.xml"'] } };
    const report = buildReport([withWarning], { ...OPTIONS, interrupted: { reason: "SIGINT", total: 3 } });
    expect(report.warnings).toEqual([
      "the run was interrupted by SIGINT at attempt 1 of at most 3: no further attempt ran, and attempt 1 may have been cut short",
      'attempt 1: junit: no file matches "x.xml"',
    ]);
  });

  it("redacts the environment's secret values from the report and the prompt", () => {
    const secret = "a6d1e8c0ffee5ecret";
    const log = readFileSync(join(FIXTURES, "demo-race-passed", "log.txt"), "utf8").replace(
      "190 !== 180",
      `190 !== ${secret}`,
    );
    const report = buildReport([attempt("demo-race-passed", 1, { log, junit: false })], {
      ...OPTIONS,
      env: { API_TOKEN: secret },
    });
    const prompt = reportPrompt(report, { promptBudget: 6_000, env: { API_TOKEN: secret } });
    expect(JSON.stringify(report)).toContain("190 !== ***");
    expect(JSON.stringify(report) + prompt).not.toContain(secret);
  });

  it("validates what it builds: a report out of the schema's bounds is an error here, not in the app", () => {
    const a = attempt("fixed-race-passed", 1);
    const broken = { ...a, record: { ...a.record, index: 0 } };
    expect(() => buildReport([broken], OPTIONS)).toThrow(/index/);
  });

  it("no attempt: nothing to report", () => {
    expect(() => buildReport([], OPTIONS)).toThrow(/no attempt/);
  });
});

describe("buildReport: an attempt that failed without naming a failure", () => {
  it("is a failure nothing contradicts (a killed last attempt)", () => {
    const a = attempt("fixed-race-passed", 1, { log: "", junit: false });
    const killed = { ...a, collected: { ...a.collected, exitCode: null, signal: "SIGTERM" } };
    expect(buildReport([killed], OPTIONS).outcome).toBe("failed");
  });

  it("interrupted (Ctrl-C, a cancelled job): cancelled, with no signal failure to fix, and the prompt says so", () => {
    const killed = analyzeAttempt(
      {
        ...attempt("fixed-race-passed", 1).collected,
        scan: scanLog(""),
        junit: [],
        exitCode: null,
        signal: "SIGTERM",
      },
      { workspace: { files: [], root: null }, commandDir: null, command: "node --test", version: "test" },
    );
    expect(failures(killed.report).map((f) => f.message)).toEqual([expect.stringMatching(/SIGTERM/)]);
    const report = buildReport([attempt("demo-race-failed", 1), killed], {
      ...OPTIONS,
      interrupted: { reason: "SIGINT", total: 3 },
    });
    expect(report.outcome).toBe("cancelled");
    expect(failures(report).map((f) => f.test)).toEqual([COUPON, RACE]);
    expect(stepVerdict(report.outcome, "pass")).toBe("fail");
    const prompt = reportPrompt(report, { promptBudget: 6_000, env: {} });
    expect(prompt).toMatch(/^The run was cancelled/);
    expect(prompt).not.toMatch(/SIGTERM/);
  });
});

describe("buildReport: a coverage threshold missed beside failing tests", () => {
  it("a whole run's is kept among the warnings; a targeted retry's (the few tests it ran) is not", () => {
    const said = `${COVERAGE_ALSO} (Jest: Coverage for lines (12%) does not meet "global" threshold (100%))`;
    const withNote = (a: AnalysedAttempt): AnalysedAttempt => ({
      ...a,
      report: { ...a.report, warnings: [said] },
    });
    const whole = withNote(attempt("demo-race-failed", 1));
    const retry = withNote(attempt("demo-race-failed", 2));
    const scope = {
      kind: "failed" as const,
      reason: "test",
      command: "npm test",
      tests: 1,
      confirmed: false,
    };
    const targeted = { ...retry, collected: { ...retry.collected, scope } };
    const report = buildReport([whole, targeted], { ...OPTIONS, planned: 2 });
    expect(report.warnings.filter((w) => w.includes(COVERAGE_ALSO))).toEqual([`attempt 1: ${said}`]);
  });
});
