// Every GitHub call the app makes, in one place: few writes per event, 404s that mean "not there" handled as
// such, nothing from a comment or an artifact used as a permission. Pacing the requests: app/pacing.ts.
//
// Coalescing (`writeScope`): while a worker handles a delivery, a sticky comment's edit and a commit status are
// not sent at once but stored in the outbox under a key (the comment; the SHA and context), where a newer write
// replaces one not yet sent: a PR's events handled close together make one edit and one status per SHA.
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import type { ProbotOctokit } from "probot";
import { STICKY_MARKER } from "../src/core/render/comment.js";

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

export interface RunRef {
  headSha: string;
  headBranch: string | null;
  /** `owner/name` of the repository the run's commit comes from (a fork for a fork's PR). */
  headRepository: string | null;
}

/**
 * The open PRs of `repo` whose head is the run's commit. Used when the payload's `pull_requests` is
 * empty, as it is for a fork's PR: matched on the head SHA and the head repository, never on a name
 * the run chose.
 */
export async function findPullRequestsForRun(octokit: Octokit, r: Repo, run: RunRef): Promise<number[]> {
  if (run.headRepository === null) return [];
  const headOwner = run.headRepository.split("/")[0] ?? "";
  const found: number[] = [];
  for (let page = 1; page <= MAX_PR_PAGES; page++) {
    const { data } = await octokit.rest.pulls.list({
      ...r,
      state: "open",
      per_page: 100,
      page,
      ...(run.headBranch !== null ? { head: `${headOwner}:${run.headBranch}` } : {}),
    });
    for (const pr of data) {
      if (pr.head.sha === run.headSha && pr.head.repo?.full_name === run.headRepository)
        found.push(pr.number);
    }
    if (data.length < 100) break;
  }
  return found;
}

/** What GitHub says of a PR now: its head commit and its base branch. */
export interface PullRequestNow {
  head: string;
  base: string;
}

/** The PR as GitHub has it now (`pulls.get`); null when it is not there (404). */
export async function pullRequestNow(octokit: Octokit, r: Repo, pr: number): Promise<PullRequestNow | null> {
  try {
    const { data } = await octokit.rest.pulls.get({ ...r, pull_number: pr });
    return { head: data.head.sha, base: data.base.ref };
  } catch (err) {
    if (status(err) === 404) return null;
    throw err;
  }
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
  /** The store's key of the repository (its id): where the outbox records the comment's id. */
  key: string;
  pr: number;
  body: string;
  known: number | null;
  /** The app's login (`slug[bot]`): the sticky comment is found by it and its marker. */
  appLogin: string;
}

/**
 * Edits the PR's one sticky comment in place, finding it by id, else by marker and author; creates it once.
 * Within a write scope (the inbox) the write goes to the outbox and the id is returned when known, else null: the
 * outbox creates the comment (once, with the latest body) and records its id in the PR's state.
 */
export async function upsertSticky(w: StickyWrite): Promise<number | null> {
  const { r, pr, body, known } = w;
  const scope = writeScope.getStore();
  if (scope !== undefined) {
    await scope.put(
      known !== null ? `comment:${r.owner}/${r.repo}:${known}` : `sticky:${r.owner}/${r.repo}#${pr}`,
      known !== null
        ? {
            kind: "sticky",
            route: "PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}",
            params: { ...r, comment_id: known, body },
            pr,
            repository: w.key,
          }
        : { kind: "sticky-create", route: "", params: { ...r, body }, pr, repository: w.key },
    );
    return known;
  }
  return upsertStickyNow(w);
}

