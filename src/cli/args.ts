// Command-line arguments: the flags of each command (the run flags are the action's, from run/flags.ts),
// read by one tokenizer, checked by the flags' tables (run/flags.ts readFlags); every error is one line
// naming the flag, the value and what is allowed. node:util's parseArgs is not used: it cannot stop at the
// command (`run echo hi --retries 5` must run `echo hi --retries 5`) and refuses a value that starts with `-`
// (`--jitter-ms -1`) with a text that says neither the range nor the flags allowed.
import { accessSync, constants, existsSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import {
  allowedText,
  FlagError,
  readFlags,
  RUN_CLI_FLAGS,
  type FlagSpec,
  type FlagValues,
  type RunFlags,
} from "../run/flags.js";
import { ANALYZE_FLAGS } from "./help.js";

export class UsageError extends Error {
  override name = "UsageError";
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
  flags: Readonly<Record<string, FlagSpec>>,
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
    const spec: FlagSpec | undefined = token.startsWith("--") ? flags[name] : undefined;
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
    if (spec.kind === "text" && spec.multiple)
      values[name] = [...(Array.isArray(seen) ? seen : []), String(value)];
    else if (seen !== undefined)
      throw new UsageError(
        `${who}: --${name}: given twice (${JSON.stringify(seen)} and ${JSON.stringify(value)}); allowed: once`,
      );
    else values[name] = value;
  }
  return { values, rest: [], help };
}

/** The flags' values by their table, or a usage error naming every value refused. */
function checked<T extends Readonly<Record<string, FlagSpec>>>(
  flags: T,
  values: Tokens["values"],
  who: string,
): FlagValues<T> {
  try {
    return readFlags(flags, values, (name) => `${who}: --${name}`);
  } catch (e) {
    if (e instanceof FlagError) throw new UsageError(e.problems.join("; "));
    throw e;
  }
}

/**
 * An output file: a path in an existing directory, not a directory itself, that this process may write (checked
 * before anything runs: a run whose report cannot be written is refused, not run to its end).
 */
export function checkOutputFile(who: string, flag: string, path: string): void {
  const abs = resolve(path);
  const exists = existsSync(abs);
  if (exists && statSync(abs).isDirectory())
    throw new UsageError(
      `${who}: --${flag}: got ${JSON.stringify(path)}, a directory; allowed: a file path in an existing directory`,
    );
  const dir = dirname(abs);
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new UsageError(
      `${who}: --${flag}: got ${JSON.stringify(path)}, in a directory that does not exist; allowed: a file path in an existing directory`,
    );
  try {
    accessSync(exists ? abs : dir, constants.W_OK);
  } catch {
    throw new UsageError(
      `${who}: --${flag}: got ${JSON.stringify(path)}, which cannot be written (${exists ? "the file" : "its directory"} is not writable); allowed: a writable file path`,
    );
  }
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

export function parseRunArgs(argv: readonly string[], quote: (word: string) => string): RunArgs {
  const who = "flakeharden run";
  const { values, rest, help } = tokenize(argv, RUN_CLI_FLAGS, who);
  if (help) return { help: true };
  const { report, ...flags } = checked(RUN_CLI_FLAGS, values, who);
  if (rest.length === 0)
    throw new UsageError(`${who}: no command; give it after the flags, e.g. flakeharden run -- npm test`);
  if (report !== undefined) checkOutputFile(who, "report", report);
  if (flags.config !== undefined) checkInputFile(who, "config", flags.config);
  // The user's own words, each quoted, run by bash as a workflow step would; one word is a shell command.
  const command = rest.length === 1 ? (rest[0] as string) : rest.map(quote).join(" ");
  return { help: false, flags, report: report ?? null, command };
}

// ------------------------------------------------------------------------------------------ analyze

export type AnalyzeArgs = FlagValues<typeof ANALYZE_FLAGS> & {
  junit: string[];
  workspace: string;
  json: boolean;
};

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
  const given = checked(ANALYZE_FLAGS, values, who);
  const args: AnalyzeArgs = {
    ...given,
    junit: given.junit ?? [],
    workspace: given.workspace ?? ANALYZE_FLAGS.workspace.default,
    json: given.json ?? ANALYZE_FLAGS.json.default,
  };
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
