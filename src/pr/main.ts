// The PR action: the app's behaviour on the events GitHub delivers to a workflow, with the workflow's token.
// `workflow_run.completed` (a run of the test workflow) records an attempt, or says a run gave no CI signal
// (guard.ts); `pull_request_target`/`pull_request` (a push) is judged by the test-weakening guard (guard.ts);
// `issue_comment.created` takes commands. Every decision is the core's (core/agent: the PR's state machine; core/relate/provenance.ts: whose evidence a run is and which PRs it
// belongs to; core/agent/config-status.ts: the config's validity and `flakeharden/config`;
// src/artifact/report.ts: the report's validation and provenance); this file gathers the facts and carries effects out.
import { z } from "zod";
import { type Api, PermissionError, createApi } from "./api.js";
import {
  type Deps,
  EventError,
  Repository,
  type RunEvent,
  WorkflowRunEvent,
  contextOf,
  loadConfig,
  readEvent,
  repoOf,
  runPullRequests,
  targetOf,
  withSession,
} from "./event.js";
import { PullRequestEvent, onNoSignalRun, onPullRequestPush } from "./guard.js";
import { listPullRequestFiles, pullRequestNow, roleOf } from "./github.js";
import { readHistory } from "./history.js";
import { type FetchedReport, fetchReport } from "../artifact/report.js";
import { type Target, Conflict, carryOut, checkUnchanged, save } from "./session.js";
import { parseCommands, refreshes } from "../core/agent/commands.js";
import { type RepoConfig, configStatus } from "../core/agent/config-status.js";
import {
  type Evidence,
  admit,
  conclusionIgnored,
  githubRefused,
  obeys,
  onAttempt,
  onCommand,
  onCommentDone,
  reportIgnored,
  workflowIgnored,
} from "../core/agent/index.js";
import { noSignal } from "../core/guard/index.js";
import { attemptRun, runFacts, runRole } from "../core/relate/provenance.js";
import type { Report } from "../core/schema.js";

export { type Deps, EventError } from "./event.js";

const IssueCommentEvent = z.object({
  action: z.string(),
  repository: Repository,
  issue: z.object({ number: z.number().int().positive(), pull_request: z.unknown().optional() }),
  comment: z.object({
    id: z.number().int().positive(),
    body: z.string().nullable(),
    user: z.object({ login: z.string(), type: z.string() }).nullable(),
  }),
});

/** Handles the event the runner delivered; resolves when it is handled (refusals included). */
export async function handle(d: Deps): Promise<void> {
  const { inputs } = d;
  const api = createApi({
    baseUrl: inputs.GITHUB_API_URL,
    token: inputs["github-token"],
    timeoutMs: inputs["timeout-seconds"] * 1000,
  });
  switch (inputs.GITHUB_EVENT_NAME) {
    case "workflow_run":
      return onWorkflowRun(api, d, readEvent(inputs.GITHUB_EVENT_PATH, WorkflowRunEvent, "workflow_run"));
    case "issue_comment":
      return onComment(api, d, readEvent(inputs.GITHUB_EVENT_PATH, IssueCommentEvent, "issue_comment"));
    // A fork's `pull_request` gets a read-only token: `pull_request_target` (the same payload, the base repository's
    // token; nothing of the PR is checked out or run) is the one the README's workflow listens to.
    case "pull_request":
    case "pull_request_target":
      return onPullRequestPush(
        api,
        d,
        readEvent(inputs.GITHUB_EVENT_PATH, PullRequestEvent, inputs.GITHUB_EVENT_NAME),
      );
    default:
      throw new EventError(
        `event ${inputs.GITHUB_EVENT_NAME} is not handled: run this action on workflow_run (types: [completed]), pull_request_target (types: [opened, synchronize, reopened]) and issue_comment (types: [created])`,
      );
  }
}

