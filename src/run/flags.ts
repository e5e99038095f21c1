// The run's flags, once: each with its bounds, default, meaning and message. The action's inputs
// (action/inputs.ts), the CLI's flags (cli/run.ts) and the run options (run/options.ts) are built from this
// table, and `resolveRunFlags` turns what either shell was given, with the config file's values, into what
// the job runs with, the same way for both.
import { z } from "zod";
import { DEFAULT_RETRY_ON, ON_FLAKY, RETRY_ON_VALUES, type OnFlaky, type RetryOn } from "../core/report.js";
import type { Config } from "../core/schema.js";
import { RETRY_SCOPES, type RetryScope } from "./scope.js";

interface Common {
  /** One line for the help and the README. */
  meaning: string;
  /** As the help and the README show it, when it is not the plain default value. */
  shownDefault?: string;
}
export type FlagSpec = Common &
  (
    | { kind: "int"; min: number; max: number; default: number | null; unit?: string }
    | { kind: "enum"; values: readonly string[]; default: string | null }
    | { kind: "bool"; default: boolean }
    | { kind: "text"; max: number; default: string | null; allowed: string; placeholder: string }
    | { kind: "list"; values: readonly string[]; default: readonly string[] }
  );

/** The flags `flakeharden run` and the action share (as `--name` and as input `name`). */
export const RUN_FLAGS = {
  retries: { kind: "int", min: 0, max: 5, default: 2, meaning: "retry mode: retries after a failure" },
  "jitter-ms": {
    kind: "int",
    min: 0,
    max: 60_000,
    default: 1_000,
    meaning: "before each retry, a random wait drawn uniformly from [0, jitter-ms] milliseconds",
  },
  "timeout-minutes": {
    kind: "int",
    min: 1,
    max: 360,
    default: null,
    shownDefault: "none",
    meaning: "per attempt; the whole process tree is killed and the attempt recorded as a timeout",
  },
  mode: {
    kind: "enum",
    values: ["retry", "measure"],
    default: "retry",
    meaning: "`retry` stops at the first pass; `measure` runs every attempt to measure reliability",
  },
  attempts: { kind: "int", min: 1, max: 10, default: 3, meaning: "measure mode: attempts to run" },
  junit: {
    kind: "text",
    max: 1_000,
    default: null,
    allowed: "a glob of JUnit XML files",
    placeholder: "GLOB",
    meaning: "glob of the JUnit files the command writes, read after every attempt",
  },
  "reset-command": {
    kind: "text",
    max: 4_000,
    default: null,
    allowed: "a command of at most 4000 characters",
    placeholder: "CMD",
    meaning: "run before every retry or attempt after the first, to reset shared state",
  },
  "retry-on": {
    kind: "list",
    values: RETRY_ON_VALUES,
    default: DEFAULT_RETRY_ON,
    meaning:
      "failure categories worth a retry, comma-separated; an attempt whose every failure is of another kind ends the run at once (the report says how many attempts that saved)",
  },
  "retry-scope": {
    kind: "enum",
    values: RETRY_SCOPES,
    default: "failed",
    meaning:
      "retry mode: `failed` retries only the tests that failed when the runner is recognised (vitest, jest, mocha, node --test, pytest, go test, cargo test/nextest), else the whole command; `all` always the whole command (the report says which each attempt ran, and why)",
  },
  "on-flaky": {
    kind: "enum",
    values: ON_FLAKY,
    default: null,
    shownDefault: "warn",
    meaning:
      "what a flaky outcome (failed, then passed on a retry) does: `pass`, `warn` (a warning) or `fail`",
  },
  "fail-on-flaky": {
    kind: "bool",
    default: false,
    meaning: "the same as on-flaky `fail` (kept for existing workflows)",
  },
  config: {
    kind: "text",
    max: 1_000,
    default: null,
    shownDefault: ".github/flakeharden.yml",
    allowed: "a path to a YAML file",
    placeholder: "FILE",
    meaning: "severities, critical test globs, scoring weights, `prompt.budget` (optional file)",
  },
  "prompt-budget": {
    kind: "int",
    min: 500,
    max: 60_000,
    default: null,
    shownDefault: "`prompt.budget` of the config, else 6000",
    meaning: "characters for the prompt",
  },
} as const satisfies Record<string, FlagSpec>;

export type RunFlagName = keyof typeof RUN_FLAGS;
export const DEFAULT_CONFIG_PATH = ".github/flakeharden.yml";

/** What a flag allows, in words (every message and the help say it the same way). */
export function allowedText(spec: FlagSpec): string {
  switch (spec.kind) {
    case "int":
      return `a whole number from ${spec.min} to ${spec.max}`;
    case "enum":
      return spec.values.map((v) => JSON.stringify(v)).join(" or ");
    case "bool":
      return '"true" or "false"';
    case "text":
      return spec.allowed;
    case "list":
      return `a comma-separated list of ${spec.values.join(", ")}`;
  }
}

/** The default as the help and the README show it. */
export function defaultText(spec: FlagSpec): string {
  if (spec.shownDefault !== undefined) return spec.shownDefault;
  if (spec.default === null) return "none";
  if (Array.isArray(spec.default)) return spec.default.join(",");
  return String(spec.default);
}

