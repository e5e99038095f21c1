// The loop detector: from the CI attempts of a PR, whether the agent fixing it makes progress or loops,
// and, when it loops, why to halt it and what to try instead. Pure: the app stores the attempts.
import type {
  Category,
  Config,
  Failure,
  Halt,
  HaltReason,
  LoopAttempt,
  LoopDecision,
  Report,
  Severity,
} from "../schema.js";
import { CATEGORIES, DEFAULT_SEVERITY, LIMITS } from "../limits.js";
import { SEVERITY_WEIGHT } from "../report/score.js";
import { byCategory } from "../classify/categories.js";

/** The complexity formula, for the PR comment and the README. Keep in step with `complexityOf`. */
export const COMPLEXITY_FORMULA = `**complexity** of an attempt = Σ severity weight of each failure held against the agent + \`loop.complexity.file\` × distinct files the failures name + \`loop.complexity.category\` × distinct categories, to 1 decimal.

- Failures held against the agent: the failures of the report that are the PR's (\`related\` or \`unknown\`: see whose failures below; a quarantined test's are not), one per fingerprint. Flaky tests (failed, then passed on a retry) are not failures, and a passing or flaky attempt has complexity 0.
- Severity weight: critical 3, high 2, medium 1, low 0.5. A category's severity is \`severity\` in the config, else the default (compilation and types critical; runtime, assertion and timeout high; snapshot and unknown medium; infrastructure low).
- Files: the repository files the failures are located in (verified paths only).
- Defaults: \`loop.complexity.file\` 0.5, \`loop.complexity.category\` 1. Example: 2 type errors in 1 file = 3 + 3 + 0.5 × 1 + 1 × 1 = 7.5.`;

/** The halting rules, for the PR comment and the README. Keep in step with `decide`. */
export const LOOP_RULES = `Only the attempts of the current window count: \`/continue\` starts a new window (the earlier attempts stay in the history but no longer count). An attempt is *failed* (its report names failures), *incomplete* (the run failed and left no report), *flaky* (only flaky tests failed, or no failure is the PR's) or *passed*. Flaky and passed attempts are never held against the agent: when the latest attempt is one, the agent continues. An attempt is a commit: its runs (several workflows, push and pull_request, a re-run) count once, failed when any of them failed (with their failures together), incomplete only when none of them left a report. A failed or incomplete run that a re-run of the same workflow run passed (same run id and commit, in either order) is flaky: the same tests failed and passed on one commit.

- **Progress** of an attempt over the one before it in the window (the last one with a report): a passed or flaky attempt is progress; an incomplete one is not; a failed one is progress when it resolves at least one of the earlier failures (by fingerprint) and adds none, or when its complexity is lower.
- **no-reproduction**: the latest attempt is incomplete.
- **repetition**: the latest \`loop.repetition\` (3) failed attempts have the same, non-empty set of failures, with no passed or flaky attempt between them (incomplete ones are skipped).
- **oscillation**: the latest \`loop.oscillation\` (4; 0: off) failed attempts alternate between two different non-empty sets of failures (A, B, A, B), with no passed or flaky attempt between them (incomplete ones are skipped).
- **divergence**: the latest attempt's complexity is above \`loop.divergence.complexity\` (15) and the last \`loop.divergence.stalled\` + 1 (3) attempts all made no progress (the first attempt of a window has nothing to progress over, so it never counts as stalled).
- **budget**: the window holds \`loop.max-attempts\` (10) attempts or more and the latest one fails.
- When several hold, the first in this order is given: no-reproduction, repetition, oscillation, divergence, budget.
- **Trend**: the latest complexity against the complexity two attempts before it (or the first of the window), over the attempts with a report: lower is improving, equal flat, higher worsening; none with fewer than 2 such attempts.`;

type Weighed = Pick<Failure, "fingerprint" | "category" | "location">;

const round1 = (x: number) => Math.round(x * 10) / 10;

const severityOf = (c: Category, config: Pick<Config, "severity">): Severity =>
  config.severity[c] ?? DEFAULT_SEVERITY[c];

