// Past MAX_CANDIDATES the scanner stops extracting and only counts (issue 14 item 3): a log made of failure
// reports no longer costs its whole extraction, and the report says where analysis stopped instead of a
// count of dropped reports it no longer knows.
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/core/report/analyze.js";
import { EXTRACTORS } from "../../src/core/extract/index.js";
import { LogScanner, MAX_CANDIDATES, scanLog } from "../../src/core/ingest/scan.js";

// 30,000 compiler errors (two candidates each: tsc's and the generic layer's) then 10,000 passing lines, the last one unterminated.
const errors = Array.from(
  { length: 30_000 },
  (_, i) => `src/mod${i}.ts(${(i % 90) + 1},5): error TS2304: Cannot find name 'x${i}'.`,
);
const passing = Array.from({ length: 10_000 }, (_, i) => `  ✓ passes case ${i} (${i % 7} ms)`);
const log = [...errors, ...passing].join("\n");

describe("candidate limit", () => {
  it("stops extracting after the window that reached the limit, and still counts every line and byte", () => {
    const s = new LogScanner(EXTRACTORS);
    const bytes = Buffer.from(log);
    for (let i = 0; i < bytes.length; i += 65_536) s.push(bytes.subarray(i, i + 65_536));
    const scan = s.end();
    expect(scan.candidates).toHaveLength(MAX_CANDIDATES);
    expect(scan.lines).toBe(40_000);
    expect(scan.bytes).toBe(bytes.length);
    // The first window (20,000 lines) reached the limit: the lines after it were only counted.
    expect(scan.stoppedAtLine).toBe(20_001);
    expect(scan.droppedCandidates).toBe(2 * 20_000 - MAX_CANDIDATES);
    expect(s.normalizedLines).toBeLessThan(21_000);
    // The same with the prefilter off, and from one string.
    expect(scanLog(log, EXTRACTORS, { prefilter: false })).toEqual(scan);
    expect(scanLog(log)).toEqual(scan);
  });

  it("reports where analysis stopped, and that the dropped count is a lower bound", () => {
    const report = analyze({ scan: scanLog(log), junit: [], workspace: { files: [] }, version: "test" });
    expect(report.warnings).toContain(
      `more than ${MAX_CANDIDATES} failure reports: the log was analysed up to line 20000 of 40000 and only counted past it (at least 37000 further report(s) not analysed)`,
    );
  });

  it("does not stop when the limit is reached by the last window", () => {
    const scan = scanLog(errors.slice(0, 5_000).join("\n"));
    expect(scan.candidates).toHaveLength(MAX_CANDIDATES);
    expect(scan.stoppedAtLine).toBeNull();
    expect(scan.droppedCandidates).toBe(2 * 5_000 - MAX_CANDIDATES);
  });
});
