// Is this failure the PR's? Each failure of a PR's run gets a verdict with its evidence, from the PR's changed
// files and from the runs the app has seen (the base branch's, and the other runs of the same commit):
//
// - `related`: a verified location of the failure (its file:line, a stack frame in the repository, the test's
//   file) is in a file the PR changes;
// - `infrastructure`: classified as such (the network, a registry, the runner), not the code;
// - `pre-existing`: it failed in each of the base branch's latest runs that ran it (at least `min-runs` of them);
// - `known-flaky`: it passed in another run of the same commit, or it both passed and failed on the base branch in
//   the window (with at least `min-runs` runs there);
// - `unknown`: anything else, and whenever the evidence is thin (too few runs, the PR's files not listed in full).
//
// A wrong "not the PR's" would hide a regression, so only `related` and `unknown` failures are held against the
// agent (its prompt and its loop budget); a quarantined test's failure is held by none. Pure: the app gathers.
import type { Failure, Report, TestVerdict } from "../schema.js";
import { type QuarantineEntry, type QuarantineState, quarantineOf } from "./quarantine.js";

export const RELATIONS = ["related", "pre-existing", "known-flaky", "infrastructure", "unknown"] as const;
export type RelationVerdict = (typeof RELATIONS)[number];

/** GitHub lists at most this many files of a PR. */
export const PR_FILES_CAP = 3_000;

export interface PrFile {
  filename: string;
  /** The unified diff's hunks; absent for large or binary files. */
  patch?: string | null | undefined;
}

export interface PrFiles {
  files: readonly PrFile[];
  /** False when GitHub's cap was reached: a file not listed may still be changed. */
  complete: boolean;
}

/** One run of the base branch the app has seen, newest first. */
export interface BaseRun {
  runId: number;
  /** ISO time it was recorded. */
  at: string;
  /** Fingerprints of the failures its report named. */
  fingerprints: readonly string[];
}

/** A test's verdict in one run. */
export interface TestRun {
  runId: number;
  runAttempt: number;
  at: string;
  verdict: TestVerdict["verdict"];
}

export interface RelateInput {
  /** The failures of the run (the report's buckets). */
  failures: readonly Failure[];
  /** The report's test verdicts: a failing test's file is read from here. */
  verdicts: readonly TestVerdict[];
  /** The PR's changed files; null when they could not be listed. */
  prFiles: PrFiles | null;
  base: {
    /** `main`. */
    branch: string;
    windowDays: number;
    minRuns: number;
    /** The base branch's runs in the window, newest first. */
    runs: readonly BaseRun[];
    /** Per test name: its verdicts in the base branch's runs of the window, newest first. */
    tests: ReadonlyMap<string, readonly TestRun[]>;
  };
  /** Per test name: its verdicts in the other runs of the same commit (re-runs, push and pull_request, workflows). */
  sameCommit: ReadonlyMap<string, readonly TestRun[]>;
  quarantine: readonly QuarantineEntry[];
  /** `YYYY-MM-DD`, for the quarantine's expiry. */
  today: string;
}

