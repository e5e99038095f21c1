// Options of runAttempts, validated with errors that name the field, the value given and what is allowed. The
// zod schema (options-schema.ts) says what is allowed; it is loaded only for options this module's own check
// does not pass (`plainOptions`, a subset of what the schema accepts, with the same result: a test checks).
// Loading zod and building the schema costs more than the rest of the CLI's start-up (1.6x `node -e 0`).
import type { ParsedRunOptions } from "./options-schema.js";
import {
  DEFAULT_CAPTURE_BYTES,
  DEFAULT_DRAIN_MS,
  DEFAULT_KILL_GRACE_MS,
  MAX_JITTER_MS,
  MAX_MEASURE_ATTEMPTS,
  MAX_RETRIES,
  MAX_TIMEOUT_MS,
  OPTION_KEYS,
} from "./option-limits.js";

export type { ParsedRunOptions, RunOptions } from "./options-schema.js";
export {
  DEFAULT_KILL_GRACE_MS,
  MAX_JITTER_MS,
  MAX_RETRIES,
  MAX_TIMEOUT_MS,
  OPTION_KEYS,
} from "./option-limits.js";

export class RunOptionsError extends Error {
  override name = "RunOptionsError";
  constructor(readonly issues: readonly string[]) {
    super(issues.join("\n"));
  }
}

const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === "number" && Number.isSafeInteger(v) && v >= min && v <= max;
const isText = (v: unknown): v is string => typeof v === "string" && v.length >= 1;
const isFn = (v: unknown) => typeof v === "function";

/**
 * The options as the schema parses them (defaults filled in, in its order), without zod; null for anything
 * it is not sure of (an error, an option given as undefined, an environment with an undefined value): the
 * schema then decides. Every check is one of the schema's (options-schema.ts).
 */
export function plainOptions(input: unknown): ParsedRunOptions | null {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return null;
  const o = input as Record<string, unknown>;
  for (const k of Object.keys(o))
    if (!(OPTION_KEYS as readonly string[]).includes(k) || o[k] === undefined) return null;
  if (!isText(o.command) || !isText(o.cwd)) return null;
  if (o.env !== undefined) {
    if (typeof o.env !== "object" || o.env === null || Array.isArray(o.env)) return null;
    if (!Object.values(o.env).every((v) => typeof v === "string")) return null;
  }
  if (o.mode === "retry") {
    if (!isInt(o.retries, 0, MAX_RETRIES) || "attempts" in o) return null;
  } else if (o.mode === "measure") {
    if (!isInt(o.attempts, 1, MAX_MEASURE_ATTEMPTS) || "retries" in o) return null;
  } else return null;
  const int = (k: string, min: number, max: number, fallback: number | null) =>
    k in o ? (isInt(o[k], min, max) || (fallback === null && o[k] === null) ? o[k] : undefined) : fallback;
  const jitterMs = int("jitterMs", 0, MAX_JITTER_MS, 0);
  const timeoutMs = int("timeoutMs", 1, MAX_TIMEOUT_MS, null);
  const killGraceMs = int("killGraceMs", 0, 60_000, DEFAULT_KILL_GRACE_MS);
  const drainMs = int("drainMs", 0, 60_000, DEFAULT_DRAIN_MS);
  const captureBytes = int("captureBytes", 1024, 1024 * 1024 * 1024, DEFAULT_CAPTURE_BYTES);
  if ([jitterMs, timeoutMs, killGraceMs, drainMs, captureBytes].includes(undefined)) return null;
  const resetCommand = "resetCommand" in o ? o.resetCommand : null;
  if (resetCommand !== null && !isText(resetCommand)) return null;
  if ("abortSignal" in o && !(o.abortSignal instanceof AbortSignal)) return null;
  for (const k of ["onAttemptStart", "onOutput", "onAttemptEnd"] as const)
    if (k in o && !isFn(o[k])) return null;
  const out: Record<string, unknown> = {
    command: o.command,
    cwd: o.cwd,
    ...("env" in o ? { env: { ...(o.env as object) } } : {}),
    mode: o.mode,
    ...("retries" in o ? { retries: o.retries } : {}),
    ...("attempts" in o ? { attempts: o.attempts } : {}),
    jitterMs,
    timeoutMs,
    killGraceMs,
    drainMs,
    resetCommand,
    captureBytes,
  };
  for (const k of ["abortSignal", "onAttemptStart", "onOutput", "onAttemptEnd"] as const)
    if (k in o) out[k] = o[k];
  return out as ParsedRunOptions;
}

/** Validates `input`; throws RunOptionsError listing every problem (the schema's, loaded then). */
export async function parseRunOptions(input: unknown): Promise<ParsedRunOptions> {
  const plain = plainOptions(input);
  if (plain) return plain;
  const { RunOptionsSchema } = await import("./options-schema.js");
  const r = RunOptionsSchema.safeParse(input);
  if (!r.success) throw new RunOptionsError(r.error.issues.map((i) => i.message));
  return r.data;
}

/** How many attempts the options allow at most. */
export function totalAttempts(o: ParsedRunOptions): number {
  return o.mode === "retry" ? (o.retries ?? 0) + 1 : (o.attempts ?? 1);
}
