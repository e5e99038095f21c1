// ava (5, 6): `✘ [fail]: title` lines, then one detail block per failure after a `─` rule: the title, the
// test's `file:line`, a code excerpt, the difference or the error, and `› file://path:line:col` frames (ava 6: the
// raw `at` stack instead, and no `file:line`, when the stack does not pass through the test file). What a test
// threw or its promise rejected with (`✘ [fail]: title Rejected promise returned by test`) is printed in its block as
// an object: `Rejected promise returned by test. Reason:`, `Error {`, `code: 'ECONNREFUSED',`, `message: '…',`.
// `✘ Timed out while running tests` then `◌ title` for each pending test.
// ava 3 (its verbose reporter, the one CI gets): `✖ title` (the error's message after it when it has one), the same
// detail blocks; `✖` also starts its run-level lines (`✖ No tests found in …`), and other tools' summaries
// (`✖ 3 problems`), so an ava 3 line is a failure only with its detail block below.
// ava 1–2: the same `✖` lines and blocks, but the block's `file:line` is the absolute path of the file the error was
// thrown in (maybe a bundle in `dist/` the tests import, no repository file), and its frames are the cleaned stack
// without `at` or `›` (`fn (dist/x.js:196:32)`, then `test/test.js:141:20`): through them the locator gets past build
// output to the test's frame.
// ava 3–6: an error no test caught, `Uncaught exception in test.js` or `Unhandled rejection in test.js`, then the
// error as its `writeErr` prints it: the test file's `file:line` and a code excerpt when the stack passes through
// it, the error's summary (`Error: boom`; an object's dump, `Error {` … `message: '…'`, for what is no native
// error), then the stack as `› fn (file://path:line:col)` lines (ava 6 prints the raw `at` stack instead when the
// stack does not pass through the test file).
import {
  type Candidate,
  type Extractor,
  type RawFrame,
  defineTool,
  excerptOf,
  type LogView,
  frame,
  isForeignPath,
  parseJsFrame,
} from "./types.js";
import { shellQuote } from "./command.js";
import { ERROR_HEAD } from "./js-common.js";

export const AVA = defineTool({
  id: "ava",
  family: "js-test",
  reproduce: (f) =>
    f.test
      ? `npx ava ${f.file ? `${shellQuote(f.file)} ` : ""}--match ${shellQuote(f.test.replace(/[*!]/g, "\\$&"))}`
      : // An uncaught error is located where it was raised (maybe the code under test): the test file that ran it
        // is its suite.
        (f.suite ?? f.file)
        ? `npx ava ${shellQuote(f.suite ?? f.file ?? "")}`
        : null,
});

const FAIL = /^\s{0,8}(?:✘ \[fail\]:|✖) (.{1,1000})$/;
/** ava 3's `✖` lines that are no test: the run's own reports. */
const AVA3_RUN_LINE =
  /^(?:Timed out while running tests|No tests found in |Internal error|Couldn’t find any|Exiting due to |Error in shared worker|Line numbers for |\d{1,9} tests? remaining in |\S{1,1000} exited (?:with a non-zero exit code|due to ))/;
const HERE = /^ {2}(\S{1,1000}?\.[cm]?[jt]sx?):(\d{1,7})$/;
/** `t.snapshot()`'s own failures: the value differs from the recorded one, or cannot be compared with it. */
const SNAPSHOT = /^(?:Did not match|Could not compare) snapshot/;
const PENDING = /^\s{0,8}◌ (.{1,1000})$/;
/** An error no test caught, in the test file named (relative to the project, with its extension). */
const UNCAUGHT = /^\s{0,8}(Uncaught exception|Unhandled rejection) in (\S.{0,1000}\.\w{1,8})$/;
/**
 * A test whose promise (or observable) was still pending when nothing was left to run: ava ends it instead of
 * waiting for its timeout. A hang, as a time limit hit is in other runners.
 */
const HUNG = /\b(?:Promise|Observable) returned by test never (?:resolved|completed)\b/;
/** Lines that end an uncaught error's block: ava's rule, a test's or the run's own line, the summary's counts. */
const BLOCK_END =
  /^\s{0,8}(?:─+$|[✔✘✖◌] |(?:Uncaught exception|Unhandled rejection) in )|^\s{0,8}\d{1,9} (?:tests? (?:failed|passed|skipped|todo|remained)|known failures?|hooks? failed|unhandled rejections?|uncaught exceptions?)/;
/** A loader that could not compile the file (tsimp, ts-node): the compiler's diagnostics are the failure. */
const COMPILE_FAILURE = /E_TSIMP_COMPILE_FAILURE|Unable to compile TypeScript|\berror TS\d{4}\b/;
/**
 * An error printed as an object (`Error {`, `TypeError {`, then its properties, `message: '…'` among them): how ava 3–5
 * print what a test threw or its promise rejected with, and an error no test caught that is no native one.
 */
