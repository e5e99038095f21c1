// A check that the committed files are what the run produces: the step rewrites them (golden outputs a test
// script writes, a build's or a code generator's output, a formatter's rewrite) and `git diff --exit-code` fails
// the step when they differ, printing git's unified diff:
//   diff --git a/examples/out.txt b/examples/out.txt
//   index dc3b9bc..d3fe641 100644
//   --- a/examples/out.txt
//   +++ b/examples/out.txt
//   @@ -1,3 +1,3 @@
//    context
//   -what is committed
//   +what the run wrote
// One failure per file, at its first changed line on the new side (the line of the committed file to update).
// `diff --git` is git's own header: jest's `- Expected + Received`, minitest's `--- expected`/`+++ actual`,
// googletest's `With diff:` and a formatter's patch (`gofmt -d`'s `diff x.go.orig x.go`, ruff's and black's
// `--- x.py`/`+++ x.py`) print none.
// A file whose changes only move whitespace, quotes, commas, semicolons and parentheses (every changed line seen
// whole) is a formatter's rewrite (`npm run format && git diff --exit-code`): a static check, as a formatter's own
// report is. Any other change is recorded output that no longer matches what the code produces (a golden file,
// generated code or docs, a stale dist/): the output to regenerate and review, as a snapshot is.
import {
  type Candidate,
  type Extractor,
  type LogView,
  defineTool,
  excerptOf,
  rerunCommand,
} from "./types.js";
import { MAX_LINE } from "../ingest/normalize.js";

export const GIT_DIFF = defineTool({
  id: "git-diff",
  family: "report",
  // The step that rewrote the files and compared them: the run's own command.
  reproduce: rerunCommand,
});

/** The kind of a file whose committed content differs from what the run wrote. */
export const OUTPUT_DIFFERS = "committed output differs";
/** The kind of a file whose difference is only a formatter's (whitespace, quotes, punctuation). */
export const FORMAT_DIFFERS = "committed file not formatted";

const HUNK = /^@@ -\d{1,9}(?:,(\d{1,9}))? \+(\d{1,9})(?:,(\d{1,9}))? @@/;
// The lines git prints between `diff --git` and the first hunk (or instead of one: a mode change, a binary file).
const EXTENDED =
  /^(?:index [0-9a-f]{4,64}\.\.[0-9a-f]{4,64}|(?:old|new|deleted file|new file) mode \d{6}|similarity index \d{1,3}%|dissimilarity index \d{1,3}%|rename (?:from|to) |copy (?:from|to) |Binary files )/;
/** How much shorter than MAX_LINE a cut line can be once the log's prefix (a GitHub timestamp) is removed. */
const CUT_SLACK = 100;
/** Lines kept per file to compare the removed and added text (a generated bundle's diff runs to thousands). */
const COMPARED = 2_000;

/** A path as git prints it on `---`/`+++`: `a/x`, `b/x` (or without prefix), quoted when it holds odd characters. */
function pathOf(side: string, prefix: string): string | null {
  let p = side.replace(/\t.*$/, "");
  if (p === "/dev/null") return null;
  if (p.startsWith('"') && p.endsWith('"') && p.length > 1) p = p.slice(1, -1);
  return p.startsWith(prefix) ? p.slice(prefix.length) : p;
}

/** The header's new-side path (`diff --git a/x b/x`), when both sides name one path (or are unprefixed). */
function headerPath(line: string): string | null {
  const rest = line.slice("diff --git ".length);
  if (rest.startsWith("a/")) {
    const half = (rest.length - 1) / 2;
    // `a/P b/P`: both halves have the same length.
    if (Number.isInteger(half) && rest.slice(half, half + 3) === " b/") return rest.slice(half + 3);
    const at = rest.lastIndexOf(" b/");
    return at > 0 ? rest.slice(at + 3) : null;
  }
  const half = (rest.length - 1) / 2;
  return Number.isInteger(half) && rest.slice(0, half) === rest.slice(half + 1) ? rest.slice(half + 1) : null;
}

