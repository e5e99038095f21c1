// The engine's work on hostile input is linear, counted, not timed (a busy machine cannot fail it). Each
// hostile line is built from a unit that is a prefix of what some pattern looks for, repeated; lines 4x
// longer must hand the regex engine about 4x the characters (code scanning every suffix would hand it 16x).
// Megabyte lines go through the whole pipeline. Time ratios, which also cover backtracking inside one
// regex, are in bench/linearity.ts.
import { describe, expect, it } from "vitest";
import { MAX_LINE } from "../../src/core/ingest/normalize.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import { hostileLog, pipeline, PREFIXES } from "../support/hostile-log.js";
import { countRegexWork } from "../support/work.js";

describe("linear work on hostile input", () => {
  it("counts what it claims: code that hands the engine every suffix of a line is caught", () => {
    const quadratic = (log: string) => {
      for (let i = 0; i < log.length; i++) /x$/.test(log.slice(i));
    };
    const small = countRegexWork(() => quadratic("a ".repeat(450)));
    const large = countRegexWork(() => quadratic("a ".repeat(1800)));
    expect(large.chars / small.chars).toBeGreaterThan(15);
  });

  it("extractors, classification and fingerprints hand the regex engine work linear in the input", () => {
    const small = hostileLog(120);
    const large = hostileLog(480);
    const a = countRegexWork(() => pipeline(small));
    const b = countRegexWork(() => pipeline(large));
    expect(a.regexes.size).toBeGreaterThan(40); // the extractors' and the classifier's patterns ran
    expect(b.chars / a.chars).toBeLessThan(4.4); // 4x the characters, 4x the work (quadratic code: 16x)
    expect(b.chars).toBeLessThan(large.length * 150); // a bound on the patterns per character, with room
  });

  it("megabyte lines are cut, not scanned whole", () => {
    const logOf = (repeat: number) =>
      PREFIXES.slice(0, 8)
        .map((p) => p + "a (".repeat(repeat))
        .join("\n");
    const one = logOf(350_000); // ~1 MB lines
    const two = logOf(700_000); // ~2 MB lines
    let truncated = 0;
    const a = countRegexWork(() => {
      truncated = scanLog(one).truncatedLines;
      pipeline(one);
    });
    const b = countRegexWork(() => pipeline(two));
    expect(truncated).toBe(8);
    // Only the kept head of each line reaches a regex: twice the line, not a character more of work.
    expect(b.chars).toBeLessThanOrEqual(a.chars * 1.01);
    expect(a.chars).toBeLessThan(8 * MAX_LINE * 100);
  });
});
