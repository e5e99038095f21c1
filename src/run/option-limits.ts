// What runAttempts' options allow, without zod: read by options.ts's own check and by the schema
// (options-schema.ts), which options.ts loads only for options its check does not pass.
import { RUN_FLAGS } from "./flags.js";

// The bounds are the flags' (run/flags.ts): one table for the action's inputs, the CLI's flags and these.
export const MAX_RETRIES = RUN_FLAGS.retries.max;
export const MAX_MEASURE_ATTEMPTS = RUN_FLAGS.attempts.max;
export const MAX_JITTER_MS = RUN_FLAGS["jitter-ms"].max;
/** GitHub's limit on a job's run time: 6 hours. */
export const MAX_TIMEOUT_MS = RUN_FLAGS["timeout-minutes"].max * 60_000;
export const DEFAULT_CAPTURE_BYTES = 4 * 1024 * 1024;
export const DEFAULT_KILL_GRACE_MS = 5_000;
export const DEFAULT_DRAIN_MS = 1_000;

/**
 * What the caller says after an attempt: nothing (go on as the mode says), stop here (whatever the attempt
 * did), or run the next attempt with `command` (what the retry planner says runs next, core/plan).
 */
export type AttemptEnd = void | "stop" | { command: string };

/** A value as a message shows it: strings quoted, numbers as written (NaN, Infinity), the rest by type. */
export function show(v: unknown): string {
  if (typeof v === "string") return JSON.stringify(v.length > 60 ? `${v.slice(0, 60)}…` : v);
  if (typeof v === "number" || typeof v === "boolean" || typeof v === "bigint") return String(v);
  if (v === undefined || v === null) return String(v);
  if (typeof v === "function") return "a function";
  if (Array.isArray(v)) return "an array";
  return "an object";
}

/** The options' names, in the schema's order. */
export const OPTION_KEYS = [
  "command",
  "cwd",
  "env",
  "mode",
  "retries",
  "attempts",
  "jitterMs",
  "timeoutMs",
  "killGraceMs",
  "drainMs",
  "resetCommand",
  "captureBytes",
  "abortSignal",
  "onAttemptStart",
  "onOutput",
  "onAttemptEnd",
] as const;
