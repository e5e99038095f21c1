// The Probot application: `workflow_run.completed` records an attempt, decides, and updates the PR's
// one sticky comment; `issue_comment.created` takes commands from people with write access.
// Every handler is idempotent (keyed by run id and run attempt) and holds the PR's lock while it
// reads and writes its state, so two runs finishing together for one PR are taken one after the other.
import type { ApplicationFunction, Context, Probot } from "probot";
import { loadRepoConfig, type RepoConfig } from "./config.js";
import {
  type Octokit,
  type Repo,
  findPullRequestsForRun,
  listPullRequestFiles,
  postComment,
  postMention,
  pullRequestNow,
  type PullRequestNow,
  react,
  rerunFailedJobs,
  roleOf,
  setConfigStatus,
  setLabel,
  setStatus,
  upsertSticky,
} from "./github.js";
import { type FetchedReport, fetchReport } from "./report.js";
import type { PrSession, Store } from "./store/index.js";
import { type Command, type CommandName, parseCommands } from "../src/core/agent/commands.js";
import {
  type Effect,
  type PrContext,
  admit,
  githubRefused,
  obeys,
  onAttempt,
  onCommand,
  onCommentDone,
  prContext,
  type Evidence,
  conclusionIgnored,
  reportIgnored,
  workflowIgnored,
} from "../src/core/agent/index.js";
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

  // A push to the default branch belongs to no PR: its report is the base branch's history (see core/relate/index.ts).
  if (
    run.event === "push" &&
    run.head_branch === repo.default_branch &&
    run.head_repository?.full_name === repository
  ) {
    const fetched = await fetchReport(
      context.octokit,
      r,
      { repository, runId: run.id, runAttempt: run.run_attempt, headSha: run.head_sha, pullRequests: [] },
      { config: cfg.config },
    );
    if (fetched.kind === "ok") await recordRun(env, run, repository, fetched.report);
    else log.info(`push run of ${repo.default_branch} without a usable report: nothing to record`);
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
  const fetched: FetchedReport = await fetchReport(context.octokit, r, facts, { config: cfg.config });
  if (fetched.kind === "rejected") log.warn(`report refused: ${fetched.reason}`);
  const known = fetched.kind === "none" && (await env.store.knownWorkflow(repository, run.path));
  const unused = reportIgnored({ ...seen, report: fetched.kind, knownWorkflow: known });
  if (unused !== null) {
    log.info(unused);
    return;
  }
  const report = fetched.kind === "ok" ? fetched.report : null;
  if (report !== null) await recordRun(env, run, repository, report);
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
    const base =
      run.pull_requests.find((p) => p !== null && p.number === pr && p.base.repo.id === repo.id)?.base.ref ??
      repo.default_branch;
    const evidence =
      report !== null && report.buckets.some((b) => b.failures.length > 0)
        ? await gather({ t: target, env, run: runInfo, report, base })
        : null;
    await env.store.withPr({ repository, pr }, (session) =>
      recordAttempt(target, session, env, {
        run: runInfo,
        report,
        refused: fetched.kind === "rejected" ? fetched.reason : null,
        evidence,
      }),
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
  return prContext({
    repository: t.repository,
    serverUrl: env.serverUrl,
    pr: t.pr,
    config: t.cfg.config,
    configError: t.cfg.ok ? null : t.cfg.error,
    now: env.now().toISOString(),
  });
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
        stickyId = await upsertSticky({
          octokit: t.octokit,
          r: t.r,
          pr: t.pr,
          body: e.body,
          known: e.commentId,
          appLogin: await env.appLogin(),
        });
        break;
      case "label":
        await setLabel(t.octokit, t.r, { pr: t.pr, label: e.label, op: e.op });
        break;
      case "status":
        // The config's status is remembered per repository, so that a valid file sets it back to success.
        if (e.context === "flakeharden/config" && e.state === "failure")
          await setConfigStatus(t.octokit, t.r, {
            repository: `${t.r.owner}/${t.r.repo}`,
            pr: t.pr,
            sha: e.sha,
            error: e.description,
            memory: env.store.queue,
            at: env.now().toISOString(),
          });
        else
          await setStatus(t.octokit, t.r, {
            pr: t.pr,
            sha: e.sha,
            context: e.context,
            state: e.state,
            description: e.description,
            targetUrl: e.url,
          });
        break;
      case "mention":
        await postMention(t.octokit, t.r, t.pr, e.body);
        break;
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

/** A run with a report, in the history: its branch, its commit, its failures and its tests. */
async function recordRun(
  env: Env,
  run: RunContext["payload"]["workflow_run"],
  repository: string,
  report: Report,
): Promise<void> {
  await env.store.history.recordRun(
    {
      repository,
      runId: run.id,
      runAttempt: run.run_attempt,
      sha: run.head_sha,
      branch: run.head_branch,
      event: run.event,
      workflow: run.path,
      outcome: report.outcome === "cancelled" ? "unknown" : report.outcome,
      fingerprints: [...new Set(report.buckets.flatMap((b) => b.failures.map((f) => f.fingerprint)))].slice(
        0,
        1_000,
      ),
      recordedAt: env.now().toISOString(),
    },
    report.verdicts,
  );
}

interface Gathering {
  t: PrTarget;
  env: Env;
  run: Pick<RunInfo, "runId" | "runAttempt" | "sha">;
  report: Report;
  /** The PR's base branch. */
  base: string;
}

/**
 * What tells whose failures these are: the PR's changed files (null when GitHub would not list them: every
 * failure is then `unknown`), the base branch's runs and its failing tests' verdicts in the window, and the
 * verdicts of the same tests in the commit's other runs.
 */
async function gather(g: Gathering): Promise<Evidence> {
  const { history } = g.env.store;
  const h = g.t.cfg.config.history;
  const since = new Date(g.env.now().getTime() - h["window-days"] * 86_400_000).toISOString();
  const tests = [
    ...new Set(g.report.buckets.flatMap((b) => b.failures.flatMap((f) => (f.test === null ? [] : [f.test])))),
  ];
  const w = { repository: g.t.repository, since };
  let prFiles: Evidence["prFiles"] = null;
  try {
    prFiles = await listPullRequestFiles(g.t.octokit, g.t.r, g.t.pr);
  } catch {
    prFiles = null; // said in the comment: "the PR's changed files could not be listed"
  }
  return {
    prFiles,
    base: {
      branch: g.base,
      windowDays: h["window-days"],
      minRuns: h["min-runs"],
      runs: await history.branchRuns({ ...w, branch: g.base }),
      tests: await history.testRuns({ ...w, branch: g.base, tests }),
    },
    sameCommit: await history.testRuns({
      ...w,
      since: "",
      sha: g.run.sha,
      tests,
      except: { runId: g.run.runId, runAttempt: g.run.runAttempt },
    }),
  };
}

interface AttemptInput {
  run: RunInfo;
  report: Report | null;
  refused: string | null;
  evidence: Evidence | null;
}

async function recordAttempt(t: PrTarget, session: PrSession, env: Env, a: AttemptInput): Promise<void> {
  const { run, report } = a;
  // The attempt is recorded last, once every write is done: a delivery that failed half-way (GitHub's
  // API down) can be redelivered and is then handled in full; one that succeeded changes nothing.
  if (await env.store.hasAttempt(t.repository, run.runId, run.runAttempt, t.pr)) return;
  const ctx = contextOf(t, env);
  const next = onAttempt({
    ctx,
    state: await session.state(),
    history: await session.attempts(),
    run,
    report,
    refused: a.refused,
    evidence: a.evidence,
  });
  const state = saved(next.state, await carryOut(t, env, next.effects));
  // A valid config sets `flakeharden/config` back to success when it was last set to failure (else no write).
  // Valid: the file, and its quarantine on this day (see prContext).
  if (ctx.configError === null)
    await setConfigStatus(t.octokit, t.r, {
      repository: t.repository,
      pr: t.pr,
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
    // Kept for commands, whole: whose its failures are is judged again when a command refreshes the comment.
    { report, workflow: run.workflow },
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
  // The PR as GitHub has it now, for the commands that show the comment or set the status: its head (a commit
  // pushed since the latest attempt carries the status) and its base (whose the failures are).
  let pull: PullRequestNow | null = null;
  if (commands.some((c) => REFRESHING.has(c.name)))
    try {
      pull = await pullRequestNow(octokit, r, t.pr);
    } catch (err) {
      context.log.warn(
        { err },
        "reading the PR failed: the latest attempt's commit and the default branch are used",
      );
    }
  const where: PrNow = { head: pull?.head ?? null, base: pull?.base ?? repository.default_branch };
  let failed = 0;
  for (const command of commands) {
    try {
      const refused = await env.store.withPr({ repository: t.repository, pr: t.pr }, (session) =>
        runCommand({ t, session, env, command, user, where }),
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

/** The commands that refresh the sticky comment or set the agent's status. */
const REFRESHING: ReadonlySet<CommandName> = new Set(["continue", "halt", "status"]);

interface PrNow {
  /** The PR's head commit (null: unknown). */
  head: string | null;
  /** Its base branch. */
  base: string;
}

interface CommandRun {
  t: PrTarget;
  session: PrSession;
  env: Env;
  command: Command;
  user: string;
  where: PrNow;
}

/** One command under the PR's lock; true when it was refused (already answered). */
async function runCommand(c: CommandRun): Promise<boolean> {
  const { t, session, env, command } = c;
  const history = await session.attempts();
  const report = await session.latestReport();
  const latest = history.at(-1);
  // Whose the latest attempt's failures are, judged as for the attempt: the refreshed comment lists them apart too.
  const evidence =
    REFRESHING.has(command.name) &&
    latest !== undefined &&
    report !== null &&
    report.buckets.some((b) => b.failures.length > 0)
      ? await gather({ t, env, run: latest, report, base: c.where.base })
      : null;
  const next = onCommand({
    ctx: contextOf(t, env),
    state: await session.state(),
    history,
    report,
    evidence,
    head: c.where.head,
    command,
    user: c.user,
  });
  await session.saveState(saved(next.state, await carryOut(t, env, next.effects)));
  return next.refused;
}