const squeeze = (s: string) => s.replace(/[\s'"`,;()]+/g, "");

/** One file's block of the diff starting at line i (its header): the candidate, and the index after the block. */
function fileBlock(view: LogView, i: number): { candidate: Candidate | null; next: number } {
  const header = view.lines[i] ?? "";
  let k = i + 1;
  while (k < view.lines.length && EXTENDED.test(view.lines[k] ?? "")) k++;
  let path = headerPath(header);
  const minus = view.lines[k] ?? "";
  const plus = view.lines[k + 1] ?? "";
  // Without `---`/`+++` (a mode change, a binary file) or a hunk: no line to point at, only the file.
  const hasSides = minus.startsWith("--- ") && plus.startsWith("+++ ");
  if (hasSides) {
    const prefixed = minus.startsWith("--- a/") || plus.startsWith("+++ b/");
    path = pathOf(plus.slice(4), prefixed ? "b/" : "") ?? pathOf(minus.slice(4), prefixed ? "a/" : "");
    k += 2;
  }
  // A header with neither sides nor git's extended lines is not git's output (a commit message quoting one).
  if (!path || (!hasSides && k === i + 1)) return { candidate: null, next: k };
  const deleted = hasSides && plus.slice(4).replace(/\t.*$/, "") === "/dev/null";
  let line: number | null = null;
  let expected: string | undefined;
  let actual: string | undefined;
  let removed = "";
  let added = "";
  let compared = 0;
  let end = k - 1;
  // Lines of the current hunk still to come on each side, as its header counts them.
  let oldLeft = 0;
  let newLeft = 0;
  let newLine = 0;
  let hunks = 0;
  for (; k < view.lines.length; k++) {
    const l = view.lines[k] ?? "";
    if (oldLeft <= 0 && newLeft <= 0) {
      const h = l.startsWith("@@ -") ? HUNK.exec(l) : null;
      if (!h?.[2]) break;
      oldLeft = h[1] === undefined ? 1 : Number(h[1]);
      newLine = Number(h[2]);
      newLeft = h[3] === undefined ? 1 : Number(h[3]);
      hunks++;
      end = k;
      continue;
    }
    const c = l[0];
    // An empty line is a context line whose leading space was trimmed away.
    if (c !== undefined && c !== " " && c !== "-" && c !== "+" && c !== "\\") break;
    end = k;
    if (c === "\\") continue;
    if (c === "-" || c === "+") {
      if (!deleted) line ??= Math.max(1, newLine);
      if (c === "-") expected ??= l.slice(1);
      else actual ??= l.slice(1);
      // A line normalization may have cut short (a source map's one line) hides what changed after the cut. The cut
      // is made before a log prefix (a timestamp) is removed: a line a little shorter than it may have been cut too.
      if (l.length >= MAX_LINE - CUT_SLACK) compared = COMPARED + 1;
      if (compared++ < COMPARED) {
        if (c === "-") removed += squeeze(l.slice(1));
        else added += squeeze(l.slice(1));
      }
    }
    if (c !== "+") oldLeft--;
    if (c !== "-") {
      newLeft--;
      newLine++;
    }
  }
  // A file with sides and no hunk is no diff git printed.
  if (hasSides && hunks === 0) return { candidate: null, next: k };
  const formatOnly = !deleted && line !== null && compared <= COMPARED && removed === added;
  const kind = formatOnly ? FORMAT_DIFFERS : OUTPUT_DIFFERS;
  return {
    candidate: {
      tool: GIT_DIFF.id,
      weight: 2,
      test: null,
      suite: null,
      where: { function: null, path, line, column: null },
      frames: [],
      message: formatOnly
        ? `${path}: the committed file is not formatted as the run formatted it`
        : `${path}: the committed file differs from what the run wrote`,
      excerpt: excerptOf(view, i, end),
      start: i,
      end,
      kind,
      ...(expected !== undefined ? { expected: expected.slice(0, 2000) } : {}),
      ...(actual !== undefined ? { actual: actual.slice(0, 2000) } : {}),
    },
    next: k,
  };
}

export const gitDiff = {
  tools: [GIT_DIFF],
  trigger: /^diff --git \S/,
  literals: ["diff --git "],
  extract(view, anchors) {
    const out: Candidate[] = [];
    let next = -1;
    for (const i of anchors) {
      if (i < next) continue;
      const b = fileBlock(view, i);
      next = b.next;
      if (b.candidate) out.push(b.candidate);
    }
    return out;
  },
} satisfies Extractor;
