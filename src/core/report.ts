// The report of a run, built from what its attempts produced: every decision between "the attempts ran" and
// "the report leaves the process" is here (per-attempt analysis, flaky tests, suspects, outcome, verdicts,
// scores, warnings, redaction, the one validation). Pure: `src/run/` only runs attempts and collects their
// output (the log's scan, the JUnit files read, exit code, signal, timeout).
import { analyze, type JUnitInput } from "./analyze.js";
import type { Workspace } from "./paths.js";
import { buildPrompt } from "./prompt.js";
import { createRedactor, redactReport } from "./redact.js";
import type { ScanResult } from "./scan.js";
import {
  type Attempt,
  type Category,
  type Config,
  type Failure,
  type FlakyTest,
  type RunContext,
  type TestCase,
  CATEGORIES,
  LIMITS,
  Report,
} from "./schema.js";
import { scoreRun } from "./score.js";
import { contaminationWarning, runOutcome, testVerdicts, type RunMode } from "./verdicts.js";

/** What a flaky outcome does to the step: nothing, a warning, or a failure. */
export const ON_FLAKY = ["pass", "warn", "fail"] as const;
export type OnFlaky = (typeof ON_FLAKY)[number];

/** What `retry-on` accepts: the failure categories, and `missing-command` (exit 127, "command not found"). */
export const RETRY_ON_VALUES = [...CATEGORIES, "missing-command"] as const;
export type RetryOn = (typeof RETRY_ON_VALUES)[number];
/** Not worth a retry by default: the code does not build or type-check, or the command does not exist. */
export const DETERMINISTIC: readonly RetryOn[] = ["compilation", "types", "missing-command"];
export const DEFAULT_RETRY_ON: readonly RetryOn[] = RETRY_ON_VALUES.filter((v) => !DETERMINISTIC.includes(v));

/**
 * What the run's outcome does to the step (the action) or the exit status (the CLI), written once:
 * `failed` fails; `flaky` does what `on-flaky` says; `passed` passes. Anything else (`unknown`) fails.
 */
export function stepVerdict(outcome: Report["outcome"], onFlaky: OnFlaky): OnFlaky {
  if (outcome === "passed") return "pass";
  if (outcome === "flaky") return onFlaky;
  return "fail";
}

/** What one attempt produced, as `src/run/` collects it. */
export interface CollectedAttempt {
  /** 1-based. */
  index: number;
  exitCode: number | null;
  signal: string | null;
  durationMs: number;
  /** The wait before this attempt (0 for the first). */
  delayMs: number;
  timedOut: boolean;
  spawnError: string | null;
  reset: { exitCode: number | null; durationMs: number } | null;
  outputBytes: number;
  droppedBytes: number;
  /** Processes of the attempt still alive after it, killed (0 when not tracked). */
  killedProcesses?: number;
  /** The attempt's log, streamed through the scanner. */
  scan: ScanResult;
  /** The JUnit files the attempt wrote, parsed. */
  junit: readonly JUnitInput[];
  /** Problems met while gathering (an unreadable JUnit file), said as they are. */
  warnings: readonly string[];
}

/** What every attempt of a run is analysed against. */
export interface AttemptContext {
  workspace: Workspace;
  /** The command's folder relative to the workspace root, or null at the root (see `analyze`). */
  commandDir: string | null;
  command: string;
  version: string;
}

export interface AnalysedAttempt {
  collected: CollectedAttempt;
  /** The attempt on its own: its failures, its tests. */
  report: Report;
  /** The attempt as the run's report records it. */
  record: Attempt;
}

const failuresOf = (r: Report): Failure[] => r.buckets.flatMap((b) => b.failures);
export const casesOf = (a: AnalysedAttempt): TestCase[] => a.collected.junit.flatMap((j) => j.cases);

function attemptRecord(c: CollectedAttempt, report: Report): Attempt {
  const failures = failuresOf(report);
  return {
    index: c.index,
    exitCode: c.exitCode,
    signal: c.signal,
    durationMs: Math.round(c.durationMs),
    delayMs: Math.round(c.delayMs),
    timedOut: c.timedOut,
    spawnError: c.spawnError ? c.spawnError.slice(0, LIMITS.message) : null,
    reset: c.reset ? { exitCode: c.reset.exitCode, durationMs: Math.round(c.reset.durationMs) } : null,
    tests: c.junit.some((j) => j.cases.length > 0) ? report.tests : null,
    fingerprints: [...new Set(failures.map((f) => f.fingerprint))].slice(0, LIMITS.failuresPerReport),
    categories: [...new Set(failures.map((f) => f.category))] as Category[],
    outputBytes: c.outputBytes,
    droppedBytes: c.droppedBytes,
    killedProcesses: c.killedProcesses ?? 0,
  };
}

