// What a PR event means before the state machine sees it: which PRs a workflow run belongs to, whether it is the
// base branch's own push, whether `.github/flakeharden.yml` is valid, which commands refresh the comment, and when
// `flakeharden/config` is written. Pure: the app (app/app.ts) and the PR action (src/pr/) gather the facts and
// call these, so that both make the same decisions.
import type { CommandName } from "../agent/commands.js";
import { describeIssues } from "../errors.js";
import { Config } from "../schema.js";

/** Where the repository's config lives (on its default branch). */
export const CONFIG_PATH = ".github/flakeharden.yml";

export type RepoConfig =
  | { ok: true; config: Config }
  /** The defaults stand in for rendering; `error` names the field, the value and what is allowed. */
  | { ok: false; config: Config; error: string };

/**
 * The config in force from what the default branch holds: `null` (no file) means the defaults; a string is why the
 * file could not be read as YAML; anything else is validated by the config schema.
 */
export function repoConfig(raw: { parsed: unknown } | { unreadable: string } | null): RepoConfig {
  const defaults = Config.parse({});
  if (raw === null) return { ok: true, config: defaults };
  if ("unreadable" in raw) return { ok: false, config: defaults, error: `${CONFIG_PATH}: ${raw.unreadable}` };
  // An empty file is no settings at all, as in YAML.
  if (raw.parsed === null || raw.parsed === undefined) return { ok: true, config: defaults };
  const parsed = Config.safeParse(raw.parsed);
  if (!parsed.success)
    return {
      ok: false,
      config: defaults,
      error: describeIssues(parsed.error, raw.parsed, `${CONFIG_PATH}: `),
    };
  return { ok: true, config: parsed.data };
}

/** What a `workflow_run` payload says about the run's commit and its PRs. */
export interface RunHead {
  /** The run's event (`pull_request`, `push`, …). */
  event: string;
  headBranch: string | null;
  /** `owner/name` of the repository the commit comes from (a fork for a fork's PR). */
  headRepository: string | null;
}

/** A push to the default branch, from the repository itself: the base branch's history, no PR's attempt. */
export function isBaseBranchPush(run: RunHead, repo: { fullName: string; defaultBranch: string }): boolean {
  return (
    run.event === "push" && run.headBranch === repo.defaultBranch && run.headRepository === repo.fullName
  );
}

/** A PR as the payload's `pull_requests` lists it. */
export interface ListedPull {
  number: number;
  /** The id of the repository the PR is opened on (the payload may list other repositories' PRs). */
  baseRepoId: number;
}

/** The PRs of this repository that the payload names (none for a fork's PR: GitHub leaves the list empty). */
export function payloadPullRequests(listed: readonly (ListedPull | null)[], repoId: number): number[] {
  return listed.flatMap((p) => (p !== null && p.baseRepoId === repoId ? [p.number] : []));
}

/** An open PR as `GET /pulls` lists it. */
export interface OpenPull {
  number: number;
  headSha: string;
  /** `owner/name`; null when the fork was deleted. */
  headRepository: string | null;
}

/**
 * Whether an open PR is the run's: its head is the run's commit AND comes from the run's head repository, never
 * matched on a branch name the run chose.
 */
export function pullMatchesRun(
  pull: OpenPull,
  run: { headSha: string; headRepository: string | null },
): boolean {
  return (
    run.headRepository !== null && pull.headSha === run.headSha && pull.headRepository === run.headRepository
  );
}

/** The `head` filter of `GET /pulls` for the run (`owner:branch`), or null when the run names no branch. */
export function headFilter(run: RunHead): string | null {
  if (run.headRepository === null || run.headBranch === null) return null;
  return `${run.headRepository.split("/")[0] ?? ""}:${run.headBranch}`;
}

/** The commands that refresh the sticky comment or set the agent's status (they need the PR's head and report). */
export const REFRESHING: ReadonlySet<CommandName> = new Set(["continue", "halt", "status"]);

/** `flakeharden/config` to write on an event's commit; null: no write. */
export interface ConfigStatus {
  state: "success" | "failure";
  description: string;
}

/**
 * `flakeharden/config`: failure while the file is invalid (the state machine's effect says so); success once valid
 * again, only when it was last set to failure (`failing`), so that a repository whose file was never invalid gets
 * no status and no write per event.
 */
export function configStatusAfter(c: { error: string | null; failing: boolean }): ConfigStatus | null {
  if (c.error !== null) return null; // the state machine's own `flakeharden/config` effect
  if (!c.failing) return null;
  return { state: "success", description: `${CONFIG_PATH} is valid` };
}