/** The complexity of a set of failures (see COMPLEXITY_FORMULA); a failure counts once per fingerprint. */
export function complexityOf(
  failures: readonly Weighed[],
  config: Pick<Config, "severity" | "loop">,
): number {
  const seen = new Set<string>();
  const files = new Set<string>();
  const categories = new Set<Category>();
  let sum = 0;
  for (const f of failures) {
    if (seen.has(f.fingerprint)) continue;
    seen.add(f.fingerprint);
    sum += SEVERITY_WEIGHT[severityOf(f.category, config)];
    if (f.location?.file) files.add(f.location.file);
    categories.add(f.category);
  }
  const c = config.loop.complexity;
  return round1(sum + c.file * files.size + c.category * categories.size);
}

export interface RunInfo {
  runId: number;
  runAttempt: number;
  sha: string;
  /** The workflow run's conclusion (`success`, `failure`, `timed_out`, `cancelled`, …); null while unknown. */
  conclusion: string | null;
}

/** Conclusions that count as a failed run when the report cannot tell (outcome `unknown`). */
export const FAILING_CONCLUSIONS: ReadonlySet<string | null> = new Set([
  "failure",
  "timed_out",
  "startup_failure",
]);

/**
 * One attempt as the loop detector sees it. The report's outcome decides; a null report means `passed`
 * when the run succeeded and `incomplete` otherwise (nothing reproduces the failure). A report whose
 * outcome is `unknown` is `failed` when it names failures or the run failed (FAILING_CONCLUSIONS),
 * `passed` when the run succeeded, else `incomplete`.
 */
export function attemptFromReport(
  report: Report | null,
  run: RunInfo,
  config: Pick<Config, "severity" | "loop">,
): LoopAttempt {
  const failures = report ? report.buckets.flatMap((b) => b.failures) : [];
  let outcome: LoopAttempt["outcome"];
  if (report === null) outcome = run.conclusion === "success" ? "passed" : "incomplete";
  // A cancelled run says nothing of the code: incomplete, like a run that uploaded no report.
  else if (report.outcome === "cancelled") outcome = "incomplete";
  else if (report.outcome !== "unknown") outcome = report.outcome;
  else if (failures.length > 0 || FAILING_CONCLUSIONS.has(run.conclusion)) outcome = "failed";
  else outcome = run.conclusion === "success" ? "passed" : "incomplete";

  const held = outcome === "failed" ? failures : [];
  const fingerprints = [...new Set(held.map((f) => f.fingerprint))].sort().slice(0, LIMITS.failuresPerReport);
  const files = new Set(held.flatMap((f) => (f.location?.file ? [f.location.file] : [])));
  const categories = [...new Set(held.map((f) => f.category))].sort();
  return {
    runId: run.runId,
    runAttempt: run.runAttempt,
    sha: run.sha,
    outcome,
    fingerprints,
    failing: fingerprints.length,
    categories,
    files: files.size,
    complexity: complexityOf(held, config),
  };
}

const passing = (a: LoopAttempt) => a.outcome === "passed" || a.outcome === "flaky";

/**
 * Whether `cur` made progress over `prev`: a passed or flaky attempt always does, an incomplete one never;
 * a failed one does when it resolves at least one of `prev`'s fingerprints and adds none, or when its
 * complexity is lower.
 */
export function madeProgress(prev: LoopAttempt, cur: LoopAttempt): boolean {
  if (passing(cur)) return true;
  if (cur.outcome === "incomplete") return false;
  const before = new Set(prev.fingerprints);
  const now = new Set(cur.fingerprints);
  const resolved = [...before].some((f) => !now.has(f));
  const added = [...now].some((f) => !before.has(f));
  return (resolved && !added) || round1(cur.complexity) < round1(prev.complexity);
}

/**
 * Progress of `cur`, history[i], over the last attempt with a report in [from, i); null for the first, i === from.
 * A passed or flaky attempt is progress even after only incomplete ones.
 */
