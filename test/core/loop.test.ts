// The loop detector: its rules, their boundaries and precedence, on attempts built from real reports
// (the engine run on recorded logs) and on small hand-made histories.
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/core/report/analyze.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import {
  countedAttempts,
  mergeRuns,
  COMPLEXITY_FORMULA,
  LOOP_RULES,
  attemptFromReport,
  complexityOf,
  decide,
  madeProgress,
  suggestionsFor,
} from "../../src/core/agent/loop.js";
import {
  CATEGORIES,
  HALT_REASONS,
  LIMITS,
  Config,
  LoopAttempt,
  LoopDecision,
  type Category,
  type Report,
} from "../../src/core/schema.js";
import { analyzeCase, loadCases } from "../corpus/evaluate.js";

const CASES = loadCases();
function reportOf(id: string, log = "log.txt"): Report {
  const c = CASES.find((x) => x.id === id);
  if (!c) throw new Error(`no corpus case ${id}`);
  return analyzeCase(c, log);
}

const defaults = Config.parse({});
/** Each made attempt is a commit of its own unless a test says otherwise. */
const commit = (n: number) => n.toString(16).padStart(7, "0");
let runs = 0;
const run = (conclusion: string | null = "failure") => {
  const runId = ++runs;
  return { runId, runAttempt: 1, sha: commit(runId), conclusion };
};

const fp = (n: number) => n.toString(16).padStart(16, "0");

/** A failed attempt with failures `prints` (numbers, made fingerprints) and a complexity. */
function failed(prints: number[], complexity = 4.5, categories: Category[] = ["types"]): LoopAttempt {
  const fingerprints = [...new Set(prints.map(fp))].sort();
  const runId = ++runs;
  return {
    runId,
    runAttempt: 1,
    sha: commit(runId),
    outcome: "failed",
    fingerprints,
    failing: fingerprints.length,
    categories,
    files: 1,
    complexity,
  };
}
const other = (outcome: "passed" | "flaky" | "incomplete", runId = ++runs): LoopAttempt => ({
  runId,
  runAttempt: 1,
  sha: commit(runId),
  outcome,
  fingerprints: [],
  failing: 0,
  categories: [],
  files: 0,
  complexity: 0,
});

/** `decide`, checked against the schema every time. */
function check(history: LoopAttempt[], windowStart = 0, config = defaults): LoopDecision {
  for (const a of history) LoopAttempt.parse(a);
  const d = decide(history, windowStart, config);
  expect(LoopDecision.parse(d)).toEqual(d);
  expect(d.progress).toHaveLength(history.length);
  expect(d.decision === "halt").toBe(d.halt !== null);
  return d;
}
const reason = (d: LoopDecision) => d.halt?.reason ?? null;
const repeat = (n: number, make: (i: number) => LoopAttempt) => Array.from({ length: n }, (_, i) => make(i));

describe("complexity", () => {
  it("documents the formula", () => {
    for (const part of [
      "critical 3",
      "high 2",
      "medium 1",
      "low 0.5",
      "loop.complexity.file",
      "loop.complexity.category",
    ])
      expect(COMPLEXITY_FORMULA).toContain(part);
    for (const r of ["no-reproduction", "repetition", "oscillation", "divergence", "budget"])
      expect(LOOP_RULES).toContain(`**${r}**`);
  });

  it("weighs the failures of a real tsc run by severity, files and categories", () => {
    const r = reportOf("ts-tsc-mixed");
    const failures = r.buckets.flatMap((b) => b.failures);
    expect(failures.map((f) => f.category).sort()).toEqual([
      "compilation",
      "compilation",
      "types",
      "types",
      "types",
    ]);
    // 5 critical failures (3 each) + 0.5 × 2 files + 1 × 2 categories.
    expect(complexityOf(failures, defaults)).toBe(18);
    // The config's severities and weights.
    const custom = Config.parse({
      severity: { types: "low", compilation: "medium" },
      loop: { complexity: { file: 2, category: 0 } },
    });
    expect(complexityOf(failures, custom)).toBe(2 * 1 + 3 * 0.5 + 2 * 2);
  });

  it("counts a fingerprint once and rounds to 1 decimal", () => {
    const [f] = reportOf("ts-tsc-ts2322").buckets.flatMap((b) => b.failures);
    if (!f) throw new Error("no failure");
    expect(complexityOf([f], defaults)).toBe(4.5); // 3 + 0.5 + 1
    expect(complexityOf([f, f, { ...f }], defaults)).toBe(4.5);
    const odd = Config.parse({
      severity: { types: "low" },
      loop: { complexity: { file: 0.33, category: 1 } },
    });
    expect(complexityOf([f], odd)).toBe(1.8); // 0.5 + 0.33 + 1 = 1.83
    expect(complexityOf([{ ...f, location: null }], defaults)).toBe(4); // no file named
    expect(complexityOf([], defaults)).toBe(0);
  });
});

