// Every GitHub call the PR action makes, through the REST API with the workflow's token.
import { parse as parseYaml } from "yaml";
import { type Api, GitHubError, statusOf } from "./api.js";
import { type PushRead, readCompare } from "../core/guard/index.js";
import { STICKY_MARKER } from "../core/render/comment.js";
import { type OpenPull, type RunHead, headFilter, pullMatchesRun } from "../core/relate/provenance.js";

export interface Repo {
  owner: string;
  repo: string;
}

/** Pages of 100 comments read to find the sticky comment: every page GitHub has, up to 100,000 comments. */
const MAX_COMMENT_PAGES = 1_000;
/** Open PRs scanned when a fork's run does not name its PR. */
const MAX_PR_PAGES = 5;
/** GitHub lists at most 3,000 files of a PR (30 pages of 100). */
const MAX_FILE_PAGES = 30;
/** GitHub's commit status descriptions hold at most 140 characters. */
const STATUS_DESCRIPTION = 140;

export interface BotComment {
  id: number;
  body: string;
}

export interface StickyFound {
  /** The bot's sticky comment (the oldest, if it wrote more than one). */
  mine: BotComment | null;
  /** Other comments that carry the marker: a user's paste, or a second one of the bot's (ignored, said in the log). */
  ignored: { id: number; author: string }[];
}

const CommentRow = (x: unknown): { id: number; body: string; login: string; type: string } | null => {
  if (typeof x !== "object" || x === null) return null;
  const c = x as { id?: unknown; body?: unknown; user?: { login?: unknown; type?: unknown } | null };
  if (typeof c.id !== "number") return null;
  return {
    id: c.id,
    body: typeof c.body === "string" ? c.body : "",
    login: typeof c.user?.login === "string" ? c.user.login : "",
    type: typeof c.user?.type === "string" ? c.user.type : "",
  };
};

/** The PR's sticky comment: by the bot (`botLogin`, a Bot account) and starting with the marker, through every page. */
export async function findSticky(api: Api, r: Repo, pr: number, botLogin: string): Promise<StickyFound> {
  let mine: BotComment | null = null;
  const ignored: StickyFound["ignored"] = [];
  for (let page = 1; page <= MAX_COMMENT_PAGES; page++) {
    const { data } = await api.request("GET /repos/{owner}/{repo}/issues/{issue_number}/comments", {
      ...r,
      issue_number: pr,
      per_page: 100,
      page,
    });
    const rows = Array.isArray(data) ? data : [];
    for (const raw of rows) {
      const c = CommentRow(raw);
      if (c === null || !c.body.startsWith(STICKY_MARKER)) continue;
      const bot = c.login.toLowerCase() === botLogin.toLowerCase() && c.type === "Bot";
      if (bot && mine === null) mine = { id: c.id, body: c.body };
      else ignored.push({ id: c.id, author: c.login });
    }
    if (rows.length < 100) break;
  }
  return { mine, ignored };
}

/** One comment as it is now; null when it was deleted. */
export async function getComment(api: Api, r: Repo, id: number): Promise<BotComment | null> {
  try {
    const { data } = await api.request("GET /repos/{owner}/{repo}/issues/comments/{comment_id}", {
      ...r,
      comment_id: id,
    });
    const c = CommentRow(data);
    return c === null ? null : { id: c.id, body: c.body };
  } catch (err) {
    if (statusOf(err) === 404) return null;
    throw err;
  }
}

export async function createComment(api: Api, r: Repo, pr: number, body: string): Promise<number> {
  const { data } = await api.request("POST /repos/{owner}/{repo}/issues/{issue_number}/comments", {
    ...r,
    issue_number: pr,
    body,
  });
  const c = CommentRow(data);
  if (c === null) throw new GitHubError(201, "POST comments", "creating a comment answered no comment id");
  return c.id;
}

export async function updateComment(api: Api, r: Repo, id: number, body: string): Promise<void> {
  await api.request("PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}", {
    ...r,
    comment_id: id,
    body,
  });
}

export async function deleteComment(api: Api, r: Repo, id: number): Promise<void> {
  await api.request("DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}", { ...r, comment_id: id });
}

/** The open PRs whose head is the run's commit from the run's head repository (a fork's run names none). */
export async function findPullRequestsForRun(api: Api, r: Repo, run: RunHead): Promise<number[]> {
  if (run.headRepository === null) return [];
  const head = headFilter(run);
  const found: number[] = [];
  for (let page = 1; page <= MAX_PR_PAGES; page++) {
    const { data } = await api.request("GET /repos/{owner}/{repo}/pulls", {
      ...r,
      state: "open",
      per_page: 100,
      page,
      ...(head !== null ? { head } : {}),
    });
    const rows = Array.isArray(data) ? (data as unknown[]) : [];
    for (const raw of rows) {
      const p = raw as { number?: unknown; head?: { sha?: unknown; repo?: { full_name?: unknown } | null } };
      if (typeof p.number !== "number") continue;
      const pull: OpenPull = {
        number: p.number,
        headSha: typeof p.head?.sha === "string" ? p.head.sha : "",
        headRepository: typeof p.head?.repo?.full_name === "string" ? p.head.repo.full_name : null,
      };
      if (pullMatchesRun(pull, run)) found.push(pull.number);
    }
    if (rows.length < 100) break;
  }
  return found;
}

