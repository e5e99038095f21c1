// Rules of loop.ts that mutation testing (npm run mutation) found unpinned: a commit whose runs are all
// incomplete, passed and flaky runs of one commit, a re-run that passes, oscillation after an earlier failure,
// a stall crossing the /continue window or counted in runs, the same failures in another order, and the
// wording and bounds of the halt's summary.
import { describe, expect, it } from "vitest";
import {
  attemptFromReport,
  countedAttempts,
  decide,
  madeProgress,
  mergeRuns,
} from "../../src/core/agent/loop.js";
import {
  Config,
  LIMITS,
  LoopAttempt,
  LoopDecision,
  type Category,
  type Report,
} from "../../src/core/schema.js";
import { analyzeCase, loadCases } from "../corpus/evaluate.js";

const CASES = loadCases();
function reportOf(id: string): Report {
  const c = CASES.find((x) => x.id === id);
  if (!c) throw new Error(`no corpus case ${id}`);
  return analyzeCase(c);
}

const defaults = Config.parse({});
const fp = (n: number) => n.toString(16).padStart(16, "0");
let runs = 0;
const sha = (n: number) => n.toString(16).padStart(7, "0");
const run = (conclusion = "failure") => {
  const runId = ++runs;
  return { runId, runAttempt: 1, sha: sha(runId), conclusion };
};

/** A failed attempt of its own commit (unless `at` says otherwise), with failures `prints` and a complexity. */
function failed(
  prints: number[],
  complexity = 4.5,
  categories: Category[] = ["types"],
  at: Partial<LoopAttempt> = {},
): LoopAttempt {
  const fingerprints = [...new Set(prints.map(fp))].sort();
  const runId = ++runs;
  return {
    runId,
    runAttempt: 1,
    sha: sha(runId),
    outcome: "failed",
    fingerprints,
    failing: fingerprints.length,
    categories,
    files: 1,
    complexity,
    ...at,
  };
}
function other(outcome: "passed" | "flaky" | "incomplete", at: Partial<LoopAttempt> = {}): LoopAttempt {
  const runId = ++runs;
  return {
    runId,
    runAttempt: 1,
    sha: sha(runId),
    outcome,
    fingerprints: [],
    failing: 0,
    categories: [],
    files: 0,
    complexity: 0,
    ...at,
  };
}

function check(history: LoopAttempt[], windowStart = 0, config = defaults): LoopDecision {
  const d = decide(history, windowStart, config);
  expect(LoopDecision.parse(d)).toEqual(d);
  expect(d.progress).toHaveLength(history.length);
  return d;
}
const reason = (d: LoopDecision) => d.halt?.reason ?? null;

describe("attemptFromReport: what is kept of a real report", () => {
  it("sorts fingerprints and categories whatever the buckets' order, and counts only located files", () => {
    const r = reportOf("ts-tsc-mixed");
    const buckets = [...r.buckets].reverse().map((b) => ({ ...b, failures: [...b.failures].reverse() }));
    const [first, ...rest] = buckets;
    if (!first) throw new Error("no bucket");
    const [f0, ...fs] = first.failures;
    if (!f0) throw new Error("no failure");
    // One failure without a location: it names no file.
    const unlocated = [{ ...first, failures: [{ ...f0, location: null }, ...fs] }, ...rest];
    const a = attemptFromReport({ ...r, buckets: unlocated }, run(), defaults);
    expect(a.fingerprints).toEqual([...a.fingerprints].sort());
    expect(a.fingerprints).toHaveLength(5);
    expect(a.categories).toEqual(["compilation", "types"]);
    const files = new Set(
      unlocated.flatMap((b) => b.failures.flatMap((f) => (f.location?.file ? [f.location.file] : []))),
    );
    expect(a.files).toBe(files.size);
    const all = attemptFromReport({ ...r, buckets }, run(), defaults);
    expect(all.files).toBe(2);
    expect(all.categories).toEqual(["compilation", "types"]);
  });

  it("keeps at most LIMITS.failuresPerReport fingerprints, the lowest, so the attempt stays valid", () => {
    const r = reportOf("ts-tsc-ts2322");
    const [bucket] = r.buckets;
    const [f] = bucket?.failures ?? [];
    if (!bucket || !f) throw new Error("no failure");
    const n = LIMITS.failuresPerReport + 5;
    const failures = Array.from({ length: n }, (_, i) => ({ ...f, fingerprint: fp(n - i) }));
    const a = attemptFromReport({ ...r, buckets: [{ ...bucket, failures }] }, run(), defaults);
    expect(LoopAttempt.parse(a)).toEqual(a);
    expect(a.fingerprints).toHaveLength(LIMITS.failuresPerReport);
    expect(a.failing).toBe(LIMITS.failuresPerReport);
    expect(a.fingerprints[0]).toBe(fp(1));
    expect(a.fingerprints.at(-1)).toBe(fp(LIMITS.failuresPerReport));
  });
});

