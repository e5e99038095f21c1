// What an extractor sees and what it returns. Extractors are pure: (lines) → candidates.

/** A stack frame or location as the tool printed it; resolved against the repository later. */
export interface RawFrame {
  function: string | null;
  path: string;
  line: number | null;
  column: number | null;
}

/** A failure as one tool reported it, before classification and path resolution. */
export interface Candidate {
  /** The extractor (`tsc`, `vitest`, …). */
  tool: string;
  /**
   * How much to trust it as a distinct failure: 3 a test framework's or compiler's own report, 2 a
   * runtime's crash report, 1 a generic error line, 0 a wrapper (`make: *** Error 1`, `npm error
   * Lifecycle`, exit codes) that only counts when nothing else was found.
   */
  weight: 0 | 1 | 2 | 3;
  test: string | null;
  suite: string | null;
  /** The failure's own location (the failing assertion, the compiler error), as printed. */
  where: RawFrame | null;
  /** Further frames, innermost first; the first one inside the repository may become the location. */
  frames: RawFrame[];
  /**
   * Where the runner says the test itself is declared (node:test's `test at file:line:col`): the location of a
   * failure that is no defect of the code, such as a service refusing the test (the frame that raised it is the
   * client reporting the refusal).
   */
  declared?: RawFrame | null;
  /** First line of the error. */
  message: string;
  /** The lines of the failure block as printed (bounded by the caller). */
  excerpt: string[];
  /** 0-based line index in the normalized log where the block starts and ends (inclusive). */
  start: number;
  end: number;
  code?: string;
  expected?: string;
  actual?: string;
  module?: string;
  snapshotFile?: string;
  limitMs?: number;
  /** Package or directory the tool ran the test in (go package path), a hint for path search. */
  dirHint?: string;
  /** Extra text to classify by (the exception type, the reporter's failure type). */
  kind?: string;
  /** The tool itself says this failure went away on a rerun (surefire's `Flakes:`): a flaky test, not a failure. */
  flaky?: boolean;
  /**
   * The tool prints each failure's details once (pytest's FAILURES sections): the same text twice is two
   * instances (two subtests of one test), never a summary repeating the details.
   */
  instance?: boolean;
}

/** A window of normalized lines. Extractors emit candidates that start in [from, to). */
export interface LogView {
  readonly lines: readonly string[];
  /** Global index of lines[0]. */
  readonly offset: number;
  readonly from: number;
  readonly to: number;
}

/** What kind of tool prints a failure: rules and commands that hold for a whole family say so once. */
export type Family =
  | "js-test"
  | "python-test"
  | "go"
  | "rust"
  | "jvm"
  | "c"
  | "typescript"
  | "python"
  | "ruby"
  | "lint"
  | "bundler"
  | "package-manager"
  | "shell"
  | "runtime"
  | "report";

/** What a reproduce command is built from: one failure as the report knows it. */
export interface ReproduceInput {
  tool: string;
  test: string | null;
  /** unittest: `module.Class.test`; vitest/jest: the file as printed. */
  suite: string | null;
  /** Verified repository path of the failure (the test file for tests). */
  file: string | null;
  /** go: package path; playwright: the test's `path:line`. */
  dirHint?: string | undefined;
  code?: string | undefined;
  /** The command the run executed: its interpreter or runner is reused. */
  command?: string | null | undefined;
}

/** A tool that prints failures: its id (on every candidate it yields), its family, its reproduce command. */
export interface Tool<Id extends string = string> {
  readonly id: Id;
  readonly family: Family;
  /** A command that runs just this failure again (and fails the same way), or null when none exists. */
  readonly reproduce?: (f: ReproduceInput) => string | null;
}

/** A tool with no narrower command than the one that ran (a build, a harness, a diff): a one-line command again. */
export const rerunCommand = (f: { command?: string | null | undefined }): string | null =>
  f.command && !f.command.includes("\n") ? f.command : null;

/** Declares a tool, keeping its id's literal type (so the registry's ids are a union checked at compile time). */
export const defineTool = <const Id extends string>(t: Tool<Id>): Tool<Id> => t;

export interface Extractor {
  /** The tools whose output this extractor reads; every candidate it returns names one of them. */
  readonly tools: readonly Tool[];
  /**
   * A cheap test for lines that may start (or set context for) a failure report. Must be linear:
   * literals and anchored prefixes only.
   */
  readonly trigger: RegExp;
  /**
   * Substrings one of which every line `trigger` matches contains (case-sensitive, as the normalized line
   * shows them). The scanner looks for them in the raw text first and normalizes and tests only the lines
   * that hold one (and the lines around those that match): a line without any is never given to `trigger`.
   * An extractor without `literals` turns that prefilter off for the whole scan (correct, slower). A test
   * checks on every corpus line that the literals cover the trigger.
   */
  readonly literals?: readonly string[];
  /**
   * Returns the candidates whose first line is among `anchors` (local indexes into view.lines,
   * ascending, all in [from, to), each matching `trigger`). `state` persists across windows.
   */
  extract(view: LogView, anchors: readonly number[], state: Record<string, unknown>): Candidate[];
}

