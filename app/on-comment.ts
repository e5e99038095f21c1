// `issue_comment.created`: commands from people with the role, where a reader sees them; refusals answered without
// amplification; each command under the PR's lock.
import type { Context } from "probot";
import { loadRepoConfig } from "./config.js";
import { onAgentTrigger } from "./guard-io.js";
import { pullRequestNow, type PullRequestNow, roleOf } from "./github.js";
import type { PrSession } from "./store/index.js";
import { type Command, mayUse, parseCommands, refreshes } from "../src/core/agent/commands.js";
import {
  admit,
  commandFailed,
  githubRefused,
  obeys,
  onCommand,
  onCommentDone,
} from "../src/core/agent/index.js";
import { throttleRefusal } from "../src/core/agent/refusals.js";
import { approvalProblem } from "../src/core/relate/quarantine-review.js";
import { repositoryKey } from "../src/core/relate/provenance.js";
import {
  type Env,
  type PrTarget,
  contextOf,
  carryOut,
  saved,
  gather,
  quarantineDays,
  introduced,
} from "./context.js";

type CommentContext = Context<"issue_comment.created">;

export async function onComment(context: CommentContext, env: Env): Promise<void> {
  const { comment, issue, repository } = context.payload;
  await onAgentTrigger(context, env); // a comment that triggers the agent is charged to the budget (guard-io.ts)
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
    // A quarantine the PR's own config added is named, and keeps the agent's status from green until approved.
    introduced: await introduced(t, env, report),
    command,
    user: c.user,
  });
  await session.saveState(saved(next.state, await carryOut(t, env, next.effects)));
  return next.refused;
}
