// Reading a recorded run (test/fixtures/*/<case>/: log.txt, meta.json, files.txt) the way the product does, for
// tests that check one extractor or one analysis on a real recording.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Candidate, Extractor } from "../../src/core/extract/types.js";
import { normalizeLine } from "../../src/core/ingest/normalize.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import { analyze } from "../../src/core/report/analyze.js";
import type { Failure } from "../../src/core/schema.js";

/** One extractor over a recorded log, as the scanner runs it: every line its trigger matches is an anchor. */
export function extractFrom(x: Extractor, logPath: string): Candidate[] {
  const lines = readFileSync(logPath, "utf8").replace(/\n$/, "").split("\n").map(normalizeLine);
  const anchors = lines.flatMap((l, i) => (x.trigger.test(l) ? [i] : []));
  return x.extract({ lines, offset: 0, from: 0, to: lines.length }, anchors, {});
}

/** The failures of a recorded case's analysis, with its command, exit code, checkout folder and file list. */
export function recordedFailures(dir: string, log = "log.txt"): Failure[] {
  const meta = JSON.parse(readFileSync(join(dir, "meta.json"), "utf8")) as {
    cwd: string;
    command: string;
    exitCode: number;
  };
  const files = readFileSync(join(dir, "files.txt"), "utf8").split("\n").filter(Boolean);
  return analyze({
    scan: scanLog(readFileSync(join(dir, log), "utf8")),
    exitCode: meta.exitCode,
    junit: [],
    workspace: { files, root: meta.cwd },
    command: meta.command,
    version: "test",
  }).buckets.flatMap((b) => b.failures);
}

/** A failure as a person reads it in the report: category, test, file, line and the command that reruns it. */
export const triage = (f: Failure) => [f.category, f.test, f.location?.file, f.location?.line, f.reproduce];
