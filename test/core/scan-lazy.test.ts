// The literal automaton costs a few milliseconds to build: a scanner builds it (or takes its registry's) on the
// first byte it is given, never in its constructor, so a scan of an empty output costs none (a run's attempt
// creates a scanner per attempt, issue 14 item 3).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EXTRACTORS } from "../../src/core/extract/index.js";
import { LOOKAHEAD } from "../../src/core/extract/types.js";
import { normalizeLine } from "../../src/core/ingest/normalize.js";
import { automataBuilt } from "../../src/core/ingest/prefilter.js";
import { LogScanner, scanLog } from "../../src/core/ingest/scan.js";

const CORPUS = join(import.meta.dirname, "..", "fixtures", "logs");

describe("LogScanner's automaton", () => {
  it("is not built for a scan given no bytes, and built once per registry on the first bytes", () => {
    // A registry of its own: the automaton is cached per registry array.
    const registry = [...EXTRACTORS];
    const before = automataBuilt();
    const empty = new LogScanner(registry);
    empty.push("");
    empty.push(new Uint8Array(0));
    expect(empty.end()).toEqual(scanLog("", EXTRACTORS, { prefilter: false }));
    expect(automataBuilt()).toBe(before);

    const first = new LogScanner(registry);
    expect(automataBuilt()).toBe(before);
    first.push("error TS2304: Cannot find name 'x'.\n");
    expect(automataBuilt()).toBe(before + 1);
    new LogScanner(registry).push("ok\n");
    expect(automataBuilt()).toBe(before + 1);
    expect(first.end().lines).toBe(1);
  });

  it("is never built with the prefilter off", () => {
    const before = automataBuilt();
    const s = new LogScanner([...EXTRACTORS], { prefilter: false });
    s.push("FAIL src/a.test.ts\n");
    expect(s.end().lines).toBe(1);
    expect(automataBuilt()).toBe(before);
  });
});

describe("LogScanner's lines without a literal", () => {
  it("are decoded only when an extractor reads them, not for a whole margin around each failure", () => {
    // Recorded output that holds no extractor's literal, 2,000 lines of it around a recorded tsc failure.
    const filler = readdirSync(CORPUS)
      .filter((d) => existsSync(join(CORPUS, d, "log.txt")))
      .flatMap((d) => readFileSync(join(CORPUS, d, "log.txt"), "utf8").split("\n"))
      .filter(
        (l) =>
          l.trim() !== "" && !EXTRACTORS.some((e) => e.literals?.some((x) => normalizeLine(l).includes(x))),
      );
    const around = (n: number) => Array.from({ length: n }, (_, i) => filler[(i * 7919) % filler.length]);
    const failing = readFileSync(join(CORPUS, "ts-tsc-mixed", "log.txt"), "utf8");
    const log = [...around(2000), failing, ...around(2000)].join("\n");
    const s = new LogScanner(EXTRACTORS);
    s.push(log);
    const scan = s.end();
    expect(scan).toEqual(scanLog(log, EXTRACTORS, { prefilter: false }));
    expect(scan.candidates.map((c) => c.tool)).toContain("tsc");
    // The failing log's lines and the few the extractors read after them: not the look-ahead's 400.
    expect(s.normalizedLines).toBeLessThan(LOOKAHEAD / 4);
  });
});
