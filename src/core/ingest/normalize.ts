// Turns raw CI output into clean lines: no ANSI colour codes, no GitHub job-log prefixes, no CR.
// Every function here is linear in its input; line numbers are preserved (one output line per input line).

/** Lines longer than this are cut before analysis: nothing a tool prints about a failure is longer. */
export const MAX_LINE = 4_096;

// CSI sequences, OSC sequences (terminated by BEL or ST), and two-character escapes. Each alternative is a
// single pass over a character class, so the scan cannot backtrack.
const ANSI =
  /\x1b[()*+][0-9A-Za-z]|\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-Z\\-_]|\x9b[0-?]*[ -/]*[@-~]/g;

/** One pass to tell whether a line needs any of the slower rewrites. */
const SPECIAL = /[\x1b\x9b\r]/;

const ZERO = 48;
const NINE = 57;
const isDigit = (c: number) => c >= ZERO && c <= NINE;

/** Length of a GitHub job-log timestamp prefix (`2024-05-01T12:00:00.1234567Z `) at the start, or 0. */
function timestampPrefix(line: string): number {
  if (line.length < 21) return 0;
  if (line.charCodeAt(4) !== 45 || line.charCodeAt(7) !== 45 || line.charCodeAt(10) !== 84) return 0;
  if (line.charCodeAt(13) !== 58 || line.charCodeAt(16) !== 58) return 0;
  for (const i of [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18])
    if (!isDigit(line.charCodeAt(i))) return 0;
  let i = 19;
  if (line.charCodeAt(i) === 46) {
    i++;
    while (i < line.length && i < 40 && isDigit(line.charCodeAt(i))) i++;
  }
  if (line.charCodeAt(i) !== 90) return 0; // Z
  return line.charCodeAt(i + 1) === 32 ? i + 2 : i + 1;
}

const MARKERS = [
  "##[group]",
  "##[endgroup]",
  "##[error]",
  "##[warning]",
  "##[notice]",
  "##[debug]",
  "##[section]",
  "##[command]",
];

/**
 * pnpm's prefix on each line of a package's script output when it runs several packages at once (`pnpm -r test`,
 * `--parallel`, `--stream`): the package's folder relative to where pnpm ran, its script, a colon
 * (`packages/prompts test: `; the command itself is announced as `packages/prompts test$ vitest run`). The folder
 * must have a `/` (or be `.`), so `Caused by: ` or `Expected value: ` are never taken for one. Bounded quantifiers
 * over classes that the next literal (`/`, ` `, `: `) leaves: no backtracking beyond a constant.
 */
const PNPM_PREFIX = /^(\.|[\w@.+-]{1,100}(?:\/[\w@.+-]{1,100}){1,20}) [A-Za-z_][\w:.+-]{0,100}: /;
/**
 * turbo's prefix on each line of a task's output: the package's name (lowercase, as npm requires, so that Python
 * logging's `ERROR:root:…` is none), its task, a colon (`@loc/cart:test: `, `web:test:unit: `). It names a package,
 * not a folder: the folder is the one the package manager's header or error inside the output names. A task starts
 * with a letter: `add.s:6: ` and `linenoise.c:166:13: ` are compilers' diagnostics.
 */
const TURBO_PREFIX =
  /^(?:@[a-z0-9][a-z0-9._~-]{0,100}\/)?[a-z0-9][a-z0-9._~-]{0,100}:[A-Za-z_][\w:.-]{0,100}: /;

/**
 * The label npm-run-all (`-l`, `--print-label`) and concurrently put on each line of a script they run beside
 * others: a script name padded to the longest one's width (`[lint:js      ] `, `[lint:spelling] `), concurrently's
 * index (`[0] `) or the name it gives a script it runs by wildcard (`concurrently pnpm:test:*` → `[client] `,
 * `[ssr] `). Tools print bracketed tags of their own at a line's start (`[warn] `, `[ERROR] `, `[!] `,
 * `[vite:esbuild] `, `[gw0] `, `[ 88%] `, `[doctest] `), so a label must say it is one: padded inside its brackets,
 * or a script name with a `:` (npm's namespaced scripts) that is no bundler's plugin tag, or a small index, or a
 * lowercase word that is none of the tags tools are known to print (TOOL_TAGS).
 */
const RUN_LABEL = /^\[([A-Za-z0-9_][\w.@/+*-]{0,80}(?::[\w.@/+*-]{1,80}){0,6})( {0,80})\] $/;
const PLUGIN_TAGS =
  /^(?:vite|plugin|rollup|rolldown|commonjs|vitest|webpack|esbuild|tsup|sass|postcss|babel):/i;
