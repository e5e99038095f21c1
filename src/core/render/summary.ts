// The job summary (`$GITHUB_STEP_SUMMARY`): outcome, attempts, buckets, flaky tests, failures linked to the
// commit, warnings and the prompt. Every piece of text a tool printed goes through `code`, `fence` or
// `escapeMarkdown`. Size-budgeted in UTF-8 bytes: re-rendered with less detail until it fits.
import type { Attempt, Failure, FailureBucket, Report } from "../schema.js";
import {
  type BlobLink,
  blobLink,
  CATEGORY_TITLE,
  excerptBlock,
  firstLine,
  locationText,
  orderedBuckets,
  plural,
} from "./format.js";
import { code, escapeMarkdown, fence } from "./markdown.js";

/** GitHub accepts at most 1 MiB per step summary. */
export const SUMMARY_BUDGET = 1_048_576;

export interface SummaryOptions {
  /** `GITHUB_SERVER_URL`, e.g. `https://github.com`. */
  serverUrl: string;
  /** `owner/name`; without it (or the SHA) locations are not linked. */
  repository: string | null;
  sha: string | null;
  /** The refinement prompt (see `buildPrompt`), shown collapsed. */
  prompt: string;
  /** Bytes (UTF-8) the summary may take; 1 MiB by default. */
  budget?: number;
  /** Annotations left out because of GitHub's per-step limits. */
  omittedAnnotations?: number;
  /** What was left out of the annotations and why (see `leftOutText`); said instead of `omittedAnnotations`. */
  annotationsLeftOut?: string | null;
}

/** Length of `s` in UTF-8 bytes, without encoding it. */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4;
        i++;
      } else n += 3;
    } else n += 3;
  }
  return n;
}

interface Detail {
  /** Failures listed per bucket. */
  perBucket: number;
  /** Lines of each failure's log excerpt (0: none). */
  excerptLines: number;
  prompt: boolean;
  /** Flaky tests and warnings listed. */
  list: number;
}

/** Less and less detail: fewer failures per bucket, then no excerpts, then no prompt. */
const LEVELS: readonly Detail[] = [
  { perBucket: 50, excerptLines: 12, prompt: true, list: 200 },
  { perBucket: 20, excerptLines: 12, prompt: true, list: 100 },
  { perBucket: 5, excerptLines: 6, prompt: true, list: 50 },
  { perBucket: 5, excerptLines: 0, prompt: true, list: 20 },
  { perBucket: 5, excerptLines: 0, prompt: false, list: 10 },
  { perBucket: 0, excerptLines: 0, prompt: false, list: 5 },
];

const STATUS: Record<Report["outcome"], { emoji: string; label: string }> = {
  passed: { emoji: "✅", label: "Passed" },
  flaky: { emoji: "⚠️", label: "Flaky" },
  failed: { emoji: "❌", label: "Failed" },
  cancelled: { emoji: "⏹️", label: "Cancelled" },
  unknown: { emoji: "❔", label: "Unknown" },
};

const clip = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);
/** Inline code inside a table cell: a pipe would end the cell. */
const cell = (s: string) => code(s).replace(/\|/g, "\\|");

