// Coverage thresholds: the tests passed, and the command still exits non-zero because coverage is below a
// threshold. Not a test: a targeted retry leaves it out (core/plan), and a retry does not change it.
//   jest 30:         `Jest: Coverage for lines (50%) does not meet "global" threshold (100%)`
//   jest before 30:  `Jest: "global" coverage threshold for lines (100%) not met: 50%`
//   vitest, c8, nyc: `ERROR: Coverage for lines (50%) does not meet global threshold (100%)`
//   pytest-cov:      `FAIL Required test coverage of 100% not reached. Total coverage: 66.67%`
//   coverage.py:     `Coverage failure: total of 66.67 is less than fail-under=100.00`
// Consecutive threshold lines are one failure (one per metric is one cause).
import { type Candidate, type Extractor, excerptOf, defineTool } from "./types.js";

export const COVERAGE = defineTool({ id: "coverage", family: "report" });
export const COVERAGE_KIND = "coverage threshold";

const THRESHOLD =
  /^(?:Jest: Coverage for \w{1,20} \([\d.]{1,10}%\) does not meet .{1,300} threshold \([\d.]{1,10}%\)|Jest: ".{1,300}" coverage threshold for \w{1,20} \([\d.]{1,10}%\) not met: [\d.]{1,10}%|ERROR: Coverage for \w{1,20} \([\d.]{1,10}%\) does not meet .{1,300} threshold \([\d.]{1,10}%\)|(?:FAIL )?Required test coverage of [\d.]{1,10}% not reached\. Total coverage: [\d.]{1,10}%|(?:ERROR: )?Coverage failure: total of [\d.]{1,10} is less than fail-under=[\d.]{1,10})$/;

export const coverage = {
  tools: [COVERAGE],
  trigger:
    /^(?:Jest: (?:Coverage for|")|ERROR: Coverage|(?:FAIL )?Required test coverage|(?:ERROR: )?Coverage failure: )/,
  literals: [
    "Jest: Coverage for",
    'Jest: "',
    "ERROR: Coverage",
    "Required test coverage",
    "Coverage failure: ",
  ],
  extract(view, anchors) {
    const out: Candidate[] = [];
    let last = -1;
    for (const i of anchors) {
      if (i <= last) continue;
      const line = view.lines[i] ?? "";
      if (!THRESHOLD.test(line)) continue;
      let end = i;
      while (THRESHOLD.test(view.lines[end + 1] ?? "")) end++;
      last = end;
      out.push({
        tool: COVERAGE.id,
        // Only when nothing else was found: failing tests lower coverage, and then they are the cause.
        weight: 0,
        test: null,
        suite: null,
        where: null,
        frames: [],
        message: line,
        excerpt: excerptOf(view, i, end),
        start: i,
        end,
        kind: COVERAGE_KIND,
      });
    }
    return out;
  },
} satisfies Extractor;