const OBJECT_HEAD = /^((?:[A-Z][A-Za-z]{0,60})?(?:Error|Exception)) \{$/;

/** `file:///abs/x.js` or `file://x.js` as a path. */
const unfile = (p: string) => p.replace(/^file:\/\//, "");

export const ava = {
  tools: [AVA],
  trigger: /^\s{0,8}[✘✖] |^\s{0,8}◌ |^\s{0,8}(?:Uncaught exception|Unhandled rejection) in \S/,
  literals: ["✘ ", "✖ ", "◌ ", "Uncaught exception in ", "Unhandled rejection in "],
  extract(view, anchors, state) {
    const out: Candidate[] = [];
    // The lines read by the forward search below, once each: `✖` lines of other tools (node:test's, eslint's) come
    // in runs, each searching the same 400 lines (~190,000 reads of the view per 8 MB of the bench's dense log).
    const read: (string | undefined)[] = [];
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      if (/^\s{0,8}[✘✖] Timed out while running tests/.test(line)) {
        state.timedOut = true;
        continue;
      }
      const uncaught = UNCAUGHT.exec(line);
      if (uncaught?.[1] && uncaught[2]) {
        out.push(uncaughtError(view, i, uncaught[1], uncaught[2].trim()));
        continue;
      }
      const pending = PENDING.exec(line);
      if (pending?.[1]) {
        if (state.timedOut !== true) continue;
        // `◌ title` under `N tests were pending in test/x.js`
        let file: string | null = null;
        for (let k = i - 1; k >= Math.max(0, i - 50); k--) {
          const p = /pending in (\S{1,1000})$/.exec(view.lines[k] ?? "");
          if (p?.[1]) {
            file = p[1];
            break;
          }
        }
        out.push({
          tool: AVA.id,
          weight: 3,
          test: pending[1].trim(),
          suite: null,
          where: file ? frame(file) : null,
          frames: [],
          message: "Timed out while running tests",
          excerpt: excerptOf(view, i, i),
          start: i,
          end: i,
          kind: "timeout",
        });
        continue;
      }
      const m = FAIL.exec(line);
      if (!m?.[1]) continue;
      const text = m[1].trim();
      const ava3 = !line.includes("✘ [fail]:");
      if (ava3 && AVA3_RUN_LINE.test(text)) continue;
      // The detail block: a line `  <title>` (the ✘ line may add the error after the title).
      // The title printed alone wins over a shorter one it starts with (`camelCase` is another test's
      // title when this one is `camelCase with pascalCase option`).
      let start = -1;
      let title = text;
      for (let k = i + 1; k < Math.min(view.lines.length, i + 400); k++) {
        const l = lineAt(view, read, k);
        if (!l.startsWith("  ") || l.startsWith("   ")) continue;
        const t = l.trim();
        if (t === "" || lineAt(view, read, k - 1).trim() !== "") continue;
        if (t === text) {
          start = k;
          title = t;
          break;
        }
        // Of the titles the line starts with, the longest (ava 6 prints the message after the title, so
        // `(left) + long title + padding Did not match snapshot` starts with another test's title too).
        if ((start < 0 || t.length > title.length) && text.startsWith(`${t} `) && !failListed(view, i, t)) {
          start = k;
          title = t;
        }
      }
      let where: RawFrame | null = null;
      const frames: RawFrame[] = [];
      let message = text === title ? "" : text.slice(title.length).trim();
      let end = i;
      let error: { name: string; message: string | null } | null = null;
      if (start >= 0) {
        for (let k = start + 1; k < Math.min(view.lines.length, start + 300); k++) {
          const l = view.lines[k] ?? "";
          const t = l.trim();
          if (/^─+$/.test(t)) break;
          // The next failure's title: a two-space line after a blank one, not a code or diff line.
          if (
            k > start + 2 &&
            /^ {2}\S/.test(l) &&
            (view.lines[k - 1] ?? "").trim() === "" &&
            FAIL_TITLES(view, i, t)
          )
            break;
          if (t !== "") end = k;
          const h = HERE.exec(l);
          if (h?.[1] && !where) where = frame(h[1], h[2]);
          // ava 6 prints the error's raw `at` stack instead of its `›` frames when the stack does not pass through
          // the test file (an assertion in a shared macro or helper file): the same frames, as `file://` URLs.
          const a =
            arrowFrame(l) ?? (frames.length < 30 ? (t.startsWith("at ") ? rawFrame(t) : bareFrame(l)) : null);
          if (a) frames.push(a);
          // `Error thrown in test:` or `Rejected promise returned by test. Reason:`, then the error as an object:
          // `TypeError {` or a plain `Error {` (a client's error: `code: 'ECONNREFUSED'`, `message: '…'`), whose type
          // and message are the failure's, not the reason's words (no assertion failed).
          const thrown = OBJECT_HEAD.exec(t);
          if (
            thrown?.[1] &&
            !error &&
            /^(?:Error thrown in test|Rejected promise returned by test)/.test(message)
          )
            error = { name: thrown[1], message: null };
          const said = error && error.message === null ? /^message: '(.{0,1000})',?$/.exec(t) : null;
          if (error && said?.[1] !== undefined) error.message = said[1].replace(/\\'/g, "'");
          if (
            !message &&
            (ERROR_HEAD.test(t) ||
              /^Difference|^Value is not|^Value must|^Expected|^Assertion|^Rejected promise|^Function threw/.test(
                t,
              ))
          )
            message = t;
        }
      }
      if (ava3 && start < 0) continue;
      const hung = HUNG.test(message);
      // A test that hung beside an error nobody caught in its file (printed after the test's `✘` line: ava reports
      // a file's unhandled rejections when its tests are done) is that error's consequence: the rejection killed
      // what the test awaited. It is reported at its detail block, after the error, which is what a person fixes.
      const at = hung && start >= 0 && uncaughtBetween(view, i + 1, start, title) ? start : i;
      // A raw stack starts in ava's own assertion code (`node_modules/ava/lib/assert.js`): the first frame of the
      // project's is where the failing assertion is.
      const located = where ?? frames.find((f) => !isForeignPath(f.path)) ?? frames[0] ?? null;
      out.push({
        tool: AVA.id,
        weight: 3,
        test: withoutFilePrefix(title, located?.path),
        suite: null,
        where: located,
        frames,
        message: error ? `${error.name}: ${error.message ?? message}` : message || text,
        excerpt: start >= 0 ? excerptOf(view, start, end) : excerptOf(view, i, i),
        start: at,
        end: at,
        // A test that threw is no failed assertion: the error's own type says what it is.
        kind: error
          ? error.name
          : hung || /timeout|timed out/i.test(message)
            ? "timeout"
            : SNAPSHOT.test(message)
              ? "ava snapshot"
              : "ava assertion",
      });
    }
    return out;
  },
} satisfies Extractor;

/** A `› ` stack line: `› fn (file://path:line:col)` or `› file://path:line:col`. */
function arrowFrame(line: string): RawFrame | null {
  const t = line.trimStart();
  if (!t.startsWith("› ")) return null;
  const f = parseJsFrame(`at ${t.slice(2).trim()}`);
  return f && f.line !== null ? { ...f, path: unfile(f.path) } : null;
}

/**
 * ava 1–2's stack line: the cleaned stack indented by two spaces, without `at` or ava 3's `›`: `fn (path:line:col)` or
 * `path:line:col` (`currency.neg [as distribute] (dist/currency.js:196:32)`, `test/test.js:141:20`). A line and a
 * column, and a path without spaces, so that a message or a code line is none.
 */
function bareFrame(line: string): RawFrame | null {
  if (!/^ {2}\S/.test(line) || !/:\d{1,7}:\d{1,7}\)?$/.test(line)) return null;
  const f = rawFrame(`at ${line.trim()}`);
  return f && f.column !== null && f.path !== "" && !/\s/.test(f.path) ? f : null;
}

/** An `at fn (file://path:line:col)` stack line, its path as a path. */
function rawFrame(line: string): RawFrame | null {
  const f = parseJsFrame(line);
  return f && f.line !== null ? { ...f, path: unfile(f.path) } : null;
}

/**
 * `Uncaught exception in <file>` / `Unhandled rejection in <file>` at line i, and the error printed below it (up to
 * ava's rule, the next test's or error's line, or the summary's counts): a runtime failure of no test, located by
 * its frames (the innermost in the repository: where it was raised), else the line ava names in the test file,
 * else the file.
 */
function uncaughtError(view: LogView, i: number, what: string, file: string): Candidate {
  let source: RawFrame | null = null;
  const frames: RawFrame[] = [];
  let message = "";
  let object: { name: string; message: string | null } | null = null;
  let compile = false;
  let end = i;
  for (let k = i + 1; k < Math.min(view.lines.length, i + 120); k++) {
    const l = view.lines[k] ?? "";
    const t = l.trim();
    if (t === "") continue;
    // ava indents all it prints: a line at the margin is another tool's, or the tests' own output.
    if (BLOCK_END.test(l) || !l.startsWith(" ")) break;
    end = k;
    if (COMPILE_FAILURE.test(t)) compile = true;
    const here = HERE.exec(l);
    if (here?.[1] && !source && frames.length === 0) {
      source = frame(unfile(here[1]), here[2]);
      continue;
    }
    const f = arrowFrame(l) ?? (t.startsWith("at ") ? parseJsFrame(t) : null);
    if (f) {
      if (frames.length < 30) frames.push({ ...f, path: unfile(f.path) });
      continue;
    }
    const head = OBJECT_HEAD.exec(t);
    if (head?.[1] && !message && !object) object = { name: head[1], message: null };
    const said = object && object.message === null ? /^message: '(.{0,1000})',?$/.exec(t) : null;
    if (object && said?.[1] !== undefined) object.message = said[1].replace(/\\'/g, "'");
    // The summary: the first line that is no code excerpt (`  88: code`) and no part of an object's dump.
    if (!message && !object && ERROR_HEAD.test(t)) message = t;
  }
  const error = object ? `${object.name}${object.message !== null ? `: ${object.message}` : ""}` : message;
  return {
    tool: AVA.id,
    // A loader's compile failure only says that the compiler's diagnostics (printed above it, or in it) are there:
    // counted only when nothing else names the failure.
    weight: compile ? 1 : 3,
    test: null,
    suite: file,
    where: source ?? frame(file),
    frames,
    message: error || what,
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
    kind: `ava ${what.toLowerCase()}`,
  };
}

/** True when an uncaught error of `title`'s test file is printed in lines [from, to). */
function uncaughtBetween(
  view: { lines: readonly string[] },
  from: number,
  to: number,
  title: string,
): boolean {
  for (let k = from; k < to; k++) {
    const m = UNCAUGHT.exec(view.lines[k] ?? "");
    // Titles carry their file's prefix when ava ran several files (`test › title` for test.js); without one, ava
    // ran one file.
    if (m?.[2] && (!title.includes(" › ") || withoutFilePrefix(title, m[2].trim()) !== title)) return true;
  }
  return false;
}

/** Line k of the view, read once (a closure per call would make V8 drop `extract`'s optimized code). */
function lineAt(view: { lines: readonly string[] }, read: (string | undefined)[], k: number): string {
  return (read[k] ??= view.lines[k] ?? "");
}

/**
 * The test's own title: ava running several files prefixes each title with its file (`test › words › title` for
 * test/words.js; the folder all the files share is left out, and `.test`, `.spec`, `test-` and the extension), and
 * `--match` matches the title alone. Only a prefix that spells the failure's own file is taken off.
 */
function withoutFilePrefix(title: string, file: string | undefined): string {
  if (!file || !title.includes(" › ")) return title;
  const segments = file
    .replace(/\.spec/, "")
    .replace(/\.test/, "")
    .replace(/test-/g, "")
    .replace(/\.[cm]?[jt]sx?$/, "")
    .split("/")
    .filter((p) => p !== "__tests__" && p !== "" && p !== ".");
  for (let k = 0; k < segments.length; k++) {
    const prefix = `${segments.slice(k).join(" › ")} › `;
    if (title.length > prefix.length && title.startsWith(prefix)) return title.slice(prefix.length);
  }
  return title;
}

/** True when `title` is one of the `✘ [fail]:` titles listed before `i`'s block. */
function FAIL_TITLES(view: { lines: readonly string[] }, i: number, title: string): boolean {
  for (let k = i; k >= Math.max(0, i - 200); k--) {
    const m = FAIL.exec(view.lines[k] ?? "");
    if (m?.[1] && (m[1].trim() === title || m[1].trim().startsWith(`${title} `))) return true;
    if (!m && k < i && !/^\s{0,8}[✔✘✖◌-]/.test(view.lines[k] ?? "") && (view.lines[k] ?? "").trim() !== "")
      break;
  }
  for (let k = i + 1; k < Math.min(view.lines.length, i + 200); k++) {
    const m = FAIL.exec(view.lines[k] ?? "");
    if (m?.[1] && (m[1].trim() === title || m[1].trim().startsWith(`${title} `))) return true;
    if (!m && !/^\s{0,8}[✔✘✖◌-]/.test(view.lines[k] ?? "")) break;
  }
  return false;
}

/** True when a `✘ [fail]:` line near `i` names exactly `title`. */
function failListed(view: { lines: readonly string[] }, i: number, title: string): boolean {
  for (let k = Math.max(0, i - 200); k < Math.min(view.lines.length, i + 200); k++) {
    if (FAIL.exec(view.lines[k] ?? "")?.[1]?.trim() === title) return true;
  }
  return false;
}
