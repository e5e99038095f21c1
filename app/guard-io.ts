// The guard's GitHub side: what a push changed (the compare API, with patches, between the previous attempt's head
// and the new one) and who wrote its commits, runs that gave no CI signal, a run's minutes, and comments that
// trigger the agent. Each handler gathers, calls one transition of the core (core/agent/index.ts: onPush,
// onNoSignal, onTrigger) under the PR's lock, and carries the effects out with the app's writer (context.ts); it decides nothing.
import type { Context } from "probot";
import { loadRepoConfig } from "./config.js";
import { type Env, type PrTarget, carryOut, contextOf, saved } from "./context.js";
import { type Octokit, type Repo, pullRequestNow } from "./github.js";
import { isAgentPush, mentionsAgent, onNoSignal, onPush, onTrigger } from "../src/core/agent/index.js";
import { repositoryKey } from "../src/core/relate/provenance.js";
import { type PushRead, noSignal, readCompare } from "../src/core/guard/index.js";

/**
 * What `base...head` changed and who wrote it: `GET /repos/{o}/{r}/compare/{base}...{head}` (files with patches,
 * commits with authors), read by the core's `readCompare`.
 */
export async function readPush(octokit: Octokit, r: Repo, base: string, head: string): Promise<PushRead> {
  const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
    ...r,
    basehead: `${base}...${head}`,
  });
  const read = readCompare(data);
  if (typeof read === "string")
    throw new Error(`the compare API's answer for ${base}...${head} is not as documented: ${read}`);
  return read;
}

/** Minutes a run took, from its start to its last update (GitHub's `run_started_at`, `updated_at`); null when unknown. */
export function runMinutes(run: { run_started_at?: string | null; updated_at: string }): number | null {
  if (run.run_started_at === undefined || run.run_started_at === null) return null;
  const ms = Date.parse(run.updated_at) - Date.parse(run.run_started_at);
  return Number.isFinite(ms) && ms >= 0 ? Math.round(ms / 6_000) / 10 : null;
}

type PushContext = Context<"pull_request.opened" | "pull_request.synchronize" | "pull_request.reopened">;

/**
 * A push to a PR: its change since the previous attempt's head (else the push's `before`, else the PR's base) and
 * its commits' authors are read, and `onPush` judges it. A push already judged (a redelivery) changes nothing.
 */
export async function onPullRequestPush(context: PushContext, d: Env): Promise<void> {
  const { pull_request: pull, repository } = context.payload;
  const head = pull.head.sha;
  const t: PrTarget = {
    octokit: context.octokit,
    r: context.repo(),
    repository: repository.full_name,
    key: repositoryKey(repository.id),
    installationId: context.payload.installation?.id ?? null,
    pr: pull.number,
    cfg: await loadRepoConfig(context),
  };
  const before = "before" in context.payload ? context.payload.before : null;
  await d.store.withPr({ repository: t.key, pr: t.pr }, async (session) => {
    const state = await session.state();
    if (state.guard?.push?.sha === head) return;
    const history = await session.attempts();
    const base = history.at(-1)?.sha ?? before ?? pull.base.sha;
    let read: PushRead | null = null;
    try {
      read = await readPush(t.octokit, t.r, base, head);
    } catch (err) {
      context.log.warn({ err }, `reading ${base}...${head} failed: the push is not judged`);
    }
    const authors = read?.authors ?? [context.payload.sender.login];
    const byAgent = isAgentPush({
      config: t.cfg.config,
      prAuthor: { login: pull.user?.login ?? "", bot: pull.user?.type === "Bot" },
      commitAuthors: authors,
    });
    const next = onPush({
      ctx: contextOf(t, d),
      state,
      history,
      push: { sha: head, author: authors.at(-1) ?? context.payload.sender.login, byAgent },
      guard: read?.guard ?? null,
    });
    await session.saveState(saved(next.state, await carryOut(t, d, next.effects)));
    // The head the sweep watches for a run (app/sweep.ts): due `guard.no-run-minutes` after the push.
    const pushedAt = d.now().getTime();
    const minutes = t.cfg.config.guard["no-run-minutes"];
    await d.store.heads.pushed({
      repository: t.key,
      pr: t.pr,
      sha: head,
      owner: t.r.owner,
      name: t.r.repo,
      installationId: t.installationId,
      byAgent,
      pushedAt,
      dueAt: minutes === 0 ? null : pushedAt + minutes * 60_000,
    });
  });
}

/** Any workflow run of a commit (requested, in progress, completed): the sweep has nothing to say of it. */
export async function onAnyRun(context: Context<"workflow_run">, d: Env): Promise<void> {
  const { workflow_run: run, repository } = context.payload;
  await d.store.heads.runSeen(repositoryKey(repository.id), run.head_sha);
}

type RunContext = Context<"workflow_run.completed">;

/**
 * A run that gave no CI signal (core/guard/signal.ts): for each PR whose head it ran, as GitHub has the PR now,
 * `onNoSignal` (not an attempt). A run of a commit the PR has moved past (cancelled by a newer push: the usual
 * `concurrency` case) is nobody's concern. Returns false when the conclusion gives a signal.
 */
export async function onNoSignalRun(context: RunContext, d: Env, prs: readonly number[]): Promise<boolean> {
  const run = context.payload.workflow_run;
  const why = noSignal(run.conclusion);
  if (why === null) return false;
  const repository = context.payload.repository.full_name;
  const key = repositoryKey(context.payload.repository.id);
  const installationId = context.payload.installation?.id ?? null;
  const cfg = await loadRepoConfig(context);
  for (const pr of prs) {
    const t: PrTarget = {
      octokit: context.octokit,
      r: context.repo(),
      repository,
      key,
      installationId,
      pr,
      cfg,
    };
    if ((await pullRequestNow(t.octokit, t.r, pr))?.head !== run.head_sha) continue;
    await d.store.withPr({ repository: key, pr }, async (session) => {
      const minutes = runMinutes(run);
      const next = onNoSignal({
        ctx: contextOf(t, d),
        state: await session.state(),
        history: await session.attempts(),
        sha: run.head_sha,
        why: `${run.path}: ${why}`,
        url: run.html_url,
        run: minutes === null ? null : { key: `${run.id}:${run.run_attempt}`, minutes },
      });
      await session.saveState(saved(next.state, await carryOut(t, d, next.effects)));
    });
  }
  return true;
}

type CommentContext = Context<"issue_comment.created">;

/**
 * A comment on a PR that mentions the agent, by anyone but the app (whose own mentions the transitions charge):
 * charged to the budget by `onTrigger`, another bot's included (a chain of bots counts).
 */
export async function onAgentTrigger(context: CommentContext, d: Env): Promise<void> {
  const { comment, issue, repository } = context.payload;
  if (issue.pull_request === undefined || comment.user === null || !comment.body.includes("@")) return;
  if (comment.user.login.toLowerCase() === (await d.appLogin()).toLowerCase()) return;
  const cfg = await loadRepoConfig(context);
  if (!mentionsAgent(comment.body, cfg.config)) return;
  const t: PrTarget = {
    octokit: context.octokit,
    r: context.repo(),
    repository: repository.full_name,
    key: repositoryKey(repository.id),
    installationId: context.payload.installation?.id ?? null,
    pr: issue.number,
    cfg,
  };
  await d.store.withPr({ repository: t.key, pr: t.pr }, async (session) => {
    const next = onTrigger({
      ctx: contextOf(t, d),
      state: await session.state(),
      history: await session.attempts(),
      head: null,
    });
    await session.saveState(saved(next.state, await carryOut(t, d, next.effects)));
  });
}
