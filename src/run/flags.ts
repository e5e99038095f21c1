// The flags, once: one row per flag of `flakeharden run` and input of the action, with its kind, bounds, default
// and meaning. Everything else is derived from this table: the CLI's flags (cli/args.ts) and its help
// (cli/help.ts), the action's inputs (action/inputs.ts), action.yml's `inputs:` and the step's `env:` (written by
// `npm run action-yml` from action/action-yml.ts; a test holds the file current) and what the job runs with (a
// row's `option`, resolveRunFlags). Adding a flag is one row here, then `npm run action-yml`; the README's
// tables of inputs and flags are held to it by tests (test/action/action.test.ts, test/cli/cli.test.ts).
//
// `readFlags` is the one validator of what a user types: every flag and input is read there once, where it
// enters, and refused with the flag, the value and what is allowed; past it, typed values only (the run
// options, run/options.ts, are not checked again). Plain data, without zod: `--help` and a run need no schema
// library (loading zod and building schemas costs more than the rest of the CLI's start-up).
import { preview } from "../core/errors.js";
import { DEFAULT_RETRY_ON, ON_FLAKY, RETRY_ON_VALUES, type OnFlaky } from "../core/limits.js";
import type { Config } from "../core/schema.js";
import { RETRY_SCOPES } from "../core/plan/scope.js";

interface Common {
  /** One line for the help, action.yml and the README. */
  meaning: string;
  /** As the help and the README show it, when it is not the plain default value. */
  shownDefault?: string;
  /**
   * Where it is given: absent, both as `--name` of `flakeharden run` and as the action's input `name`; `cli`,
   * the CLI only; `action`, the action only; `action.yml`, an input action.yml's own steps read (not the code).
   */
  only?: "cli" | "action" | "action.yml";
  /** The field of the job's options it sets (resolveRunFlags); a number is multiplied by `scale`. */
  option?: string;
  scale?: number;
  /** Must be given (the action's `command`). */
  required?: true;
}
export type FlagSpec = Common &
  (
    | { kind: "int"; min: number; max: number; default: number | null }
    | { kind: "enum"; values: readonly string[]; default: string | null }
    | { kind: "bool"; default: boolean }
    | {
        kind: "text";
        max?: number;
        default: string | null;
        allowed: string;
        placeholder: string;
        /** Leading and trailing white space dropped before it is checked. */
        trim?: true;
        /** Given once per value (`--junit a --junit b`): a list of texts. */
        multiple?: true;
      }
    | { kind: "list"; values: readonly string[]; default: readonly string[] }
  );

/** What the CLI tokenizer or the action's environment gives a flag: a text, a switch, or repeated texts. */
export type FlagText = string | true | readonly string[];

