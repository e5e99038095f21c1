// Rules of report.ts that mutation testing (npm run mutation) found unpinned. Every attempt is a recorded one:
// the bundled example's (test/fixtures/attempts, as report.test.ts uses them) or a corpus case's
// (test/fixtures/logs, test/fixtures/real: real tool output); what src/run adds around the output (exit code,
// signal, timeout, spawn error, scope, warnings) is set the way src/run sets it.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseJUnit } from "../../src/core/junit/index.js";
import {
  type AnalysedAttempt,
  type CollectedAttempt,
  DEFAULT_RETRY_ON,
  RETRY_ON_VALUES,
  analyzeAttempt,
  buildReport,
  interruptedWarning,
  onlyQuarantined,
  outcomeSentence,
  reportPrompt,
  retryKind,
  testKey,
} from "../../src/core/report/index.js";
import { worthRetry } from "../../src/core/plan/index.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import { Config, LIMITS, type Failure, type Report } from "../../src/core/schema.js";
import { DEMO_FILES, OPTIONS, attempt, run } from "../support/attempts.js";
import { REAL_CORPUS, loadCases } from "../corpus/evaluate.js";

const CASES = [...loadCases(), ...loadCases(REAL_CORPUS)];
const failuresOf = (r: Report): Failure[] => r.buckets.flatMap((b) => b.failures);
const firstLine = (m: string) => m.split("\n")[0] ?? "";
const RACE = "the cache answers before the network";
const COUPON = "a 10% coupon takes 10% off";
const TODAY = "2026-11-24";

/** A corpus case as one attempt of a run, with what src/run collects around its output. */
function corpusAttempt(
  id: string,
  index: number,
  o: { junit?: boolean; log?: string; collected?: Partial<CollectedAttempt> } = {},
): AnalysedAttempt {
  const c = CASES.find((x) => x.id === id);
  if (!c) throw new Error(`no corpus case ${id}`);
  const log = o.log ?? readFileSync(join(c.dir, "log.txt"), "utf8");
  const junitFile = join(c.dir, "junit.xml");
  const junit =
    o.junit !== false && existsSync(junitFile)
      ? [parseJUnit(readFileSync(junitFile, "utf8"), "junit.xml")]
      : [];
  return analyzeAttempt(
    {
      index,
      exitCode: c.meta.exitCode,
      signal: null,
      durationMs: 500,
      delayMs: 0,
      timedOut: false,
      spawnError: null,
      reset: null,
      outputBytes: log.length,
      droppedBytes: 0,
      scan: scanLog(log),
      junit,
      warnings: [],
      ...o.collected,
    },
    {
      workspace: { files: c.files, root: c.meta.cwd },
      commandDir: null,
      command: c.meta.command,
      version: "test",
    },
  );
}

/** A recorded attempt of the bundled example, collected again with `over` (what src/run would have set). */
function again(a: AnalysedAttempt, over: Partial<CollectedAttempt>): AnalysedAttempt {
  const command = JSON.parse(
    readFileSync(
      join(import.meta.dirname, "..", "fixtures", "attempts", "demo-race-failed", "meta.json"),
      "utf8",
    ),
  ) as { command: string };
  return analyzeAttempt(
    { ...a.collected, ...over },
    {
      workspace: { files: DEMO_FILES, root: "/nowhere" },
      commandDir: null,
      command: command.command,
      version: "test",
    },
  );
}

const quarantine = (entries: { test: string; expires: string }[]) =>
  Config.parse({
    quarantine: entries.map((e) => ({ ...e, reason: "races the network mock", owner: "@shop/payments" })),
  });

describe("outcomeSentence", () => {
  const flaky = buildReport(run(["fixed-race-failed", "fixed-race-passed"]), { ...OPTIONS, planned: 3 });

  it("says what the outcome would have been without retries, only when retries changed it", () => {
    expect(outcomeSentence(flaky)).toBe("flaky with retries; failed without them");
    // One attempt: nothing was retried, whatever the record says.
    const one = { ...flaky, attempts: flaky.attempts.slice(0, 1) };
    expect(outcomeSentence(one)).toBe("flaky");
    // The same outcome either way.
    const same = buildReport(run(["demo-race-passed", "demo-race-passed"]), OPTIONS);
    expect(outcomeSentence(same)).toBe("failed");
    expect(outcomeSentence({ ...flaky, retry: undefined })).toBe("flaky");
  });

  it("says which kinds stopped the retries and how many attempts that saved, in the singular or plural", () => {
    const syntax = attempt("syntax-error", 1);
    const saved2 = buildReport([syntax], { ...OPTIONS, planned: 3, notRetried: ["compilation"] });
    expect(outcomeSentence(saved2)).toBe(
      "failed (not retried: compilation is not in retry-on; 2 attempts saved)",
    );
    const saved1 = buildReport([syntax], { ...OPTIONS, planned: 2, notRetried: ["compilation"] });
    expect(outcomeSentence(saved1)).toBe(
      "failed (not retried: compilation is not in retry-on; 1 attempt saved)",
    );
    // tsc's type and code errors: two kinds left out of retry-on.
    const tsc = buildReport([corpusAttempt("ts-tsc-mixed", 1)], {
      ...OPTIONS,
      planned: 3,
      retryOn: ["unknown"],
      notRetried: ["compilation", "types"],
    });
    expect(outcomeSentence(tsc)).toBe(
      "failed (not retried: compilation, types are not in retry-on; 2 attempts saved)",
    );
  });
});

