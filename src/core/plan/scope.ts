// What one attempt runs, as the retry planner (index.ts) says it and the run layer spawns it. Apart from the
// planner so that the flags' table and the help read the scopes without loading the core.

/** `retry-scope`: what a retry runs: only the failed tests of a recognised runner, or always the whole command. */
export const RETRY_SCOPES = ["failed", "all"] as const;
export type RetryScope = (typeof RETRY_SCOPES)[number];

/** One attempt's plan: the whole command, or only the tests that failed; and why. */
export interface AttemptPlan {
  scope: RetryScope;
  reason: string;
  command: string;
  /** The tests a `failed` attempt runs (0 for `all`). */
  tests: number;
  /** The runner a `failed` attempt targets (its id in runners/index.ts). */
  runner?: string;
  /** The tests a `failed` attempt runs, as the report knows them (core/report/index.ts `testKey`). */
  targets?: readonly string[];
  /** Their names as the runner prints them, which a pass must show. */
  names?: readonly string[];
  /** The whole command, run to see whether tests that passed only when run alone pass in the whole run. */
  confirming?: boolean;
}