/** The flags of `flakeharden run` and the action's inputs, in action.yml's order. */
export const FLAGS = {
  command: {
    kind: "text",
    only: "action",
    required: true,
    trim: true,
    default: null,
    allowed: "a non-empty command",
    placeholder: "CMD",
    meaning: "the test command, run like a workflow `run:` step (`bash -e -o pipefail -c`)",
  },
  retries: {
    kind: "int",
    min: 0,
    max: 5,
    default: 2,
    option: "retries",
    meaning: "retry mode: retries after a failure",
  },
  "jitter-ms": {
    kind: "int",
    min: 0,
    max: 60_000,
    default: 1_000,
    option: "jitterMs",
    meaning: "before each retry, a random wait drawn uniformly from [0, jitter-ms] milliseconds",
  },
  "timeout-minutes": {
    kind: "int",
    min: 1,
    max: 360,
    default: null,
    shownDefault: "none",
    option: "timeoutMs",
    scale: 60_000,
    meaning: "minutes per attempt; the whole process tree is killed and the attempt recorded as a timeout",
  },
  mode: {
    kind: "enum",
    values: ["retry", "measure"],
    default: "retry",
    option: "mode",
    meaning: "`retry` stops at the first pass; `measure` runs every attempt to measure reliability",
  },
  attempts: {
    kind: "int",
    min: 1,
    max: 10,
    default: 3,
    option: "attempts",
    meaning: "measure mode: attempts to run",
  },
  junit: {
    kind: "text",
    max: 1_000,
    default: null,
    allowed: "a glob of JUnit XML files",
    placeholder: "GLOB",
    option: "junit",
    meaning: "glob of the JUnit files the command writes, read after every attempt",
  },
  "working-directory": {
    kind: "text",
    only: "action",
    max: 4_096,
    default: ".",
    allowed: "a directory inside the workspace",
    placeholder: "DIR",
    meaning: "where the command runs, relative to the workspace; reproduce commands `cd` into it",
  },
  "reset-command": {
    kind: "text",
    max: 4_000,
    default: null,
    allowed: "a command of at most 4000 characters",
    placeholder: "CMD",
    option: "resetCommand",
    meaning: "run before every retry or attempt after the first, to reset shared state",
  },
  "retry-on": {
    kind: "list",
    values: RETRY_ON_VALUES,
    default: DEFAULT_RETRY_ON,
    option: "retryOn",
    meaning:
      "failure categories worth a retry, comma-separated; an attempt whose every failure is of another kind ends the run at once (the report says how many attempts that saved)",
  },
  "retry-scope": {
    kind: "enum",
    values: RETRY_SCOPES,
    default: "failed",
    option: "retryScope",
    meaning:
      "retry mode: `failed` retries only the tests that failed when the runner is recognised (vitest, jest, mocha, node --test, pytest, go test, cargo test, cargo nextest run; directly or through a package script that is one), else the whole command, which also confirms a pass of the failed tests alone; `all` always the whole command (the report says which each attempt ran, and why)",
  },
  "on-flaky": {
    kind: "enum",
    values: ON_FLAKY,
    // Not "warn": given explicitly, it would conflict with fail-on-flaky (resolveRunFlags).
    default: null,
    shownDefault: "`warn`",
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
    shownDefault: "`.github/flakeharden.yml`",
    allowed: "a path to a YAML file",
    placeholder: "FILE",
    meaning:
      "the config file: severities, critical test globs, scoring weights, `prompt.budget` (optional at its default path; a path given otherwise must exist)",
  },
  "report-path": {
    kind: "text",
    only: "action",
    max: 4_096,
    default: "flakeharden-report.json",
    allowed: "a writable path inside the workspace",
    placeholder: "FILE",
    meaning: "where the JSON report is written",
  },
  "upload-report": {
    kind: "bool",
    only: "action.yml",
    default: true,
    meaning: "upload the report as an artifact for the PR app",
  },
  "artifact-name": {
    kind: "text",
    only: "action.yml",
    default: "flakeharden-report",
    allowed: "an artifact name",
    placeholder: "NAME",
    meaning: "name of the report's artifact",
  },
  "prompt-budget": {
    kind: "int",
    min: 500,
    max: 60_000,
    default: null,
    shownDefault: "`prompt.budget` of the config, else 6000",
    meaning: "characters for the prompt",
  },
  report: {
    kind: "text",
    only: "cli",
    max: 4_096,
    default: null,
    allowed: "a file path in an existing directory",
    placeholder: "FILE",
    meaning: "also write the JSON report to FILE (schema: schema/flakeharden.report.schema.json)",
  },
} as const satisfies Record<string, FlagSpec>;

type Flags = typeof FLAGS;
type Table = Readonly<Record<string, FlagSpec>>;

/** The rows given where `W` is: those without `only`, and those only there. */
type Where<T, W> = { [K in keyof T as T[K] extends { only: infer O } ? (O extends W ? K : never) : K]: T[K] };
const where = <W extends "cli" | "action">(w: W) =>
  Object.fromEntries(
    Object.entries(FLAGS).filter(([, s]) => !("only" in s) || s.only === w),
  ) as unknown as Where<Flags, W>;

/** `flakeharden run`'s flags. */
export const RUN_CLI_FLAGS = where("cli");
/** The action's inputs its code reads (action.yml passes each through `env:`). */
export const ACTION_FLAGS = where("action");

/** A flag's value from its text. */
type FlagValue<S> = S extends { kind: "int" }
  ? number
  : S extends { kind: "enum"; values: readonly (infer T)[] }
    ? T
    : S extends { kind: "bool" }
      ? boolean
      : S extends { kind: "text"; multiple: true }
        ? string[]
        : S extends { kind: "text" }
          ? string
          : S extends { kind: "list"; values: readonly (infer T)[] }
            ? T[]
            : never;
type RequiredKeys<T> = { [K in keyof T]: T[K] extends { required: true } ? K : never }[keyof T];
/** The values of a table's flags: a flag not given is absent (`resolveRunFlags` tells it from a default). */
export type FlagValues<T> = { -readonly [K in Exclude<keyof T, RequiredKeys<T>>]?: FlagValue<T[K]> } & {
  -readonly [K in RequiredKeys<T>]: FlagValue<T[K]>;
};

