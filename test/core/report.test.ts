// buildReport decides without processes: attempts of the bundled example (recorded by
// scripts/fixtures/record-attempts.sh: real node:test output, spec and JUnit) put together into runs.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseJUnit } from "../../src/core/junit.js";
import {
  analyzeAttempt,
  buildReport,
  reportPrompt,
  type AnalysedAttempt,
  type ReportOptions,
} from "../../src/core/report.js";
import { scanLog } from "../../src/core/scan.js";
import type { Report } from "../../src/core/schema.js";
import { Config } from "../../src/core/schema.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures", "attempts");
export const DEMO_FILES = ["package.json", "src/cart.js", "test/cart.test.js"];

type Case =
  "demo-race-passed" | "demo-race-failed" | "fixed-race-passed" | "fixed-race-failed" | "syntax-error";

/** One recorded attempt as src/run collects it, at position `index` of a run. */
export function attempt(
  name: Case,
  index: number,
  o: { junit?: boolean; log?: string } = {},
): AnalysedAttempt {
  const dir = join(FIXTURES, name);
  const meta = JSON.parse(readFileSync(join(dir, "meta.json"), "utf8")) as {
    exitCode: number;
    command: string;
  };
  const log = o.log ?? readFileSync(join(dir, "log.txt"), "utf8");
  const junitFile = join(dir, "junit.xml");
  const junit =
    o.junit !== false && existsSync(junitFile)
      ? [parseJUnit(readFileSync(junitFile, "utf8"), "reports/junit.xml")]
      : [];
  return analyzeAttempt(
    {
      index,
      exitCode: meta.exitCode,
      signal: null,
      durationMs: 500,
      delayMs: 0,
      timedOut: false,
      spawnError: null,
      reset: null,
      outputBytes: log.length,
      droppedBytes: 0,
      scan: scanLog(log),
      junit,
      warnings: [],
    },
    {
      workspace: { files: DEMO_FILES, root: "/nowhere" },
      commandDir: null,
      command: meta.command,
      version: "test",
    },
  );
}

export const run = (cases: Case[], o: { junit?: boolean } = {}) => cases.map((c, i) => attempt(c, i + 1, o));

export const OPTIONS: ReportOptions = {
  mode: "retry",
  resetCommand: null,
  config: Config.parse({}),
  env: {},
  context: null,
  interrupted: null,
};

const failures = (r: Report) => r.buckets.flatMap((b) => b.failures);

describe("buildReport", () => {
  it("a run that passed on a retry is flaky, the test that failed then passed named with its counts", () => {
    const report = buildReport(run(["fixed-race-failed", "fixed-race-passed"]), OPTIONS);
    expect(report.outcome).toBe("flaky");
    expect(report.attempts.map((a) => a.exitCode)).toEqual([1, 0]);
    expect(report.flaky.map((f) => f.test)).toEqual(["the cache answers before the network"]);
    expect(report.verdicts.find((v) => v.test === "the cache answers before the network")).toMatchObject({
      verdict: "flaky",
      passes: 1,
      runs: 2,
    });
    expect(failures(report)).toEqual([]);
  });

  it("without JUnit, the failures of the failed attempts that the passing one did not report are flaky suspects", () => {
    const report = buildReport(run(["fixed-race-failed", "fixed-race-passed"], { junit: false }), OPTIONS);
    expect(report.outcome).toBe("flaky");
    expect(report.verdicts).toEqual([]);
    expect(report.flaky.map((f) => f.test)).toEqual(["the cache answers before the network"]);
    expect(report.flaky[0]?.messages[0]).toContain("Expected values to be strictly deep-equal");
  });

  it("every attempt failing the same way is failed, with the last attempt's failures and scores", () => {
    const report = buildReport(run(["demo-race-passed", "demo-race-passed", "demo-race-passed"]), OPTIONS);
    expect(report.outcome).toBe("failed");
    expect(failures(report).map((f) => [f.test, f.category, f.location?.file, f.location?.line])).toEqual([
      ["a 10% coupon takes 10% off", "assertion", "test/cart.test.js", 20],
    ]);
    expect(report.scores?.successRate).toBe(0);
  });

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
