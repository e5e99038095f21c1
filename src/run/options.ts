// Options of runAttempts, validated by zod with errors that name the field, the value given and what is allowed.
import { z } from "zod";
import type { AttemptResult } from "./result.js";
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
 * What the caller says after an attempt: nothing (go on as the mode says), stop here, or run the next attempt
 * with `command` (a retry of only the failed tests; after an attempt that passed, the run goes on with it:
 * the pass was not shown to be one).
 */
export type AttemptEnd = void | "stop" | { command: string };

export class RunOptionsError extends Error {
  override name = "RunOptionsError";
  constructor(readonly issues: readonly string[]) {
    super(issues.join("\n"));
  }
}

/** A value as a message shows it: strings quoted, numbers as written (NaN, Infinity), the rest by type. */
export function show(v: unknown): string {
  if (typeof v === "string") return JSON.stringify(v.length > 60 ? `${v.slice(0, 60)}…` : v);
  if (typeof v === "number" || typeof v === "boolean" || typeof v === "bigint") return String(v);
  if (v === undefined || v === null) return String(v);
  if (typeof v === "function") return "a function";
  if (Array.isArray(v)) return "an array";
  return "an object";
}

const int = (field: string, min: number, max: number, extra = "") => {
  const error = (iss: { input?: unknown }) =>
    `${field}: got ${show(iss.input)}; allowed: an integer from ${min} to ${max}${extra}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const text = (field: string, allowed: string) => {
  const error = (iss: { input?: unknown }) => `${field}: got ${show(iss.input)}; allowed: ${allowed}`;
  return z.string({ error }).min(1, { error });
};

const fn = <F>(field: string) =>
  z.custom<F>((v) => typeof v === "function", {
    error: (iss) => `${field}: got ${show(iss.input)}; allowed: a function`,
  });

const KEYS = [
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

export const RunOptionsSchema = z
  .strictObject(
    {
      /** Run as a GitHub workflow `run:` step runs it: `bash -e -o pipefail -c <command>`. */
      command: text("command", "a non-empty string"),
      cwd: text("cwd", "a directory path"),
      /** The child's whole environment (the caller merges it over process.env); default process.env. */
      env: z
        .record(z.string(), z.string().optional(), {
          error: (iss) => `env: got ${show(iss.input)}; allowed: an object of string values`,
        })
        .optional(),
      mode: z.enum(["retry", "measure"], {
        error: (iss) => `mode: got ${show(iss.input)}; allowed: "retry" or "measure"`,
      }),
      /** Retry mode: how many times a failed attempt is run again. */
      retries: int("retries", 0, MAX_RETRIES).optional(),
      /** Measure mode: how many attempts run, whatever their outcome. */
      attempts: int("attempts", 1, MAX_MEASURE_ATTEMPTS).optional(),
      /** Each delay before an attempt after the first is drawn uniformly from [0, jitterMs]. */
      jitterMs: int("jitterMs", 0, MAX_JITTER_MS).default(0),
      /** Per attempt (and per reset); null: no limit. */
      timeoutMs: int("timeoutMs", 1, MAX_TIMEOUT_MS, " (6 hours), or null").nullable().default(null),
      /** After SIGTERM to the process group on timeout, how long before SIGKILL. */
      killGraceMs: int("killGraceMs", 0, 60_000).default(DEFAULT_KILL_GRACE_MS),
      /** After bash exits, how long background processes may hold its output open before it is closed. */
      drainMs: int("drainMs", 0, 60_000).default(DEFAULT_DRAIN_MS),
      /** Run (the same bash way, same cwd) before every attempt after the first. */
      resetCommand: text("resetCommand", "a non-empty string, or null").nullable().default(null),
      /** Bound on the output kept per attempt: the first quarter and the last three quarters. */
      captureBytes: int("captureBytes", 1024, 1024 * 1024 * 1024).default(DEFAULT_CAPTURE_BYTES),
      /** Aborting kills the running attempt's process group and runs no further attempt. */
      abortSignal: z
        .custom<AbortSignal>((v) => v instanceof AbortSignal, {
          error: (iss) => `abortSignal: got ${show(iss.input)}; allowed: an AbortSignal`,
        })
        .optional(),
      onAttemptStart: fn<(index: number, total: number) => void>("onAttemptStart").optional(),
      /** Live output (stdout and stderr merged, decoded), as it arrives; not retained beyond the capture. */
      onOutput: fn<(chunk: string, index: number) => void>("onOutput").optional(),
      /**
       * After each attempt; a returned promise is awaited before the next attempt (or its delay) begins.
       * Returning "stop" ends the run there (the caller found the failure not worth a retry).
       */
      onAttemptEnd:
        fn<(result: AttemptResult) => AttemptEnd | Promise<AttemptEnd>>("onAttemptEnd").optional(),
    },
    {
      error: (iss) =>
        iss.code === "unrecognized_keys"
          ? `unknown option(s) ${iss.keys.map((k) => show(k)).join(", ")}; allowed: ${KEYS.join(", ")}`
          : `options: got ${show(iss.input)}; allowed: an object`,
    },
  )
  .superRefine((o, ctx) => {
    const need = (field: "retries" | "attempts", min: number, max: number, mode: string) =>
      ctx.addIssue({
        code: "custom",
        path: [field],
        message: `${field}: got undefined; allowed: an integer from ${min} to ${max} (required in ${mode} mode)`,
      });
    const unused = (field: "retries" | "attempts", value: number, mode: string) =>
      ctx.addIssue({
        code: "custom",
        path: [field],
        message: `${field}: got ${value}; allowed: nothing in ${mode} mode`,
      });
    if (o.mode === "retry") {
      if (o.retries === undefined) need("retries", 0, MAX_RETRIES, "retry");
      if (o.attempts !== undefined) unused("attempts", o.attempts, "retry");
    } else {
      if (o.attempts === undefined) need("attempts", 1, MAX_MEASURE_ATTEMPTS, "measure");
      if (o.retries !== undefined) unused("retries", o.retries, "measure");
    }
  });

export type RunOptions = z.input<typeof RunOptionsSchema>;
export type ParsedRunOptions = z.output<typeof RunOptionsSchema>;

/** Validates `input`; throws RunOptionsError listing every problem. */
export function parseRunOptions(input: unknown): ParsedRunOptions {
  const r = RunOptionsSchema.safeParse(input);
  if (!r.success) throw new RunOptionsError(r.error.issues.map((i) => i.message));
  return r.data;
}

/** How many attempts the options allow at most. */
export function totalAttempts(o: ParsedRunOptions): number {
  return o.mode === "retry" ? (o.retries ?? 0) + 1 : (o.attempts ?? 1);
}