describe("attemptFromReport", () => {
  it("builds a failed attempt from a real tsc report", () => {
    const r = reportOf("ts-tsc-mixed");
    const a = attemptFromReport(
      r,
      { runId: 7, runAttempt: 2, sha: "0123abc", conclusion: "failure" },
      defaults,
    );
    expect(LoopAttempt.parse(a)).toEqual(a);
    const prints = r.buckets.flatMap((b) => b.failures.map((f) => f.fingerprint));
    expect(a).toEqual({
      runId: 7,
      runAttempt: 2,
      sha: "0123abc",
      outcome: "failed",
      fingerprints: [...new Set(prints)].sort(),
      failing: 5,
      categories: ["compilation", "types"],
      files: 2,
      complexity: 18,
    });
  });

  it("gives the same fingerprints to two recordings of the same failure", () => {
    const one = attemptFromReport(reportOf("ts-tsc-ts2322"), run(), defaults);
    const two = attemptFromReport(reportOf("ts-tsc-ts2322", "log.2.txt"), run(), defaults);
    expect(one.fingerprints).toHaveLength(1);
    expect(two.fingerprints).toEqual(one.fingerprints);
    expect(one).toMatchObject({
      outcome: "failed",
      failing: 1,
      categories: ["types"],
      files: 1,
      complexity: 4.5,
    });
  });

  it("does not hold flaky tests against the agent", () => {
    const r = reportOf("java-mvn-flaky-rerun");
    expect(r.flaky.map((f) => f.test)).toEqual(["levelIsEventuallyVisible"]);
    const a = attemptFromReport(r, run(), defaults);
    expect(a).toMatchObject({ outcome: "failed", failing: 1, categories: ["assertion"] });
    expect(a.fingerprints).toEqual(r.buckets.flatMap((b) => b.failures.map((f) => f.fingerprint)));
    // A run where only flaky tests failed: nothing is held against the agent.
    const flaky = attemptFromReport({ ...r, outcome: "flaky" }, run("success"), defaults);
    expect(flaky).toMatchObject({ outcome: "flaky", fingerprints: [], failing: 0, categories: [], files: 0 });
    expect(flaky.complexity).toBe(0);
  });

  it("reads a passing report, and a missing one from the run's conclusion", () => {
    const ok = analyze({
      scan: scanLog("all 12 tests passed\n"),
      junit: [],
      workspace: { files: [] },
      exitCode: 0,
      version: "test",
    });
    expect(ok.outcome).toBe("passed");
    expect(attemptFromReport(ok, run("success"), defaults)).toMatchObject({
      outcome: "passed",
      complexity: 0,
    });
    expect(attemptFromReport(null, run("success"), defaults).outcome).toBe("passed");
    for (const c of ["failure", "timed_out", "cancelled", null])
      expect(attemptFromReport(null, run(c), defaults)).toMatchObject({
        outcome: "incomplete",
        fingerprints: [],
        failing: 0,
        complexity: 0,
      });
  });

  it("decides an unknown outcome from the failures and the conclusion", () => {
    const r = { ...reportOf("ts-tsc-ts2322"), outcome: "unknown" as const };
    const empty = { ...r, buckets: [] };
    expect(attemptFromReport(r, run("success"), defaults)).toMatchObject({ outcome: "failed", failing: 1 });
    expect(attemptFromReport(empty, run("failure"), defaults)).toMatchObject({
      outcome: "failed",
      failing: 0,
    });
    expect(attemptFromReport(empty, run("timed_out"), defaults).outcome).toBe("failed");
    expect(attemptFromReport(empty, run("success"), defaults).outcome).toBe("passed");
    expect(attemptFromReport(empty, run("cancelled"), defaults).outcome).toBe("incomplete");
  });
});

