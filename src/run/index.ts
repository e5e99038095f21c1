// Running CI commands with bounded retries: shared by the GitHub Action and the CLI. What the tests and
// benchmarks use from outside; the shells import the modules themselves (knip keeps this list to what is used).
export { drawDelay, runAttempts, type Deps } from "./attempts.js";
export { droppedMarker, OutputCapture } from "./capture.js";
export { type RunOptions } from "./options.js";
export { seededRandom } from "./random.js";
export { type SpawnOutcome, type SpawnRequest } from "./spawn.js";