/** At most this many lines are read after an anchor by any extractor (windows overlap by as much). */
export const LOOKAHEAD = 400;

/**
 * Literals for a numbered list item `1) ` (mocha's and jasmine's failures): a digit before `) `. `) ` alone is
 * in a tenth of the lines of a typical log (every parenthesised remark), which the prefilter would all decode.
 */
export const DIGIT_PAREN: readonly string[] = [
  "0) ",
  "1) ",
  "2) ",
  "3) ",
  "4) ",
  "5) ",
  "6) ",
  "7) ",
  "8) ",
  "9) ",
];
/** At most this many lines are read before an anchor. */
export const LOOKBEHIND = 200;

/**
 * A finding a tool prints whole on line i of the view (a linter's or a compiler's, a harness's one-line verdict): its
 * tool, place and message; weight 3 unless said.
 */
export function lineFinding(
  view: LogView,
  i: number,
  f: { tool: string; where: RawFrame | null; message: string; weight?: Candidate["weight"]; kind?: string },
): Candidate {
  return {
    tool: f.tool,
    weight: f.weight ?? 3,
    test: null,
    suite: null,
    where: f.where,
    frames: [],
    message: f.message,
    excerpt: excerptOf(view, i, i),
    start: i,
    end: i,
    ...(f.kind === undefined ? {} : { kind: f.kind }),
  };
}

/** Bounded excerpt of view lines [a, b]. */
export function excerptOf(view: LogView, a: number, b: number, max = 40): string[] {
  const end = Math.min(b, a + max - 1, view.lines.length - 1);
  return view.lines.slice(a, end + 1);
}

export function toInt(s: string | undefined): number | null {
  if (s === undefined || s === "") return null;
  const n = Number.parseInt(s, 10);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function frame(path: string, line?: string, column?: string, fn: string | null = null): RawFrame {
  return { function: fn, path, line: toInt(line), column: toInt(column) };
}

/** Index of the first line at or after `i` (up to `limit` lines) that satisfies `pred`, or -1. */
export function findForward(
  view: LogView,
  i: number,
  pred: (line: string) => boolean,
  limit = LOOKAHEAD,
): number {
  const end = Math.min(view.lines.length, i + limit);
  for (let k = i; k < end; k++) if (pred(view.lines[k] ?? "")) return k;
  return -1;
}

/** Node/V8 stack frame: `at fn (path:line:col)` or `at path:line:col`. Parsed without regex backtracking. */
export function parseJsFrame(line: string): RawFrame | null {
  const t = line.trimStart();
  if (!t.startsWith("at ")) return null;
  let body = t.slice(3).trim();
  let fn: string | null = null;
  if (body.endsWith(")")) {
    const open = body.lastIndexOf(" (");
    if (open > 0) {
      fn = body.slice(0, open);
      body = body.slice(open + 2, -1);
    } else if (body.startsWith("(")) {
      body = body.slice(1, -1);
    }
  }
  return splitPathLineCol(body, fn);
}

/** `path:line:col` or `path:line` (path may contain colons: `file:///x`, `C:\x`). */
export function splitPathLineCol(s: string, fn: string | null = null): RawFrame | null {
  const last = s.lastIndexOf(":");
  if (last <= 0) return null;
  const a = s.slice(last + 1);
  if (!/^\d+$/.test(a)) return null;
  const prev = s.lastIndexOf(":", last - 1);
  if (prev > 0 && /^\d+$/.test(s.slice(prev + 1, last))) {
    return { function: fn, path: s.slice(0, prev), line: toInt(s.slice(prev + 1, last)), column: toInt(a) };
  }
  return { function: fn, path: s.slice(0, last), line: toInt(a), column: null };
}

/** True for frames of the runtime itself or of dependencies: never a location to send anyone to. */
export function isForeignPath(path: string): boolean {
  return (
    path.startsWith("node:") ||
    path.includes("/node_modules/") ||
    // jest and vitest print frames relative to the root: `node_modules/pg-protocol/src/parser.ts:395:9`
    path.startsWith("node_modules/") ||
    path.startsWith("internal/") ||
    path.includes("/usr/lib/") ||
    path.includes("/usr/local/lib/") ||
    path.includes("/rustc/") ||
    path.includes("/.cargo/registry/") ||
    path.includes("/site-packages/") ||
    path.includes("/dist-packages/") ||
    /\/lib\/python\d/.test(path) ||
    path.includes("/.pyenv/") ||
    path.includes("/pkg/mod/") ||
    path.includes("/.rustup/") ||
    path.startsWith("/usr/include/") ||
    path.startsWith("<") ||
    path === "native"
  );
}
