// The run's flags, once: each with its bounds, default, meaning and message. The action's inputs
// (action/inputs.ts), the CLI's flags (cli/args.ts), its help (cli/help.ts) and the run options
// (run/options.ts) are built from this table, and `resolveRunFlags` turns what either shell was given, with
// the config file's values, into what the job runs with, the same way for both.
//
// Plain data, without zod: `--help` and a run whose flags are valid need no schema. `parseFlags` reads the
// flags' texts by the table; only when it refuses one are the zod schemas built (flag-schemas.ts, from this
// same table), for the message. A test checks both accept the same texts and give the same values.
import { DEFAULT_RETRY_ON, ON_FLAKY, RETRY_ON_VALUES, type OnFlaky, type RetryOn } from "../core/limits.js";
import type { Config } from "../core/schema.js";

import { RETRY_SCOPES, type RetryScope } from "../core/plan/scope.js";

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
      "retry mode: `failed` retries only the tests that failed when the runner is recognised (vitest, jest, mocha, node --test, pytest, go test, cargo test, cargo nextest run; directly or through a package script that is one), else the whole command, which also confirms a pass of the failed tests alone; `all` always the whole command (the report says which each attempt ran, and why)",
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

/** A flag's value from its text (a switch given on the command line arrives as `true`). */
type FlagValue<S> = S extends { kind: "int" }
  ? number
  : S extends { kind: "enum"; values: readonly (infer T)[] }
    ? T
    : S extends { kind: "bool" }
      ? boolean
      : S extends { kind: "text" }
        ? string
        : S extends { kind: "list"; values: readonly (infer T)[] }
          ? T[]
          : never;

/** The run flags given (a flag not given is absent, so that `resolveRunFlags` can tell it from a default). */
export type RunFlags = { [K in RunFlagName]?: FlagValue<(typeof RUN_FLAGS)[K]> | undefined };

/** Refused by the table: the zod schema then says why (flag-schemas.ts). */
const INVALID: unique symbol = Symbol("invalid");

/** The list flag's separators: commas and white space. */
export const LIST_SEPARATORS = /[\s,]+/;

/** One flag's value from its text, as flag-schemas.ts's schema of it gives it, or INVALID. */
function flagValue(spec: FlagSpec, v: unknown): unknown {
  switch (spec.kind) {
    case "int": {
      if (typeof v !== "string") return INVALID;
      const t = v.trim();
      if (!/^\d+$/.test(t)) return INVALID;
      const n = Number(t);
      return Number.isSafeInteger(n) && n >= spec.min && n <= spec.max ? n : INVALID;
    }
    case "enum":
      return typeof v === "string" && spec.values.includes(v) ? v : INVALID;
    case "bool":
      return v === true || v === "true" ? true : v === "false" ? false : INVALID;
    case "text":
      return typeof v === "string" && v.length >= 1 && v.length <= spec.max ? v : INVALID;
    case "list": {
      if (typeof v !== "string") return INVALID;
      const items = v.split(LIST_SEPARATORS).filter((x) => x !== "");
      if (items.length === 0 || !items.every((x) => spec.values.includes(x))) return INVALID;
      return [...new Set(items)];
    }
  }
}

/**
 * The flags' values from their texts, by the table (in the table's order; a flag not given stays absent),
 * or null when a name is not in the table or a value is refused: then the caller asks the zod schema, built
 * from the same table, for the message. A `multiple` flag takes a list of texts.
 */
export function parseFlags(
  flags: Readonly<Record<string, FlagSpec & { multiple?: boolean }>>,
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> | null {
  for (const name of Object.keys(values)) if (!Object.prototype.hasOwnProperty.call(flags, name)) return null;
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(flags)) {
    if (!Object.prototype.hasOwnProperty.call(values, name)) continue;
    const v = values[name];
    if (v === undefined) {
      out[name] = undefined;
      continue;
    }
    if (spec.multiple) {
      if (!Array.isArray(v)) return null;
      const items = v.map((x) => flagValue(spec, x));
      if (items.includes(INVALID)) return null;
      out[name] = items;
      continue;
    }
    const value = flagValue(spec, v);
    if (value === INVALID) return null;
    out[name] = value;
  }
  return out;
}

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