describe("progress", () => {
  it("resolving one failure and adding none is progress", () => {
    expect(madeProgress(failed([1, 2]), failed([1]))).toBe(true);
    expect(madeProgress(failed([1, 2], 5), failed([1], 9))).toBe(true); // even if complexity rose
  });

  it("resolving one but adding one is not, unless complexity fell", () => {
    expect(madeProgress(failed([1, 2], 5), failed([1, 3], 5))).toBe(false);
    expect(madeProgress(failed([1, 2], 5), failed([1, 3], 4.9))).toBe(true);
    expect(madeProgress(failed([1], 5), failed([1], 5))).toBe(false);
    expect(madeProgress(failed([1], 5), failed([1], 4))).toBe(true);
    expect(madeProgress(failed([1], 5), failed([1, 2], 6))).toBe(false);
  });

  it("a passed or flaky attempt is progress, a failure after it is not, an incomplete one never", () => {
    expect(madeProgress(failed([1]), other("passed"))).toBe(true);
    expect(madeProgress(failed([1]), other("flaky"))).toBe(true);
    expect(madeProgress(other("passed"), failed([1]))).toBe(false);
    expect(madeProgress(failed([1]), other("incomplete"))).toBe(false);
  });

  it("is null for the first attempt of each window and skips incomplete attempts", () => {
    const h = [failed([1, 2]), failed([1]), failed([1]), other("incomplete"), failed([3], 1), other("flaky")];
    expect(check(h, 0).progress).toEqual([null, true, false, false, true, true]);
    // After `/continue` at 2: the window's first attempt has no predecessor.
    expect(check(h, 2).progress).toEqual([null, true, null, false, true, true]);
    // An attempt with only incomplete attempts before it in the window shows no progress.
    expect(check([other("incomplete"), failed([1])], 0).progress).toEqual([null, false]);
  });
});

describe("no-reproduction", () => {
  it("halts when the latest attempt left no report", () => {
    const d = check([failed([1]), other("incomplete")]);
    expect(d.decision).toBe("halt");
    expect(d.halt).toMatchObject({
      reason: "no-reproduction",
      evidence: { attempts: [2], repeated: [], complexity: [4.5, 0] },
    });
    expect(d.halt?.summary).toBe(
      "attempt 2 failed without a report: nothing reproduces the failure, so no fix can be checked against it",
    );
    expect(reason(check([other("incomplete")]))).toBe("no-reproduction");
    expect(check([other("incomplete"), other("incomplete")]).halt?.evidence.attempts).toEqual([1, 2]);
  });

  it("does not halt once a later attempt has a report", () => {
    expect(check([other("incomplete"), failed([1])]).decision).toBe("continue");
  });
});

