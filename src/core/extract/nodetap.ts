// node-tap 18 and later (@tapjs/reporter, what `tap` prints on CI; not TAP, which tap.ts reads): a header per file,
// ` FAIL  test/x.js 3 failed of 164 5.0s` (` PASS  test/y.js 12 OK 1.2s`), under it one line per failed assertion
// while the run goes, ` ✖ suite > row > should match pattern test/x.js:122:9`, and after `TEST COMPLETE` the same
// failures in detail: ` ✖ suite > row > should match pattern`, then, indented, the file, a source excerpt, the
// diff and the stack (frames without `at `). tap 21's base reporter prints the `✖` lines flush left, and the list's
// location after the name only when the name is short (under 25 characters), else on the line below it. The last
// ` > ` part is the assertion's message (its default, `should be equal`, or the one the test gave, or a thrown
// error's message); the parts before it are the (sub)test.
import {
  type Candidate,
  type Extractor,
  type LogView,
  type RawFrame,
  defineTool,
  excerptOf,
} from "./types.js";
import { shellQuote } from "./command.js";
import { expectedActual, jsFrames } from "./js-common.js";

export const NODE_TAP = defineTool({
  id: "node-tap",
  family: "js-test",
  reproduce: (f) => (f.file ? `npx tap ${shellQuote(f.file)}` : null),
});

/**
 * The messages tap's own assertions fail with when the test gives none (@tapjs/asserts), and a detail block's diff
 * or `found:`/`wanted:` pair: what makes a failed ` ✖ ` line an assertion's, not a thrown error's.
 */
const DEFAULT_MESSAGE =
  /^(?:should (?:not )?(?:be equal|be equivalent(?: strictly)?|match pattern|contain all provided fields(?: strictly)?)|expect (?:truthy|falsey) value|type is \S{1,100}|expected to (?:not )?throw|expect (?:rejected|resolving) Promise)$/;
const COMPARED = /^ {2,8}(?:--- expected|\+\+\+ actual|found:|wanted:|pattern:)/;

/** The file header: ` FAIL  path N failed of M …` or ` PASS  path N OK …` (one space before, two after). */
function fileHeader(line: string): string | null {
  if (!line.startsWith(" FAIL  ") && !line.startsWith(" PASS  ")) return null;
  const rest = line.slice(7);
  const sp = rest.indexOf(" ");
  if (sp <= 0) return null;
  return /^ \d{1,9} (?:failed of \d{1,9}|OK)\b/.test(rest.slice(sp)) ? rest.slice(0, sp) : null;
}

/** `path:line:col` at the end of a ` ✖ ` line (the run's list form), split off its name. */
function trailingLocation(body: string): { name: string; at: RawFrame } | null {
  const sp = body.lastIndexOf(" ");
  if (sp <= 0) return null;
  const m = /^(\S{1,500}):(\d{1,7}):(\d{1,7})$/.exec(body.slice(sp + 1));
  if (!m?.[1]) return null;
  return {
    name: body.slice(0, sp),
    at: { function: null, path: m[1], line: Number(m[2]), column: Number(m[3]) },
  };
}

/**
 * The detail lines under a summary's ` ✖ name` (indented by `indent`, or blank), up to the next failure or file.
 */
function detailEnd(view: LogView, i: number, indent: string): number {
  let k = i + 1;
  for (; k < Math.min(view.lines.length, i + 300); k++) {
    const l = view.lines[k] ?? "";
    if (l.trim() !== "" && !l.startsWith(indent)) break;
  }
  return k;
}

/**
 * The file line under a flush-left ` ✖ ` (the terse reporter, tap 21's base reporter): the file of the source excerpt
 * (padded with spaces to the excerpt's width when colour is on), or, in the list printed while the run goes, the
 * failing assertion's `path:line:col`.
 */
const FLUSH_FILE = /^ {2}([^\s:]{1,1000}\.[cm]?[jt]sx?)(?::(\d{1,7}):(\d{1,7}))? {0,300}$/;

/**
 * The line tap's source excerpt marks (the numbered line above its caret, `━━━━━┛`) in the file it opens on: the
 * failing assertion, when the failure has no stack to say so (an assertion on a promise, `t.resolveMatch`).
 */
