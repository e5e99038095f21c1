// The CLI's help, made from the flags' tables: every flag with its meaning, allowed values and default.
// `analyze`'s table is here, `run`'s is the run flags' (run/flags.ts), both plain data: `flakeharden --help`
// loads this module, the flags' table and the version, nothing else (no zod, no engine;
// test/cli/startup.test.ts counts the modules).
import { DEFAULT_PROMPT_BUDGET } from "../core/limits.js";
import { VERSION } from "../core/version.js";
import { allowedText, defaultText, FLAGS, RUN_CLI_FLAGS, type FlagSpec } from "../run/flags.js";

/** `flakeharden analyze`'s flags (`flakeharden run`'s are the run flags' table's, run/flags.ts). */
export const ANALYZE_FLAGS = {
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
  report: FLAGS.report,
  json: { kind: "bool", default: false, meaning: "print the JSON report instead of the summary and prompt" },
  "prompt-budget": { ...FLAGS["prompt-budget"], shownDefault: String(DEFAULT_PROMPT_BUDGET) },
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
} as const satisfies Record<string, FlagSpec>;

const placeholder = (spec: FlagSpec) =>
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
function flagHelp(flags: Readonly<Record<string, FlagSpec>>): string {
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

export const RUN_HELP = `Usage: flakeharden run [flags] [--] <command…>

Runs the command as a workflow step would (bash -e -o pipefail -c), retrying a failure (or, in
measure mode, running every attempt), and prints a line per attempt, the summary and the prompt.
Flags are read up to the first word that is not a flag (or up to --): everything after it is the
command's, so \`flakeharden run echo hi --retries 5\` runs \`echo hi --retries 5\` once.

${flagHelp(RUN_CLI_FLAGS)}

Ctrl-C (SIGINT) or SIGTERM stops the command's processes and starts no further attempt; the report
covers the attempts that ran. A second signal exits at once.
Exit codes: 0 passed (or flaky, unless --on-flaky fail), 1 failed, 2 usage error, 130 interrupted by
SIGINT, 143 by SIGTERM.
`;

export const ANALYZE_HELP = `Usage: flakeharden analyze --log FILE [--junit FILE]... [flags]

Analyses a CI log and/or JUnit files: categorized failures at verified file:line, reproduce commands,
and a targeted prompt.

${flagHelp(ANALYZE_FLAGS)}

Exit codes: 0 the analysis ran (failures found or not), 2 usage error or unreadable input.
`;

export const USAGE = `flakeharden ${VERSION}: categorized, located, reproducible CI failures.

Usage:
  flakeharden run [flags] [--] <command…>     run a command with bounded retries
  flakeharden analyze --log FILE [flags]      analyse a CI log and JUnit files
  flakeharden help | --help                   this help
  flakeharden --version                       the version

${RUN_HELP}
${ANALYZE_HELP}`;
