// karma: a browser's test results as karma's reporters print them. Every line names the browser as karma shortens its
// user agent, `Chrome Headless 156.0.0.0 (Linux x86_64)`: browser, version, then the system in parentheses.
// - karma's own reporters (progress, dots; reporters/base.js): `<browser> <suites> <test> FAILED`, then each entry of
//   the result's log (the adapter's error: mocha's or jasmine's message and stack, QUnit's message, `Expected: …`,
//   `Actual: …` and stack) indented with a tab; a test that fails in two browsers is printed once per browser.
// - an error outside any test (reporters/base.js onBrowserError): `<browser> ERROR`, then the error indented by two
//   spaces (a page's uncaught error: `Uncaught …`, `at file:line:col`, a blank line, the error's stack).
// - karma-mocha-reporter's `FAILED TESTS:` tree: the suites of each failed test, two spaces deeper per level, the
//   test as `✖ title`, the browsers it failed in on the lines below it, then the error (one browser's) and its stack,
//   and a blank line.
// karma's formatError prints a file it served from its basePath relative to that folder (`test.js:94:14` for the
// repository's test/test.js); the path search finds it by its trailing path.
import {
  type Candidate,
  type Extractor,
  type LogView,
  type RawFrame,
  LOOKBEHIND,
  defineTool,
  excerptOf,
  parseJsFrame,
  splitPathLineCol,
} from "./types.js";
import { ERROR_HEAD } from "./js-common.js";

export const KARMA = defineTool({
  id: "karma",
  family: "js-test",
  // karma selects no test from its command line (a grep reaches the adapter only through a running server's
  // `karma run -- --grep`): the whole run is the reproduction.
  reproduce: () => null,
});

/** karma's short browser name: `Chrome Headless 156.0.0.0 (Linux x86_64)`, `Firefox 153.0 (Linux x86_64)`. */
const BROWSER = String.raw`[A-Za-z][\w.-]{0,40}(?: [A-Za-z][\w.-]{0,40}){0,3} \d[\w.]{0,30} \([^()]{1,100}\)`;
const SPEC_FAILURE = new RegExp(String.raw`^(${BROWSER} .{1,1000}) FAILED$`);
const BROWSER_ERROR = new RegExp(String.raw`^${BROWSER} ERROR$`);
/** karma-mocha-reporter's failed test (log-symbols' cross: `✖`, `×` on Windows) and a browser line below it. */
const MOCHA_ITEM = /^( {2,80})[✖×] (.{1,1000})$/;
const MOCHA_BROWSER = new RegExp(String.raw`^( {4,90})${BROWSER}$`);
const FAILED_TESTS = "FAILED TESTS:";

/** QUnit's details as karma-qunit logs them: the two values an assertion compared. */
const QUNIT_VALUES = { expected: /^Expected: (.{0,300})/, actual: /^Actual: (.{0,300})/ };

/**
 * A frame as Firefox and Safari print them, `fn@url:line:col` (`@url:line:col` for a top-level one): the first `@`
 * before a URL's scheme or an absolute path ends the function's name (a scoped package's `/@scope/` is inside the
 * path, after it).
 */
function geckoFrame(line: string): RawFrame | null {
  const at = line.search(/@(?:[a-z][\w+.-]{0,20}:\/|\/)/);
  if (at < 0) return null;
  const f = splitPathLineCol(line.slice(at + 1), line.slice(0, at) || null);
  return f && f.line !== null ? f : null;
}

/**
 * The frames of an error's lines (V8's `at …`, Firefox's and Safari's `fn@…`), without karma's own files
 * (`http://localhost:9876/context.js`: a file karma served from its basePath is printed relative to it).
 */
