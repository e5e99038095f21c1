// Running CI commands with bounded retries: shared by the GitHub Action and the CLI.
export {
  drawDelay,
  realDeps,
  RESET_CAPTURE_BYTES,
  runAttempts,
  sleep,
  type AttemptResult,
  type Deps,
  type ResetResult,
  type RunResult,
} from "./attempts.js";
export { droppedMarker, OutputCapture, type CapturedOutput } from "./capture.js";
export {
  DEFAULT_CAPTURE_BYTES,
  DEFAULT_DRAIN_MS,
  DEFAULT_KILL_GRACE_MS,
  MAX_JITTER_MS,
  MAX_MEASURE_ATTEMPTS,
  MAX_RETRIES,
  MAX_TIMEOUT_MS,
  parseRunOptions,
  RunOptionsError,
  RunOptionsSchema,
  type ParsedRunOptions,
  type RunOptions,
} from "./options.js";
export { seededRandom } from "./random.js";
export { handleInterrupts, SIGNAL_EXIT_CODES, type Interrupts, type StopSignal } from "./signals.js";
export {
  bashArgs,
  groupAlive,
  killRunningGroups,
  killTree,
  spawnBash,
  type SpawnOutcome,
  type SpawnRequest,
  type Spawner,
} from "./spawn.js";
