// Every GitHub call the app makes, in one place: few writes per event, 404s that mean "not there" handled as
// such, nothing from a comment or an artifact used as a permission. Pacing the requests: app/pacing.ts; carrying
// out the core's effects (now, or through the outbox): app/effects.ts.
import type { ProbotOctokit } from "probot";
import { STICKY_MARKER } from "../src/core/render/comment.js";
import { type RunHead, headFilter, pullMatchesRun } from "../src/core/relate/provenance.js";

export type Octokit = InstanceType<typeof ProbotOctokit>;

export interface Repo {
  owner: string;
  repo: string;
}

/** GitHub's commit status descriptions hold at most 140 characters. */
const STATUS_DESCRIPTION = 140;
/** Comments scanned for the sticky one when its id is not stored (100 per page). */
const MAX_COMMENT_PAGES = 10;
/** Open PRs scanned when a fork's run does not name its PR. */
const MAX_PR_PAGES = 5;

export function status(err: unknown): number | undefined {
  return typeof err === "object" && err !== null && "status" in err && typeof err.status === "number"
    ? err.status
    : undefined;
}

/**
 * The open PRs of `repo` whose head is the run's commit. Used when the payload's `pull_requests` is
 * empty, as it is for a fork's PR: which PR is the run's is core/relate/provenance.ts's `pullMatchesRun`
 * (the PR action decides with it too).
 */
export async function findPullRequestsForRun(octokit: Octokit, r: Repo, run: RunHead): Promise<number[]> {
  if (run.headRepository === null) return [];
  const head = headFilter(run);
  const found: number[] = [];
  for (let page = 1; page <= MAX_PR_PAGES; page++) {
    const { data } = await octokit.rest.pulls.list({
      ...r,
      state: "open",
      per_page: 100,
      page,
      ...(head !== null ? { head } : {}),
    });
    for (const pr of data) {
      const pull = {
        number: pr.number,
        headSha: pr.head.sha,
        headRepository: pr.head.repo?.full_name ?? null,
      };
      if (pullMatchesRun(pull, run)) found.push(pr.number);
    }
    if (data.length < 100) break;
  }
  return found;
}

/** What GitHub says of a PR now: its head commit, its base branch, whether it is open. */
export interface PullRequestNow {
  head: string;
  base: string;
  open: boolean;
}

/** The PR as GitHub has it now (`pulls.get`); null when it is not there (404). */
export async function pullRequestNow(octokit: Octokit, r: Repo, pr: number): Promise<PullRequestNow | null> {
  try {
    const { data } = await octokit.rest.pulls.get({ ...r, pull_number: pr });
    return { head: data.head.sha, base: data.base.ref, open: data.state === "open" };
  } catch (err) {
    if (status(err) === 404) return null;
    throw err;
  }
}

/**
 * Whether any workflow run of commit `sha` exists (queued, running, waiting for approval or done):
 * `GET /repos/{o}/{r}/actions/runs?head_sha=…`, one run asked for.
 */
export async function hasWorkflowRun(octokit: Octokit, r: Repo, sha: string): Promise<boolean> {
  const { data } = await octokit.rest.actions.listWorkflowRunsForRepo({ ...r, head_sha: sha, per_page: 1 });
  return data.total_count > 0 || data.workflow_runs.length > 0;
}

/** The commenter's role on the repository: `role_name` (the `permission` field reports maintain as write). */
export async function roleOf(octokit: Octokit, r: Repo, username: string): Promise<string> {
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ ...r, username });
    return data.role_name || data.permission || "none";
  } catch (err) {
    if (status(err) === 404) return "none";
    throw err;
  }
}

/**
 * Whether a quarantine's owner is a user or a team GitHub knows (`GET /users/{login}`, a person; `GET
 * /orgs/{org}/teams/{slug}`): `unchecked` when GitHub would not say (the app may not read the org's teams) or the
 * owner is no `@user` / `@org/team`.
 */
export async function ownerCheck(
  octokit: Octokit,
  handle: { kind: "user"; login: string } | { kind: "team"; org: string; slug: string } | null,
): Promise<"found" | "not-found" | "unchecked"> {
  if (handle === null) return "not-found";
  try {
    if (handle.kind === "user") {
      const { data } = await octokit.rest.users.getByUsername({ username: handle.login });
      return data.type === "User" ? "found" : "not-found";
    }
    await octokit.rest.teams.getByName({ org: handle.org, team_slug: handle.slug });
    return "found";
  } catch (err) {
    const code = status(err);
    if (code === 404) return "not-found";
    if (code === 403) return "unchecked";
    throw err;
  }
}

