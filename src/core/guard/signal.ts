// No signal, no attempt: a run that produced no CI result (waiting for approval, cancelled, superseded, skipped),
// or no run at all for the PR's latest commit in the configured time, is not the agent's attempt. Pure.
import type { Config } from "../schema.js";
import { minuteOf } from "./budget.js";

/** Conclusions of runs that tell nothing about the code, and why, as the comment says it. */
const NO_SIGNAL: Readonly<Record<string, string>> = {
  action_required: "its run is waiting for a maintainer to approve it (action_required)",
  cancelled: "its run was cancelled before it finished (cancelled)",
  stale: "its run went stale without a result (stale)",
  skipped: "its run was skipped (skipped)",
  neutral: "its run ended neutral, without a result (neutral)",
};

/** Why a run with this conclusion gave no signal, or null when it gave one (or has no conclusion yet). */
export function noSignal(conclusion: string | null): string | null {
  return conclusion === null ? null : (NO_SIGNAL[conclusion] ?? null);
}

/**
 * Whether the PR's latest commit, pushed at `pushedAt`, has waited too long for a run: no run of it has started
 * within `guard.no-run-minutes` (0: never). The why, or null.
 */
export function noRunYet(
  p: { pushedAt: string; now: string; runs: number },
  config: Pick<Config, "guard">,
): string | null {
  const limit = config.guard["no-run-minutes"];
  if (limit === 0 || p.runs > 0) return null;
  const waited = minuteOf(p.now) - minuteOf(p.pushedAt);
  if (!Number.isFinite(waited) || waited < limit) return null;
  return `no workflow run started within ${limit} minutes of the push (guard.no-run-minutes)`;
}
