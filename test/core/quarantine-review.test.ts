// The quarantines a PR introduces (core/relate/quarantine-review.ts): which entries are the PR's own, what approving
// covers, how an attempt is held, and the 90 days counted from the day an entry first appeared on the default branch.
import { describe, expect, it } from "vitest";
import { type Effect, type PrContext, onAttempt } from "../../src/core/agent/index.js";
import { Config, INITIAL_PR_STATE, type Report } from "../../src/core/schema.js";
import { analyzeCase, loadCases } from "../corpus/evaluate.js";
import {
  type AppliedQuarantine,
  type IntroducedQuarantine,
  WAITING_DESCRIPTION,
  approvalProblem,
  capByFirstSeen,
  introducedQuarantines,
  ownerHandle,
  renderIntroduced,
} from "../../src/core/relate/quarantine-review.js";

const applied = (test: string, expires: string): AppliedQuarantine => ({
  test,
  suite: null,
  file: "test/a.test.ts",
  category: "assertion",
  message: "expected 1 to be 2",
  owner: "@octo-org/payments",
  reason: "races",
  expires,
});
const entry = (test: string, expires: string) => ({
  test,
  reason: "races",
  owner: "@octo-org/payments",
  expires,
});

describe("introducedQuarantines", () => {
  it("is every applied entry the default branch does not hold, or holds to an earlier day; once per test", () => {
    const list = introducedQuarantines({
      applied: [
        applied("a", "2026-12-01"),
        applied("a", "2026-12-01"),
        applied("b", "2026-12-20"),
        applied("c", "2026-12-01"),
      ],
      base: [entry("b", "2026-12-10"), entry("c", "2026-12-01")],
      approvals: [],
      owners: new Map([["@octo-org/payments", "found"]]),
    });
    expect(list.map((q) => [q.test, q.kind, q.baseExpires])).toEqual([
      ["a", "added", null],
      ["b", "extended", "2026-12-10"],
    ]);
    expect(list.every((q) => q.approvedBy === null && q.ownerCheck === "found")).toBe(true);
  });

  it("an approval covers its test at its expiry only", () => {
    const approvals = [{ test: "a", expires: "2026-12-01", by: "mona" }];
    const at = (expires: string) =>
      introducedQuarantines({ applied: [applied("a", expires)], base: [], approvals, owners: new Map() })[0]
        ?.approvedBy;
    expect(at("2026-12-01")).toBe("mona");
    expect(at("2026-12-02")).toBeNull();
  });
});

describe("an attempt held to the quarantines it introduces (onAttempt)", () => {
  const ctx: PrContext = {
    repository: "octo-org/octo-repo",
    serverUrl: "https://github.com",
    pr: 5,
    config: Config.parse({}),
    configError: null,
    now: "2026-11-21T12:00:00.000Z",
  };
  const sha = "a".repeat(40);
  const passed: Report = {
    ...analyzeCase(loadCases().find((c) => c.id === "ts-tsc-ts2322")!),
    outcome: "passed",
    buckets: [],
    primary: null,
  };
  const attempt = (introduced: IntroducedQuarantine[]) =>
    onAttempt({
      ctx,
      state: structuredClone(INITIAL_PR_STATE),
      history: [],
      run: { runId: 1, runAttempt: 1, sha, conclusion: "success", url: null },
      report: passed,
      refused: null,
      introduced,
    }).effects;
  const sticky = (effects: Effect[]) => effects.find((e) => e.kind === "sticky")?.body ?? "";
  const agent = (effects: Effect[]) =>
    effects.find((e) => e.kind === "status" && e.context === "flakeharden/agent");
  const waiting = introducedQuarantines({
    applied: [applied("checkout > pays", "2026-12-01")],
    base: [],
    approvals: [],
    owners: new Map([["@octo-org/payments", "found"]]),
  });

  it("names each introduced quarantine; while one waits the status fails and the headline says held, not passed", () => {
    const held = attempt(waiting);
    expect(sticky(held)).toMatch(
      /### Quarantine this PR introduces[\s\S]*`checkout > pays`: added by this PR, until 2026-12-01/,
    );
    expect(sticky(held)).toContain(
      "🛡️ **Held: a quarantine this PR adds is not approved** · latest CI: passed",
    );
    expect(sticky(held)).not.toContain("✅ **Passed**");
    expect(sticky(held)).not.toContain("No failure is held against the agent.");
    expect(agent(held)).toMatchObject({ state: "failure", description: WAITING_DESCRIPTION });
  });

  it("changes nothing when the PR introduces none, and is green once approved", () => {
    const none = attempt([]);
    expect(sticky(none)).toContain("✅ **Passed**");
    expect(sticky(none)).not.toContain("Quarantine this PR introduces");
    expect(agent(none)).toMatchObject({ state: "success" });
    const approved = attempt(waiting.map((q) => ({ ...q, approvedBy: "mona" })));
    expect(sticky(approved)).toContain("✅ **Passed**");
    expect(sticky(approved)).toContain("✅ approved by @\u200bmona");
    expect(agent(approved)).toMatchObject({ state: "success" });
  });
});

describe("renderIntroduced", () => {
  it("counts the entries that do not fit its budget, never drops them silently", () => {
    const many = introducedQuarantines({
      applied: Array.from({ length: 50 }, (_, i) => applied(`test ${i} ${"x".repeat(200)}`, "2026-12-01")),
      base: [],
      approvals: [],
      owners: new Map(),
    });
    const text = renderIntroduced(many, 2_000);
    expect(text.length).toBeLessThanOrEqual(2_000);
    expect(text).toMatch(/… and \d+ more$/);
  });
});

describe("capByFirstSeen", () => {
  it("ends an entry 90 days after it first appeared on the default branch, whatever its expires says", () => {
    const first = new Map([["old", "2026-09-01"]]);
    expect(
      capByFirstSeen([entry("old", "2026-12-20"), entry("new", "2026-12-20")], first, "2026-11-21"),
    ).toEqual([entry("old", "2026-11-30"), entry("new", "2026-12-20")]);
  });
});

describe("owners", () => {
  it("reads @user and @org/team, and nothing else", () => {
    expect(ownerHandle("@mona")).toEqual({ kind: "user", login: "mona" });
    expect(ownerHandle("@octo-org/payments")).toEqual({ kind: "team", org: "octo-org", slug: "payments" });
    expect(ownerHandle("mona")).toBeNull();
    expect(ownerHandle("@mona; rm -rf /")).toBeNull();
  });

  it("an owner GitHub does not know, or could not be asked about, cannot be approved", () => {
    const q = introducedQuarantines({
      applied: [applied("a", "2026-12-01")],
      base: [],
      approvals: [],
      owners: new Map([["@octo-org/payments", "not-found"]]),
    })[0];
    expect(q && approvalProblem(q)).toMatch(/is not a user or team on GitHub/);
    expect(q && approvalProblem({ ...q, ownerCheck: "unchecked" })).toMatch(/could not be checked/);
    expect(q && approvalProblem({ ...q, ownerCheck: "found" })).toBeNull();
  });
});