function progressAt(
  history: readonly LoopAttempt[],
  cur: LoopAttempt,
  i: number,
  from: number,
): boolean | null {
  if (i <= from) return null;
  if (passing(cur)) return true;
  for (let j = i - 1; j >= from; j--) {
    const prev = history[j];
    if (prev && prev.outcome !== "incomplete") return madeProgress(prev, cur);
  }
  return false; // only incomplete attempts before it: nothing shows progress
}

const REASON_SUGGESTION: Readonly<Record<HaltReason, string>> = {
  repetition:
    "the same fix keeps failing: stop repeating it; read the failure again from the start and try a different approach",
  oscillation: "two fixes undo each other: make both changes together",
  divergence:
    "the failures are growing: go back to the attempt with the fewest failures and fix one failure at a time",
  budget:
    "the attempt budget is spent: summarise what was tried and what failed, and ask a human which approach to take",
  "no-reproduction":
    "the run failed without a report, so nothing reproduces the failure: check that the job runs flakeharden and uploads its report, or ask a human to look at the run",
  manual: "a human halted the agent: wait for their guidance (/continue) before changing anything",
  spend:
    "the budget of this pull request is spent: stop, summarise what was tried and what it cost, and wait for a person to resume you (/continue)",
};

const CATEGORY_SUGGESTION: Readonly<Record<Category, string>> = byCategory((row) => row.suggestion);

/** Other approaches: one for the reason, then one per category (in CATEGORIES order, deduplicated). Plain text. */
export function suggestionsFor(categories: readonly Category[], reason: HaltReason): string[] {
  const distinct = CATEGORIES.filter((c) => categories.includes(c));
  return [REASON_SUGGESTION[reason], ...distinct.map((c) => `${c}: ${CATEGORY_SUGGESTION[c]}`)];
}

interface Counted {
  /** 1-based position in the full history. */
  pos: number;
  a: LoopAttempt;
}

/** The set of failures of a step (`mergeRuns` sorted and deduplicated them). */
const keyOf = (a: LoopAttempt) => a.fingerprints.join(",");
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const num = (x: number) => String(round1(x));
function positions(ps: readonly number[]): string {
  return ps.length <= 12 ? ps.join(", ") : `${ps.slice(0, 3).join(", ")}, …, ${ps.slice(-3).join(", ")}`;
}
function failuresText(a: LoopAttempt): string {
  const n = a.fingerprints.length;
  return a.categories.length > 0
    ? `${plural(n, "failure")} (${a.categories.join(", ")})`
    : plural(n, "failure");
}
const clip = (s: string) => (s.length <= LIMITS.message ? s : `${s.slice(0, LIMITS.message - 1)}…`);

/** The failed attempts at the end of the window, oldest first: incomplete ones skipped, a passing one stops it. */
function failedTail(window: readonly Counted[]): Counted[] {
  const tail: Counted[] = [];
  for (let i = window.length - 1; i >= 0; i--) {
    const w = window[i];
    if (!w || passing(w.a)) break;
    if (w.a.outcome === "failed") tail.unshift(w);
  }
  return tail;
}

function trendOf(window: readonly Counted[]): LoopDecision["trend"] {
  const series = window.filter((w) => w.a.outcome !== "incomplete").map((w) => round1(w.a.complexity));
  if (series.length < 2) return "none";
  const last = series.at(-1) ?? 0;
  const ref = series[Math.max(0, series.length - 3)] ?? 0;
  return last < ref ? "improving" : last > ref ? "worsening" : "flat";
}

interface CommitGroup {
  /** The commit's runs merged (see `mergeRuns`). */
  a: LoopAttempt;
  /** 1-based position of its last run in the history. */
  pos: number;
  /** 0-based positions of its runs. */
  members: number[];
  inWindow: boolean;
}

/** Consecutive runs of one commit, on the same side of the window's start, as one group. */
function commitGroups(history: readonly LoopAttempt[], start: number): CommitGroup[] {
  const groups: CommitGroup[] = [];
  let runs: LoopAttempt[] = [];
  let members: number[] = [];
  const flush = (): void => {
    const last = members.at(-1);
    if (last === undefined) return;
    groups.push({ a: mergeRuns(runs), pos: last + 1, members, inWindow: last >= start });
    runs = [];
    members = [];
  };
  history.forEach((a, i) => {
    const prev = runs.at(-1);
    if (prev !== undefined && (prev.sha !== a.sha || i === start)) flush();
    runs.push(a);
    members.push(i);
  });
  flush();
  return groups;
}