/** One attempt analysed on its own (its log and its JUnit files). */
export function analyzeAttempt(c: CollectedAttempt, ctx: AttemptContext): AnalysedAttempt {
  const warnings = [...c.warnings];
  if (c.spawnError) warnings.push(`attempt ${c.index} could not start: ${c.spawnError}`);
  const report = analyze({
    scan: c.scan,
    junit: c.junit,
    workspace: ctx.workspace,
    commandDir: ctx.commandDir,
    command: ctx.command,
    // A timed-out attempt that printed nothing more specific is a timeout (124, like `timeout(1)`).
    exitCode: c.timedOut ? 124 : c.exitCode,
    warnings,
    version: ctx.version,
  });
  return { collected: c, report, record: attemptRecord(c, report) };
}

/** The warning of an interrupted run, naming the reason when it is one. */
export function interruptedWarning(reason: unknown, ran: number, total: number): string {
  const by = typeof reason === "string" ? ` by ${reason}` : "";
  return `the run was interrupted${by} at attempt ${ran} of at most ${total}: no further attempt ran, and attempt ${ran} may have been cut short`;
}

/**
 * Without JUnit a test's identity across attempts is its failure's fingerprint: the failures of failed
 * attempts that the last (passing) attempt did not report are the flaky suspects.
 */
function suspects(analysed: readonly AnalysedAttempt[]): FlakyTest[] {
  const last = analysed[analysed.length - 1];
  const still = new Set(last ? failuresOf(last.report).map((f) => f.fingerprint) : []);
  const byPrint = new Map<string, FlakyTest>();
  for (const a of analysed.slice(0, -1)) {
    for (const f of failuresOf(a.report)) {
      if (still.has(f.fingerprint)) continue;
      const seen = byPrint.get(f.fingerprint);
      if (seen) {
        seen.retries++;
        continue;
      }
      byPrint.set(f.fingerprint, {
        test: (f.test ?? f.message.split("\n")[0] ?? f.tool).slice(0, LIMITS.testName),
        suite: f.suite,
        file: f.location?.file ?? null,
        retries: 1,
        messages: [f.message.slice(0, LIMITS.message)],
      });
    }
  }
  return [...byPrint.values()];
}

export interface ReportOptions {
  mode: RunMode;
  resetCommand: string | null;
  config: Config;
  /** The command's environment: secret-looking values are redacted from everything the report says. */
  env: Readonly<Record<string, string | undefined>>;
  context: RunContext | null;
  /** The run was stopped before its last attempt: why (a signal's name) and how many attempts it allowed. */
  interrupted: { reason: unknown; total: number } | null;
}

/**
 * The run's report across its attempts (in order), redacted and validated: the one validation of the report
 * before it leaves the process (written, uploaded, read by the app). The types do not carry the schema's
 * bounds, so a builder bug surfaces here, not in the app.
 */
export function buildReport(analysed: readonly AnalysedAttempt[], o: ReportOptions): Report {
  const last = analysed[analysed.length - 1];
  if (!last) throw new Error("buildReport: no attempt to report on");
  const attempts = analysed.map((a) => a.record);
  const outcome = runOutcome(
    analysed.map((a) => a.collected),
    o.mode,
  );
  const withJUnit = analysed.some((a) => casesOf(a).length > 0);
  const verdicts = withJUnit
    ? testVerdicts(analysed.map((a) => ({ index: a.collected.index, cases: casesOf(a) }))).slice(0, 100_000)
    : [];
  const flakyFromVerdicts: FlakyTest[] = verdicts
    .filter((v) => v.verdict === "flaky")
    .map((v) => ({ test: v.test, suite: v.suite, file: v.file, retries: v.runs - v.passes, messages: [] }));
  const flaky: FlakyTest[] = [
    ...last.report.flaky,
    ...flakyFromVerdicts.filter((f) => !last.report.flaky.some((g) => g.test === f.test)),
    ...(outcome === "flaky" && !withJUnit ? suspects(analysed) : []),
  ];
  const contamination = contaminationWarning(attempts, o.resetCommand);
  const warnings = analysed.flatMap((a) =>
    a.report.warnings.map((w) => `attempt ${a.collected.index}: ${w}`),
  );
  const report: Report = {
    ...last.report,
    outcome,
    flaky,
    attempts,
    verdicts,
    scores: scoreRun({
      attempts,
      verdicts,
      failures: failuresOf(last.report),
      config: o.config,
      mode: o.mode,
    }),
    warnings: [
      ...(o.interrupted
        ? [interruptedWarning(o.interrupted.reason, analysed.length, o.interrupted.total)]
        : []),
      ...warnings,
      ...(contamination ? [contamination] : []),
    ]
      .slice(0, 200)
      .map((w) => w.slice(0, LIMITS.message)),
    context: o.context,
  };
  return Report.parse(redactReport(report, createRedactor(o.env)));
}

/** The targeted prompt of a report, redacted like the report. */
export function reportPrompt(
  report: Report,
  o: { promptBudget: number; env: Readonly<Record<string, string | undefined>> },
): string {
  return createRedactor(o.env)(buildPrompt(report, o.promptBudget));
}
