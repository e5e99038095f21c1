// Rules of report.ts that mutation testing (npm run mutation) found unpinned. Every attempt is a recorded one:
// the bundled example's (test/fixtures/attempts, as report.test.ts uses them) or a corpus case's
// (test/fixtures/logs, test/fixtures/real: real tool output); what src/run adds around the output (exit code,
// signal, timeout, spawn error, scope, warnings) is set the way src/run sets it.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseJUnit } from "../../src/core/junit.js";
import {
  type AnalysedAttempt,
  type CollectedAttempt,
  analyzeAttempt,
  buildReport,
  interruptedWarning,
  onlyQuarantined,
  outcomeSentence,
  retryKind,
  testKey,
  worthRetry,
} from "../../src/core/report.js";
import { scanLog } from "../../src/core/scan.js";
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
    const saved2 = buildReport([syntax], { ...OPTIONS, planned: 3 });
    expect(outcomeSentence(saved2)).toBe(
      "failed (not retried: compilation is not in retry-on; 2 attempts saved)",
    );
    const saved1 = buildReport([syntax], { ...OPTIONS, planned: 2 });
    expect(outcomeSentence(saved1)).toBe(
      "failed (not retried: compilation is not in retry-on; 1 attempt saved)",
    );
    // tsc's type and code errors: two kinds left out of retry-on.
    const tsc = buildReport([corpusAttempt("ts-tsc-mixed", 1)], {
      ...OPTIONS,
      planned: 3,
      retryOn: ["unknown"],
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
