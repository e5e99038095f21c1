// @web/test-runner (wtr, `web-test-runner`): tests run in a browser (mocha by default), reported by its default
// reporter after each test file, under the file's path relative to the working folder (`test/test.js:`):
//  - ` 🚧 Browser logs:` (` 🚧 Browser logs on Firefox:` for one browser's own), what the page logged, each line
//    indented six spaces. @web/browser-logs logs a rejection nobody handled as `An error was thrown in a Promise
//    outside a test. Did you forget to await a function or assertion?`, then the error and its stack: the code threw
//    in the page, outside any test (the test that started it often fails later, waiting for what never came);
//  - ` ❌ Error: message` for each error of the file's session that no test owns (a mocha hook that failed, a browser
//    that never launched): the error as `name: message` (a message's further lines at column 0), ` (failed on
//    Firefox)` when not every browser failed, then its stack indented four spaces;
//  - ` ❌ suite > test` for each failed test (its describe blocks' names and its own, joined by ` > `, then the same
//    `(failed on …)`), and below it, indented six spaces, the error, a `+ expected - actual` diff, the stack.
// Stack frames are printed relative to the served root, mapped through source maps (`src/x.ts:393:16`); the test
// framework's own are under `__web-test-runner__/` and the dependencies' under `node_modules/`.
import {
  type Candidate,
  type Extractor,
  type LogView,
  type RawFrame,
  LOOKBEHIND,
  excerptOf,
  defineTool,
  isForeignPath,
} from "./types.js";
import { isTestFile, shellQuote } from "./command.js";
import { ERROR_HEAD, expectedActual, jsFrames } from "./js-common.js";

export const WTR = defineTool({
  id: "web-test-runner",
  family: "js-test",
  // wtr has no option that picks tests by name: its positional argument is the test files to run.
  reproduce: (f) => {
    const file = isTestFile(f.file) ? f.file : f.suite;
    return file ? `npx web-test-runner ${shellQuote(file)}` : null;
  },
});

const FAILED = " ❌ ";
const BROWSER_LOGS = /^ 🚧 Browser logs(?: on [^:]{1,100})?:$/;
const OUTSIDE = "An error was thrown in a Promise outside a test.";
/** The test file's header, the path relative to the working folder and a colon. */
const FILE_HEADER = /^([^\s:|]{1,500}\.[A-Za-z]{1,10}):$/;
/**
 * What ends a ❌ block: the next ❌ or 🚧, the next file's header, a browser's progress bar (`Chrome: |███…| 2/2 test
 * files`), the run's last word, a package manager's lines.
 */
const END =
  /^ (?:❌|🚧) |^[^\s:|]{1,500}\.[A-Za-z]{1,10}:$|^[A-Z][\w ]{0,60}: {1,4}\||^(?:Finished running tests|Error while running tests)\b|^npm (?:ERR!|error) |^> \S/;
const FAILED_ON = / {0,2}\(failed on [^()]{1,300}\) ?$/;
/** A line of the test's error block: indented six spaces by the reporter's groups (a frame is no error's first line). */
const TEST_BODY = /^ {6}(?!\s|at )\S/;

/** The served file's frames of the repository: not the framework's, not a dependency's. */
const ownFrames = (frames: readonly RawFrame[]) =>
  frames.filter((f) => !isForeignPath(f.path) && !f.path.startsWith("__web-test-runner__/"));

/** The last file header found above an anchor (global lines): the next anchor reads back only to that anchor. */
interface HeaderAbove {
  anchor: number;
  line: number;
  file: string | null;
}

/**
 * The test file whose header is the last one within LOOKBEHIND lines above line `i`, or null. The lines above the
 * previous anchor were read for it (`state`): each line is read once, however many failures a file has.
 */