/** Attempts counted in the window that starts at `windowStart`: its commits (see `commitGroups`). */
export function countedAttempts(history: readonly LoopAttempt[], windowStart: number): number {
  const start = Math.min(Math.max(0, Math.floor(windowStart)), history.length);
  return commitGroups(withReruns(history), start).filter((g) => g.inWindow).length;
}

/**
 * The runs of one commit as one attempt: failed when any run failed (the union of their failures, the
 * highest complexity), else flaky when any was, else passed; incomplete only when no run left a report.
 */
export function mergeRuns(runs: readonly LoopAttempt[]): LoopAttempt {
  const last = runs[runs.length - 1];
  if (last === undefined) throw new RangeError("mergeRuns: no runs");
  const reported = runs.filter((r) => r.outcome !== "incomplete");
  if (reported.length === 0) return last;
  const failed = reported.filter((r) => r.outcome === "failed");
  const outcome =
    failed.length > 0 ? "failed" : reported.some((r) => r.outcome === "flaky") ? "flaky" : "passed";
  const fingerprints = [...new Set(failed.flatMap((r) => r.fingerprints))].sort();
  return {
    runId: last.runId,
    runAttempt: last.runAttempt,
    sha: last.sha,
    outcome,
    fingerprints,
    failing: fingerprints.length,
    categories: [...new Set(failed.flatMap((r) => r.categories))].sort(),
    files: Math.max(0, ...failed.map((r) => r.files)),
    complexity: Math.max(0, ...failed.map((r) => r.complexity)),
  };
}

/**
 * The history with the failed and incomplete runs that a re-run of the same workflow run passed (same run id: a
 * run's re-runs are on its commit; in either order) made flaky: the same tests failed and passed on one commit, so
 * the failures are not the agent's. Only the outcome changes: `mergeRuns` keeps the failures of failed runs only.
 */
function withReruns(history: readonly LoopAttempt[]): readonly LoopAttempt[] {
  const passed = new Set(history.filter(passing).map((a) => a.runId));
  return history.map((a) => (!passing(a) && passed.has(a.runId) ? { ...a, outcome: "flaky" as const } : a));
}

/**
 * Whether to halt the agent after the latest attempt of `history` (all attempts of the PR, oldest first).
 * Only `history.slice(windowStart)` counts. The rules and their precedence are in LOOP_RULES.
 */