function marked(block: readonly string[], shown: string): RawFrame | null {
  if (shown === "") return null;
  for (let k = 1; k < block.length; k++) {
    if (!/^\s{1,12}━{1,400}┛/.test(block[k] ?? "")) continue;
    const n = /^\s{1,12}(\d{1,7}) /.exec(block[k - 1] ?? "")?.[1];
    return n ? { function: null, path: shown, line: Number(n), column: null } : null;
  }
  return null;
}

/** The stack under a failure, whose frames tap prints without `at ` (`Test.<anonymous> (test/x.js:122:9)`). */
function stackFrames(lines: readonly string[]): RawFrame[] {
  const stack: string[] = [];
  for (const l of lines) {
    const t = l.trim();
    // A frame ends in `:line:col` or `:line:col)`; a source line of the excerpt starts with its number.
    if (/^\d{1,7} /.test(t) || !/:\d{1,7}:\d{1,7}\)?$/.test(t)) continue;
    stack.push(`at ${t}`);
  }
  return jsFrames(stack);
}

export const nodeTap = {
  tools: [NODE_TAP],
  trigger: /^ (?:FAIL|PASS) {2}\S|^ ?✖ \S/,
  literals: [" FAIL  ", " PASS  ", "✖ "],
  extract(view, anchors, state) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      const file = fileHeader(line);
      if (file) {
        state.file = file;
        continue;
      }
      // A ` ✖ ` line is tap's only under one of its file headers (ava and eslint print `✖` lines too). The terse
      // reporter (`--reporter=terse`) prints it flush left, its detail indented by two, not four, and opening on
      // the file of its source excerpt, which tells it from another tool's `✖` line printed after a header.
      const terse = line.startsWith("✖ ");
      if ((!terse && !line.startsWith(" ✖ ")) || typeof state.file !== "string") continue;
      const body = line.slice(terse ? 2 : 3).trim();
      // tap 21's base reporter prints its list form flush left too: the location after a short name (under 25
      // characters), else on the line below (`✖ concat buffers > expected to resolve …` / `  test/collect.ts:39:11`).
      const below = terse ? FLUSH_FILE.exec(view.lines[i + 1] ?? "") : null;
      if (terse && !below?.[1] && !trailingLocation(body)) continue;
      const under =
        below?.[1] && below[2]
          ? {
              name: body,
              at: { function: null, path: below[1], line: Number(below[2]), column: Number(below[3]) },
            }
          : null;
      const listed = under ?? trailingLocation(body);
      const name = listed ? listed.name : body;
      const parts = name.split(" > ");
      const message = parts.length > 1 ? (parts.pop() as string) : name;
      // `TAP` is the file's root test: an assertion (or a throw) at the file's top level belongs to no subtest.
      if (parts[0] === "TAP") parts.shift();
      const test = parts.length > 0 && name.includes(" > ") ? parts.join(" > ") : null;
      const end = under ? i + 2 : listed ? i + 1 : detailEnd(view, i, terse ? "  " : "    ");
      const block = view.lines.slice(i + 1, end);
      const frames = listed ? [] : stackFrames(block);
      // The detail block opens on the file of the source excerpt tap chose (the failing line): the frame there.
      const shown = (block[0] ?? "").trim();
      const own = frames.find((f) => f.path === shown) ?? marked(block, shown) ?? frames[0] ?? null;
      // A thrown error's class, in the detail block: `type: TypeError`.
      const thrown = block.map((l) => /^ {2,8}type: ([A-Z][\w$]{0,60})$/.exec(l)?.[1]).find(Boolean);
      let last = end - 1;
      while (last > i && (view.lines[last] ?? "").trim() === "") last--;
      out.push({
        tool: NODE_TAP.id,
        weight: 3,
        test,
        suite: state.file,
        where: listed ? listed.at : own,
        frames,
        message,
        excerpt: excerptOf(view, i, last),
        start: i,
        end: last,
        ...(thrown
          ? { kind: thrown }
          : DEFAULT_MESSAGE.test(message) || block.some((l) => COMPARED.test(l))
            ? { kind: "AssertionError" }
            : {}),
        ...expectedActual(block),
      });
    }
    return out;
  },
} satisfies Extractor;
