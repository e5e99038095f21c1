// The quarantines a PR introduces (core/relate/quarantine-review.ts): which entries are the PR's own, what approving
// covers, how the effects are held, and the 90 days counted from the day an entry first appeared on the default branch.
import { describe, expect, it } from "vitest";
import type { Effect } from "../../src/core/agent/index.js";
import {
  type AppliedQuarantine,
  WAITING_DESCRIPTION,
  approvalProblem,
  capByFirstSeen,
  holdIntroduced,
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

describe("holdIntroduced", () => {
  const effects: Effect[] = [
    { kind: "sticky", body: "### flakeharden\n✅ **Passed**", commentId: null },
    {
      kind: "status",
      sha: "a".repeat(40),
      context: "flakeharden/agent",
      state: "success",
      description: "active",
      url: null,
    },
    {
      kind: "status",
      sha: "a".repeat(40),
      context: "flakeharden/config",
      state: "success",
      description: "valid",
      url: null,
    },
  ];
  const waiting = introducedQuarantines({
    applied: [applied("checkout > pays", "2026-12-01")],
    base: [],
    approvals: [],
    owners: new Map([["@octo-org/payments", "found"]]),
  });

  it("names each introduced quarantine and fails the agent's status while one waits; the config's status stays", () => {
    const held = holdIntroduced(effects, waiting);
    expect(held[0]).toMatchObject({ kind: "sticky" });
    expect((held[0] as { body: string }).body).toMatch(
      /### Quarantine this PR introduces[\s\S]*`checkout > pays`: added by this PR, until 2026-12-01/,
    );
    expect(held[1]).toMatchObject({ state: "failure", description: WAITING_DESCRIPTION });
    expect(held[2]).toEqual(effects[2]);
  });

  it("changes nothing when the PR introduces none, and keeps the status once approved", () => {
    expect(holdIntroduced(effects, [])).toEqual(effects);
    const approved = waiting.map((q) => ({ ...q, approvedBy: "mona" }));
    expect(holdIntroduced(effects, approved)[1]).toEqual(effects[1]);
  });

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
