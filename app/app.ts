// The Probot application: `workflow_run.completed` records an attempt, decides, and updates the PR's
// one sticky comment; `issue_comment.created` takes commands from people with write access.
// Every handler is idempotent (keyed by run id and run attempt) and holds the PR's lock while it
// reads and writes its state, so two runs finishing together for one PR are taken one after the other.
import type { ApplicationFunction, Context, Probot } from "probot";
import { loadRepoConfig, type RepoConfig } from "./config.js";
import { type EffectTarget, type Writer, directWriter } from "./effects.js";
import {
  type Octokit,
  type Repo,
  findPullRequestsForRun,
  listPullRequestFiles,
  ownerCheck,
  pullRequestNow,
  type PullRequestNow,
  roleOf,
} from "./github.js";
import { type FetchedReport, fetchReport } from "./report.js";
import type { PrSession, Store } from "./store/index.js";
import { type Command, mayUse, parseCommands, refreshes } from "../src/core/agent/commands.js";
import {
  type Effect,
  type PrContext,
  admit,
  commandFailed,
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
import { configStatus } from "../src/core/agent/config-status.js";
import { throttleRefusal } from "../src/core/agent/refusals.js";
import { quarantineProblems, utcDay } from "../src/core/relate/quarantine.js";
import {
  type IntroducedQuarantine,
  type OwnerCheck,
  approvalProblem,
  capByFirstSeen,
  holdIntroduced,
  introducedQuarantines,
  ownerHandle,
} from "../src/core/relate/quarantine-review.js";
import { repositoryKey, runRole } from "../src/core/relate/provenance.js";
import type { PrState, Report } from "../src/core/schema.js";

export interface AppOptions {
  store: Store;
  /** What the handlers write with (the inbox's outbox writer); every effect carried out at once by default. */
  writer?: Writer;
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
    const writer = options.writer ?? directWriter(appLogin);
    const env: Env = { store: options.store, now, serverUrl, appLogin, writer };
    app.on("workflow_run.completed", (context) => onWorkflowRun(context, env));
    app.on("issue_comment.created", (context) => onComment(context, env));
  };
}

interface Env {
  store: Store;
  writer: Writer;
  now: () => Date;
  serverUrl: string;
  appLogin: () => Promise<string>;
}

interface PrTarget {
  octokit: Octokit;
  r: Repo;
  /** `owner/name` as GitHub gives it now: links, the report's provenance. */
  repository: string;
  /** The store's key of the repository: its id (core/relate/provenance.ts), never its name. */
  key: string;
  /** The installation the event came from (the outbox paces per installation); null: none named. */
  installationId: number | null;
  pr: number;
  cfg: RepoConfig;
}