/** The PR as GitHub has it now: its head commit and base branch; null when it is not there. */
export async function pullRequestNow(
  api: Api,
  r: Repo,
  pr: number,
): Promise<{ head: string; base: string } | null> {
  try {
    const { data } = await api.request("GET /repos/{owner}/{repo}/pulls/{pull_number}", {
      ...r,
      pull_number: pr,
    });
    const p = data as { head?: { sha?: unknown }; base?: { ref?: unknown } };
    if (typeof p.head?.sha !== "string" || typeof p.base?.ref !== "string") return null;
    return { head: p.head.sha, base: p.base.ref };
  } catch (err) {
    if (statusOf(err) === 404) return null;
    throw err;
  }
}

/** The commenter's role (`role_name`: the `permission` field reports maintain as write, triage as read). */
export async function roleOf(api: Api, r: Repo, username: string): Promise<string> {
  try {
    const { data } = await api.request("GET /repos/{owner}/{repo}/collaborators/{username}/permission", {
      ...r,
      username,
    });
    const d = data as { role_name?: unknown; permission?: unknown };
    const role = typeof d.role_name === "string" && d.role_name !== "" ? d.role_name : d.permission;
    return typeof role === "string" && role !== "" ? role : "none";
  } catch (err) {
    if (statusOf(err) === 404) return "none";
    throw err;
  }
}

export interface PullRequestFiles {
  files: { filename: string; patch: string | null }[];
  complete: boolean;
}

export async function listPullRequestFiles(api: Api, r: Repo, pr: number): Promise<PullRequestFiles> {
  const files: PullRequestFiles["files"] = [];
  for (let page = 1; page <= MAX_FILE_PAGES; page++) {
    const { data } = await api.request("GET /repos/{owner}/{repo}/pulls/{pull_number}/files", {
      ...r,
      pull_number: pr,
      per_page: 100,
      page,
    });
    const rows = Array.isArray(data) ? (data as { filename?: unknown; patch?: unknown }[]) : [];
    for (const f of rows)
      if (typeof f.filename === "string")
        files.push({ filename: f.filename, patch: typeof f.patch === "string" ? f.patch : null });
    if (rows.length < 100) return { files, complete: true };
  }
  return { files, complete: false };
}

/** Bytes of the config file GitHub serves at most (the schema's values are short). */
const MAX_CONFIG_BYTES = 256 * 1024;

/**
 * `path` on `ref` (the default branch, never the PR's head: a PR cannot change the rules it is judged by), parsed
 * as YAML: null when there is no file.
 */
export async function readConfigFile(
  api: Api,
  r: Repo,
  path: string,
  ref: string,
): Promise<{ parsed: unknown } | { unreadable: string } | null> {
  let text: string;
  try {
    const { data } = await api.request("GET /repos/{owner}/{repo}/contents/{path}", {
      ...r,
      path,
      ref,
      headers: { accept: "application/vnd.github.raw+json" },
    });
    if (typeof data !== "string") return { unreadable: "not a file (a directory, or a submodule)" };
    text = data;
  } catch (err) {
    if (statusOf(err) === 404) return null;
    throw err;
  }
  if (text.length > MAX_CONFIG_BYTES) return { unreadable: `larger than ${MAX_CONFIG_BYTES} bytes` };
  try {
    return { parsed: parseYaml(text, { maxAliasCount: 100 }) as unknown };
  } catch (err) {
    return { unreadable: (err as Error).message.split("\n")[0] ?? "not YAML" };
  }
}

export async function setLabel(
  api: Api,
  r: Repo,
  l: { pr: number; label: string; op: "add" | "remove" },
): Promise<void> {
  const { pr, label, op } = l;
  if (op === "add") {
    await api.request("POST /repos/{owner}/{repo}/issues/{issue_number}/labels", {
      ...r,
      issue_number: pr,
      labels: [label],
    });
    return;
  }
  try {
    await api.request("DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}", {
      ...r,
      issue_number: pr,
      name: label,
    });
  } catch (err) {
    if (statusOf(err) !== 404) throw err; // not there: fine
  }
}

export async function setStatus(
  api: Api,
  r: Repo,
  s: { sha: string; context: string; state: string; description: string; url: string | null },
): Promise<void> {
  await api.request("POST /repos/{owner}/{repo}/statuses/{sha}", {
    ...r,
    sha: s.sha,
    context: s.context,
    state: s.state,
    description:
      s.description.length > STATUS_DESCRIPTION
        ? `${s.description.slice(0, STATUS_DESCRIPTION - 1)}…`
        : s.description,
    ...(s.url !== null ? { target_url: s.url } : {}),
  });
}

export async function react(api: Api, r: Repo, commentId: number, content: string): Promise<void> {
  await api.request("POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions", {
    ...r,
    comment_id: commentId,
    content,
  });
}

export async function rerunFailedJobs(api: Api, r: Repo, runId: number): Promise<void> {
  await api.request("POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs", {
    ...r,
    run_id: runId,
  });
}

/**
 * What `base...head` changed and who wrote it: `GET /repos/{o}/{r}/compare/{base}...{head}` (one answer: files with
 * patches, at most 300, each patch bounded by GitHub and again by the guard; commits with authors, at most 250),
 * read by the core's `readCompare` as the app reads it.
 */
export async function readPush(api: Api, r: Repo, base: string, head: string): Promise<PushRead> {
  const { data } = await api.request("GET /repos/{owner}/{repo}/compare/{basehead}", {
    ...r,
    basehead: `${base}...${head}`,
  });
  const read = readCompare(data);
  if (typeof read === "string")
    throw new GitHubError(
      200,
      "GET compare",
      `the compare API's answer for ${base}...${head} is not as documented: ${read}`,
    );
  return read;
}