/** The run flags given (the rows both the CLI and the action have). */
export type RunFlags = FlagValues<Where<Flags, never>>;

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

/** The list flag's separators: commas and white space. */
const LIST_SEPARATORS = /[\s,]+/;

/** One value from its text, or undefined when the flag does not allow it. */
function flagValue(spec: FlagSpec, v: string | true): unknown {
  switch (spec.kind) {
    case "int": {
      if (typeof v !== "string") return undefined;
      const t = v.trim();
      if (!/^\d+$/.test(t)) return undefined;
      const n = Number(t);
      return Number.isSafeInteger(n) && n >= spec.min && n <= spec.max ? n : undefined;
    }
    case "enum":
      return typeof v === "string" && spec.values.includes(v) ? v : undefined;
    case "bool":
      return v === true || v === "true" ? true : v === "false" ? false : undefined;
    case "text": {
      if (typeof v !== "string") return undefined;
      const t = spec.trim ? v.trim() : v;
      return t.length >= 1 && t.length <= (spec.max ?? Infinity) ? t : undefined;
    }
    case "list": {
      if (typeof v !== "string") return undefined;
      const items = v.split(LIST_SEPARATORS).filter((x) => x !== "");
      return items.length > 0 && items.every((x) => spec.values.includes(x))
        ? [...new Set(items)]
        : undefined;
    }
  }
}

/** Flags refused: one line per problem, each naming the flag, the value given and what is allowed. */
export class FlagError extends Error {
  override name = "FlagError";
  constructor(readonly problems: readonly string[]) {
    super(problems.join("\n"));
  }
}

/**
 * The flags' values from their texts, in the table's order (a flag not given stays absent; a name not in the
 * table is ignored: the CLI's tokenizer refuses it first). Throws FlagError listing every value refused and
 * every required flag missing, each line starting with `label(name)` (`--retries`, `input retries`).
 */
export function readFlags<T extends Table>(
  table: T,
  texts: Readonly<Record<string, FlagText | undefined>>,
  label: (name: string) => string,
): FlagValues<T> {
  const out: Record<string, unknown> = {};
  const problems: string[] = [];
  const refuse = (name: string, got: string) =>
    problems.push(`${label(name)}: got ${got}; allowed: ${allowedText(table[name] as FlagSpec)}`);
  for (const [name, spec] of Object.entries(table)) {
    const given = Object.prototype.hasOwnProperty.call(texts, name) ? texts[name] : undefined;
    if (given === undefined) {
      if (spec.required) refuse(name, "nothing");
      continue;
    }
    const list: readonly (string | true)[] = typeof given === "object" ? given : [given];
    const values = list.map((t) => flagValue(spec, t));
    const bad = values.indexOf(undefined);
    if (bad >= 0) refuse(name, preview(list[bad]));
    else out[name] = typeof given === "object" ? values : values[0];
  }
  if (problems.length > 0) throw new FlagError(problems);
  return out as FlagValues<T>;
}

/** What the job runs with: each row's `option`, and the two read from more than their flag. */
export type ResolvedRun = {
  -readonly [
    K in keyof Flags as Flags[K] extends { option: infer O extends string } ? O : never
  ]: Flags[K] extends { default: null } ? FlagValue<Flags[K]> | null : FlagValue<Flags[K]>;
} & { onFlaky: OnFlaky; promptBudget: number };

export class FlagConflictError extends Error {
  override name = "FlagConflictError";
}

/** Defaults applied, config values used where a flag was not given; the same for the action and the CLI. */
export function resolveRunFlags(f: RunFlags, config: Pick<Config, "prompt">): ResolvedRun {
  if (f["fail-on-flaky"] === true && f["on-flaky"] !== undefined && f["on-flaky"] !== "fail")
    throw new FlagConflictError(
      `fail-on-flaky: got true with on-flaky ${JSON.stringify(f["on-flaky"])}; allowed: one of them, or on-flaky "fail"`,
    );
  const options: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(FLAGS) as [string, FlagSpec][]) {
    if (spec.option === undefined) continue;
    const v = (f as Record<string, unknown>)[name] ?? spec.default;
    options[spec.option] =
      typeof v === "number" ? v * (spec.scale ?? 1) : Array.isArray(v) ? [...(v as unknown[])] : v;
  }
  return {
    ...(options as Omit<ResolvedRun, "onFlaky" | "promptBudget">),
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
