// Formatters and linters chained into CI beside the tests, each with its own shape:
// - prettier --check: `[warn] src/a.js` per unformatted file (no line: the whole file differs), closed by
//   `[warn] Code style issues found in 2 files…`; a file it cannot parse: `[error] src/a.js: SyntaxError: … (3:5)`.
// - oxfmt --check: a line per unformatted file (`src/a.ts (0ms)`) above `Format issues found in above N files.`
// - prettier --list-different (-l): the bare relative path of each unformatted file, one a line, nothing else (exit
//   1). Read only after the package manager's echo of a script that runs it (`> prettier "**/*" --list-different`
//   from npm and pnpm, `$ prettier -l .` from yarn 1): elsewhere a bare path is anything.
// - biome (lint, check, ci): `lib/a.js:2:15 lint/suspicious/noDoubleEquals  FIXABLE  ━━━` then `  × message`
//   (`!` a warning, `i` a note); `lib/a.js format ━━━` for a file to format. With `--error-on-warnings` a warning
//   fails the run too: the run's summary then says so (`Found 1 warning.`, `  × Some warnings were emitted while
//   running checks.`).
// - stylelint's string formatter: the file alone on a line, then `  2:10  ✖  message  rule` per problem.
// - shellcheck's tty format: `In path line 105:`, the source line, then a caret line ending in
//   `SC2086 (info): message`; its gcc format: `path:105:8: note: message [SC2086]`.
// - rustfmt (`cargo fmt --check`): `Diff in /abs/src/lib.rs:82:` (older: `… at line 82:`), then a diff whose first
//   lines are context: the line to change is the first `-`/`+` line's.
// - markdownlint-cli2 (0.18+): `README.md:12:81 error MD013/line-length Line length [Expected: 80; Actual: 96]`, one
//   finding a line (`warning` ones fail nothing); markdownlint-cli and older markdownlint-cli2 print no severity
//   (`README.md:12 MD022/blanks-around-headings …`).
// - GitHub workflow commands, which tools print when they see GITHUB_ACTIONS (oxlint, biome, ruff, stylelint's and
//   eslint's github formatters): `::error file=src/a.ts,line=13,col=55,title=oxlint::message` (`%0A` a newline).
//   Only `::error` fails; read at the generic layer's weight (a tool that also prints its own report wins).
// - pyright: the file alone, then `  /abs/src/x.py:316:20 - error: message` (only errors fail the run) and the
//   rule on the next line, `(reportReturnType)`.
import {
  type Candidate,
  type Extractor,
  LOOKAHEAD,
  LOOKBEHIND,
  defineTool,
  excerptOf,
  frame,
  lineFinding,
  toInt,
} from "./types.js";
import { shellQuote } from "./command.js";
import { DIAGNOSTIC } from "./generic.js";
import { KNIP, KNIP_HEAD, KNIP_LITERALS, knipSection } from "./knip.js";

export const PRETTIER = defineTool({
  id: "prettier",
  family: "lint",
  reproduce: (f) => (f.file ? `npx prettier --check ${shellQuote(f.file)}` : "npx prettier --check ."),
});

export const OXFMT = defineTool({
  id: "oxfmt",
  family: "lint",
  reproduce: (f) => (f.file ? `npx oxfmt --check ${shellQuote(f.file)}` : "npx oxfmt --check"),
});

export const BIOME = defineTool({
  id: "biome",
  family: "lint",
  reproduce: (f) => (f.file ? `npx biome check ${shellQuote(f.file)}` : "npx biome check"),
});

export const RUFF = defineTool({
  id: "ruff",
  family: "lint",
  reproduce: (f) => {
    const what = f.file ? ` ${shellQuote(f.file)}` : "";
    return f.code === "format" ? `ruff format --check${what}` : `ruff check${what}`;
  },
});

export const BLACK = defineTool({
  id: "black",
  family: "lint",
  reproduce: (f) => (f.file ? `black --check ${shellQuote(f.file)}` : "black --check ."),
});

export const STYLELINT = defineTool({
  id: "stylelint",
  family: "lint",
  reproduce: (f) => (f.file ? `npx stylelint ${shellQuote(f.file)}` : null),
});

export const SHELLCHECK = defineTool({
  id: "shellcheck",
  family: "lint",
  reproduce: (f) => (f.file ? `shellcheck ${shellQuote(f.file)}` : null),
});

