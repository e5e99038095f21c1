// The report of a run, built from what its attempts produced: every decision between "the attempts ran" and
// "the report leaves the process" is here (per-attempt analysis, flaky tests, suspects, outcome, verdicts,
// scores, warnings, redaction, the one validation). Pure: `src/run/` only runs attempts and collects their
// output (the log's scan, the JUnit files read, exit code, signal, timeout).
import { COVERAGE_ALSO, analyze, testsShownPassed, type JUnitInput } from "./analyze.js";
import type { Workspace } from "../locate/paths.js";
import { buildPrompt } from "../agent/prompt.js";
import { quarantineOf } from "../relate/quarantine.js";
import { createRedactor, redactReport } from "../redact/index.js";
import { checkReport } from "./report-check.js";
import { familyOf } from "../extract/index.js";
import { GUESSED_PATTERNS } from "../classify/index.js";
import type { ScanResult } from "../ingest/scan.js";
import type {
  Attempt,
  Category,
  Config,
  Failure,
  FailureBucket,
  FlakyTest,
  TestVerdict,
  RunContext,
  TestCase,
  Report,
} from "../schema.js";
import { DEFAULT_RETRY_ON, LIMITS, type OnFlaky, type RetryOn } from "../limits.js";
import { failureFinder, scoreRun } from "./score.js";
import { attemptPassed, contaminationWarning, evidenceText, testVerdicts, type RunMode } from "./verdicts.js";

// In limits.ts (no zod, no engine): the CLI's help and flags read them without loading the core.
export { DEFAULT_RETRY_ON, RETRY_ON_VALUES, type OnFlaky, type RetryOn } from "../limits.js";
export { testsShownPassed } from "./analyze.js";

/**
 * What the run's outcome does to the step (the action) or the exit status (the CLI), written once:
 * `failed` fails; `flaky` does what `on-flaky` says; `passed` passes. Anything else (`cancelled`, `unknown`)
 * fails: nothing showed the suite passes.
 */
export function stepVerdict(outcome: Report["outcome"], onFlaky: OnFlaky): OnFlaky {
  if (outcome === "passed") return "pass";
  if (outcome === "flaky") return onFlaky;
  return "fail";
}

/**
 * The outcome in words, and what it would have been without retries when that differs: "flaky with
 * retries; failed without them". With the attempts saved when deterministic failures were not retried.
 */
export function outcomeSentence(report: Report, mode: RunMode = "retry"): string {
  if (mode === "measure") {
    const n = report.attempts.length;
    const k = report.attempts.filter((a) => attemptPassed(a)).length;
    return `${report.outcome}: ${k} of ${n} attempt${n === 1 ? "" : "s"} passed (measure mode: every attempt runs, none is a retry)`;
  }
  const without = report.retry?.withoutRetries;
  const retried = report.attempts.length > 1;
  let text =
    without && retried && without !== report.outcome
      ? `${report.outcome} with retries; ${without} without them`
      : report.outcome;
  const stop = report.retry?.stoppedEarly;
  if (stop)
    text += ` (not retried: ${stop.kinds.join(", ")} ${stop.kinds.length === 1 ? "is" : "are"} not in retry-on; ${stop.saved} attempt${stop.saved === 1 ? "" : "s"} saved)`;
  return text;
}

/** What one attempt produced, as `src/run/` collects it. */
export interface CollectedAttempt {
  /** 1-based. */
  index: number;
  exitCode: number | null;
  signal: string | null;
  durationMs: number;
  /** The wait before this attempt (0 for the first). */
  delayMs: number;
  timedOut: boolean;
  spawnError: string | null;
  reset: { exitCode: number | null; durationMs: number } | null;
  outputBytes: number;
  droppedBytes: number;
  /** Processes of the attempt still alive after it, killed (0 when not tracked). */
  killedProcesses?: number;
  /** The end of the attempt's output: the excerpt of a failure known only by how the command ended. */
  outputTail?: string;
  /** The attempt's log, streamed through the scanner. */
  scan: ScanResult;
  /** The JUnit files the attempt wrote, parsed. */
  junit: readonly JUnitInput[];
  /** Problems met while gathering (an unreadable JUnit file), said as they are. */
  warnings: readonly string[];
  /**
   * What the attempt ran (`retry-scope`); absent: the whole command. `targets`: the tests (testKey) a `failed`
   * attempt ran.
   */
  scope?: NonNullable<Attempt["scope"]> & { targets?: readonly string[] };
}

