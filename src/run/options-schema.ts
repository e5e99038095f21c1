// The zod schema of runAttempts' options: what is allowed, and every error's words. Loaded only for options
// options.ts's own check does not pass (plainOptions): an error, or a case it leaves to the schema.
import "./jitless.js";
import { z } from "zod";
import type { AttemptResult } from "./result.js";
import {
  type AttemptEnd,
  DEFAULT_CAPTURE_BYTES,
  DEFAULT_DRAIN_MS,
  DEFAULT_KILL_GRACE_MS,
  MAX_JITTER_MS,
  MAX_MEASURE_ATTEMPTS,
  MAX_RETRIES,
  MAX_TIMEOUT_MS,
  OPTION_KEYS,
  show,
} from "./option-limits.js";

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
          ? `unknown option(s) ${iss.keys.map((k) => show(k)).join(", ")}; allowed: ${OPTION_KEYS.join(", ")}`
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
