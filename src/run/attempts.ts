// The attempt loop. Its side effects (spawner, clock, sleep, random source) are a parameter, so a test
// runs three attempts with seeded jitter without waiting.
import { OutputCapture } from "./capture.js";
import { totalAttempts, withDefaults, type ParsedRunOptions, type RunOptions } from "./options.js";
import type { AttemptResult, ResetResult } from "./result.js";
import { sleep, spawnBash, type SpawnOutcome, type Spawner } from "./spawn.js";

export interface Deps {
  spawn: Spawner;
  /** Milliseconds from any fixed origin. */
  now: () => number;
  /** Waits `ms`; resolves early (not rejects) when `signal` aborts. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Uniform in [0, 1). */
  random: () => number;
}

export { sleep };

export const realDeps: Deps = {
  spawn: spawnBash,
  // Not performance.now(): the global loads node:perf_hooks on first use (~1.5 ms of start-up).
  now: () => Number(process.hrtime.bigint()) / 1e6,
  sleep,
  random: Math.random,
};

export type { AttemptResult } from "./result.js";

export interface RunResult {
  attempts: AttemptResult[];
  /** Some attempt passed (in measure mode, see each attempt's `passed`). */
  passed: boolean;
  passedOnAttempt: number | null;
  /** The abort signal stopped the run. */
  aborted: boolean;
  /** The caller ended the run after a failed attempt (onAttemptEnd returned "stop"). */
  stopped: boolean;
}

/** Reset output is kept (and shown) only when the reset fails, up to this many bytes. */
export const RESET_CAPTURE_BYTES = 64 * 1024;

/** A uniform integer in [0, jitterMs]. */
export function drawDelay(random: () => number, jitterMs: number): number {
  return Math.min(jitterMs, Math.floor(random() * (jitterMs + 1)));
}

function succeeded(o: SpawnOutcome): boolean {
  return o.exitCode === 0 && !o.timedOut && o.spawnError === null;
}

function describeFailure(o: SpawnOutcome, timeoutMs: number | null): string {
  if (o.spawnError !== null) return `could not start: ${o.spawnError}`;
  const how = o.signal !== null ? `killed by ${o.signal}` : `exit code ${o.exitCode}`;
  return o.timedOut ? `timed out after ${timeoutMs} ms, ${how}` : how;
}

async function runReset(
  o: ParsedRunOptions,
  command: string,
  d: Deps,
  emit: (chunk: string) => void,
): Promise<ResetResult> {
  const capture = new OutputCapture(Math.min(RESET_CAPTURE_BYTES, o.captureBytes));
  const start = d.now();
  const outcome = await d.spawn({
    command,
    cwd: o.cwd,
    env: o.env,
    timeoutMs: o.timeoutMs,
    killGraceMs: o.killGraceMs,
    drainMs: o.drainMs,
    abortSignal: o.abortSignal,
    onOutput: (chunk) => capture.write(chunk),
  });
  const durationMs = Math.round(d.now() - start);
  if (!succeeded(outcome)) {
    const text = capture.snapshot().text();
    emit(
      `[flakeharden] reset command failed (${describeFailure(outcome, o.timeoutMs)}, ${durationMs} ms); its output:\n` +
        `${text}${text === "" || text.endsWith("\n") ? "" : "\n"}[flakeharden] end of reset command output\n`,
    );
  }
  return { exitCode: outcome.exitCode, durationMs };
}

/**
 * Runs `options.command` in retry mode (stop at the first pass, at most retries + 1 attempts) or
 * measure mode (every attempt, whatever happens). The options are typed values, checked where a user gave
 * them (run/flags.ts); a command that cannot start is a failed attempt with `spawnError`, not a throw.
 */
export async function runAttempts(options: RunOptions, deps: Partial<Deps> = {}): Promise<RunResult> {
  const o = withDefaults(options);
  const d: Deps = { ...realDeps, ...deps };
  const total = totalAttempts(o);
  const attempts: AttemptResult[] = [];
  let passedOnAttempt: number | null = null;
  let stopped = false;
  const aborted = () => o.abortSignal?.aborted === true;
  let command = o.command;

  for (let index = 1; index <= total && !aborted(); index++) {
    let delayMs = 0;
    if (index > 1) {
      delayMs = drawDelay(d.random, o.jitterMs);
      if (delayMs > 0) await d.sleep(delayMs, o.abortSignal);
      if (aborted()) break;
    }
    o.onAttemptStart?.(index, total);
    const capture = new OutputCapture(o.captureBytes);
    const emit = (chunk: string) => {
      capture.write(chunk);
      o.onOutput?.(chunk, index);
    };
    const reset = index > 1 && o.resetCommand !== null ? await runReset(o, o.resetCommand, d, emit) : null;
    if (aborted()) break;

    const start = d.now();
    const outcome = await d.spawn({
      command,
      cwd: o.cwd,
      env: o.env,
      timeoutMs: o.timeoutMs,
      killGraceMs: o.killGraceMs,
      drainMs: o.drainMs,
      abortSignal: o.abortSignal,
      onOutput: emit,
    });
    const result: AttemptResult = {
      index,
      passed: succeeded(outcome),
      exitCode: outcome.exitCode,
      signal: outcome.signal,
      durationMs: Math.round(d.now() - start),
      delayMs,
      timedOut: outcome.timedOut,
      spawnError: outcome.spawnError,
      reset,
      output: capture.snapshot(),
      killedProcesses: outcome.killedProcesses ?? 0,
      leftRunning: outcome.leftRunning ?? null,
    };
    attempts.push(result);
    const then = await o.onAttemptEnd?.(result);
    if (then === "stop") {
      // The caller's word: no further attempt, whether this one passed or not.
      if (result.passed) passedOnAttempt ??= index;
      else stopped = true;
      break;
    }
    command = typeof then === "object" ? then.command : o.command;
    if (result.passed && typeof then !== "object") {
      passedOnAttempt ??= index;
      if (o.mode === "retry") break;
    }
  }
  return { attempts, passed: passedOnAttempt !== null, passedOnAttempt, aborted: aborted(), stopped };
}