async function onWorkflowRun(api: Api, d: Deps, e: RunEvent): Promise<void> {
  const { workflow_run: run, repository: repo } = e;
  const log = d.log;
  if (e.action !== "completed") return log(`workflow_run ${e.action}: only completed runs are attempts`);
  const r = repoOf(repo);
  const cancelled = conclusionIgnored(run.conclusion);
  if (cancelled !== null) {
    log(cancelled);
    // No signal, no attempt: said on the PR whose head the run ran (guard.ts), as the app says it.
    const why = noSignal(run.conclusion);
    if (why !== null) await onNoSignalRun(api, d, e, why);
    return;
  }
  const cfg = await loadConfig(api, r, d, repo.default_branch);
  const seen = { conclusion: run.conclusion, workflow: run.path, config: cfg.config };
  const ignored = workflowIgnored(seen);
  if (ignored !== null) return log(ignored);
  // Whose evidence a run is, told apart by repository id (as the app does): core/relate/provenance.ts.
  const role = runRole({
    repository: { id: repo.id, defaultBranch: repo.default_branch },
    event: run.event,
    headBranch: run.head_branch,
    headRepositoryId: run.head_repository?.id ?? null,
  });
  if (role.kind === "base-push")
    return log(
      `push run of ${repo.default_branch}: no PR's attempt (its report is read as base-branch history when a PR's run fails)`,
    );

  const prs = await runPullRequests(api, r, run, repo.id);
  if (prs.length === 0) return log("no open PR has this run's head commit: ignored");

  const facts = runFacts(repo.full_name, run, prs);
  let fetched: FetchedReport | null = null;
  const runInfo = attemptRun(run);
  for (const pr of prs) {
    const t = targetOf(api, d, repo, pr);
    const base =
      run.pull_requests.find((p) => p?.number === pr && p.base.repo.id === repo.id)?.base.ref ?? null;
    await withSession(t, async (s) => {
      if (s.memory.attempts.some((a) => a.runId === run.id && a.runAttempt === run.run_attempt))
        return log(`PR #${pr}: run ${run.id} attempt ${run.run_attempt} already recorded: nothing to do`);
      fetched ??= await fetchReport(api, r, facts, {
        config: cfg.config,
        log,
        ...(d.retryDelaysMs !== undefined ? { retryDelaysMs: d.retryDelaysMs } : {}),
      });
      if (fetched.kind === "rejected") log(`report refused: ${fetched.reason.split("\n")[0] ?? ""}`);
      const known = fetched.kind === "none" && s.memory.workflows.includes(run.path);
      const unused = reportIgnored({ ...seen, report: fetched.kind, knownWorkflow: known });
      if (unused !== null) return log(unused);
      const report = fetched.kind === "ok" ? fetched.report : null;
      const ctx = contextOf(t, cfg, d);
      const next = onAttempt({
        ctx,
        state: s.memory.state,
        history: s.memory.attempts,
        run: runInfo,
        report,
        refused: fetched.kind === "rejected" ? fetched.reason : null,
        evidence: await gather(t, cfg, report, {
          base: base ?? repo.default_branch,
          repositoryId: repo.id,
          run: {
            runId: run.id,
            sha: run.head_sha,
            pullRequests: prs,
            headRepositoryId: run.head_repository?.id ?? null,
          },
          now: d.now(),
        }),
      });
      await checkUnchanged(s);
      await carryOut(s, next.effects);
      // A valid config sets `flakeharden/config` back to success when it was last set to failure (else no write);
      // while invalid, the state machine's own effect above set it.
      if (ctx.configError === null) {
        const after = configStatus({ failing: s.memory.configFailing, invalid: false, sha: run.head_sha });
        if (after.effect !== null) await carryOut(s, [after.effect]);
      }
      s.memory = {
        ...s.memory,
        state: next.state,
        attempts: [...s.memory.attempts, next.attempt],
        latest:
          report === null
            ? null
            : {
                runId: run.id,
                runAttempt: run.run_attempt,
                sha: run.head_sha,
                workflow: run.path,
                pullRequests: prs,
              },
        workflows:
          report !== null && !s.memory.workflows.includes(run.path)
            ? [...s.memory.workflows, run.path].slice(-20)
            : s.memory.workflows,
      };
      await save(s);
      log(
        `PR #${pr}: attempt recorded (${next.attempt.outcome}); agent ${next.state.status}${next.state.halt ? ` (${next.state.halt.reason})` : ""}`,
      );
    });
  }
}

/**
 * Whose the failures are, judged on what the app would judge them on: the PR's changed files (null when GitHub
 * would not list them), the base branch's own runs in the window and the commit's other runs, each read from its
 * report artifact (history.ts).
 */
async function gather(
  t: Target,
  cfg: RepoConfig,
  report: Report | null,
  o: {
    base: string;
    repositoryId: number;
    run: { runId: number; sha: string; pullRequests: readonly number[]; headRepositoryId?: number | null };
    now: Date;
  },
): Promise<Evidence | null> {
  if (report === null || !report.buckets.some((b) => b.failures.length > 0)) return null;
  let prFiles: Evidence["prFiles"] = null;
  try {
    prFiles = await listPullRequestFiles(t.api, t.r, t.pr);
  } catch (err) {
    if (err instanceof PermissionError) throw err;
    t.log(`the PR's files could not be listed (${(err as Error).message}): every failure is judged unknown`);
  }
  const history = await readHistory({
    api: t.api,
    r: t.r,
    repository: t.repository,
    repositoryId: o.repositoryId,
    config: cfg.config,
    run: o.run,
    base: o.base,
    report,
    now: o.now,
    log: t.log,
  });
  return { prFiles, ...history };
}

