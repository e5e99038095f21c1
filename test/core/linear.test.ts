// No regex of the engine may backtrack catastrophically on hostile input. Each hostile line is built
// from a unit that is a prefix of what some pattern looks for, repeated; lines 4x longer must cost
// about 4x more (quadratic patterns would cost 16x). Megabyte lines go through the whole pipeline.
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/core/analyze.js";
import { classify } from "../../src/core/classify.js";
import { EXTRACTORS } from "../../src/core/extract/index.js";
import { normalizeVolatile } from "../../src/core/fingerprint.js";
import { scanLog } from "../../src/core/scan.js";

const PREFIXES = [
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

function hostileLog(length: number): string {
  const lines: string[] = [];
  for (const p of PREFIXES) {
    for (const u of UNITS) {
      const body = u.repeat(Math.ceil(length / u.length)).slice(0, length);
      lines.push(p + body, p + body + "x", p + body + ":", body);
    }
  }
  return lines.join("\n");
}

function timeOf(fn: () => void): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    fn();
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

const pipeline = (log: string) => {
  const scan = scanLog(log);
  analyze({ scan, junit: [], workspace: { files: ["src/a.ts", "a.py", "x.go"] }, version: "t" });
  for (const c of scan.candidates.slice(0, 2000)) {
    classify(c);
    normalizeVolatile(c.message);
  }
};

describe("linear time on hostile input", () => {
  it("extractors, classification and fingerprints scale linearly with line length", () => {
    const small = hostileLog(900);
    const large = hostileLog(3600);
    pipeline(small); // warm up
    const ratio = timeOf(() => pipeline(large)) / timeOf(() => pipeline(small));
    expect(ratio).toBeLessThan(9);
  });

  it("megabyte lines are cut, not scanned whole", () => {
    const unit = "a (".repeat(350_000); // ~1 MB
    const log = PREFIXES.slice(0, 8)
      .map((p) => p + unit)
      .join("\n");
    const scan = scanLog(log);
    expect(scan.truncatedLines).toBe(8);
    const base = timeOf(() => log.split("\n").map((l) => l.length));
    const ours = timeOf(() => pipeline(log));
    // Cutting costs a slice per line: far below any per-character regex work.
    expect(ours).toBeLessThan(base * 50 + 50);
  });

  it("every extractor trigger is linear too", () => {
    for (const e of EXTRACTORS) {
      const s = "a ".repeat(2000);
      const l = "a ".repeat(8000);
      const t1 = timeOf(() => {
        for (let i = 0; i < 50; i++) e.trigger.test(s);
      });
      const t2 = timeOf(() => {
        for (let i = 0; i < 50; i++) e.trigger.test(l);
      });
      expect(t2 / Math.max(t1, 0.01), e.tools.map((t) => t.id).join(",")).toBeLessThan(12);
    }
  });
});
