// One job, as the CLI's `run` and the action do it: run the command with bounded retries, analyse every
// attempt (its log streamed through a scanner, its JUnit files), and build the report across attempts.
// The shells gather input and carry the result out; every decision is the core's.
import { isAbsolute, relative, resolve, sep } from "node:path";
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
  type RunContext,
  type TestCase,
  LIMITS,
  Report,
} from "../core/schema.js";
import { scoreRun } from "../core/score.js";
import { contaminationWarning, runOutcome, testVerdicts } from "../core/verdicts.js";
import { type AttemptResult, type Deps, runAttempts } from "./attempts.js";
import { AttemptJUnit, JUnitGlob } from "./junit-files.js";

export interface JobOptions {
  command: string;
  cwd: string;
  mode: "retry" | "measure";
  retries: number;
  attempts: number;
  jitterMs: number;
  timeoutMs: number | null;
  resetCommand: string | null;
  /** Glob of JUnit files (GitHub's globs: relative to `cwd`, or absolute inside the workspace); after each attempt only the files it wrote are read (junit-files.ts). */
  junit: string | null;
  config: Config;
  promptBudget: number;
  /** The repository's files; a promise lets the listing run while the first attempt does. */
  workspace: Workspace | Promise<Workspace>;
  /** The environment the command runs with; also what secret values are redacted from. */
  env: Readonly<Record<string, string | undefined>>;
  context: RunContext | null;
  version: string;
  /**
   * Aborting kills the running attempt's process group (TERM, then KILL after the grace period) and runs
   * no further attempt; the report covers the attempts that ran, with a warning naming `abortSignal.reason`
   * when it is a string (the signal's name: "SIGINT").
   */
  abortSignal?: AbortSignal;
  onAttemptStart?: (index: number, total: number) => void;
  onOutput?: (chunk: string, index: number) => void;
  onAttemptEnd?: (attempt: Attempt, report: Report) => void;
}

export interface JobResult {
  report: Report;
  prompt: string;
  /** The abort signal stopped the run: no further attempt ran (the report's first warning says so). */
  interrupted: boolean;
}

/** The run was aborted before any attempt ended: there is nothing to report. */
export class JobInterruptedError extends Error {
  override name = "JobInterruptedError";
}

/** The warning of an interrupted run, naming the reason when it is one. */
export function interruptedWarning(reason: unknown, ran: number, total: number): string {
  const by = typeof reason === "string" ? ` by ${reason}` : "";
  return `the run was interrupted${by} at attempt ${ran} of at most ${total}: no further attempt ran, and attempt ${ran} may have been cut short`;
}

/**
 * The directory the command ran in, relative to the workspace root, when it is a folder inside it (the
 * action's working-directory); null at the root, outside it, or when the root is unknown.
 */
export function commandDir(workspace: Workspace, cwd: string): string | null {
  if (!workspace.root) return null;
  const rel = relative(resolve(workspace.root), resolve(cwd)).split(sep).join("/");
  if (rel === "" || rel === ".." || rel.startsWith("../") || isAbsolute(rel)) return null;
  return rel;
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
  let total = 0;
  // Only what an attempt wrote is its JUnit: stamps taken before it, compared after (junit-files.ts).
  const junitFiles = o.junit
    ? new AttemptJUnit(new JUnitGlob({ glob: o.junit, cwd: o.cwd, root: (await o.workspace).root ?? o.cwd }))
    : null;
  const run = await runAttempts(
    {
      command: o.command,
      cwd: o.cwd,
      env: Object.fromEntries(Object.entries(o.env).filter(([, v]) => v !== undefined)),
      mode: o.mode,
      ...(o.mode === "retry" ? { retries: o.retries } : { attempts: o.attempts }),
      jitterMs: o.jitterMs,
      timeoutMs: o.timeoutMs,
      resetCommand: o.resetCommand,
      ...(o.abortSignal ? { abortSignal: o.abortSignal } : {}),
      onAttemptStart: (index, n) => {
        scanner = new LogScanner();
        total = n;
        junitFiles?.mark();
        o.onAttemptStart?.(index, n);
      },
      onOutput: (chunk, index) => {
        scanner.push(chunk);
        o.onOutput?.(chunk, index);
      },
      onAttemptEnd: async (result) => {
        const scan = scanner.end();
        const attemptWarnings: string[] = [];
        const junit = junitFiles ? junitFiles.read(attemptWarnings) : [];
        if (result.spawnError)
          attemptWarnings.push(`attempt ${result.index} could not start: ${result.spawnError}`);
        const workspace = await o.workspace;
        const report = analyze({
          scan,
          junit,
          workspace,
          commandDir: commandDir(workspace, o.cwd),
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
  if (!last) {
    if (run.aborted) throw new JobInterruptedError("the run was interrupted before any attempt ended");
    throw new Error("the runner ran no attempt");
  }
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
    warnings: [
      ...(run.aborted ? [interruptedWarning(o.abortSignal?.reason, analysed.length, total)] : []),
      ...warnings,
      ...(contamination ? [contamination] : []),
    ]
      .slice(0, 200)
      .map((w) => w.slice(0, LIMITS.message)),
    context: o.context,
  };
  const redact = createRedactor(o.env);
  // The one validation of the report before it leaves the process (written, uploaded, read by the app):
  // the types do not carry the schema's bounds, so a builder bug surfaces here, not in the app.
  const safe = Report.parse(redactReport(report, redact));
  return { report: safe, prompt: redact(buildPrompt(safe, o.promptBudget)), interrupted: run.aborted };
}