describe("repetition", () => {
  it("halts when the same failures come back in 3 consecutive attempts", () => {
    const h = [failed([7]), failed([8]), failed([1]), failed([1]), failed([1])];
    const d = check(h);
    expect(d.halt).toMatchObject({
      reason: "repetition",
      summary: "the same 1 failure (types) came back in 3 consecutive attempts (3, 4, 5)",
      evidence: { attempts: [3, 4, 5], repeated: [fp(1)], complexity: [4.5, 4.5, 4.5, 4.5, 4.5] },
    });
    expect(d.halt?.suggestions[0]).toMatch(/^the same fix keeps failing/);
    expect(d.halt?.suggestions).toContain(
      "types: read the declared type at the reported location before changing call sites; change one signature, not its callers one by one",
    );
  });

  it("does not halt one attempt short, nor on a different set", () => {
    expect(check([failed([8]), failed([1]), failed([1])]).decision).toBe("continue");
    expect(check([failed([1]), failed([1]), failed([1, 2])]).decision).toBe("continue");
  });

  it("needs a non-empty set of failures", () => {
    expect(check([failed([]), failed([]), failed([])]).decision).toBe("continue");
  });

  it("is broken by a passing or flaky attempt, not by an incomplete one", () => {
    expect(check([failed([1]), failed([1]), other("passed"), failed([1])]).decision).toBe("continue");
    expect(check([failed([1]), other("flaky"), failed([1]), failed([1])]).decision).toBe("continue");
    const d = check([failed([1]), other("incomplete"), failed([1]), failed([1])]);
    expect(d.halt).toMatchObject({ reason: "repetition", evidence: { attempts: [1, 3, 4] } });
  });

  it("follows loop.repetition", () => {
    const config = Config.parse({ loop: { repetition: 5 } });
    expect(
      check(
        repeat(4, () => failed([1])),
        0,
        config,
      ).decision,
    ).toBe("continue");
    expect(
      reason(
        check(
          repeat(5, () => failed([1])),
          0,
          config,
        ),
      ),
    ).toBe("repetition");
    const two = Config.parse({ loop: { repetition: 2 } });
    expect(reason(check([failed([1, 2]), failed([1, 2])], 0, two))).toBe("repetition");
  });

  it("works on attempts built from real reports", () => {
    const a = () => attemptFromReport(reportOf("ts-tsc-ts2322"), run(), defaults);
    const b = () => attemptFromReport(reportOf("ts-tsc-ts2322", "log.2.txt"), run(), defaults);
    const d = check([a(), b(), a()]);
    expect(d.halt?.reason).toBe("repetition");
    expect(d.halt?.summary).toBe("the same 1 failure (types) came back in 3 consecutive attempts (1, 2, 3)");
    expect(d.trend).toBe("flat");
  });
});

describe("oscillation", () => {
  it("halts on A, B, A, B", () => {
    const d = check([failed([1, 2]), failed([3]), failed([1, 2]), failed([3])]);
    expect(d.halt).toMatchObject({
      reason: "oscillation",
      evidence: { attempts: [1, 2, 3, 4], repeated: [fp(1), fp(2), fp(3)] },
    });
    expect(d.halt?.summary).toBe(
      "the failures alternated between 2 failures (types) and 1 failure (types) over 4 attempts (1, 2, 3, 4): each fix undid the other",
    );
    expect(d.halt?.suggestions[0]).toBe("two fixes undo each other: make both changes together");
  });

  it("does not halt one attempt short, nor on A, B, C, B, nor when off", () => {
    expect(check([failed([9]), failed([1]), failed([2]), failed([1])]).decision).toBe("continue");
    expect(check([failed([1]), failed([2]), failed([3]), failed([2])]).decision).toBe("continue");
    const off = Config.parse({ loop: { oscillation: 0 } });
    expect(check([failed([1]), failed([2]), failed([1]), failed([2])], 0, off).decision).toBe("continue");
  });

  it("is not repetition, and repetition is not oscillation", () => {
    expect(reason(check([failed([1]), failed([2]), failed([1]), failed([2])]))).toBe("oscillation");
    expect(reason(check([failed([1]), failed([2]), failed([2]), failed([2])]))).toBe("repetition");
    expect(reason(check([failed([2]), failed([2]), failed([2]), failed([2])]))).toBe("repetition");
  });

  it("follows loop.oscillation", () => {
    const six = Config.parse({ loop: { oscillation: 6 } });
    const h = repeat(6, (i) => failed([i % 2]));
    expect(check(h.slice(0, 5), 0, six).decision).toBe("continue");
    expect(check(h, 0, six).halt).toMatchObject({
      reason: "oscillation",
      evidence: { attempts: [1, 2, 3, 4, 5, 6] },
    });
  });
});

