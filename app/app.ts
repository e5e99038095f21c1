// The Probot application: `workflow_run.completed` records an attempt, decides, and updates the PR's
// one sticky comment; `issue_comment.created` takes commands from people with write access.
// Every handler is idempotent (keyed by run id and run attempt) and holds the PR's lock while it
// reads and writes its state, so two runs finishing together for one PR are taken one after the other.
import type { ApplicationFunction, Context, Probot } from "probot";
import { loadRepoConfig, type RepoConfig } from "./config.js";
import {
  type Octokit,
  type Repo,
  addLabel,
  findPullRequestsForRun,
  postComment,
  react,
  removeLabel,
  rerunFailedJobs,
  roleOf,
  setConfigStatus,
  setStatus,
  upsertSticky,
} from "./github.js";
import { type FetchedReport, fetchReport } from "./report.js";
import type { PrSession, Store } from "./store/index.js";
import { type Command, parseCommands } from "../src/core/commands.js";
import {
  type Effect,
  type PrContext,
  admit,
  githubRefused,
  obeys,
  onAttempt,
  onCommand,
  onCommentDone,
  conclusionIgnored,
  reportIgnored,
  workflowIgnored,
} from "../src/core/agent.js";
import type { PrState, Report } from "../src/core/schema.js";

export interface AppOptions {
  store: Store;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
  /** `https://github.com` unless on GitHub Enterprise Server. */
  serverUrl?: string;
}

type RunContext = Context<"workflow_run.completed">;
type CommentContext = Context<"issue_comment.created">;

export function flakeharden(options: AppOptions): ApplicationFunction {
  const now = options.now ?? (() => new Date());
  const serverUrl = options.serverUrl ?? "https://github.com";

  return (app: Probot) => {
    // The app's own login (`slug[bot]`), asked once: its comments are found by it and never obeyed.
    let login: Promise<string> | null = null;
    const appLogin = (): Promise<string> => {
      login ??= (async () => {
        const octokit = await app.auth();
        const { data } = await octokit.rest.apps.getAuthenticated();
        if (data === null || typeof data.slug !== "string") throw new Error("GET /app returned no slug");
        return `${data.slug}[bot]`;
      })().catch((err: unknown) => {
        login = null;
        throw err;
      });
      return login;
    };
    const env: Env = { store: options.store, now, serverUrl, appLogin };
    app.on("workflow_run.completed", (context) => onWorkflowRun(context, env));
    app.on("issue_comment.created", (context) => onComment(context, env));
  };
}

interface Env {
  store: Store;
  now: () => Date;
  serverUrl: string;
  appLogin: () => Promise<string>;
}

interface PrTarget {
  octokit: Octokit;
  r: Repo;
  repository: string;
  pr: number;
  cfg: RepoConfig;
}