const intFlag = (spec: FlagSpec & { kind: "int" }) => {
  const error = `allowed: ${allowedText(spec)}`;
  return z
    .string()
    .trim()
    .regex(/^\d+$/, { error })
    .transform(Number)
    .pipe(z.number().int().min(spec.min, { error }).max(spec.max, { error }))
    .optional();
};
const enumFlag = <T extends string>(spec: FlagSpec & { kind: "enum"; values: readonly T[] }) =>
  z.enum(spec.values as readonly T[] as [T, ...T[]], { error: `allowed: ${allowedText(spec)}` }).optional();
const boolFlag = (spec: FlagSpec & { kind: "bool" }) =>
  z
    .union([z.literal(true), z.enum(["true", "false"])], { error: `allowed: ${allowedText(spec)}` })
    .transform((v) => v === true || v === "true")
    .optional();
const textFlag = (spec: FlagSpec & { kind: "text" }) => {
  const error = `allowed: ${allowedText(spec)}`;
  return z.string().min(1, { error }).max(spec.max, { error }).optional();
};
const listFlag = <T extends string>(spec: FlagSpec & { kind: "list"; values: readonly T[] }) => {
  const error = `allowed: ${allowedText(spec)}`;
  return z
    .string()
    .transform((v, ctx): T[] => {
      const items = v.split(/[\s,]+/).filter((s) => s !== "");
      const known = (s: string): s is T => (spec.values as readonly string[]).includes(s);
      if (items.length === 0 || !items.every(known)) {
        ctx.addIssue({ code: "custom", message: error });
        return z.NEVER;
      }
      return [...new Set(items.filter(known))];
    })
    .optional();
};

/**
 * Every run flag's schema, from its text (an action input, a CLI flag's value; a CLI switch arrives as
 * `true`). A flag not given is undefined, so that `resolveRunFlags` can tell "not given" from a default.
 */
export const RunFlagsSchema = z.strictObject({
  retries: intFlag(RUN_FLAGS.retries),
  "jitter-ms": intFlag(RUN_FLAGS["jitter-ms"]),
  "timeout-minutes": intFlag(RUN_FLAGS["timeout-minutes"]),
  mode: enumFlag(RUN_FLAGS.mode),
  attempts: intFlag(RUN_FLAGS.attempts),
  junit: textFlag(RUN_FLAGS.junit),
  "reset-command": textFlag(RUN_FLAGS["reset-command"]),
  "retry-on": listFlag(RUN_FLAGS["retry-on"]),
  "retry-scope": enumFlag(RUN_FLAGS["retry-scope"]),
  "on-flaky": enumFlag(RUN_FLAGS["on-flaky"]),
  "fail-on-flaky": boolFlag(RUN_FLAGS["fail-on-flaky"]),
  config: textFlag(RUN_FLAGS.config),
  "prompt-budget": intFlag(RUN_FLAGS["prompt-budget"]),
} satisfies Record<RunFlagName, z.ZodType>);
export type RunFlags = z.output<typeof RunFlagsSchema>;

/** What the job runs with, from the flags given and the config file's values. */
export interface ResolvedRun {
  mode: "retry" | "measure";
  retries: number;
  attempts: number;
  jitterMs: number;
  timeoutMs: number | null;
  resetCommand: string | null;
  junit: string | null;
  retryOn: RetryOn[];
  retryScope: RetryScope;
  onFlaky: OnFlaky;
  promptBudget: number;
}

export class FlagConflictError extends Error {
  override name = "FlagConflictError";
}

/** Defaults applied, config values used where a flag was not given; the same for the action and the CLI. */
export function resolveRunFlags(f: RunFlags, config: Pick<Config, "prompt">): ResolvedRun {
  if (f["fail-on-flaky"] === true && f["on-flaky"] !== undefined && f["on-flaky"] !== "fail")
    throw new FlagConflictError(
      `fail-on-flaky: got true with on-flaky ${JSON.stringify(f["on-flaky"])}; allowed: one of them, or on-flaky "fail"`,
    );
  const timeout = f["timeout-minutes"];
  return {
    mode: f.mode ?? "retry",
    retries: f.retries ?? RUN_FLAGS.retries.default,
    attempts: f.attempts ?? RUN_FLAGS.attempts.default,
    jitterMs: f["jitter-ms"] ?? RUN_FLAGS["jitter-ms"].default,
    timeoutMs: timeout === undefined ? null : timeout * 60_000,
    resetCommand: f["reset-command"] ?? null,
    junit: f.junit ?? null,
    retryOn: f["retry-on"] ?? [...DEFAULT_RETRY_ON],
    retryScope: f["retry-scope"] ?? "failed",
    onFlaky: f["on-flaky"] ?? (f["fail-on-flaky"] === true ? "fail" : "warn"),
    promptBudget: f["prompt-budget"] ?? config.prompt.budget,
  };
}

/**
 * The config file to read: the default path is optional (absent: the defaults), a path given explicitly
 * must exist. The same rule for the action and the CLI.
 */
export function configFile(given: string | undefined): { path: string; required: boolean } {
  return given === undefined || given === DEFAULT_CONFIG_PATH
    ? { path: DEFAULT_CONFIG_PATH, required: false }
    : { path: given, required: true };
}
