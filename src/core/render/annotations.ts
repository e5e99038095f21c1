// Which failures and flaky tests become annotations: GitHub shows at most 10 errors and 10 warnings per step
// and drops the rest silently, and hides an annotation whose path is not in the repository. So: only verified
// paths, the most important first, and a count of what was left out.
import type { Category, Failure, Report } from "../schema.js";
import { DEFAULT_SEVERITY, SEVERITIES } from "../limits.js";
import { utf8Length } from "./summary.js";
import { normName } from "../names.js";

export interface Annotation {
  level: "error" | "warning";
  /** A repository path verified against the file list. */
  file: string;
  line: number | null;
  column: number | null;
  title: string;
  message: string;
}

export interface AnnotationLimits {
  errors: number;
  warnings: number;
}

export interface AnnotationSelection {
  annotations: Annotation[];
  /** Left out, in all. */
  omitted: { errors: number; warnings: number };
  /** Of those, left out for want of a verified repository path (the rest: over GitHub's limit). */
  unlocated: { errors: number; warnings: number };
}

/** What the count of left-out annotations says, or null when none was. */
export function leftOutText(
  s: Pick<AnnotationSelection, "omitted" | "unlocated">,
  limits: AnnotationLimits,
): string | null {
  const parts: string[] = [];
  const over = (n: number, what: string, limit: number) =>
    n > 0 ? `${n} ${what} over GitHub's limit of ${limit} per step` : null;
  const without = (n: number, what: string) =>
    n > 0 ? `${n} ${what} without a verified path in the repository (GitHub would not show them)` : null;
  for (const p of [
    over(s.omitted.errors - s.unlocated.errors, "failure(s)", limits.errors),
    over(s.omitted.warnings - s.unlocated.warnings, "flaky test(s)", limits.warnings),
    without(s.unlocated.errors, "failure(s)"),
    without(s.unlocated.warnings, "flaky test(s)"),
  ])
    if (p) parts.push(p);
  if (parts.length === 0) return null;
  return `Annotations left out: ${parts.join("; ")}. Every one of them is in this summary.`;
}

/** Bytes of an annotation's message at most. */
export const MAX_MESSAGE_BYTES = 4_096;
const MAX_TITLE = 200;

/** Cuts `s` to `max` UTF-8 bytes, never inside a character, marking the cut. */
function clipBytes(s: string, max: number): string {
  if (utf8Length(s) <= max) return s;
  let lo = 0;
  let hi = s.length;
  // The longest prefix whose length, with the mark, fits.
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (utf8Length(s.slice(0, mid)) + 3 <= max) lo = mid;
    else hi = mid - 1;
  }
  const cut = /[\ud800-\udbff]$/.test(s.slice(0, lo)) ? lo - 1 : lo;
  return `${s.slice(0, cut)}…`;
}

const clip = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);
const firstLine = (s: string) => (s.split("\n").find((l) => l.trim() !== "") ?? "").trim();

function errorOf(f: Failure, file: string): Annotation {
  const lines = [
    f.test ? `Test: ${f.test}` : null,
    firstLine(f.message) || `${f.category} failure reported by ${f.tool}`,
    f.reproduce ? `Reproduce: ${f.reproduce}` : null,
  ].filter((l): l is string => l !== null);
  return {
    level: "error",
    file,
    line: f.location?.line ?? null,
    column: f.location?.column ?? null,
    title: clip(
      `${f.category}: ${firstLine(f.test ?? "") || `${f.tool}${f.details.code ? ` ${f.details.code}` : ""}`}`,
      MAX_TITLE,
    ),
    message: clipBytes(lines.join("\n"), MAX_MESSAGE_BYTES),
  };
}

/**
 * The annotations to emit: failures as errors, flaky tests as warnings, each at a verified repository path.
 * Errors: the primary category first, then by category severity (critical → low), then by confidence, then
 * in log order. Warnings: in report order, at a path the report verified for a failure or frame, or found in
 * `repositoryFiles` (the workspace's file list, when the shell has it: JUnit's paths are not verified).
 * Whatever is not emitted (over the limit, or without a verified path) is counted in `omitted`.
 */
