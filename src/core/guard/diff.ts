// A push's change as GitHub's compare API gives it (`GET /repos/{o}/{r}/compare/{base}...{head}`, `files[]`), read
// into lines with their numbers. Pure and bounded: at most MAX_FILES files, MAX_PATCH characters of each patch and
// MAX_LINE characters of each line are read; what was cut is counted, never silently dropped.
import { z } from "zod";

/** Files read per push (the compare API lists at most 300 per page; 3,000 in all). */
export const MAX_FILES = 3_000;
/** Characters of one file's patch read. */
const MAX_PATCH = 200_000;
/** Characters of one line kept (a minified line is not a test). */
export const MAX_LINE = 500;

/** One file of the compare API's answer (only the fields the guard reads; others are ignored). */
export const CompareFile = z.object({
  filename: z.string().min(1).max(4_096),
  status: z.enum(["added", "removed", "modified", "renamed", "copied", "changed", "unchanged"]),
  previous_filename: z.string().max(4_096).optional(),
  additions: z.number().int().nonnegative().optional(),
  deletions: z.number().int().nonnegative().optional(),
  /** Absent for binary files and for diffs GitHub finds too large. */
  patch: z.string().optional(),
});
export type CompareFile = z.infer<typeof CompareFile>;

export interface DiffLine {
  /** `+` added, `-` removed. Context lines are not kept. */
  sign: "+" | "-";
  /** The line's number in the new file (added) or the old one (removed). */
  line: number;
  /** The text without its sign, cut to MAX_LINE characters. */
  text: string;
  /** Index of the hunk in the file's patch (lines of one hunk are judged together). */
  hunk: number;
}

export interface FileDiff {
  file: CompareFile;
  lines: DiffLine[];
  /** The patch was longer than MAX_PATCH: only its start was read. */
  cut: boolean;
}

// `@@ -a,b +c,d @@`: digits only, anchored; linear.
const HUNK = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/;

/** The added and removed lines of one file's patch, with their line numbers. */
export function parsePatch(file: CompareFile): FileDiff {
  const patch = file.patch ?? "";
  const cut = patch.length > MAX_PATCH;
  const lines: DiffLine[] = [];
  let oldLine = 0;
  let newLine = 0;
  let hunk = -1;
  for (const raw of (cut ? patch.slice(0, MAX_PATCH) : patch).split("\n")) {
    const m = HUNK.exec(raw);
    if (m) {
      oldLine = Number(m[1]);
      newLine = Number(m[2]);
      hunk++;
      continue;
    }
    if (hunk < 0) continue;
    const sign = raw[0];
    const text = raw.slice(1, 1 + MAX_LINE);
    if (sign === "+") lines.push({ sign, line: newLine++, text, hunk });
    else if (sign === "-") lines.push({ sign, line: oldLine++, text, hunk });
    else if (sign === " " || raw === "") {
      oldLine++;
      newLine++;
    }
    // `\ No newline at end of file`: neither side.
  }
  return { file, lines, cut };
}
