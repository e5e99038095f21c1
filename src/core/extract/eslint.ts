// ESLint's stylish formatter: a file path line, then `  3:10  error  message  rule-id` lines.
// standard (and semistandard, ts-standard: eslint with a fixed config): its banner
// `standard: Use JavaScript Standard Style (…)`, then one `  /abs/a.js:5:5: message (rule)` line per problem.
// ESLint's unix formatter: `/abs/a.js:5:5: message [Error/no-unused-vars]`.
// ESLint's compact formatter (core until eslint 9, then eslint-formatter-compact), which xo 0.34 and later pick by
// themselves on GitHub Actions (the runner's problem matcher reads it): `/abs/a.js: line 5, col 5, Error - message
// (rule)` per problem, then `N problems`. xo 1.0 and later print eslint-formatter-pretty there too (pretty.ts).
// A warning fails nothing, unless eslint ran with `--max-warnings N` and found more: then, under its formatter's
// output, it prints `ESLint found too many warnings (maximum: N).` (only when it found no error: errors are then
// what failed) and exits 1. The warnings above that line are the failures: stylish's `  32:8  warning  message
// rule` rows, unix's `… [Warning/rule]`, compact's `…, Warning - message (rule)`.
import {
  type Candidate,
  type Extractor,
  LOOKAHEAD,
  LOOKBEHIND,
  lineFinding,
  excerptOf,
  toInt,
  frame,
  defineTool,
} from "./types.js";
import { shellQuote } from "./command.js";
import { XO } from "./pretty.js";

export const ESLINT = defineTool({
  id: "eslint",
  family: "lint",
  reproduce: (f) => (f.file ? `npx eslint ${shellQuote(f.file)}` : null),
});

export const STANDARD = defineTool({
  id: "standard",
  family: "lint",
  reproduce: (f) => (f.file ? `npx standard ${shellQuote(f.file)}` : "npx standard"),
});

const STANDARD_BANNER =
  /^([\w-]{1,40}): Use JavaScript (?:Standard|Semi-Standard|Standard Style|\S{1,40}) Style\b/;
