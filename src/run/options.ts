// The options of runAttempts (attempts.ts): typed, and not checked again. What a user gives is validated once,
// where it enters (the run flags' table, flags.ts; the config file, config.ts), so what reaches the attempt
// loop is already a value within its bounds; here only the defaults of the options no user sets.
import type { AttemptResult } from "./result.js";

export const DEFAULT_CAPTURE_BYTES = 4 * 1024 * 1024;
export const DEFAULT_KILL_GRACE_MS = 5_000;
export const DEFAULT_DRAIN_MS = 1_000;

/**
 * What the caller says after an attempt: nothing (go on as the mode says), stop here (whatever the attempt
 * did), or run the next attempt with `command` (what the retry planner says runs next, core/plan).
 */
export type AttemptEnd = void | "stop" | { command: string };

export interface RunOptions {
  /** Run as a GitHub workflow `run:` step runs it: `bash -e -o pipefail -c <command>`. */
  command: string;
  cwd: string;
  /** The child's whole environment (the caller merges it over process.env); default process.env. */
  env?: Readonly<Record<string, string | undefined>> | undefined;
  mode: "retry" | "measure";
  /** Retry mode: how many times a failed attempt is run again. */
  retries?: number | undefined;
  /** Measure mode: how many attempts run, whatever their outcome. */
  attempts?: number | undefined;
  /** Each delay before an attempt after the first is drawn uniformly from [0, jitterMs]; default 0. */
  jitterMs?: number | undefined;
  /** Per attempt (and per reset); null: no limit (the default). */
  timeoutMs?: number | null | undefined;
  /** After SIGTERM to the process group on timeout, how long before SIGKILL. */
  killGraceMs?: number | undefined;
  /** After bash exits, how long background processes may hold its output open before it is closed. */
  drainMs?: number | undefined;
  /** Run (the same bash way, same cwd) before every attempt after the first; null: none (the default). */
  resetCommand?: string | null | undefined;
  /** Bound on the output kept per attempt: the first quarter and the last three quarters. */
  captureBytes?: number | undefined;
  /** Aborting kills the running attempt's process group and runs no further attempt. */
  abortSignal?: AbortSignal | undefined;
  onAttemptStart?: ((index: number, total: number) => void) | undefined;
  /** Live output (stdout and stderr merged, decoded), as it arrives; not retained beyond the capture. */
  onOutput?: ((chunk: string, index: number) => void) | undefined;
  /**
   * After each attempt; a returned promise is awaited before the next attempt (or its delay) begins.
   * Returning "stop" ends the run there (the caller found the failure not worth a retry).
   */
  onAttemptEnd?: ((result: AttemptResult) => AttemptEnd | Promise<AttemptEnd>) | undefined;
}

type Defaulted = "jitterMs" | "timeoutMs" | "killGraceMs" | "drainMs" | "resetCommand" | "captureBytes";
export type ParsedRunOptions = Omit<RunOptions, Defaulted> & {
  [K in Defaulted]-?: Exclude<RunOptions[K], undefined>;
};

/** The options with their defaults (an option given as undefined takes its default). */
export function withDefaults(o: RunOptions): ParsedRunOptions {
  return {
    ...o,
    jitterMs: o.jitterMs ?? 0,
    timeoutMs: o.timeoutMs ?? null,
    killGraceMs: o.killGraceMs ?? DEFAULT_KILL_GRACE_MS,
    drainMs: o.drainMs ?? DEFAULT_DRAIN_MS,
    resetCommand: o.resetCommand ?? null,
    captureBytes: o.captureBytes ?? DEFAULT_CAPTURE_BYTES,
  };
}

/** How many attempts the options allow at most. */
export function totalAttempts(o: ParsedRunOptions): number {
  return o.mode === "retry" ? (o.retries ?? 0) + 1 : (o.attempts ?? 1);
}

/** A path option refused where it is used (a JUnit glob outside the workspace: junit-files.ts). */
export class RunOptionsError extends Error {
  override name = "RunOptionsError";
  constructor(readonly issues: readonly string[]) {
    super(issues.join("\n"));
  }
}
