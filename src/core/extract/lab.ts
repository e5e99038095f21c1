// @hapi/lab's console reporter, after its test list (`Failed tests:`, read by the generic layer's banner list) and
// its `N tests complete` / `1 of 195 tests failed` line: one section per check the command asked for, each of which
// fails the run by itself with every test passed.
//   leaks (on by default):   `Leaks: No issues`, or `The following leaks were detected: a, b` (globals the code or
//                            the tests assigned; which line did, lab does not say)
//   coverage (`-t 100`):     `Coverage: 99.33% (2/298)`, one `lib/index.js missing coverage on line(s): 234, 235`
//                            per file (`3-8` a span), or through source maps `dist/x.js missing coverage from
//                            file(s):` then `\tsrc/x.ts on line(s): 12`; then, below the threshold only,
//                            `Code coverage below threshold: 99.33 < 100`
//   lint (`-L`):             `Lint: No issues`, or `Lint:` then, per file, `\t/abs/lib/index.js:` and per finding
//                            `\t\tLine 230: @hapi/no-var - Unexpected var, use let or const instead.` (eslint's rule
//                            id, ` - `, its message). Errors are red and warnings yellow, which a log without colour
//                            does not tell apart; by default (`--lint-errors-threshold 0`, `--lint-warnings-threshold
//                            0`) either fails the run.
//   types (`-Y`):            `Types: No issues`, or `Types:` then per error `\ttest/index.ts:103:42: message`
//                            (TypeScript's, over the type tests; the column counted from 0; a chained message goes
//                            on over indented lines), or `\tpackage.json: File missing "types" property`.
import {
  type Candidate,
  type Extractor,
  type LogView,
  defineTool,
  excerptOf,
  frame,
  lineFinding,
  LOOKBEHIND,
  rerunCommand,
} from "./types.js";
import { COVERAGE, COVERAGE_KIND } from "./coverage.js";

/** lab itself: a check of the whole run (leaked globals), which only the whole command runs again. */
export const LAB = defineTool({
  id: "lab",
  family: "js-test",
  reproduce: rerunCommand,
});

/** lab's lint (`-L`, eslint with hapi's rules unless the project has its own): `--dry` skips the tests. */
export const LAB_LINT = defineTool({
  id: "lab-lint",
  family: "lint",
  reproduce: () => "npx lab --dry --lint",
});

/** lab's type tests (`-Y`, TypeScript over `test/**\/*.ts` against the package's `types`). */
export const LAB_TYPES = defineTool({
  id: "lab-types",
  family: "typescript",
  reproduce: () => "npx lab --dry --types",
});

/** How far a section is read. */
const LINES = 400;

const LINT_FILE = /^\t(\S.{0,1000}):$/;
/** A finding under its file; a parse error has no line (`Line undefined`) and no rule (`null - …`). */
const LINT_LINE = /^\t\tLine (\d{1,7}|undefined): (.{1,2000})$/;
/** `\tpath:line:col: message` or `\tpath: message` (no position). */
const TYPES_LINE = /^\t([^\s:][^:]{0,1000}?)(?::(\d{1,7}):(\d{1,7}))?: (.{1,2000})$/;
const MISSING = /^(\S.{0,1000}?) missing coverage on line\(s\): (\d{1,7})/;
const MISSING_MAPPED = /^(\S.{0,1000}?) missing coverage from file\(s\):$/;
const MISSING_IN = /^\t(\S.{0,1000}?) on line\(s\): (\d{1,7})/;

/** The findings of the `Lint:` section that opens at `i`. */
function lint(view: LogView, i: number): Candidate[] {
  const out: Candidate[] = [];
  let file: string | null = null;
  for (let k = i + 1; k < Math.min(view.lines.length, i + LINES); k++) {
    const l = view.lines[k] ?? "";
    const f = LINT_FILE.exec(l);
    if (f?.[1]) {
      file = f[1];
      continue;
    }
    const m = LINT_LINE.exec(l);
    if (!m?.[2] || file === null) break;
    // eslint's rule id before ` - ` (`null` for a parse error, which has none).
    const rule = /^(@?[\w/-]{1,100}) - /.exec(m[2])?.[1];
    const where = frame(file, m[1] === "undefined" ? undefined : m[1]);
    const c = lineFinding(view, k, { tool: LAB_LINT.id, where, message: m[2].trim() });
    out.push(rule && rule !== "null" ? { ...c, code: rule } : c);
  }
  return out;
}

/** The errors of the `Types:` section that opens at `i`. */
function types(view: LogView, i: number): Candidate[] {
  const out: Candidate[] = [];
  for (let k = i + 1; k < Math.min(view.lines.length, i + LINES); k++) {
    const m = TYPES_LINE.exec(view.lines[k] ?? "");
    if (!m?.[1] || !m[4]) break;
    // A chained message (`Type 'x' is not assignable to type 'y'.` / `  Types of property …`): its indented lines.
    let end = k;
    while (end + 1 < Math.min(view.lines.length, k + 40) && /^ {2}\S/.test(view.lines[end + 1] ?? "")) end++;
    out.push({
      tool: LAB_TYPES.id,
      weight: 3,
      test: null,
      suite: null,
      where: frame(m[1], m[2], m[3] === undefined ? undefined : String(Number(m[3]) + 1)),
      frames: [],
      message: m[4].trim(),
      excerpt: excerptOf(view, k, end),
      start: k,
      end,
    });
    k = end;
  }
  return out;
}

/**
 * The threshold line at `i` and the files listed under `Coverage:` above it: one failure (one cause), at the first
 * line of the first file missing coverage (where a test is missing).
 */
function coverage(view: LogView, i: number): Candidate {
  let start = i;
  const missing: { path: string; line: string }[] = [];
  for (let k = i - 1; k >= Math.max(0, i - LOOKBEHIND); k--) {
    const l = view.lines[k] ?? "";
    if (l.startsWith("Coverage: ")) {
      start = k;
      break;
    }
    const m = MISSING.exec(l) ?? MISSING_IN.exec(l);
    if (m?.[1] && m[2]) missing.unshift({ path: m[1], line: m[2] });
    else if (!MISSING_MAPPED.test(l)) break;
  }
  const first = missing[0];
  return {
    tool: COVERAGE.id,
    weight: 3,
    test: null,
    suite: null,
    where: first ? frame(first.path, first.line) : null,
    frames: [],
    message: (view.lines[i] ?? "").trim(),
    excerpt: excerptOf(view, start, i),
    start,
    end: i,
    kind: COVERAGE_KIND,
  };
}

export const lab = {
  tools: [LAB, LAB_LINT, LAB_TYPES, COVERAGE],
  trigger: /^(?:Lint|Types):$|^Code coverage below threshold: |^The following leaks were detected: /,
  literals: ["Lint:", "Types:", "Code coverage below threshold: ", "The following leaks were detected: "],
  extract(view, anchors) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      if (line === "Lint:") out.push(...lint(view, i));
      else if (line === "Types:") out.push(...types(view, i));
      else if (line.startsWith("Code coverage below threshold: ")) out.push(coverage(view, i));
      else
        out.push(
          lineFinding(view, i, { tool: LAB.id, where: null, message: line.trim(), kind: "lab leaks" }),
        );
    }
    return out;
  },
} satisfies Extractor;