function duration(ms: number): string {
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1_000).toFixed(1)} s`;
  const s = Math.round(ms / 1_000);
  return `${Math.floor(s / 60)} min ${s % 60} s`;
}

const attemptPassed = (a: Attempt) => a.exitCode === 0 && !a.timedOut && a.spawnError === null;

function result(a: Attempt): string {
  const mark = attemptPassed(a) ? "✅" : "❌";
  const what =
    a.spawnError !== null
      ? `could not start: ${escapeMarkdown(clip(a.spawnError, 200))}`
      : a.timedOut
        ? "timed out"
        : a.signal !== null
          ? `killed by ${escapeMarkdown(a.signal)}`
          : `exit ${a.exitCode ?? "?"}`;
  const reset = a.reset ? ` (reset: exit ${a.reset.exitCode ?? "?"}, ${duration(a.reset.durationMs)})` : "";
  return `${mark} ${what}${reset}`;
}

/**
 * What an attempt ran (`retry-scope`): the whole command, or only the tests that failed before (whose reason
 * says which: "vitest: only the 2 tests that failed in attempt 1"), and why.
 */
function ranCell(a: Attempt): string {
  const sc = a.scope;
  if (!sc) return "—";
  if (sc.kind === "failed") return escapeMarkdown(clip(sc.reason, 300));
  // The first attempt always runs the whole command: its reason says nothing more.
  return a.index === 1 ? "the whole command" : `the whole command: ${escapeMarkdown(clip(sc.reason, 300))}`;
}

function testCounts(a: Attempt): string {
  const t = a.tests;
  if (!t) return "—";
  const parts = [
    `${t.passed} passed`,
    t.failed ? `${t.failed} failed` : null,
    t.flaky ? `${t.flaky} flaky` : null,
    t.skipped ? `${t.skipped} skipped` : null,
  ].filter(Boolean);
  return `${t.total}: ${parts.join(", ")}`;
}

/** Links to file:line at the SHA; null without a repository, a SHA or a server that is safe in a link. */
function links(opts: SummaryOptions): BlobLink | null {
  const server = opts.serverUrl.replace(/\/+$/, "");
  if (!opts.repository || !/^https?:\/\/[^\s()<>]+$/.test(server)) return null;
  return blobLink(server, opts.repository, opts.sha);
}

function failureLines(f: Failure, d: Detail, l: BlobLink | null): string[] {
  const where = locationText(f.location, l, { explainMissing: true });
  const head = [f.test ? code(f.test) : code(f.tool), where ? `at ${where}` : null].filter(Boolean).join(" ");
  const out = [
    `- ${head}: ${code(clip(firstLine(f.message), 500))}${f.evidence ? ` (${escapeMarkdown(f.evidence.text)})` : ""}`,
  ];
  if (f.reproduce) out.push(`  - Reproduce: ${code(f.reproduce)}`);
  const excerpt = excerptBlock(f.excerpt, d.excerptLines);
  // A blank line after `</details>`: the next item would otherwise be taken for HTML.
  if (excerpt.length > 0) out.push(...excerpt, "");
  return out;
}

function bucketLines(b: FailureBucket, d: Detail, l: BlobLink | null): string[] {
  const n = b.failures.length;
  const out = [
    "",
    `#### ${CATEGORY_TITLE[b.category]}: ${plural(n, "failure")} (confidence ${b.confidence.toFixed(2)})`,
    "",
  ];
  for (const f of b.failures.slice(0, d.perBucket)) out.push(...failureLines(f, d, l));
  if (n > d.perBucket && d.perBucket > 0)
    out.push(`- … and ${n - d.perBucket} more (left out to fit the summary's size limit).`);
  while (out[out.length - 1] === "") out.pop();
  return out;
}

const OUTCOME_WORD: Record<Report["outcome"], string> = {
  passed: "passed",
  flaky: "flaky",
  failed: "failed",
  cancelled: "cancelled",
  unknown: "unknown",
};

/** The outcome, and what it would have been without retries when that differs: "failed without retries; flaky with them". */
export function headline(report: Report): string {
  const s = STATUS[report.outcome];
  const without = report.retry?.withoutRetries;
  const retried = report.attempts.length > 1;
  let text =
    without && retried && without !== report.outcome
      ? `${s.emoji} **${s.label}** with retries; ${OUTCOME_WORD[without]} without them`
      : `${s.emoji} **${s.label}**${retried && without ? ` (the same without retries)` : ""}`;
  if (report.outcome === "flaky")
    text += ": every failure was contradicted by a pass in this run, which is not a plain pass";
  return text;
}