/** What every attempt of a run is analysed against. */
export interface AttemptContext {
  workspace: Workspace;
  /** The command's folder relative to the workspace root, or null at the root (see `analyze`). */
  commandDir: string | null;
  command: string;
  version: string;
}

export interface AnalysedAttempt {
  collected: CollectedAttempt;
  /** The attempt on its own: its failures, its tests. */
  report: Report;
  /** The attempt as the run's report records it. */
  record: Attempt;
}

const failuresOf = (r: Report): Failure[] => r.buckets.flatMap((b) => b.failures);
export const casesOf = (a: AnalysedAttempt): TestCase[] => a.collected.junit.flatMap((j) => j.cases);

function attemptRecord(c: CollectedAttempt, report: Report): Attempt {
  const failures = failuresOf(report);
  return {
    index: c.index,
    exitCode: c.exitCode,
    signal: c.signal,
    durationMs: Math.round(c.durationMs),
    delayMs: Math.round(c.delayMs),
    timedOut: c.timedOut,
    spawnError: c.spawnError ? c.spawnError.slice(0, LIMITS.message) : null,
    reset: c.reset ? { exitCode: c.reset.exitCode, durationMs: Math.round(c.reset.durationMs) } : null,
    tests: c.junit.some((j) => j.cases.length > 0) ? report.tests : null,
    // At most LIMITS.failuresPerReport: analyze keeps no more failures.
    fingerprints: [...new Set(failures.map((f) => f.fingerprint))],
    categories: [...new Set(failures.map((f) => f.category))] as Category[],
    outputBytes: c.outputBytes,
    droppedBytes: c.droppedBytes,
    killedProcesses: c.killedProcesses ?? 0,
    ...(c.scope
      ? {
          scope: {
            kind: c.scope.kind,
            reason: c.scope.reason.slice(0, LIMITS.message),
            command: c.scope.command.slice(0, 4_000),
            tests: c.scope.tests,
            confirmed: c.scope.confirmed,
          },
        }
      : {}),
  };
}

/**
 * A failure that says why the command exited non-zero without being a test: the exit code itself (`runner`) or
 * a coverage threshold (`coverage`). A run of only the failed tests may show it again, and that is no failure of
 * the tests (core/plan leaves it out of targeted retries).
 */
export const isExitCause = (f: Pick<Failure, "tool" | "test">): boolean =>
  f.test === null && (f.tool === "runner" || f.tool === "coverage");

/**
 * A static check's finding: a linter's or a type checker's (eslint, tsc, ruff, prettier, mypy…), no test's. A step
 * chained before or after the tests (`jest && eslint .`, `vitest run && tsc --noEmit`, `pytest && ruff check`, a
 * `posttest` script): it fails the command the same way every time (its category, compilation or types, is not in
 * the default retry-on), and it says nothing of the tests.
 */
export const isStaticCheck = (f: Pick<Failure, "tool" | "test">): boolean => {
  if (f.test !== null) return false;
  const family = familyOf(f.tool);
  return family === "lint" || family === "typescript" || f.tool === "mypy";
};

/**
 * The attempt passed: exited 0 (a whole-command attempt), or showed the tests it targeted pass (a targeted
 * attempt: `confirmed`; a name pattern that matched nothing exits 0 too) with no failure but an exit cause that
 * is not a test (a coverage threshold that a run of a few tests cannot meet).
 */