describe("progress", () => {
  it("a pass after a failed attempt with no named failure is progress", () => {
    expect(madeProgress(failed([], 0), other("passed"))).toBe(true);
    expect(madeProgress(failed([], 0), other("flaky"))).toBe(true);
  });

  it("a pass after only incomplete attempts is progress; a failure there is not", () => {
    expect(check([other("incomplete"), other("passed")]).progress).toEqual([null, true]);
    expect(check([other("incomplete"), other("flaky")]).progress).toEqual([null, true]);
    expect(check([other("incomplete"), other("incomplete")]).progress).toEqual([null, false]);
  });
});

describe("runs of one commit", () => {
  const on = (a: LoopAttempt, commit: string): LoopAttempt => ({ ...a, sha: commit });

  it("a commit whose runs are all incomplete is incomplete: no-reproduction", () => {
    const both = [on(other("incomplete"), "aaaaaaa"), on(other("incomplete"), "aaaaaaa")];
    expect(mergeRuns(both).outcome).toBe("incomplete");
    const d = check([failed([1]), ...both]);
    expect(d.counted).toBe(2);
    expect(d.halt).toMatchObject({ reason: "no-reproduction", evidence: { attempts: [3] } });
    expect(d.halt?.summary).toMatch(/^attempt 3 failed without a report/);
  });

  it("passed and flaky runs of one commit are flaky, in either order; passed ones only are passed", () => {
    const p = on(other("passed"), "aaaaaaa");
    const f = on(other("flaky"), "aaaaaaa");
    expect(mergeRuns([p, f]).outcome).toBe("flaky");
    expect(mergeRuns([f, p]).outcome).toBe("flaky");
    expect(mergeRuns([p, on(other("passed"), "aaaaaaa")]).outcome).toBe("passed");
    expect(mergeRuns([on(other("incomplete"), "aaaaaaa"), f]).outcome).toBe("flaky");
  });

  it("failed runs merge into sorted failures, the most files and the highest complexity", () => {
    const a = on(failed([2], 3, ["types"], { files: 3 }), "aaaaaaa");
    const b = on(failed([1], 9, ["assertion"], { files: 1 }), "aaaaaaa");
    expect(mergeRuns([a, b])).toMatchObject({
      outcome: "failed",
      fingerprints: [fp(1), fp(2)],
      failing: 2,
      categories: ["assertion", "types"],
      files: 3,
      complexity: 9,
      runId: b.runId,
    });
    expect(mergeRuns([b, a])).toMatchObject({ files: 3, complexity: 9, runId: a.runId });
  });

  it("merging no runs is an error", () => {
    expect(() => mergeRuns([])).toThrow(new RangeError("mergeRuns: no runs"));
  });

  it("a run after /continue on the same commit is not merged with the one before it", () => {
    // The earlier run's failures are outside the window: the new window holds only the incomplete run.
    const h = [on(failed([1]), "aaaaaaa"), on(other("incomplete"), "aaaaaaa")];
    expect(reason(check(h, 1))).toBe("no-reproduction");
    expect(countedAttempts(h, 1)).toBe(1);
    expect(check(h, 0).decision).toBe("continue");
  });

  it("two runs per commit do not lengthen a divergence streak: only commits are counted", () => {
    // Three commits, each with push and pull_request runs, more complex every time: two commits stalled.
    const twice = (prints: number[], c: number, commit: string) => [
      on(failed(prints, c), commit),
      on(failed(prints, c), commit),
    ];
    const h = [...twice([1], 16, "aaaaaaa"), ...twice([2], 17, "bbbbbbb"), ...twice([3], 18, "ccccccc")];
    const d = check(h);
    expect(d.progress).toEqual([null, null, false, false, false, false]);
    expect(d.decision).toBe("continue");
    const d4 = check([...h, ...twice([4], 19, "ddddddd")]);
    expect(d4.halt).toMatchObject({ reason: "divergence", evidence: { attempts: [4, 6, 8] } });
  });
});