describe("divergence", () => {
  // Each attempt replaces the failures with new ones and is more complex: no progress.
  const growing = (n: number, from = 16) => repeat(n, (i) => failed([100 + i], from + i));

  it("halts when complex and stalled for 3 consecutive attempts", () => {
    const d = check(growing(4));
    expect(d.progress).toEqual([null, false, false, false]);
    expect(d.halt).toMatchObject({
      reason: "divergence",
      evidence: { attempts: [2, 3, 4], repeated: [], complexity: [16, 17, 18, 19] },
    });
    expect(d.halt?.summary).toBe(
      "complexity 19 is above 15 and 3 consecutive attempts (2, 3, 4) made no progress (complexity 17 → 18 → 19)",
    );
    expect(d.trend).toBe("worsening");
  });

  it("does not halt one attempt short, at the threshold, or when one attempt progressed", () => {
    expect(check(growing(3)).decision).toBe("continue");
    expect(check(repeat(4, (i) => failed([100 + i], 15))).decision).toBe("continue"); // not above 15
    const h = growing(5);
    h[2] = failed([102], 10); // complexity fell: progress
    expect(check(h).decision).toBe("continue");
    expect(check([...h, failed([110], 30)]).halt?.reason).toBe("divergence");
  });

  it("reports the failures that stayed through the stall", () => {
    const h = [failed([1], 16), failed([1, 2], 17), failed([1, 3], 18), failed([1, 2, 3], 20)];
    expect(check(h).halt).toMatchObject({ reason: "divergence", evidence: { repeated: [fp(1)] } });
  });

  it("follows loop.divergence", () => {
    const config = Config.parse({ loop: { divergence: { complexity: 5, stalled: 1 } } });
    expect(check(growing(2, 6), 0, config).decision).toBe("continue");
    expect(reason(check(growing(3, 6), 0, config))).toBe("divergence");
    expect(check(growing(3, 3), 0, config).decision).toBe("continue"); // latest 5: not above 5
  });

  it("works on attempts built from real reports", () => {
    const mixed = () => attemptFromReport(reportOf("ts-tsc-mixed"), run(), defaults);
    const vitest = attemptFromReport(reportOf("ts-vitest-mixed"), run(), defaults);
    const grown = mixed();
    grown.fingerprints = [...grown.fingerprints, fp(5)].sort();
    grown.failing = 6;
    grown.complexity = 19;
    // tsc's 18 replace vitest's failures, come back unchanged, then gain one: no progress three times.
    const h = [vitest, mixed(), mixed(), grown];
    const d = check(h);
    expect(d.progress).toEqual([null, false, false, false]);
    expect(d.halt?.reason).toBe("divergence");
  });
});