export const passedAttempt = (a: AnalysedAttempt): boolean => {
  const s = a.collected.scope;
  if (s?.kind !== "failed") return attemptPassed(a.collected) && s?.confirmed !== false;
  if (!s.confirmed || a.collected.timedOut || a.collected.spawnError !== null) return false;
  return attemptPassed(a.collected) || failuresOf(a.report).every(isExitCause);
};

/** One attempt analysed on its own (its log and its JUnit files). */
export function analyzeAttempt(c: CollectedAttempt, ctx: AttemptContext): AnalysedAttempt {
  const warnings = [...c.warnings];
  if (c.spawnError) warnings.push(`attempt ${c.index} could not start: ${c.spawnError}`);
  const report = analyze({
    scan: c.scan,
    junit: c.junit,
    workspace: ctx.workspace,
    commandDir: ctx.commandDir,
    command: ctx.command,
    // A timed-out attempt that printed nothing more specific is a timeout (124, like `timeout(1)`).
    exitCode: c.timedOut ? 124 : c.exitCode,
    // A signal ended it (not our timeout's): named in the failure, the output's end as its excerpt.
    signal: c.timedOut ? null : c.signal,
    outputTail: c.outputTail ?? null,
    warnings,
    version: ctx.version,
  });
  return { collected: c, report, record: attemptRecord(c, report) };
}

/** The warning of an interrupted run, naming the reason when it is one. */
export function interruptedWarning(reason: unknown, ran: number, total: number): string {
  const by = typeof reason === "string" ? ` by ${reason}` : "";
  return `the run was interrupted${by} at attempt ${ran} of at most ${total}: no further attempt ran, and attempt ${ran} may have been cut short`;
}

/**
 * The warning of an attempt whose command left processes running when it exited (a server started in the
 * background): flakeharden killed them so that nothing outlives the attempt; said, with the first few by pid
 * and command line (`shown`, already bounded), so that a run that relied on one is not left wondering. The exit
 * code and the verdict are the command's own.
 */
export function leftRunningWarning(
  count: number,
  shown: readonly { pid: number; command: string }[],
): string | null {
  if (count <= 0) return null;
  const them = count === 1 ? "it" : "them";
  const listed = shown.map((p) => `pid ${p.pid} \`${p.command.replace(/`/g, "'")}\``);
  const more = count > shown.length ? `${listed.length > 0 ? ", and " : ""}${count - shown.length} more` : "";
  return `the command left ${count} process${count === 1 ? "" : "es"} running when it exited (${listed.join(", ")}${more}); flakeharden killed ${them} so that nothing outlives the attempt (its exit code and verdict are unchanged; stop background servers in the command itself, or run them outside it)`;
}

/** What an environment missing a part fails the same way on every run of the command: a command, an npm script,
 * a package the toolchain imports (jest reading jest.config.ts without ts-node), a runner's unreadable config. */
const MISSING = new Set([
  "infrastructure.missing-command",
  "infrastructure.exit-127",
  "infrastructure.npm-missing-script",
  "infrastructure.missing-package",
  "infrastructure.runner-config",
]);

/** The `retry-on` kind of a failure: its category, or `missing-command` for something the environment lacks. */
export function retryKind(f: Pick<Failure, "category" | "patterns">): RetryOn {
  if (f.patterns.some((p) => MISSING.has(p))) return "missing-command";
  // A category guessed from the run's shape (no rule read the failure) decides no retry: it counts as unknown.
  return f.patterns.length > 0 && f.patterns.every((p) => GUESSED_PATTERNS.has(p)) ? "unknown" : f.category;
}

/** How a test is known across attempts: its tool, suite and name; null for a failure that is no test's. */
export const testKey = (f: Pick<Failure, "tool" | "suite" | "test">): string | null =>
  f.test !== null ? `t\u0000${f.tool}\u0000${f.suite ?? ""}\u0000${f.test}` : null;

/** How a test or a failure is known across attempts: its test (with tool and suite), else its fingerprint. */
const keyOf = (f: Failure) => testKey(f) ?? `f\u0000${f.fingerprint}`;

