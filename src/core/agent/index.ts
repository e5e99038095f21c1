// The PR's state machine: `(state, history, event, config) → (state, effects)`, pure, like a reducer. The app
// gathers the event (a CI attempt, a command), calls one of these functions, and carries the effects out in order
// (the sticky comment, the label, the commit status, the agent's mention, a reaction, a reply, a re-run); it
// decides nothing. The loop detector (`decide`) runs once per event, here.
//
// The events, one function each (the app and the PR action call the same ones):
// - `onAttempt`: a CI run of the PR with its report (the loop decides; a halt names the best commit; the steer at
//   the first repetition; the run's minutes charged to the budget);
// - `onPush`: a push, with `findWeakening` over its compare and `isAgentPush` over its commits' authors (an agent's
//   weakening push blocks until `/accept`; a person's is reported);
// - `onNoSignal`: a run of the head that gave no CI result (`noSignal`, `noRunYet` in core/guard/signal.ts): not
//   an attempt;
// - `onTrigger`: someone else's comment that mentions the agent (`mentionsAgent`): charged to the budget;
// - `onCommand` (after `obeys` and `admit`), `onCommentDone`.
// Each returns the state to save (its `guard` field holds the ledger, the judged push and the commit waiting for CI;
// a store that drops it starts from `INITIAL_PR_GUARD` each time) and the effects in order.
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
import { buildPrompt, restorePrompt, steerPrompt, waitPrompt } from "./prompt.js";
import {
  type GuardResult,
  type Ledger,
  bestCommit,
  commitsOf,
  ledgerText,
  overBudget,
  resetLedger,
  spend,
} from "../guard/index.js";
import { quarantineProblems } from "../relate/quarantine.js";
import { type IntroducedQuarantine, WAITING_DESCRIPTION } from "../relate/quarantine-review.js";
import { agentVerdict } from "./verdict.js";
import { type Relation, type RelateInput, heldReport, relate } from "../relate/index.js";
import {
  type Config,
  type Guidance,
  type Halt,
  type LoopAttempt,
  type LoopDecision,
  type PrGuard,
  type PrState,
  type Report,
  INITIAL_PR_GUARD,
} from "../schema.js";

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
      state: "success" | "failure" | "pending";
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
  /** The run, as GitHub says; `minutes`: from its start to its end (charged to the budget once per run attempt). */
  run: RunInfo & { url: string | null; minutes?: number | null };
  /** The run's validated report; null when it left none (or one that was refused). */
  report: Report | null;
  /** The run left a report the app refused: why. */
  refused: string | null;
  /**
   * What the app gathered to judge whose failures they are (the PR's files, the base branch's runs, the commit's
   * other runs); null when it gathered nothing (every failure is then `unknown`, or `infrastructure`).
   */
  evidence?: Evidence | null;
  /**
   * The quarantines the run applied that the default branch does not hold (core/relate/quarantine-review.ts
   * `introducedQuarantines`): named in the sticky comment, and while one is not approved the agent's status fails.
   */
  introduced?: readonly IntroducedQuarantine[];
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

/**
 * The prompt after `history`: the steer (what was tried twice, the exact failing assertion, then the prompt) at the
 * first repetition of the window, else the prompt for the report (`promptFor`).
 */
export function promptOf(
  report: Report | null,
  history: readonly LoopAttempt[],
  windowStart: number,
  config: Config,
): string | null {
  const prompt = promptFor(report, config);
  if (prompt === null || report === null) return prompt;
  const repeated = repeatedOnce(history, windowStart);
  return repeated === null ? prompt : steerPrompt(report, repeated.shas, config.prompt.budget);
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
  introduced?: readonly IntroducedQuarantine[];
}

/** A quarantine the PR introduces waits for `/approve-quarantine`. */
const quarantineWaits = (list: readonly IntroducedQuarantine[] | undefined) =>
  (list ?? []).some((q) => q.approvedBy === null);

/** The sticky comment with the PR's state and history only: no attempt decided, no report or prompt of its own. */
function bareSticky(
  ctx: PrContext,
  state: PrState,
  history: readonly LoopAttempt[],
  runUrl: string | null = null,
): Effect {
  return sticky({
    ctx,
    state,
    history,
    decision: null,
    report: null,
    prompt: null,
    runUrl,
    refused: null,
    relations: [],
  });
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
      ledger: ledgerText(guardOf(s.state).ledger, ctx.now, ctx.config),
      weakening: ctx.config.guard.weakening,
      introduced: s.introduced ?? [],
    }),
  };
}

