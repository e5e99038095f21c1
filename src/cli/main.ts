// The CLI's logic: read, call the core, write. Returns the exit code; index.ts only wires process.
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import type { Readable, Writable } from "node:stream";
import { analyze, type JUnitInput } from "../core/analyze.js";
import { JUnitParseError, parseJUnit } from "../core/junit.js";
import { buildPrompt, DEFAULT_PROMPT_BUDGET } from "../core/prompt.js";
import { renderText } from "../core/render.js";
import { LogScanner, type ScanResult } from "../core/scan.js";
import { VERSION } from "../core/version.js";
import { UsageError, parseAnalyzeArgs } from "./args.js";
import { runCommand } from "./run.js";
import { loadWorkspace } from "../run/workspace.js";

export interface Io {
  stdout: Writable;
  stderr: Writable;
  stdin: Readable;
}

const MAX_JUNIT_BYTES = 512 * 1024 * 1024;

export const USAGE = `flakeharden ${VERSION}: categorized, located, reproducible CI failures.

Usage:
  flakeharden run [--retries N] [--jitter-ms N] [--timeout-minutes N] [--mode retry|measure]
                  [--attempts N] [--junit GLOB] [--reset-command CMD] [--fail-on-flaky]
                  [--report FILE] [--config FILE] [--prompt-budget N] -- <command…>
  flakeharden analyze --log FILE [--junit FILE]... [--workspace DIR] [--report FILE] [--json]
                      [--prompt-budget N] [--command CMD] [--exit-code N]

  --log FILE           a CI log (any size; - reads standard input)
  --junit FILE         a JUnit XML file; repeat for several
  --workspace DIR      the repository the log is about (default: .), to verify file:line
  --report FILE        also write the JSON report to FILE
  --json               print the JSON report instead of the summary and prompt
  --prompt-budget N    characters for the prompt, 500–60000 (default ${DEFAULT_PROMPT_BUDGET})
  --command CMD        the command that produced the log, recorded in the report
  --exit-code N        its exit code, when known: a failing run whose log names no failure is still reported

run: retries a failing command (0–5 retries, default 2, random delay up to --jitter-ms before each)
or, with --mode measure, runs it --attempts times. A run that passed only on a retry is flaky.
Ctrl-C (SIGINT) or SIGTERM stops the command's processes and starts no further attempt; the report
covers the attempts that ran. A second signal exits at once.
Exit codes: 0 passed (or flaky, unless --fail-on-flaky), 1 failed, 2 usage error, 130 interrupted by
SIGINT, 143 by SIGTERM.

analyze exit codes: 0 the analysis ran (failures found or not), 2 usage error or unreadable input.
`;

/**
 * V8 collects lazily: streaming hundreds of megabytes of log through the scanner leaves that much garbage
 * behind before a full collection runs. A full collection every 8 MB of input keeps the peak bounded
 * (200 MB of log in under 200 MB of memory) for about 1% of the time.
 */
let collector: (() => void) | null | undefined;
/**
 * A full collection, when V8 lets us ask for one (set up on first use: a new context costs milliseconds, and
 * node:v8 alone 1.5 ms of start-up that `run` does not need).
 */
function collect(): void {
  if (collector === undefined) {
    try {
      process.getBuiltinModule("node:v8").setFlagsFromString("--expose-gc");
      const gc: unknown = process.getBuiltinModule("node:vm").runInNewContext("gc");
      collector = typeof gc === "function" ? (gc as () => void) : null;
    } catch {
      collector = null;
    }
  }
  collector?.();
}

async function scanStream(stream: Readable): Promise<ScanResult> {
  const scanner = new LogScanner();
  stream.setEncoding("utf8");
  let sinceCollect = 0;
  for await (const chunk of stream) {
    scanner.push(chunk as string);
    sinceCollect += (chunk as string).length;
    if (collect && sinceCollect >= 16 * 1024 * 1024) {
      sinceCollect = 0;
      collect();
    }
  }
  return scanner.end();
}

function readJUnit(paths: readonly string[], warnings: string[]): JUnitInput[] {
  const out: JUnitInput[] = [];
  for (const p of paths) {
    if (!existsSync(p) || !statSync(p).isFile())
      throw new UsageError(`flakeharden analyze: --junit ${p}: no such file`);
    if (statSync(p).size > MAX_JUNIT_BYTES)
      throw new UsageError(`flakeharden analyze: --junit ${p}: larger than 512 MiB`);
    try {
      out.push(parseJUnit(readFileSync(p), p));
    } catch (e) {
      if (!(e instanceof JUnitParseError)) throw e;
      // A broken JUnit file must not hide what the log says.
      warnings.push(`JUnit file not used: ${e.message}`);
    }
  }
  return out;
}

export async function analyzeCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseAnalyzeArgs(argv);
  if (!existsSync(args.workspace) || !statSync(args.workspace).isDirectory()) {
    throw new UsageError(`flakeharden analyze: --workspace ${args.workspace}: not a directory`);
  }
  if (args.log && args.log !== "-" && (!existsSync(args.log) || !statSync(args.log).isFile())) {
    throw new UsageError(`flakeharden analyze: --log ${args.log}: no such file`);
  }
  const warnings: string[] = [];
  const junit = readJUnit(args.junit, warnings);
  const scan = args.log
    ? await scanStream(args.log === "-" ? io.stdin : createReadStream(args.log, { highWaterMark: 1 << 20 }))
    : null;
  const report = analyze({
    scan,
    junit,
    workspace: loadWorkspace(args.workspace),
    command: args.command ?? null,
    exitCode: args["exit-code"] ?? null,
    warnings,
    version: VERSION,
  });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  if (args.report) writeFileSync(args.report, json);
  if (args.json) io.stdout.write(json);
  else
    io.stdout.write(
      `${renderText(report)}\n\n${buildPrompt(report, args["prompt-budget"] ?? DEFAULT_PROMPT_BUDGET)}\n`,
    );
  return 0;
}

export async function main(argv: readonly string[], io: Io): Promise<number> {
  const [cmd, ...rest] = argv;
  try {
    switch (cmd) {
      case "analyze":
        return await analyzeCommand(rest, io);
      case "run":
        return await runCommand(rest, io);
      case "--version":
      case "-v":
        io.stdout.write(`${VERSION}\n`);
        return 0;
      case undefined:
      case "help":
      case "--help":
      case "-h":
        io.stdout.write(USAGE);
        return cmd === undefined ? 2 : 0;
      default:
        throw new UsageError(
          `flakeharden: unknown command ${JSON.stringify(cmd)}; allowed: analyze, run, help, --version`,
        );
    }
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr.write(`${e.message}\n`);
      return 2;
    }
    throw e;
  }
}
