// Every GitHub call the app makes, in one place: few writes per event, 404s that mean "not there" handled as
// such, nothing from a comment or an artifact used as a permission.
//
// Pacing (`pacing`, an Octokit plugin): Probot's throttling keys every installation alike without Redis ("no-id"),
// so it is turned off and each installation gets its own windows of content-creating requests (GitHub's secondary
// limits: 80 a minute, 500 an hour), honouring `retry-after` and `x-ratelimit-*`; one installation's burst never
// waits on another's. Every request has a timeout. The config file is cached briefly and revalidated with
// `If-None-Match` (a 304 costs no rate limit).
//
// Coalescing (`writeScope`): while a worker handles a delivery, a sticky comment's edit and a commit status are
// not sent at once but stored in the outbox under a key (the comment; the SHA and context), where a newer write
// replaces one not yet sent: a PR's events handled close together make one edit and one status per SHA.
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import type { OctokitResponse } from "@octokit/types";
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

// ---------------------------------------------------------------------------------------------------------------
// Pacing, timeouts, the config cache.

export interface PaceLimits {
  /** Content-creating requests per installation per minute (GitHub: about 80). */
  perMinute: number;
  /** …and per hour (GitHub: about 500). */
  perHour: number;
  /** Every request's timeout, in ms. */
  timeoutMs: number;
  /** Retries of a request GitHub refused for a rate limit, after waiting what it said. */
  rateLimitRetries: number;
  /** How long a config file read is served from memory before it is revalidated (If-None-Match), in ms. */
  configTtlMs: number;
}

export const DEFAULT_PACE: PaceLimits = {
  perMinute: 80,
  perHour: 500,
  timeoutMs: 30_000,
  rateLimitRetries: 3,
  configTtlMs: 60_000,
};

/** What pacing reports, for the metrics. */
export interface PaceEvents {
  request(method: string, status: number): void;
  waited(kind: "pace" | "retry-after" | "rate-limit-reset", ms: number): void;
}

const MINUTE = 60_000;
const HOUR = 3_600_000;
/** Waited after a secondary limit refusal that names no time. */
const FALLBACK_RETRY_AFTER_MS = 60_000;

class Lane {
  /** When each content-creating request of the last hour finished (or started, while in flight). */
  readonly times: number[] = [];
  pausedUntil = 0;
  /** Writes wait in line: the one at the head takes the next slot. */
  tail: Promise<void> = Promise.resolve();
  /** Writes waiting in line or for their slot. */
  waiting = 0;
}

/**
 * Per-installation windows of content-creating requests. A slot is stamped when its response arrives (later than
 * GitHub saw the request), so the windows GitHub counts are never fuller than ours.
 */
export class Pacer {
  readonly #lanes = new Map<string, Lane>();
  readonly #limits: PaceLimits;
  readonly #now: () => number;
  readonly #sleep: (ms: number) => Promise<void>;

  constructor(
    limits: PaceLimits,
    now: () => number = Date.now,
    sleep: (ms: number) => Promise<void> = delay,
  ) {
    this.#limits = limits;
    this.#now = now;
    this.#sleep = sleep;
  }