async function onWorkflowRun(context: RunContext, env: Env): Promise<void> {
  const { workflow_run: run, repository: repo } = context.payload;
  const log = context.log.child({ run: run.id, attempt: run.run_attempt });
  const repository = repo.full_name;
  const cancelled = conclusionIgnored(run.conclusion);
  if (cancelled !== null) {
    log.info(cancelled);
    return;
  }
  const r = context.repo();
  const cfg = await loadRepoConfig(context);
  const seen = { conclusion: run.conclusion, workflow: run.path, config: cfg.config };
  const ignored = workflowIgnored(seen);
  if (ignored !== null) {
    log.info(ignored);
    return;
  }

  // The PRs: the payload lists them unless the PR comes from a fork (and may list other repositories' PRs).
  let prs = run.pull_requests.flatMap((p) => (p !== null && p.base.repo.id === repo.id ? [p.number] : []));
  if (prs.length === 0) {
    prs = await findPullRequestsForRun(context.octokit, r, {
      headSha: run.head_sha,
      headBranch: run.head_branch,
      headRepository: run.head_repository?.full_name ?? null,
    });
  }
  if (prs.length === 0) {
    log.info("no open PR has this run's head commit: ignored");
    return;
  }
  const pending: number[] = [];
  for (const pr of prs)
    if (!(await env.store.hasAttempt(repository, run.id, run.run_attempt, pr))) pending.push(pr);
  if (pending.length === 0) {
    log.info("run already recorded: nothing to do (redelivered or duplicated event)");
    return;
  }

  const facts = {
    repository,
    runId: run.id,
    runAttempt: run.run_attempt,
    headSha: run.head_sha,
    pullRequests: prs,
  };
  const fetched: FetchedReport = await fetchReport(context.octokit, r, facts, cfg.config);
  if (fetched.kind === "rejected") log.warn(`report refused: ${fetched.reason}`);
  const known = fetched.kind === "none" && (await env.store.knownWorkflow(repository, run.path));
  const unused = reportIgnored({ ...seen, report: fetched.kind, knownWorkflow: known });
  if (unused !== null) {
    log.info(unused);
    return;
  }
  const report = fetched.kind === "ok" ? fetched.report : null;
  const runInfo = {
    runId: run.id,
    runAttempt: run.run_attempt,
    sha: run.head_sha,
    conclusion: run.conclusion ?? "unknown",
    url: run.html_url,
    workflow: run.path,
  };
  for (const pr of pending) {
    const target: PrTarget = { octokit: context.octokit, r, repository, pr, cfg };
    await env.store.withPr({ repository, pr }, (session) =>
      recordAttempt(
        target,
        session,
        env,
        runInfo,
        report,
        fetched.kind === "rejected" ? fetched.reason : null,
      ),
    );
  }
}

interface RunInfo {
  workflow: string;
  runId: number;
  runAttempt: number;
  sha: string;
  conclusion: string;
  url: string;
}

/** What a transition reads besides the state: the PR and the config in force. */
function contextOf(t: PrTarget, env: Env): PrContext {
  return {
    repository: t.repository,
    serverUrl: env.serverUrl,
    pr: t.pr,
    config: t.cfg.config,
    configError: t.cfg.ok ? null : t.cfg.error,
    now: env.now().toISOString(),
  };
}

interface Carried {
  /** The sticky comment's id, when an effect wrote it. */
  stickyId: number | null;
}

/**
 * Carries out effects in order. The first one GitHub refuses throws: nothing after it is done, and the state is
 * not saved (a redelivery redoes it). `commentId`: the command comment reactions go to.
 */
async function carryOut(
  t: Pick<PrTarget, "octokit" | "r" | "pr" | "repository">,
  env: Env,
  effects: readonly Effect[],
  commentId?: number,
): Promise<Carried> {
  let stickyId: number | null = null;
  for (const e of effects) {
    switch (e.kind) {
      case "sticky":
        stickyId = await upsertSticky(t.octokit, t.r, t.pr, e.body, e.commentId, await env.appLogin());
        break;
      case "label":
        if (e.op === "add") await addLabel(t.octokit, t.r, t.pr, e.label);
        else await removeLabel(t.octokit, t.r, t.pr, e.label);
        break;
      case "status":
        // flakeharden/config through setConfigStatus: it remembers the failure, to set success once valid.
        if (e.context === "flakeharden/config")
          await setConfigStatus(t.octokit, t.r, {
            repository: t.repository,
            sha: e.sha,
            error: e.description,
            memory: env.store.queue,
            at: env.now().toISOString(),
          });
        else await setStatus(t.octokit, t.r, e.sha, e.context, e.state, e.description, e.url);
        break;
      case "mention":
      case "reply":
        await postComment(t.octokit, t.r, t.pr, e.body);
        break;
      case "reaction":
        if (commentId === undefined) throw new Error("a reaction with no comment to react to");
        await react(t.octokit, t.r, commentId, e.content);
        break;
      case "rerun":
        await rerunFailedJobs(t.octokit, t.r, e.runId);
        break;
    }
  }
  return { stickyId };
}