export interface Relation {
  fingerprint: string;
  test: string | null;
  /** What to call it: the test's name, else the tool and the first line of its message (plain text). */
  label: string;
  verdict: RelationVerdict;
  /** One sentence with the numbers: `failed 4 of 20 runs on main in 7 days`. Plain text (escape to render). */
  evidence: string;
  quarantine: QuarantineState | null;
  /** Held against the agent (its prompt, its loop budget): `related` or `unknown`, and not under active quarantine. */
  held: boolean;
  /** Base-branch counts of a test flaky there: for the paste-ready quarantine entry. */
  flakyRuns: number;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The new-side line ranges of a unified diff's hunks (`@@ -a,b +c,d @@`). Linear: one anchored regex per line. */
export function hunkRanges(patch: string): [number, number][] {
  const out: [number, number][] = [];
  for (const line of patch.split("\n")) {
    const m = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (m) {
      const start = Number(m[1]);
      const count = m[2] === undefined ? 1 : Number(m[2]);
      out.push([start, start + Math.max(count, 1) - 1]);
    }
  }
  return out;
}

/** Repository files a failure points at, with the line when known: its location, its frames, its test's file. */
function placesOf(
  f: Failure,
  verdicts: ReadonlyMap<string, TestVerdict>,
): { file: string; line: number | null }[] {
  const places: { file: string; line: number | null }[] = [];
  const add = (file: string | null | undefined, line: number | null) => {
    if (file) places.push({ file, line });
  };
  if (f.location && f.location.status !== "missing") add(f.location.file, f.location.line);
  for (const frame of f.details.frames ?? [])
    if (frame.location.status !== "missing") add(frame.location.file, frame.location.line);
  if (f.test !== null) add(verdicts.get(f.test)?.file, null);
  return places;
}

function relatedEvidence(
  f: Failure,
  input: RelateInput,
  verdicts: ReadonlyMap<string, TestVerdict>,
): string | null {
  const files = input.prFiles;
  if (files === null) return null;
  const changed = new Map(files.files.map((p) => [p.filename, p]));
  let fileOnly: string | null = null;
  for (const place of placesOf(f, verdicts)) {
    const p = changed.get(place.file);
    if (p === undefined) continue;
    if (place.line !== null && p.patch) {
      if (hunkRanges(p.patch).some(([a, b]) => place.line !== null && place.line >= a && place.line <= b))
        return `${place.file}:${place.line} is in a hunk this PR changes`;
    }
    fileOnly ??= `${place.file} is changed by this PR`;
  }
  return fileOnly;
}

/** A test's base-branch runs, counted. */
function counts(runs: readonly TestRun[]) {
  let passed = 0;
  let failed = 0;
  let flaky = 0;
  for (const r of runs) {
    if (r.verdict === "passed") passed++;
    else if (r.verdict === "failed") failed++;
    else if (r.verdict === "flaky") flaky++;
  }
  return { passed, failed, flaky, ran: passed + failed + flaky };
}

function judge(
  f: Failure,
  input: RelateInput,
  verdicts: ReadonlyMap<string, TestVerdict>,
): { verdict: RelationVerdict; evidence: string; flakyRuns: number } {
  const related = relatedEvidence(f, input, verdicts);
  if (related !== null) return { verdict: "related", evidence: related, flakyRuns: 0 };
  if (f.category === "infrastructure")
    return {
      verdict: "infrastructure",
      evidence: `classified as infrastructure (${f.patterns.join(", ") || "no rule id"}), not the code`,
      flakyRuns: 0,
    };
  if (input.prFiles === null)
    return { verdict: "unknown", evidence: "the PR's changed files could not be listed", flakyRuns: 0 };
  if (!input.prFiles.complete)
    return {
      verdict: "unknown",
      evidence: `the PR changes more files than GitHub lists (${PR_FILES_CAP.toLocaleString("en-US")}): it may touch this one`,
      flakyRuns: 0,
    };

  const { branch, windowDays, minRuns } = input.base;
  const within = `on ${branch} in ${plural(windowDays, "day")}`;
  if (f.test !== null) {
    const same = (input.sameCommit.get(f.test) ?? []).find(
      (r) => r.verdict === "passed" || r.verdict === "flaky",
    );
    if (same !== undefined)
      return {
        verdict: "known-flaky",
        evidence: `${same.verdict === "passed" ? "passed" : "was flaky"} in run ${same.runId} (attempt ${same.runAttempt}) of this same commit`,
        flakyRuns: 0,
      };
    const runs = (input.base.tests.get(f.test) ?? []).filter((r) => r.verdict !== "skipped");
    const c = counts(runs);
    const latest = runs.slice(0, minRuns);
    if (c.ran >= minRuns && latest.every((r) => r.verdict === "failed"))
      return {
        verdict: "pre-existing",
        evidence: `failed in each of the latest ${plural(latest.length, "run")} ${within} (${c.failed} of ${c.ran} in all)`,
        flakyRuns: 0,
      };
    const failing = c.failed + c.flaky;
    if (c.ran >= minRuns && (c.flaky > 0 || (c.passed > 0 && c.failed > 0)))
      return {
        verdict: "known-flaky",
        evidence: `failed ${failing} of ${plural(c.ran, "run")} ${within}${c.flaky > 0 ? ` (${c.flaky} failed then passed on a retry)` : ""}`,
        flakyRuns: failing,
      };
    return {
      verdict: "unknown",
      evidence:
        c.ran < minRuns
          ? `${c.ran === 0 ? "no run" : `only ${plural(c.ran, "run")}`} of this test ${within} (${minRuns} needed to tell)`
          : `passed in all ${plural(c.ran, "run")} ${within}: it fails only here`,
      flakyRuns: 0,
    };
  }
  // No test name (a build error, a tool's error): by fingerprint, in the base branch's runs with a report.
  const latest = input.base.runs.slice(0, minRuns);
  if (latest.length >= minRuns && latest.every((r) => r.fingerprints.includes(f.fingerprint)))
    return {
      verdict: "pre-existing",
      evidence: `the same failure (fingerprint ${f.fingerprint}) was in each of the latest ${plural(latest.length, "run")} ${within}`,
      flakyRuns: 0,
    };
  return {
    verdict: "unknown",
    evidence:
      input.base.runs.length < minRuns
        ? `only ${plural(input.base.runs.length, "run")} ${within} (${minRuns} needed to tell)`
        : `not in the latest ${plural(minRuns, "run")} ${within}`,
    flakyRuns: 0,
  };
}

/**
 * Which failure a relation is of: its fingerprint and its test. Rows of a table-driven test (`add(1, 2)`,
 * `add(3, 4)`) share a fingerprint (digits in names are volatile to it) yet each is its own test, with its own
 * history on the base branch.
 */
export const relationKey = (f: Pick<Relation, "fingerprint" | "test">): string =>
  `${f.fingerprint}\u0000${f.test ?? ""}`;

/** Each failure's verdict and evidence, one per fingerprint and test, in the order of `input.failures`. */
export function relate(input: RelateInput): Relation[] {
  const verdicts = new Map(input.verdicts.map((v) => [v.test, v]));
  const seen = new Set<string>();
  const out: Relation[] = [];
  for (const f of input.failures) {
    if (seen.has(relationKey(f))) continue;
    seen.add(relationKey(f));
    const j = judge(f, input, verdicts);
    const quarantine = quarantineOf(input.quarantine, f.test, input.today);
    out.push({
      fingerprint: f.fingerprint,
      test: f.test,
      label: f.test ?? `${f.tool}: ${(f.message.split("\n")[0] ?? "").slice(0, 200)}`,
      ...j,
      quarantine,
      held: (j.verdict === "related" || j.verdict === "unknown") && quarantine?.state !== "active",
    });
  }
  return out;
}

/**
 * The report as held against the agent: only the failures `held` by their relation (a failure without one is held).
 * When none is left of a failed report, its outcome is `flaky` (failures, none the PR's: never held against it).
 */
export function heldReport(report: Report, relations: readonly Relation[]): Report {
  const notHeld = new Set(relations.filter((r) => !r.held).map(relationKey));
  if (notHeld.size === 0) return report;
  const buckets = report.buckets
    .map((b) => ({ ...b, failures: b.failures.filter((f) => !notHeld.has(relationKey(f))) }))
    .filter((b) => b.failures.length > 0);
  const primary = buckets.some((b) => b.category === report.primary)
    ? report.primary
    : (buckets[0]?.category ?? null);
  const outcome = buckets.length === 0 && report.outcome !== "passed" ? "flaky" : report.outcome;
  return { ...report, buckets, primary, outcome };
}
