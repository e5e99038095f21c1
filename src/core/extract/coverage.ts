// Coverage thresholds: the tests passed, and the command still exits non-zero because coverage is below a
// threshold. Not a test: a targeted retry leaves it out (core/plan), and a retry does not change it.
//   jest 30:         `Jest: Coverage for lines (50%) does not meet "global" threshold (100%)`
//   jest before 30:  `Jest: "global" coverage threshold for lines (100%) not met: 50%`
//   vitest, c8, nyc: `ERROR: Coverage for lines (50%) does not meet global threshold (100%)`
//   vitest's glob thresholds name the glob (`does not meet "src/**" threshold (100%)`); with `perFile: true` every
//   file that misses gets its own line, its path after the threshold: `… does not meet global threshold (90%) for
//   src/a.ts` (vitest 2 and later; vitest 1, c8 and nyc leave out `global`: `… does not meet threshold (90%) for a.ts`)
//   pytest-cov:      `FAIL Required test coverage of 100% not reached. Total coverage: 66.67%`
//   coverage.py:     `Coverage failure: total of 66.67 is less than fail-under=100.00`
// Consecutive threshold lines are one failure (one per metric is one cause); per file, one failure per file, there.
// Size budgets (size-limit), the same kind of failure: every test passed, a measured size is over the package's
// budget. size-limit prints, two spaces in, the check's name (when package.json has several), then
//   `Package size limit has exceeded by 54 B` (or `Total time limit has exceeded`), `Size limit: 45 B`,
//   `Size:       99 B with all dependencies, minified and gzipped`, and after every check
//   `Try to reduce size or increase limit in "size-limit" section of package.json`;
//   a check whose files are missing: `Size Limit can’t find files at dist/index.js`.
import { type Candidate, type Extractor, excerptOf, defineTool, frame } from "./types.js";

export const COVERAGE = defineTool({ id: "coverage", family: "report" });
export const COVERAGE_KIND = "coverage threshold";
export const SIZE_LIMIT = defineTool({
  id: "size-limit",
  family: "report",
  reproduce: () => "npx size-limit",
});

const SIZE_HEAD =
  /^ {0,4}(Package size limit has exceeded by .{1,40}|Total time limit has exceeded|Size Limit can[’']t find files at .{1,1000})$/;
const SIZE_ROW =
  /^ {0,4}(Size limit|Size|Time limit|Loading time|Running time|Total time): {1,20}(\S.{0,200})$/;

/** One size-limit check over its budget: its rows (limit, size) in the message, its name as printed above it. */
function sizeCheck(view: Parameters<Extractor["extract"]>[0], i: number): Candidate | null {
  const h = SIZE_HEAD.exec(view.lines[i] ?? "");
  if (!h?.[1]) return null;
  const rows: string[] = [];
  let end = i;
  for (let k = i + 1; k < Math.min(view.lines.length, i + 8); k++) {
    const r = SIZE_ROW.exec(view.lines[k] ?? "");
    if (!r?.[1] || !r[2]) break;
    rows.push(`${r[1].toLowerCase()} ${r[2].replace(/\s{2,}/g, " ")}`);
    end = k;
  }
  // Several checks: the check's name on the line above (not a blank line, not another check's row).
  const above = (view.lines[i - 1] ?? "").trim();
  const name =
    above !== "" &&
    !SIZE_ROW.test(view.lines[i - 1] ?? "") &&
    !/[✔✖]|^>|^\$ /.test(above) &&
    above.length <= 200
      ? above
      : null;
  return {
    tool: SIZE_LIMIT.id,
    weight: 3,
    test: null,
    suite: null,
    where: null,
    frames: [],
    message: `${name ? `${name}: ` : ""}${h[1]}${rows.length > 0 ? ` (${rows.join(", ")})` : ""}`,
    excerpt: excerptOf(view, name ? i - 1 : i, end),
    start: i,
    end,
    kind: "size limit",
  };
}

/** The file a per-file threshold line names after the threshold (vitest, c8, nyc). */
const PER_FILE = / threshold \([\d.]{1,10}%\) for (\S.{0,1000})$/;

function perFile(line: string): string | null {
  return line.startsWith("ERROR: Coverage for ") ? (PER_FILE.exec(line)?.[1] ?? null) : null;
}

const THRESHOLD =
  /^(?:Jest: Coverage for \w{1,20} \([\d.]{1,10}%\) does not meet .{1,300} threshold \([\d.]{1,10}%\)|Jest: ".{1,300}" coverage threshold for \w{1,20} \([\d.]{1,10}%\) not met: [\d.]{1,10}%|ERROR: Coverage for \w{1,20} \([\d.]{1,10}%\) does not meet (?:.{1,300} )?threshold \([\d.]{1,10}%\)(?: for \S.{0,1000})?|(?:FAIL )?Required test coverage of [\d.]{1,10}% not reached\. Total coverage: [\d.]{1,10}%|(?:ERROR: )?Coverage failure: total of [\d.]{1,10} is less than fail-under=[\d.]{1,10})$/;

export const coverage = {
  tools: [COVERAGE, SIZE_LIMIT],
  trigger:
    /^(?:Jest: (?:Coverage for|")|ERROR: Coverage|(?:FAIL )?Required test coverage|(?:ERROR: )?Coverage failure: )|^ {0,4}(?:Package size limit has|Total time limit has|Size Limit can)/,
  literals: [
    "Package size limit has",
    "Total time limit has",
    "Size Limit can",
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
      if (SIZE_HEAD.test(line)) {
        const c = sizeCheck(view, i);
        if (c) out.push(c);
        continue;
      }
      if (!THRESHOLD.test(line)) continue;
      const file = perFile(line);
      let end = i;
      while (THRESHOLD.test(view.lines[end + 1] ?? "") && perFile(view.lines[end + 1] ?? "") === file) end++;
      last = end;
      out.push({
        tool: COVERAGE.id,
        // Only when nothing else was found: failing tests lower coverage, and then they are the cause.
        weight: 0,
        test: null,
        suite: null,
        where: file ? frame(file) : null,
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