describe("budget", () => {
  // Different failures every time, not complex: nothing else fires.
  const wandering = (n: number) => repeat(n, (i) => failed([200 + i], 3));

  it("halts after max-attempts failing attempts", () => {
    const d = check(wandering(10));
    expect(d.counted).toBe(10);
    expect(d.halt).toMatchObject({
      reason: "budget",
      summary: "10 attempts counted (max-attempts 10) and attempt 10 still fails with 1 failure (types)",
      evidence: { attempts: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], repeated: [] },
    });
    expect(d.halt?.evidence.complexity).toHaveLength(10);
  });

  it("does not halt one attempt short, nor when the latest attempt passes", () => {
    expect(check(wandering(9)).decision).toBe("continue");
    expect(check([...wandering(9), other("passed")]).decision).toBe("continue");
    expect(check([...wandering(12), other("flaky")])).toMatchObject({
      decision: "continue",
      halt: null,
      counted: 13,
    });
  });

  it("follows loop.max-attempts and counts only the window", () => {
    const config = Config.parse({ loop: { "max-attempts": 3 } });
    expect(check(wandering(2), 0, config).decision).toBe("continue");
    expect(reason(check(wandering(3), 0, config))).toBe("budget");
    expect(check(wandering(5), 3, config)).toMatchObject({ decision: "continue", counted: 2 });
    expect(check(wandering(6), 3, config).halt?.evidence.attempts).toEqual([4, 5, 6]);
  });

  it("names the failures that were already there earlier in the window", () => {
    const config = Config.parse({ loop: { "max-attempts": 3 } });
    const d = check([failed([1, 2]), failed([3]), failed([1, 4])], 0, config);
    expect(d.halt).toMatchObject({ reason: "budget", evidence: { repeated: [fp(1)] } });
  });
});

describe("precedence", () => {
  it("no-reproduction before budget", () => {
    const config = Config.parse({ loop: { "max-attempts": 2 } });
    expect(reason(check([failed([1]), other("incomplete")], 0, config))).toBe("no-reproduction");
  });

  it("repetition before divergence and budget", () => {
    const config = Config.parse({ loop: { "max-attempts": 4 } });
    const h = repeat(4, () => failed([1], 20));
    expect(check(h, 0, config).progress).toEqual([null, false, false, false]); // divergence holds too
    expect(reason(check(h, 0, config))).toBe("repetition");
  });

  it("oscillation before divergence and budget", () => {
    const config = Config.parse({ loop: { "max-attempts": 4 } });
    const h = [failed([1], 20), failed([2], 20), failed([1], 20), failed([2], 20)];
    expect(reason(check(h, 0, config))).toBe("oscillation");
    expect(reason(check(h, 0, Config.parse({ loop: { "max-attempts": 4, oscillation: 0 } })))).toBe(
      "divergence",
    );
  });

  it("divergence before budget", () => {
    const config = Config.parse({ loop: { "max-attempts": 4 } });
    const h = repeat(4, (i) => failed([i], 20 + i));
    expect(reason(check(h, 0, config))).toBe("divergence");
  });
});

describe("window", () => {
  it("counts afresh after /continue, keeping the history", () => {
    const h = repeat(3, () => failed([1]));
    expect(reason(check(h, 0))).toBe("repetition");
    expect(check(h, 3)).toMatchObject({ decision: "continue", halt: null, counted: 0, trend: "none" });
    const more = [...h, failed([1]), failed([1])];
    const d = check(more, 3);
    expect(d).toMatchObject({ decision: "continue", counted: 2 });
    expect(d.progress).toEqual([null, false, false, null, false]);
    expect(check([...more, failed([1])], 3).halt).toMatchObject({
      reason: "repetition",
      evidence: { attempts: [4, 5, 6], complexity: [4.5, 4.5, 4.5] },
    });
  });

  it("clamps a window start past the history", () => {
    expect(check([failed([1])], 5)).toMatchObject({ decision: "continue", counted: 0 });
  });
});

describe("flaky and passing attempts", () => {
  it("are never held against the agent", () => {
    expect(check(repeat(12, () => other("flaky")))).toMatchObject({ decision: "continue", halt: null });
    expect(check([...repeat(3, () => failed([1])), other("flaky")]).decision).toBe("continue");
    expect(
      check([failed([1], 30), other("flaky"), failed([2], 30), other("flaky"), failed([3], 30)]).decision,
    ).toBe("continue");
    expect(check([]).decision).toBe("continue");
  });
});