function statusLine(report: Report): string {
  const parts = [headline(report)];
  const n = report.attempts.length;
  if (n > 0) parts.push(`${report.attempts.filter(attemptPassed).length}/${n} attempts passed`);
  if (report.primary) parts.push(`primary category: ${code(report.primary)}`);
  const stop = report.retry?.stoppedEarly;
  if (stop)
    parts.push(
      `not retried after attempt ${stop.attempt}: ${stop.kinds.map(code).join(", ")} ${stop.kinds.length === 1 ? "is" : "are"} not in retry-on (${plural(stop.saved, "attempt")} saved)`,
    );
  return parts.join(" · ");
}

/** One flaky test: where (linked), the evidence, its failure's category and message, how to reproduce it. */
function flakyEntry(t: Report["flaky"][number], l: BlobLink | null): string[] {
  const where = t.location
    ? locationText(t.location, l, { explainMissing: false })
    : t.file
      ? code(t.file)
      : null;
  const evidence = t.evidence ?? `failed ${plural(t.retries, "time")}, passed otherwise`;
  const out = [
    `- ${code(t.test)}${where ? ` at ${where}` : ""}: ${escapeMarkdown(evidence)}${t.category ? ` (${CATEGORY_TITLE[t.category]})` : ""}${
      t.messages[0] ? `: ${code(clip(firstLine(t.messages[0]), 300))}` : ""
    }`,
  ];
  if (t.reproduce) out.push(`  - Reproduce: ${code(t.reproduce)}`);
  return out;
}