// Lowercase tags that tools print first on a line: log levels (prettier, vitest's console, consola), test drivers'
// (doctest, pytest-xdist's workers `gw0`, playwright's projects), bundlers' and dev servers'.
const TOOL_TAGS =
  /^(?:warn|warning|error|err|info|log|debug|trace|verbose|notice|note|fatal|success|ok|fail|failed|pass|passed|skip|skipped|todo|doctest|gw\d{1,4}|chromium|firefox|webkit|tsl|vite|vitest|webpack|webpack-cli|webpack-dev-server|wds|hmr|rollup|rolldown|esbuild|tsup|tsdown|unbuild|nodemon|babel|sass|postcss|plugin|nuxt|nitro|next|astro|jest|mocha|tap|ava|eslint|prettier|tsc|npm|pnpm|yarn|node)$/;

function runLabel(line: string): number {
  const close = line.indexOf("] ");
  if (close < 2 || close > 600) return 0;
  const m = RUN_LABEL.exec(line.slice(0, close + 2));
  if (!m?.[1]) return 0;
  const padded = (m[2] ?? "") !== "";
  const script = m[1].includes(":") && !PLUGIN_TAGS.test(m[1]);
  const index = /^\d{1,2}$/.test(m[1]);
  const word = /^[a-z][a-z0-9_-]{1,40}$/.test(m[1]) && !TOOL_TAGS.test(m[1]);
  return padded || script || index || word ? close + 2 : 0;
}

/**
 * The length of a package manager's workspace prefix at the start of `line` (pnpm's or turbo's, see PNPM_PREFIX and
 * TURBO_PREFIX; npm-run-all's or concurrently's label, see RUN_LABEL) and the folder it names (null: it names a
 * package or a script, not its folder), or null.
 */
export function workspacePrefix(line: string): { length: number; dir: string | null } | null {
  if (line.charCodeAt(0) === 91) {
    const label = runLabel(line);
    return label > 0 ? { length: label, dir: null } : null;
  }
  // Native searches first (most lines are refused by them).
  const sp = line.indexOf(" ");
  if (sp < 1 || sp > 2_100) return null;
  if (line.charCodeAt(sp - 1) === 58) {
    // `pkg:task: `: no space before the colon that ends it.
    const m = TURBO_PREFIX.exec(line);
    return m && m[0].length === sp + 1 ? { length: m[0].length, dir: null } : null;
  }
  // `folder script: `, the folder with a `/` or `.`.
  if (line.lastIndexOf("/", sp) < 1 && !(sp === 1 && line.charCodeAt(0) === 46)) return null;
  const colon = line.indexOf(": ", sp + 2);
  if (colon < 0 || colon > sp + 101 || line.lastIndexOf(" ", colon - 1) !== sp) return null;
  const m = PNPM_PREFIX.exec(line);
  return m?.[1] ? { length: m[0].length, dir: m[1] } : null;
}

/**
 * CTest's verbose mode (`ctest -V`, `-VV`, `--verbose`) prints every line a test program writes behind the test's
 * number (`2: [  FAILED  ] Suite.name`, `5: terminate called after throwing …`; `2: ` alone for a blank line), so
 * that the output of tests run at once can be told apart. Other tools print a number first too (rollup's code frame
 * `3: import { x } from './a'`, V8's native stack `10: 0x195e476  [node]`): the number is cut only inside a
 * verbose CTest run, from a test's `N: Test command: …` (the first line ctest prints for each test in that mode) to
 * ctest's summary (`83% tests passed, 1 tests failed out of 6`). Which lines those are is the scanner's to follow
 * (it reads the lines in order): normalizeLinePrefixed says where each mark is and cuts the number when told.
 */
const CTEST_NUMBER = /^\d{1,6}:(?: |$)/;
const CTEST_START = /^\d{1,6}: Test command: /;
const CTEST_END = /^\d{1,3}% tests passed, \d{1,9} tests? failed out of \d{1,9}/;
/** What the prefilter must decode in order for the scanner to see CTest's marks (see CTEST_NUMBER). */
export const CTEST_MARKS = [": Test command: ", "% tests passed, "] as const;

/**
 * What the prefilter must decode in order for the scanner to see where a package's script starts (packageBanner):
 * the `@` of its header's version (`@0.3.3 `, or `@ ` for a package without one) and the bounds of a group.
 */
export const BANNER_MARKS = [
  ...["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", " "].map((d) => `@${d}`),
  "::group::",
  "::endgroup::",
  "##[group]",
  "##[endgroup]",
] as const;

// A package's script starting, as the package manager prints it before running it: pnpm's `> @x/a@0.3.3 test:types
// /home/runner/work/x/x/packages/a` (the folder the script runs in), `> @x/example@ build /abs/examples/a` (a package
// without a version), npm's `> @x/a@1.0.0 test` (no folder).
const PACKAGE_BANNER = /^> \S{1,300}@(?:\d\S{0,100})? [\w:.-]{1,100}(?: ((?:\/|[A-Za-z]:[\\/]).{0,1000}))?$/;

