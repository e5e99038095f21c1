// What every handler of the PR action shares: the dependencies, the event file read and validated, the config read
// from the default branch, the PR's context for the core, and a session of the PR handled again when another run
// of the PR wrote first. Decides nothing.
import { readFileSync } from "node:fs";
import { z } from "zod";
import type { Api } from "./api.js";
import { type Repo, findPullRequestsForRun, readConfigFile } from "./github.js";
import { type Session, type Target, Conflict, openSession } from "./session.js";
import { type RepoConfig, repoConfig } from "../core/agent/config-status.js";
import { type PrContext, prContext } from "../core/agent/index.js";
import type { PrInputs, Runner } from "./inputs.js";
import { payloadPullRequests } from "../core/relate/provenance.js";

/** Times an event is handled again after another run of the PR wrote first. */
export const CONFLICT_RETRIES = 3;

export interface Deps {
  inputs: PrInputs & Runner;
  now: () => Date;
  log: (line: string) => void;
  /** Waits between download retries (tests pass none). */
  retryDelaysMs?: readonly number[];
}

export const Repository = z.object({
  id: z.number().int(),
  full_name: z.string().regex(/^[\w.-]+\/[\w.-]+$/),
  name: z.string(),
  owner: z.object({ login: z.string() }),
  default_branch: z.string().min(1),
});

type Repository = z.infer<typeof Repository>;

/** The repository an event names, as the API's calls take it. */
export const repoOf = (repo: Repository): Repo => ({ owner: repo.owner.login, repo: repo.name });

/** What a session of PR `pr` of the event's repository writes through. */
export function targetOf(api: Api, d: Deps, repo: Repository, pr: number): Target {
  return {
    api,
    r: repoOf(repo),
    repository: repo.full_name,
    pr,
    botLogin: d.inputs["bot-login"],
    log: d.log,
  };
}

export const WorkflowRunEvent = z.object({
  action: z.string(),
  repository: Repository,
  workflow_run: z.object({
    id: z.number().int().positive(),
    run_attempt: z.number().int().positive(),
    head_sha: z.string().regex(/^[0-9a-f]{40,64}$/),
    head_branch: z.string().nullable(),
    head_repository: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
    event: z.string(),
    path: z.string(),
    conclusion: z.string().nullable(),
    html_url: z.string(),
    pull_requests: z.array(
      z
        .object({
          number: z.number().int().positive(),
          base: z.object({ ref: z.string(), repo: z.object({ id: z.number() }) }),
        })
        .nullable(),
    ),
  }),
});
export type RunEvent = z.infer<typeof WorkflowRunEvent>;

export class EventError extends Error {
  override name = "EventError";
}

export function readEvent<T>(path: string, schema: z.ZodType<T>, name: string): T {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, "utf8"));
  } catch (err) {
    throw new EventError(
      `GITHUB_EVENT_PATH (${path}) is not a readable JSON file: ${(err as Error).message}`,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new EventError(
      `the ${name} payload is not as GitHub sends it: ${issue?.path.join(".") ?? "(root)"}: ${issue?.message ?? "invalid"}`,
    );
  }
  return parsed.data;
}

export async function loadConfig(api: Api, r: Repo, d: Deps, defaultBranch: string): Promise<RepoConfig> {
  const cfg = repoConfig(await readConfigFile(api, r, d.inputs.config, defaultBranch), d.inputs.config);
  if (!cfg.ok) d.log(`config invalid (defaults used): ${cfg.error.split("\n")[0] ?? ""}`);
  return cfg;
}

export function contextOf(t: Target, cfg: RepoConfig, d: Deps): PrContext {
  return prContext({
    repository: t.repository,
    serverUrl: d.inputs.GITHUB_SERVER_URL.replace(/\/+$/, ""),
    pr: t.pr,
    config: cfg.config,
    configError: cfg.ok ? null : cfg.error,
    now: d.now().toISOString(),
  });
}

/** Runs `work` on a fresh session of the PR, again from the start when another run of the PR wrote first. */
export async function withSession(t: Target, work: (s: Session) => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const session = await openSession(t);
    try {
      await work(session);
      return;
    } catch (err) {
      if (!(err instanceof Conflict) || attempt >= CONFLICT_RETRIES) throw err;
      t.log(`${err.message}: handling the event again on the new state`);
    }
  }
}

/**
 * The open PRs a run is for: those its payload lists (this repository's only), else, for a fork's run (which lists
 * none), those whose head is the run's commit from the run's head repository.
 */
export async function runPullRequests(
  api: Api,
  r: Repo,
  run: RunEvent["workflow_run"],
  repoId: number,
): Promise<number[]> {
  const prs = payloadPullRequests(run.pull_requests, repoId);
  if (prs.length > 0) return prs;
  return findPullRequestsForRun(api, r, {
    headSha: run.head_sha,
    headBranch: run.head_branch,
    headRepository: run.head_repository?.full_name ?? null,
  });
}