describe("the attempt's record", () => {
  it("keeps the tests only when a JUnit file listed some, and the fingerprints of its failures once each", () => {
    const a = attempt("demo-race-failed", 1);
    expect(a.record.tests).toEqual(a.report.tests);
    expect(a.record.fingerprints).toEqual([...new Set(failuresOf(a.report).map((f) => f.fingerprint))]);
    expect(a.record.fingerprints).toHaveLength(2);
    expect(a.record.categories).toEqual(["assertion"]);
    // Without a JUnit file the log's count is no count of tests.
    expect(attempt("demo-race-failed", 1, { junit: false }).record.tests).toBeNull();
  });

  it("keeps the processes killed after it, the reset, and the scope, bounded", () => {
    const a = again(attempt("demo-race-failed", 2), {
      killedProcesses: 3,
      reset: { exitCode: 0, durationMs: 12.6 },
      scope: {
        kind: "failed",
        tests: 2,
        confirmed: true,
        reason: "r".repeat(LIMITS.message + 10),
        command: "c".repeat(4_010),
      },
    });
    expect(a.record.killedProcesses).toBe(3);
    expect(a.record.reset).toEqual({ exitCode: 0, durationMs: 13 });
    expect(a.record.scope).toEqual({
      kind: "failed",
      tests: 2,
      confirmed: true,
      reason: "r".repeat(LIMITS.message),
      command: "c".repeat(4_000),
    });
    const plain = attempt("demo-race-failed", 1);
    expect(plain.record.killedProcesses).toBe(0);
    expect(plain.record.reset).toBeNull();
    expect("scope" in plain.record).toBe(false);
  });

  it("an attempt that could not start: its error, bounded in the record, a warning of the run", () => {
    // src/run's words for a missing working folder; a path can be longer than a message.
    const cwd = `/home/runner/${"deep/".repeat(420)}work`;
    const a = corpusAttempt("sh-exit-127-silent", 1, {
      log: "",
      collected: { exitCode: null, spawnError: `cwd does not exist: ${cwd}` },
    });
    expect(a.record.spawnError).toBe(`cwd does not exist: ${cwd}`.slice(0, LIMITS.message));
    const [warning] = a.report.warnings;
    expect(warning?.startsWith(`attempt 1 could not start: cwd does not exist: /home/runner/deep/`)).toBe(
      true,
    );
    // Each attempt's warning is named after its attempt, and bounded again once named.
    const report = buildReport([a], OPTIONS);
    expect(report.warnings).toEqual([`attempt 1: ${warning}`.slice(0, LIMITS.message)]);
    expect(`attempt 1: ${warning}`.length).toBeGreaterThan(LIMITS.message);
    expect(report.outcome).toBe("failed");
  });

  it("keeps the warnings src/run met while gathering", () => {
    const a = again(attempt("fixed-race-failed", 1), { warnings: ["junit: no file matches reports/*.xml"] });
    expect(a.report.warnings).toContain("junit: no file matches reports/*.xml");
  });
});