function render(report: Report, opts: SummaryOptions, d: Detail, l: BlobLink | null): string {
  const budget = opts.budget ?? SUMMARY_BUDGET;
  const out: string[] = ["### flakeharden", "", statusLine(report)];
  if (report.command) out.push("", `Command: ${code(clip(report.command, 500))}`);

  if (report.attempts.length > 0) {
    // What each attempt ran, once a retry ran (a single attempt always runs the whole command).
    const ran = report.attempts.some((a) => a.index > 1 && a.scope);
    out.push(
      "",
      "#### Attempts",
      "",
      `| # | result |${ran ? " ran |" : ""} duration | delay before | tests |`,
      `| --- | --- |${ran ? " --- |" : ""} --- | --- | --- |`,
    );
    for (const a of report.attempts)
      out.push(
        `| ${a.index} | ${result(a)} |${ran ? ` ${ranCell(a)} |` : ""} ${duration(a.durationMs)} | ${duration(a.delayMs)} | ${testCounts(a)} |`,
      );
  }

  const total = report.buckets.reduce((s, b) => s + b.failures.length, 0);
  if (total > 0) {
    const ordered = orderedBuckets(report);
    out.push(
      "",
      `#### Failures: ${total} in ${plural(report.buckets.length, "category", "categories")}`,
      "",
      "| category | failures | confidence | patterns |",
      "| --- | --- | --- | --- |",
    );
    for (const b of ordered)
      out.push(
        `| ${CATEGORY_TITLE[b.category]} | ${b.failures.length} | ${b.confidence.toFixed(2)} | ${b.patterns.slice(0, 3).map(cell).join(", ")} |`,
      );
    for (const b of ordered) out.push(...bucketLines(b, d, l));
  }

  const recorded = new Set(report.flaky.map((t) => `${t.suite ?? ""}\u0000${t.test}`));
  const fromVerdicts = report.verdicts.filter(
    (v) => v.verdict === "flaky" && !recorded.has(`${v.suite ?? ""}\u0000${v.test}`),
  );
  const nFlaky = report.flaky.length + fromVerdicts.length;
  if (nFlaky > 0) {
    out.push(
      "",
      `#### ⚠️ Flaky in this run: ${nFlaky}`,
      "",
      "These tests both passed and failed in this run, so they are not among its failures; nor is that a pass: the failure is real, intermittent, and still there. Whether it predates this change, one run cannot tell.",
      "",
    );
    const entries = [
      ...report.flaky.flatMap((t) => [flakyEntry(t, l)]),
      ...fromVerdicts.map((v) => [
        `- ${code(v.test)}${v.file ? ` in ${code(v.file)}` : ""}: passed ${v.passes} of ${v.runs}`,
      ]),
    ];
    for (const e of entries.slice(0, d.list)) out.push(...e);
    if (entries.length > d.list) out.push(`- … and ${entries.length - d.list} more.`);
  }

  const quarantined = report.quarantined ?? [];
  if (quarantined.length > 0) {
    out.push(
      "",
      `#### Quarantined: ${plural(quarantined.length, "failing test")}`,
      "",
      "These tests failed and are under an active quarantine (`.github/flakeharden.yml`): they ran and are reported, but they do not fail the run.",
      "",
    );
    for (const q of quarantined.slice(0, d.list))
      out.push(
        `- ${code(q.test)}${q.file ? ` in ${code(q.file)}` : ""} (${CATEGORY_TITLE[q.category]}): ${code(clip(firstLine(q.message), 300))}; quarantined until ${escapeMarkdown(q.expires)}, owner ${escapeMarkdown(clip(q.owner, 140))}: ${escapeMarkdown(clip(q.reason, 300))}`,
      );
    if (quarantined.length > d.list) out.push(`- … and ${quarantined.length - d.list} more.`);
  }

  // Scores after what needs doing.
  const sc = report.scores;
  if (sc) {
    out.push(
      "",
      "#### Scores",
      "",
      "| success rate | consistency | error-rate impact | final | resilience | overall |",
      "| --- | --- | --- | --- | --- | --- |",
      `| ${(sc.successRate * 100).toFixed(0)}% | ${sc.consistency.toFixed(2)} | ${sc.errorRateImpact.toFixed(2)} | ${sc.final.toFixed(1)} | ${sc.resilience.score.toFixed(1)} ${sc.resilience.verdict} | ${sc.overall.toFixed(1)} |`,
    );
  }

  if (report.warnings.length > 0) {
    out.push("", "#### Warnings", "");
    for (const w of report.warnings.slice(0, d.list)) out.push(`- ${escapeMarkdown(clip(w, 1_000))}`);
    if (report.warnings.length > d.list) out.push(`- … and ${report.warnings.length - d.list} more.`);
  }

  const omitted = opts.omittedAnnotations ?? 0;
  if (opts.annotationsLeftOut) out.push("", escapeMarkdown(opts.annotationsLeftOut));
  else if (omitted > 0)
    out.push(
      "",
      `${plural(omitted, "annotation")} left out: GitHub shows at most 10 errors and 10 warnings per step.`,
    );

  if (opts.prompt.trim() !== "") {
    if (d.prompt)
      out.push(
        "",
        "<details><summary>Prompt for a coding agent</summary>",
        "",
        fence(opts.prompt, "markdown"),
        "",
        "</details>",
      );
    else out.push("", `The prompt was left out to fit the summary's size limit (${budget} bytes).`);
  }
  return `${out.join("\n")}\n`;
}

/**
 * The job summary, within `budget` UTF-8 bytes (1 MiB by default): re-rendered with fewer failures per
 * bucket, then no excerpts, then no prompt; as a last resort the barest rendering is cut at a line boundary
 * (it holds no fenced or collapsed block, so no block is ever cut).
 */
export function renderSummary(report: Report, opts: SummaryOptions): string {
  const budget = opts.budget ?? SUMMARY_BUDGET;
  const l = links(opts);
  for (const d of LEVELS) {
    const text = render(report, opts, d, l);
    if (utf8Length(text) <= budget) return text;
  }
  const lines = render(report, opts, LEVELS[LEVELS.length - 1] as Detail, l).split("\n");
  const note = "\n… (cut to fit the summary's size limit)\n";
  const out: string[] = [];
  let size = utf8Length(note);
  for (const line of lines) {
    const n = utf8Length(line) + 1;
    if (size + n > budget) break;
    out.push(line);
    size += n;
  }
  return size <= budget ? `${out.join("\n")}${out.length ? "\n" : ""}${note}` : "";
}
