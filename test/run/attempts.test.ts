// The attempt loop with fake deps: a scripted spawner, a fake clock, a recording sleep, a seeded random.
import { describe, expect, it } from "vitest";
import {
  drawDelay,
  runAttempts,
  seededRandom,
  type Deps,
  type RunOptions,
  type SpawnOutcome,
  type SpawnRequest,
} from "../../src/run/index.js";
import { sleep } from "../../src/run/attempts.js";

const PASS: SpawnOutcome = { exitCode: 0, signal: null, timedOut: false, spawnError: null };
const FAIL: SpawnOutcome = { exitCode: 1, signal: null, timedOut: false, spawnError: null };

/** Deps whose spawner plays `script` (by command), whose clock only moves when sleep or spawn "take time". */
function fake(script: Record<string, SpawnOutcome[]>, spawnMs = 1000) {
  let clock = 0;
  const calls: string[] = [];
  const sleeps: number[] = [];
  const played: Record<string, number> = {};
  const deps: Deps = {
    now: () => clock,
    sleep: (ms) => {
      sleeps.push(ms);
      calls.push(`sleep ${ms}`);
      clock += ms;
      return Promise.resolve();
    },
    random: seededRandom(42),
    spawn: (req: SpawnRequest) => {
      calls.push(req.command);
      const outcomes = script[req.command] ?? [PASS];
      const i = played[req.command] ?? 0;
      played[req.command] = i + 1;
      req.onOutput(`${req.command} #${i + 1}\n`);
      clock += spawnMs;
      return Promise.resolve(outcomes[Math.min(i, outcomes.length - 1)] ?? PASS);
    },
  };
  return { deps, calls, sleeps };
}

const base = { command: "test", cwd: "/nowhere" } as const;

