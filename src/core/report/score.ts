// Scores of a run: how often it passes, how alike its attempts are, how much of it fails, and a
// severity-weighted resilience score with an automatic FAIL when anything critical fails.
import type {
  Attempt,
  Category,
  Config,
  Failure,
  Outcome,
  Scores,
  Severity,
  TestVerdict,
} from "../schema.js";
import { DEFAULT_SEVERITY } from "../limits.js";
import { globMatcher } from "../glob.js";
import { type AttemptResult, type RunMode, attemptPassed, runOutcome } from "./verdicts.js";
import { normName } from "../names.js";

/** The formulas, for the README and for anyone reading a report. Keep in step with `scoreRun`. */
export const SCORE_FORMULAS = `| score | formula |
| --- | --- |
| success rate | k / n: passing attempts over attempts |
| consistency | mean over tests of \\|2·p_t − 1\\|, where p_t = passes / runs of test t (1: every test behaves the same in every attempt; 0: a test passes half the time); without test results, \\|2·successRate − 1\\| |
| error-rate impact | tests that failed at least once / tests; without test results, 1 − successRate |
| final | 100 · successRate² · (1 − errorRateImpact / 2), to 1 decimal: failures are penalised (2 of 3 attempts passing gives at most 44.4), never averaged away |
| resilience | Σ weight of passed items / Σ weight of all items · 100 (100 when there is no item). Items: the tests, plus the failures of the last attempt that belong to no test (a build error); without test results, every failure of the last attempt. Weights: critical 3, high 2, medium 1, low 0.5. An item is critical when its file matches a \`critical\` glob; otherwise a failed or flaky item takes the severity of its failure's category (\`severity\` in the config, else the default), a passing item is medium. Flaky items count as passed. |
| resilience verdict | FAIL when the run failed (or was cancelled), or any critical item failed in the last attempt, whatever the score; else PASS |
| overall | the health of the suite's tests, not whether the run passed: 100 · (w_correctness · resilience/100 + w_stability · stability + w_consistency · consistency), weights from \`scoring.weights\` (summing to 1); stability = 1 − flaky tests / tests (without test results: 1, or 0.5 when the run was flaky) |

Default severities: compilation and types critical; runtime, assertion and timeout high; snapshot and unknown medium; infrastructure low.`;

export const SEVERITY_WEIGHT: Readonly<Record<Severity, number>> = {
  critical: 3,
  high: 2,
  medium: 1,
  low: 0.5,
};

export interface ScoreInput {
  /** The run's attempts, in order. */
  attempts: readonly (AttemptResult & Partial<Pick<Attempt, "fingerprints">>)[];
  /** The tests' verdicts across the attempts (empty when no JUnit file was read). */
  verdicts: readonly TestVerdict[];
  /**
   * The failures of the last attempt (the report's buckets). Failures of earlier attempts may be included
   * too: a failure then counts only when the last attempt's `fingerprints` list it. With verdicts, only the
   * failures belonging to no test are items of their own (a build error); the others give their test's severity.
   */
  failures: readonly Failure[];
  config: Pick<Config, "severity" | "critical" | "scoring">;
  mode: RunMode;
  /** The run's outcome: a failed or cancelled run's resilience verdict is FAIL, whatever its score. */
  outcome?: Outcome;
}