export const RUSTFMT = defineTool({ id: "rustfmt", family: "lint", reproduce: () => "cargo fmt --check" });

export const MARKDOWNLINT = defineTool({
  id: "markdownlint",
  family: "lint",
  reproduce: (f) => (f.file ? `npx markdownlint-cli2 ${shellQuote(f.file)}` : null),
});

export const PYRIGHT = defineTool({
  id: "pyright",
  family: "python",
  reproduce: (f) => (f.file ? `pyright ${shellQuote(f.file)}` : "pyright"),
});

const SHELLCHECK_CARET = /^\s{0,1000}\^-{0,1000}\^? (SC\d{4}) \((error|warning|info|style)\): (.{1,2000})$/;
const SHELLCHECK_IN = /^In (\S.{0,1000}?) line (\d{1,7}):$/;
const SHELLCHECK_GCC =
  /^(\S{1,1000}?):(\d{1,7}):(\d{1,7}): (?:error|warning|note|info|style): (.{1,2000}) \[(SC\d{4})\]$/;
const RUSTFMT_DIFF = /^Diff in (\S.{0,1000}?)(?: at line |:)(\d{1,7}):?$/;
const ANNOTATION = /^::error(?: (.{0,2000}?))?::(.{0,20000})$/;
const MARKDOWNLINT_FINDING =
  /^(\S{1,1000}?):(\d{1,7})(?::(\d{1,7}))? (?:(error|warning) )?(MD\d{3}(?:\/[\w-]{1,100}){0,4}) (.{1,2000})$/;
const PYRIGHT_ERROR = /^\s{0,8}(\S.{0,1000}?):(\d{1,7}):(\d{1,7}) - error: (.{1,2000})$/;

const PRETTIER_WARN = /^\[warn\] (\S.{0,1000}?\.[A-Za-z0-9]{1,12})$/;
const PRETTIER_ERROR = /^\[error\] (\S.{0,1000}?\.[A-Za-z0-9]{1,12}): (.{1,2000})$/;
// A diagnostic's header: the path (with line and column, except for a file-level category), the category, tags
// such as `FIXABLE`, then a rule of `━`.
const BIOME_HEAD =
  /^(\S{1,1000}?)(?::(\d{1,7}):(\d{1,7}))? ((?:lint|parse|format|assist|syntax|organizeImports|check)(?:\/[\w/-]{1,200})?)(?: .{0,200})? ━{3,}$/;
const BIOME_SEVERITY = /^ {2}([×✖!⚠iℹ]) (.{1,2000})$/;
/** biome's run summary (`Checked 7 files in 70ms. No fixes applied.`), and its error when warnings fail the run. */
const BIOME_CHECKED = /^Checked \d{1,9} files? in /;
const BIOME_WARNINGS_FAIL = /^ {2}[×✖] Some warnings were emitted while running checks\.?$/;
/** Lines after a diagnostic within which its run's summary is looked for (biome prints 20 diagnostics by default). */
const BIOME_SUMMARY_REACH = 3_000;

/**
 * Whether the biome run whose diagnostic is at line `i` failed on its warnings (`--error-on-warnings`): its summary
 * (`Checked …`, the first after `i`) is followed within a few lines by `× Some warnings were emitted while running
 * checks.`. `seen` keeps the summaries found for this call's anchors (line → verdict), so each is read once.
 */
function warningsFail(
  view: Parameters<Extractor["extract"]>[0],
  i: number,
  seen: Map<number, boolean>,
): boolean {
  for (const [at, fails] of seen) if (at > i && at - i <= BIOME_SUMMARY_REACH) return fails;
  const to = Math.min(view.lines.length, i + BIOME_SUMMARY_REACH);
  for (let j = i + 1; j < to; j++) {
    if (!BIOME_CHECKED.test(view.lines[j] ?? "")) continue;
    let fails = false;
    for (let k = j + 1; k < Math.min(view.lines.length, j + 5); k++)
      if (BIOME_WARNINGS_FAIL.test(view.lines[k] ?? "")) fails = true;
    seen.set(j, fails);
    return fails;
  }
  return false;
}
// ruff 0.9+ (full output): `F821 Undefined name \`tme\`` or `unformatted: File would be reformatted`, then
// `  --> src/x.py:32:20` and a code frame.
const RUFF_HEAD =
  /^(?:([A-Z]{1,4}\d{2,5})|(unformatted|invalid-syntax|syntax-error)): (?=\S)|^([A-Z]{1,4}\d{2,5}) (?=\S)/;