// ---------------------------------------------------------------------------------------------------- guard

/** The state's guard memory (the initial one when a store kept none). */
export const guardOf = (state: PrState): PrGuard => state.guard ?? INITIAL_PR_GUARD;
const withGuard = (state: PrState, g: Partial<PrGuard>): PrState => ({
  ...state,
  guard: { ...guardOf(state), ...g },
});

const short = (sha: string) => sha.slice(0, 7);

/** The push of `sha` weakened the tests and blocks: the agent's, `guard.weakening` is `block`, nobody accepted it. */
export function blockedBy(ctx: PrContext, state: PrState, sha: string): boolean {
  const push = guardOf(state).push;
  return (
    ctx.config.guard.weakening === "block" &&
    push !== null &&
    push.sha === sha &&
    push.by === "agent" &&
    push.findings.length + push.more > 0 &&
    push.accepted === null
  );
}

/** The halt for a spent budget: why, the ledger in the summary, and the best commit so far. */
function spendHalt(over: string, ledger: Ledger, ctx: PrContext, history: readonly LoopAttempt[]): Halt {
  const summary = `paused: ${over}. Ledger: ${ledgerText(ledger, ctx.now, ctx.config)}`;
  return {
    reason: "spend",
    summary: summary.length <= 1_000 ? summary : `${summary.slice(0, 999)}…`,
    evidence: { attempts: [], repeated: [], complexity: [] },
    suggestions: [
      "the budget of this pull request is spent: stop, summarise what was tried and what it cost, and wait for a person to resume you (/continue)",
    ],
    best: bestCommit(history),
  };
}

/**
 * The ledger after `spent`, and the halt when it passes a limit of `budget` while the agent is active: the state
 * halted (reason `spend`) and the label to add. Null halt: within budget, or already halted.
 */
function charge(
  ctx: PrContext,
  state: PrState,
  history: readonly LoopAttempt[],
  spent: Parameters<typeof spend>[1][],
): { state: PrState; halted: boolean } {
  let ledger = guardOf(state).ledger;
  for (const x of spent) ledger = spend(ledger, x, ctx.now);
  let next = withGuard(state, { ledger });
  const over = next.status === "active" ? overBudget(ledger, ctx.now, ctx.config) : null;
  if (over === null) return { state: next, halted: false };
  next = { ...next, status: "halted", halt: spendHalt(over, ledger, ctx, history) };
  return { state: next, halted: true };
}

/** Whose a push is: the agent's when a commit author is the agent (its login, `guard.agent-logins`), or a bot that opened the PR. */
export interface PushAuthors {
  config: Config;
  /** The PR's author and whether GitHub says it is a bot. */
  prAuthor: { login: string; bot: boolean };
  /** Logins of the authors (and committers) of the push's commits; null for a commit GitHub could not tie to a user. */
  commitAuthors: readonly (string | null)[];
}

const login = (s: string) => s.toLowerCase().replace(/\[bot\]$/, "");

/** Whether the push is the agent's (see `PushAuthors`). */
export function isAgentPush(p: PushAuthors): boolean {
  const agents = new Set(p.config.guard["agent-logins"].map(login));
  const mention = p.config.agent.mention;
  if (mention !== null && !mention.includes("/")) agents.add(login(mention.slice(1)));
  if (p.prAuthor.bot) agents.add(login(p.prAuthor.login));
  return p.commitAuthors.some((a) => a !== null && agents.has(login(a)));
}

export interface PushEvent {
  ctx: PrContext;
  state: PrState;
  /** The PR's attempts so far, oldest first. */
  history: readonly LoopAttempt[];
  push: {
    /** The PR's new head. */
    sha: string;
    /** Who pushed it, as shown (the commit author's login). */
    author: string;
    /** `isAgentPush`. */
    byAgent: boolean;
  };
  /**
   * `findWeakening` over the push's change (the compare API between the previous attempt's head, else the PR's
   * base, and this one); null when GitHub gave no diff (then nothing is judged).
   */
  guard: GuardResult | null;
}

/**
 * A push to the PR (`pull_request.synchronize`, or a new PR). An agent's push is charged to the budget (a limit
 * passed halts the agent: the label, the ledger in the comment). Its test changes are judged: an agent's push that
 * weakened the tests, with `guard.weakening` `block`, gets a failing agent status on the commit, the findings in
 * the sticky comment and a mention asking the agent to restore the tests and fix the code, until a person accepts
 * it (`/accept`); a person's push with the same change is only reported in the comment. A clean push clears an
 * earlier report; an agent's clean push gets a pending status (its CI result is to come).
 */