const round = (x: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** Word-boundary suffixes of a normalized name, longest first (`a b c` → `a b c`, `b c`, `c`); at most 16. */
function suffixes(n: string): string[] {
  const spaces: number[] = [];
  for (let i = n.indexOf(" "); i >= 0; i = n.indexOf(" ", i + 1)) spaces.push(i);
  return [n, ...spaces.slice(-15).map((i) => n.slice(i + 1))];
}

/** Finds the failure of a test by name: the log may name it more fully than JUnit does, or less. */
export function failureFinder(failures: readonly Failure[]): (v: TestVerdict) => Failure | null {
  const exact = new Map<string, Failure>();
  const bySuffix = new Map<string, Failure>();
  for (const f of failures) {
    if (f.test === null) continue;
    const n = normName(f.test);
    if (!exact.has(n)) exact.set(n, f);
    for (const s of suffixes(n)) if (!bySuffix.has(s)) bySuffix.set(s, f);
  }
  return (v) => {
    const name = normName(v.test);
    const full = v.suite ? normName(`${v.suite} ${v.test}`) : null;
    if (full !== null && exact.has(full)) return exact.get(full) ?? null;
    if (exact.has(name)) return exact.get(name) ?? null;
    // The failure names more (`Class.test` for `test`), or the verdict does.
    if (full !== null && bySuffix.has(full)) return bySuffix.get(full) ?? null;
    if (bySuffix.has(name)) return bySuffix.get(name) ?? null;
    for (const s of suffixes(name).slice(1)) if (exact.has(s)) return exact.get(s) ?? null;
    return null;
  };
}

interface Item {
  severity: Severity;
  passed: boolean;
}

/** The scores of a run. Pure; every formula is in SCORE_FORMULAS. */
export function scoreRun(input: ScoreInput): Scores {
  const { attempts, config, mode } = input;
  const n = attempts.length;
  const k = attempts.filter(attemptPassed).length;
  const successRate = n === 0 ? 0 : k / n;

  const tests = input.verdicts.filter((v) => v.verdict !== "skipped" && v.runs > 0);
  const hasTests = tests.length > 0;
  const consistency = hasTests
    ? tests.reduce((s, v) => s + Math.abs((2 * v.passes) / v.runs - 1), 0) / tests.length
    : Math.abs(2 * successRate - 1);
  const errorRateImpact = hasTests
    ? tests.filter((v) => v.passes < v.runs).length / tests.length
    : 1 - successRate;
  const final = 100 * successRate ** 2 * (1 - errorRateImpact / 2);

  // Resilience.
  const critical = config.critical.map(globMatcher);
  const isCritical = (file: string | null) => file !== null && critical.some((m) => m(file));
  const severityOf = (c: Category): Severity => config.severity[c] ?? DEFAULT_SEVERITY[c];
  const find = failureFinder(input.failures);
  const items: Item[] = [];
  for (const v of input.verdicts) {
    if (v.verdict === "skipped") continue;
    const failure = v.verdict === "passed" ? null : find(v);
    const file = v.file ?? failure?.location?.file ?? null;
    const severity: Severity = isCritical(file)
      ? "critical"
      : v.verdict === "passed"
        ? "medium"
        : severityOf(failure?.category ?? "unknown");
    items.push({ severity, passed: v.verdict !== "failed" });
  }
  const last = attempts[n - 1];
  const lastPrints = last?.fingerprints && last.fingerprints.length > 0 ? new Set(last.fingerprints) : null;
  const seen = new Set<string>();
  for (const f of input.failures) {
    // With test verdicts, a test's failure is already its verdict's item.
    if ((f.test !== null && input.verdicts.length > 0) || seen.has(f.fingerprint)) continue;
    if (lastPrints !== null && !lastPrints.has(f.fingerprint)) continue;
    seen.add(f.fingerprint);
    const file = f.location?.file ?? null;
    items.push({ severity: isCritical(file) ? "critical" : severityOf(f.category), passed: false });
  }
  const total = items.reduce((s, i) => s + SEVERITY_WEIGHT[i.severity], 0);
  const passedWeight = items.reduce((s, i) => s + (i.passed ? SEVERITY_WEIGHT[i.severity] : 0), 0);
  const resilienceScore = total === 0 ? 100 : (100 * passedWeight) / total;
  const criticalFailures = items.filter((i) => i.severity === "critical" && !i.passed).length;

  const stability = hasTests
    ? 1 - tests.filter((v) => v.verdict === "flaky").length / tests.length
    : runOutcome(attempts, mode) === "flaky"
      ? 0.5
      : 1;
  const w = config.scoring.weights;
  const overall =
    100 * (w.correctness * (resilienceScore / 100) + w.stability * stability + w.consistency * consistency);

  return {
    successRate: round(clamp01(successRate), 4),
    consistency: round(clamp01(consistency), 4),
    errorRateImpact: round(clamp01(errorRateImpact), 4),
    final: round(Math.min(100, Math.max(0, final)), 1),
    resilience: {
      score: round(Math.min(100, Math.max(0, resilienceScore)), 1),
      verdict:
        criticalFailures > 0 || input.outcome === "failed" || input.outcome === "cancelled" ? "FAIL" : "PASS",
      criticalFailures,
    },
    overall: round(Math.min(100, Math.max(0, overall)), 1),
  };
}