type CommentEvent = z.infer<typeof IssueCommentEvent>;

async function onComment(api: Api, d: Deps, e: CommentEvent): Promise<void> {
  const { comment, issue, repository: repo } = e;
  const log = d.log;
  if (e.action !== "created") return log(`issue_comment ${e.action}: only new comments are read`);
  const author = comment.user;
  // Plain issues and bots (the workflow's own among them) are not commands.
  if (issue.pull_request === undefined || issue.pull_request === null)
    return log("a comment on an issue, not a PR");
  if (author === null || author.type === "Bot") return log("a bot's comment: not read for commands");
  const { commands, unknown } = parseCommands(comment.body ?? "");
  if (commands.length === 0 && unknown.length === 0) return log("no command in the comment");
  const user = author.login;
  const r = repoOf(repo);
  const cfg = await loadConfig(api, r, d, repo.default_branch);
  const t = targetOf(api, d, repo, issue.number);
  const ctx = contextOf(t, cfg, d);
  if (!obeys({ ctx, user, appLogin: d.inputs["bot-login"] }))
    return log(`${user} is the agent or the bot: its commands are not obeyed`);
  // The role through the API (`author_association` does not say what a collaborator may do).
  const role = await roleOf(api, r, user);
  const admission = admit(ctx, user, role);
  await withSession(t, async (s) => {
    if (!admission.allowed) {
      await carryOut(s, admission.effects, comment.id);
      return log(`${user} (${role}) may not command flakeharden here: refused`);
    }
    // A re-run of this workflow delivers the same comment again: its commands are not obeyed twice.
    if (s.memory.taken.includes(comment.id)) return log(`comment ${comment.id} already taken: nothing to do`);
    await checkUnchanged(s);
    await carryOut(s, admission.effects, comment.id);
    // The PR as GitHub has it now: its head carries the status, its base judges whose the failures are.
    const pull = commands.some((c) => refreshes(c.name)) ? await pullRequestNow(api, r, t.pr) : null;
    const latest = s.memory.latest;
    let failed = 0;
    for (const command of commands) {
      // The latest attempt's report, downloaded and checked again, for the commands that show it.
      let report: Report | null = null;
      if (refreshes(command.name) && latest !== null) {
        const got = await fetchReport(
          api,
          r,
          { ...latest, repository: t.repository, headSha: latest.sha },
          {
            config: cfg.config,
            log,
            ...(d.retryDelaysMs !== undefined ? { retryDelaysMs: d.retryDelaysMs } : {}),
          },
        );
        if (got.kind === "ok") report = got.report;
        else
          log(
            `the latest attempt's report is ${got.kind === "none" ? "gone (expired)" : "refused"}: shown without it`,
          );
      }
      const next = onCommand({
        ctx,
        state: s.memory.state,
        history: s.memory.attempts,
        report,
        evidence:
          refreshes(command.name) && latest !== null
            ? await gather(t, cfg, report, {
                base: pull?.base ?? repo.default_branch,
                repositoryId: repo.id,
                run: { runId: latest.runId, sha: latest.sha, pullRequests: latest.pullRequests },
                now: d.now(),
              })
            : null,
        head: pull?.head ?? null,
        command,
        user,
      });
      try {
        await carryOut(s, next.effects);
        s.memory = { ...s.memory, state: next.state };
        if (next.refused) failed++;
      } catch (err) {
        if (err instanceof Conflict || err instanceof PermissionError) throw err;
        // Answer, then go on with the next command: a refused re-run must not swallow a `/continue`.
        failed++;
        log(`/${command.name} failed: ${(err as Error).message}`);
        await carryOut(s, githubRefused(command, (err as Error).message));
      }
    }
    await carryOut(s, onCommentDone({ commands: commands.length, failed, unknown }), comment.id);
    s.memory = { ...s.memory, taken: [...s.memory.taken, comment.id] };
    await save(s);
    log(
      `comment ${comment.id}: ${commands.map((c) => `/${c.name}`).join(" ")} done; agent ${s.memory.state.status}`,
    );
  });
}