const STANDARD_PROBLEM = /^ {2}(\S.{0,1000}?):(\d{1,7}):(\d{1,7}): (.{1,2000})$/;
/** The rule standard 17 names after the message: `… never used. (no-unused-vars)`. */
const TRAILING_RULE = / \(([@\w/-]{1,100})\)$/;
/** A problem's severity as the unix and compact formatters print it (stylish prints it in lower case). */
type Severity = "Error" | "Warning";
/** The unix formatter's line: `/abs/a.js:5:5: message [Error/rule]`. */
const UNIX = /^(\S{1,1000}?):(\d{1,7}):(\d{1,7}): (.{1,2000}) \[(Error|Warning)\/([@\w/-]{1,100})\]$/;
/** The compact formatter's line; a parse error names no rule. */
const COMPACT = /^(\S.{0,1000}?): line (\d{1,7}), col (\d{1,7}), (Error|Warning) - (.{1,2000})$/;
/** stylish's row under its file's header: `  3:10  error  message  rule`. */
const STYLISH = /^ {2,9}(\d{1,7}):(\d{1,7}) {1,20}(error|warning) {2,20}/;
/** eslint's line after its output when `--max-warnings` failed the run (eslint 6 to 10 print it alike). */
const TOO_MANY_WARNINGS = /^ESLint found too many warnings \(maximum: \d{1,9}\)\.$/;
/** How far above a stylish row its file's header, or above `ESLint found too many warnings` the output, is read. */
const OUTPUT_LINES = 2000;
/** Lines of a formatter's output between its problems and that line: totals, the `--fix` hint, blank lines. */
const OUTPUT_TAIL =
  /^(?:[✖×] \d{1,9} problems? \(|\d{1,9} problems?$| {2}\d{1,9} errors? and \d{1,9} warnings? potentially fixable)/;

/** The command echoed above the output (`> xo --fix`, an npm script's; `$ xo`, yarn's) that ran xo. */
const XO_COMMAND = /^[>$] (?:.{0,2000}[\s/&;|(])?xo(?=\s|$)/;

/** xo when the nearest command echoed above line `i` ran it, eslint otherwise. */
function compactTool(view: Parameters<Extractor["extract"]>[0], i: number): string {
  for (let k = i - 1; k >= Math.max(0, i - LOOKBEHIND); k--) {
    const l = view.lines[k] ?? "";
    if (l.startsWith("> ") || l.startsWith("$ ")) {
      if (XO_COMMAND.test(l)) return XO.id;
    }
  }
  return ESLINT.id;
}

/** standard's problems under its banner at line `i`, each its own candidate. */
function standardProblems(view: Parameters<Extractor["extract"]>[0], i: number): Candidate[] {
  const b = STANDARD_BANNER.exec(view.lines[i] ?? "");
  if (!b?.[1]) return [];
  const out: Candidate[] = [];
  for (let k = i + 1; k < Math.min(view.lines.length, i + LOOKAHEAD); k++) {
    const l = view.lines[k] ?? "";
    if (l.startsWith(`${b[1]}: `)) continue; // `standard: Run \`standard --fix\` …`
    const p = STANDARD_PROBLEM.exec(l);
    if (!p?.[1] || !p[4]) break;
    const rule = TRAILING_RULE.exec(p[4])?.[1];
    out.push({
      tool: STANDARD.id,
      weight: 3,
      test: null,
      suite: null,
      where: { function: null, path: p[1], line: toInt(p[2]), column: toInt(p[3]) },
      frames: [],
      message: p[4],
      excerpt: excerptOf(view, k, k),
      start: k,
      end: k,
      ...(rule ? { code: rule } : {}),
    });
  }
  return out;
}

/** Parses `  3:10  error  'foo' is not defined  no-undef` (or a `warning` row) without a backtracking regex. */
function parseProblem(
  line: string,
  severity: Severity = "Error",
): { line: string; col: string; message: string; rule: string | null } | null {
  const m = STYLISH.exec(line);
  if (!m || m[3] !== severity.toLowerCase()) return null;
  const rest = line.slice(m[0].length).trimEnd();
  const gap = rest.lastIndexOf("  ");
  const rule = gap > 0 ? rest.slice(gap).trim() : null;
  const message = gap > 0 ? rest.slice(0, gap).trim() : rest;
  return {
    line: m[1] ?? "",
    col: m[2] ?? "",
    message,
    rule: rule && /^[@a-z0-9/_-]{1,100}$/.test(rule) ? rule : null,
  };
}

const withRule = (c: Candidate, rule: string | null | undefined): Candidate =>
  rule ? { ...c, code: rule } : c;

/** A stylish row at line `k` of the file its header names. */
function stylishFinding(
  view: Parameters<Extractor["extract"]>[0],
  k: number,
  p: NonNullable<ReturnType<typeof parseProblem>>,
  file: string,
): Candidate {
  const message = p.rule ? `${p.message} (${p.rule})` : p.message;
  return withRule(
    lineFinding(view, k, { tool: ESLINT.id, where: frame(file, p.line, p.col), message }),
    p.rule,
  );
}

/** The unix or the compact formatter's problem of that severity at line `k`, or null. */
function formatterFinding(
  view: Parameters<Extractor["extract"]>[0],
  k: number,
  severity: Severity,
): Candidate | null {
  const l = view.lines[k] ?? "";
  const u = UNIX.exec(l);
  if (u?.[1] && u[4] && u[5] === severity) {
    const where = frame(u[1], u[2], u[3]);
    return withRule(lineFinding(view, k, { tool: ESLINT.id, where, message: `${u[4]} (${u[6]})` }), u[6]);
  }
  const c = COMPACT.exec(l);
  if (c?.[1] && c[5] && c[4] === severity) {
    const where = frame(c[1], c[2], c[3]);
    const rule = TRAILING_RULE.exec(c[5])?.[1];
    return withRule(lineFinding(view, k, { tool: compactTool(view, k), where, message: c[5] }), rule);
  }
  return null;
}

/**
 * The warnings of the output above line `i` (eslint's `ESLint found too many warnings`), each its own candidate: the
 * output is read upwards while its lines are the formatter's (problems, stylish's file headers, totals, blank lines).
 */
function warningsAbove(view: Parameters<Extractor["extract"]>[0], i: number): Candidate[] {
  const out: Candidate[] = [];
  // Stylish rows seen below their file's header, not yet placed.
  let rows: { k: number; p: NonNullable<ReturnType<typeof parseProblem>> }[] = [];
  for (let k = i - 1; k >= Math.max(0, i - OUTPUT_LINES); k--) {
    const l = view.lines[k];
    if (l === undefined) break;
    if (l.trim() === "" || OUTPUT_TAIL.test(l)) continue;
    const p = parseProblem(l, "Warning");
    if (p) {
      rows.push({ k, p });
      continue;
    }
    const f = formatterFinding(view, k, "Warning");
    if (f) {
      out.push(f);
      continue;
    }
    // Stylish's file header: the path, alone on the line right above its rows. Anything else ends the output.
    if (l.startsWith(" ") || rows.length === 0 || !parseProblem(view.lines[k + 1] ?? "", "Warning")) break;
    for (const r of rows) out.push(stylishFinding(view, r.k, r.p, l.trim()));
    rows = [];
  }
  return out.sort((x, y) => x.start - y.start);
}

export const eslint = {
  // xo is pretty.ts's tool: declared there, named here for the compact lines xo prints.
  tools: [ESLINT, STANDARD, XO],
  trigger:
    /^ {2,9}\d+:\d+ +error {2}|^[\w-]+: Use JavaScript |\[Error\/[@\w/-]+\]$|, Error - |^ESLint found too many warnings /,
  literals: [" error  ", ": Use JavaScript ", " [Error/", ", Error - ", "ESLint found too many warnings "],
  extract(view, anchors) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      if (TOO_MANY_WARNINGS.test(line)) {
        out.push(...warningsAbove(view, i));
        continue;
      }
      if (line.includes(": Use JavaScript ")) {
        out.push(...standardProblems(view, i));
        continue;
      }
      const f = formatterFinding(view, i, "Error");
      if (f) {
        out.push(f);
        continue;
      }
      const p = parseProblem(line);
      if (!p) continue;
      // The file is the nearest preceding line that is not a problem line.
      let file: string | null = null;
      for (let k = i - 1; k >= Math.max(0, i - OUTPUT_LINES); k--) {
        const l = view.lines[k] ?? "";
        if (/^ {2,9}\d+:\d+ /.test(l)) continue;
        if (l.trim() !== "" && !l.startsWith(" ")) file = l.trim();
        break;
      }
      if (file) out.push(stylishFinding(view, i, p, file));
    }
    return out;
  },
} satisfies Extractor;