/**
 * Failures grouped into buckets by category, in the order `order` gives the categories (the last attempt's),
 * then as they come; each bucket's examples, patterns and confidence from its failures.
 */
function regroup(failures: readonly Failure[], order: readonly FailureBucket[]): FailureBucket[] {
  const categories = [...new Set([...order.map((b) => b.category), ...failures.map((f) => f.category)])];
  const out: FailureBucket[] = [];
  for (const category of categories) {
    const fs = failures.filter((f) => f.category === category);
    if (fs.length === 0) continue;
    const examples: string[] = [];
    for (const f of fs) {
      const e = (f.message.split("\n")[0] ?? "").slice(0, LIMITS.exampleChars);
      if (e && !examples.includes(e) && examples.length < LIMITS.examples) examples.push(e);
    }
    const confidence = fs.reduce((sum, f) => sum + f.confidence, 0) / fs.length;
    const patterns = [...new Set(fs.flatMap((f) => f.patterns))];
    out.push({ category, confidence: Math.round(confidence * 100) / 100, patterns, examples, failures: fs });
  }
  return out;
}

export interface ReportOptions {
  mode: RunMode;
  resetCommand: string | null;
  config: Config;
  /** The command's environment: secret-looking values are redacted from everything the report says. */
  env: Readonly<Record<string, string | undefined>>;
  context: RunContext | null;
  /** The run was stopped before its last attempt: why (a signal's name) and how many attempts it allowed. */
  interrupted: { reason: unknown; total: number } | null;
  /** The kinds of failure worth a retry (default DEFAULT_RETRY_ON). */
  retryOn?: readonly RetryOn[];
  /** Attempts the run allowed (retries + 1, or the measure mode's attempts); default: the attempts given. */
  planned?: number;
  /**
   * The day (`YYYY-MM-DD`, UTC) the config's `quarantine:` entries are judged on. Without it no test is
   * quarantined (the core reads no clock).
   */
  today?: string;
  /** The retry planner ended the run because its failures were of these kinds, outside retry-on (core/plan). */
  notRetried?: readonly RetryOn[] | null;
}

/** The active quarantine of `test` on `today`, or null (not listed, expired, no day given). */
function activeQuarantine(config: Config, today: string | undefined, test: string | null) {
  if (!today) return null;
  const q = quarantineOf(config.quarantine, test, today);
  return q?.state === "active" ? q.entry : null;
}

/**
 * Whether an attempt failed only because of tests under an active quarantine: nothing it says is held against
 * the run, so a retry of it would only test what the quarantine already excuses.
 */
export function onlyQuarantined(a: AnalysedAttempt, config: Config, today: string | undefined): boolean {
  const failures = failuresOf(a.report);
  const find = failureFinder(failures);
  return (
    !passedAttempt(a) &&
    failures.length > 0 &&
    failures.every((f) => activeQuarantine(config, today, f.test) !== null) &&
    casesOf(a).every(
      (c) =>
        (c.status !== "failed" && c.status !== "error") ||
        quarantinedTest(config, today, { test: c.name, suite: c.classname ?? c.suite }, find),
    )
  );
}

/**
 * Whether a test JUnit names (a case, a verdict, a flaky record) is under an active quarantine: by its own name,
 * or by the name of the failure it pairs with, as the log names it (pytest's `tests/test_x.py::test_y` for JUnit's
 * `test_y`): an entry copied from the report's failure holds whichever name JUnit gives the test.
 */
function quarantinedTest(
  config: Config,
  today: string | undefined,
  t: { test: string; suite: string | null },
  find: (v: TestVerdict) => Failure | null,
): boolean {
  if (activeQuarantine(config, today, t.test) !== null) return true;
  const paired = find({ ...t, file: null, verdict: "failed", passes: 0, runs: 1 });
  return paired !== null && activeQuarantine(config, today, paired.test) !== null;
}

