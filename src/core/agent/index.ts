// The PR's state machine: `(state, history, event, config) → (state, effects)`, pure, like a reducer. The app
// gathers the event (a CI attempt, a command), calls one of these functions, and carries the effects out in order
// (the sticky comment, the label, the commit status, the agent's mention, a reaction, a reply, a re-run); it
// decides nothing. The loop detector (`decide`) runs once per event, here.
import { type Command, type CommandName } from "./commands.js";
import {
  COMPLEXITY_FORMULA,
  FAILING_CONCLUSIONS,
  type RunInfo,
  attemptFromReport,
  countedAttempts,
  decide,
} from "./loop.js";
import { renderAgentMention, renderComment, renderCommandReply, type Role } from "../render/comment.js";
import { buildPrompt } from "./prompt.js";
import { quarantineProblems } from "../relate/quarantine.js";
import { type Relation, type RelateInput, heldReport, relate } from "../relate/index.js";
import type { Config, Guidance, LoopAttempt, LoopDecision, PrState, Report } from "../schema.js";

/** Guidance entries kept per PR. */
export const MAX_GUIDANCE = 20;

/** Who may command the app while the config is invalid: admins only (the file may have narrowed the roles). */
export const ROLES_WHILE_INVALID: readonly Role[] = ["admin"];

/** The PR and the config in force: what every transition reads besides the state. */
export interface PrContext {
  /** `owner/name`. */
  repository: string;
  /** `https://github.com` unless on GitHub Enterprise Server. */
  serverUrl: string;
  pr: number;
  /** The repository's config; the defaults when it is invalid. */
  config: Config;
  /** Why `.github/flakeharden.yml` is invalid (field, value, what is allowed); null when it is valid. */
  configError: string | null;
  /** ISO time of the event (the clock is the app's). */
  now: string;
}

/**
 * The context of an event: the config's own error, else the quarantine's problems on this day (an expiry too far
 * ahead, a test listed twice: they need the clock, so the schema cannot check them), as the config's error.
 */
export function prContext(c: PrContext): PrContext {
  if (c.configError !== null) return c;
  const problems = quarantineProblems(c.config.quarantine, c.now.slice(0, 10));
  return problems.length === 0
    ? c
    : { ...c, configError: problems.map((p) => `.github/flakeharden.yml: ${p}`).join("\n") };
}

export type StatusContext = "flakeharden/agent" | "flakeharden/config";

/** What the app carries out, in order. */
export type Effect =
  /**
   * Write the sticky comment: edit `commentId` (the state's), else find it, else create it once. The app saves
   * the id it ends up with in the state's `commentId`.
   */
  | { kind: "sticky"; body: string; commentId: number | null }
  | { kind: "label"; op: "add" | "remove"; label: string }
  | {
      kind: "status";
      sha: string;
      context: StatusContext;
      state: "success" | "failure";
      description: string;
      url: string | null;
    }
  /** A NEW comment that pings the agent (a mention only notifies in a new comment). */
  | { kind: "mention"; body: string }
  /** A new comment answering a command. */
  | { kind: "reply"; body: string }
  /** A reaction on the command comment. */
  | { kind: "reaction"; content: "eyes" | "+1" | "confused" }
  /** Re-run the failed jobs of a workflow run. */
  | { kind: "rerun"; runId: number };

export interface Transition {
  /** The state to save once every effect is carried out (`commentId` set from the sticky effect's result). */
  state: PrState;
  effects: Effect[];
}

export interface AttemptEvent {
  ctx: PrContext;
  state: PrState;
  /** The PR's attempts recorded so far, oldest first (without this one). */
  history: readonly LoopAttempt[];
  /** The run, as GitHub says. */
  run: RunInfo & { url: string | null };
  /** The run's validated report; null when it left none (or one that was refused). */
  report: Report | null;
  /** The run left a report the app refused: why. */
  refused: string | null;
  /**
   * What the app gathered to judge whose failures they are (the PR's files, the base branch's runs, the commit's
   * other runs); null when it gathered nothing (every failure is then `unknown`, or `infrastructure`).
   */
  evidence?: Evidence | null;
}

