// Flow (`flow check`, `flow` from flow-bin), a static type checker of JavaScript. Its text output, one block per
// problem (errors first, then warnings), then the count:
//   Error ------------------------------------------------ src/__tests__/dataloader.test.js:128:45
//   (blank)
//   Cannot call `identityLoader.load` with `'1'` bound to `key` because string [1] is incompatible with number [2].
//   (blank)
//      src/__tests__/dataloader.test.js:128:45        the code frame, indented, its references marked `[1]`
//      128|     const value = await identityLoader.load('1');
//                                                       ^^^ [1]
//   (blank)
//   References:                                       where the other sides of the mismatch are (no failures)
//      src/__tests__/dataloader.test.js:126:50
//      …
//   Found 1 error                                     (`Found 2 errors and 1 warning`, `Found 3 warnings`; over 50:
//                                                     `... 12 more errors (only 50 out of 62 errors displayed)`)
// The head is `Error` or `Warning`, a rule of `-` (`┈` when it prints unicode) filling the line to the message width, and the
// location: the file relative to the root and line:col (a library's as `<BUILTINS>/core.js:…`; none for an error of
// no file, such as a config's). A location too long for the line goes alone on the next one. The message is the first
// paragraph, wrapped at the message width, a group's members below it as ` - ` (`•`) items; flow 0.127+ ends it with the
// error's code (`[incompatible-call]`). Flow fails (exit 2) on any error; a warning fails it only past
// `--max-warnings`, which prints nothing more: a warning is a failure only when no error was found and the command
// failed right after the count.
import {
  type Candidate,
  type Extractor,
  LOOKAHEAD,
  defineTool,
  excerptOf,
  splitPathLineCol,
} from "./types.js";

export const FLOW = defineTool({
  // A static type checker: its findings fail the run the same way every time, like tsc's.
  id: "flow",
  family: "typescript",
  reproduce: () => "npx flow check",
});

/** A block's head: the severity, the rule, and the location when it fits on the line. */
const HEAD = /^(Error|Warning) (?:-{1,300}|┈{1,300})(?: (\S{1,1000}))?$/;
/** A location: `path:line:col`. */
const LOCATION = /^\S{1,1000}:\d{1,7}:\d{1,7}$/;
/** The count that closes the output: `Found 1 error`, `Found 2 errors and 1 warning`, `Found 3 warnings`. */
const SUMMARY =
  /^(?:Found (\d{1,9}) (errors?|warnings?)(?: and \d{1,9} warnings?)?|\.\.\. \d{1,9} more (?:errors?|warnings?)\b.{0,200}\(only \d{1,9} out of)/;
/** The error's code at the end of its message (flow 0.127+): `[incompatible-call]` (a reference is `[1]`). */
const CODE = / \[([a-z][a-z0-9-]{1,80})\]$/;
/** What a package manager or the runner prints when the command that ran flow failed. */
const FAILED =
  /exit (?:code|status) [1-9]|\bELIFECYCLE\b|\bCommand failed\b|^npm (?:ERR!|error) |^make: \*\*\* |^error Command failed/;

interface Head {
  severity: string;
  /** The location as printed, or null for an error of no file. */
  location: string | null;
  /** The first line after the head (and after the location when it had a line of its own). */
  next: number;
}

/**
 * The block head at line i, or null. A head fills the message width (the terminal's, at most 120 columns), so it is
 * never a short line such as another tool's `Error - a.js:1:2`; its location is on it, or alone on the next line.
 */
function headAt(lines: readonly string[], i: number): Head | null {
  const line = lines[i] ?? "";
  if (line.length < 40) return null;
  const m = HEAD.exec(line);
  if (!m?.[1]) return null;
  if (m[2] !== undefined) return LOCATION.test(m[2]) ? { severity: m[1], location: m[2], next: i + 1 } : null;
  const below = lines[i + 1] ?? "";
  if (LOCATION.test(below)) return { severity: m[1], location: below, next: i + 2 };
  return below.trim() === "" ? { severity: m[1], location: null, next: i + 1 } : null;
}

/** True when the block starting at `i` is over: the next head or the count. */
const closes = (lines: readonly string[], k: number) =>
  headAt(lines, k) !== null || SUMMARY.test(lines[k] ?? "");

/** One problem's block from its head: its message (the first paragraph) and its last line. */
function block(lines: readonly string[], i: number, h: Head): { message: string; end: number } | null {
  const limit = Math.min(lines.length, i + LOOKAHEAD);
  let k = h.next;
  while (k < limit && (lines[k] ?? "").trim() === "") k++;
  const paragraph: string[] = [];
  for (; k < limit && paragraph.length < 30; k++) {
    const l = lines[k] ?? "";
    if (l.trim() === "" || closes(lines, k)) break;
    paragraph.push(l.trim());
  }
  if (paragraph.length === 0) return null;
  let end = k - 1;
  // The code frames and references: indented lines, `References:`, blanks; anything else is no more flow's.
  for (; k < limit; k++) {
    const l = lines[k] ?? "";
    if (closes(lines, k)) break;
    if (l.trim() === "") continue;
    if (!/^\s/.test(l) && l !== "References:") break;
    end = k;
  }
  return { message: paragraph.join(" ").slice(0, 2000), end };
}

/** Whether flow's count below line i says it failed on warnings alone: no error, and the command failed after it. */
function failedOnWarnings(lines: readonly string[], i: number): boolean {
  const limit = Math.min(lines.length, i + LOOKAHEAD);
  for (let k = i; k < limit; k++) {
    const s = SUMMARY.exec(lines[k] ?? "");
    if (!s) continue;
    if (!s[2]?.startsWith("warning")) return false;
    for (let n = k + 1, seen = 0; n < limit && seen < 3; n++) {
      const l = lines[n] ?? "";
      if (l.trim() === "") continue;
      if (FAILED.test(l)) return true;
      seen++;
    }
    return false;
  }
  return false;
}

export const flow = {
  tools: [FLOW],
  trigger: /^(?:Error|Warning) [-┈]/,
  literals: ["Error -", "Warning -", "Error ┈", "Warning ┈"],
  extract(view, anchors) {
    const out: Candidate[] = [];
    const lines = view.lines;
    for (const i of anchors) {
      const h = headAt(lines, i);
      if (!h) continue;
      if (h.severity === "Warning" && !failedOnWarnings(lines, i)) continue;
      const b = block(lines, i, h);
      if (!b) continue;
      const code = CODE.exec(b.message)?.[1];
      out.push({
        tool: FLOW.id,
        weight: 3,
        test: null,
        suite: null,
        where: h.location ? splitPathLineCol(h.location) : null,
        frames: [],
        message: b.message,
        excerpt: excerptOf(view, i, b.end),
        start: i,
        end: b.end,
        ...(code ? { code } : {}),
      });
    }
    return out;
  },
} satisfies Extractor;
