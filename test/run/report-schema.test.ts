// The run's report is not parsed by zod at run time (core/report/index.ts buildReport: loading zod costs more than
// the rest of `flakeharden run`'s start-up). What parsing guaranteed is checked here instead, on every
// recorded log replayed as a run (failing throughout, flaky, interrupted, with a run context): the report
// is valid, and parsing it changes nothing, byte for byte (same values, same keys, in the same order).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultConfig } from "../../src/core/default-config.js";
import { z } from "zod";
import { checkReport, schemaProblem } from "../../src/core/report/report-check.js";
import { reportJsonSchemaOf } from "../../src/core/report/report-json-schema.js";
import { Config, Report, type RunContext } from "../../src/core/schema.js";
import { seededRandom, type Deps, type SpawnOutcome } from "../../src/run/index.js";
import { runJob, type JobOptions } from "../../src/run/job.js";

const LOGS = join(import.meta.dirname, "..", "fixtures", "logs");
const CONTEXT: RunContext = {
  repository: "octo/shop",
  sha: "0123456789abcdef0123456789abcdef01234567",
  runId: 42,
  runAttempt: 1,
  workflow: "CI",
  job: "test",
  pullRequest: 7,
  headRepository: "octo/shop",
};

interface Case {
  name: string;
  log: string;
  exitCode: number;
  command: string;
  files: string[];
}

const cases: Case[] = readdirSync(LOGS).map((name) => {
  const dir = join(LOGS, name);
  const meta = JSON.parse(readFileSync(join(dir, "meta.json"), "utf8")) as {
    exitCode: number;
    command: string;
  };
  let files: string[] = [];
  try {
    files = readFileSync(join(dir, "files.txt"), "utf8").split("\n").filter(Boolean);
  } catch {
    // no file list: paths stay unverified
  }
  return { name, log: readFileSync(join(dir, "log.txt"), "utf8"), ...meta, files };
});

/** Attempts that print the log and exit as the tool did; `pass` lists the attempts that pass instead. */
function replay(c: Case, pass: number[], abort?: AbortController): Partial<Deps> {
  let n = 0;
  return {
    random: seededRandom(1),
    spawn: (req): Promise<SpawnOutcome> => {
      n++;
      if (pass.includes(n)) {
        req.onOutput("ok\n");
        return Promise.resolve({ exitCode: 0, signal: null, timedOut: false, spawnError: null });
      }
      req.onOutput(c.log);
      abort?.abort("SIGINT");
      return Promise.resolve({ exitCode: c.exitCode, signal: null, timedOut: false, spawnError: null });
    },
  };
}

const options = (c: Case, o: Partial<JobOptions> = {}): JobOptions => ({
  command: c.command,
  cwd: "/repo",
  mode: "retry",
  retries: 2,
  attempts: 3,
  jitterMs: 0,
  timeoutMs: null,
  resetCommand: null,
  junit: null,
  config: defaultConfig(),
  promptBudget: 2_000,
  workspace: { files: c.files, root: "/repo" },
  env: { API_TOKEN: "s3cr3t-t0ken-value" },
  context: null,
  version: "test",
  ...o,
});

/** Parsing the report changes nothing: not a value, not a key, not the keys' order; the run's check agrees. */
function expectSchemaShaped(report: unknown): void {
  expect(JSON.stringify(Report.parse(report))).toBe(JSON.stringify(report));
  expect(schemaProblem(report, reportJsonSchemaOf())).toBeNull();
}

describe("the run's report, unparsed, is as its schema parses it", () => {
  it("replays every recorded log", () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    // Failing throughout (retried, or stopped early by retry-on), in measure mode, flaky, interrupted.
    expectSchemaShaped((await runJob(options(c), replay(c, []))).report);
    expectSchemaShaped(
      (await runJob(options(c, { mode: "measure", context: CONTEXT }), replay(c, [2]))).report,
    );
    expectSchemaShaped(
      (await runJob(options(c, { retryOn: ["unknown", "assertion"] }), replay(c, [2]))).report,
    );
    const abort = new AbortController();
    expectSchemaShaped(
      (await runJob(options(c, { abortSignal: abort.signal, retryScope: "all" }), replay(c, [], abort)))
        .report,
    );
  });
});

describe("the default configuration (core/default-config.ts, generated)", () => {
  it("is the Config schema's defaults: regenerate it with npx tsx scripts/default-config.ts", () => {
    expect(JSON.stringify(defaultConfig())).toBe(JSON.stringify(Config.parse({})));
  });

  it("is a new object each time (a run may not change another's)", () => {
    expect(defaultConfig()).not.toBe(defaultConfig());
    expect(defaultConfig().critical).not.toBe(defaultConfig().critical);
  });
});

describe("the run's check of the report (core/report/report-check.ts)", () => {
  it("walks the report's JSON Schema as zod gives it: regenerate with npx tsx scripts/default-config.ts", () => {
    const current: Record<string, unknown> = z.toJSONSchema(Report, { io: "output", unrepresentable: "any" });
    delete current.$schema;
    expect(reportJsonSchemaOf()).toEqual(current);
  });

  it("refuses what zod refuses, naming the field", async () => {
    const c = cases[0] as Case;
    const report = (await runJob(options(c), replay(c, []))).report;
    const broken: unknown[] = [
      { ...report, attempts: [{ ...report.attempts[0], index: 0 }] },
      { ...report, outcome: "sideways" },
      { ...report, schemaVersion: 2 },
      { ...report, warnings: ["x".repeat(100_000)] },
      { ...report, primary: "no-such-category" },
      { ...report, extra: 1 },
      { ...report, tests: { ...report.tests, passed: -1 } },
      {
        ...report,
        buckets: [
          { ...report.buckets[0], failures: [{ ...report.buckets[0]?.failures[0], fingerprint: "nothex" }] },
        ],
      },
    ];
    for (const b of broken) {
      const zod = Report.strict().safeParse(b);
      expect(zod.success).toBe(false);
      expect(() => checkReport(b)).toThrow(/invalid report: /);
    }
    expect(() => checkReport(broken[0])).toThrow(/attempts\[0\]\.index: got 0/);
  });
});