/** The input of `relate` that the app gathers. */
export type Evidence = Pick<RelateInput, "prFiles" | "base" | "sameCommit">;

export interface AttemptTransition extends Transition {
  /** The attempt to record, once the effects are carried out. */
  attempt: LoopAttempt;
  decision: LoopDecision;
  /** Each failure's verdict: only `held` ones count against the agent. */
  relations: Relation[];
  /** The report with only the held failures (what the agent is prompted about): the one to keep for commands. */
  held: Report | null;
}

/** Conclusions of runs that count as attempts: the code was built and tested, whatever the outcome. */
const COUNTED_CONCLUSIONS: ReadonlySet<string> = new Set([
  "success",
  "failure",
  "timed_out",
  "startup_failure",
]);

export interface RunSeen {
  /** The run's conclusion; null while GitHub has none. */
  conclusion: string | null;
  /** The run's workflow file (`.github/workflows/ci.yml`). */
  workflow: string;
  config: Config;
}

/** A cancelled, skipped or superseded run is nobody's attempt, whatever it uploaded: why, or null when it may be one. */
export function conclusionIgnored(conclusion: string | null): string | null {
  return COUNTED_CONCLUSIONS.has(conclusion ?? "")
    ? null
    : `run ${conclusion ?? "without conclusion"}: not an attempt`;
}

/**
 * With `report.workflows` set, only those workflows count, matched on the file path only (a fork can name a new
 * workflow like an existing one): why not, or null when the run may be an attempt.
 */
export function workflowIgnored(r: RunSeen): string | null {
  const { workflows } = r.config.report;
  return workflows.length > 0 && !workflows.includes(r.workflow)
    ? `workflow ${r.workflow} is not listed in report.workflows: ignored`
    : null;
}

export interface ReportSeen extends RunSeen {
  /** What the run left: a valid report, none, or one the app refused. */
  report: "ok" | "none" | "rejected";
  /** Whether a run of this workflow ever left a report in the repository. */
  knownWorkflow: boolean;
}

/**
 * Whether the run, with what it left, is an attempt: null when it is, else why not. Without a report only a failed
 * run says something (nothing reproduces it: a verification gap), and a failed run with no report at all only in a
 * workflow that leaves one (listed, or seen to): a lint workflow failing is not the agent's attempt going unverified.
 */
export function reportIgnored(r: ReportSeen): string | null {
  const failed = FAILING_CONCLUSIONS.has(r.conclusion ?? "");
  if (r.report !== "ok" && !failed)
    return `run ${r.conclusion ?? "without conclusion"} without a usable report: not an attempt`;
  if (r.report === "none" && r.config.report.workflows.length === 0 && !r.knownWorkflow)
    return `workflow ${r.workflow} failed and has never left a flakeharden report: not an attempt`;
  return null;
}

/** The prompt for a report that names failures (`failed`, or `unknown` with failures: the loop counts both). */
export function promptFor(report: Report | null, config: Config): string | null {
  if (report === null) return null;
  const failing =
    report.outcome === "failed" ||
    (report.outcome === "unknown" && report.buckets.some((b) => b.failures.length > 0));
  return failing ? buildPrompt(report, config.prompt.budget) : null;
}

interface StickyInput {
  ctx: PrContext;
  relations: readonly Relation[];
  state: PrState;
  history: readonly LoopAttempt[];
  decision: LoopDecision | null;
  report: Report | null;
  prompt: string | null;
  runUrl: string | null;
  refused: string | null;
}