describe("runAttempts with injected deps", () => {
  it("draws each retry's delay from the seeded random, passes it to sleep, and records it", async () => {
    const f = fake({ test: [FAIL] }, 1234);
    const r = await runAttempts({ ...base, mode: "retry", retries: 2, jitterMs: 1000 }, f.deps);
    // mulberry32(42) starts 0.6011037519201636, 0.44829055899754167 (the published sequence); delay = floor(r * 1001).
    expect(f.sleeps).toEqual([601, 448]);
    expect(r.attempts.map((a) => a.delayMs)).toEqual([0, 601, 448]);
    expect(r.attempts.map((a) => a.durationMs)).toEqual([1234, 1234, 1234]);
    expect(f.calls).toEqual(["test", "sleep 601", "test", "sleep 448", "test"]);
    expect(r).toMatchObject({ passed: false, passedOnAttempt: null, aborted: false });
  });

  it("the same seed gives the same delays; jitter 0 never sleeps", async () => {
    const a = fake({ test: [FAIL] });
    const b = fake({ test: [FAIL] });
    await runAttempts({ ...base, mode: "retry", retries: 3, jitterMs: 60_000 }, a.deps);
    await runAttempts({ ...base, mode: "retry", retries: 3, jitterMs: 60_000 }, b.deps);
    expect(a.sleeps).toEqual(b.sleeps);
    expect(a.sleeps).toEqual([36066, 26897, 51148]);
    const c = fake({ test: [FAIL] });
    const r = await runAttempts({ ...base, mode: "retry", retries: 3 }, c.deps);
    expect(c.sleeps).toEqual([]);
    expect(r.attempts.map((x) => x.delayMs)).toEqual([0, 0, 0, 0]);
  });

  it("drawDelay covers [0, jitterMs] inclusive", () => {
    expect(drawDelay(() => 0, 500)).toBe(0);
    expect(drawDelay(() => 0.999999999, 500)).toBe(500);
    expect(drawDelay(() => 0.5, 0)).toBe(0);
  });

  it("retry mode stops at the first pass", async () => {
    const f = fake({ test: [FAIL, FAIL, PASS, FAIL] });
    const r = await runAttempts({ ...base, mode: "retry", retries: 5 }, f.deps);
    expect(f.calls).toEqual(["test", "test", "test"]);
    expect(r.attempts.map((a) => a.passed)).toEqual([false, false, true]);
    expect(r).toMatchObject({ passed: true, passedOnAttempt: 3 });
  });

  it("retries are bounded: retries + 1 attempts at most", async () => {
    for (const retries of [0, 1, 5]) {
      const f = fake({ test: [FAIL] });
      const r = await runAttempts({ ...base, mode: "retry", retries }, f.deps);
      expect(r.attempts).toHaveLength(retries + 1);
      expect(f.calls.filter((c) => c === "test")).toHaveLength(retries + 1);
      expect(r.passed).toBe(false);
    }
  });

  it("measure mode runs every attempt, even after a pass", async () => {
    const f = fake({ test: [PASS, FAIL, PASS, FAIL] });
    const r = await runAttempts({ ...base, mode: "measure", attempts: 4, jitterMs: 10 }, f.deps);
    expect(f.calls.filter((c) => c === "test")).toHaveLength(4);
    expect(r.attempts.map((a) => a.passed)).toEqual([true, false, true, false]);
    expect(r.attempts.map((a) => a.delayMs)).toEqual([0, 6, 4, 9]);
    expect(r).toMatchObject({ passed: true, passedOnAttempt: 1 });
  });

  it("runs the reset command before each attempt after the first, not before the first", async () => {
    const f = fake({ test: [FAIL], reset: [PASS] }, 5);
    const r = await runAttempts({ ...base, mode: "retry", retries: 2, resetCommand: "reset" }, f.deps);
    expect(f.calls).toEqual(["test", "reset", "test", "reset", "test"]);
    expect(r.attempts.map((a) => a.reset)).toEqual([
      null,
      { exitCode: 0, durationMs: 5 },
      { exitCode: 0, durationMs: 5 },
    ]);
    // A passing reset's output is not kept.
    expect(r.attempts[1]?.output.text()).toBe("test #2\n");
  });

  it("a failing reset is recorded with its output marked, and the attempt still runs", async () => {
    const f = fake({ test: [FAIL, PASS], reset: [{ ...FAIL, exitCode: 3 }] }, 7);
    const r = await runAttempts({ ...base, mode: "measure", attempts: 2, resetCommand: "reset" }, f.deps);
    expect(f.calls).toEqual(["test", "reset", "test"]);
    expect(r.attempts[1]?.reset).toEqual({ exitCode: 3, durationMs: 7 });
    expect(r.attempts[1]?.output.text()).toBe(
      "[flakeharden] reset command failed (exit code 3, 7 ms); its output:\n" +
        "reset #1\n[flakeharden] end of reset command output\ntest #2\n",
    );
    expect(r.attempts[1]?.passed).toBe(true);
  });

  it("calls onAttemptStart, onOutput and onAttemptEnd in order, with the attempt index", async () => {
    const f = fake({ test: [FAIL, PASS] });
    const events: string[] = [];
    const r = await runAttempts(
      {
        ...base,
        mode: "retry",
        retries: 4,
        onAttemptStart: (i, total) => events.push(`start ${i}/${total}`),
        onOutput: (chunk, i) => events.push(`out ${i} ${JSON.stringify(chunk)}`),
        onAttemptEnd: (a) => {
          events.push(`end ${a.index} ${a.exitCode}`);
        },
      },
      f.deps,
    );
    expect(events).toEqual([
      "start 1/5",
      'out 1 "test #1\\n"',
      "end 1 1",
      "start 2/5",
      'out 2 "test #2\\n"',
      "end 2 0",
    ]);
    expect(r.passedOnAttempt).toBe(2);
  });

  it("waits for a promise returned by onAttemptEnd before the delay and the next attempt", async () => {
    const f = fake({ test: [FAIL, FAIL, PASS] });
    const events: string[] = [];
    await runAttempts(
      {
        ...base,
        mode: "retry",
        retries: 2,
        jitterMs: 1000,
        onAttemptStart: (i) => events.push(`start ${i}`),
        onAttemptEnd: async (a) => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          events.push(`analysed ${a.index}`);
        },
      },
      { ...f.deps, sleep: (ms) => (events.push(`sleep ${ms}`), f.deps.sleep(ms)) },
    );
    expect(events).toEqual([
      "start 1",
      "analysed 1",
      "sleep 601",
      "start 2",
      "analysed 2",
      "sleep 448",
      "start 3",
      "analysed 3",
    ]);
  });

  it("an exit code 0 after a timeout, or a spawn error, is not a pass", async () => {
    const f = fake({
      test: [
        { ...PASS, timedOut: true },
        { exitCode: null, signal: null, timedOut: false, spawnError: "cwd does not exist: /nowhere" },
      ],
    });
    const r = await runAttempts({ ...base, mode: "retry", retries: 1 }, f.deps);
    expect(r.attempts.map((a) => [a.passed, a.timedOut, a.spawnError])).toEqual([
      [false, true, null],
      [false, false, "cwd does not exist: /nowhere"],
    ]);
    expect(r.passed).toBe(false);
  });

  it("an abort during the delay runs no further attempt", async () => {
    const ac = new AbortController();
    const f = fake({ test: [FAIL] });
    const sleep = f.deps.sleep;
    f.deps.sleep = (ms, signal) => {
      ac.abort();
      return sleep(ms, signal);
    };
    const options: RunOptions = { ...base, mode: "retry", retries: 3, jitterMs: 100, abortSignal: ac.signal };
    const r = await runAttempts(options, f.deps);
    expect(r.attempts).toHaveLength(1);
    expect(r.aborted).toBe(true);
  });
});

describe("sleep", () => {
  it("resolves, not rejects, when its signal aborts, long before its time", async () => {
    const ac = new AbortController();
    const waiting = sleep(3_600_000, ac.signal);
    ac.abort();
    await expect(waiting).resolves.toBeUndefined();
  });

  it("resolves at once when its signal has already aborted, and after its time without one", async () => {
    const ac = new AbortController();
    ac.abort();
    await expect(sleep(3_600_000, ac.signal)).resolves.toBeUndefined();
    await expect(sleep(1)).resolves.toBeUndefined();
  });
});
