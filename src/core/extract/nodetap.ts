// node-tap 18 and later (@tapjs/reporter, what `tap` prints on CI; not TAP, which tap.ts reads): a header per file,
// ` FAIL  test/x.js 3 failed of 164 5.0s` (` PASS  test/y.js 12 OK 1.2s`), under it one line per failed assertion
// while the run goes, ` ✖ suite > row > should match pattern test/x.js:122:9`, and after `TEST COMPLETE` the same
// failures in detail: ` ✖ suite > row > should match pattern`, then, indented, the file, a source excerpt, the
// diff and the stack (frames without `at `). tap 21's base reporter prints the `✖` lines flush left, and the list's
// location after the name only when the name is short (under 25 characters), else on the line below it. The last
// ` > ` part is the assertion's message (its default, `should be equal`, or the one the test gave, or a thrown
// error's message); the parts before it are the (sub)test.
//
// tap 16's default reporter (treport, in colour) frames ` FAIL ` / ` PASS ` with zero-width spaces
// (`\u200b FAIL \u200b test/x.js`). Each failed assertion comes as it happens under a header without counts: ` ✖ message`,
// then flush-left or indented source, a diff, and YAML indented by two (`test:` the test's full name, `at:` with
// `line:`/`column:`/`file:`, `stack: |` frames without `at `, `type:` of a thrown error, `tapCaught:`). When the file
// ends, a header with counts (` FAIL  test/x.js 2 failed of 156 5s`) lists the same failures again, ` ✖ message`
// each, with nothing else: those repeat, they are no failures of their own (nor is the same list after `SUMMARY
// RESULTS`).
import {
  type Candidate,
  type Extractor,
  type LogView,
  type RawFrame,
  defineTool,
  excerptOf,
  toInt,
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

/** treport's (tap 16) header: `\u200b FAIL \u200b path`, with its counts when the file ended (then its list follows). */
const TREPORT_HEADER = /^\u200b (?:FAIL|PASS) \u200b (\S{1,1000})( \d{1,9} (?:failed of \d{1,9}|OK)\b)?/;

/** A YAML scalar as tap-yaml prints one: plain, or quoted when it holds a character YAML reads otherwise. */
function yamlScalar(v: string): string {
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) {
    try {
      return String(JSON.parse(v));
    } catch {
      return v.slice(1, -1);
    }
  }
  if (v.length >= 2 && v.startsWith("'") && v.endsWith("'")) return v.slice(1, -1).replace(/''/g, "'");
  return v;
}

/**
 * A treport failure's lines after its ` ✖ ` line: up to the next header, `✖` or footer line (each opens on a
 * zero-width space or ` ✖ `), or the first flush-left line after its YAML (which opens on `  test:`) began.
 */
function treportEnd(view: LogView, i: number): number {
  let yaml = false;
  let k = i + 1;
  for (; k < Math.min(view.lines.length, i + 300); k++) {
    const l = view.lines[k] ?? "";
    if (l.startsWith("\u200b") || l.startsWith(" ✖ ")) break;
    if (l.startsWith("  test: ")) yaml = true;
    else if (yaml && l !== "" && !l.startsWith("  ")) break;
  }
  return k;
}

/** What treport's YAML says of a failure: the test's full name, the `at:` location, the stack, the thrown type. */
function treportDiag(block: readonly string[]): {
  test: string | null;
  at: RawFrame | null;
  frames: RawFrame[];
  type: string | null;
  caught: boolean;
} {
  const start = block.findIndex((l) => l.startsWith("  test: "));
  const yaml = start < 0 ? [] : block.slice(start);
  let test: string | null = null;
  let type: string | null = null;
  let caught = false;
  const at: { line: number | null; column: number | null; file: string | null } = {
    line: null,
    column: null,
    file: null,
  };
  const stack: string[] = [];
  let key = "";
  for (const l of yaml) {
    const top = /^ {2}([A-Za-z]\w{0,40}):(?: (.{1,2000}))?$/.exec(l);
    if (top?.[1]) {
      key = top[1];
      const v = top[2] ?? "";
      if (key === "test" && test === null) test = yamlScalar(v.trim());
      else if (key === "type" && /^[A-Z][\w$]{0,60}$/.test(v)) type = v;
      else if (key === "tapCaught") caught = true;
      continue;
    }
    if (!l.startsWith("    ")) {
      if (l.trim() !== "") key = "";
      continue;
    }
    if (key === "stack") stack.push(l);
    else if (key === "at") {
      const m = /^ {4}(line|column|file): (.{1,1000})$/.exec(l);
      if (m?.[1] === "file") at.file = yamlScalar(m[2] ?? "");
      else if (m?.[1]) at[m[1] as "line" | "column"] = toInt(m[2]);
    }
  }
  return {
    test,
    at: at.file ? { function: null, path: at.file, line: at.line, column: at.column } : null,
    frames: stackFrames(stack),
    type,
    caught,
  };
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

/** One failure treport printed as it happened (` ✖ message`, source, diff, YAML), in test file `file`. */
function treportPoint(view: LogView, i: number, file: string): Candidate {
  const message = (view.lines[i] ?? "").slice(3).trim();
  const end = treportEnd(view, i);
  const block = view.lines.slice(i + 1, end);
  const diag = treportDiag(block);
  let last = end - 1;
  while (last > i && (view.lines[last] ?? "").trim() === "") last--;
  // A thrown error says its class (`type: TypeError`); one thrown without one, that tap caught, is still no
  // assertion's failure.
  const kind =
    diag.type ??
    (DEFAULT_MESSAGE.test(message) || block.some((l) => COMPARED.test(l))
      ? "AssertionError"
      : diag.caught
        ? "Error"
        : null);
  return {
    tool: NODE_TAP.id,
    weight: 3,
    test: diag.test,
    // `TAP` is the root test's name: a failure at a file's top level.
    suite: file === "TAP" ? null : file,
    where: diag.at,
    frames: diag.frames,
    message,
    excerpt: excerptOf(view, i, last),
    start: i,
    end: last,
    ...(kind ? { kind } : {}),
    ...expectedActual(block),
    // Each is printed with its details once (its repeats in the file's list are skipped): one test of the same
    // name in two files, or two throws of one message, are two failures.
    instance: true,
  };
}

export const nodeTap = {
  tools: [NODE_TAP],
  trigger: /^ (?:FAIL|PASS) {2}\S|^\u200b (?:FAIL|PASS) \u200b \S|^ ?✖ \S/,
  literals: [" FAIL  ", " PASS  ", " FAIL \u200b", " PASS \u200b", "✖ "],
  extract(view, anchors, state) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      const tr = TREPORT_HEADER.exec(line);
      if (tr?.[1]) {
        state.file = tr[1];
        // After a header with counts, the file's list of the failures already read.
        state.treport = tr[2] ? "list" : "point";
        continue;
      }
      const file = fileHeader(line);
      if (file) {
        state.file = file;
        state.treport = null;
        continue;
      }
      if (state.treport === "list" && line.startsWith(" ✖ ")) continue;
      if (state.treport === "point" && line.startsWith(" ✖ ") && typeof state.file === "string") {
        state.treport = "list";
        out.push(treportPoint(view, i, state.file));
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
