// The retry planner: after each attempt, `nextAttempt(history, config)` says stop (and why) or what the next
// attempt runs: the whole command or only the failed tests (each runner's targeting is one file of
// runners/), and when the whole command must run to confirm that tests which passed only when run alone
// pass in the whole run (order dependence). `settleAttempt` says whether a targeted attempt showed its tests
// pass. Pure: `src/run/` spawns what it returns and collects what the attempt produced.
import type { RetryOn } from "../limits.js";
import {
  type AnalysedAttempt,
  type CollectedAttempt,
  isExitCause,
  isStaticCheck,
  onlyQuarantined,
  passedAttempt,
  retryKind,
  testKey,
} from "../report/index.js";
import type { Config } from "../schema.js";
import type { AttemptPlan, RetryScope } from "./scope.js";
import { runnerById, targetedCommand } from "./target.js";

export { type AttemptPlan, type RetryScope } from "./scope.js";
export { recognise, targetedCommand } from "./target.js";

export interface PlanConfig {
  command: string;
  mode: "retry" | "measure";
  /** Attempts the run allows: retries + 1, or the measure mode's attempts. */
  planned: number;
  retryScope: RetryScope;
  retryOn: readonly RetryOn[];
  config: Config;
  /** The day quarantine entries are judged on (`YYYY-MM-DD`). */
  today: string | undefined;
  /** The command's folder relative to the repository root (null at the root). */
  commandDir: string | null;
  /** The `scripts` of the package.json where the command runs, when there is one. */
  scripts: Readonly<Record<string, string>> | null;
}

/** One attempt of the history: what was planned, and what it produced. */
export interface PlannedAttempt {
  plan: AttemptPlan;
  attempt: AnalysedAttempt;
}

/** Why the run ends. */
export type StopReason =
  | { kind: "passed" }
  | { kind: "measured" }
  | { kind: "budget" }
  /** Every failure is of a kind outside retry-on (a compile error comes back the same way every time). */
  | { kind: "not-worth-retry"; kinds: RetryOn[] }
  /** Its only failures are quarantined tests: reported, never retried, not held against the run. */
  | { kind: "quarantined" };

export type Next = { stop: StopReason } | { run: AttemptPlan };

/** The first attempt: always the whole command. */
export const firstPlan = (command: string): AttemptPlan => ({
  scope: "all",
  reason: "the first attempt runs the whole command",
  command,
  tests: 0,
});

const failuresOf = (a: AnalysedAttempt) => a.report.buckets.flatMap((b) => b.failures);

/**
 * Whether a failed attempt is worth another: not when every failure it reported is of a kind outside
 * `retryOn`. Failures of unknown category beside such a failure do not count (a test file that could not load
 * because the code does not compile).
 */
export function worthRetry(
  a: AnalysedAttempt,
  retryOn: readonly RetryOn[],
): { retry: boolean; kinds: RetryOn[] } {
  const kinds = [...new Set(failuresOf(a).map(retryKind))];
  const deterministic = kinds.filter((k) => !retryOn.includes(k));
  const transient = kinds.filter((k) => retryOn.includes(k) && k !== "unknown");
  const retry = passedAttempt(a) || transient.length > 0 || deterministic.length === 0;
  return { retry, kinds: deterministic };
}

/** What the run layer saw of a finished attempt, as `settleAttempt` reads it. */
export interface AttemptEvidence {
  /** Exit code 0, in time, started. */
  exitedZero: boolean;
  /** The end of its output (a runner prints its summary there). */
  tail: string;
  /** The test cases its JUnit files hold passed, by name. */
  junitPassed: readonly string[];
}

/**
 * The attempt's scope as the report records it. A targeted attempt is `confirmed` when its JUnit files name
 * each targeted test passed, or its runner's output shows exactly as many passes as tests targeted (more: the
 * pattern matched other tests, and a pass of those says nothing of the failed ones; none: a pattern that
 * matched nothing exits 0 too).
 */
