// Whose evidence a run is. A run's report may come from a fork (anyone on GitHub): it is evidence about its own PR
// only. The base branch's history is made of the base repository's own push runs of that branch, and "another run
// of the same commit" counts only when it is a run of the same PR or of the base repository itself (a fork PR
// opened at another PR's head commit must not rewrite that PR's verdicts). Repositories are told apart by id, never
// by name: a name is reused after a rename, a transfer or a deletion.
//
// Pure functions over plain data (no Probot): the app and the PR action decide with the same rules.
import type { Report } from "../schema.js";

/** What GitHub (a signed webhook, the API) says about a completed workflow run. */
export interface RunOrigin {
  /** The repository the app is installed on: its id and default branch. */
  repository: { id: number; defaultBranch: string };
  /** `push`, `pull_request`, `pull_request_target`, … */
  event: string;
  /** The run's head branch; null when GitHub gives none. */
  headBranch: string | null;
  /** Id of the repository the run's commit comes from (a fork's for a fork's PR); null when GitHub gives none. */
  headRepositoryId: number | null;
}

/** Where a run stands as evidence. */
export type RunRole =
  /** A push of the repository's own default branch: the base branch's history, nobody's attempt. */
  | { kind: "base-push" }
  /**
   * A run for pull requests. `own`: its commit comes from the repository itself (a branch only people with write
   * access push to), so it may stand as evidence about the commit for any PR at that commit; a fork's run never
   * does.
   */
  | { kind: "pull-request"; own: boolean };

export function runRole(o: RunOrigin): RunRole {
  const own = o.headRepositoryId !== null && o.headRepositoryId === o.repository.id;
  if (o.event === "push" && own && o.headBranch === o.repository.defaultBranch) return { kind: "base-push" };
  return { kind: "pull-request", own };
}

/** A PR as a `workflow_run` payload's `pull_requests` lists it (`base.repo.id`: the repository it is opened on). */
export interface ListedPull {
  number: number;
  base: { repo: { id: number } };
}

/**
 * The PRs of this repository that the payload names: the payload may list other repositories' PRs (a PR between
 * forks at the same commit), and lists none for a fork's PR.
 */
export function payloadPullRequests(listed: readonly (ListedPull | null)[], repoId: number): number[] {
  return listed.flatMap((p) => (p !== null && p.base.repo.id === repoId ? [p.number] : []));
}

/** What a run says of its commit, to find its open PRs when the payload names none. */
export interface RunHead {
  headSha: string;
  headBranch: string | null;
  /** `owner/name` of the repository the run's commit comes from (a fork for a fork's PR); null when deleted. */
  headRepository: string | null;
}

/** An open PR as `GET /pulls` lists it. */
export interface OpenPull {
  number: number;
  headSha: string;
  /** `owner/name`; null when the fork was deleted. */
  headRepository: string | null;
}

/**
 * Whether an open PR is the run's: its head is the run's commit AND comes from the run's head repository, never
 * matched on a branch name the run chose.
 */
export function pullMatchesRun(pull: OpenPull, run: RunHead): boolean {
  return (
    run.headRepository !== null && pull.headSha === run.headSha && pull.headRepository === run.headRepository
  );
}

/**
 * The `head` filter of `GET /pulls` for the run (`owner:branch`): it only narrows the listing, `pullMatchesRun`
 * decides. Null when the run names no branch.
 */
export function headFilter(run: RunHead): string | null {
  if (run.headRepository === null || run.headBranch === null) return null;
  return `${run.headRepository.split("/")[0] ?? ""}:${run.headBranch}`;
}

/** The store's key of a repository: its id (decimal), never its name. */
export function repositoryKey(id: number): string {
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new Error(`repository id: ${String(id)} is not a positive integer`);
  return String(id);
}

/** What GitHub says about the run whose artifact the report is. */
export interface RunFacts {
  /** `owner/name`, as the webhook gives it now. */
  repository: string;
  runId: number;
  runAttempt: number;
  headSha: string;
  /** The PRs the run belongs to, as the payload or the API found them. */
  pullRequests: readonly number[];
}

/** A completed run as a `workflow_run` payload gives it (the fields both shells read). */
export interface PayloadRun {
  id: number;
  run_attempt: number;
  head_sha: string;
  conclusion: string | null;
  html_url: string;
}

/** What GitHub says of the run, to check its report's provenance against. */
export function runFacts(repository: string, run: PayloadRun, pullRequests: readonly number[]): RunFacts {
  return { repository, runId: run.id, runAttempt: run.run_attempt, headSha: run.head_sha, pullRequests };
}

/** The run as the PR's attempt records it (`unknown`: GitHub gave no conclusion). */
export function attemptRun(run: PayloadRun): {
  runId: number;
  runAttempt: number;
  sha: string;
  conclusion: string;
  url: string;
} {
  return {
    runId: run.id,
    runAttempt: run.run_attempt,
    sha: run.head_sha,
    conclusion: run.conclusion ?? "unknown",
    url: run.html_url,
  };
}

/**
 * Checks a parsed report's provenance against the run; null when it matches. A report whose context names another
 * repository, commit, run, attempt or PR than GitHub says is refused: it was written for another run (or forged).
 */
export function provenanceProblem(report: Report, run: RunFacts): string | null {
  const c = report.context;
  if (c === null) return "the report has no run context (it was not written by the flakeharden action)";
  const problems: string[] = [];
  if (c.repository !== run.repository)
    problems.push(`repository ${JSON.stringify(c.repository)} is not ${run.repository}`);
  if (c.sha !== run.headSha)
    problems.push(`head SHA ${JSON.stringify(c.sha)} is not the run's ${run.headSha}`);
  if (c.runId !== run.runId) problems.push(`run id ${String(c.runId)} is not ${run.runId}`);
  if (c.runAttempt !== null && c.runAttempt !== run.runAttempt) {
    problems.push(`run attempt ${c.runAttempt} is not ${run.runAttempt}`);
  }
  if (c.pullRequest !== null && !run.pullRequests.includes(c.pullRequest)) {
    problems.push(
      `PR #${c.pullRequest} is not the run's (${run.pullRequests.map((n) => `#${n}`).join(", ")})`,
    );
  }
  return problems.length === 0 ? null : `the report does not belong to this run: ${problems.join("; ")}`;
}
