// One job, as the CLI's `run` and the action do it: run the command with bounded retries, collect what every
// attempt produced (its log streamed through a scanner, its JUnit files, how it ended), and hand it to the
// core, which decides everything (core/report/index.ts). The shells gather input and carry the result out.
import { isAbsolute, relative, resolve, sep } from "node:path";
import type { Workspace } from "../core/locate/paths.js";
import {
  analyzeAttempt,
  buildReport,
  DEFAULT_RETRY_ON,
  interruptedWarning,
  leftRunningWarning,
  passedAttempt,
  reportPrompt,
  type RetryOn,
} from "../core/report/index.js";
import {
  firstPlan,
  nextAttempt,
  settleAttempt,
  type AttemptPlan,
  type PlannedAttempt,
  type RetryScope,
  type StopReason,
} from "../core/plan/index.js";
import { OUTPUT_TAIL, type JUnitInput, needsWorkspaceFiles } from "../core/report/analyze.js";
import { utcDay } from "../core/relate/quarantine.js";
import { LogScanner, type ScanResult } from "../core/ingest/scan.js";
import type { Attempt, Config, Report, RunContext } from "../core/schema.js";
import { type Deps, runAttempts } from "./attempts.js";
import { readScripts, type WorkspaceListing } from "./workspace.js";

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
   * recognised, else the whole command; `all` always the whole command (core/plan).
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
  /**
   * After each attempt: its record, its report, whether it passed (the planner's reading: a targeted attempt
   * passes only when it showed its tests pass) and what runs next (null: the run ends).
   */
  onAttemptEnd?: (attempt: Attempt, report: Report, passed: boolean, next: AttemptPlan | null) => void;
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
  const history: PlannedAttempt[] = [];
  // The environment as the run starts: every attempt runs with it, and its secrets are redacted from the report
  // and the prompt (frozen: they share one redactor, see createRedactor).
  const env: Readonly<Record<string, string>> = Object.freeze(
    Object.fromEntries(Object.entries(o.env).filter((e): e is [string, string] => e[1] !== undefined)),
  );
  const retryOn = o.retryOn ?? DEFAULT_RETRY_ON;
  let scanner = new LogScanner();
  let total = 0;
  const today = o.today ?? utcDay(Date.now());
  const planned = o.mode === "retry" ? o.retries + 1 : o.attempts;
  // The package scripts a retry through `npm test` reads (core/plan/target.ts); not read for other commands.
  const scripts = /^\s*(?:npm|pnpm|yarn)\s/.test(o.command) ? readScripts(o.cwd) : null;
  // What the next attempt runs, as the planner says: the first always the whole command.
  let plan = firstPlan(o.command);
  let stop: StopReason | null = null;
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
        // Processes the command left running, killed when it exited: said, not done silently.
        const left = result.leftRunning && leftRunningWarning(result.killedProcesses, result.leftRunning);
        if (left) warnings.push(left);
        const workspace = await workspaceFor(scan, junit);
        // The captured output's end: where a runner prints its summary.
        const outputTail = (
          result.output.tail.length >= OUTPUT_TAIL ? result.output.tail : result.output.text()
        ).slice(-OUTPUT_TAIL);
        const scope = settleAttempt(plan, {
          exitedZero: result.passed,
          tail: outputTail,
          junitPassed: junit.flatMap((j) => j.cases.filter((c) => c.status === "passed").map((c) => c.name)),
        });
        const dir = commandDir(workspace, o.cwd);
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
            outputTail,
            scan,
            junit,
            warnings,
            scope,
          },
          { workspace, commandDir: dir, command: o.command, version: o.version },
        );
        history.push({ plan, attempt: a });
        // An interrupted attempt is the last: no plan follows it.
        const next = o.abortSignal?.aborted
          ? null
          : nextAttempt(history, {
              command: o.command,
              mode: o.mode,
              planned,
              retryScope: o.retryScope ?? "failed",
              retryOn,
              config: o.config,
              today,
              commandDir: dir,
              scripts,
            });
        o.onAttemptEnd?.(a.record, a.report, passedAttempt(a), next && "run" in next ? next.run : null);
        if (next === null) return "stop";
        if ("stop" in next) {
          stop = next.stop;
          return "stop";
        }
        plan = next.run;
        return { command: plan.command };
      },
    },
    deps,
  );

  const analysed = history.map((h) => h.attempt);
  // Set by the attempts' callback (the compiler cannot see it).
  const ended = stop as StopReason | null;
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
    planned,
    today,
    notRetried: ended?.kind === "not-worth-retry" ? ended.kinds : null,
  });
  return {
    report,
    prompt: reportPrompt(report, { promptBudget: o.promptBudget, env }),
    interrupted: run.aborted,
  };
}