export function settleAttempt(plan: AttemptPlan, e: AttemptEvidence): NonNullable<CollectedAttempt["scope"]> {
  const record = {
    kind: plan.scope,
    command: plan.command,
    tests: plan.tests,
    ...(plan.targets ? { targets: plan.targets } : {}),
  };
  const runner = runnerById(plan.runner);
  if (plan.scope !== "failed" || !runner) return { ...record, reason: plan.reason, confirmed: true };
  const names = plan.names ?? [];
  const junit = new Set(e.junitPassed);
  if (names.length > 0 && names.every((n) => junit.has(n)))
    return { ...record, reason: plan.reason, confirmed: true };
  // Colours (CI turns them on) around the summary's words.
  const plain = e.tail.replace(/\u001b\[[0-9;]{0,20}m/g, "");
  const shown = runner.passesShown(plain, names);
  const s = plan.tests === 1 ? "" : "s";
  if (shown === plan.tests || shown === Infinity) return { ...record, reason: plan.reason, confirmed: true };
  const why =
    shown > plan.tests
      ? `its output shows ${shown} tests passed, more than the ${plan.tests} it targeted: it ran other tests, so it is not counted as a pass`
      : e.exitedZero
        ? `it exited 0 without showing the ${plan.tests} test${s} pass, so it is not counted as a pass`
        : null;
  return { ...record, reason: why ? `${plan.reason}; ${why}` : plan.reason, confirmed: false };
}

/** The whole command as the next attempt, saying why. */
const whole = (command: string, reason: string, confirming = false): AttemptPlan => ({
  scope: "all",
  reason,
  command,
  tests: 0,
  ...(confirming ? { confirming } : {}),
});

/**
 * What happens after the last attempt of `history`: stop, or run the next attempt. In measure mode every
 * attempt runs the whole command. In retry mode:
 * - a pass of the whole command ends the run;
 * - a pass of only the failed tests is confirmed by the whole command (a test that fails in the whole run and
 *   passes alone may depend on the order the tests run in): a targeted retry is planned only when the budget
 *   leaves an attempt for that, so the last attempt always runs the whole command;
 * - a failure ends the run when it is not worth a retry (retry-on) or concerns only quarantined tests;
 * - else the next attempt runs only the failed tests, when the runner is recognised and every failure is one of
 *   its tests, or the whole command, saying why.
 */
export function nextAttempt(history: readonly PlannedAttempt[], c: PlanConfig): Next {
  const last = history.at(-1);
  if (!last) return { run: firstPlan(c.command) };
  const left = c.planned - history.length;
  const i = last.attempt.collected.index;
  if (c.mode === "measure")
    return left > 0
      ? { run: whole(c.command, `measure mode: attempt ${history.length + 1} of ${c.planned}`) }
      : { stop: { kind: "measured" } };
  const a = last.attempt;
  const passed = passedAttempt(a);
  if (passed && last.plan.scope === "all") return { stop: { kind: "passed" } };
  if (left <= 0) return { stop: { kind: "budget" } };
  if (passed)
    return {
      run: whole(
        c.command,
        `attempt ${i} ran only the failed tests and they passed: the whole command runs to see whether they pass with the rest of the suite (a test that passes only alone may depend on the order tests run in)`,
        true,
      ),
    };
  if (onlyQuarantined(a, c.config, c.today)) return { stop: { kind: "quarantined" } };
  const failures = failuresOf(a);
  if (last.plan.scope === "failed") {
    if (a.collected.scope?.confirmed === false && a.collected.exitCode === 0)
      return {
        run: whole(c.command, `attempt ${i}, a targeted retry, exited 0 without showing its tests pass`),
      };
    // A targeted retry that could not run as planned (its runner missing, its arguments refused) is no evidence
    // against the tests: the whole command runs next, whatever kind of failure it reported.
    const tests = failures.filter((f) => f.test !== null);
    // Its tests passed and a static check chained after them failed (a `posttest` lint): that check fails the
    // whole command too, and a deterministic one is not worth another attempt.
    if (tests.length === 0 && a.collected.scope?.confirmed && failures.some(isStaticCheck)) {
      const worth = worthRetry(a, c.retryOn);
      if (!worth.retry) return { stop: { kind: "not-worth-retry", kinds: worth.kinds } };
    }
    if (tests.length === 0)
      return {
        run: whole(
          c.command,
          `attempt ${i}, a targeted retry, failed without naming a failed test: it did not run as planned`,
        ),
      };
  }
  const worth = worthRetry(a, c.retryOn);
  if (!worth.retry) return { stop: { kind: "not-worth-retry", kinds: worth.kinds } };
  if (c.retryScope === "all") return { run: whole(c.command, "retry-scope is `all`") };
  if (left < 2)
    return {
      run: whole(
        c.command,
        "the last attempt runs the whole command: only a pass of the whole command shows the suite passes",
      ),
    };
  // What made the command exit non-zero besides its tests (a coverage threshold, the exit code itself) is not
  // a test to retry: a targeted run of the tests may exit non-zero for it again, and its tests' pass counts.
  const tests = failures.filter((f) => !isExitCause(f));
  if (tests.length === 0)
    return { run: whole(c.command, `attempt ${i} failed without naming a failed test`) };
  const plan = targetedCommand(c.command, tests, { scripts: c.scripts, commandDir: c.commandDir, index: i });
  if (typeof plan === "string") return { run: whole(c.command, plan) };
  return { run: { ...plan, targets: tests.flatMap((f) => testKey(f) ?? []) } };
}