/** The transition's state, with the sticky comment's id as GitHub gave it. */
const saved = (state: PrState, done: Carried): PrState =>
  done.stickyId === null ? state : { ...state, commentId: done.stickyId };

async function recordAttempt(
  t: PrTarget,
  session: PrSession,
  env: Env,
  run: RunInfo,
  report: Report | null,
  refused: string | null,
): Promise<void> {
  // The attempt is recorded last, once every write is done: a delivery that failed half-way (GitHub's
  // API down) can be redelivered and is then handled in full; one that succeeded changes nothing.
  if (await env.store.hasAttempt(t.repository, run.runId, run.runAttempt, t.pr)) return;
  const next = onAttempt({
    ctx: contextOf(t, env),
    state: await session.state(),
    history: await session.attempts(),
    run,
    report,
    refused,
  });
  const state = saved(next.state, await carryOut(t, env, next.effects));
  // A valid config after an invalid one: flakeharden/config back to success on this head (a no-op otherwise).
  if (t.cfg.ok)
    await setConfigStatus(t.octokit, t.r, {
      repository: t.repository,
      sha: run.sha,
      error: null,
      memory: env.store.queue,
      at: env.now().toISOString(),
    });
  // State first: if recording the attempt then fails, a redelivery redoes the writes but not the mention.
  await session.saveState(state);
  await session.addAttempt(
    next.attempt,
    report?.verdicts ?? [],
    env.now().toISOString(),
    report,
    run.workflow,
  );
}

async function onComment(context: CommentContext, env: Env): Promise<void> {
  const { comment, issue, repository } = context.payload;
  // Plain issues, bots (the app itself among them) and edits (another event) are not commands.
  const author = comment.user;
  if (issue.pull_request === undefined || author === null || author.type === "Bot" || context.isBot) return;
  const { commands, unknown } = parseCommands(comment.body);
  if (commands.length === 0 && unknown.length === 0) return;
  const user = author.login;
  const appLogin = await env.appLogin();
  if (user.toLowerCase() === appLogin.toLowerCase()) return;

  const r = context.repo();
  const octokit = context.octokit;
  const cfg = await loadRepoConfig(context);
  const t: PrTarget = { octokit, r, repository: repository.full_name, pr: issue.number, cfg };
  const ctx = contextOf(t, env);
  // The agent does not command itself (a forged report could ask it to write `/continue`).
  if (!obeys({ ctx, user, appLogin })) return;
  const admission = admit(ctx, user, await roleOf(octokit, r, user));
  if (!admission.allowed) {
    await carryOut(t, env, admission.effects, comment.id);
    return;
  }
  // Commands change state (a window reset, a re-run): a redelivered comment is not obeyed twice.
  if (!(await env.store.takeComment(repository.full_name, comment.id, ctx.now))) {
    context.log.info(`comment ${comment.id} already taken: nothing to do (redelivered)`);
    return;
  }
  await carryOut(t, env, admission.effects, comment.id);
  let failed = 0;
  for (const command of commands) {
    try {
      const refused = await env.store.withPr({ repository: t.repository, pr: t.pr }, (session) =>
        runCommand(t, session, env, command, user),
      );
      if (refused) failed++;
    } catch (err) {
      // Answer, then go on with the next command: a refused re-run must not swallow a `/continue`.
      failed++;
      context.log.warn({ err }, `/${command.name} failed`);
      await carryOut(t, env, githubRefused(command, (err as Error).message));
    }
  }
  await carryOut(t, env, onCommentDone({ commands: commands.length, failed, unknown }), comment.id);
}

/** One command under the PR's lock; true when it was refused (already answered). */
async function runCommand(
  t: PrTarget,
  session: PrSession,
  env: Env,
  command: Command,
  user: string,
): Promise<boolean> {
  const next = onCommand({
    ctx: contextOf(t, env),
    state: await session.state(),
    history: await session.attempts(),
    report: await session.latestReport(),
    command,
    user,
  });
  await session.saveState(saved(next.state, await carryOut(t, env, next.effects)));
  return next.refused;
}