function sticky(s: StickyInput): Effect {
  const { ctx } = s;
  return {
    kind: "sticky",
    commentId: s.state.commentId,
    body: renderComment({
      repository: ctx.repository,
      serverUrl: ctx.serverUrl,
      pr: ctx.pr,
      sha: s.history.at(-1)?.sha ?? null,
      report: s.report,
      history: s.history,
      windowStart: s.state.windowStart,
      decision: s.decision,
      state: s.state,
      prompt: s.prompt,
      configError: ctx.configError,
      reportProblem: s.refused,
      complexityFormula: COMPLEXITY_FORMULA,
      runUrl: s.runUrl,
      maxAttempts: ctx.config.loop["max-attempts"],
      roles: ctx.config.commands.roles,
      relations: s.relations,
      quarantineAfter: ctx.config.history["quarantine-after"],
      today: ctx.now.slice(0, 10),
    }),
  };
}

/** The `flakeharden/agent` commit status on `on.sha`: halted, or active with the attempts counted. */
function agentStatus(
  ctx: PrContext,
  state: PrState,
  on: { sha: string; counted: number; url: string | null },
): Effect {
  const { sha, counted, url } = on;
  const halted = state.status === "halted";
  return {
    kind: "status",
    sha,
    context: "flakeharden/agent",
    state: halted ? "failure" : "success",
    description: halted
      ? `halted (${state.halt?.reason ?? "manual"}): reply /continue to resume`
      : `active: attempt ${counted} of ${ctx.config.loop["max-attempts"]}`,
    url,
  };
}

/**
 * A CI attempt of the PR (one run of one commit). The loop detector decides over the history with this attempt;
 * an active agent that loops is halted (the label added); the sticky comment and the agent's commit status are
 * updated; an invalid config gets a failing `flakeharden/config` status; and the agent is mentioned with the
 * prompt when the attempt failed with a report, the agent is active, the config valid, and it was not mentioned
 * for this commit yet (one mention per commit: its runs are one attempt).
 */
/** Whose each failure of `report` is, on `evidence` (none: every failure `unknown`, or `infrastructure`). */
function relationsOf(
  ctx: PrContext,
  report: Report | null,
  evidence: Evidence | null | undefined,
): Relation[] {
  const { config } = ctx;
  return report === null
    ? []
    : relate({
        failures: report.buckets.flatMap((b) => b.failures),
        verdicts: report.verdicts,
        prFiles: evidence?.prFiles ?? null,
        base: evidence?.base ?? {
          branch: "the base branch",
          windowDays: config.history["window-days"],
          minRuns: config.history["min-runs"],
          runs: [],
          tests: new Map(),
        },
        sameCommit: evidence?.sameCommit ?? new Map(),
        quarantine: config.quarantine,
        today: ctx.now.slice(0, 10),
      });
}

export function onAttempt(e: AttemptEvent): AttemptTransition {
  const { ctx, run } = e;
  const { config } = ctx;
  // Only the failures that are the PR's (related, or unknown) count and are prompted about.
  const relations = relationsOf(ctx, e.report, e.evidence);
  const report = e.report === null ? null : heldReport(e.report, relations);
  const attempt = attemptFromReport(report, run, config);
  const history = [...e.history, attempt];
  let state = e.state;
  const decision = decide(history, state.windowStart, config);
  const haltsNow = state.status === "active" && decision.decision === "halt" && decision.halt !== null;
  if (haltsNow) state = { ...state, status: "halted", halt: decision.halt };
  const prompt = promptFor(report, config);
  const effects: Effect[] = [
    sticky({ ctx, state, history, decision, report, prompt, runUrl: run.url, refused: e.refused, relations }),
  ];
  if (haltsNow) effects.push({ kind: "label", op: "add", label: config.halt.label });
  effects.push(agentStatus(ctx, state, { sha: run.sha, counted: decision.counted, url: run.url }));
  if (ctx.configError !== null)
    effects.push({
      kind: "status",
      sha: run.sha,
      context: "flakeharden/config",
      state: "failure",
      description: ".github/flakeharden.yml is invalid: see the flakeharden comment",
      url: null,
    });
  const mention = config.agent.mention;
  if (
    mention !== null &&
    ctx.configError === null &&
    state.status === "active" &&
    attempt.outcome === "failed" &&
    prompt !== null &&
    state.mentioned !== run.sha
  ) {
    effects.push({
      kind: "mention",
      body: renderAgentMention({ mention, prompt, guidance: [], attempt: decision.counted }),
    });
    state = { ...state, mentioned: run.sha };
  }
  return { state, effects, attempt, decision, relations, held: report };
}