describe("a re-run that passes (issue 11: the same tests failed and passed on one commit)", () => {
  /** The re-run of `a`'s workflow run: same run id and commit, the next run attempt. */
  const rerun = (a: LoopAttempt, r: LoopAttempt): LoopAttempt => ({
    ...r,
    runId: a.runId,
    sha: a.sha,
    runAttempt: a.runAttempt + 1,
  });

  it("makes the failed run flaky: the commit is not a failed attempt", () => {
    const third = failed([1]);
    const h = [failed([1]), failed([1]), third, rerun(third, other("passed")), failed([1])];
    // Without the re-run, the same failure in 4 consecutive commits: repetition.
    expect(reason(check([...h.slice(0, 3), h[4] as LoopAttempt]))).toBe("repetition");
    const d = check(h);
    expect(d.decision).toBe("continue");
    expect(d.counted).toBe(4);
    expect(countedAttempts(h, 0)).toBe(4);
    expect(d.progress).toEqual([null, false, true, true, false]);
  });

  it("in either order: a failed re-run of a passed run is flaky too", () => {
    const first = other("passed");
    const h = [failed([1]), failed([1]), first, rerun(first, failed([1])), failed([1])];
    expect(check(h).decision).toBe("continue");
  });

  it("a flaky re-run counts as passing; a failing re-run keeps the run failed", () => {
    const third = failed([1]);
    expect(check([failed([1]), failed([1]), third, rerun(third, other("flaky")), failed([1])]).decision).toBe(
      "continue",
    );
    const again = failed([1]);
    expect(reason(check([failed([1]), again, rerun(again, failed([1])), failed([1])]))).toBe("repetition");
  });

  it("is flaky even when the re-run comes after a later commit", () => {
    const second = failed([2]);
    const h = [failed([1]), second, failed([3])];
    expect(check(h).progress).toEqual([null, false, false]);
    // The second commit is flaky now: progress (nothing of the first's failed on it).
    expect(check([...h, rerun(second, other("passed"))]).progress).toEqual([null, true, false, true]);
  });

  it("an incomplete run that a re-run passed is flaky too (the commit passed: nothing to reproduce)", () => {
    const second = other("incomplete");
    const h = [failed([1]), second, failed([1])];
    expect(check(h).progress).toEqual([null, false, false]);
    expect(check([...h, rerun(second, other("passed"))]).progress).toEqual([null, true, false, true]);
  });

  it("another run of the commit passing (another workflow, or push and pull_request) is not a re-run", () => {
    const third = failed([1]);
    const other_ = { ...other("passed"), sha: third.sha };
    // The passing run may not have run the failing tests: the commit failed, the third time in a row.
    expect(check([failed([1]), failed([1]), third, other_]).halt).toMatchObject({
      reason: "repetition",
      evidence: { attempts: [1, 2, 4] },
    });
  });
});

describe("repetition and oscillation", () => {
  it("the same failures in another order are the same set", () => {
    const ab = failed([1, 2]);
    const ba = { ...failed([1, 2]), fingerprints: [fp(2), fp(1)] };
    const d = check([ab, ba, failed([2, 1])]);
    expect(d.halt).toMatchObject({ reason: "repetition", evidence: { repeated: [fp(1), fp(2)] } });
  });

  it("oscillation after an earlier, different failure", () => {
    const d = check([failed([9]), failed([1]), failed([2]), failed([1]), failed([2])]);
    expect(d.halt).toMatchObject({ reason: "oscillation", evidence: { attempts: [2, 3, 4, 5] } });
  });

  it("an attempt with no named failure is not one side of an oscillation", () => {
    expect(check([failed([]), failed([1]), failed([]), failed([1])]).decision).toBe("continue");
    expect(check([failed([1]), failed([]), failed([1]), failed([])]).decision).toBe("continue");
  });

  it("the same set four times is not an oscillation (repetition off by its bound)", () => {
    const config = Config.parse({ loop: { repetition: 5 } });
    expect(check([failed([1]), failed([1]), failed([1]), failed([1])], 0, config).decision).toBe("continue");
  });

  it("names the failures of both sides, sorted", () => {
    const d = check([failed([3]), failed([1, 2]), failed([3]), failed([1, 2])]);
    expect(d.halt?.evidence.repeated).toEqual([fp(1), fp(2), fp(3)]);
  });
});

