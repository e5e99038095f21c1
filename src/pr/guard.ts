// The guards the PR action runs without a server, as the app runs them (app/guard-io.ts, app/on-run.ts): a push to
// the PR (`pull_request_target` or `pull_request`: opened, synchronize, reopened) read through the compare API and
// judged by `onPush`, and a run of the PR's head that gave no CI signal (`workflow_run` action_required,
// cancelled, stale, skipped, neutral) said by `onNoSignal`. Every decision is the core's (core/agent/index.ts:
// `isAgentPush`, `onPush`, `onNoSignal`; core/guard: `findWeakening`, `noSignal`); this file gathers the facts,
// carries the effects out and keeps the state in the sticky comment (session.ts). What needs a timer (no run at all
// within `guard.no-run-minutes`) is the app's only.
import { z } from "zod";
import { type Api, PermissionError } from "./api.js";
import {
  type Deps,
  type RunEvent,
  Repository,
  contextOf,
  loadConfig,
  repoOf,
  runPullRequests,
  targetOf,
  withSession,
} from "./event.js";
import { pullRequestNow, readPush } from "./github.js";
import type { PushRead } from "../core/guard/index.js";
import { carryOut, checkUnchanged, save } from "./session.js";
import { isAgentPush, onNoSignal, onPush } from "../core/agent/index.js";

const Sha = z.string().regex(/^[0-9a-f]{40,64}$/);

export const PullRequestEvent = z.object({
  action: z.string(),
  repository: Repository,
  /** The PR's head before the push (`synchronize` only). */
  before: Sha.optional(),
  sender: z.object({ login: z.string().max(100) }),
  pull_request: z.object({
    number: z.number().int().positive(),
    head: z.object({ sha: Sha }),
    base: z.object({ sha: Sha }),
    user: z.object({ login: z.string().max(100), type: z.string() }).nullable(),
  }),
});
export type PullRequestEvent = z.infer<typeof PullRequestEvent>;

/** The actions of `pull_request` that are a push to the PR. */
const PUSHES: ReadonlySet<string> = new Set(["opened", "synchronize", "reopened"]);

/**
 * A push to a PR: its change since the previous attempt's head (else the push's `before`, else the PR's base) and
 * its commits' authors are read, and `onPush` judges it: an agent's push that weakens the tests is held until
 * `/accept`, a person's is reported. A push already judged (a re-run of the workflow) changes nothing.
 */
export async function onPullRequestPush(api: Api, d: Deps, e: PullRequestEvent): Promise<void> {
  const { pull_request: pull, repository: repo } = e;
  const log = d.log;
  if (!PUSHES.has(e.action)) return log(`pull_request ${e.action}: not a push to the PR`);
  const r = repoOf(repo);
  const cfg = await loadConfig(api, r, d, repo.default_branch);
  const head = pull.head.sha;
  const t = targetOf(api, d, repo, pull.number);
  let read: { base: string; push: PushRead | null } | null = null;
  await withSession(t, async (s) => {
    if (s.memory.state.guard?.push?.sha === head)
      return log(`PR #${pull.number}: push ${head.slice(0, 7)} already judged: nothing to do`);
    const base = s.memory.attempts.at(-1)?.sha ?? e.before ?? pull.base.sha;
    // Read once, whatever number of times the session is opened again.
    if (read?.base !== base) {
      let push: PushRead | null = null;
      try {
        push = await readPush(api, r, base, head);
      } catch (err) {
        if (err instanceof PermissionError) throw err;
        log(
          `reading ${base.slice(0, 7)}...${head.slice(0, 7)} failed (${(err as Error).message}): the push is not judged`,
        );
      }
      read = { base, push };
    }
    const authors = read.push?.authors ?? [e.sender.login];
    const byAgent = isAgentPush({
      config: cfg.config,
      prAuthor: { login: pull.user?.login ?? "", bot: pull.user?.type === "Bot" },
      commitAuthors: authors,
    });
    const next = onPush({
      ctx: contextOf(t, cfg, d),
      state: s.memory.state,
      history: s.memory.attempts,
      push: { sha: head, author: authors.at(-1) ?? e.sender.login, byAgent },
      guard: read.push?.guard ?? null,
    });
    await checkUnchanged(s);
    await carryOut(s, next.effects);
    s.memory = { ...s.memory, state: next.state };
    await save(s);
    const held = next.state.guard?.push;
    log(
      `PR #${pull.number}: ${byAgent ? "the agent's" : "a person's"} push ${head.slice(0, 7)} judged: ${
        held === null || held === undefined
          ? "not read"
          : `${held.findings.length + held.more} finding(s)${held.findings.length + held.more > 0 ? (byAgent ? ", held" : ", reported") : ""}`
      }`,
    );
  });
}

/**
 * A run that gave no CI signal (`why`: core/guard/signal.ts `noSignal`): for each PR whose head it ran, as GitHub
 * has the PR now, `onNoSignal` (not an attempt: the commit named, the agent's status pending, the agent told to
 * wait). A run of a commit the PR has moved past (cancelled by a newer push: the usual `concurrency` case) is
 * nobody's concern.
 */
export async function onNoSignalRun(api: Api, d: Deps, e: RunEvent, why: string): Promise<void> {
  const { workflow_run: run, repository: repo } = e;
  const log = d.log;
  const r = repoOf(repo);
  const prs = await runPullRequests(api, r, run, repo.id);
  if (prs.length === 0) return log("no open PR has this run's head commit: nothing to say");
  const cfg = await loadConfig(api, r, d, repo.default_branch);
  for (const pr of prs) {
    if ((await pullRequestNow(api, r, pr))?.head !== run.head_sha) {
      log(`PR #${pr} has moved past ${run.head_sha.slice(0, 7)}: nothing to say`);
      continue;
    }
    const t = targetOf(api, d, repo, pr);
    await withSession(t, async (s) => {
      const next = onNoSignal({
        ctx: contextOf(t, cfg, d),
        state: s.memory.state,
        history: s.memory.attempts,
        sha: run.head_sha,
        why: `${run.path}: ${why}`,
        url: run.html_url,
        // The run's minutes are not charged: the payload's timings are read by the app only (see the README).
        run: null,
      });
      await checkUnchanged(s);
      await carryOut(s, next.effects);
      s.memory = { ...s.memory, state: next.state };
      await save(s);
      log(
        `PR #${pr}: no CI result for ${run.head_sha.slice(0, 7)} (${why}): not an attempt, the agent waits`,
      );
    });
  }
}