// ---------------------------------------------------------------------------------------------------- comments

export interface CommentAuthor {
  ctx: PrContext;
  /** The commenter's login. */
  user: string;
  /** The app's own login (`slug[bot]`). */
  appLogin: string;
}

/** Whether a comment's commands are to be read at all: never the app's own, never the agent's (it cannot resume itself). */
export function obeys(a: CommentAuthor): boolean {
  const user = a.user.toLowerCase();
  if (user === a.appLogin.toLowerCase()) return false;
  const agent = a.ctx.config.agent.mention?.slice(1).toLowerCase();
  return agent === undefined || user !== agent;
}

export interface Admission {
  allowed: boolean;
  /** Refused: a confused reaction and a reply saying why. Allowed: the eyes reaction (carried out once the comment is taken). */
  effects: Effect[];
}

/** Whether `role` may command the app: `commands.roles`, or admins only while the config is invalid. */
export function admit(ctx: PrContext, user: string, role: string): Admission {
  const allowed = ctx.configError === null ? ctx.config.commands.roles : ROLES_WHILE_INVALID;
  if (!(allowed as readonly string[]).includes(role))
    return {
      allowed: false,
      effects: [
        { kind: "reaction", content: "confused" },
        { kind: "reply", body: renderCommandReply({ kind: "refused", user, role, allowed }) },
      ],
    };
  return { allowed: true, effects: [{ kind: "reaction", content: "eyes" }] };
}

export interface CommandEvent {
  ctx: PrContext;
  state: PrState;
  /** The PR's attempts, oldest first. */
  history: readonly LoopAttempt[];
  /** The report of the PR's latest attempt, if it left one (all its failures: whose they are is judged again). */
  report: Report | null;
  /**
   * What the app gathered to judge whose the report's failures are, as for the attempt (null: gathered nothing, as
   * for a command that shows no comment): the refreshed comment lists the failures that are not the PR's apart,
   * like the attempt's did, and the agent is prompted about the PR's only.
   */
  evidence?: Evidence | null;
  /** The PR's head commit as GitHub says now (null: unknown, the latest attempt's is used): its status is set. */
  head?: string | null;
  command: Command;
  /** Who wrote it (already admitted). */
  user: string;
}

export interface CommandTransition extends Transition {
  /** The command was not applied (why, already in a reply effect): it counts as failed for the final reaction. */
  refused: boolean;
}

/**
 * One command of a comment. `/continue` resumes (or steers) the agent: a new window, the guidance kept, the label
 * removed when it was halted, the agent mentioned with the latest prompt and the new guidance. `/halt` halts it
 * (the label, a failing status). `/status` refreshes the sticky comment and replies with the state. `/retry`
 * re-runs the failed jobs of the latest run, refused when that run passed. `/flakeharden help` replies with the
 * help. The state is saved by the app after the effects.
 */