  #lane(key: string): Lane {
    let lane = this.#lanes.get(key);
    if (lane === undefined) {
      lane = new Lane();
      this.#lanes.set(key, lane);
    }
    return lane;
  }

  /** Ms until a request may go: the pause GitHub asked for, and for a write the two windows. */
  #wait(lane: Lane, write: boolean): number {
    const now = this.#now();
    let until = lane.pausedUntil;
    if (write) {
      while (lane.times.length > 0 && (lane.times[0] ?? 0) <= now - HOUR) lane.times.shift();
      const { perMinute, perHour } = this.#limits;
      if (lane.times.length >= perHour)
        until = Math.max(until, (lane.times[lane.times.length - perHour] ?? 0) + HOUR);
      const lastMinute = lane.times.filter((t) => t > now - MINUTE);
      if (lastMinute.length >= perMinute)
        until = Math.max(until, (lastMinute[lastMinute.length - perMinute] ?? 0) + MINUTE);
    }
    return Math.max(0, until - now);
  }

  /**
   * Waits for the installation's turn; returns the ms waited for pacing and a function to call when the
   * response arrived (it stamps the slot).
   */
  async acquire(
    key: string,
    write: boolean,
  ): Promise<{ waitedMs: number; pausedMs: number; done: () => void }> {
    const lane = this.#lane(key);
    let waitedMs = 0;
    let pausedMs = 0;
    if (!write) {
      const ms = this.#wait(lane, false);
      if (ms > 0) await this.#sleep(ms);
      return { waitedMs: 0, pausedMs: ms, done: () => undefined };
    }
    // One write at a time takes a slot, in order.
    const previous = lane.tail;
    let release: () => void = () => undefined;
    lane.tail = new Promise<void>((resolve) => (release = resolve));
    lane.waiting++;
    try {
      await previous;
      for (let ms = this.#wait(lane, true); ms > 0; ms = this.#wait(lane, true)) {
        if (lane.pausedUntil > this.#now()) pausedMs += ms;
        else waitedMs += ms;
        await this.#sleep(ms);
      }
    } catch (error) {
      release();
      throw error;
    } finally {
      lane.waiting--;
    }
    const slot = lane.times.push(this.#now()) - 1;
    const stamp = lane.times[slot];
    release();
    return {
      waitedMs,
      pausedMs,
      done: () => {
        const i = lane.times.lastIndexOf(stamp ?? 0);
        if (i >= 0) lane.times[i] = this.#now();
        lane.times.sort((a, b) => a - b);
      },
    };
  }

  /**
   * Ms until a write of `key` may go (0: now, no write waiting in line): the outbox takes a write from the store
   * only then, so that it keeps coalescing while the installation's budget is spent.
   */
  writeWait(key: string): number {
    const lane = this.#lane(key);
    return Math.max(this.#wait(lane, true), lane.waiting > 0 ? 1 : 0);
  }

  /** GitHub asked this installation to wait until `until` (epoch ms). */
  pause(key: string, until: number): void {
    const lane = this.#lane(key);
    lane.pausedUntil = Math.max(lane.pausedUntil, until);
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** How long the app's identity (`GET /app`) is kept. */
const IDENTITY_TTL_MS = 3_600_000;
const WRITE_METHODS = new Set(["POST", "PATCH", "PUT", "DELETE"]);
/** `POST /app/installations/{id}/access_tokens` (under `/api/v3` on GitHub Enterprise Server). */
const ACCESS_TOKEN_PATH = /\/app\/installations\/\d+\/access_tokens$/;
/** Config files read through `context.config` (the repository's, the org's `.github`). */
const CONFIG_PATH = /\/contents\/\.github\/flakeharden\.ya?ml$/;

interface Cached {
  etag: string | null;
  fetchedAt: number;
  response: OctokitResponse<unknown> | null;
  /** A 404 is cached too (no file: the defaults). */
  error: unknown;
}

function header(err: unknown, name: string): string | undefined {
  if (typeof err !== "object" || err === null || !("response" in err)) return undefined;
  const res = (err as { response?: { headers?: Record<string, unknown> } }).response;
  const v = res?.headers?.[name];
  return typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined;
}

/** When a rate-limit refusal says to try again (epoch ms), or null when it is no rate-limit refusal. */
export function rateLimitedUntil(err: unknown, now: number): number | null {
  const code = status(err);
  if (code !== 403 && code !== 429) return null;
  const retryAfter = header(err, "retry-after");
  if (retryAfter !== undefined && /^\d{1,6}$/.test(retryAfter)) return now + Number(retryAfter) * 1000;
  if (header(err, "x-ratelimit-remaining") === "0") {
    const reset = header(err, "x-ratelimit-reset");
    if (reset !== undefined && /^\d{1,12}$/.test(reset)) return Math.max(now, Number(reset) * 1000 + 1000);
  }
  const message = err instanceof Error ? err.message : "";
  if (/\bsecondary rate limit\b/i.test(message)) return now + FALLBACK_RETRY_AFTER_MS;
  return null;
}

/**
 * The Octokit plugin that paces per installation, times every request out, retries rate-limit refusals after the
 * wait GitHub asked for, and caches config reads. `installationId` comes from the constructor's auth options
 * (Probot's installation Octokit has it; the app's own has none and is paced as "app").
 */
type OctokitPlugin = Parameters<typeof ProbotOctokit.plugin>[0];

export function pacing(
  pacer: Pacer,
  limits: PaceLimits,
  events: PaceEvents,
  now: () => number = Date.now,
): OctokitPlugin {
  const configCache = new Map<string, Cached>();
  return (octokit, options) => {
    const auth: unknown = options.auth;
    const installation =
      typeof auth === "object" &&
      auth !== null &&
      "installationId" in auth &&
      (typeof auth.installationId === "number" || typeof auth.installationId === "string")
        ? String(auth.installationId)
        : "app";
    octokit.hook.wrap("request", async (request, o) => {
      const { method, url } = octokit.request.endpoint.parse(o);
      const path = decodeURIComponent(new URL(url, "http://github.invalid").pathname);
      // An installation token is the app's request (its JWT), not content the installation creates.
      const write = WRITE_METHODS.has(method) && !ACCESS_TOKEN_PATH.test(path);
      // The config file (briefly, then revalidated), and the app's identity (`GET /app`: it does not change).
      const ttl = path.endsWith("/app") ? IDENTITY_TTL_MS : limits.configTtlMs;
      const cacheKey =
        method === "GET" && (CONFIG_PATH.test(path) || path.endsWith("/app"))
          ? `${installation} ${url}`
          : null;
      const cached = cacheKey !== null ? configCache.get(cacheKey) : undefined;
      if (cached !== undefined && now() - cached.fetchedAt < ttl) {
        if (cached.error !== null || cached.response === null) throw cached.error;
        return structuredClone(cached.response);
      }
      for (let attempt = 0; ; attempt++) {
        const slot = await pacer.acquire(installation, write);
        if (slot.waitedMs > 0) events.waited("pace", slot.waitedMs);
        if (slot.pausedMs > 0) events.waited("retry-after", slot.pausedMs);
        const signal = o.request.signal ?? AbortSignal.timeout(limits.timeoutMs);
        const headers = { ...o.headers };
        if (cached?.etag != null) headers["if-none-match"] = cached.etag;
        try {
          const response = await request({ ...o, headers, request: { ...o.request, signal } });
          slot.done();
          events.request(method, response.status);
          observe(response.headers, installation);
          if (cacheKey !== null) {
            const etag = response.headers.etag;
            configCache.set(cacheKey, {
              etag: typeof etag === "string" ? etag : null,
              fetchedAt: now(),
              response: structuredClone(response),
              error: null,
            });
          }
          return response;
        } catch (err) {
          slot.done();
          const code = status(err) ?? 0;
          events.request(method, code);
          if (cacheKey !== null && cached !== undefined && code === 304) {
            cached.fetchedAt = now();
            if (cached.error !== null || cached.response === null) throw cached.error;
            return structuredClone(cached.response);
          }
          if (cacheKey !== null && code === 404) {
            configCache.set(cacheKey, {
              etag: header(err, "etag") ?? null,
              fetchedAt: now(),
              response: null,
              error: err,
            });
          }
          const until = rateLimitedUntil(err, now());
          if (until !== null) {
            pacer.pause(installation, until);
            if (attempt < limits.rateLimitRetries) continue;
          }
          throw err;
        }
      }
    });

    function observe(headers: Record<string, unknown>, key: string): void {
      // The primary limit spent: wait for its reset rather than be refused.
      if (headers["x-ratelimit-remaining"] === "0") {
        const reset = Number(headers["x-ratelimit-reset"]);
        if (Number.isFinite(reset) && reset > 0) pacer.pause(key, reset * 1000 + 1000);
      }
    }
  };
}

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