/**
 * What a line (`raw`, and `line` as normalized) says of the folder the output after it is printed from: the folder a
 * package's script header names (a string), a new scope whose folder is unknown (null: npm's header without one, or a
 * group's start or end, as nx wraps each task of `nx affected` in `::group::❌ > nx run a:test` … `::endgroup::`), or
 * nothing (undefined). A tool run by the script prints paths relative to that folder (tsc's `src/index.ts:43:7`).
 */
export function packageBanner(raw: string, line: string): string | null | undefined {
  if (line.startsWith("> ")) {
    const m = PACKAGE_BANNER.exec(line);
    return m ? (m[1]?.trimEnd() ?? null) : undefined;
  }
  if (line.startsWith("::group::") || line.startsWith("::endgroup::")) return null;
  // GitHub's own markers (after a timestamp) are cut by normalization: the raw line tells.
  const at = raw.indexOf("##[");
  return at >= 0 && (raw.startsWith("##[group]", at) || raw.startsWith("##[endgroup]", at))
    ? null
    : undefined;
}

/**
 * What normalizeLinePrefixed says of a line's prefix: its text (null: none; a workspace prefix, a CTest test's number
 * or both), the folder a workspace prefix names, and a verbose CTest run's mark on the line (see CTEST_NUMBER).
 */
export interface LinePrefix {
  text: string | null;
  dir: string | null;
  ctest?: "start" | "end" | null;
}

/**
 * Normalizes one line (without its terminating newline). A package manager's workspace prefix is cut: the line is
 * read as the runner printed it.
 */
export function normalizeLine(raw: string): string {
  return normalizeLinePrefixed(raw, null);
}

/**
 * normalizeLine, writing to `prefix` the folder the line's workspace prefix named (the scanner's `dirHint`) and
 * CTest's mark on it; `ctest`: the line is inside a verbose CTest run, its test's number is cut.
 */
export function normalizeLinePrefixed(raw: string, prefix: LinePrefix | null, ctest = false): string {
  let line = raw;
  if (line.length > MAX_LINE) line = line.slice(0, MAX_LINE);
  if (line.charCodeAt(line.length - 1) === 13) line = line.slice(0, -1);
  const special = SPECIAL.test(line);
  if (special && (line.includes("\x1b") || line.includes("\x9b"))) line = line.replace(ANSI, "");
  const ts = timestampPrefix(line);
  if (ts > 0) line = line.slice(ts);
  if (line.charCodeAt(0) === 35 && line.startsWith("##[")) {
    for (const m of MARKERS) {
      if (line.startsWith(m)) {
        line = line.slice(m.length);
        break;
      }
    }
  }
  const ws = workspacePrefix(line);
  if (prefix) {
    prefix.text = ws ? line.slice(0, ws.length) : null;
    prefix.dir = ws ? ws.dir : null;
  }
  if (ws) line = line.slice(ws.length);
  if (prefix || ctest) {
    const digit = line.charCodeAt(0) >= 48 && line.charCodeAt(0) <= 57;
    const start = digit && CTEST_START.test(line);
    if (prefix) prefix.ctest = start ? "start" : digit && CTEST_END.test(line) ? "end" : null;
    const number = (ctest || start) && digit ? CTEST_NUMBER.exec(line) : null;
    if (number) {
      // One text per test whether its line is blank or not (`2: ` and `2:`): the scanner ends a block where it changes.
      if (prefix) prefix.text = `${prefix.text ?? ""}${number[0].trimEnd()} `;
      line = line.slice(number[0].length);
    }
  }
  // A carriage return inside a line is a terminal overwrite (progress bars): what is shown is the last part.
  if (special && line.includes("\r")) {
    const parts = line.split("\r");
    line = parts.findLast((part) => part.trim() !== "") ?? "";
  }
  if (line.charCodeAt(0) === 123 && line.startsWith('{"Time":')) line = decodeGoTestJson(line);
  return line;
}

/**
 * `go test -json` prints one JSON event per line; the output a person would have seen is in the `Output`
 * field of `output` events. Other events become empty lines so line numbers are kept.
 */
function decodeGoTestJson(line: string): string {
  if (!line.includes('"Action":"output"')) return "";
  try {
    const event: unknown = JSON.parse(line);
    if (event && typeof event === "object" && "Output" in event && typeof event.Output === "string") {
      return event.Output.replace(/\r?\n$/, "");
    }
  } catch {
    // Not JSON after all (a truncated line): keep the text as it is.
  }
  return line;
}

/** Splits text into normalized lines. */
export function normalizeLog(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    if (end === text.length && start === text.length) break;
    out.push(normalizeLine(text.slice(start, end)));
    start = end + 1;
  }
  return out;
}
