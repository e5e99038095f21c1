// Verdicts across the attempts of one run: per test and for the run. A test or a run that passed only
// after a failure is flaky, never a plain pass.
import type { TestCase, TestVerdict } from "../schema.js";

export interface AttemptCases {
  /** The attempt's 1-based index (attempts are taken in the order given). */
  index: number;
  /** Every `<testcase>` of the attempt's JUnit files. */
  cases: readonly TestCase[];
}

interface Tally {
  test: string;
  suite: string | null;
  file: string | null;
  passes: number;
  runs: number;
  /** Some run failed or errored. */
  failedOnce: boolean;
}

/** A test's identity: its file when known, its suite (or class) and its name. */
function identity(tc: TestCase): string {
  return [tc.file ?? "", tc.classname ?? tc.suite ?? "", tc.name].join("\u0000");
}

/**
 * Per test, across every attempt of the run, in the order tests first appear; the order of the attempts
 * does not matter:
 * - `flaky`: passed in some run and failed (or errored) in another, whatever the order, including a test
 *   whose JUnit file records retries (`<flakyFailure>`, `<rerunFailure>`, …) and finally passed;
 * - `failed`: failed (or errored) every run it had;
 * - `passed`: passed every run it had;
 * - `skipped`: skipped in every attempt.
 *
 * `runs` counts every run, retries recorded inside a JUnit file included (each is one failed run);
 * `passes` counts the passing ones. A test listed several times in one attempt (a dialect that writes one
 * `<testcase>` per retry) counts once per listing, in document order.
 */
export function testVerdicts(attempts: readonly AttemptCases[]): TestVerdict[] {
  const byId = new Map<string, Tally>();
  for (const attempt of attempts) {
    for (const tc of attempt.cases) {
      const id = identity(tc);
      let t = byId.get(id);
      if (!t) {
        t = {
          test: tc.name,
          suite: tc.classname ?? tc.suite,
          file: tc.file,
          passes: 0,
          runs: 0,
          failedOnce: false,
        };
        byId.set(id, t);
      }
      if (tc.status === "skipped") continue;
      // Retries recorded in the file ran before the final result.
      t.runs += tc.retries.length + 1;
      if (tc.retries.length > 0) t.failedOnce = true;
      if (tc.status === "passed") t.passes++;
      else t.failedOnce = true;
    }
  }
  return [...byId.values()].map((t) => ({
    test: t.test,
    suite: t.suite,
    file: t.file,
    verdict: t.runs === 0 ? "skipped" : t.passes === 0 ? "failed" : t.failedOnce ? "flaky" : "passed",
    passes: t.passes,
    runs: t.runs,
  }));
}

export interface AttemptResult {
  exitCode: number | null;
  timedOut: boolean;
  spawnError: string | null;
}

export type RunMode = "retry" | "measure";
export type RunOutcome = "passed" | "flaky" | "failed";

/** An attempt passed when the command started, finished in time and exited with 0. */
export function attemptPassed(a: AttemptResult): boolean {
  return a.exitCode === 0 && !a.timedOut && a.spawnError === null;
}

/**
 * The run's outcome.
 * - `retry` (attempts stop at the first pass): `passed` when the first attempt passed, `flaky` when a
 *   later one passed after a failure (never a plain pass), `failed` when the last attempt failed.
 * - `measure` (every attempt runs): `passed` only when all passed, `flaky` when some passed and some
 *   failed, `failed` when none passed.
 * No attempt at all is `failed`: nothing passed.
 */
export function runOutcome(attempts: readonly AttemptResult[], mode: RunMode): RunOutcome {
  const passed = attempts.map(attemptPassed);
  if (passed.length === 0) return "failed";
  if (mode === "measure") {
    const k = passed.filter(Boolean).length;
    return k === passed.length ? "passed" : k > 0 ? "flaky" : "failed";
  }
  if (passed[passed.length - 1] !== true) return "failed";
  return passed.every(Boolean) ? "passed" : "flaky";
}

/** 95%: the confidence at which a run of failures rules flakiness out. */
export const EVIDENCE_CONFIDENCE = 0.95;

/**
 * Above which pass rate `runs` failures in a row rule flakiness out at 95%: a test passing with rate p
 * fails n times in a row with probability (1 − p)^n, below 5% when p > 1 − 0.05^(1/n).
 */
export function ruledOutAbove(runs: number): number {
  return 1 - (1 - EVIDENCE_CONFIDENCE) ** (1 / Math.max(1, runs));
}

/**
 * The strength of a verdict's evidence, in words: "passed 2 of 3"; "failed 3 of 3: flakiness ruled out
 * only for pass rates above 63% (95%)".
 */
export function evidenceText(passes: number, runs: number): string {
  if (runs <= 0) return "did not run";
  if (passes > 0) return `passed ${passes} of ${runs}`;
  const pct = Math.round(100 * ruledOutAbove(runs));
  return `failed ${runs} of ${runs}: flakiness ruled out only for pass rates above ${pct}% (${Math.round(100 * EVIDENCE_CONFIDENCE)}%)`;
}

export interface AttemptFingerprints {
  /** Fingerprints of the failures the attempt reported. */
  fingerprints: readonly string[];
  exitCode: number | null;
}

/**
 * Attempts of the same code that fail in different ways, with nothing resetting the state between them,
 * may be contaminated by what the previous attempt left behind. Returns a warning, or null.
 */
export function contaminationWarning(
  attempts: readonly AttemptFingerprints[],
  resetCommand: string | null,
): string | null {
  if (resetCommand !== null && resetCommand.trim() !== "") return null;
  let first: { n: number; set: Set<string> } | null = null;
  for (let i = 0; i < attempts.length; i++) {
    const a = attempts[i] as AttemptFingerprints;
    if (a.exitCode === 0) continue;
    const set = new Set(a.fingerprints);
    if (first === null) {
      first = { n: i + 1, set };
      continue;
    }
    const base = first;
    const common = [...set].filter((f) => base.set.has(f)).length;
    if (common === set.size && common === base.set.size) continue;
    return (
      `Attempts ${base.n} and ${i + 1} failed in different ways (${base.set.size} and ${set.size} distinct ` +
      `failure(s), ${common} in common) and no reset-command is set: the attempts may share state ` +
      `(a database, files, caches), so the later results may be contaminated by the earlier ones. ` +
      `Set reset-command to restore a clean state before each retry.`
    );
  }
  return null;
}
