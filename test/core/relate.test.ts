// Is this failure the PR's? Verdicts and their evidence on the engine's real reports of recorded runs, against
// made base-branch histories, changed files and runs of the same commit; and quarantine with its expiry.
import { describe, expect, it } from "vitest";
import {
  PR_FILES_CAP,
  type RelateInput,
  type TestRun,
  heldReport,
  hunkRanges,
  relate,
} from "../../src/core/relate/index.js";
import {
  QUARANTINE_MAX_DAYS,
  addDays,
  judgeQuarantine,
  utcDay,
  quarantineEntry,
  quarantineOf,
  quarantineProblems,
} from "../../src/core/relate/quarantine.js";
import { Config, type Failure, type Report } from "../../src/core/schema.js";
import { parse } from "yaml";
import { analyzeCase, loadCases } from "../corpus/evaluate.js";
import { recorded } from "./report/recorded.js";

const CASES = loadCases();
function reportOf(id: string): Report {
  const c = CASES.find((x) => x.id === id);
  if (!c) throw new Error(`no corpus case ${id}`);
  return analyzeCase(c);
}
const failuresOf = (r: Report): Failure[] => r.buckets.flatMap((b) => b.failures);

// ts-vitest-mixed: an assertion in test/mixed.test.ts:11 and a TypeError thrown at src/cart.ts:27.
const VITEST = reportOf("ts-vitest-mixed");
const [ASSERTION, TYPE_ERROR] = [
  failuresOf(VITEST).find((f) => f.category === "assertion") as Failure,
  failuresOf(VITEST).find((f) => f.category === "runtime") as Failure,
];
// ts-tsc-ts2322: a type error at src/config.ts:7, no test.
const TSC = failuresOf(reportOf("ts-tsc-ts2322"))[0] as Failure;
const INFRA = failuresOf(reportOf("py-pip-no-network")).find(
  (f) => f.category === "infrastructure",
) as Failure;

const TODAY = "2026-11-21";
const at = (day: number) => `2026-11-${String(day).padStart(2, "0")}T10:00:00.000Z`;
let nextRun = 500;
const runs = (...verdicts: TestRun["verdict"][]): TestRun[] =>
  verdicts.map((verdict, i) => ({ runId: ++nextRun, runAttempt: 1, at: at(20 - i), verdict }));

function input(
  failures: Failure[],
  over: Partial<RelateInput> = {},
  base: Partial<RelateInput["base"]> = {},
): RelateInput {
  return {
    failures,
    verdicts: [],
    prFiles: { files: [{ filename: "README.md" }], complete: true },
    base: { branch: "main", windowDays: 7, minRuns: 3, runs: [], tests: new Map(), ...base },
    sameCommit: new Map(),
    quarantine: [],
    today: TODAY,
    ...over,
  };
}
const one = (i: RelateInput) => relate(i)[0];

describe("relate: related", () => {
  it("a failure located in a hunk the PR changes, or in a file it changes, is related", () => {
    const patch = "@@ -20,6 +20,9 @@ export class Cart {\n context\n+added\n";
    const inHunk = one(
      input([TYPE_ERROR], { prFiles: { files: [{ filename: "src/cart.ts", patch }], complete: true } }),
    );
    expect(inHunk).toMatchObject({
      verdict: "related",
      evidence: "src/cart.ts:27 is in a hunk this PR changes",
      held: true,
    });
    const fileOnly = one(
      input([TSC], { prFiles: { files: [{ filename: "src/config.ts" }], complete: true } }),
    );
    expect(fileOnly).toMatchObject({ verdict: "related", evidence: "src/config.ts is changed by this PR" });
  });

  it("a stack frame in a changed file, or the failing test's own file, makes it related too", () => {
    const frames = one(
      input([TYPE_ERROR], { prFiles: { files: [{ filename: "test/mixed.test.ts" }], complete: true } }),
    );
    expect(frames).toMatchObject({
      verdict: "related",
      evidence: "test/mixed.test.ts is changed by this PR",
    });
    const noLocation: Failure = { ...ASSERTION, location: null };
    const byTestFile = one(
      input([noLocation], {
        verdicts: [
          {
            test: ASSERTION.test as string,
            suite: null,
            file: "test/new.test.ts",
            verdict: "failed",
            passes: 0,
            runs: 1,
          },
        ],
        prFiles: {
          files: [{ filename: "test/new.test.ts", patch: "@@ -0,0 +1,30 @@\n+new" }],
          complete: true,
        },
      }),
    );
    expect(byTestFile?.verdict).toBe("related");
  });

  it("related wins over a base-branch history that says flaky", () => {
    const r = one(
      input(
        [ASSERTION],
        { prFiles: { files: [{ filename: "test/mixed.test.ts" }], complete: true } },
        {
          tests: new Map([[ASSERTION.test as string, runs("failed", "passed", "failed", "passed")]]),
        },
      ),
    );
    expect(r?.verdict).toBe("related");
  });
});

