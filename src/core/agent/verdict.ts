// Where the agent stands, in one place: the `flakeharden/agent` commit status and the sticky comment's headline are
// both read from `agentVerdict`, so the comment never says "passed" above a status that is held failing (a quarantine
// the PR adds, tests its push weakened) or pending (a commit without a CI result). Pure.
import type { PrState } from "../schema.js";

export type Verdict =
  /** Halted (the loop, the budget, a person): failing until `/continue`. */
  | { kind: "halted" }
  /** The agent's push weakened the tests and nobody accepted it (`guard.weakening` `block`): failing. */
  | { kind: "weakened"; sha: string; changes: number }
  /** A quarantine this PR adds waits for `/approve-quarantine`: failing. */
  | { kind: "quarantine" }
  /** The commit has no CI result (a run awaiting approval, cancelled, or none at all): pending, not an attempt. */
  | { kind: "no-signal"; sha: string }
  /** A push whose CI result is to come: pending. */
  | { kind: "pending" }
  /** Nothing holds the agent: the CI result speaks. */
  | { kind: "active" };

export interface VerdictInput {
  state: PrState;
  /** `guard.weakening` of the config in force. */
  weakening: "block" | "report" | "off";
  /** The commit the verdict is about; null: the PR as the comment shows it (whatever commit holds it). */
  sha: string | null;
  /** A quarantine the PR introduces is not approved yet. */
  quarantineWaiting?: boolean;
  /** A push whose CI result is to come. */
  pending?: boolean;
}

/** The verdict, the first that holds: halted, weakened, quarantine, no signal, pending, active. */
export function agentVerdict(v: VerdictInput): Verdict {
  const { state, sha } = v;
  if (state.status === "halted") return { kind: "halted" };
  const push = state.guard?.push ?? null;
  if (
    v.weakening === "block" &&
    push !== null &&
    (sha === null || push.sha === sha) &&
    push.by === "agent" &&
    push.findings.length + push.more > 0 &&
    push.accepted === null
  )
    return { kind: "weakened", sha: push.sha, changes: push.findings.length + push.more };
  if (v.quarantineWaiting === true) return { kind: "quarantine" };
  const waiting = state.guard?.waiting ?? null;
  if (waiting !== null && (sha === null || waiting.sha === sha))
    return { kind: "no-signal", sha: waiting.sha };
  if (v.pending === true) return { kind: "pending" };
  return { kind: "active" };
}
