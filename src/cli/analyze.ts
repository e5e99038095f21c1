// `flakeharden analyze`: a log and JUnit files read, analysed, written. Its own module, loaded by main.ts for
// `analyze` only: the JUnit parser and the file reading it brings are no part of `run`'s start-up.
import { createReadStream, readFileSync, statSync, writeFileSync } from "node:fs";
import type { Readable } from "node:stream";
import { OUTPUT_TAIL, analyze, type JUnitInput } from "../core/report/analyze.js";
import { JUnitParseError, parseJUnit } from "../core/junit/index.js";
import { buildPrompt, DEFAULT_PROMPT_BUDGET } from "../core/agent/prompt.js";
import { createRedactor, redactReport } from "../core/redact/index.js";
import { renderText } from "../core/render/index.js";
import { LogScanner, type ScanResult } from "../core/ingest/scan.js";
import { VERSION } from "../core/version.js";
import { UsageError, parseAnalyzeArgs } from "./args.js";
import { ANALYZE_HELP } from "./help.js";
import type { Io } from "./io.js";
import { loadWorkspace } from "../run/workspace.js";

const MAX_JUNIT_BYTES = 512 * 1024 * 1024;

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

async function scanStream(stream: Readable): Promise<{ scan: ScanResult; tail: string }> {
  const scanner = new LogScanner();
  // Bytes, not text: the scanner decodes only the lines it needs.
  let sinceCollect = 0;
  let tail = Buffer.alloc(0);
  for await (const chunk of stream) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
    scanner.push(bytes);
    tail = Buffer.concat([tail, bytes.subarray(-OUTPUT_TAIL)]).subarray(-OUTPUT_TAIL);
    sinceCollect += bytes.length;
    if (collect && sinceCollect >= 16 * 1024 * 1024) {
      sinceCollect = 0;
      collect();
    }
  }
  return { scan: scanner.end(), tail: tail.toString("utf8") };
}

function readJUnit(paths: readonly string[], warnings: string[]): JUnitInput[] {
  const out: JUnitInput[] = [];
  for (const p of paths) {
    if (statSync(p).size > MAX_JUNIT_BYTES)
      throw new UsageError(
        `flakeharden analyze: --junit: got ${JSON.stringify(p)}, larger than 512 MiB; allowed: a JUnit file of at most 512 MiB`,
      );
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
  if ("help" in args) {
    io.stdout.write(ANALYZE_HELP);
    return 0;
  }
  const warnings: string[] = [];
  const junit = readJUnit(args.junit, warnings);
  const log = args.log
    ? await scanStream(args.log === "-" ? io.stdin : createReadStream(args.log, { highWaterMark: 1 << 20 }))
    : null;
  // Secrets never leave: the report, the summary and the prompt are built from the redacted report.
  const redact = createRedactor(process.env);
  const report = redactReport(
    analyze({
      scan: log?.scan ?? null,
      // The log's end, as `run` passes the output's: a killed run's last lines, the excerpt of an exit code.
      outputTail: log?.tail ?? null,
      junit,
      workspace: loadWorkspace(args.workspace),
      command: args.command ?? null,
      exitCode: args["exit-code"] ?? null,
      warnings,
      version: VERSION,
    }),
    redact,
  );
  const json = `${JSON.stringify(report, null, 2)}\n`;
  if (args.report) writeFileSync(args.report, json);
  if (args.json) io.stdout.write(json);
  else
    io.stdout.write(
      `${renderText(report)}\n\n${redact(buildPrompt(report, args["prompt-budget"] ?? DEFAULT_PROMPT_BUDGET))}\n`,
    );
  return 0;
}
