// One job, as the CLI's `run` and the action do it: run the command with bounded retries, analyse every
// attempt (its log streamed through a scanner, its JUnit files), and build the report across attempts.
// The shells gather input and carry the result out; every decision is the core's.
import { analyze } from "../core/analyze.js";
import type { Workspace } from "../core/paths.js";
import { buildPrompt } from "../core/prompt.js";
import { createRedactor, redactReport } from "../core/redact.js";
import { LogScanner } from "../core/scan.js";
import {
  type Attempt,
  type Category,
  type Config,
  type FlakyTest,
  type Report,
  type RunContext,
  type TestCase,
  LIMITS,
} from "../core/schema.js";
import { scoreRun } from "../core/score.js";
import { contaminationWarning, runOutcome, testVerdicts } from "../core/verdicts.js";
import { type AttemptResult, type Deps, runAttempts } from "./attempts.js";
import { readJUnitFiles } from "./junit-files.js";

export interface JobOptions {
  command: string;
  cwd: string;
  mode: "retry" | "measure";
  retries: number;
  attempts: number;
  jitterMs: number;
  timeoutMs: number | null;
  resetCommand: string | null;
  /** Glob of JUnit files, relative to `cwd`, read after every attempt. */
  junit: string | null;
  config: Config;
  promptBudget: number;
  workspace: Workspace;
  /** The environment the command runs with; also what secret values are redacted from. */
  env: Readonly<Record<string, string | undefined>>;
  context: RunContext | null;
  version: string;
  onAttemptStart?: (index: number, total: number) => void;
  onOutput?: (chunk: string, index: number) => void;
  onAttemptEnd?: (attempt: Attempt, report: Report) => void;
}

export interface JobResult {
  report: Report;
  prompt: string;
}

interface Analysed {
  result: AttemptResult;
  report: Report;
  cases: TestCase[];
}

const failuresOf = (r: Report) => r.buckets.flatMap((b) => b.failures);

function attemptRecord(a: Analysed): Attempt {
  const failures = failuresOf(a.report);
  return {
    index: a.result.index,
    exitCode: a.result.exitCode,
    signal: a.result.signal,
    durationMs: Math.round(a.result.durationMs),
    delayMs: Math.round(a.result.delayMs),
    timedOut: a.result.timedOut,
    spawnError: a.result.spawnError ? a.result.spawnError.slice(0, LIMITS.message) : null,
    reset: a.result.reset
      ? { exitCode: a.result.reset.exitCode, durationMs: Math.round(a.result.reset.durationMs) }
      : null,
    tests: a.cases.length > 0 ? a.report.tests : null,
    fingerprints: [...new Set(failures.map((f) => f.fingerprint))].slice(0, LIMITS.failuresPerReport),
    categories: [...new Set(failures.map((f) => f.category))] as Category[],
    outputBytes: a.result.output.totalBytes,
    droppedBytes: a.result.output.droppedBytes,
  };
}

/**
 * Without JUnit a test's identity across attempts is its failure's fingerprint: the failures of failed
 * attempts that the last (passing) attempt did not report are the flaky suspects.
 */
function suspects(analysed: readonly Analysed[]): FlakyTest[] {
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

export async function runJob(o: JobOptions, deps: Partial<Deps> = {}): Promise<JobResult> {
  const analysed: Analysed[] = [];
  const warnings: string[] = [];
  let scanner = new LogScanner();
  await runAttempts(
    {
      command: o.command,
      cwd: o.cwd,
      env: Object.fromEntries(Object.entries(o.env).filter(([, v]) => v !== undefined)),
      mode: o.mode,
      ...(o.mode === "retry" ? { retries: o.retries } : { attempts: o.attempts }),
      jitterMs: o.jitterMs,
      timeoutMs: o.timeoutMs,
      resetCommand: o.resetCommand,
      onAttemptStart: (index, total) => {
        scanner = new LogScanner();
        o.onAttemptStart?.(index, total);
      },
      onOutput: (chunk, index) => {
        scanner.push(chunk);
        o.onOutput?.(chunk, index);
      },
      onAttemptEnd: (result) => {
        const attemptWarnings: string[] = [];
        const junit = o.junit ? readJUnitFiles(o.cwd, o.junit, attemptWarnings) : [];
        if (result.spawnError)
          attemptWarnings.push(`attempt ${result.index} could not start: ${result.spawnError}`);
        const report = analyze({
          scan: scanner.end(),
          junit,
          workspace: o.workspace,
          command: o.command,
          // A timed-out attempt that printed nothing more specific is a timeout (124, like `timeout(1)`).
          exitCode: result.timedOut ? 124 : result.exitCode,
          warnings: attemptWarnings,
          version: o.version,
        });
        const a = { result, report, cases: junit.flatMap((j) => j.cases) };
        analysed.push(a);
        for (const w of attemptWarnings) warnings.push(`attempt ${result.index}: ${w}`);
        o.onAttemptEnd?.(attemptRecord(a), report);
      },
    },
    deps,
  );

  const last = analysed[analysed.length - 1];
  if (!last) throw new Error("the runner ran no attempt");
  const attempts = analysed.map(attemptRecord);
  const outcome = runOutcome(
    analysed.map((a) => a.result),
    o.mode,
  );
  const withJUnit = analysed.some((a) => a.cases.length > 0);
  const verdicts = withJUnit
    ? testVerdicts(analysed.map((a) => ({ index: a.result.index, cases: a.cases }))).slice(0, 100_000)
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
    warnings: [...warnings, ...(contamination ? [contamination] : [])]
      .slice(0, 200)
      .map((w) => w.slice(0, LIMITS.message)),
    context: o.context,
  };
  const redact = createRedactor(o.env);
  const safe = redactReport(report, redact);
  return { report: safe, prompt: redact(buildPrompt(safe, o.promptBudget)) };
}