/** The PR's sticky comment to write: `known` is its id as stored (null: none yet). */
export interface StickyWrite {
  octokit: Octokit;
  r: Repo;
  pr: number;
  body: string;
  known: number | null;
  /** The app's login (`slug[bot]`): the sticky comment is found by it and its marker. */
  appLogin: string;
}

/** Edits the PR's one sticky comment in place, finding it by id, else by marker and author; creates it once. */
export async function upsertSticky(w: StickyWrite): Promise<number> {
  const { octokit, r, pr, body, known, appLogin } = w;
  if (known !== null) {
    try {
      await octokit.rest.issues.updateComment({ ...r, comment_id: known, body });
      return known;
    } catch (err) {
      if (status(err) !== 404) throw err; // deleted by someone: find or post it again
    }
  }
  for (let page = 1; page <= MAX_COMMENT_PAGES; page++) {
    const { data } = await octokit.rest.issues.listComments({ ...r, issue_number: pr, per_page: 100, page });
    const mine = data.find((c) => c.user?.login === appLogin && (c.body ?? "").startsWith(STICKY_MARKER));
    if (mine !== undefined) {
      await octokit.rest.issues.updateComment({ ...r, comment_id: mine.id, body });
      return mine.id;
    }
    if (data.length < 100) break;
  }
  const { data } = await octokit.rest.issues.createComment({ ...r, issue_number: pr, body });
  return data.id;
}

export async function postComment(octokit: Octokit, r: Repo, pr: number, body: string): Promise<number> {
  const { data } = await octokit.rest.issues.createComment({ ...r, issue_number: pr, body });
  return data.id;
}

/** A commit status to set. */
export interface StatusWrite {
  sha: string;
  context: "flakeharden/agent" | "flakeharden/config";
  state: "success" | "failure" | "error" | "pending";
  /** Cut to GitHub's 140 characters. */
  description: string;
  targetUrl: string | null;
}

export async function setStatus(octokit: Octokit, r: Repo, w: StatusWrite): Promise<void> {
  const { sha, context, description, targetUrl } = w;
  await octokit.rest.repos.createCommitStatus({
    ...r,
    sha,
    context,
    state: w.state,
    description:
      description.length > STATUS_DESCRIPTION
        ? `${description.slice(0, STATUS_DESCRIPTION - 1)}…`
        : description,
    ...(targetUrl !== null ? { target_url: targetUrl } : {}),
  });
}

/** Adds or removes the PR's label (removing one that is not there is fine). */
export async function setLabel(
  octokit: Octokit,
  r: Repo,
  l: { pr: number; label: string; op: "add" | "remove" },
): Promise<void> {
  if (l.op === "add") await octokit.rest.issues.addLabels({ ...r, issue_number: l.pr, labels: [l.label] });
  else await removeLabel(octokit, r, l.pr, l.label);
}

/** Removes the label; a label that is not there is fine. */
async function removeLabel(octokit: Octokit, r: Repo, pr: number, label: string): Promise<void> {
  try {
    await octokit.rest.issues.removeLabel({ ...r, issue_number: pr, name: label });
  } catch (err) {
    if (status(err) !== 404) throw err;
  }
}

export async function react(
  octokit: Octokit,
  r: Repo,
  commentId: number,
  content: "eyes" | "+1" | "confused",
): Promise<void> {
  await octokit.rest.reactions.createForIssueComment({ ...r, comment_id: commentId, content });
}

export async function rerunFailedJobs(octokit: Octokit, r: Repo, runId: number): Promise<void> {
  await octokit.rest.actions.reRunWorkflowFailedJobs({ ...r, run_id: runId });
}

/** GitHub lists at most this many files of a PR (3,000: 30 pages of 100). */
const MAX_FILE_PAGES = 30;

export interface PullRequestFiles {
  files: { filename: string; patch: string | null }[];
  /** False when GitHub's cap of 3,000 files was reached: more may be changed. */
  complete: boolean;
}

/** The PR's changed files with their hunks (`patch`, absent for large or binary files), every page up to GitHub's cap. */
export async function listPullRequestFiles(octokit: Octokit, r: Repo, pr: number): Promise<PullRequestFiles> {
  const files: PullRequestFiles["files"] = [];
  for (let page = 1; page <= MAX_FILE_PAGES; page++) {
    const { data } = await octokit.rest.pulls.listFiles({ ...r, pull_number: pr, per_page: 100, page });
    for (const f of data) files.push({ filename: f.filename, patch: f.patch ?? null });
    if (data.length < 100) return { files, complete: true };
  }
  return { files, complete: false };
}