const ARROW = /^\s{0,8}--> (\S{1,1000}?):(\d{1,7}):(\d{1,7})$/;
// `Would reformat: src/x.py` (ruff format --check before 0.9), `would reformat /abs/src/x.py` (black --check).
const WOULD_REFORMAT = /^(W|w)ould reformat:? (\S.{0,1000})$/;
const STYLELINT_PROBLEM = /^ {2}(\d{1,7}):(\d{1,7}) {1,10}[✖×] {1,4}(.{1,2000})$/;

function prettierLine(view: Parameters<Extractor["extract"]>[0], i: number): Candidate | null {
  const line = view.lines[i] ?? "";
  const e = PRETTIER_ERROR.exec(line);
  if (e?.[1] && e[2]) {
    const at = /\((\d{1,7}):(\d{1,7})\)$/.exec(e[2]);
    return {
      tool: PRETTIER.id,
      weight: 3,
      test: null,
      suite: null,
      where: frame(e[1], at?.[1], at?.[2]),
      frames: [],
      message: e[2],
      excerpt: excerptOf(view, i, i),
      start: i,
      end: i,
    };
  }
  const w = PRETTIER_WARN.exec(line);
  // `[warn] Code style issues found in 2 files. Run Prettier with --write to fix.` ends in `fix.`, not a path.
  if (!w?.[1] || w[1].includes(" ")) return null;
  return {
    tool: PRETTIER.id,
    weight: 3,
    test: null,
    suite: null,
    where: frame(w[1]),
    frames: [],
    message: `${w[1]} is not formatted as prettier formats it`,
    excerpt: excerptOf(view, i, i),
    start: i,
    end: i,
    kind: "format check",
  };
}

/**
 * oxfmt --check: after `Checking formatting...`, a line per file that is not formatted (`src/utils.ts (0ms)`), then
 * `Format issues found in above N files. Run without \`--check\` to fix.`, the anchor: the files are read back up
 * to the header (at most LOOKBEHIND lines). No line: the whole file differs.
 */
const OXFMT_SUMMARY = /^Format issues found in above \d{1,9} files?\./;
const OXFMT_FILE = /^(\S{1,1000}?\.[A-Za-z0-9]{1,12}) \(\d{1,9}(?:\.\d{1,3})?m?s\)$/;

function oxfmtFiles(view: Parameters<Extractor["extract"]>[0], i: number): Candidate[] {
  const out: Candidate[] = [];
  for (let k = i - 1; k >= Math.max(0, i - LOOKBEHIND); k--) {
    const l = view.lines[k] ?? "";
    if (l.startsWith("Checking formatting")) break;
    const f = OXFMT_FILE.exec(l);
    if (!f?.[1]) continue;
    out.unshift(
      lineFinding(view, k, {
        tool: OXFMT.id,
        where: { function: null, path: f[1], line: null, column: null },
        message: `${f[1]} is not formatted as oxfmt formats it`,
      }),
    );
  }
  return out;
}

// A relative path as prettier prints it (`src/a.ts`, `.github/ci.yml`): no spaces, ending in an extension.
const LISTED_PATH = /^[\w.@+-][\w.@+/-]{0,1000}$/;
const EXTENSION = /(?:^|[^.])\.[A-Za-z0-9]{1,12}$/;
const SEPARATORS = new Set(["&&", "||", ";", "|"]);