export function onCommand(e: CommandEvent): CommandTransition {
  const { ctx, history, command, user } = e;
  const { config } = ctx;
  const latest = history.at(-1);
  const relations = relationsOf(ctx, e.report, e.evidence);
  const report = e.report === null ? null : heldReport(e.report, relations);
  const prompt = promptFor(report, config);
  let state = e.state;
  const refresh = (s: PrState): Effect =>
    sticky({
      ctx,
      state: s,
      history,
      decision: history.length > 0 ? decide(history, s.windowStart, config) : null,
      report,
      prompt,
      runUrl: null,
      refused: null,
      relations,
    });
  // On the PR's head: a commit pushed since the latest attempt is the one branch protection reads.
  const head = e.head ?? latest?.sha;
  const status = (s: PrState): Effect[] =>
    head === undefined
      ? []
      : [agentStatus(ctx, s, { sha: head, counted: countedAttempts(history, s.windowStart), url: null })];
  const name: CommandName = command.name;
  switch (name) {
    case "continue": {
      const wasHalted = state.status === "halted";
      const given: Guidance[] = command.text === "" ? [] : [{ by: user, text: command.text, at: ctx.now }];
      const guidance = [...state.guidance, ...given].slice(-MAX_GUIDANCE);
      // The window starts afresh; the history stays.
      state = { ...state, status: "active", halt: null, windowStart: history.length, guidance };
      const effects: Effect[] = [refresh(state)];
      if (wasHalted) effects.push({ kind: "label", op: "remove", label: config.halt.label });
      effects.push(...status(state));
      const mention = config.agent.mention;
      if (mention !== null && ctx.configError === null)
        effects.push({
          kind: "mention",
          body: renderAgentMention({
            mention,
            prompt:
              prompt ?? "The latest run left no failures to fix from a report; follow the guidance below.",
            guidance: given,
            attempt: 0,
          }),
        });
      return { state, effects, refused: false };
    }
    case "halt": {
      const reason = command.text === "" ? "no reason given" : command.text;
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
      const effects: Effect[] = [
        refresh(state),
        { kind: "label", op: "add", label: config.halt.label },
        ...status(state),
      ];
      return { state, effects, refused: false };
    }
    case "status":
      return {
        state,
        effects: [
          refresh(state),
          {
            kind: "reply",
            body: renderCommandReply({
              kind: "status",
              state,
              history,
              maxAttempts: config.loop["max-attempts"],
            }),
          },
        ],
        refused: false,
      };
    case "retry":
      if (latest === undefined)
        return {
          state,
          effects: [{ kind: "reply", body: renderCommandReply({ kind: "no-run" }) }],
          refused: false,
        };
      if (latest.outcome === "passed")
        return {
          state,
          effects: commandFailed(command, "the latest run passed: there are no failed jobs to re-run"),
          refused: true,
        };
      return { state, effects: [{ kind: "rerun", runId: latest.runId }], refused: false };
    case "help":
      return {
        state,
        effects: [{ kind: "reply", body: renderCommandReply({ kind: "help" }) }],
        refused: false,
      };
    case "approve-quarantine":
      // The app records the approval (core/relate/quarantine-review.ts) and holds these effects to it.
      return { state, effects: [refresh(state), ...status(state)], refused: false };
  }
}

/** A command that could not be carried out (refused, or GitHub answered with an error): the reply saying why. */
export function commandFailed(command: Command, why: string): Effect[] {
  return [{ kind: "reply", body: renderCommandReply({ kind: "ignored", command: command.name, why }) }];
}

/** GitHub's answer to a command's effect, as told to the commenter. */
export function githubRefused(command: Command, message: string): Effect[] {
  return commandFailed(command, `GitHub answered: ${message.slice(0, 300)}`);
}

export interface CommentDone {
  /** Commands read from the comment. */
  commands: number;
  /** Of these, the ones refused or failed. */
  failed: number;
  /** `/flakeharden …` lines that are no command. */
  unknown: readonly string[];
}

/** After a comment's commands: the help for unknown `/flakeharden …` lines, then 👍 (or 😕 when every command failed). */
export function onCommentDone(d: CommentDone): Effect[] {
  const effects: Effect[] = [];
  if (d.unknown.length > 0)
    effects.push({ kind: "reply", body: renderCommandReply({ kind: "help", unknown: d.unknown }) });
  effects.push({ kind: "reaction", content: d.failed === d.commands && d.commands > 0 ? "confused" : "+1" });
  return effects;
}
