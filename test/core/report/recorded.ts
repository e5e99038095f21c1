// A recorded attempt (test/fixtures/logs/<id>: a real tool's log, its JUnit file when recorded, the sample's file
// list) as the run layer collects it and the core analyses it.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { scanLog } from "../../../src/core/ingest/scan.js";
import { parseJUnit } from "../../../src/core/junit/index.js";
import {
  analyzeAttempt,
  type AnalysedAttempt,
  type CollectedAttempt,
} from "../../../src/core/report/index.js";

export const LOGS = join(import.meta.dirname, "..", "..", "fixtures", "logs");

export const meta = (id: string) =>
  JSON.parse(readFileSync(join(LOGS, id, "meta.json"), "utf8")) as { exitCode: number; command: string };

export function recorded(
  id: string,
  o: { index?: number; junit?: boolean; scope?: CollectedAttempt["scope"]; command?: string } = {},
): AnalysedAttempt {
  const dir = join(LOGS, id);
  const log = readFileSync(join(dir, "log.txt"), "utf8");
  const m = meta(id);
  const junitFile = join(dir, "junit.xml");
  const files = readFileSync(join(dir, "files.txt"), "utf8").split("\n").filter(Boolean);
  return analyzeAttempt(
    {
      index: o.index ?? 1,
      exitCode: m.exitCode,
      signal: null,
      durationMs: 1,
      delayMs: 0,
      timedOut: false,
      spawnError: null,
      reset: null,
      outputBytes: log.length,
      droppedBytes: 0,
      outputTail: log.slice(-16_384),
      scan: scanLog(log),
      junit:
        o.junit !== false && existsSync(junitFile) ? [parseJUnit(readFileSync(junitFile), "junit.xml")] : [],
      warnings: [],
      ...(o.scope ? { scope: o.scope } : {}),
    },
    { workspace: { files, root: null }, commandDir: null, command: o.command ?? m.command, version: "test" },
  );
}