function fileAbove(view: LogView, i: number, state: Record<string, unknown>): string | null {
  const at = view.offset + i;
  const floor = Math.max(0, i - LOOKBEHIND);
  const prev = state.wtrHeader as HeaderAbove | undefined;
  const stop = prev && prev.anchor < at ? Math.max(floor, prev.anchor - view.offset) : floor;
  let found: HeaderAbove = { anchor: at, line: -1, file: null };
  for (let k = i - 1; k >= stop; k--) {
    const l = view.lines[k] ?? "";
    const m = l.endsWith(":") ? FILE_HEADER.exec(l) : null;
    if (m?.[1]) {
      found = { anchor: at, line: view.offset + k, file: m[1] };
      break;
    }
  }
  if (
    found.file === null &&
    prev &&
    prev.anchor < at &&
    prev.file !== null &&
    prev.line >= view.offset + floor
  )
    found = { anchor: at, line: prev.line, file: prev.file };
  state.wtrHeader = found;
  return found.file;
}

export const wtr = {
  tools: [WTR],
  trigger: /^ ❌ |^ 🚧 Browser logs/,
  literals: [FAILED, " 🚧 Browser logs"],
  extract(view, anchors, state) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      const suite = fileAbove(view, i, state);
      if (BROWSER_LOGS.test(line)) out.push(...pageErrors(view, i, suite));
      else if (line.startsWith(FAILED)) {
        const c = failed(view, i, suite);
        if (c) out.push(c);
      }
    }
    return out;
  },
} satisfies Extractor;

/** A ` ❌ ` block: a failed test's (its error indented below its name) or the session's own error (the line is the error). */
function failed(view: LogView, i: number, suite: string | null): Candidate | null {
  const head = (view.lines[i] ?? "").slice(FAILED.length).replace(FAILED_ON, "").trim();
  if (head === "") return null;
  let end = i + 1;
  for (; end < Math.min(view.lines.length, i + 300); end++) if (END.test(view.lines[end] ?? "")) break;
  let last = end - 1;
  while (last > i && (view.lines[last] ?? "").trim() === "") last--;
  const body = view.lines.slice(i + 1, last + 1);
  const ofTest = TEST_BODY.test(body[0] ?? "");
  const message = ofTest ? (body[0] ?? "").trim() : head;
  const frames = jsFrames(body);
  const own = ownFrames(frames);
  const err = ERROR_HEAD.exec(message);
  const limit = /Timeout of (\d{1,9})ms exceeded/.exec(message)?.[1];
  return {
    tool: WTR.id,
    weight: 3,
    test: ofTest ? head : null,
    suite,
    // A test whose stack holds no frame of the repository (a timeout, an assertion library's own throw) is still in
    // its file.
    where: own[0] ?? (ofTest && suite ? { function: null, path: suite, line: null, column: null } : null),
    frames,
    message,
    excerpt: excerptOf(view, i, last),
    start: i,
    end: last,
    ...(err?.[1] ? { kind: err[1] } : {}),
    ...(limit ? { limitMs: Number(limit) } : {}),
    ...expectedActual(body),
  };
}

/** The rejections nobody handled among a ` 🚧 Browser logs:` block's lines (indented six spaces, a blank line after). */
function pageErrors(view: LogView, i: number, suite: string | null): Candidate[] {
  const out: Candidate[] = [];
  let end = i + 1;
  for (; end < Math.min(view.lines.length, i + 400); end++)
    if (!(view.lines[end] ?? "").startsWith("      ")) break;
  for (let k = i + 1; k < end; k++) {
    if (!(view.lines[k] ?? "").trim().startsWith(OUTSIDE)) continue;
    const message = (view.lines[k + 1] ?? "").trim();
    if (k + 1 >= end || message === "" || message.startsWith("at ")) continue;
    let last = k + 1;
    while (last + 1 < end && (view.lines[last + 1] ?? "").trimStart().startsWith("at ")) last++;
    const frames = jsFrames(view.lines.slice(k + 2, last + 1));
    const err = ERROR_HEAD.exec(message);
    out.push({
      tool: WTR.id,
      weight: 3,
      test: null,
      suite,
      where: ownFrames(frames)[0] ?? null,
      frames,
      message,
      excerpt: excerptOf(view, k, last),
      start: k,
      end: last,
      kind: `Unhandled Rejection ${err?.[1] ?? ""}`.trim(),
    });
    k = last;
  }
  return out;
}