describe("trend", () => {
  it("compares the latest complexity with the one two attempts before", () => {
    expect(check([failed([1], 9)]).trend).toBe("none");
    expect(check([failed([1], 9), failed([1], 8)]).trend).toBe("improving");
    expect(check([failed([1], 9), failed([2], 9)]).trend).toBe("flat");
    expect(check([failed([1], 9), failed([2], 11)]).trend).toBe("worsening");
    // Below the first of the window, but up from two attempts before.
    expect(check([failed([1], 20), failed([2], 5), failed([3], 6), failed([4], 7)]).trend).toBe("worsening");
    expect(check([failed([1], 9), other("passed")]).trend).toBe("improving");
    // Incomplete attempts have no complexity to compare.
    expect(check([failed([1], 9), other("incomplete")]).trend).toBe("none");
  });
});

describe("suggestionsFor", () => {
  it("gives one for the reason, then one per category, as bounded plain text", () => {
    for (const r of HALT_REASONS) {
      const all = suggestionsFor([...CATEGORIES, ...CATEGORIES], r);
      expect(all).toHaveLength(1 + CATEGORIES.length);
      expect(all.length).toBeLessThanOrEqual(20);
      for (const s of all) {
        expect(s.length).toBeLessThanOrEqual(LIMITS.message);
        expect(s).not.toMatch(/[`*#|<>[\]]/);
      }
    }
    expect(suggestionsFor(["snapshot", "infrastructure"], "oscillation")).toEqual([
      "two fixes undo each other: make both changes together",
      "snapshot: decide whether the new output is right; update the snapshot deliberately or revert the change",
      "infrastructure: this is not the code: ask a human to check the runner/service",
    ]);
    expect(suggestionsFor([], "budget")).toHaveLength(1);
  });
});

describe("runs of one commit", () => {
  const sameCommit = (a: LoopAttempt, sha: string): LoopAttempt => ({ ...a, sha });

  it("are one attempt: push and pull_request runs of each commit do not halt on repetition after two commits", () => {
    const h = [
      sameCommit(failed([1]), "aaaaaaa"),
      sameCommit(failed([1]), "aaaaaaa"),
      sameCommit(failed([1]), "bbbbbbb"),
      sameCommit(failed([1]), "bbbbbbb"),
    ];
    const d = check(h);
    expect(d.decision).toBe("continue");
    expect(d.counted).toBe(2);
    expect(countedAttempts(h, 0)).toBe(2);
    expect(countedAttempts(h, 2)).toBe(1);
    // A third commit with the same failures is the third attempt.
    const h3 = [...h, sameCommit(failed([1]), "ccccccc")];
    const d3 = check(h3);
    expect(d3.halt?.reason).toBe("repetition");
    expect(d3.halt?.evidence.attempts).toEqual([2, 4, 5]);
  });

  it("merge: a failing workflow and a passing one fail together; a run without a report does not hide a report", () => {
    const a = sameCommit(failed([1], 4.5, ["types"]), "aaaaaaa");
    const b = sameCommit(failed([2], 7, ["assertion"]), "aaaaaaa");
    const merged = mergeRuns([a, sameCommit(other("passed"), "aaaaaaa"), b]);
    expect(merged).toMatchObject({
      outcome: "failed",
      failing: 2,
      categories: ["assertion", "types"],
      complexity: 7,
    });
    expect(
      mergeRuns([sameCommit(other("passed"), "aaaaaaa"), sameCommit(other("incomplete"), "aaaaaaa")]).outcome,
    ).toBe("passed");
    expect(
      check([sameCommit(failed([1]), "aaaaaaa"), sameCommit(other("incomplete"), "aaaaaaa")]).decision,
    ).toBe("continue");
  });

  it("are split by /continue: a run after it starts the new window even on the same commit", () => {
    const h = [sameCommit(failed([1]), "aaaaaaa"), sameCommit(failed([1]), "aaaaaaa")];
    const d = check(h, 1);
    expect(d.counted).toBe(1);
    expect(d.progress).toEqual([null, null]);
  });
});