export function selectAnnotations(
  report: Report,
  limits: AnnotationLimits = { errors: 10, warnings: 10 },
  repositoryFiles: ReadonlySet<string> | null = null,
): AnnotationSelection {
  const failures = report.buckets.flatMap((b) => b.failures);
  const sevRank = (c: Category) => SEVERITIES.indexOf(DEFAULT_SEVERITY[c]);
  const ranked = failures
    .map((f, order) => ({ f, order }))
    .sort(
      (a, b) =>
        Number(b.f.category === report.primary) - Number(a.f.category === report.primary) ||
        sevRank(a.f.category) - sevRank(b.f.category) ||
        b.f.confidence - a.f.confidence ||
        (a.f.logLine ?? Number.MAX_SAFE_INTEGER) - (b.f.logLine ?? Number.MAX_SAFE_INTEGER) ||
        a.order - b.order,
    );
  const errors: Annotation[] = [];
  let unlocatedErrors = 0;
  for (const { f } of ranked) {
    const file = f.location?.file;
    if (!file) unlocatedErrors++;
    if (!file || errors.length >= limits.errors) continue;
    errors.push(errorOf(f, file));
  }

  // Paths the report verified against the repository; a flaky test is annotated only at one of them.
  const verified = new Set<string>();
  for (const f of failures) {
    if (f.location?.file) verified.add(f.location.file);
    for (const fr of f.details.frames ?? []) if (fr.location.file) verified.add(fr.location.file);
  }
  const flaky: { test: string; files: (string | null)[]; line: number | null; message: string }[] =
    report.flaky.map((t) => ({
      test: t.test,
      // A location the report verified first (its file is set only when verified).
      files: [t.location?.file ?? null, t.file],
      line: t.location?.file ? (t.location.line ?? null) : null,
      message: [
        `Flaky in this run: ${t.evidence ?? `failed ${t.retries} time(s), passed otherwise`}; not a pass, and not a failure of this change as far as one run can tell.`,
        t.category ? `Category of its failure: ${t.category}` : null,
        t.messages[0] ? `Failure: ${firstLine(t.messages[0])}` : null,
        t.reproduce ? `Reproduce: ${t.reproduce}` : null,
      ]
        .filter((l): l is string => l !== null)
        .join("\n"),
    }));
  const key = (test: string, suite: string | null) => `${suite ?? ""}\u0000${test}`;
  const recorded = new Set(report.flaky.map((t) => key(t.test, t.suite)));
  const filesOf = new Map<string, (string | null)[]>();
  for (const v of report.verdicts) {
    const list = filesOf.get(v.test);
    if (list) list.push(v.file);
    else filesOf.set(v.test, [v.file]);
    if (v.verdict !== "flaky" || recorded.has(key(v.test, v.suite))) continue;
    flaky.push({
      test: v.test,
      files: [v.file],
      line: null,
      message: `Flaky in this run: passed ${v.passes} of ${v.runs}; not a pass.`,
    });
  }
  const located = failures
    .filter((f) => f.test !== null && f.location?.file)
    .map((f) => ({ name: normName(f.test ?? ""), file: f.location?.file ?? null }));
  const warnings: Annotation[] = [];
  let flakyOmitted = 0;
  let unlocatedWarnings = 0;
  for (const t of flaky) {
    if (warnings.length >= limits.warnings) {
      flakyOmitted++;
      continue;
    }
    const name = normName(t.test);
    const candidates = [
      ...t.files,
      ...(filesOf.get(t.test) ?? []),
      ...located
        .filter((l) => l.name === name || l.name.endsWith(` ${name}`) || name.endsWith(` ${l.name}`))
        .map((l) => l.file),
    ];
    const file = candidates.find(
      (c): c is string => typeof c === "string" && (verified.has(c) || repositoryFiles?.has(c) === true),
    );
    if (!file) {
      flakyOmitted++;
      unlocatedWarnings++;
      continue;
    }
    warnings.push({
      level: "warning",
      file,
      line: file === t.files[0] ? t.line : null,
      column: null,
      title: clip(`Flaky test: ${firstLine(t.test)}`, MAX_TITLE),
      message: clipBytes(`Test: ${t.test}\n${t.message}`, MAX_MESSAGE_BYTES),
    });
  }
  return {
    annotations: [...errors, ...warnings],
    omitted: { errors: failures.length - errors.length, warnings: flakyOmitted },
    unlocated: { errors: unlocatedErrors, warnings: unlocatedWarnings },
  };
}
