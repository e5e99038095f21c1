// What relates a failure to the PR, read back from GitHub instead of a database: the base branch's own push runs
// in the window and the other runs of the same commit, each with its report artifact, downloaded and checked
// exactly as the triggering run's (src/artifact/report.ts: schema, provenance against what the API says of that run).
// Bounded: the newest BASE_RUNS runs of the base branch and SAME_COMMIT_RUNS of the commit, a few at a time.
import type { Api } from "./api.js";
import type { Repo } from "./github.js";
import { fetchReport } from "../artifact/report.js";
import type { Evidence } from "../core/agent/index.js";
import type { BaseRun, TestRun } from "../core/relate/index.js";
import { runRole } from "../core/relate/provenance.js";
import type { Config, Report } from "../core/schema.js";

/** Base-branch runs read at most (the app reads up to 50 from its database; `min-runs` is 3 by default). */
export const BASE_RUNS = 10;
/** Other runs of the same commit read at most. */
export const SAME_COMMIT_RUNS = 5;
/** Reports downloaded at once. */
const PARALLEL = 4;

interface ListedRun {
  id: number;
  runAttempt: number;
  headSha: string;
  headBranch: string | null;
  headRepositoryId: number | null;
  event: string;
  at: string;
}

function listedRuns(data: unknown): ListedRun[] {
  const runs = (data as { workflow_runs?: unknown } | null)?.workflow_runs;
  if (!Array.isArray(runs)) return [];
  return runs.flatMap((x: unknown) => {
    const r = x as {
      id?: unknown;
      run_attempt?: unknown;
      head_sha?: unknown;
      head_branch?: unknown;
      head_repository?: { id?: unknown } | null;
      event?: unknown;
      updated_at?: unknown;
    };
    if (typeof r.id !== "number" || typeof r.head_sha !== "string" || typeof r.updated_at !== "string")
      return [];
    return [
      {
        id: r.id,
        runAttempt: typeof r.run_attempt === "number" ? r.run_attempt : 1,
        headSha: r.head_sha,
        headBranch: typeof r.head_branch === "string" ? r.head_branch : null,
        headRepositoryId: typeof r.head_repository?.id === "number" ? r.head_repository.id : null,
        event: typeof r.event === "string" ? r.event : "",
        at: r.updated_at,
      },
    ];
  });
}

async function inBatches<T, U>(items: readonly T[], work: (t: T) => Promise<U>): Promise<U[]> {
  const out: U[] = [];
  for (let i = 0; i < items.length; i += PARALLEL)
    out.push(...(await Promise.all(items.slice(i, i + PARALLEL).map(work))));
  return out;
}

export interface HistoryInput {
  api: Api;
  r: Repo;
  /** `owner/name`: the reports' provenance. */
  repository: string;
  /** The repository's id: whose runs are its own (a fork's have another, whatever its name). */
  repositoryId: number;
  config: Config;
  /**
   * The triggering run, left out of the commit's other runs; `headRepositoryId`: the repository its commit came
   * from (null: not known, as for a command), whose other runs of the commit are this PR's own evidence.
   */
  run: { runId: number; sha: string; pullRequests: readonly number[]; headRepositoryId?: number | null };
  /** The PR's base branch. */
  base: string;
  report: Report;
  now: Date;
  log: (line: string) => void;
}

type Read = { run: ListedRun; report: Report } | null;

async function reportOf(h: HistoryInput, run: ListedRun, pullRequests: readonly number[]): Promise<Read> {
  try {
    const got = await fetchReport(
      h.api,
      h.r,
      {
        repository: h.repository,
        runId: run.id,
        runAttempt: run.runAttempt,
        headSha: run.headSha,
        pullRequests,
      },
      { config: h.config, log: h.log, retryDelaysMs: [] },
    );
    if (got.kind === "rejected")
      h.log(`run ${run.id}'s report refused for history: ${got.reason.split("\n")[0] ?? ""}`);
    return got.kind === "ok" ? { run, report: got.report } : null;
  } catch (err) {
    h.log(`run ${run.id}'s report could not be read for history (${(err as Error).message})`);
    return null;
  }
}

