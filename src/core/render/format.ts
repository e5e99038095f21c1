// Pieces shared by the renderers of a report: the job summary (summary.ts), the PR app's comments
// (comment.ts) and the agent prompt (prompt.ts). Untrusted text goes through markdown.ts here too.
import { code, escapeMarkdown, fence } from "./markdown.js";
import { byCategory } from "../classify/categories.js";
import type { Category, FailureBucket, Location, Report } from "../schema.js";

/** A category's heading, from its row in categories.ts. */
export const CATEGORY_TITLE: Readonly<Record<Category, string>> = byCategory((row) => row.title);

/** `1 failure`, `2 failures`; `many` for an irregular plural. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The first line of `s` that is not blank, trimmed; `""` when there is none. */
export const firstLine = (s: string) => (s.split("\n").find((l) => l.trim() !== "") ?? "").trim();

/** The category order of the summary, the comment and the prompt: primary first, infrastructure last. */
function rank(c: Category, primary: Category | null): number {
  if (c === primary) return 0;
  if (c === "infrastructure") return 2;
  return 1;
}

/** The report's buckets, primary category first, infrastructure last (nothing to fix in code), else in order. */
export function orderedBuckets(report: Report): FailureBucket[] {
  return [...report.buckets].sort(
    (a, b) => rank(a.category, report.primary) - rank(b.category, report.primary),
  );
}

/** Percent-encodes a path for a URL, `(` and `)` included (they would end a markdown link). */
const encodePath = (p: string) =>
  p
    .split("/")
    .map((s) => encodeURIComponent(s).replace(/\(/g, "%28").replace(/\)/g, "%29"))
    .join("/");

/** An abbreviated or full commit SHA (hexadecimal, either case). */
export const isCommitSha = (sha: string | null): sha is string =>
  sha !== null && /^[0-9a-f]{7,64}$/i.test(sha);

/** The URL of `file` (at `line`, when given) in the repository at one commit. */
export type BlobLink = (file: string, line: number | null) => string;

/**
 * Links to files of `repository` at `sha` on `server` (`https://github.com`, no trailing slash), or null
 * when `sha` is not a commit SHA. The caller vouches for `server` and `repository`.
 */
export function blobLink(server: string, repository: string, sha: string | null): BlobLink | null {
  if (!isCommitSha(sha)) return null;
  const base = `${server}/${encodePath(repository)}/blob/${sha}`;
  return (file, line) => `${base}/${encodePath(file)}${line ? `#L${line}` : ""}`;
}

/**
 * A relative path inside the repository: no empty, `.` or `..` segment, no leading `/`, no backslash. A report
 * may be forged: `../../../attacker/x` would otherwise link to another page of the server.
 */
export const isRepoPath = (file: string): boolean =>
  file !== "" &&
  !file.includes("\\") &&
  file.split("/").every((seg) => seg !== "" && seg !== "." && seg !== "..");

export interface LocationStyle {
  /** Shortens the printed path and the note to `n` characters; both are shown whole without it. */
  clip?: (s: string, n: number) => string;
  /** A path not found in the repository is followed by the note and the closest files. */
  explainMissing?: boolean;
}

/**
 * Where a failure is, as markdown: linked (when `blob` is given) only if the path was found in the
 * repository; a missing path is shown as printed, never linked.
 */
export function locationText(
  loc: Location | null,
  blob: BlobLink | null,
  style: LocationStyle = {},
): string | null {
  if (!loc) return null;
  const clip = style.clip ?? ((s: string) => s);
  const pos = `${loc.line ? `:${loc.line}` : ""}${loc.column ? `:${loc.column}` : ""}`;
  if (loc.file === null || loc.status === "missing") {
    const why = style.explainMissing
      ? `${loc.note ? `: ${escapeMarkdown(clip(loc.note, 300))}` : ""}${loc.candidates.length ? `; candidates: ${loc.candidates.map(code).join(", ")}` : ""}`
      : "";
    return `${code(clip(`${loc.printed}${pos}`, 300))} (not found in the repository${why})`;
  }
  const text = code(`${loc.file}${pos}`);
  const linked = blob && isRepoPath(loc.file) ? `[${text}](${blob(loc.file, loc.line)})` : text;
  const note = loc.note && loc.status === "searched" ? ` (${escapeMarkdown(clip(loc.note, 300))})` : "";
  return `${linked}${note}`;
}

/** A block indented under a list item; blank lines stay blank. */
export const indent = (block: string, by = "  ") =>
  block
    .split("\n")
    .map((s) => (s === "" ? "" : `${by}${s}`))
    .join("\n");

/**
 * A failure's log excerpt under its list item: the first `lines` lines (shortened by `shorten` when given)
 * fenced in a collapsed `<details>`, a blank line before it; nothing when `lines` is 0 or the excerpt blank.
 */
export function excerptBlock(excerpt: string, lines: number, shorten?: (text: string) => string): string[] {
  if (lines <= 0 || excerpt.trim() === "") return [];
  const ex = excerpt.split("\n").slice(0, lines).join("\n");
  return [
    "",
    "  <details><summary>Log excerpt</summary>",
    "",
    indent(fence(shorten ? shorten(ex) : ex)),
    "",
    "  </details>",
  ];
}

export interface FlakyLine {
  test: string;
  file: string | null;
  /** How it failed, as markdown. */
  what: string;
}

/**
 * The flaky tests of a report: those retried within the run, then those with a flaky verdict over the
 * attempts that were not already listed. `firstFailure`, when given, renders a test's first failure
 * message (as markdown) after how often it failed.
 */
export function flakyLines(report: Report, firstFailure?: (message: string) => string): FlakyLine[] {
  const out: FlakyLine[] = report.flaky.map((t) => ({
    test: t.test,
    file: t.file,
    what: `failed ${plural(t.retries, "time")} before passing within the run${
      firstFailure && t.messages[0] ? `; first failure: ${firstFailure(t.messages[0])}` : ""
    }`,
  }));
  const recorded = new Set(report.flaky.map((t) => `${t.suite ?? ""}\u0000${t.test}`));
  for (const v of report.verdicts) {
    if (v.verdict !== "flaky" || recorded.has(`${v.suite ?? ""}\u0000${v.test}`)) continue;
    out.push({
      test: v.test,
      file: v.file,
      what: `failed in ${v.runs - v.passes} of ${plural(v.runs, "run")}`,
    });
  }
  return out;
}
