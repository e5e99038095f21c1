// The Probot application: `workflow_run.completed` records an attempt, decides, and updates the PR's
// one sticky comment; `issue_comment.created` takes commands from people with write access.
// Every handler is idempotent (keyed by run id and run attempt) and holds the PR's lock while it
// reads and writes its state, so two runs finishing together for one PR are taken one after the other.
import type { ApplicationFunction, Context, Probot } from "probot";
import { ROLES_WHILE_INVALID, loadRepoConfig, type RepoConfig } from "./config.js";
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
import {
  COMPLEXITY_FORMULA,
  FAILING_CONCLUSIONS,
  attemptFromReport,
  countedAttempts,
  decide,
} from "../src/core/loop.js";
import { renderAgentMention, renderComment, renderCommandReply } from "../src/core/comment.js";
import { type Command, HELP_TEXT, parseCommands } from "../src/core/commands.js";
import { buildPrompt } from "../src/core/prompt.js";
import type { Config, LoopAttempt, PrState, Report } from "../src/core/schema.js";

export interface AppOptions {
  store: Store;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
  /** `https://github.com` unless on GitHub Enterprise Server. */
  serverUrl?: string;
}

/** Guidance entries kept per PR. */
const MAX_GUIDANCE = 20;

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

/** Conclusions of runs that count as attempts: the code was built and tested, whatever the outcome. */
const COUNTED_CONCLUSIONS = new Set(["success", "failure", "timed_out", "startup_failure"]);

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
  // A cancelled, skipped or superseded run is nobody's attempt, whatever it uploaded.
  if (!COUNTED_CONCLUSIONS.has(run.conclusion ?? "")) {
    log.info(`run ${run.conclusion ?? "without conclusion"}: not an attempt`);
    return;
  }
  const r = context.repo();
  const cfg = await loadRepoConfig(context);
  const { workflows } = cfg.config.report;
  // Matched on the file path only: a fork can name a new workflow like an existing one.
  const workflowPath = run.path;
  if (workflows.length > 0 && !workflows.includes(workflowPath)) {
    log.info(`workflow ${workflowPath} is not listed in report.workflows: ignored`);
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

  const failed = FAILING_CONCLUSIONS.has(run.conclusion ?? "");
  const facts = {
    repository,
    runId: run.id,
    runAttempt: run.run_attempt,
    headSha: run.head_sha,
    pullRequests: prs,
  };
  const fetched: FetchedReport = await fetchReport(context.octokit, r, facts, cfg.config);
  if (fetched.kind === "rejected") log.warn(`report refused: ${fetched.reason}`);
  // Without a report, only a failed run says something: nothing reproduces it (a verification gap).
  if (fetched.kind !== "ok" && !failed) {
    log.info(`run ${run.conclusion ?? "without conclusion"} without a usable report: not an attempt`);
    return;
  }
  // A failed run with no report at all is a gap only in a workflow that leaves one (listed, or seen to):
  // a lint workflow failing is not the agent's attempt going unverified.
  if (
    fetched.kind === "none" &&
    workflows.length === 0 &&
    !(await env.store.knownWorkflow(repository, workflowPath))
  ) {
    log.info(`workflow ${workflowPath} failed and has never left a flakeharden report: not an attempt`);
    return;
  }
  const report = fetched.kind === "ok" ? fetched.report : null;
  const runInfo = {
    runId: run.id,
    runAttempt: run.run_attempt,
    sha: run.head_sha,
    conclusion: run.conclusion ?? "unknown",
    url: run.html_url,
    workflow: workflowPath,
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

async function recordAttempt(
  t: PrTarget,
  session: PrSession,
  env: Env,
  run: RunInfo,
  report: Report | null,
  refused: string | null,
): Promise<void> {
  const { config } = t.cfg;
  const attempt = attemptFromReport(report, run, config);
  // The attempt is recorded last, once every write is done: a delivery that failed half-way (GitHub's
  // API down) can be redelivered and is then handled in full; one that succeeded changes nothing.
  if (await env.store.hasAttempt(t.repository, run.runId, run.runAttempt, t.pr)) return;
  const history = [...(await session.attempts()), attempt];
  let state = await session.state();
  const decision = decide(history, state.windowStart, config);
  const haltsNow = state.status === "active" && decision.decision === "halt" && decision.halt !== null;
  if (haltsNow) state = { ...state, status: "halted", halt: decision.halt };

  const prompt = promptFor(report, config);
  state = await refreshSticky(t, env, state, history, report, prompt, run.url, refused);
  if (haltsNow) await addLabel(t.octokit, t.r, t.pr, config.halt.label);
  await setAgentStatus(t, state, run.sha, decision.counted, run.url);
  await setConfigStatus(t.octokit, t.r, {
    repository: t.repository,
    sha: run.sha,
    error: t.cfg.ok ? null : t.cfg.error,
    memory: env.store.queue,
    at: env.now().toISOString(),
  });
  // Drive the agent: one new comment per failed attempt, never while halted or misconfigured.
  // At most one mention per commit (its runs are one attempt: see LOOP_RULES).
  const key = run.sha;
  const mention = config.agent.mention;
  if (
    mention !== null &&
    t.cfg.ok &&
    state.status === "active" &&
    attempt.outcome === "failed" &&
    prompt !== null &&
    state.mentioned !== key
  ) {
    await postComment(
      t.octokit,
      t.r,
      t.pr,
      renderAgentMention({ mention, prompt, guidance: [], attempt: decision.counted }),
    );
    state = { ...state, mentioned: key };
  }
  // State first: if recording the attempt then fails, a redelivery redoes the writes but not the mention.
  await session.saveState(state);
  await session.addAttempt(attempt, report?.verdicts ?? [], env.now().toISOString(), report, run.workflow);
}

/** The prompt for a report that names failures (`failed`, or `unknown` with failures: the loop counts both). */
function promptFor(report: Report | null, config: Config): string | null {
  if (report === null) return null;
  const failing =
    report.outcome === "failed" ||
    (report.outcome === "unknown" && report.buckets.some((b) => b.failures.length > 0));
  return failing ? buildPrompt(report, config.prompt.budget) : null;
}

/** A command the app will not carry out, with the reason it replies. */
class CommandRefused extends Error {}

/** Renders and writes the sticky comment; returns the state with the comment's id. */
async function refreshSticky(
  t: PrTarget,
  env: Env,
  state: PrState,
  history: readonly LoopAttempt[],
  report: Report | null,
  prompt: string | null,
  runUrl: string | null,
  refused: string | null,
): Promise<PrState> {
  const latest = history[history.length - 1];
  const body = renderComment({
    repository: t.repository,
    serverUrl: env.serverUrl,
    pr: t.pr,
    sha: latest?.sha ?? null,
    report,
    history,
    windowStart: state.windowStart,
    decision: history.length > 0 ? decide(history, state.windowStart, t.cfg.config) : null,
    state,
    prompt,
    configError: t.cfg.ok ? null : t.cfg.error,
    reportProblem: refused,
    complexityFormula: COMPLEXITY_FORMULA,
    runUrl,
    maxAttempts: t.cfg.config.loop["max-attempts"],
    roles: t.cfg.config.commands.roles,
  });
  const commentId = await upsertSticky(t.octokit, t.r, t.pr, body, state.commentId, await env.appLogin());
  return { ...state, commentId };
}

async function setAgentStatus(
  t: PrTarget,
  state: PrState,
  sha: string,
  counted: number,
  url: string | null,
): Promise<void> {
  await setStatus(
    t.octokit,
    t.r,
    sha,
    "flakeharden/agent",
    state.status === "halted" ? "failure" : "success",
    state.status === "halted"
      ? `halted (${state.halt?.reason ?? "manual"}): reply /continue to resume`
      : `active: attempt ${counted} of ${t.cfg.config.loop["max-attempts"]}`,
    url,
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
  if (user === (await env.appLogin())) return;

  const r = context.repo();
  const octokit = context.octokit;
  const cfg = await loadRepoConfig(context);
  // The agent does not command itself (a forged report could ask it to write `/continue`).
  const agent = cfg.config.agent.mention?.slice(1).toLowerCase();
  if (agent !== undefined && user.toLowerCase() === agent) return;
  const role = await roleOf(octokit, r, user);
  const allowed = cfg.ok ? cfg.config.commands.roles : [...ROLES_WHILE_INVALID];
  if (!(allowed as readonly string[]).includes(role)) {
    await react(octokit, r, comment.id, "confused");
    await postComment(octokit, r, issue.number, renderCommandReply({ kind: "refused", user, role, allowed }));
    return;
  }
  // Commands change state (a window reset, a re-run): a redelivered comment is not obeyed twice.
  if (!(await env.store.takeComment(repository.full_name, comment.id, env.now().toISOString()))) {
    context.log.info(`comment ${comment.id} already taken: nothing to do (redelivered)`);
    return;
  }
  await react(octokit, r, comment.id, "eyes");
  const t: PrTarget = { octokit, r, repository: repository.full_name, pr: issue.number, cfg };
  let failures = 0;
  for (const command of commands) {
    try {
      await env.store.withPr({ repository: t.repository, pr: t.pr }, (session) =>
        runCommand(t, session, env, command, user),
      );
    } catch (err) {
      // Answer, then go on with the next command: a refused re-run must not swallow a `/continue`.
      failures++;
      context.log.warn({ err }, `/${command.name} failed`);
      const why =
        err instanceof CommandRefused
          ? err.message
          : `GitHub answered: ${(err as Error).message.slice(0, 300)}`;
      await postComment(
        octokit,
        r,
        issue.number,
        renderCommandReply({ kind: "ignored", command: command.name, why }),
      );
    }
  }
  if (unknown.length > 0) await postComment(octokit, r, issue.number, HELP_TEXT);
  await react(
    octokit,
    r,
    comment.id,
    failures === commands.length && commands.length > 0 ? "confused" : "+1",
  );
}

async function runCommand(
  t: PrTarget,
  session: PrSession,
  env: Env,
  command: Command,
  user: string,
): Promise<void> {
  const { config } = t.cfg;
  const history = await session.attempts();
  const latest = history[history.length - 1];
  let state = await session.state();
  const report = await session.latestReport();
  const prompt = promptFor(report, config);
  switch (command.name) {
    case "continue": {
      const wasHalted = state.status === "halted";
      const guidance =
        command.guidance === ""
          ? state.guidance
          : [...state.guidance, { by: user, text: command.guidance, at: env.now().toISOString() }].slice(
              -MAX_GUIDANCE,
            );
      // The window starts afresh; the history stays.
      state = { ...state, status: "active", halt: null, windowStart: history.length, guidance };
      state = await refreshSticky(t, env, state, history, report, prompt, null, null);
      if (wasHalted) await removeLabel(t.octokit, t.r, t.pr, config.halt.label);
      if (latest !== undefined)
        await setAgentStatus(t, state, latest.sha, countedAttempts(history, state.windowStart), null);
      const mention = config.agent.mention;
      if (mention !== null && t.cfg.ok) {
        const given = command.guidance === "" ? [] : guidance.slice(-1);
        await postComment(
          t.octokit,
          t.r,
          t.pr,
          renderAgentMention({
            mention,
            prompt:
              prompt ?? "The latest run left no failures to fix from a report; follow the guidance below.",
            guidance: given,
            attempt: 0,
          }),
        );
      }
      break;
    }
    case "halt": {
      const reason = command.reason === "" ? "no reason given" : command.reason;
      state = {
        ...state,
        status: "halted",
        halt: {
          reason: "manual",
          summary: `halted by ${user}: ${reason}`,
          evidence: { attempts: [], repeated: [], complexity: [] },
          suggestions: [],
        },
      };
      state = await refreshSticky(t, env, state, history, report, prompt, null, null);
      await addLabel(t.octokit, t.r, t.pr, config.halt.label);
      if (latest !== undefined)
        await setAgentStatus(t, state, latest.sha, countedAttempts(history, state.windowStart), null);
      break;
    }
    case "status":
      state = await refreshSticky(t, env, state, history, report, prompt, null, null);
      await postComment(
        t.octokit,
        t.r,
        t.pr,
        renderCommandReply({ kind: "status", state, history, maxAttempts: config.loop["max-attempts"] }),
      );
      break;
    case "retry":
      if (latest === undefined) {
        await postComment(t.octokit, t.r, t.pr, renderCommandReply({ kind: "no-run" }));
      } else if (latest.outcome === "passed") {
        throw new CommandRefused("the latest run passed: there are no failed jobs to re-run");
      } else {
        await rerunFailedJobs(t.octokit, t.r, latest.runId);
      }
      break;
    case "help":
      await postComment(t.octokit, t.r, t.pr, HELP_TEXT);
      break;
  }
  await session.saveState(state);
}
