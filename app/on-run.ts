// `workflow_run.completed`: a run's report recorded (the base branch's history, or a PR's attempt), the PR's state
// machine asked, its effects carried out. Idempotent: keyed by run id and run attempt.
import type { Context } from "probot";
import { loadRepoConfig } from "./config.js";
import { findPullRequestsForRun } from "./github.js";
import { onNoSignalRun, runMinutes } from "./guard-io.js";
import { type FetchedReport, fetchReport } from "../src/artifact/report.js";
import type { PrSession } from "./store/index.js";
import {
  onAttempt,
  type Evidence,
  conclusionIgnored,
  reportIgnored,
  workflowIgnored,
} from "../src/core/agent/index.js";
import {
  attemptRun,
  payloadPullRequests,
  repositoryKey,
  runFacts,
  runRole,
} from "../src/core/relate/provenance.js";
import type { Report } from "../src/core/schema.js";
import {
  type Env,
  type PrTarget,
  type RunInfo,
  contextOf,
  carryOut,
  configStatusOf,
  saved,
  gather,
  quarantineDays,
  introduced,
} from "./context.js";

type RunContext = Context<"workflow_run.completed">;

export async function onWorkflowRun(context: RunContext, env: Env): Promise<void> {
  const { workflow_run: run, repository: repo } = context.payload;
  const log = context.log.child({ run: run.id, attempt: run.run_attempt });
  const repository = repo.full_name;
  const key = repositoryKey(repo.id);
  const cancelled = conclusionIgnored(run.conclusion);
  if (cancelled !== null) {
    log.info(cancelled);
    const prs = payloadPullRequests(run.pull_requests, repo.id);
    await onNoSignalRun(context, env, prs); // no signal, no attempt: said on the PR (guard-io.ts)
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
    const fetched = await fetchReport(context.octokit, r, runFacts(repository, run, []), {
      config: cfg.config,
    });
    if (fetched.kind === "ok") await recordRun(env, run, { key, own }, fetched.report);
    else log.info(`push run of ${repo.default_branch} without a usable report: nothing to record`);
    return;
  }

  // The PRs: the payload lists them unless the PR comes from a fork (and may list other repositories' PRs).
  let prs = payloadPullRequests(run.pull_requests, repo.id);
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

  const facts = runFacts(repository, run, prs);
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
    ...attemptRun(run),
    workflow: run.path,
    minutes: runMinutes(run),
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
    // A quarantine the PR's own config added is named, and keeps the agent's status from green until approved.
    introduced: await introduced(t, env, report),
  });
  const state = saved(next.state, await carryOut(t, env, next.effects));
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
