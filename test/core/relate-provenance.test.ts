// Whose evidence a run is (core/relate/provenance.ts): the base branch's history is the base repository's own pushes;
// a fork's run, whatever its branch is called, speaks for its own PR only.
import { describe, expect, it } from "vitest";
import {
  headFilter,
  payloadPullRequests,
  pullMatchesRun,
  repositoryKey,
  runRole,
} from "../../src/core/relate/provenance.js";

const repository = { id: 300029405, defaultBranch: "main" };

describe("runRole", () => {
  it("a push of the repository's own default branch is the base branch's history", () => {
    expect(runRole({ repository, event: "push", headBranch: "main", headRepositoryId: 300029405 })).toEqual({
      kind: "base-push",
    });
  });

  it("a fork's run of a branch named like the default branch is a PR run, not the repository's own", () => {
    expect(runRole({ repository, event: "push", headBranch: "main", headRepositoryId: 7 })).toEqual({
      kind: "pull-request",
      own: false,
    });
    expect(runRole({ repository, event: "pull_request", headBranch: "main", headRepositoryId: 7 })).toEqual({
      kind: "pull-request",
      own: false,
    });
    expect(runRole({ repository, event: "push", headBranch: "main", headRepositoryId: null })).toEqual({
      kind: "pull-request",
      own: false,
    });
  });

  it("a PR run of the repository's own branch is its own; a push of another branch is not the default's history", () => {
    expect(
      runRole({ repository, event: "pull_request", headBranch: "fix", headRepositoryId: 300029405 }),
    ).toEqual({
      kind: "pull-request",
      own: true,
    });
    expect(runRole({ repository, event: "push", headBranch: "fix", headRepositoryId: 300029405 })).toEqual({
      kind: "pull-request",
      own: true,
    });
    // The repository's own PR run from its default branch is a PR's attempt, not a push of the base branch.
    expect(
      runRole({ repository, event: "pull_request", headBranch: "main", headRepositoryId: 300029405 }),
    ).toEqual({ kind: "pull-request", own: true });
  });
});

describe("which PRs a run belongs to", () => {
  it("keeps the payload's PRs of this repository only", () => {
    const listed = (n: number, id: number) => ({ number: n, base: { repo: { id } } });
    expect(payloadPullRequests([listed(1, 10), null, listed(2, 11)], 10)).toEqual([1]);
    expect(payloadPullRequests([], 10)).toEqual([]);
  });

  it("a fork's PR matches on its head commit AND its head repository, never the branch name alone", () => {
    const run = { headSha: "a".repeat(40), headBranch: "fix", headRepository: "forker/repo" };
    const pull = (n: number, headSha: string, headRepository: string | null) => ({
      number: n,
      headSha,
      headRepository,
    });
    expect(pullMatchesRun(pull(1, "a".repeat(40), "forker/repo"), run)).toBe(true);
    expect(pullMatchesRun(pull(2, "a".repeat(40), "other/repo"), run)).toBe(false);
    expect(pullMatchesRun(pull(3, "b".repeat(40), "forker/repo"), run)).toBe(false);
    // A deleted fork matches nothing, not even another deleted fork's PR.
    expect(pullMatchesRun(pull(4, "a".repeat(40), null), { ...run, headRepository: null })).toBe(false);
  });

  it("narrows the listing to the head's owner and branch, or not at all when the run names no branch", () => {
    const run = { headSha: "a".repeat(40), headBranch: "fix", headRepository: "forker/repo" };
    expect(headFilter(run)).toBe("forker:fix");
    expect(headFilter({ ...run, headBranch: null })).toBeNull();
    expect(headFilter({ ...run, headRepository: null })).toBeNull();
  });
});

describe("repositoryKey", () => {
  it("is the id, and refuses what is not a positive integer", () => {
    expect(repositoryKey(300029405)).toBe("300029405");
    expect(() => repositoryKey(0)).toThrow(/repository id: 0 is not a positive integer/);
    expect(() => repositoryKey(1.5)).toThrow(/not a positive integer/);
  });
});