/** upsertSticky, sent now (the outbox's sender; outside the inbox). */
export async function upsertStickyNow(w: StickyWrite): Promise<number> {
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

/**
 * The agent's mention: a new comment (a mention only notifies in a new one). Within a write scope it waits in the
 * outbox like the other writes, so that a handler never waits for the installation's pacing; it is keyed by its
 * body, so a redelivered attempt's mention not yet sent is stored once.
 */
export async function postMention(octokit: Octokit, r: Repo, pr: number, body: string): Promise<void> {
  const scope = writeScope.getStore();
  if (scope === undefined) {
    await postComment(octokit, r, pr, body);
    return;
  }
  const digest = createHash("sha256").update(body).digest("hex").slice(0, 32);
  await scope.put(`mention:${r.owner}/${r.repo}#${pr}:${digest}`, {
    kind: "comment",
    route: "POST /repos/{owner}/{repo}/issues/{issue_number}/comments",
    params: { ...r, issue_number: pr, body },
    pr,
  });
}

/** A commit status to set. */
export interface StatusWrite {
  /**
   * The PR it is set for: in the outbox a newer status of the PR (and context) replaces one not yet sent, even on
   * another commit (the PR's head moved on: the status that counts is the head's). Null: keyed by commit.
   */
  pr: number | null;
  sha: string;
  context: "flakeharden/agent" | "flakeharden/config";
  state: "success" | "failure" | "error";
  /** Cut to GitHub's 140 characters. */
  description: string;
  targetUrl: string | null;
}

export async function setStatus(octokit: Octokit, r: Repo, w: StatusWrite): Promise<void> {
  const { sha, context, description, targetUrl } = w;
  const params = {
    ...r,
    sha,
    context,
    state: w.state,
    description:
      description.length > STATUS_DESCRIPTION
        ? `${description.slice(0, STATUS_DESCRIPTION - 1)}…`
        : description,
    ...(targetUrl !== null ? { target_url: targetUrl } : {}),
  };
  const scope = writeScope.getStore();
  if (scope !== undefined) {
    const key =
      w.pr !== null
        ? `status:${r.owner}/${r.repo}#${w.pr}:${context}`
        : `status:${r.owner}/${r.repo}:${sha}:${context}`;
    await scope.put(key, {
      kind: "status",
      route: "POST /repos/{owner}/{repo}/statuses/{sha}",
      params,
      pr: null,
    });
    return;
  }
  await octokit.rest.repos.createCommitStatus(params);
}

/** What `flakeharden/config` last said per repository (the store remembers; see setConfigStatus). */
export interface ConfigMemory {
  configFailing(repository: string): Promise<boolean>;
  setConfigFailing(repository: string, failing: boolean, at: string): Promise<void>;
}

/**
 * `flakeharden/config` on `sha`: failure while the file is invalid; success once it is valid again (on the head
 * that shows it valid). A repository whose file was never invalid gets no status (no write per event).
 */
export async function setConfigStatus(
  octokit: Octokit,
  r: Repo,
  c: {
    repository: string;
    pr: number | null;
    sha: string;
    error: string | null;
    memory: ConfigMemory;
    at: string;
  },
): Promise<void> {
  const failing = await c.memory.configFailing(c.repository);
  if (c.error === null && !failing) return;
  await setStatus(octokit, r, {
    pr: c.pr,
    sha: c.sha,
    context: "flakeharden/config",
    state: c.error === null ? "success" : "failure",
    description:
      c.error === null
        ? ".github/flakeharden.yml is valid"
        : ".github/flakeharden.yml is invalid: see the flakeharden comment",
    targetUrl: null,
  });
  // After the write (or its place in the outbox): a crash in between sets it again, never loses it.
  if (failing !== (c.error !== null)) await c.memory.setConfigFailing(c.repository, c.error !== null, c.at);
}

// ---------------------------------------------------------------------------------------------------------------
// Coalesced writes.

/** A write the outbox may replace by a newer one with the same key. */
export interface CoalescedWrite {
  /**
   * `sticky-create`: the PR's sticky comment before it has an id (created by the outbox, once). `comment`: a new
   * comment (the agent's mention). `label`: a label added or removed (a 404 on removing is fine).
   */
  kind: "sticky" | "sticky-create" | "status" | "comment" | "label";
  route: string;
  params: Record<string, unknown>;
  /** The PR of a sticky comment (to find it again if someone deleted it), a mention or a label. */
  pr: number | null;
  /** The store's key of the repository (its id), for a sticky comment whose id the outbox records. */
  repository?: string;
}

export interface WriteScope {
  put(key: string, write: CoalescedWrite): Promise<void>;
}

/** Set by the inbox around each delivery it hands to the app's handlers. */
export const writeScope = new AsyncLocalStorage<WriteScope>();

/**
 * Adds or removes the PR's label. Within a write scope it goes to the outbox, keyed by PR and label: the latest of
 * an add and a remove not yet sent is the one sent.
 */
export async function setLabel(
  octokit: Octokit,
  r: Repo,
  l: { pr: number; label: string; op: "add" | "remove" },
): Promise<void> {
  const scope = writeScope.getStore();
  if (scope !== undefined) {
    await scope.put(`label:${r.owner}/${r.repo}#${l.pr}:${l.label}`, {
      kind: "label",
      route:
        l.op === "add"
          ? "POST /repos/{owner}/{repo}/issues/{issue_number}/labels"
          : "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}",
      params:
        l.op === "add"
          ? { ...r, issue_number: l.pr, labels: [l.label] }
          : { ...r, issue_number: l.pr, name: l.label },
      pr: l.pr,
    });
    return;
  }
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