/** The base branch's history and the commit's other runs, as `relate` reads them. */
export async function readHistory(h: HistoryInput): Promise<Pick<Evidence, "base" | "sameCommit">> {
  const { config } = h;
  const since = new Date(h.now.getTime() - config.history["window-days"] * 86_400_000);
  const tests = new Set(
    h.report.buckets.flatMap((b) => b.failures.flatMap((f) => (f.test === null ? [] : [f.test]))),
  );

  // The base branch's own push runs (never a fork's: a fork can push a branch named like the base).
  const listed = await h.api.request("GET /repos/{owner}/{repo}/actions/runs", {
    ...h.r,
    branch: h.base,
    event: "push",
    status: "completed",
    created: `>=${since.toISOString()}`,
    per_page: BASE_RUNS,
  });
  // The PR's base branch stands where the app has the default branch: its own pushes are its history, told
  // apart by repository id (core/relate/provenance.ts, as the app decides).
  const baseRuns = listedRuns(listed.data)
    .filter(
      (x) =>
        runRole({
          repository: { id: h.repositoryId, defaultBranch: h.base },
          event: x.event,
          headBranch: x.headBranch,
          headRepositoryId: x.headRepositoryId,
        }).kind === "base-push" && Date.parse(x.at) >= since.getTime(),
    )
    .slice(0, BASE_RUNS);
  const base = (await inBatches(baseRuns, (x) => reportOf(h, x, []))).flatMap((x) => (x === null ? [] : [x]));
  const runs: BaseRun[] = base.map(({ run, report }) => ({
    runId: run.id,
    at: run.at,
    fingerprints: [...new Set(report.buckets.flatMap((b) => b.failures.map((f) => f.fingerprint)))],
  }));
  const verdictsOf = (reads: { run: ListedRun; report: Report }[]): Map<string, TestRun[]> => {
    const out = new Map<string, TestRun[]>();
    for (const { run, report } of reads)
      for (const v of report.verdicts)
        if (tests.has(v.test))
          out.set(v.test, [
            ...(out.get(v.test) ?? []),
            { runId: run.id, runAttempt: run.runAttempt, at: run.at, verdict: v.verdict },
          ]);
    return out;
  };

  // The other runs of this commit (other workflows, re-runs, the push and the PR runs of one commit).
  const same = await h.api.request("GET /repos/{owner}/{repo}/actions/runs", {
    ...h.r,
    head_sha: h.run.sha,
    status: "completed",
    per_page: SAME_COMMIT_RUNS + 1,
  });
  // As the app decides (core/relate/provenance.ts): the repository's own runs of the commit, or runs from the
  // same head repository as the triggering run's; a fork PR opened at another PR's commit is evidence about its
  // own PR only, never about this one.
  const ownHead = h.run.headRepositoryId ?? null;
  const others = listedRuns(same.data)
    .filter(
      (x) =>
        x.id !== h.run.runId &&
        x.headSha === h.run.sha &&
        x.headRepositoryId !== null &&
        (x.headRepositoryId === h.repositoryId || x.headRepositoryId === ownHead),
    )
    .slice(0, SAME_COMMIT_RUNS);
  const sameReads = (await inBatches(others, (x) => reportOf(h, x, h.run.pullRequests))).flatMap((x) =>
    x === null ? [] : [x],
  );
  h.log(
    `history: ${runs.length} run(s) of ${h.base} with a report, ${sameReads.length} other run(s) of this commit`,
  );
  return {
    base: {
      branch: h.base,
      windowDays: config.history["window-days"],
      minRuns: config.history["min-runs"],
      runs,
      tests: verdictsOf(base),
    },
    sameCommit: verdictsOf(sameReads),
  };
}
