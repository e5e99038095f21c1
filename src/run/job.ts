// One job, as the CLI's `run` and the action do it: run the command with bounded retries, collect what every
// attempt produced (its log streamed through a scanner, its JUnit files, how it ended), and hand it to the
// core, which decides everything (core/report/index.ts). The shells gather input and carry the result out.
import { isAbsolute, relative, resolve, sep } from "node:path";
import type { Workspace } from "../core/locate/paths.js";
import {
  type AnalysedAttempt,
  analyzeAttempt,
  buildReport,
  DEFAULT_RETRY_ON,
  interruptedWarning,
  onlyQuarantined,
  reportPrompt,
  testKey,
  worthRetry,
  type RetryOn,
} from "../core/report/index.js";
import { type JUnitInput, needsWorkspaceFiles } from "../core/report/analyze.js";
import { utcDay } from "../core/relate/quarantine.js";
import { LogScanner, type ScanResult } from "../core/ingest/scan.js";
import type { Attempt, Config, Report, RunContext } from "../core/schema.js";
import { type Deps, runAttempts } from "./attempts.js";
import { planRetry, targetedPassShown, type RetryScope, type ScopePlan } from "./scope.js";
import type { WorkspaceListing } from "./workspace.js";

export { interruptedWarning };

export interface JobOptions {
  command: string;
  cwd: string;
  mode: "retry" | "measure";
  retries: number;
  attempts: number;
  jitterMs: number;
  timeoutMs: number | null;
  resetCommand: string | null;
  /**
   * Glob of JUnit files (GitHub's globs: relative to `cwd`, or absolute inside the workspace); after each
   * attempt only the files it wrote are read (junit-files.ts).
   */
  junit: string | null;
  config: Config;
  /** The kinds of failure worth a retry; an attempt whose every failure is of another kind ends the run. */
  retryOn?: readonly RetryOn[];
  /**
   * Retry mode: `failed` (the default) runs only the tests that failed when the command's runner is
   * recognised, else the whole command; `all` always the whole command (scope.ts).
   */
  retryScope?: RetryScope;
  /** The day (`YYYY-MM-DD`, UTC) the config's quarantine entries are judged on; default: today. */
  today?: string;
  promptBudget: number;
  /**
   * The repository's files; a promise lets the listing run while the first attempt does. A listing
   * (workspaceListing) is started at an attempt's first output and awaited only for an attempt whose
   * failures have paths to verify: a command that fails without printing anything lists nothing.
   */
  workspace: Workspace | Promise<Workspace> | WorkspaceListing;
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

const isListing = (w: JobOptions["workspace"]): w is WorkspaceListing => "start" in w;

export async function runJob(o: JobOptions, deps: Partial<Deps> = {}): Promise<JobResult> {
  const source = o.workspace;
  const listing = isListing(source) ? source : null;
  /** The workspace an attempt is analysed against: the list only when its failures have paths to verify. */
  const workspaceFor = async (scan: ScanResult, junit: readonly JUnitInput[]): Promise<Workspace> => {
    if (!isListing(source)) return source;
    return needsWorkspaceFiles(scan, junit) ? source.workspace() : { files: [], root: source.root };
  };
  const analysed: AnalysedAttempt[] = [];
  // The environment as the run starts: every attempt runs with it, and its secrets are redacted from the report
  // and the prompt (frozen: they share one redactor, see createRedactor).
  const env: Readonly<Record<string, string>> = Object.freeze(
    Object.fromEntries(Object.entries(o.env).filter((e): e is [string, string] => e[1] !== undefined)),
  );
  const retryOn = o.retryOn ?? DEFAULT_RETRY_ON;
  let scanner = new LogScanner();
  let total = 0;
  const today = o.today ?? utcDay(Date.now());
  const whole: ScopePlan = {
    scope: "all",
    reason: "the first attempt runs the whole command",
    command: o.command,
    tests: 0,
  };
  // What the next attempt runs: the first always the whole command.
  let plan = whole;
  // Only what an attempt wrote is its JUnit: stamps taken before it, compared after (junit-files.ts).
  // Loaded only for a glob: it brings minimatch (107 KB of bundle), which a run without --junit does not need.
  const junitFiles = o.junit
    ? await import("./junit-files.js").then(
        async ({ AttemptJUnit, JUnitGlob }) =>
          new AttemptJUnit(
            new JUnitGlob({
              glob: o.junit ?? "",
              cwd: o.cwd,
              root: (isListing(source) ? source.root : (await source).root) ?? o.cwd,
            }),
          ),
      )
    : null;
  const run = await runAttempts(
    {
      command: o.command,
      cwd: o.cwd,
      env,
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
        if (listing && chunk !== "") listing.start();
        o.onOutput?.(chunk, index);
      },
      onAttemptEnd: async (result) => {
        const scan = scanner.end();
        const warnings: string[] = [];
        const junit = junitFiles ? junitFiles.read(warnings) : [];
        const workspace = await workspaceFor(scan, junit);
        const ran = plan;
        // The captured output's end: where a runner prints its summary.
        const outputTail = (
          result.output.tail.length >= 16_384 ? result.output.tail : result.output.text()
        ).slice(-16_384);
        const passedCases = junit.flatMap((j) => j.cases.filter((c) => c.status === "passed"));
        const junitPassed = {
          passed: passedCases.length,
          passedNames: new Set(passedCases.map((c) => c.name)),
        };
        const confirmed = !result.passed || targetedPassShown(ran, outputTail, junitPassed);
        const a = analyzeAttempt(
          {
            index: result.index,
            exitCode: result.exitCode,
            signal: result.signal,
            durationMs: result.durationMs,
            delayMs: result.delayMs,
            timedOut: result.timedOut,
            spawnError: result.spawnError,
            reset: result.reset,
            outputBytes: result.output.totalBytes,
            droppedBytes: result.output.droppedBytes,
            killedProcesses: result.killedProcesses,
            // The capture keeps the first quarter in `head`: a short output is all there.
            outputTail,
            scan,
            junit,
            warnings,
            scope: {
              kind: ran.scope,
              reason: confirmed
                ? ran.reason
                : `${ran.reason}; it exited 0 without showing the ${ran.tests} test${ran.tests === 1 ? "" : "s"} pass, so it is not counted as a pass`,
              command: ran.command,
              tests: ran.tests,
              confirmed,
              ...(ran.targets ? { targets: ran.targets } : {}),
            },
          },
          { workspace, commandDir: commandDir(workspace, o.cwd), command: o.command, version: o.version },
        );
        analysed.push(a);
        o.onAttemptEnd?.(a.record, a.report);
        if (o.mode !== "retry") return undefined;
        if (result.passed && confirmed) return undefined;
        // Its only failures are quarantined tests: reported, never retried, not held against the run.
        if (onlyQuarantined(a, o.config, today)) return "stop";
        if (!confirmed) {
          plan = {
            ...whole,
            reason: `attempt ${result.index}, a targeted retry, exited 0 without showing its tests pass`,
          };
          return { command: plan.command };
        }
        const failures = a.report.buckets.flatMap((b) => b.failures);
        plan = planRetry({
          command: o.command,
          scope: o.retryScope ?? "failed",
          previous: { index: result.index, failures, unexplained: failures.length === 0 },
          commandDir: commandDir(workspace, o.cwd),
        });
        // A targeted retry that could not run as planned (its runner missing, its arguments refused) is no
        // evidence against the tests: the whole command runs next, whatever kind of failure it reported.
        if (ran.scope === "failed" && plan.scope === "all") {
          plan = {
            ...plan,
            reason: `attempt ${result.index}, a targeted retry, did not run as planned (${plan.reason})`,
          };
          return { command: plan.command };
        }
        if (plan.scope === "failed") plan = { ...plan, targets: failures.flatMap((f) => testKey(f) ?? []) };
        if (!worthRetry(a, retryOn).retry) return "stop";
        return { command: plan.command };
      },
    },
    deps,
  );

  if (analysed.length === 0) {
    if (run.aborted) throw new JobInterruptedError("the run was interrupted before any attempt ended");
    throw new Error("the runner ran no attempt");
  }
  const report = buildReport(analysed, {
    mode: o.mode,
    resetCommand: o.resetCommand,
    config: o.config,
    env,
    context: o.context,
    interrupted: run.aborted ? { reason: o.abortSignal?.reason, total } : null,
    retryOn,
    planned: o.mode === "retry" ? o.retries + 1 : o.attempts,
    today,
  });
  return {
    report,
    prompt: reportPrompt(report, { promptBudget: o.promptBudget, env }),
    interrupted: run.aborted,
  };
}