/**
 * The run's report across its attempts (in order), redacted and validated: the one validation of the report
 * before it leaves the process (written, uploaded, read by the app). The types do not carry the schema's
 * bounds, so a builder bug surfaces here, not in the app (against its JSON Schema: report-check.ts).
 *
 * Verdicts come from every attempt: a test that both passed and failed is flaky whatever the order, and
 * is neither among the failures nor in the prompt as something to fix. The run is `failed` when a failure
 * persisted (a test that failed every time it ran, or a failure of the last attempt that no pass
 * contradicts), `flaky` when every failure was contradicted by a pass, `passed` otherwise.
 */
export function buildReport(analysed: readonly AnalysedAttempt[], o: ReportOptions): Report {
  const first = analysed[0];
  if (!first) throw new Error("buildReport: no attempt to report on");
  const last = analysed.at(-1) ?? first;
  const retryOn = o.retryOn ?? DEFAULT_RETRY_ON;
  const attempts = analysed.map((a) => a.record);
  // Without a JUnit file there is no test case, hence no verdict.
  const verdicts = testVerdicts(analysed.map((a) => ({ index: a.collected.index, cases: casesOf(a) }))).slice(
    0,
    100_000,
  );
  const targeted = (a: AnalysedAttempt) => a.collected.scope?.kind === "failed";
  // A targeted attempt that showed its tests pass and exited non-zero for another cause (a coverage threshold):
  // that cause is an artefact of running a few tests, not held against the run.
  const artefacts = analysed.filter(
    (a) => targeted(a) && passedAttempt(a) && failuresOf(a.report).length > 0,
  );

  // Every failure of every attempt, by the test (or problem) it is about; the latest is the one reported.
  const seen = new Map<
    string,
    { failures: { attempt: AnalysedAttempt; failure: Failure }[]; latest: Failure }
  >();
  for (const a of analysed) {
    if (artefacts.includes(a)) continue;
    for (const f of failuresOf(a.report)) {
      const k = keyOf(f);
      const entry = seen.get(k) ?? { failures: [], latest: f };
      entry.failures.push({ attempt: a, failure: f });
      entry.latest = f;
      seen.set(k, entry);
    }
  }
  // With JUnit, a test's verdict says (the finder pairs verdicts with the failures of tests only); a failure that
  // is no test's (a build error) is contradicted only by an attempt that passed, as every failure is without JUnit.
  const verdictOfFailure = new Map<Failure, TestVerdict>();
  const find = failureFinder([...seen.values()].map((e) => e.latest));
  for (const v of verdicts) {
    if (v.verdict !== "flaky" && v.verdict !== "failed") continue;
    const f = find(v);
    if (f && !verdictOfFailure.has(f)) verdictOfFailure.set(f, v);
  }
  const verdictOf = (k: string): TestVerdict | undefined => {
    const latest = seen.get(k)?.latest;
    return latest && verdictOfFailure.get(latest);
  };
  // The same verdicts from the whole-command attempts only: a test that passed only in targeted attempts.
  const wholeVerdicts = new Map(
    testVerdicts(
      analysed.filter((a) => !targeted(a)).map((a) => ({ index: a.collected.index, cases: casesOf(a) })),
    ).map((v) => [`${v.suite ?? ""}\u0000${v.test}`, v]),
  );
  // Without JUnit: an attempt that failed naming only tests' failures (every one) is a pass of each test it ran
  // and did not fail: a whole-command attempt ran every test, a targeted one its targets.
  // A static check chained after the tests (`jest && eslint .`) failed it: its tests ran and passed when the
  // runner's summary shows passes and no failure.
  const namedAll = (a: AnalysedAttempt) => {
    const fs = failuresOf(a.report).filter((f) => !isExitCause(f));
    if (fs.length === 0) return false;
    if (fs.every((f) => f.test !== null)) return true;
    return fs.every(isStaticCheck) && testsShownPassed(a.collected.outputTail ?? "");
  };
  const ran = (a: AnalysedAttempt, k: string) =>
    !targeted(a) || (a.collected.scope?.targets?.includes(k) ?? false);
  const passesIn = (k: string, attempts: readonly AnalysedAttempt[]): number =>
    attempts.filter((a) => {
      if (!ran(a, k)) return false;
      if (passedAttempt(a)) return true;
      return k.startsWith("t\u0000") && namedAll(a) && !failuresOf(a.report).some((f) => keyOf(f) === k);
    }).length;
  const countsOf = (k: string): { passes: number; runs: number } => {
    const v = verdictOf(k);
    if (v) return { passes: v.passes, runs: v.runs };
    const failed = new Set(seen.get(k)?.failures.map((x) => x.attempt.collected.index)).size;
    const passes = passesIn(k, analysed);
    return { passes, runs: passes + failed };
  };
  /** Passed only in targeted attempts, failed in every whole-command attempt that ran it. */
  const orderDependent = (k: string): boolean => {
    if (countsOf(k).passes === 0) return false;
    const v = verdictOf(k);
    if (v) {
      const w = wholeVerdicts.get(`${v.suite ?? ""}\u0000${v.test}`);
      return w !== undefined && w.runs > 0 && w.passes === 0;
    }
    return (
      passesIn(
        k,
        analysed.filter((a) => !targeted(a)),
      ) === 0
    );
  };
  const isFlaky = (k: string) => countsOf(k).passes > 0 && !orderDependent(k);

  // Flaky tests: recorded as such by the tool or the JUnit file, and every failure a pass contradicted.
  const flaky: FlakyTest[] = [];
  const named = new Set<string>();
  const addFlaky = (t: FlakyTest) => {
    const id = `${t.suite ?? ""}\u0000${t.test}`;
    if (named.has(id) || named.has(`\u0000${t.test}`)) return;
    named.add(id);
    flaky.push(t);
  };
  for (const [k, e] of seen) {
    // The exit code or a coverage threshold is not a test, flaky or not.
    if (!isFlaky(k) || isExitCause(e.latest)) continue;
    const { latest } = e;
    const { passes, runs } = countsOf(k);
    const v = verdictOf(k);
    addFlaky({
      test: (v?.test ?? latest.test ?? latest.message.split("\n")[0] ?? latest.tool).slice(
        0,
        LIMITS.testName,
      ),
      suite: v?.suite ?? latest.suite,
      file: latest.location?.file ?? v?.file ?? null,
      retries: runs - passes,
      messages: [...new Set(e.failures.map((x) => x.failure.message.slice(0, LIMITS.message)))].slice(
        -LIMITS.examples,
      ),
      category: latest.category,
      location: latest.location,
      fingerprint: latest.fingerprint,
      reproduce: latest.reproduce,
      passes,
      runs,
      evidence: evidenceText(passes, runs),
    });
  }
  for (const v of verdicts) {
    if (v.verdict !== "flaky") continue;
    const w = wholeVerdicts.get(`${v.suite ?? ""}\u0000${v.test}`);
    if (w !== undefined && w.runs > 0 && w.passes === 0) continue;
    addFlaky({
      test: v.test,
      suite: v.suite,
      file: v.file,
      retries: v.runs - v.passes,
      messages: [],
      passes: v.passes,
      runs: v.runs,
      evidence: evidenceText(v.passes, v.runs),
    });
  }
  for (const a of analysed) for (const t of a.report.flaky) addFlaky(t);

  // The failures: the last attempt's, without those a pass contradicted, and without those of tests under an
  // active quarantine (reported apart). A quarantine that has ended says so, and its test fails the run again.
  // The last attempt's failures, and the tests that failed in an earlier attempt and that no later one ran (a
  // targeted retry whose pattern matched nothing): a failure is never lost because a later attempt did not run it.
  const lastKeys = new Set(failuresOf(last.report).map(keyOf));
  // An interrupted attempt's signal is one flakeharden sent itself (Ctrl-C, a cancelled job): nothing to fix.
  const lastFailures = [
    ...(artefacts.includes(last)
      ? []
      : failuresOf(last.report).filter((f) => !(o.interrupted && isExitCause(f)))),
    ...[...seen].filter(([k]) => k.startsWith("t\u0000") && !lastKeys.has(k)).map(([, e]) => e.latest),
  ];
  const contradicted = new Set(lastFailures.filter((f) => isFlaky(keyOf(f))));
  // A failure's entry by the log's name, or by the name JUnit gives its test (its verdict's).
  const entryOf = (f: Failure) =>
    activeQuarantine(o.config, o.today, f.test) ??
    activeQuarantine(o.config, o.today, verdictOf(keyOf(f))?.test ?? null);
  const quarantinedFailures = lastFailures.filter((f) => !contradicted.has(f) && entryOf(f) !== null);
  const ended = new Set<string>();
  if (o.today)
    for (const t of [
      ...lastFailures.filter((f) => !contradicted.has(f)).map((f) => f.test),
      ...verdicts.filter((v) => v.verdict === "failed").flatMap((v) => [v.test, find(v)?.test ?? null]),
    ]) {
      const q = quarantineOf(o.config.quarantine, t, o.today);
      if (q?.state === "expired") ended.add(q.message);
    }
  const quarantined: NonNullable<Report["quarantined"]> = [];
  for (const f of quarantinedFailures) {
    const entry = entryOf(f);
    if (!entry || quarantined.some((q) => q.test === entry.test)) continue;
    quarantined.push({
      test: entry.test,
      suite: f.suite,
      file: f.location?.file ?? null,
      category: f.category,
      message: (f.message.split("\n")[0] ?? "").slice(0, LIMITS.message),
      owner: entry.owner,
      reason: entry.reason,
      expires: entry.expires,
    });
  }
  const dropped = new Set([...contradicted, ...quarantinedFailures]);
  // A test that passed only when run alone: the whole command reproduces it (the order the tests ran in).
  const wholeCommand = first.collected.scope?.command ?? first.report.command;
  const buckets = regroup(
    lastFailures.filter((f) => !dropped.has(f)),
    last.report.buckets,
  ).map((b) => ({
    ...b,
    failures: b.failures.map((f) => {
      const k = keyOf(f);
      const { passes, runs } = countsOf(k);
      if (orderDependent(k))
        return {
          ...f,
          reproduce: wholeCommand ?? f.reproduce,
          evidence: {
            passes,
            runs,
            text: `passed only when run alone (${passes} of ${runs} runs): possible order dependence`,
          },
        };
      return { ...f, evidence: { passes, runs, text: evidenceText(passes, runs) } };
    }),
  }));
  const remaining = buckets.flatMap((b) => b.failures);
  // A last attempt that failed without naming any failure (killed, interrupted) is a failure nothing contradicts.
  const unexplained = !passedAttempt(last) && failuresOf(last.report).length === 0 && remaining.length === 0;
  const persisted =
    remaining.length > 0 ||
    unexplained ||
    verdicts.some((v) => v.verdict === "failed" && !quarantinedTest(o.config, o.today, v, find));
  // An attempt that failed only on quarantined tests, and a quarantined test's flakiness, change no outcome.
  const held = analysed.filter((a) => passedAttempt(a) || onlyQuarantined(a, o.config, o.today)).length;
  const anyFailure =
    flaky.some((t) => !quarantinedTest(o.config, o.today, t, find)) || held < analysed.length;
  // An interrupted run (Ctrl-C, a cancelled job) is cancelled: what it says of the suite is incomplete.
  const outcome: Report["outcome"] = o.interrupted
    ? "cancelled"
    : persisted
      ? "failed"
      : anyFailure
        ? "flaky"
        : "passed";

  const count = (verdict: TestVerdict["verdict"]) => verdicts.filter((v) => v.verdict === verdict).length;
  const tests = {
    total: verdicts.length,
    passed: count("passed"),
    failed: count("failed"),
    skipped: count("skipped"),
    flaky: flaky.length,
  };

  const planned = o.planned ?? analysed.length;
  const stop = o.notRetried && o.notRetried.length > 0 && !o.interrupted ? o.notRetried : null;
  const firstAlone =
    passedAttempt(first) || onlyQuarantined(first, o.config, o.today)
      ? first.report.flaky.length > 0
        ? "flaky"
        : "passed"
      : "failed";
  // Two whole-command attempts failing differently, in failures that are neither flaky nor of a targeted retry.
  // A static check's finding is not one either: a step chained after the tests runs only when they pass.
  const flakyPrints = new Set(flaky.flatMap((t) => (t.fingerprint ? [t.fingerprint] : [])));
  const contamination = contaminationWarning(
    analysed
      .filter((a) => !targeted(a))
      .flatMap((a) => {
        const checks = new Set(
          failuresOf(a.report)
            .filter(isStaticCheck)
            .map((f) => f.fingerprint),
        );
        const fingerprints = a.record.fingerprints.filter((p) => !flakyPrints.has(p) && !checks.has(p));
        // An attempt that failed only for a static check (and flaky tests) says nothing of shared state.
        return fingerprints.length === 0 && checks.size > 0
          ? []
          : [{ exitCode: a.record.exitCode, fingerprints }];
      }),
    o.resetCommand,
  );
  // A targeted attempt's coverage is that of the few tests it ran: its threshold says nothing.
  const warnings = analysed.flatMap((a) =>
    a.report.warnings
      .filter((w) => !(targeted(a) && w.startsWith(COVERAGE_ALSO)))
      .map((w) => `attempt ${a.collected.index}: ${w}`),
  );
  const report: Report = {
    ...last.report,
    outcome,
    primary: remaining[0]?.category ?? null,
    buckets,
    flaky,
    tests,
    attempts,
    verdicts,
    scores: scoreRun({ attempts, verdicts, failures: remaining, config: o.config, mode: o.mode, outcome }),
    ...(quarantined.length > 0 ? { quarantined } : {}),
    warnings: [
      ...[...ended].map((m) => `quarantine ended: ${m}`),
      ...quarantined.map(
        (q) =>
          `quarantined: ${JSON.stringify(q.test)} failed and is not held against the run until ${q.expires} (owner ${q.owner}: ${q.reason})`,
      ),
      ...(o.interrupted
        ? [interruptedWarning(o.interrupted.reason, analysed.length, o.interrupted.total)]
        : []),
      ...artefacts.map(
        (a) =>
          `attempt ${a.collected.index} ran only the failed tests and they passed; it exited ${a.collected.exitCode ?? a.collected.signal} for a reason that is not a test (${(failuresOf(a.report)[0]?.message.split("\n")[0] ?? "").slice(0, 300)}): not held against the run`,
      ),
      ...warnings,
      ...(contamination ? [contamination] : []),
    ]
      .slice(0, 200)
      .map((w) => w.slice(0, LIMITS.message)),
    context: o.context,
    retry: {
      withoutRetries: firstAlone,
      retryOn: [...retryOn],
      planned,
      stoppedEarly: stop
        ? { attempt: last.collected.index, kinds: [...stop], saved: planned - analysed.length }
        : null,
    },
  };
  // Validated against the report's JSON Schema (report-check.ts), not parsed by zod: loading zod and building
  // its schemas cost 1.6x `node -e 0` on Node 20, more than a whole `flakeharden run -- false` may. The report
  // is built in the schema's key order: test/run/report-schema.test.ts checks zod's parse changes nothing.
  const redacted = redactReport(report, createRedactor(o.env));
  checkReport(redacted);
  return redacted;
}

/** The targeted prompt of a report, redacted like the report; a cancelled run has nothing to fix. */
export function reportPrompt(
  report: Report,
  o: { promptBudget: number; env: Readonly<Record<string, string | undefined>> },
): string {
  if (report.outcome === "cancelled") {
    const n = report.attempts.length;
    return `The run was cancelled (interrupted) after ${n} attempt${n === 1 ? "" : "s"}: its results are incomplete and there is nothing to fix from it. Run the tests again.`;
  }
  return createRedactor(o.env)(buildPrompt(report, o.promptBudget));
}