async function onWorkflowRun(context: RunContext, env: Env): Promise<void> {
  const { workflow_run: run, repository: repo } = context.payload;
  const log = context.log.child({ run: run.id, attempt: run.run_attempt });
  const repository = repo.full_name;
  const key = repositoryKey(repo.id);
  const cancelled = conclusionIgnored(run.conclusion);
  if (cancelled !== null) {
    log.info(cancelled);
    return;
  }
  const r = context.repo();
  const cfg = await quarantineDays(await loadRepoConfig(context), env, key);
  const seen = { conclusion: run.conclusion, workflow: run.path, config: cfg.config };
  const ignored = workflowIgnored(seen);
  if (ignored !== null) {
    log.info(ignored);
    return;
  }

  // A push of the repository's own default branch belongs to no PR: its report is the base branch's history.
  // Whose evidence a run is (a fork's is about its own PR only): core/relate/provenance.ts.
  const role = runRole({
    repository: { id: repo.id, defaultBranch: repo.default_branch },
    event: run.event,
    headBranch: run.head_branch,
    headRepositoryId: run.head_repository?.id ?? null,
  });
  const own = role.kind === "base-push" || role.own;
  if (role.kind === "base-push") {
    const fetched = await fetchReport(
      context.octokit,
      r,
      { repository, runId: run.id, runAttempt: run.run_attempt, headSha: run.head_sha, pullRequests: [] },
      { config: cfg.config },
    );
    if (fetched.kind === "ok") await recordRun(env, run, { key, own }, fetched.report);
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
  for (const pr of prs) if (!(await env.store.hasAttempt(key, run.id, run.run_attempt, pr))) pending.push(pr);
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
  const known = fetched.kind === "none" && (await env.store.knownWorkflow(key, run.path));
  const unused = reportIgnored({ ...seen, report: fetched.kind, knownWorkflow: known });
  if (unused !== null) {
    log.info(unused);
    return;
  }
  const report = fetched.kind === "ok" ? fetched.report : null;
  if (report !== null) await recordRun(env, run, { key, own }, report);
  const runInfo = {
    runId: run.id,
    runAttempt: run.run_attempt,
    sha: run.head_sha,
    conclusion: run.conclusion ?? "unknown",
    url: run.html_url,
    workflow: run.path,
  };
  for (const pr of pending) {
    const target: PrTarget = {
      octokit: context.octokit,
      r,
      repository,
      key,
      installationId: context.payload.installation?.id ?? null,
      pr,
      cfg,
    };
    const base =
      run.pull_requests.find((p) => p !== null && p.number === pr && p.base.repo.id === repo.id)?.base.ref ??
      repo.default_branch;
    const evidence =
      report !== null && report.buckets.some((b) => b.failures.length > 0)
        ? await gather({ t: target, env, run: runInfo, report, base })
        : null;
    await env.store.withPr({ repository: key, pr }, (session) =>
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

/** Where the PR's effects go. */
function targetOf(t: WriteTarget, commentId?: number): EffectTarget {
  return {
    octokit: t.octokit,
    r: t.r,
    key: t.key,
    pr: t.pr,
    installationId: t.installationId,
    ...(commentId !== undefined ? { commentId } : {}),
  };
}

type WriteTarget = Pick<PrTarget, "octokit" | "r" | "pr" | "key" | "installationId">;

/**
 * Carries out effects in order, with the writer the app was given (app/effects.ts). The first one GitHub refuses
 * throws: nothing after it is done, and the state is not saved (a redelivery redoes it). `commentId`: the command
 * comment reactions go to.
 */
async function carryOut(
  t: WriteTarget,
  env: Env,
  effects: readonly Effect[],
  commentId?: number,
): Promise<Carried> {
  let stickyId: number | null = null;
  const target = targetOf(t, commentId);
  for (const e of effects) {
    if (e.kind === "status" && e.context === "flakeharden/config") {
      await configStatusOf(t, env, { invalid: e.state === "failure", sha: e.sha });
      continue;
    }
    const done = await env.writer.write(target, e);
    if (e.kind === "sticky") stickyId = done.stickyId;
  }
  return { stickyId };
}

/**
 * `flakeharden/config` on `sha` as core/agent/config-status.ts decides it from what the store remembers per
 * repository (whether it was last set to failure), remembered again after the write (or its place in the outbox):
 * a crash in between sets it again, never loses it.
 */
async function configStatusOf(t: WriteTarget, env: Env, o: { invalid: boolean; sha: string }): Promise<void> {
  const failing = await env.store.queue.configFailing(t.key);
  const next = configStatus({ failing, invalid: o.invalid, sha: o.sha });
  if (next.effect !== null) await env.writer.write(targetOf(t), next.effect);
  if (next.failing !== failing)
    await env.store.queue.setConfigFailing(t.key, next.failing, env.now().toISOString());
}

/** The transition's state, with the sticky comment's id as GitHub gave it. */
const saved = (state: PrState, done: Carried): PrState =>
  done.stickyId === null ? state : { ...state, commentId: done.stickyId };

/** A run with a report, in the history: its branch, its commit, its failures and its tests. */
async function recordRun(
  env: Env,
  run: RunContext["payload"]["workflow_run"],
  where: { key: string; own: boolean },
  report: Report,
): Promise<void> {
  await env.store.history.recordRun(
    {
      repository: where.key,
      own: where.own,
      runId: run.id,
      runAttempt: run.run_attempt,
      sha: run.head_sha,
      branch: run.head_branch,
      event: run.event,
      workflow: run.path,
      outcome: report.outcome,
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
  const w = { repository: g.t.key, since };
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
      forPr: g.t.pr,
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
  if (await env.store.hasAttempt(t.key, run.runId, run.runAttempt, t.pr)) return;
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
  // A quarantine the PR's own config added is named, and keeps the agent's status from green until approved.
  const effects = holdIntroduced(next.effects, await introduced(t, env, report));
  const state = saved(next.state, await carryOut(t, env, effects));
  // A valid config sets `flakeharden/config` back to success when it was last set to failure (else no write).
  // Valid: the file, and its quarantine on this day (see prContext).
  if (ctx.configError === null) await configStatusOf(t, env, { invalid: false, sha: run.sha });
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
  const key = repositoryKey(repository.id);
  const cfg = await quarantineDays(await loadRepoConfig(context), env, key);
  const t: PrTarget = {
    octokit,
    r,
    repository: repository.full_name,
    key,
    installationId: context.payload.installation?.id ?? null,
    pr: issue.number,
    cfg,
  };
  const ctx = contextOf(t, env);
  // The agent does not command itself (a forged report could ask it to write `/continue`).
  if (!obeys({ ctx, user, appLogin })) return;
  const role = await roleOf(octokit, r, user);
  const admission = admit(ctx, user, role);
  if (!admission.allowed) {
    // The reaction always; the reply saying why at most once per user, PR and hour (core/agent/refusals.ts).
    await env.store.withPr({ repository: key, pr: t.pr }, async () => {
      const at = env.now().getTime();
      const last = await env.store.queue.lastRefusalReply(key, t.pr, user);
      const answer = throttleRefusal(admission.effects, last, at);
      await carryOut(t, env, answer.effects, comment.id);
      if (answer.replied) await env.store.queue.recordRefusalReply(key, t.pr, user, at);
    });
    return;
  }
  // Commands change state (a window reset, a re-run): a redelivered comment is not obeyed twice.
  if (!(await env.store.takeComment(key, comment.id, ctx.now))) {
    context.log.info(`comment ${comment.id} already taken: nothing to do (redelivered)`);
    return;
  }
  await carryOut(t, env, admission.effects, comment.id);
  // The PR as GitHub has it now, for the commands that show the comment or set the status: its head (a commit
  // pushed since the latest attempt carries the status) and its base (whose the failures are).
  let pull: PullRequestNow | null = null;
  if (commands.some((c) => refreshes(c.name)))
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
      const refused = await env.store.withPr({ repository: t.key, pr: t.pr }, (session) =>
        runCommand({ t, session, env, command, user, role, where }),
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
  /** The commenter's role (`role_name`), already admitted by `commands.roles`. */
  role: string;
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
    refreshes(command.name) &&
    latest !== undefined &&
    report !== null &&
    report.buckets.some((b) => b.failures.length > 0)
      ? await gather({ t, env, run: latest, report, base: c.where.base })
      : null;
  // A command a row keeps to some roles (`/approve-quarantine`: write access), whatever `commands.roles` allows.
  if (!mayUse(command.name, c.role)) {
    await carryOut(
      t,
      env,
      commandFailed(command, `@${c.user} has the ${c.role} role; it needs write, maintain or admin`),
    );
    return true;
  }
  if (command.name === "approve-quarantine") {
    const list = await introduced(t, env, report);
    const why =
      list.length === 0
        ? "this PR's latest run applied no quarantine that the default branch does not hold"
        : (list.map(approvalProblem).find((p) => p !== null) ?? null);
    if (why !== null) {
      await carryOut(t, env, commandFailed(command, why));
      return true;
    }
    await env.store.quarantine.approve(
      t.key,
      t.pr,
      list.map((q) => ({ test: q.test, expires: q.expires, by: c.user })),
      env.now().toISOString(),
    );
  }
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
  const effects = holdIntroduced(next.effects, await introduced(t, env, report));
  await session.saveState(saved(next.state, await carryOut(t, env, effects)));
  return next.refused;
}

/**
 * The config with each quarantine entry's expiry capped at 90 days after the day it first appeared on the default
 * branch (the store remembers that day): an entry cannot be renewed by moving its date.
 */
async function quarantineDays(cfg: RepoConfig, env: Env, key: string): Promise<RepoConfig> {
  const entries = cfg.config.quarantine;
  if (!cfg.ok) return cfg;
  const today = utcDay(env.now().getTime());
  const first = await env.store.quarantine.firstSeen(
    key,
    entries.map((e) => e.test),
    today,
  );
  // An entry the file gets wrong (more than 90 days ahead, listed twice) is the config's error, shown as such.
  if (entries.length === 0 || quarantineProblems(entries, today).length > 0) return cfg;
  return { ...cfg, config: { ...cfg.config, quarantine: capByFirstSeen(entries, first, today) } };
}

/** Owners asked about per event at most (each a GitHub request). */
const MAX_OWNER_CHECKS = 10;

/**
 * The quarantines the run applied that the default branch does not hold (added or extended by the PR), with their
 * approvals and what GitHub says of their owners. Empty when the report applied none.
 */
async function introduced(t: PrTarget, env: Env, report: Report | null): Promise<IntroducedQuarantine[]> {
  const applied = report?.quarantined ?? [];
  if (applied.length === 0) return [];
  const approvals = await env.store.quarantine.approvals(t.key, t.pr);
  const bare = introducedQuarantines({
    applied,
    base: t.cfg.config.quarantine,
    approvals,
    owners: new Map(),
  });
  const owners = new Map<string, OwnerCheck>();
  for (const owner of [...new Set(bare.map((q) => q.owner))].slice(0, MAX_OWNER_CHECKS))
    owners.set(owner, await ownerCheck(t.octokit, ownerHandle(owner)));
  return introducedQuarantines({ applied, base: t.cfg.config.quarantine, approvals, owners });
}
