// Command-line arguments: the flags of each command (the run flags are the action's, from run/flags.ts),
// read by one tokenizer, validated by zod; every error is one line naming the flag, the value and what is
// allowed. node:util's parseArgs is not used: it cannot stop at the command (`run echo hi --retries 5` must
// run `echo hi --retries 5`) and refuses a value that starts with `-` (`--jitter-ms -1`) with a text that
// says neither the range nor the flags allowed.
import { existsSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { z } from "zod";
import { describeIssues } from "../core/errors.js";
import { DEFAULT_PROMPT_BUDGET } from "../core/prompt.js";
import {
  allowedText,
  defaultText,
  RUN_FLAGS,
  RunFlagsSchema,
  type FlagSpec,
  type RunFlags,
} from "../run/flags.js";

export class UsageError extends Error {
  override name = "UsageError";
}

/** A CLI flag: the run flags' spec, or one of the CLI's own. */
type CliFlag = FlagSpec & { multiple?: boolean };

const REPORT: CliFlag = {
  kind: "text",
  max: 4_096,
  default: null,
  allowed: "a file path in an existing directory",
  placeholder: "FILE",
  meaning: "also write the JSON report to FILE (schema: schema/flakeharden.report.schema.json)",
};

/** `flakeharden run`'s flags: the action's run inputs, and --report. */
export const RUN_CLI_FLAGS: Readonly<Record<string, CliFlag>> = { ...RUN_FLAGS, report: REPORT };

export const ANALYZE_FLAGS: Readonly<Record<string, CliFlag>> = {
  log: {
    kind: "text",
    max: 4_096,
    default: null,
    allowed: "a file path, or - for standard input",
    placeholder: "FILE",
    meaning: "a CI log of any size, streamed",
  },
  junit: {
    kind: "text",
    max: 4_096,
    default: null,
    allowed: "a file path",
    placeholder: "FILE",
    multiple: true,
    meaning: "a JUnit XML file; repeat for several",
  },
  workspace: {
    kind: "text",
    max: 4_096,
    default: ".",
    allowed: "a directory path",
    placeholder: "DIR",
    meaning: "the repository the log is about, to verify file:line",
  },
  report: REPORT,
  json: { kind: "bool", default: false, meaning: "print the JSON report instead of the summary and prompt" },
  "prompt-budget": { ...RUN_FLAGS["prompt-budget"], shownDefault: String(DEFAULT_PROMPT_BUDGET) },
  command: {
    kind: "text",
    max: 4_000,
    default: null,
    allowed: "a command of at most 4000 characters",
    placeholder: "CMD",
    meaning: "the command that produced the log, recorded in the report",
  },
  "exit-code": {
    kind: "int",
    min: 0,
    max: 255,
    default: null,
    meaning: "its exit code, when known: a failing run whose log names no failure is still reported",
  },
};

const placeholder = (spec: CliFlag) =>
  spec.kind === "int"
    ? " N"
    : spec.kind === "enum"
      ? ` ${spec.values.join("|")}`
      : spec.kind === "text"
        ? ` ${spec.placeholder}`
        : spec.kind === "list"
          ? " LIST"
          : "";

/** One line per flag: name, meaning, allowed values, default. */
export function flagHelp(flags: Readonly<Record<string, CliFlag>>): string {
  const rows = Object.entries(flags).map(([name, spec]) => {
    const allowed = spec.kind === "bool" ? "a switch" : allowedText(spec);
    const def = spec.kind === "bool" ? "off" : defaultText(spec).replace(/`/g, "");
    return [
      `--${name}${placeholder(spec)}`,
      `${spec.meaning.replace(/`/g, "")}. Allowed: ${allowed}; default: ${def}`,
    ];
  });
  rows.push(["-h, --help", "this help"]);
  const width = Math.max(...rows.map(([f]) => (f as string).length)) + 2;
  return rows.map(([f, m]) => `  ${(f as string).padEnd(width)}${m}`).join("\n");
}

export interface Tokens {
  values: Record<string, string | true | string[]>;
  /** The words after the flags: from the first one that is not a flag, or after `--`. */
  rest: string[];
  help: boolean;
}

/**
 * Reads flags up to the first word that is not one (or `--`): what follows is the command's, never ours.
 * `--name value`, `--name=value`; a switch takes no value. `-h`/`--help` asks for help.
 */
export function tokenize(
  argv: readonly string[],
  flags: Readonly<Record<string, CliFlag>>,
  who: string,
): Tokens {
  const values: Tokens["values"] = {};
  const allowed = () =>
    Object.keys(flags)
      .map((f) => `--${f}`)
      .join(", ");
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i] as string;
    if (token === "--") return { values, rest: argv.slice(i + 1), help };
    if (token === "-h" || token === "--help") {
      help = true;
      continue;
    }
    if (!token.startsWith("-") || token === "-") return { values, rest: argv.slice(i), help };
    const eq = token.indexOf("=");
    const name = token.startsWith("--") ? token.slice(2, eq < 0 ? undefined : eq) : token;
    const spec = token.startsWith("--") ? flags[name] : undefined;
    if (!spec || !Object.prototype.hasOwnProperty.call(flags, name))
      throw new UsageError(
        `${who}: unknown flag ${JSON.stringify(token.slice(0, eq < 0 ? undefined : eq).slice(0, 60))}; allowed: ${allowed()}, --help`,
      );
    let value: string | true;
    if (eq >= 0) value = token.slice(eq + 1);
    else if (spec.kind === "bool") value = true;
    else {
      const next = argv[i + 1];
      if (next === undefined)
        throw new UsageError(`${who}: --${name}: got nothing; allowed: ${allowedText(spec)}`);
      value = next;
      i++;
    }
    const seen = values[name];
    if (spec.multiple) values[name] = [...(Array.isArray(seen) ? seen : []), String(value)];
    else if (seen !== undefined)
      throw new UsageError(
        `${who}: --${name}: given twice (${JSON.stringify(seen)} and ${JSON.stringify(value)}); allowed: once`,
      );
    else values[name] = value;
  }
  return { values, rest: [], help };
}

/** One line for all the issues of a parse (a user error is one line). */
const oneLine = (error: z.ZodError, input: unknown, who: string) =>
  describeIssues(error, input, `${who}: --`).split("\n").join("; ");

/** An output file: a path in an existing directory, not a directory itself. */
export function checkOutputFile(who: string, flag: string, path: string): void {
  const abs = resolve(path);
  if (existsSync(abs) && statSync(abs).isDirectory())
    throw new UsageError(
      `${who}: --${flag}: got ${JSON.stringify(path)}, a directory; allowed: a file path in an existing directory`,
    );
  const dir = dirname(abs);
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new UsageError(
      `${who}: --${flag}: got ${JSON.stringify(path)}, in a directory that does not exist; allowed: a file path in an existing directory`,
    );
}

/** An input file: it exists and is a file. */
export function checkInputFile(who: string, flag: string, path: string): void {
  if (!existsSync(path))
    throw new UsageError(
      `${who}: --${flag}: got ${JSON.stringify(path)}, which does not exist; allowed: an existing file`,
    );
  if (!statSync(path).isFile())
    throw new UsageError(
      `${who}: --${flag}: got ${JSON.stringify(path)}, which is not a file; allowed: an existing file`,
    );
}

export function checkDirectory(who: string, flag: string, path: string): void {
  if (!existsSync(path) || !statSync(path).isDirectory())
    throw new UsageError(
      `${who}: --${flag}: got ${JSON.stringify(path)}, which is not a directory; allowed: an existing directory`,
    );
}

// ---------------------------------------------------------------------------------------------- run

export type RunArgs =
  { help: true } | { help: false; flags: RunFlags; report: string | null; command: string };

const RunArgsSchema = RunFlagsSchema.extend({
  report: z.string().min(1, { error: "allowed: a file path in an existing directory" }).optional(),
});

export function parseRunArgs(argv: readonly string[], quote: (word: string) => string): RunArgs {
  const who = "flakeharden run";
  const { values, rest, help } = tokenize(argv, RUN_CLI_FLAGS, who);
  if (help) return { help: true };
  const parsed = RunArgsSchema.safeParse(values);
  if (!parsed.success) throw new UsageError(oneLine(parsed.error, values, who));
  if (rest.length === 0)
    throw new UsageError(`${who}: no command; give it after the flags, e.g. flakeharden run -- npm test`);
  const { report, ...flags } = parsed.data;
  if (report !== undefined) checkOutputFile(who, "report", report);
  if (flags.config !== undefined) checkInputFile(who, "config", flags.config);
  // The user's own words, each quoted, run by bash as a workflow step would; one word is a shell command.
  const command = rest.length === 1 ? (rest[0] as string) : rest.map(quote).join(" ");
  return { help: false, flags, report: report ?? null, command };
}

// ------------------------------------------------------------------------------------------ analyze

const text = (flag: string) => {
  const spec = ANALYZE_FLAGS[flag] as CliFlag;
  const error = `allowed: ${allowedText(spec)}`;
  return z
    .string({ error })
    .min(1, { error })
    .max(spec.kind === "text" ? spec.max : 4_096, { error });
};
const int = (flag: string) => {
  const spec = ANALYZE_FLAGS[flag] as CliFlag;
  const error = `allowed: ${allowedText(spec)}`;
  if (spec.kind !== "int") throw new Error(`${flag} is not a number flag`);
  return z
    .string()
    .trim()
    .regex(/^\d+$/, { error })
    .transform(Number)
    .pipe(z.number().int().min(spec.min, { error }).max(spec.max, { error }))
    .optional();
};

export const AnalyzeArgs = z.strictObject({
  log: text("log").optional(),
  junit: z.array(text("junit")).default([]),
  workspace: text("workspace").default("."),
  report: text("report").optional(),
  json: z
    .union([z.literal(true), z.enum(["true", "false"])])
    .transform((v) => v === true || v === "true")
    .default(false),
  "prompt-budget": int("prompt-budget"),
  command: text("command").optional(),
  "exit-code": int("exit-code"),
});
export type AnalyzeArgs = z.infer<typeof AnalyzeArgs>;

export function parseAnalyzeArgs(argv: readonly string[]): AnalyzeArgs | { help: true } {
  const who = "flakeharden analyze";
  const { values, rest, help } = tokenize(argv, ANALYZE_FLAGS, who);
  if (help) return { help: true };
  if (rest.length > 0)
    throw new UsageError(
      `${who}: unexpected argument ${JSON.stringify(rest[0]?.slice(0, 60))}; allowed: flags only (${Object.keys(
        ANALYZE_FLAGS,
      )
        .map((f) => `--${f}`)
        .join(", ")})`,
    );
  const parsed = AnalyzeArgs.safeParse(values);
  if (!parsed.success) throw new UsageError(oneLine(parsed.error, values, who));
  const args = parsed.data;
  if (!args.log && args.junit.length === 0)
    throw new UsageError(
      `${who}: nothing to analyse; give --log FILE (or - for standard input) and/or --junit FILE`,
    );
  checkDirectory(who, "workspace", args.workspace);
  if (args.log && args.log !== "-") checkInputFile(who, "log", args.log);
  for (const j of args.junit) checkInputFile(who, "junit", j);
  if (args.report !== undefined) checkOutputFile(who, "report", args.report);
  return args;
}