export function onPush(e: PushEvent): Transition {
  const { ctx, history, push } = e;
  const { config } = ctx;
  const before = guardOf(e.state);
  const charged = e.push.byAgent
    ? charge(ctx, e.state, history, [{ kind: "push" }])
    : { state: e.state, halted: false };
  const { halted } = charged;
  let { state } = charged;
  const judged = config.guard.weakening !== "off" && e.guard !== null ? e.guard : null;
  const record: PrGuard["push"] =
    judged === null
      ? null
      : {
          sha: push.sha,
          by: push.byAgent ? "agent" : "human",
          author: push.author.slice(0, 100),
          findings: judged.findings,
          more: judged.more,
          unread: judged.unread.slice(0, 20),
          accepted: null,
        };
  state = withGuard(state, { push: record, waiting: null });
  const found = (record?.findings.length ?? 0) + (record?.more ?? 0) > 0;
  const hadFound = before.push !== null && before.push.findings.length + before.push.more > 0;
  const blocks = blockedBy(ctx, state, push.sha);
  const effects: Effect[] = [];
  if (found || hadFound || halted || before.waiting !== null) effects.push(bareSticky(ctx, state, history));
  if (halted) effects.push({ kind: "label", op: "add", label: config.halt.label });
  if (push.byAgent || blocks || halted)
    effects.push(
      agentStatus(ctx, state, {
        sha: push.sha,
        counted: countedAttempts(history, state.windowStart),
        url: null,
        pending: !blocks && !halted,
      }),
    );
  const mention = config.agent.mention;
  if (
    blocks &&
    record !== null &&
    mention !== null &&
    ctx.configError === null &&
    state.status === "active"
  ) {
    effects.push({
      kind: "mention",
      body: renderAgentMention({
        mention,
        prompt: restorePrompt(record, config.prompt.budget),
        guidance: [],
        attempt: 0,
        ask: { kind: "restore", sha: push.sha },
      }),
    });
    ({ state } = charge(ctx, { ...state, mentioned: push.sha }, history, [{ kind: "trigger" }]));
  }
  return { state, effects };
}

export interface NoSignalEvent {
  ctx: PrContext;
  state: PrState;
  history: readonly LoopAttempt[];
  /** The commit without a CI result. */
  sha: string;
  /** Why (core/guard/signal.ts `noSignal`, `noRunYet`). */
  why: string;
  /** The run, when there is one. */
  url: string | null;
  /** The run's minutes, counted once per `key` (`runId:attempt`); null when there was no run. */
  run?: { key: string; minutes: number } | null;
}

/**
 * A commit with no CI result: a run awaiting approval, cancelled, stale or skipped, or no run at all in
 * `guard.no-run-minutes`. It is not an attempt: the sticky comment names the commit and why, the agent's status on
 * it is pending, and the agent (active, mentioned by the config) is asked once per commit to wait rather than push
 * again. The run's minutes are charged all the same.
 */
export function onNoSignal(e: NoSignalEvent): Transition {
  const { ctx, history } = e;
  const { config } = ctx;
  const before = guardOf(e.state);
  const charged = charge(ctx, e.state, history, e.run ? [{ kind: "run", ...e.run }] : []);
  const { halted } = charged;
  let { state } = charged;
  const again = before.waiting?.sha === e.sha;
  state = withGuard(state, { waiting: { sha: e.sha, why: e.why.slice(0, 1_000), url: e.url } });
  const effects: Effect[] = [bareSticky(ctx, state, history, e.url)];
  if (halted) effects.push({ kind: "label", op: "add", label: config.halt.label });
  effects.push(
    agentStatus(ctx, state, {
      sha: e.sha,
      counted: countedAttempts(history, state.windowStart),
      url: e.url,
      pending: !halted,
    }),
  );
  const mention = config.agent.mention;
  if (!again && mention !== null && ctx.configError === null && state.status === "active") {
    effects.push({
      kind: "mention",
      body: renderAgentMention({
        mention,
        prompt: waitPrompt(e.sha, e.why),
        guidance: [],
        attempt: 0,
        ask: { kind: "wait", sha: e.sha },
      }),
    });
    ({ state } = charge(ctx, state, history, [{ kind: "trigger" }]));
  }
  return { state, effects };
}