describe("how an attempt ended, when its output names nothing", () => {
  const tail = readFileSync(join(CASES.find((c) => c.id === "sh-killed-137")?.dir ?? "", "log.txt"), "utf8");

  it("our timeout: exit code 124, whatever signal stopped it", () => {
    const a = corpusAttempt("sh-killed-137", 1, {
      collected: { exitCode: null, signal: "SIGTERM", timedOut: true, outputTail: tail },
    });
    const [f] = failuresOf(a.report);
    expect(f?.message).toBe("Process completed with exit code 124.");
    expect(f?.category).toBe("timeout");
  });

  it("a signal that is not ours: named, with the end of the output as its excerpt", () => {
    const a = corpusAttempt("sh-killed-137", 1, {
      collected: { exitCode: null, signal: "SIGKILL", outputTail: tail },
    });
    const [f] = failuresOf(a.report);
    expect(f?.message).toMatch(/^Process was killed by SIGKILL \(exit code 137/);
    expect(f?.excerpt).toContain("indexing 3 documents");
    const untold = corpusAttempt("sh-killed-137", 1, { collected: { exitCode: null, signal: "SIGKILL" } });
    expect(failuresOf(untold.report)[0]?.excerpt).not.toContain("indexing 3 documents");
    // An exit code alone: as the shell reported it.
    const byCode = corpusAttempt("sh-killed-137", 1, { log: "", collected: { outputTail: tail } });
    expect(failuresOf(byCode.report)[0]?.message).toMatch(/^Process was killed by SIGKILL \(exit code 137/);
  });
});

describe("retry-on: the kind of a failure", () => {
  it("a command that does not exist is `missing-command`, said by bash or only by exit 127", () => {
    for (const id of ["sh-bash-command-not-found", "sh-exit-127-silent"]) {
      const a = corpusAttempt(id, 1);
      const [f] = failuresOf(a.report);
      expect(f?.category).toBe("infrastructure");
      expect(f && retryKind(f)).toBe("missing-command");
      expect(worthRetry(a, ["infrastructure", "unknown"])).toEqual({
        retry: false,
        kinds: ["missing-command"],
      });
      expect(worthRetry(a, ["missing-command"]).retry).toBe(true);
    }
    // Another infrastructure failure is its category.
    const [dns] = failuresOf(corpusAttempt("sh-dns-failure", 1).report);
    expect(dns && retryKind(dns)).toBe("infrastructure");
  });

  it("a failure of unknown kind is worth a retry when `unknown` is in retry-on and nothing deterministic is beside it", () => {
    const a = corpusAttempt("sh-set-e-exit", 1);
    expect(failuresOf(a.report).map((f) => f.category)).toEqual(["unknown"]);
    expect(worthRetry(a, ["unknown"])).toEqual({ retry: true, kinds: [] });
    expect(worthRetry(a, ["assertion"])).toEqual({ retry: false, kinds: ["unknown"] });
    expect(worthRetry(a, ["unknown", "assertion"]).retry).toBe(true);
  });

  it("an attempt that exited 0 is worth nothing more, whatever its output says", () => {
    // A failure printed by a command that exited 0 (`… || true`): the attempt passed.
    const a = again(attempt("syntax-error", 1), { exitCode: 0 });
    expect(failuresOf(a.report).length).toBeGreaterThan(0);
    expect(worthRetry(a, []).retry).toBe(true);
  });

  it("a failed attempt that names no failure is worth a retry", () => {
    const a = again(attempt("fixed-race-failed", 1, { junit: false }), { scan: scanLog("") });
    expect(failuresOf(a.report).map((f) => f.tool)).toEqual(["runner"]);
    const killed = corpusAttempt("sh-set-e-exit", 1, { log: "", collected: { exitCode: null } });
    expect(failuresOf(killed.report)).toEqual([]);
    expect(worthRetry(killed, [])).toEqual({ retry: true, kinds: [] });
  });
});

describe("testKey: how a test is known across attempts", () => {
  it("its tool, suite and name; a failure that is no test's has none", () => {
    const java = failuresOf(corpusAttempt("java-mvn-surefire", 1).report);
    const withSuite = java.find((f) => f.suite !== null);
    expect(withSuite && testKey(withSuite)).toBe(
      `t\u0000${withSuite?.tool}\u0000${withSuite?.suite}\u0000${withSuite?.test}`,
    );
    const [race] = failuresOf(attempt("fixed-race-failed", 1).report);
    expect(race?.suite).toBeNull();
    expect(race && testKey(race)).toBe(`t\u0000${race?.tool}\u0000\u0000${RACE}`);
    const [tsc] = failuresOf(corpusAttempt("ts-tsc-ts2322", 1).report);
    expect(tsc && testKey(tsc)).toBeNull();
  });

  it("failures that are no test's are told apart by their fingerprint: each is flaky on its own", () => {
    // tsc's five errors, then the same command passing.
    const report = buildReport([corpusAttempt("ts-tsc-mixed", 1), attempt("fixed-race-passed", 2)], {
      ...OPTIONS,
      mode: "measure",
    });
    expect(report.flaky).toHaveLength(5);
    expect(report.flaky.map((t) => t.test)).toEqual(
      failuresOf(corpusAttempt("ts-tsc-mixed", 1).report).map((f) => firstLine(f.message)),
    );
    expect(report.flaky.every((t) => t.passes === 1 && t.runs === 2 && t.retries === 1)).toBe(true);
  });
});

describe("the buckets left when some of their failures are dropped", () => {
  it("a bucket whose every failure a pass contradicted is gone", () => {
    const report = buildReport(run(["fixed-race-passed", "fixed-race-failed"]), {
      ...OPTIONS,
      mode: "measure",
    });
    expect(report.buckets).toEqual([]);
  });

  it("a bucket keeps the examples, patterns and confidence of the failures left", () => {
    const report = buildReport(run(["demo-race-passed", "demo-race-failed"]), { ...OPTIONS, planned: 2 });
    const [bucket] = report.buckets;
    const coupon = failuresOf(attempt("demo-race-failed", 2).report).find((f) => f.test === COUPON);
    expect(bucket?.failures.map((f) => f.test)).toEqual([COUPON]);
    expect(bucket?.examples).toEqual([firstLine(coupon?.message ?? "")]);
    expect(bucket?.patterns).toEqual(coupon?.patterns);
    expect(bucket?.confidence).toBe(coupon?.confidence);
  });

  it("of many failures left: the first lines of the first three messages, their mean confidence rounded", () => {
    const a = corpusAttempt("markupsafe-pytest", 1);
    const [all] = a.report.buckets;
    const dropped = all?.failures[0];
    if (!all || !dropped?.test) throw new Error("markupsafe-pytest: no failure");
    const report = buildReport([a], {
      ...OPTIONS,
      config: quarantine([{ test: dropped.test, expires: "2026-12-01" }]),
      today: TODAY,
    });
    const [bucket] = report.buckets;
    const left = all.failures.slice(1);
    expect(bucket?.failures).toHaveLength(left.length);
    expect(left.length).toBeGreaterThan(LIMITS.examples);
    expect(bucket?.examples).toEqual(left.slice(0, LIMITS.examples).map((f) => firstLine(f.message)));
    expect(bucket?.confidence).toBe(
      Math.round((left.reduce((s, f) => s + f.confidence, 0) / left.length) * 100) / 100,
    );
    expect(bucket?.patterns).toEqual(["assertion.pytest"]);
  });

  it("the same first line is one example", () => {
    const a = corpusAttempt("express-mocha-status", 1);
    const [all] = a.report.buckets;
    const dropped = all?.failures[0];
    if (!all || !dropped?.test) throw new Error("express-mocha-status: no failure");
    const report = buildReport([a], {
      ...OPTIONS,
      config: quarantine([{ test: dropped.test, expires: "2026-12-01" }]),
      today: TODAY,
    });
    expect(report.buckets[0]?.failures).toHaveLength(all.failures.length - 1);
    expect(report.buckets[0]?.examples).toEqual([firstLine(all.failures[1]?.message ?? "")]);
  });
});

describe("retry-on's default and the report's record of it", () => {
  it("every kind but compilation, types and a missing command", () => {
    expect(DEFAULT_RETRY_ON).toEqual(
      RETRY_ON_VALUES.filter((v) => !["compilation", "types", "missing-command"].includes(v)),
    );
    expect(DEFAULT_RETRY_ON).toContain("unknown");
    const report = buildReport(run(["fixed-race-passed"]), { ...OPTIONS, retryOn: undefined });
    expect(report.retry?.retryOn).toEqual([...DEFAULT_RETRY_ON]);
    expect(
      buildReport(run(["fixed-race-passed"]), { ...OPTIONS, retryOn: ["timeout"] }).retry?.retryOn,
    ).toEqual(["timeout"]);
  });
});

describe("interruptedWarning", () => {
  it("names the reason only when it is one", () => {
    expect(interruptedWarning(undefined, 2, 3)).toBe(
      "the run was interrupted at attempt 2 of at most 3: no further attempt ran, and attempt 2 may have been cut short",
    );
    expect(interruptedWarning("SIGTERM", 1, 4)).toBe(
      "the run was interrupted by SIGTERM at attempt 1 of at most 4: no further attempt ran, and attempt 1 may have been cut short",
    );
  });
});

describe("buildReport: outcome", () => {
  it("a run that passed: passed, no warning, no quarantine, passed without retries too", () => {
    for (const cases of [["fixed-race-passed"], ["fixed-race-passed", "fixed-race-passed"]] as const) {
      const report = buildReport(run([...cases]), { ...OPTIONS, mode: "measure" });
      expect(report.outcome).toBe("passed");
      expect(report.warnings).toEqual([]);
      expect(report.quarantined).toBeUndefined();
      expect(report.retry).toMatchObject({ withoutRetries: "passed", stoppedEarly: null });
    }
  });

  it("without JUnit, a failure of the last attempt fails the run; no test case is counted", () => {
    const report = buildReport([attempt("demo-race-failed", 1, { junit: false })], OPTIONS);
    expect(report.outcome).toBe("failed");
    expect(report.tests).toEqual({ total: 0, passed: 0, failed: 0, skipped: 0, flaky: 0 });
  });

  it("without JUnit, a test that failed in every attempt is counted in each", () => {
    const report = buildReport(run(["demo-race-passed", "demo-race-passed"], { junit: false }), OPTIONS);
    expect(failuresOf(report).map((f) => [f.test, f.evidence?.passes, f.evidence?.runs])).toEqual([
      [COUPON, 0, 2],
    ]);
  });

  it("a failed attempt that named nothing, then a pass: flaky, though no test is", () => {
    const killed = corpusAttempt("sh-set-e-exit", 1, { log: "", collected: { exitCode: null } });
    const report = buildReport([killed, attempt("fixed-race-passed", 2)], { ...OPTIONS, planned: 3 });
    expect(report.flaky).toEqual([]);
    expect(report.outcome).toBe("flaky");
  });

  it("the verdicts come from the attempts that wrote a JUnit file", () => {
    const report = buildReport(
      [attempt("fixed-race-failed", 1), attempt("fixed-race-passed", 2, { junit: false })],
      {
        ...OPTIONS,
        planned: 3,
      },
    );
    expect(report.verdicts.map((v) => [v.test, v.runs])).toEqual(
      attempt("fixed-race-failed", 1).collected.junit[0]?.cases.map((c) => [c.name, 1]),
    );
    expect(report.tests.total).toBe(4);
    // The race failed every time JUnit saw it run: a failure that persisted.
    expect(report.outcome).toBe("failed");
  });

  it("JUnit's retries inside one attempt count as runs of the failure", () => {
    const report = buildReport([corpusAttempt("java-mvn-flaky-rerun", 1)], OPTIONS);
    expect(failuresOf(report).map((f) => [f.test, f.evidence?.passes, f.evidence?.runs])).toEqual([
      ["com.example.StockTest.unitIsBoxes", 0, 3],
    ]);
  });

  it("a test JUnit recorded as flaky (failed, then passed on the tool's rerun), once, with JUnit's counts", () => {
    const report = buildReport([corpusAttempt("java-mvn-flaky-rerun", 1)], OPTIONS);
    expect(report.flaky).toEqual([
      {
        test: "levelIsEventuallyVisible",
        suite: "com.example.StockTest",
        file: null,
        retries: 1,
        messages: [],
        passes: 1,
        runs: 2,
        evidence: "passed 1 of 2",
      },
    ]);
    // Without the JUnit file, as the tool's log says it; the log's flaky test is no passed test case (this
    // report was refused by its own validation: -1 tests passed).
    const fromLog = buildReport([corpusAttempt("java-mvn-flaky-rerun", 1, { junit: false })], OPTIONS);
    expect(fromLog.tests).toEqual({ total: 0, passed: 0, failed: 0, skipped: 0, flaky: 1 });
    expect(fromLog.flaky).toEqual([
      {
        test: "com.example.StockTest.levelIsEventuallyVisible",
        suite: "com.example.StockTest",
        file: null,
        retries: 1,
        messages: ["java.lang.AssertionError: expected:<12> but was:<0>"],
      },
    ]);
  });

  it("a flaky test's file is where its failure was located, with or without JUnit", () => {
    for (const junit of [true, false]) {
      const report = buildReport(run(["fixed-race-failed", "fixed-race-passed"], { junit }), OPTIONS);
      expect(report.flaky.map((t) => t.file)).toEqual(["test/cart.test.js"]);
    }
  });

  it("a later attempt failing otherwise than the first, without reset-command: the contamination warning, last", () => {
    // Not set off by the flaky test itself: attempt 2 differs from attempt 1 only by the race, which passed in it.
    expect(buildReport(run(["demo-race-failed", "demo-race-passed"]), OPTIONS).warnings).toEqual([]);
    const report = buildReport(run(["syntax-error", "demo-race-failed"]), OPTIONS);
    expect(report.warnings).toHaveLength(1);
    // The syntax error is one failure: node:test's file that died and its JUnit testcase are the same one.
    expect(report.warnings[0]).toMatch(/^Attempts 1 and 2 failed in different ways \(1 and 2 distinct/);
    const interrupted = buildReport(run(["syntax-error", "demo-race-failed"]), {
      ...OPTIONS,
      interrupted: { reason: "SIGINT", total: 3 },
    });
    expect(interrupted.warnings.map((w) => w.slice(0, 24))).toEqual([
      "the run was interrupted ",
      "Attempts 1 and 2 failed ",
    ]);
  });
});

describe("buildReport: retries stopped early", () => {
  const syntax = attempt("syntax-error", 1);

  it("not when the run allowed no more attempts", () => {
    expect(buildReport([syntax], { ...OPTIONS, planned: 1 }).retry?.stoppedEarly).toBeNull();
    expect(buildReport([syntax], OPTIONS).retry?.stoppedEarly).toBeNull();
  });

  it("not when the run was interrupted", () => {
    const report = buildReport([syntax], {
      ...OPTIONS,
      planned: 3,
      notRetried: ["compilation"],
      interrupted: { reason: "SIGINT", total: 3 },
    });
    expect(report.retry?.stoppedEarly).toBeNull();
  });
});

describe("buildReport: targeted retries without JUnit", () => {
  const [coupon, race] = ["demo-race-failed"].flatMap((c) =>
    failuresOf(attempt(c as "demo-race-failed", 1, { junit: false }).report),
  );
  const targets = [coupon, race].map((f) => (f ? testKey(f) : null)).filter((k): k is string => k !== null);
  const scope = (kind: "failed" | "all", t: readonly string[] = targets) => ({
    kind,
    tests: t.length,
    confirmed: true,
    reason: "attempt 1 failed: only its failed tests run again",
    command: "node --test --test-name-pattern=…",
    targets: t,
  });
  const first = attempt("demo-race-failed", 1, { junit: false });

  it("an attempt that ran only the failed tests and did not fail one of them is a pass of that test, but only alone: no pass of the suite", () => {
    expect(targets).toHaveLength(2);
    const second = again(attempt("demo-race-passed", 2, { junit: false }), { scope: scope("failed") });
    const alone = buildReport([first, second], { ...OPTIONS, planned: 3 });
    expect(alone.flaky).toEqual([]);
    expect(alone.outcome).toBe("failed");
    expect(failuresOf(alone).map((f) => [f.test, f.evidence?.text, f.reproduce])).toEqual([
      [COUPON, "failed 2 of 2: flakiness ruled out only for pass rates above 78% (95%)", expect.any(String)],
      [RACE, "passed only when run alone (1 of 2 runs): possible order dependence", first.report.command],
    ]);
    // The whole command then passes it: flaky.
    const third = attempt("demo-race-passed", 3, { junit: false });
    const confirmed = buildReport([first, second, third], { ...OPTIONS, planned: 3 });
    expect(confirmed.flaky.map((t) => [t.test, t.evidence])).toEqual([[RACE, "passed 2 of 3"]]);
    expect(failuresOf(confirmed).map((f) => [f.test, f.evidence?.passes, f.evidence?.runs])).toEqual([
      [COUPON, 0, 3],
    ]);
  });

  it("a whole-command attempt that failed naming only other tests' failures is a pass of the test", () => {
    const second = again(attempt("demo-race-passed", 2, { junit: false }), { scope: scope("all") });
    expect(buildReport([first, second], { ...OPTIONS, planned: 3 }).flaky.map((t) => t.evidence)).toEqual([
      "passed 1 of 2",
    ]);
  });

  it("not when the attempt did not target the test, failed it too, or started not at all", () => {
    const runs = [
      again(attempt("demo-race-passed", 2, { junit: false }), {
        scope: scope("failed", targets.slice(0, 1)),
      }),
      again(attempt("demo-race-failed", 2, { junit: false }), { scope: scope("failed") }),
      again(attempt("demo-race-passed", 2, { junit: false }), {
        scan: scanLog(""),
        exitCode: null,
        spawnError: "cwd does not exist: /home/runner/work/demo",
        scope: scope("failed"),
      }),
    ];
    for (const second of runs)
      expect(buildReport([first, second], { ...OPTIONS, planned: 3 }).flaky).toEqual([]);
  });
});

describe("buildReport: quarantine", () => {
  const active = quarantine([{ test: COUPON, expires: "2026-12-01" }]);

  it("an active entry: its failure is reported apart, holds nothing against the run, and the run passes", () => {
    for (const cases of [["demo-race-passed"], ["demo-race-passed", "demo-race-passed"]] as const) {
      const attempts = run([...cases]);
      const report = buildReport(attempts, { ...OPTIONS, config: active, today: TODAY });
      expect(onlyQuarantined(attempts[0] as AnalysedAttempt, active, TODAY)).toBe(true);
      expect(report.outcome).toBe("passed");
      expect(report.buckets).toEqual([]);
      expect(report.retry?.withoutRetries).toBe("passed");
      const coupon = failuresOf(attempts[0]?.report as Report).find((f) => f.test === COUPON);
      expect(report.quarantined).toEqual([
        {
          test: COUPON,
          suite: coupon?.suite ?? null,
          file: "test/cart.test.js",
          category: "assertion",
          message: firstLine(coupon?.message ?? ""),
          owner: "@shop/payments",
          reason: "races the network mock",
          expires: "2026-12-01",
        },
      ]);
      expect(report.warnings).toEqual([
        `quarantined: "${COUPON}" failed and is not held against the run until 2026-12-01 (owner @shop/payments: races the network mock)`,
      ]);
    }
  });

  it("only on the day given: without one, nothing is quarantined", () => {
    const report = buildReport(run(["demo-race-passed"]), { ...OPTIONS, config: active });
    expect(report.outcome).toBe("failed");
    expect(report.quarantined).toBeUndefined();
    expect(onlyQuarantined(attempt("demo-race-passed", 1), active, undefined)).toBe(false);
  });

  it("an attempt is held against the run unless every failure of it is quarantined", () => {
    const a = attempt("demo-race-failed", 1);
    expect(onlyQuarantined(a, active, TODAY)).toBe(false);
    expect(onlyQuarantined(attempt("fixed-race-passed", 1), active, TODAY)).toBe(false);
    const both = quarantine([
      { test: COUPON, expires: "2026-12-01" },
      { test: RACE, expires: "2026-12-01" },
    ]);
    expect(onlyQuarantined(a, both, TODAY)).toBe(true);
    // A failed attempt that names no failure is not excused by any quarantine.
    const killed = again(attempt("demo-race-passed", 1, { junit: false }), {
      scan: scanLog(""),
      exitCode: null,
    });
    expect(failuresOf(killed.report)).toEqual([]);
    expect(onlyQuarantined(killed, both, TODAY)).toBe(false);
    const report = buildReport(run(["demo-race-failed"]), { ...OPTIONS, config: active, today: TODAY });
    expect(report.outcome).toBe("failed");
    expect(failuresOf(report).map((f) => f.test)).toEqual([RACE]);
  });

  it("a quarantined test's flakiness changes no outcome; another's does", () => {
    const race = quarantine([{ test: RACE, expires: "2026-12-01" }]);
    const attempts = run(["fixed-race-failed", "fixed-race-passed"]);
    expect(buildReport(attempts, { ...OPTIONS, config: race, today: TODAY }).outcome).toBe("passed");
    expect(buildReport(attempts, { ...OPTIONS, config: active, today: TODAY }).outcome).toBe("flaky");
  });

  it("an expired entry fails the run again, saying so once; an entry of a test that passed or was flaky says nothing", () => {
    const expired = quarantine([
      { test: COUPON, expires: "2026-11-23" },
      { test: RACE, expires: "2026-11-23" },
      { test: "total of an empty cart is zero", expires: "2026-11-23" },
    ]);
    const report = buildReport(run(["demo-race-failed", "demo-race-passed"]), {
      ...OPTIONS,
      config: expired,
      today: TODAY,
    });
    expect(report.outcome).toBe("failed");
    expect(report.quarantined).toBeUndefined();
    expect(report.warnings[0]).toBe(
      `quarantine ended: the quarantine of "${COUPON}" ended on 2026-11-23 (owner @shop/payments: races the network mock); its failures count again`,
    );
    expect(report.warnings.filter((w) => w.startsWith("quarantine"))).toHaveLength(1);
  });

  it("an expired entry naming a test as JUnit does (pytest's test function) says so too", () => {
    const expired = quarantine([{ test: "test_version", expires: "2026-11-23" }]);
    const report = buildReport([corpusAttempt("py-pytest-rerun", 1)], {
      ...OPTIONS,
      config: expired,
      today: TODAY,
    });
    expect(report.warnings[0]).toBe(
      `quarantine ended: the quarantine of "test_version" ended on 2026-11-23 (owner @shop/payments: races the network mock); its failures count again`,
    );
  });

  it("an attempt that failed only on quarantined tests alone would have been flaky when its tool saw a test flaky", () => {
    const a = corpusAttempt("java-mvn-flaky-rerun", 1, { junit: false });
    const [f] = failuresOf(a.report);
    if (!f?.test) throw new Error("java-mvn-flaky-rerun: no failure");
    const config = quarantine([{ test: f.test, expires: "2026-12-01" }]);
    const report = buildReport([a], { ...OPTIONS, config, today: TODAY });
    expect(report.retry?.withoutRetries).toBe("flaky");
    expect(report.outcome).toBe("flaky");
  });
});

describe("buildReport: more rules the survivors showed", () => {
  const retried = {
    kind: "failed" as const,
    tests: 1,
    reason: "attempt 1 failed: only its failed tests run again",
    command: "node --test --test-name-pattern=…",
  };

  it("a targeted attempt that exited 0 without showing its tests pass is no pass; one that showed them is", () => {
    const first = attempt("fixed-race-failed", 1);
    const unshown = again(attempt("fixed-race-passed", 2), { scope: { ...retried, confirmed: false } });
    const shown = again(attempt("fixed-race-passed", 2), { scope: { ...retried, confirmed: true } });
    const unshownReport = buildReport([first, unshown], { ...OPTIONS, planned: 3 });
    expect(unshownReport.outcome).toBe("failed");
    // Attempt 1's failure is not lost because attempt 2 ran nothing (issue 21: a node:test test renamed between
    // runs): the report, its primary category and the prompt all name it.
    expect(failuresOf(unshownReport).map((f) => f.test)).toEqual([RACE]);
    expect(unshownReport.primary).toBe("assertion");
    expect(reportPrompt(unshownReport, { promptBudget: 6_000, env: {} })).toContain(RACE);
    // Shown, it is a pass of the test alone: not of the suite until the whole command passes too.
    const alone = buildReport([first, shown], { ...OPTIONS, planned: 3 });
    expect(alone.outcome).toBe("failed");
    expect(failuresOf(alone).map((f) => f.evidence?.text)).toEqual([
      "passed only when run alone (1 of 2 runs): possible order dependence",
    ]);
    expect(alone.flaky).toEqual([]);
    expect(
      buildReport([first, shown, attempt("fixed-race-passed", 3)], { ...OPTIONS, planned: 3 }).outcome,
    ).toBe("flaky");
  });

  it("a missing npm script, `command not found`, a package the toolchain needs (real logs) are not worth a retry by default", () => {
    for (const id of [
      "js-npm-missing-script",
      "sh-bash-command-not-found",
      "luxon-jest-config-ts",
      "tsyringe-jest-no-ts-jest",
    ]) {
      const a = corpusAttempt(id, 1);
      expect(worthRetry(a, DEFAULT_RETRY_ON), id).toEqual({ retry: false, kinds: ["missing-command"] });
    }
  });

  it("a failure of a kind worth a retry beside a deterministic one is worth a retry", () => {
    const tsc = corpusAttempt("ts-tsc-mixed", 1);
    expect(worthRetry(tsc, ["types"])).toEqual({ retry: true, kinds: ["compilation"] });
    expect(worthRetry(tsc, ["unknown"])).toEqual({ retry: false, kinds: ["compilation", "types"] });
  });

  it("the exit code, then a pass: a flaky run, but the exit code is no test, flaky or not", () => {
    const report = buildReport([corpusAttempt("sh-set-e-exit", 1), attempt("fixed-race-passed", 2)], OPTIONS);
    expect(report.outcome).toBe("flaky");
    expect(report.flaky).toEqual([]);
  });

  it("an expired entry of a test a pass contradicted says nothing; one naming a failure as the log does says so", () => {
    const race = quarantine([{ test: RACE, expires: "2026-11-23" }]);
    const report = buildReport(run(["demo-race-passed", "demo-race-failed"]), {
      ...OPTIONS,
      config: race,
      today: TODAY,
    });
    expect(report.flaky.map((t) => t.test)).toEqual([RACE]);
    expect(report.warnings.filter((w) => w.startsWith("quarantine"))).toEqual([]);
    const pytest = quarantine([{ test: "tests/test_counter.py::test_version", expires: "2026-11-23" }]);
    const ended = buildReport([corpusAttempt("py-pytest-rerun", 1)], {
      ...OPTIONS,
      config: pytest,
      today: TODAY,
    });
    expect(ended.warnings[0]).toMatch(
      /^quarantine ended: the quarantine of "tests\/test_counter.py::test_version"/,
    );
  });
});

describe("buildReport: a quarantine entry holds whichever name JUnit gives its test", () => {
  // py-pytest-rerun: the log names the failure `tests/test_counter.py::test_version`, its JUnit case `test_version`.
  it.each(["tests/test_counter.py::test_version", "test_version"])(
    "an active entry %j: the failure is quarantined, the run does not fail on it",
    (name) => {
      const plain = buildReport([corpusAttempt("py-pytest-rerun", 1)], { ...OPTIONS, today: TODAY });
      expect(plain.outcome).toBe("failed");
      const report = buildReport([corpusAttempt("py-pytest-rerun", 1)], {
        ...OPTIONS,
        config: quarantine([{ test: name, expires: "2026-12-01" }]),
        today: TODAY,
      });
      expect(report.quarantined?.map((q) => [q.test, q.file])).toEqual([[name, "tests/test_counter.py"]]);
      expect(failuresOf(report)).toEqual([]);
      expect(report.outcome).not.toBe("failed");
    },
  );
});

describe("buildReport: the last attempt", () => {
  it("is the report's base (its input), whatever the attempts before it", () => {
    const attempts = run(["fixed-race-failed", "fixed-race-failed", "fixed-race-passed"]);
    const report = buildReport(attempts, { ...OPTIONS, planned: 3 });
    expect(report.input).toEqual(attempts[2]?.report.input);
    expect(report.input).not.toEqual(attempts[1]?.report.input);
  });
});
