// What a PR event means before the state machine (core/event): the same answers for the app and the PR action.
import { describe, expect, it } from "vitest";
import {
  configStatusAfter,
  headFilter,
  isBaseBranchPush,
  payloadPullRequests,
  pullMatchesRun,
  repoConfig,
} from "../../src/core/event/index.js";

describe("core/event", () => {
  it("reads the config: none or empty is the defaults, a bad value names the field", () => {
    expect(repoConfig(null)).toMatchObject({ ok: true });
    expect(repoConfig({ parsed: null })).toMatchObject({ ok: true });
    const bad = repoConfig({ parsed: { loop: { "max-attempts": 0 } } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/^\.github\/flakeharden\.yml: loop\.max-attempts/);
    expect(repoConfig({ unreadable: "bad indentation" })).toMatchObject({
      ok: false,
      error: ".github/flakeharden.yml: bad indentation",
    });
    const good = repoConfig({ parsed: { agent: { mention: "@copilot" } } });
    expect(good.ok && good.config.agent.mention).toBe("@copilot");
  });

  it("a fork's PR matches on its head commit AND its head repository, never the branch name alone", () => {
    const run = { headSha: "a".repeat(40), headRepository: "forker/repo" };
    expect(pullMatchesRun({ number: 1, headSha: "a".repeat(40), headRepository: "forker/repo" }, run)).toBe(
      true,
    );
    expect(pullMatchesRun({ number: 2, headSha: "a".repeat(40), headRepository: "other/repo" }, run)).toBe(
      false,
    );
    expect(pullMatchesRun({ number: 3, headSha: "b".repeat(40), headRepository: "forker/repo" }, run)).toBe(
      false,
    );
    expect(
      pullMatchesRun(
        { number: 4, headSha: "a".repeat(40), headRepository: null },
        { ...run, headRepository: null },
      ),
    ).toBe(false);
    expect(headFilter({ event: "pull_request", headBranch: "fix", headRepository: "forker/repo" })).toBe(
      "forker:fix",
    );
    expect(headFilter({ event: "pull_request", headBranch: null, headRepository: "forker/repo" })).toBeNull();
  });

  it("keeps the payload's PRs of this repository only", () => {
    expect(
      payloadPullRequests([{ number: 1, baseRepoId: 10 }, null, { number: 2, baseRepoId: 11 }], 10),
    ).toEqual([1]);
  });

  it("a push of the default branch from the repository itself is base history; from a fork it is not", () => {
    const repo = { fullName: "o/r", defaultBranch: "main" };
    expect(isBaseBranchPush({ event: "push", headBranch: "main", headRepository: "o/r" }, repo)).toBe(true);
    expect(isBaseBranchPush({ event: "push", headBranch: "main", headRepository: "f/r" }, repo)).toBe(false);
    expect(isBaseBranchPush({ event: "pull_request", headBranch: "main", headRepository: "o/r" }, repo)).toBe(
      false,
    );
  });

  it("sets flakeharden/config back to success only after a failure", () => {
    expect(configStatusAfter({ error: null, failing: false })).toBeNull();
    expect(configStatusAfter({ error: null, failing: true })).toEqual({
      state: "success",
      description: ".github/flakeharden.yml is valid",
    });
    expect(configStatusAfter({ error: "bad", failing: true })).toBeNull();
  });
});