describe("relate: not the PR's, with evidence", () => {
  it("known-flaky: passed and failed on the base branch in the window", () => {
    const history = runs(
      "passed",
      "failed",
      "passed",
      "passed",
      "flaky",
      "passed",
      "passed",
      "passed",
      "skipped",
    );
    const r = one(input([ASSERTION], {}, { tests: new Map([[ASSERTION.test as string, history]]) }));
    expect(r).toMatchObject({
      verdict: "known-flaky",
      evidence: "failed 2 of 8 runs on main in 7 days (1 failed then passed on a retry)",
      held: false,
      flakyRuns: 2,
    });
  });

  it("known-flaky for certain: the same test passed in another run of the same commit", () => {
    const other: TestRun = { runId: 77, runAttempt: 2, at: at(21), verdict: "passed" };
    const r = one(input([ASSERTION], { sameCommit: new Map([[ASSERTION.test as string, [other]]]) }));
    expect(r).toMatchObject({
      verdict: "known-flaky",
      evidence: "passed in run 77 (attempt 2) of this same commit",
      held: false,
    });
  });

  it("pre-existing: failed in each of the base branch's latest runs (a test), or the same fingerprint (a build error)", () => {
    const test = one(
      input(
        [ASSERTION],
        {},
        { tests: new Map([[ASSERTION.test as string, runs("failed", "failed", "failed", "passed")]]) },
      ),
    );
    expect(test).toMatchObject({
      verdict: "pre-existing",
      evidence: "failed in each of the latest 3 runs on main in 7 days (3 of 4 in all)",
      held: false,
    });
    const base = [1, 2, 3].map((i) => ({ runId: i, at: at(20 - i), fingerprints: [TSC.fingerprint] }));
    const build = one(input([TSC], {}, { runs: base }));
    expect(build).toMatchObject({ verdict: "pre-existing", held: false });
    expect(build?.evidence).toContain(TSC.fingerprint);
  });

  it("infrastructure: classified so, not held", () => {
    const r = one(input([INFRA]));
    expect(r?.verdict).toBe("infrastructure");
    expect(r?.evidence).toMatch(/^classified as infrastructure \(infrastructure\./);
    expect(r?.held).toBe(false);
  });
});

describe("relate: each row of a table-driven test is its own", () => {
  // A real jest 30 run of test.each rows (scripts/fixtures/record-long-names.sh): names that differ only in
  // numbers, so one fingerprint for all of them.
  const rows = failuresOf(recorded("js-table-names-jest").report);

  it("one relation per row, and a row failing on the base branch is set apart alone", () => {
    expect(rows.length).toBeGreaterThan(2);
    expect(new Set(rows.map((f) => f.fingerprint)).size).toBe(1);
    const [first] = rows as [Failure];
    const relations = relate(
      input(rows, {}, { tests: new Map([[first.test as string, runs("failed", "failed", "failed")]]) }),
    );
    expect(relations.map((r) => r.test)).toEqual(rows.map((f) => f.test));
    expect(relations.filter((r) => !r.held).map((r) => r.test)).toEqual([first.test]);
    const report = {
      ...VITEST,
      buckets: [{ ...(VITEST.buckets[0] as Report["buckets"][number]), failures: rows }],
    };
    const held = heldReport(report, relations).buckets.flatMap((b) => b.failures.map((f) => f.test));
    expect(held).toEqual(rows.slice(1).map((f) => f.test));
  });
});

describe("relate: thin evidence is unknown, never pre-existing", () => {
  it("too few base runs, whatever they say", () => {
    const r = one(
      input([ASSERTION], {}, { tests: new Map([[ASSERTION.test as string, runs("failed", "failed")]]) }),
    );
    expect(r).toMatchObject({
      verdict: "unknown",
      evidence: "only 2 runs of this test on main in 7 days (3 needed to tell)",
      held: true,
    });
    expect(one(input([ASSERTION]))?.evidence).toBe(
      "no run of this test on main in 7 days (3 needed to tell)",
    );
    const base = [1, 2].map((i) => ({ runId: i, at: at(20 - i), fingerprints: [TSC.fingerprint] }));
    expect(one(input([TSC], {}, { runs: base }))?.verdict).toBe("unknown");
  });

  it("a test that always passes on the base branch and fails here", () => {
    const r = one(
      input(
        [ASSERTION],
        {},
        { tests: new Map([[ASSERTION.test as string, runs("passed", "passed", "passed")]]) },
      ),
    );
    expect(r).toMatchObject({
      verdict: "unknown",
      evidence: "passed in all 3 runs on main in 7 days: it fails only here",
    });
  });

  it("the latest base run passed after earlier failures: not pre-existing", () => {
    const r = one(
      input(
        [ASSERTION],
        {},
        { tests: new Map([[ASSERTION.test as string, runs("passed", "failed", "failed", "failed")]]) },
      ),
    );
    expect(r?.verdict).toBe("known-flaky");
  });

  it("the PR's files unknown, or more than GitHub lists: unknown even with a flaky history", () => {
    const tests = new Map([[ASSERTION.test as string, runs("failed", "passed", "failed", "passed")]]);
    expect(one(input([ASSERTION], { prFiles: null }, { tests }))).toMatchObject({
      verdict: "unknown",
      evidence: "the PR's changed files could not be listed",
    });
    const many = {
      files: Array.from({ length: PR_FILES_CAP }, (_, i) => ({ filename: `f${i}.ts` })),
      complete: false,
    };
    expect(one(input([ASSERTION], { prFiles: many }, { tests }))?.evidence).toMatch(
      /more files than GitHub lists \(3,000\)/,
    );
  });
});

describe("what is held against the agent", () => {
  it("one relation per fingerprint; the held report keeps related and unknown failures only", () => {
    const tests = new Map([[ASSERTION.test as string, runs("failed", "passed", "failed", "passed")]]);
    const relations = relate(input([ASSERTION, TYPE_ERROR, ASSERTION], {}, { tests }));
    expect(relations.map((r) => r.verdict)).toEqual(["known-flaky", "unknown"]);
    const held = heldReport(VITEST, relations);
    expect(failuresOf(held).map((f) => f.fingerprint)).toEqual([TYPE_ERROR.fingerprint]);
    expect(held.primary).toBe("runtime");
    expect(held.outcome).toBe("failed");
  });

  it("a failed report with nothing held is flaky (never held against the agent); nothing dropped is the same report", () => {
    const tests = new Map([
      [ASSERTION.test as string, runs("failed", "passed", "failed", "passed")],
      [TYPE_ERROR.test as string, runs("failed", "failed", "failed")],
    ]);
    const held = heldReport(VITEST, relate(input(failuresOf(VITEST), {}, { tests })));
    expect(held.buckets).toEqual([]);
    expect(held.outcome).toBe("flaky");
    expect(held.primary).toBeNull();
    expect(heldReport(VITEST, relate(input(failuresOf(VITEST))))).toBe(VITEST);
  });
});

describe("hunkRanges", () => {
  it("reads the new side of each hunk header", () => {
    expect(hunkRanges("@@ -1,3 +1,4 @@\n a\n+b\n@@ -40 +41 @@ fn\n-x\n+y\n@@ -9,2 +10,0 @@\n")).toEqual([
      [1, 4],
      [41, 41],
      [10, 10],
    ]);
  });
});

describe("quarantine", () => {
  const entry = (test: string, expires: string) =>
    Config.parse({ quarantine: [{ test, reason: "races the clock", owner: "@octo-org/checkout", expires }] })
      .quarantine;

  it("the config takes entries with an owner and a day; YAML's unquoted date is read as that day", () => {
    const parsed = Config.parse(
      parse("quarantine:\n  - test: t\n    reason: r\n    owner: '@mona'\n    expires: 2026-12-01\n"),
    );
    expect(parsed.quarantine[0]?.expires).toBe("2026-12-01");
    const bad = Config.safeParse({
      quarantine: [{ test: "t", reason: "r", owner: "mona", expires: "2026-13-01" }],
    });
    expect(bad.success).toBe(false);
    expect(JSON.stringify(bad.error?.issues.map((i) => i.path.join(".")))).toBe(
      '["quarantine.0.owner","quarantine.0.expires"]',
    );
  });

  it(`an expiry at most ${QUARANTINE_MAX_DAYS} days ahead; a test listed once`, () => {
    expect(quarantineProblems(entry("t", addDays(TODAY, 90)), TODAY)).toEqual([]);
    expect(quarantineProblems(entry("t", addDays(TODAY, 91)), TODAY)).toEqual([
      "quarantine[0].expires: 2027-02-20 is more than 90 days ahead; allowed: a day up to 2027-02-19",
    ]);
    const twice = [...entry("t", "2026-12-01"), ...entry("t", "2026-12-02")];
    expect(quarantineProblems(twice, TODAY)).toEqual([
      'quarantine[1].test: "t" is already listed at quarantine[0]',
    ]);
  });

  it("holds through its expiry day, then the failures count again with a message", () => {
    const q = entry(ASSERTION.test as string, "2026-11-21");
    expect(quarantineOf(q, ASSERTION.test, "2026-11-21")?.state).toBe("active");
    const after = quarantineOf(q, ASSERTION.test, "2026-11-22");
    expect(after?.state).toBe("expired");
    expect(after?.state === "expired" && after.message).toMatch(
      /ended on 2026-11-21 \(owner @octo-org\/checkout: races the clock\)/,
    );
    expect(quarantineOf(q, null, TODAY)).toBeNull();
    expect(quarantineOf(q, "another", TODAY)).toBeNull();
  });

  it("judgeQuarantine (for the action): quarantined failures do not fail the run; expired ones do, saying why, once", () => {
    const q = [...entry("a", "2026-12-01"), ...entry("b", "2026-11-01")];
    const j = judgeQuarantine(
      [{ test: "a" }, { test: "b" }, { test: "b" }, { test: null }, { test: "c" }],
      q,
      TODAY,
    );
    expect(j.quarantined).toEqual([{ test: "a" }]);
    expect(j.failing).toEqual([{ test: "b" }, { test: "b" }, { test: null }, { test: "c" }]);
    expect(j.messages).toHaveLength(1);
    expect(j.messages[0]).toMatch(/"b" ended on 2026-11-01/);
  });

  it("relate: an active quarantine holds the failure from the agent whatever the verdict; an expired one does not", () => {
    const active = one(input([ASSERTION], { quarantine: entry(ASSERTION.test as string, "2026-12-01") }));
    expect(active).toMatchObject({ verdict: "unknown", held: false, quarantine: { state: "active" } });
    const expired = one(input([ASSERTION], { quarantine: entry(ASSERTION.test as string, "2026-11-01") }));
    expect(expired).toMatchObject({ verdict: "unknown", held: true, quarantine: { state: "expired" } });
  });

  it("the suggested entry is valid YAML the config accepts, whatever the test's name", () => {
    const test = 'checkout > "quoted" \\ and: yaml # not a comment\n- no list';
    const text = quarantineEntry({
      test,
      reason: "flaky: failed 4 of 20 runs on main in 7 days",
      today: TODAY,
    });
    const config = Config.parse(parse(`quarantine:\n${text}\n`));
    expect(config.quarantine).toEqual([
      {
        test,
        reason: "flaky: failed 4 of 20 runs on main in 7 days",
        owner: "@your-team",
        expires: "2026-12-21",
      },
    ]);
    expect(quarantineProblems(config.quarantine, TODAY)).toEqual([]);
  });

  it("addDays crosses months and years, and refuses what is not a day", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
  });
});

describe("day arithmetic", () => {
  it("agrees with the calendar over four centuries, both ways", () => {
    // Checked here (the test may use Date; the core may not).
    for (let n = -3_000; n < 150_000; n += 37) {
      const day = new Date(n * 86_400_000).toISOString().slice(0, 10);
      expect(addDays(day, 1)).toBe(new Date((n + 1) * 86_400_000).toISOString().slice(0, 10));
      expect(addDays(day, -400)).toBe(new Date((n - 400) * 86_400_000).toISOString().slice(0, 10));
    }
  });
  it("utcDay gives the UTC day of a time, as toISOString does, at any time of the day", () => {
    for (
      let ms = -3_000 * 86_400_000 + 1;
      ms < 150_000 * 86_400_000;
      ms += 86_400_000 * 37 + 3_600_000 * 7 + 59_999
    )
      expect(utcDay(ms)).toBe(new Date(ms).toISOString().slice(0, 10));
    expect(utcDay(0)).toBe("1970-01-01");
    expect(utcDay(86_400_000 - 1)).toBe("1970-01-01");
    expect(utcDay(-1)).toBe("1969-12-31");
  });
});