export function decide(history: readonly LoopAttempt[], windowStart: number, config: Config): LoopDecision {
  const start = Math.min(Math.max(0, Math.floor(windowStart)), history.length);
  // One commit is one attempt of the agent, however many runs it had (two workflows, push and
  // pull_request, a re-run): its runs are merged into one step, shown at the position of its last run.
  const groups = commitGroups(withReruns(history), start);
  const steps = groups.map((g) => g.a);
  const firstInWindow = groups.findIndex((g) => g.inWindow);
  const stepStart = firstInWindow < 0 ? steps.length : firstInWindow;
  const stepProgress = steps.map((cur, i) => progressAt(steps, cur, i, i < stepStart ? 0 : stepStart));
  // The groups cover the history in order: each run shows its commit's progress.
  const progress = groups.flatMap((g, gi) => g.members.map(() => stepProgress[gi] ?? null));
  const window: Counted[] = groups.slice(stepStart).map((g) => ({ pos: g.pos, a: g.a }));
  const base = { progress, trend: trendOf(window), counted: window.length };
  const latest = window.at(-1);
  if (latest === undefined || passing(latest.a)) return { decision: "continue", halt: null, ...base };

  const loop = config.loop;
  const series = window.map((w) => round1(w.a.complexity));
  const halt = (reason: HaltReason, summary: string, attempts: number[], repeated: string[]): Halt => ({
    reason,
    summary: clip(summary),
    evidence: { attempts, repeated: [...new Set(repeated)].sort(), complexity: series },
    suggestions: suggestionsFor(latest.a.categories, reason),
  });

  // no-reproduction: the latest attempt left no report (with the incomplete ones just before it).
  if (latest.a.outcome === "incomplete") {
    const run: number[] = [];
    for (const w of [...window].reverse()) {
      if (w.a.outcome !== "incomplete") break;
      run.unshift(w.pos);
    }
    const which = run.length === 1 ? `attempt ${latest.pos}` : `attempts ${positions(run)}`;
    return {
      decision: "halt",
      halt: halt(
        "no-reproduction",
        `${which} failed without a report: nothing reproduces the failure, so no fix can be checked against it`,
        run,
        [],
      ),
      ...base,
    };
  }

  const tail = failedTail(window);

  // repetition: the same non-empty set of failures in the last `repetition` failed attempts.
  const rep = tail.slice(-loop.repetition);
  const key = keyOf(latest.a);
  if (rep.length === loop.repetition && key !== "" && rep.every((w) => keyOf(w.a) === key)) {
    const ps = rep.map((w) => w.pos);
    return {
      decision: "halt",
      halt: halt(
        "repetition",
        `the same ${failuresText(latest.a)} came back in ${rep.length} consecutive attempts (${positions(ps)})`,
        ps,
        latest.a.fingerprints,
      ),
      ...base,
    };
  }

  // oscillation: A, B, A, B over the last `oscillation` failed attempts.
  if (loop.oscillation > 0 && tail.length >= loop.oscillation) {
    const osc = tail.slice(-loop.oscillation);
    const [a, b] = osc;
    if (a && b) {
      const ka = keyOf(a.a);
      const kb = keyOf(b.a);
      const alternates =
        ka !== "" && kb !== "" && ka !== kb && osc.every((w, i) => keyOf(w.a) === (i % 2 === 0 ? ka : kb));
      if (alternates) {
        const ps = osc.map((w) => w.pos);
        return {
          decision: "halt",
          halt: halt(
            "oscillation",
            `the failures alternated between ${failuresText(a.a)} and ${failuresText(b.a)} over ${osc.length} attempts (${positions(ps)}): each fix undid the other`,
            ps,
            [...a.a.fingerprints, ...b.a.fingerprints],
          ),
          ...base,
        };
      }
    }
  }

  // divergence: complex and stalled for more than `stalled` consecutive attempts (commits, not runs). The
  // window's first attempt has no progress (null), so the streak stops there.
  let stalled = 0;
  while (stepProgress[steps.length - 1 - stalled] === false) stalled++;
  const threshold = loop.divergence.complexity;
  if (round1(latest.a.complexity) > threshold && stalled > loop.divergence.stalled) {
    const streak = window.slice(-stalled);
    const ps = streak.map((w) => w.pos);
    const failed = streak.filter((w) => w.a.outcome === "failed");
    const common = latest.a.fingerprints.filter((f) => failed.every((w) => w.a.fingerprints.includes(f)));
    return {
      decision: "halt",
      halt: halt(
        "divergence",
        `complexity ${num(latest.a.complexity)} is above ${num(threshold)} and ${stalled} consecutive attempts (${positions(ps)}) made no progress (complexity ${streak.map((w) => num(w.a.complexity)).join(" → ")})`,
        ps,
        common,
      ),
      ...base,
    };
  }

  // budget: the window is used up and the latest attempt still fails.
  if (window.length >= loop["max-attempts"]) {
    const earlier = new Set(window.slice(0, -1).flatMap((w) => w.a.fingerprints));
    return {
      decision: "halt",
      halt: halt(
        "budget",
        `${plural(window.length, "attempt")} counted (max-attempts ${loop["max-attempts"]}) and attempt ${latest.pos} still fails with ${failuresText(latest.a)}`,
        window.map((w) => w.pos),
        latest.a.fingerprints.filter((f) => earlier.has(f)),
      ),
      ...base,
    };
  }

  return { decision: "continue", halt: null, ...base };
}
