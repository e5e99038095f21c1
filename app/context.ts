// What the handlers share: the PR they act on, carrying out the core's effects with the writer they were given, the
// evidence of whose a run's failures are, and the quarantines the default branch holds or a PR introduces.
import { type RepoConfig } from "./config.js";
import { type EffectTarget, type Writer } from "./effects.js";
import { type Octokit, type Repo, listPullRequestFiles, ownerCheck } from "./github.js";
import type { Store } from "./store/index.js";
import { type Effect, type PrContext, prContext, type Evidence } from "../src/core/agent/index.js";
import { configStatus } from "../src/core/agent/config-status.js";
import { quarantineProblems, utcDay } from "../src/core/relate/quarantine.js";
import {
  type IntroducedQuarantine,
  type OwnerCheck,
  capByFirstSeen,
  introducedQuarantines,
  ownerHandle,
} from "../src/core/relate/quarantine-review.js";
import type { PrState, Report } from "../src/core/schema.js";

export interface Env {
  store: Store;
  writer: Writer;
  now: () => Date;
  serverUrl: string;
  appLogin: () => Promise<string>;
}

export interface PrTarget {
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

export interface RunInfo {
  /** Minutes the run took (charged to the PR's budget). */
  minutes: number | null;
  workflow: string;
  runId: number;
  runAttempt: number;
  sha: string;
  conclusion: string;
  url: string;
}

/** What a transition reads besides the state: the PR and the config in force. */
export function contextOf(t: PrTarget, env: Env): PrContext {
  return prContext({
    repository: t.repository,
    serverUrl: env.serverUrl,
    pr: t.pr,
    config: t.cfg.config,
    configError: t.cfg.ok ? null : t.cfg.error,
    now: env.now().toISOString(),
  });
}

export interface Carried {
  /** The sticky comment's id, when an effect wrote it. */
  stickyId: number | null;
}

/** Where the PR's effects go. */
export function targetOf(t: WriteTarget, commentId?: number): EffectTarget {
  return {
    octokit: t.octokit,
    r: t.r,
    key: t.key,
    pr: t.pr,
    installationId: t.installationId,
    ...(commentId !== undefined ? { commentId } : {}),
  };
}

export type WriteTarget = Pick<PrTarget, "octokit" | "r" | "pr" | "key" | "installationId">;

/**
 * Carries out effects in order, with the writer the app was given (app/effects.ts). The first one GitHub refuses
 * throws: nothing after it is done, and the state is not saved (a redelivery redoes it). `commentId`: the command
 * comment reactions go to.
 */
export async function carryOut(
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
export async function configStatusOf(
  t: WriteTarget,
  env: Env,
  o: { invalid: boolean; sha: string },
): Promise<void> {
  const failing = await env.store.queue.configFailing(t.key);
  const next = configStatus({ failing, invalid: o.invalid, sha: o.sha });
  if (next.effect !== null) await env.writer.write(targetOf(t), next.effect);
  if (next.failing !== failing)
    await env.store.queue.setConfigFailing(t.key, next.failing, env.now().toISOString());
}

/** The transition's state, with the sticky comment's id as GitHub gave it. */
export const saved = (state: PrState, done: Carried): PrState =>
  done.stickyId === null ? state : { ...state, commentId: done.stickyId };

export interface Gathering {
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
export async function gather(g: Gathering): Promise<Evidence> {
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

/**
 * The config with each quarantine entry's expiry capped at 90 days after the day it first appeared on the default
 * branch (the store remembers that day): an entry cannot be renewed by moving its date.
 */
export async function quarantineDays(cfg: RepoConfig, env: Env, key: string): Promise<RepoConfig> {
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
export const MAX_OWNER_CHECKS = 10;

/**
 * The quarantines the run applied that the default branch does not hold (added or extended by the PR), with their
 * approvals and what GitHub says of their owners. Empty when the report applied none.
 */
export async function introduced(
  t: PrTarget,
  env: Env,
  report: Report | null,
): Promise<IntroducedQuarantine[]> {
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