export interface TriggerEvent {
  ctx: PrContext;
  state: PrState;
  history: readonly LoopAttempt[];
  /** The PR's head (its status is set when the agent is paused); null: the latest attempt's. */
  head: string | null;
}

/**
 * A comment by someone else than the app that mentions the agent (a person's, or another bot's: a chain of bots
 * counts): charged to the budget; a limit passed pauses the agent (the label, the ledger in the comment, a failing
 * status). The app never answers such a comment with one that triggers the agent (see `obeys`).
 */
export function onTrigger(e: TriggerEvent): Transition {
  const { ctx, history } = e;
  const { state, halted } = charge(ctx, e.state, history, [{ kind: "trigger" }]);
  if (!halted) return { state, effects: [] };
  const effects: Effect[] = [
    bareSticky(ctx, state, history),
    { kind: "label", op: "add", label: ctx.config.halt.label },
  ];
  const head = e.head ?? history.at(-1)?.sha;
  if (head !== undefined)
    effects.push(
      agentStatus(ctx, state, { sha: head, counted: countedAttempts(history, state.windowStart), url: null }),
    );
  return { state, effects };
}

/** Whether a comment mentions the agent (`agent.mention`, a whole `@login` word). */
export function mentionsAgent(body: string, config: Config): boolean {
  const mention = config.agent.mention?.toLowerCase();
  if (mention === undefined) return false;
  const text = body.slice(0, 65_536).toLowerCase();
  let i = text.indexOf(mention);
  while (i >= 0) {
    const next = text[i + mention.length];
    if (next === undefined || !/[A-Za-z0-9_\-[\]/]/.test(next)) return true;
    i = text.indexOf(mention, i + 1);
  }
  return false;
}

/** The `flakeharden/agent` commit status on `on.sha`: halted, or active with the attempts counted. */
function agentStatus(
  ctx: PrContext,
  state: PrState,
  on: { sha: string; counted: number; url: string | null; pending?: boolean; quarantineWaiting?: boolean },
): Effect {
  const { sha, counted, url } = on;
  const base = { kind: "status", sha, context: "flakeharden/agent", url } as const;
  const v = agentVerdict({
    state,
    weakening: ctx.config.guard.weakening,
    sha,
    quarantineWaiting: on.quarantineWaiting === true,
    pending: on.pending === true,
  });
  switch (v.kind) {
    case "halted":
      return {
        ...base,
        state: "failure",
        description: `halted (${state.halt?.reason ?? "manual"}): reply /continue to resume`,
      };
    case "weakened":
      return {
        ...base,
        state: "failure",
        description: `tests weakened on ${short(sha)} (${v.changes}): restore them, or /accept <reason>`,
      };
    case "quarantine":
      return { ...base, state: "failure", description: WAITING_DESCRIPTION };
    case "no-signal":
      return {
        ...base,
        state: "pending",
        description: `no CI result for ${short(sha)}: not an attempt, waiting`,
      };
    case "pending":
      return { ...base, state: "pending", description: `waiting for CI on ${short(sha)}` };
    case "active":
      return {
        ...base,
        state: "success",
        description: `active: attempt ${counted} of ${ctx.config.loop["max-attempts"]}`,
      };
  }
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
  // A result for the commit that had none: it no longer waits.
  if (guardOf(state).waiting?.sha === run.sha) state = withGuard(state, { waiting: null });
  const decision = decide(history, state.windowStart, config);
  let haltsNow = state.status === "active" && decision.decision === "halt" && decision.halt !== null;
  if (haltsNow && decision.halt !== null)
    state = { ...state, status: "halted", halt: { ...decision.halt, best: bestCommit(history) } };
  if (typeof run.minutes === "number") {
    const charged = charge(ctx, state, history, [
      { kind: "run", key: `${run.runId}:${run.runAttempt}`, minutes: run.minutes },
    ]);
    state = charged.state;
    haltsNow ||= charged.halted;
  }
  // The first repetition: the last two commits with a report failed with the same failures. Steer, before the halt.
  const prompt = promptOf(report, history, state.windowStart, config);
  const repeated = repeatedOnce(history, state.windowStart);
  if (prompt !== null && repeated !== null) state = withGuard(state, { steered: repeated.key });
  const effects: Effect[] = [
    sticky({
      ctx,
      state,
      history,
      decision,
      report,
      prompt,
      runUrl: run.url,
      refused: e.refused,
      relations,
      ...(e.introduced !== undefined ? { introduced: e.introduced } : {}),
    }),
  ];
  if (haltsNow) effects.push({ kind: "label", op: "add", label: config.halt.label });
  effects.push(
    agentStatus(ctx, state, {
      sha: run.sha,
      counted: decision.counted,
      url: run.url,
      quarantineWaiting: quarantineWaits(e.introduced),
    }),
  );
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
    state.mentioned !== run.sha &&
    !blockedBy(ctx, state, run.sha)
  ) {
    effects.push({
      kind: "mention",
      body: renderAgentMention({ mention, prompt, guidance: [], attempt: decision.counted }),
    });
    state = { ...state, mentioned: run.sha };
    const charged = charge(ctx, state, history, [{ kind: "trigger" }]);
    state = charged.state;
    if (charged.halted) effects.push({ kind: "label", op: "add", label: config.halt.label });
  }
  return { state, effects, attempt, decision, relations, held: report };
}