/** Whether a script echo (`> …`, `$ …`) runs prettier with `-l`/`--list-different`. */
function listsDifferent(line: string): boolean {
  if (!(line.startsWith("> ") || line.startsWith("$ ")) || !line.includes("prettier")) return false;
  let inPrettier = false;
  for (const raw of line.slice(2).split(" ")) {
    const word = raw.replace(/^["']|["']$/g, "");
    if (SEPARATORS.has(word)) inPrettier = false;
    else if (!inPrettier)
      inPrettier = word === "prettier" || word.endsWith("/prettier") || word.startsWith("prettier@");
    else if (word === "-l" || word === "--list-different") return true;
  }
  return false;
}

/** The files a `prettier --list-different` run printed after its script's echo at `i`. */
function listedFiles(view: Parameters<Extractor["extract"]>[0], i: number): Candidate[] {
  if (!listsDifferent(view.lines[i] ?? "")) return [];
  const last = Math.min(view.lines.length - 1, i + LOOKAHEAD);
  let j = i + 1;
  // npm and pnpm print a blank line after the echo.
  if (j <= last && (view.lines[j] ?? "").trim() === "") j++;
  const out: Candidate[] = [];
  for (; j <= last; j++) {
    const line = view.lines[j] ?? "";
    // Scripts run beside it (npm-run-all -p, concurrently; their labels cut by normalization) start between its
    // echo and its list: their blank lines and their own echoes are not the end of it.
    if (line.trim() === "" || line.startsWith("> ")) {
      if (j - i <= 60) continue;
      break;
    }
    // A file it cannot parse (`[error] src/a.ts: SyntaxError…`) is read on its own line; the list goes on.
    if (line.startsWith("[error] ") || line.startsWith("[warn] ")) continue;
    if (!LISTED_PATH.test(line) || !EXTENSION.test(line)) break;
    out.push({
      tool: PRETTIER.id,
      weight: 3,
      test: null,
      suite: null,
      where: frame(line),
      frames: [],
      message: `${line} is not formatted as prettier formats it`,
      excerpt: excerptOf(view, j, j),
      start: j,
      end: j,
      kind: "format check",
    });
  }
  // A path followed by indented lines heads another tool's findings (stylelint, eslint's stylish): prettier passed.
  // (pnpm's ` ELIFECYCLE ` badge after the list starts with one space.)
  return /^(?: {2}|\t)/.test(view.lines[j] ?? "") ? [] : out;
}

function biomeDiagnostic(
  view: Parameters<Extractor["extract"]>[0],
  i: number,
  summaries: Map<number, boolean>,
): Candidate | null {
  const h = BIOME_HEAD.exec(view.lines[i] ?? "");
  if (!h?.[1] || !h[4]) return null;
  // The severity and message: the first non-blank line under the header.
  let k = i + 1;
  while (k < Math.min(view.lines.length, i + 4) && (view.lines[k] ?? "").trim() === "") k++;
  const s = BIOME_SEVERITY.exec(view.lines[k] ?? "");
  if (!s?.[1] || !s[2]) return null;
  // A note fails nothing; a warning only when the run says warnings fail it (`--error-on-warnings`).
  const warning = s[1] === "!" || s[1] === "⚠";
  if (s[1] !== "×" && s[1] !== "✖" && !(warning && warningsFail(view, k, summaries))) return null;
  // The block runs to the next header or the run's summary (`Checked 2 files…`).
  let end = k;
  for (let j = k + 1; j < Math.min(view.lines.length, i + 80); j++) {
    const l = view.lines[j] ?? "";
    if (BIOME_HEAD.test(l) || /^Checked \d/.test(l) || /^\S.{0,40} ━{3,}$/.test(l)) break;
    if (l.trim() !== "") end = j;
  }
  const category = h[4];
  // A file-level diagnostic (`format`) names no line: the first line of its diff that would change does, in
  // the paired form (`20     │ - old`, `    20 │ + new`) or, for a change inside one line, the compact one: the
  // line once (`56 │ ···return…`) and under it a row of `+`/`-` marking the columns that change.
  const block = view.lines.slice(k + 1, end + 1);
  const diffLine =
    h[2] === undefined
      ? (block
          .map((l) => /^\s{1,12}(\d{1,7})(?:\s{1,12}\d{1,7})?\s{1,12}│ [-+]/.exec(l)?.[1])
          .find(Boolean) ??
        block
          .map((l, j) =>
            /^\s{0,20}│[\s+-]{0,2000}[+-]\s{0,20}$/.test(block[j + 1] ?? "")
              ? /^\s{1,12}(\d{1,7})\s{1,12}│ /.exec(l)?.[1]
              : undefined,
          )
          .find(Boolean))
      : undefined;
  return {
    tool: BIOME.id,
    weight: 3,
    test: null,
    suite: null,
    where: frame(h[1], h[2] ?? diffLine, h[3]),
    frames: [],
    message: category === "format" ? `${h[1]} is not formatted as biome formats it` : s[2].trim(),
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
    code: category,
    ...(category === "format" ? { kind: "format check" } : {}),
  };
}

function ruffDiagnostic(view: Parameters<Extractor["extract"]>[0], i: number): Candidate | null {
  const a = ARROW.exec(view.lines[i] ?? "");
  const headLine = view.lines[i - 1] ?? "";
  const h = RUFF_HEAD.exec(headLine);
  if (!a?.[1] || !h) return null;
  const code = h[1] ?? h[3];
  const format = h[2] === "unformatted";
  let end = i;
  for (let k = i + 1; k < Math.min(view.lines.length, i + 60); k++) {
    const l = view.lines[k] ?? "";
    if (!/^\s{0,8}(?:\d{1,7} {0,2}[|+-]|[|=] ?|\s{0,8}[|+-])/.test(l) && l.trim() !== "") break;
    if (l.trim() !== "") end = k;
  }
  return {
    tool: RUFF.id,
    weight: 3,
    test: null,
    suite: null,
    where: frame(a[1], a[2], a[3]),
    frames: [],
    message: format
      ? `${a[1]} is not formatted as ruff formats it`
      : headLine
          .slice(code ? code.length + 1 : 0)
          .replace(/^: /, "")
          .trim(),
    excerpt: excerptOf(view, i - 1, end),
    start: i - 1,
    end,
    code: format ? "format" : (code ?? h[2] ?? ""),
    ...(format ? { kind: "format check" } : {}),
  };
}

function wouldReformat(view: Parameters<Extractor["extract"]>[0], i: number): Candidate | null {
  const m = WOULD_REFORMAT.exec(view.lines[i] ?? "");
  if (!m?.[2]) return null;
  const black = m[1] === "w";
  return {
    tool: black ? BLACK.id : RUFF.id,
    weight: 3,
    test: null,
    suite: null,
    where: frame(m[2].trim()),
    frames: [],
    message: `${m[2].trim()} is not formatted as ${black ? "black" : "ruff"} formats it`,
    excerpt: excerptOf(view, i, i),
    start: i,
    end: i,
    code: "format",
    kind: "format check",
  };
}

function stylelintProblem(view: Parameters<Extractor["extract"]>[0], i: number): Candidate | null {
  const m = STYLELINT_PROBLEM.exec(view.lines[i] ?? "");
  if (!m?.[3]) return null;
  // The file: the nearest line above that is neither a problem nor blank, alone and unindented.
  let file: string | null = null;
  for (let k = i - 1; k >= Math.max(0, i - 2000); k--) {
    const l = view.lines[k] ?? "";
    if (STYLELINT_PROBLEM.test(l) || /^ {2}\d{1,7}:\d{1,7} {1,10}⚠/.test(l)) continue;
    if (/^\S{1,1000}\.[A-Za-z0-9]{1,12}$/.test(l)) file = l;
    break;
  }
  if (!file) return null;
  const rest = m[3].trimEnd();
  const gap = rest.lastIndexOf("  ");
  const rule = gap > 0 ? rest.slice(gap).trim() : "";
  const isRule = /^[@a-z0-9/_-]{1,100}$/.test(rule);
  return {
    tool: STYLELINT.id,
    weight: 3,
    test: null,
    suite: null,
    where: { function: null, path: file, line: toInt(m[1]), column: toInt(m[2]) },
    frames: [],
    message: isRule ? `${rest.slice(0, gap).trim()} (${rule})` : rest,
    excerpt: excerptOf(view, i, i),
    start: i,
    end: i,
    ...(isRule ? { code: rule } : {}),
  };
}

function shellcheckFinding(view: Parameters<Extractor["extract"]>[0], i: number): Candidate | null {
  const line = view.lines[i] ?? "";
  const g = SHELLCHECK_GCC.exec(line);
  if (g?.[1] && g[4] && g[5])
    return {
      tool: SHELLCHECK.id,
      weight: 3,
      test: null,
      suite: null,
      where: frame(g[1], g[2], g[3]),
      frames: [],
      message: g[4],
      excerpt: excerptOf(view, i, i),
      start: i,
      end: i,
      code: g[5],
    };
  const c = SHELLCHECK_CARET.exec(line);
  if (!c?.[1] || !c[3]) return null;
  // The file and line: the `In … line N:` above (the source line, and other findings on it, between).
  for (let k = i - 1; k >= Math.max(0, i - 40); k--) {
    const h = SHELLCHECK_IN.exec(view.lines[k] ?? "");
    if (!h?.[1]) continue;
    return {
      tool: SHELLCHECK.id,
      weight: 3,
      test: null,
      suite: null,
      // The caret sits under the finding: shellcheck prints the source line as it is.
      where: frame(h[1], h[2], String(line.indexOf("^") + 1)),
      frames: [],
      message: c[3],
      excerpt: excerptOf(view, k, i),
      start: i,
      end: i,
      code: c[1],
    };
  }
  return null;
}

function rustfmtDiff(view: Parameters<Extractor["extract"]>[0], i: number): Candidate | null {
  const d = RUSTFMT_DIFF.exec(view.lines[i] ?? "");
  if (!d?.[1] || !d[2]) return null;
  // The header names the hunk's first line, context included: count the context lines before the first change.
  let context = 0;
  let changed = false;
  let end = i;
  for (let k = i + 1; k < Math.min(view.lines.length, i + 60); k++) {
    const l = view.lines[k] ?? "";
    if (RUSTFMT_DIFF.test(l) || !/^[ +-]/.test(l)) break;
    end = k;
    if (l.startsWith(" ") && !changed) context++;
    else changed = true;
  }
  const line = Number(d[2]) + (changed ? context : 0);
  return {
    tool: RUSTFMT.id,
    weight: 3,
    test: null,
    suite: null,
    where: frame(d[1], String(line)),
    frames: [],
    message: `${d[1]} is not formatted as rustfmt formats it`,
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
    code: "format",
    kind: "format check",
  };
}

function pyrightError(view: Parameters<Extractor["extract"]>[0], i: number): Candidate | null {
  const p = PYRIGHT_ERROR.exec(view.lines[i] ?? "");
  if (!p?.[1] || !p[4]) return null;
  // The rule closes the message, on its line or on the indented lines under it: `(reportReturnType)`.
  let end = i;
  let rule: string | undefined;
  for (let k = i; k < Math.min(view.lines.length, i + 12); k++) {
    const l = view.lines[k] ?? "";
    if (k > i && !/^\s{4,}\S/.test(l)) break;
    end = k;
    rule = /\((report[A-Za-z]{1,80})\)$/.exec(l)?.[1] ?? rule;
    if (rule) break;
  }
  return {
    tool: PYRIGHT.id,
    weight: 3,
    test: null,
    suite: null,
    where: frame(p[1], p[2], p[3]),
    frames: [],
    message: p[4].replace(/ \(report[A-Za-z]{1,80}\)$/, ""),
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
    ...(rule ? { code: rule } : {}),
  };
}

/** A workflow command's escaped value (`%25`, `%0D`, `%0A`, and in properties `%3A`, `%2C`). */
const unescapeCommand = (v: string) =>
  v.replace(/%(25|0D|0A|3A|2C)/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

function annotation(view: Parameters<Extractor["extract"]>[0], i: number): Candidate | null {
  const m = ANNOTATION.exec(view.lines[i] ?? "");
  if (!m) return null;
  const props = new Map<string, string>();
  for (const kv of (m[1] ?? "").split(",")) {
    const eq = kv.indexOf("=");
    if (eq > 0) props.set(kv.slice(0, eq).trim(), unescapeCommand(kv.slice(eq + 1)));
  }
  const data = unescapeCommand(m[2] ?? "");
  const message =
    data
      .split(/\r?\n/)
      .find((l) => l.trim() !== "")
      ?.trim() ??
    props.get("title") ??
    "";
  if (message === "") return null;
  const file = props.get("file");
  const title = props.get("title");
  return {
    tool: DIAGNOSTIC.id,
    weight: 1,
    test: null,
    suite: null,
    where: file ? frame(file, props.get("line"), props.get("col") ?? props.get("column")) : null,
    frames: [],
    message,
    excerpt: excerptOf(view, i, i),
    start: i,
    end: i,
    ...(title ? { code: title } : {}),
  };
}

function markdownlintFinding(view: Parameters<Extractor["extract"]>[0], i: number): Candidate | null {
  const m = MARKDOWNLINT_FINDING.exec(view.lines[i] ?? "");
  if (!m?.[1] || !m[5] || !m[6] || m[4] === "warning") return null;
  return {
    tool: MARKDOWNLINT.id,
    weight: 3,
    test: null,
    suite: null,
    where: frame(m[1], m[2], m[3]),
    frames: [],
    message: `${m[6]} (${m[5]})`,
    excerpt: excerptOf(view, i, i),
    start: i,
    end: i,
    code: m[5],
  };
}

export const lint = {
  tools: [
    PRETTIER,
    BIOME,
    STYLELINT,
    RUFF,
    BLACK,
    SHELLCHECK,
    RUSTFMT,
    PYRIGHT,
    MARKDOWNLINT,
    KNIP,
    DIAGNOSTIC,
    OXFMT,
  ],
  trigger: new RegExp(
    `${KNIP_HEAD.source}|${OXFMT_SUMMARY.source}|${/^[>$] .{0,4000}prettier|^\s{0,8}--> \S|^[Ww]ould reformat:? \S|^\[(?:warn|error)\] \S|^\S+ (?:lint|parse|format|assist|syntax|organizeImports|check)\b.*━━━$|^ {2}\d+:\d+ +[✖×] |\^ SC\d|- SC\d| \[SC\d{4}\]$|^Diff in \S| - error: |^\S{1,1000}?:\d{1,7}(?::\d{1,7})? (?:error |warning )?MD0|^::error[ :]/.source}`,
  ),
  literals: [
    ...KNIP_LITERALS,
    "[warn] ",
    "[error] ",
    "━━━",
    "✖ ",
    "× ",
    "--> ",
    "ould reformat",
    "^ SC",
    "- SC",
    " [SC",
    "Diff in ",
    " - error: ",
    " MD0",
    "::error",
    "prettier",
    "Format issues found in above ",
  ],
  extract(view, anchors) {
    const out: Candidate[] = [];
    const summaries = new Map<number, boolean>();
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      if (line.startsWith("> ") || line.startsWith("$ ")) {
        out.push(...listedFiles(view, i));
        continue;
      }
      if (KNIP_HEAD.test(line)) {
        out.push(...knipSection(view, i));
        continue;
      }
      if (OXFMT_SUMMARY.test(line)) {
        out.push(...oxfmtFiles(view, i));
        continue;
      }
      const c = line.startsWith("::error")
        ? annotation(view, i)
        : / (?:error |warning )?MD\d{3}/.test(line)
          ? markdownlintFinding(view, i)
          : / SC\d{4}\b/.test(line)
            ? shellcheckFinding(view, i)
            : line.startsWith("Diff in ")
              ? rustfmtDiff(view, i)
              : line.includes(" - error: ")
                ? pyrightError(view, i)
                : ARROW.test(line)
                  ? ruffDiagnostic(view, i)
                  : /^[Ww]ould reformat/.test(line)
                    ? wouldReformat(view, i)
                    : line.startsWith("[")
                      ? prettierLine(view, i)
                      : line.startsWith("  ")
                        ? stylelintProblem(view, i)
                        : biomeDiagnostic(view, i, summaries);
      if (c) out.push(c);
    }
    return withoutParseCascade(out);
  },
} satisfies Extractor;

/**
 * shellcheck reports one syntax error as a cascade: the parse error itself (`SC1049 Did you forget the 'then'`,
 * `SC1073 Couldn't parse this elif clause`), with an info pointing at the construct it was in (`SC1009 The
 * mentioned syntax error was in this if expression`) and the token where parsing gave up (`SC1072 Unexpected
 * keyword/token. Fix any mentioned problems and try again`). The two pointers are context of the error in the
 * same file, not findings of their own; alone, they are kept.
 */
const PARSE_CONTEXT = new Set(["SC1009", "SC1072"]);
function withoutParseCascade(found: Candidate[]): Candidate[] {
  const parsed = new Set<string>();
  for (const c of found)
    if (c.tool === SHELLCHECK.id && c.code?.startsWith("SC1") && !PARSE_CONTEXT.has(c.code) && c.where)
      parsed.add(c.where.path);
  if (parsed.size === 0) return found;
  return found.filter(
    (c) =>
      c.tool !== SHELLCHECK.id ||
      !c.code ||
      !PARSE_CONTEXT.has(c.code) ||
      !c.where ||
      !parsed.has(c.where.path),
  );
}
