// Whose evidence a run is (core/relate/provenance.ts): the base branch's history is the base repository's own pushes;
// a fork's run, whatever its branch is called, speaks for its own PR only.
import { describe, expect, it } from "vitest";
import { repositoryKey, runRole } from "../../src/core/relate/provenance.js";

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
  });
});

describe("repositoryKey", () => {
  it("is the id, and refuses what is not a positive integer", () => {
    expect(repositoryKey(300029405)).toBe("300029405");
    expect(() => repositoryKey(0)).toThrow(/repository id: 0 is not a positive integer/);
    expect(() => repositoryKey(1.5)).toThrow(/not a positive integer/);
  });
});
