// What one attempt produced: read by the attempt loop (attempts.ts) and by the options' callbacks
// (options.ts), so it lives apart from both (no two-way import between them).
import type { CapturedOutput } from "./capture.js";
import type { LeftProcess } from "./spawn.js";

export interface ResetResult {
  exitCode: number | null;
  durationMs: number;
}

export interface AttemptResult {
  /** 1-based. */
  index: number;
  /** Exit code 0, not timed out, started. */
  passed: boolean;
  exitCode: number | null;
  signal: string | null;
  durationMs: number;
  /** The wait before this attempt (0 for the first). */
  delayMs: number;
  timedOut: boolean;
  spawnError: string | null;
  /** The reset command run before this attempt, or null. */
  reset: ResetResult | null;
  output: CapturedOutput;
  /** Processes of the attempt killed after it (see SpawnOutcome.killedProcesses); 0 when not tracked. */
  killedProcesses: number;
  /**
   * The processes the command left running when it exited, killed then (see SpawnOutcome.leftRunning): the first
   * few, described (`killedProcesses` counts them all); null when it left none (or on a timeout or an abort, when
   * every process is killed, not left).
   */
  leftRunning: readonly LeftProcess[] | null;
}
