// Log lines built to hurt the engine's regexes: each is a unit that is a prefix of what some pattern looks
// for, repeated to any length, behind the start of a line some extractor recognises. test/core/linear.test.ts
// counts the work they cause; bench/linearity.ts times it.
import { analyze } from "../../src/core/report/analyze.js";
import { classify } from "../../src/core/classify/index.js";
import { normalizeVolatile } from "../../src/core/classify/fingerprint.js";
import { scanLog } from "../../src/core/ingest/scan.js";

export const PREFIXES = [
  "",
  " FAIL  ",
  "  ● ",
  "--- FAIL: ",
  "    --- FAIL: ",
  "error[E0308]: ",
  "error TS2322: ",
  "src/a.ts(1,1): error TS2322: ",
  "src/a.ts:1:1 - error TS2322: ",
  "___ ",
  "FAILED ",
  "ERROR: ",
  "FAIL: ",
  "  1) ",
  "✖ ",
  "not ok 1 - ",
  "thread 'x' panicked at ",
  "---- ",
  "Traceback (most recent call last):",
  'Exception in thread "main" a.',
  "panic: ",
  "main.c:1:1: error: ",
  "x.go:1:1: ",
  "a.py:1: error: ",
  "  1:1  error  ",
  "npm error ",
  "bash: line 1: ",
  "TypeError: ",
  "    at ",
  "[ERROR] ",
];

const UNITS = [
  " ",
  "a ",
  "((",
  "1:",
  "::",
  "_ ",
  "' ",
  "at (",
  "Error ",
  " > ",
  ".py:1: ",
  "\t",
  "`",
  "0x",
  "/tmp/",
  "expected got ",
  "a.b.",
  "  ",
  "__",
  "'a' ",
  "1,",
  "-",
  "E0",
  ":1:1",
  " - ",
  '"',
  "[",
  "(1,1)",
  "Snapshot ",
  "left: ",
];

export function hostileLog(length: number): string {
  const lines: string[] = [];
  for (const p of PREFIXES) {
    for (const u of UNITS) {
      const body = u.repeat(Math.ceil(length / u.length)).slice(0, length);
      lines.push(p + body, p + body + "x", p + body + ":", body);
    }
  }
  return lines.join("\n");
}

/** Scan, analysis, classification and fingerprints of `log`: the engine's whole path. */
export const pipeline = (log: string) => {
  const scan = scanLog(log);
  analyze({ scan, junit: [], workspace: { files: ["src/a.ts", "a.py", "x.go"] }, version: "t" });
  for (const c of scan.candidates.slice(0, 2000)) {
    classify(c);
    normalizeVolatile(c.message);
  }
};