function framesOf(lines: readonly string[]): RawFrame[] {
  const out: RawFrame[] = [];
  for (const l of lines) {
    const f = parseJsFrame(l) ?? geckoFrame(l);
    if (f && !/^https?:\/\//.test(f.path)) out.push(f);
    if (out.length >= 12) break;
  }
  return out;
}

/**
 * A failure's message, kind and values from its log lines (trimmed): the first line is the adapter's message; an
 * error's class names its kind, QUnit's `Expected:`/`Actual:` pair an assertion, mocha's timeout its time limit.
 */
function errorOf(
  lines: readonly string[],
): Pick<Candidate, "message" | "kind" | "expected" | "actual" | "limitMs"> {
  const message = lines.find((l) => l !== "") ?? "";
  let expected: string | undefined;
  let actual: string | undefined;
  for (const l of lines.slice(0, 40)) {
    expected ??= QUNIT_VALUES.expected.exec(l)?.[1];
    actual ??= QUNIT_VALUES.actual.exec(l)?.[1];
  }
  const type = ERROR_HEAD.exec(message)?.[1];
  // karma-mocha's test over its time limit: mocha's `Error: Timeout of 2000ms exceeded. …`.
  const limit = /Timeout of (\d{1,9})ms exceeded/.exec(message)?.[1];
  return {
    message,
    ...(limit ? { limitMs: Number(limit) } : {}),
    ...(type
      ? { kind: type }
      : expected !== undefined && actual !== undefined
        ? { kind: "qunit assertion" }
        : {}),
    ...(expected !== undefined ? { expected } : {}),
    ...(actual !== undefined ? { actual } : {}),
  };
}

/**
 * The lines below line `i` that start with `indent` (trimmed), up to 400 and without the blank ones at the end, and
 * the line of the last kept (`i` when none).
 */
function indentedBelow(view: LogView, i: number, indent: string): { block: string[]; end: number } {
  let end = i;
  const block: string[] = [];
  for (let k = i + 1; k < Math.min(view.lines.length, i + 400); k++) {
    const l = view.lines[k] ?? "";
    if (!l.startsWith(indent)) break;
    block.push(l.trim());
    if (l.trim() !== "") end = k;
  }
  block.length = end - i;
  return { block, end };
}

/** `<browser> <test> FAILED` and the tab-indented log below it (up to the reporter's next line). */
function specFailure(view: LogView, i: number): Candidate | null {
  const m = SPEC_FAILURE.exec(view.lines[i] ?? "");
  if (!m?.[1]) return null;
  const { block, end } = indentedBelow(view, i, "\t");
  return {
    tool: KARMA.id,
    weight: 3,
    // Named as karma prints it: the browser, the suites and the test (one failure per browser it failed in).
    test: m[1],
    suite: null,
    where: null,
    frames: framesOf(block),
    ...errorOf(block),
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
  };
}

/** `<browser> ERROR` and the error indented below it: an error no test caught (the page's, a script that failed to load). */
function browserError(view: LogView, i: number): Candidate | null {
  if (!BROWSER_ERROR.test(view.lines[i] ?? "")) return null;
  const { block, end } = indentedBelow(view, i, "  ");
  if (block.length === 0) return null;
  // The page's handler (window.onerror) starts with the browser's `Uncaught …` (Chrome's words; the error's own text
  // may follow only in its stack, after `at file:line:col` and a blank line): the stack's error line says what.
  const head =
    block.find((l) => ERROR_HEAD.test(l) && !l.startsWith("at ")) ?? block.find((l) => l !== "") ?? "";
  const type = ERROR_HEAD.exec(head)?.[1];
  const uncaught = /^Uncaught\b/.test(block[0] ?? "");
  return {
    tool: KARMA.id,
    weight: 3,
    test: null,
    suite: null,
    where: null,
    frames: framesOf(block),
    message: head,
    ...(type ? { kind: uncaught && !head.startsWith("Uncaught") ? `Uncaught ${type}` : type } : {}),
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
  };
}

interface Suite {
  indent: number;
  name: string;
}

/**
 * A `✖ title` of karma-mocha-reporter's FAILED TESTS tree (a browser's name on the line below it, two spaces deeper:
 * the progress tree above prints none), named with the suites above it. The suites between the previous failed
 * test and this one are read back from here (a failed test's block, from its `✖` line to the blank line after it, is
 * skipped whole); those of earlier lines come from `state`.
 */
function mochaItem(view: LogView, i: number, state: Record<string, unknown>): Candidate | null {
  const m = MOCHA_ITEM.exec(view.lines[i] ?? "");
  if (!m?.[1] || !m[2]) return null;
  const indent = m[1].length;
  let k = i + 1;
  const browsers: string[] = [];
  for (; k < Math.min(view.lines.length, i + 50); k++) {
    const b = MOCHA_BROWSER.exec(view.lines[k] ?? "");
    if (!b?.[1] || b[1].length !== indent + 2) break;
    browsers.push((view.lines[k] ?? "").trim());
  }
  if (browsers.length === 0) return null;
  let end = k - 1;
  const log: string[] = [];
  for (; k < Math.min(view.lines.length, i + 400); k++) {
    const l = view.lines[k] ?? "";
    if (l === "") break;
    log.push(l.trim());
    end = k;
  }
  // The suites printed since the previous failed test, outermost first, then those still open above them.
  const lastAt = typeof state.lastItem === "number" ? state.lastItem : -1;
  const found: Suite[] = [];
  let fromStart = false;
  const floor = Math.max(0, i - LOOKBEHIND);
  for (let b = i - 1; b >= floor; b--) {
    if (view.offset + b === lastAt) break;
    const l = view.lines[b] ?? "";
    if (l === FAILED_TESTS) {
      fromStart = true;
      break;
    }
    if (l === "") {
      // The end of a failed test's block: back to its `✖` line.
      while (b > floor && !MOCHA_ITEM.test(view.lines[b] ?? "")) b--;
      if (view.offset + b === lastAt) break;
      continue;
    }
    const t = l.trimStart();
    found.push({ indent: l.length - t.length, name: t.trimEnd() });
  }
  found.reverse();
  const stack: Suite[] = fromStart ? [] : [...((state.suites as Suite[] | undefined) ?? [])];
  for (const s of [...found, { indent, name: "" }]) {
    while (stack.length > 0 && (stack.at(-1) as Suite).indent >= s.indent) stack.pop();
    if (s.name) stack.push(s);
  }
  state.suites = stack;
  state.lastItem = view.offset + i;
  // The title, without the reporter's `(slow: 1.2 secs)` after a slow test.
  const title = m[2].replace(/ \(slow: [\w. ]{1,40}\)$/, "").trim();
  return {
    tool: KARMA.id,
    weight: 3,
    test: [...stack.map((s) => s.name), title].join(" "),
    suite: stack.map((s) => s.name).join(" ") || null,
    where: null,
    frames: framesOf(log),
    ...errorOf(log),
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
  };
}

export const karma = {
  tools: [KARMA],
  trigger: / FAILED$|\) ERROR$|^ {2,80}[✖×] /,
  literals: [" FAILED", ") ERROR", "✖ ", "× "],
  extract(view, anchors, state) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const c = specFailure(view, i) ?? browserError(view, i) ?? mochaItem(view, i, state);
      if (c) out.push(c);
    }
    return out;
  },
} satisfies Extractor;