describe("divergence and budget evidence", () => {
  it("the failures that stayed through a stall with an incomplete attempt in it", () => {
    const h = [failed([1], 16), failed([1, 2], 17), other("incomplete"), failed([1, 3], 18)];
    const d = check(h);
    expect(d.progress).toEqual([null, false, false, false]);
    expect(d.halt).toMatchObject({
      reason: "divergence",
      evidence: { attempts: [2, 3, 4], repeated: [fp(1)] },
    });
  });

  it("budget names a failure seen in any earlier attempt of the window, not only the first", () => {
    const config = Config.parse({ loop: { "max-attempts": 3 } });
    const d = check([failed([5]), failed([1]), failed([1, 2])], 0, config);
    expect(d.halt).toMatchObject({ reason: "budget", evidence: { repeated: [fp(1)] } });
  });
});

describe("the halt's summary", () => {
  it("a failed attempt without named failures or categories", () => {
    const config = Config.parse({ loop: { "max-attempts": 2 } });
    const d = check([failed([], 0, []), failed([], 0, [])], 0, config);
    expect(d.halt?.summary).toBe(
      "2 attempts counted (max-attempts 2) and attempt 2 still fails with 0 failures",
    );
  });

  it("lists several categories with a comma", () => {
    const config = Config.parse({ loop: { "max-attempts": 1 } });
    const d = check([failed([1, 2], 4.5, ["assertion", "types"])], 0, config);
    expect(d.halt?.summary).toBe(
      "1 attempt counted (max-attempts 1) and attempt 1 still fails with 2 failures (assertion, types)",
    );
  });

  it("names several incomplete attempts, and elides the middle of more than 12", () => {
    const rest = ": nothing reproduces the failure, so no fix can be checked against it";
    const n = (k: number) => Array.from({ length: k }, () => other("incomplete"));
    expect(check(n(2)).halt?.summary).toBe(`attempts 1, 2 failed without a report${rest}`);
    expect(check(n(12)).halt?.summary).toBe(
      `attempts 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 failed without a report${rest}`,
    );
    const d = check(n(13));
    expect(d.halt?.summary).toBe(`attempts 1, 2, 3, …, 11, 12, 13 failed without a report${rest}`);
    expect(d.halt?.evidence.attempts).toHaveLength(13);
  });

  it("is cut to LIMITS.message characters, ending with …; one of exactly that length is kept whole", () => {
    // A long stall: the summary lists every complexity of the streak.
    const config = Config.parse({ loop: { "max-attempts": 100 } });
    const stall = (cs: number[]) => cs.map((c, i) => failed([1000 + i], c));
    const sentence = (cs: number[]) => {
      const ps = cs.slice(1).map((_, i) => i + 2);
      const list =
        ps.length <= 12 ? ps.join(", ") : `${ps.slice(0, 3).join(", ")}, …, ${ps.slice(-3).join(", ")}`;
      return `complexity ${cs.at(-1)} is above 15 and ${ps.length} consecutive attempts (${list}) made no progress (complexity ${cs.slice(1).join(" → ")})`;
    };
    // 100 at first, then 1000 from some attempt on (never lower, so never progress): find the exact length.
    const cs = (n: number, k: number) => Array.from({ length: n }, (_, i) => (i >= n - k ? 1000 : 100));
    let exact: number[] | null = null;
    for (let n = 2; n <= 1000 && exact === null; n++) {
      if (sentence(cs(n, n - 1)).length < LIMITS.message) continue;
      for (let k = 0; k < n && exact === null; k++)
        if (sentence(cs(n, k)).length === LIMITS.message) exact = cs(n, k);
    }
    if (exact === null) throw new Error("no stall of the exact length");
    expect(check(stall(exact), 0, config).halt?.summary).toBe(sentence(exact));
    const longer = [...exact, 1000];
    const full = sentence(longer);
    expect(full.length).toBeGreaterThan(LIMITS.message);
    const cut = check(stall(longer), 0, config).halt?.summary;
    expect(cut).toBe(`${full.slice(0, LIMITS.message - 1)}…`);
    expect(cut).toHaveLength(LIMITS.message);
  });
});
