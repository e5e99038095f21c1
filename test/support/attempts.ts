// Recorded attempts of the bundled example (scripts/fixtures/record-attempts.sh: real node:test output, spec
// and JUnit), as src/run collects them, for tests that put them together into runs.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseJUnit } from "../../src/core/junit/index.js";
import { analyzeAttempt, type AnalysedAttempt, type ReportOptions } from "../../src/core/report/index.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import { Config } from "../../src/core/schema.js";

export const FIXTURES = join(import.meta.dirname, "..", "fixtures", "attempts");
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