/**
 * The first repetition in the window: the last two commits whose runs left a report failed with the same,
 * non-empty set of failures (incomplete ones skipped, a passing one ends it). Their commits and the set, or null.
 */
export function repeatedOnce(
  history: readonly LoopAttempt[],
  windowStart: number,
): { shas: [string, string]; key: string } | null {
  const reported = commitsOf(history.slice(Math.max(0, windowStart))).filter(
    (c) => c.outcome !== "incomplete",
  );
  const [a, b] = reported.slice(-2);
  if (a === undefined || b === undefined || a.outcome !== "failed" || b.outcome !== "failed") return null;
  const key = b.fingerprints.join(",");
  return key !== "" && a.fingerprints.join(",") === key ? { shas: [a.sha, b.sha], key } : null;
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
  // Another bot's comment is never answered with a command's effects (a mention would trigger the agent: a loop).
  if (user.endsWith("[bot]")) return false;
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
  /** The quarantines the latest report applied that the default branch does not hold (as for the attempt). */
  introduced?: readonly IntroducedQuarantine[];
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
  const prompt = promptOf(report, history, e.state.windowStart, config);
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
      ...(e.introduced !== undefined ? { introduced: e.introduced } : {}),
    });
  const quarantineWaiting = quarantineWaits(e.introduced);
  // On the PR's head: a commit pushed since the latest attempt is the one branch protection reads.
  const head = e.head ?? latest?.sha;
  const status = (s: PrState): Effect[] =>
    head === undefined
      ? []
      : [
          agentStatus(ctx, s, {
            sha: head,
            counted: countedAttempts(history, s.windowStart),
            url: null,
            quarantineWaiting,
          }),
        ];
  const name: CommandName = command.name;
  switch (name) {
    case "continue": {
      const wasHalted = state.status === "halted";
      const given: Guidance[] = command.text === "" ? [] : [{ by: user, text: command.text, at: ctx.now }];
      const guidance = [...state.guidance, ...given].slice(-MAX_GUIDANCE);
      // The window starts afresh; the history stays.
      state = {
        ...withGuard(state, { ledger: resetLedger(guardOf(state).ledger) }),
        status: "active",
        halt: null,
        windowStart: history.length,
        guidance,
      };
      const effects: Effect[] = [refresh(state)];
      if (wasHalted) effects.push({ kind: "label", op: "remove", label: config.halt.label });
      effects.push(...status(state));
      const mention = config.agent.mention;
      if (mention !== null && ctx.configError === null)
        effects.push({
          kind: "mention",
          body: renderAgentMention({
            mention,
            // The new window has no repetition yet: the plain prompt, not the steer.
            prompt:
              promptFor(report, config) ??
              "The latest run left no failures to fix from a report; follow the guidance below.",
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
    case "accept": {
      const g = guardOf(state);
      const push = g.push;
      if (push === null || push.findings.length + push.more === 0 || push.accepted !== null)
        return {
          state,
          effects: commandFailed(command, "no push with weakened tests is waiting to be accepted"),
          refused: true,
        };
      state = withGuard(state, {
        push: {
          ...push,
          accepted: { by: user, reason: command.text === "" ? "no reason given" : command.text },
        },
      });
      return {
        state,
        effects: [
          refresh(state),
          agentStatus(ctx, state, {
            sha: push.sha,
            counted: countedAttempts(history, state.windowStart),
            url: null,
            quarantineWaiting,
          }),
        ],
        refused: false,
      };
    }
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
