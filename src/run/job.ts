// One job, as the CLI's `run` and the action do it: run the command with bounded retries, collect what every
// attempt produced (its log streamed through a scanner, its JUnit files, how it ended), and hand it to the
// core, which decides everything (core/report.ts). The shells gather input and carry the result out.
import { isAbsolute, relative, resolve, sep } from "node:path";
import type { Workspace } from "../core/paths.js";
import {
  type AnalysedAttempt,
  analyzeAttempt,
  buildReport,
  interruptedWarning,
  reportPrompt,
} from "../core/report.js";
import { LogScanner } from "../core/scan.js";
import type { Attempt, Config, Report, RunContext } from "../core/schema.js";
import { type Deps, runAttempts } from "./attempts.js";
import { readJUnitFiles } from "./junit-files.js";

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
  /** Glob of JUnit files, relative to `cwd`, read after every attempt. */
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

export async function runJob(o: JobOptions, deps: Partial<Deps> = {}): Promise<JobResult> {
  const analysed: AnalysedAttempt[] = [];
  let scanner = new LogScanner();
  let total = 0;
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
        o.onAttemptStart?.(index, n);
      },
      onOutput: (chunk, index) => {
        scanner.push(chunk);
        o.onOutput?.(chunk, index);
      },
      onAttemptEnd: async (result) => {
        const scan = scanner.end();
        const warnings: string[] = [];
        const junit = o.junit ? readJUnitFiles(o.cwd, o.junit, warnings) : [];
        const workspace = await o.workspace;
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
            scan,
            junit,
            warnings,
          },
          { workspace, commandDir: commandDir(workspace, o.cwd), command: o.command, version: o.version },
        );
        analysed.push(a);
        o.onAttemptEnd?.(a.record, a.report);
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
    env: o.env,
    context: o.context,
    interrupted: run.aborted ? { reason: o.abortSignal?.reason, total } : null,
  });
  return {
    report,
    prompt: reportPrompt(report, { promptBudget: o.promptBudget, env: o.env }),
    interrupted: run.aborted,
  };
}
