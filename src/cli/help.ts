// The CLI's help, made from the flags' tables: every flag with its meaning, allowed values and default.
import { VERSION } from "../core/version.js";
import { ANALYZE_FLAGS, flagHelp, RUN_CLI_FLAGS } from "./args.js";

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
