// runAttempts with real child processes: bash, exit codes, signals, timeouts, process trees, output.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { droppedMarker, runAttempts, type RunOptions } from "../../src/run/index.js";
import { gone, until } from "../support/process.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures", "run");
const NODE = JSON.stringify(process.execPath);
const fixture = (name: string) => JSON.stringify(join(FIXTURES, name));
const TMP = mkdtempSync(join(tmpdir(), "flakeharden-run-"));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));
let tmpCount = 0;
const tmpFile = (name: string) => join(TMP, `${++tmpCount}-${name}`);

// NODE_EXTRA_CA_CERTS slows every Node start here; the runner passes env through as given.
const env = { ...process.env, NODE_EXTRA_CA_CERTS: undefined };
const base = { cwd: TMP, env } satisfies Partial<RunOptions>;

describe("runAttempts with real processes", () => {
  it("retries a command that fails twice and passes on attempt 3", async () => {
    const counter = tmpFile("counter");
    const r = await runAttempts({
      ...base,
      command: `${NODE} ${fixture("fail-first.mjs")} ${JSON.stringify(counter)} 2`,
      mode: "retry",
      retries: 5,
    });
    expect(r.attempts.map((a) => a.exitCode)).toEqual([1, 1, 0]);
    expect(r.attempts.map((a) => a.output.text())).toEqual([
      "run 1: fail\n",
      "run 2: fail\n",
      "run 3: pass\n",
    ]);
    expect(r).toMatchObject({ passed: true, passedOnAttempt: 3 });
    expect(readFileSync(counter, "utf8")).toBe("3");
  });

  it("retries are bounded, and measure mode runs every attempt after a pass", async () => {
    const bounded = await runAttempts({ ...base, command: "exit 3", mode: "retry", retries: 2 });
    expect(bounded.attempts.map((a) => [a.index, a.exitCode])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(bounded).toMatchObject({ passed: false, passedOnAttempt: null });

    const counter = tmpFile("counter");
    const measured = await runAttempts({
      ...base,
      command: `${NODE} ${fixture("fail-first.mjs")} ${JSON.stringify(counter)} 1`,
      mode: "measure",
      attempts: 4,
    });
    expect(measured.attempts.map((a) => a.exitCode)).toEqual([1, 0, 0, 0]);
    expect(measured).toMatchObject({ passed: true, passedOnAttempt: 2 });
  });

  it("runs the reset command in the same cwd before each retry, not before the first", async () => {
    const log = tmpFile("log");
    const r = await runAttempts({
      ...base,
      command: `echo run >> ${JSON.stringify(log)}; exit 1`,
      resetCommand: `echo "reset in $PWD" >> ${JSON.stringify(log)}`,
      mode: "retry",
      retries: 2,
    });
    expect(readFileSync(log, "utf8")).toBe(`run\nreset in ${TMP}\nrun\nreset in ${TMP}\nrun\n`);
    expect(r.attempts.map((a) => a.reset?.exitCode ?? null)).toEqual([null, 0, 0]);
  });

  it("a failing reset is recorded and its output marked; the attempt still runs", async () => {
    const r = await runAttempts({
      ...base,
      command: "echo attempt ran",
      resetCommand: "echo cannot reset >&2; exit 4",
      mode: "measure",
      attempts: 2,
    });
    expect(r.attempts[1]?.reset?.exitCode).toBe(4);
    const text = r.attempts[1]?.output.text() ?? "";
    expect(text).toMatch(
      /^\[flakeharden\] reset command failed \(exit code 4, \d+ ms\); its output:\ncannot reset\n\[flakeharden\] end of reset command output\nattempt ran\n$/,
    );
    expect(r.attempts.map((a) => a.passed)).toEqual([true, true]);
  });

  // The timeout's timer is faked and run once the tree is up (an event), so a slow start on a busy machine
  // cannot let the timeout fire before the grandchild exists. Everything after it (the kill, the grace
  // period, the wait for the group to go) runs on real timers.
  it("on timeout kills the whole tree (bash and its grandchild) and marks timedOut", async () => {
    const pidFile = tmpFile("pid");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let running: ReturnType<typeof runAttempts>;
    try {
      running = runAttempts({
        ...base,
        command: `sleep 100 & echo $! > ${JSON.stringify(pidFile)}; wait`,
        mode: "measure",
        attempts: 1,
        timeoutMs: 400,
      });
      await until(() => existsSync(pidFile) && readFileSync(pidFile, "utf8").trim() !== "");
      vi.advanceTimersByTime(400);
    } finally {
      vi.useRealTimers();
    }
    const grandchild = Number(readFileSync(pidFile, "utf8"));
    const r = await running;
    expect(gone(grandchild)).toBe(true);
    expect(r.attempts[0]).toMatchObject({ timedOut: true, signal: "SIGTERM", exitCode: null, passed: false });
  });

  it("after the grace period SIGKILLs a tree that ignores SIGTERM", async () => {
    const pidFile = tmpFile("pid");
    let up = false;
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let running: ReturnType<typeof runAttempts>;
    try {
      running = runAttempts({
        ...base,
        command: `${NODE} ${fixture("stubborn-grandchild.mjs")} ${JSON.stringify(pidFile)}`,
        mode: "measure",
        attempts: 1,
        timeoutMs: 1000,
        killGraceMs: 300,
        onOutput: (chunk) => (up ||= chunk.includes("grandchild up")),
      });
      // "grandchild up" is printed once its SIGTERM handler is in place.
      await until(() => up && existsSync(pidFile) && readFileSync(pidFile, "utf8").trim() !== "");
      vi.advanceTimersByTime(1000);
    } finally {
      vi.useRealTimers();
    }
    const r = await running;
    expect(r.attempts[0]?.output.text()).toContain("grandchild up");
    expect(gone(Number(readFileSync(pidFile, "utf8")))).toBe(true);
    // SIGKILL is sent only when something outlived SIGTERM for the whole grace period.
    expect(r.attempts[0]).toMatchObject({ timedOut: true, signal: "SIGKILL" });
  });

  it("records exit codes and signals", async () => {
    const r = await runAttempts({
      ...base,
      command: "echo before; kill -TERM $$",
      mode: "measure",
      attempts: 1,
    });
    expect(r.attempts[0]).toMatchObject({
      exitCode: null,
      signal: "SIGTERM",
      timedOut: false,
      passed: false,
    });
    expect(r.attempts[0]?.output.text()).toBe("before\n");
    const seven = await runAttempts({ ...base, command: "exit 7", mode: "measure", attempts: 1 });
    expect(seven.attempts[0]).toMatchObject({ exitCode: 7, signal: null });
  });

  it("runs like a workflow step: -e stops at the first failure, pipefail fails a pipeline", async () => {
    const e = await runAttempts({
      ...base,
      command: "false; echo not reached",
      mode: "measure",
      attempts: 1,
    });
    expect(e.attempts[0]).toMatchObject({ exitCode: 1 });
    expect(e.attempts[0]?.output.text()).toBe("");
    const pipe = await runAttempts({ ...base, command: "exit 3 | cat", mode: "measure", attempts: 1 });
    expect(pipe.attempts[0]?.exitCode).toBe(3);
  });

  it("a command that does not exist is a failed attempt with bash's message, not a crash", async () => {
    const r = await runAttempts({
      ...base,
      command: "nosuchcmd-flakeharden --flag",
      mode: "retry",
      retries: 1,
    });
    expect(r.attempts.map((a) => a.exitCode)).toEqual([127, 127]);
    expect(r.attempts[0]?.output.text()).toMatch(/nosuchcmd-flakeharden: command not found\n$/);
    expect(r.attempts[0]?.spawnError).toBeNull();
  });

  it("a missing cwd is a spawnError on each attempt, not a throw", async () => {
    const cwd = join(TMP, "does-not-exist");
    const r = await runAttempts({ ...base, cwd, command: "true", mode: "retry", retries: 1 });
    expect(r.attempts.map((a) => a.spawnError)).toEqual([
      `cwd does not exist: ${cwd}`,
      `cwd does not exist: ${cwd}`,
    ]);
    expect(r.attempts[0]).toMatchObject({ exitCode: null, signal: null, passed: false });
  });

  it("passes env as given", async () => {
    const r = await runAttempts({
      ...base,
      env: { PATH: process.env.PATH, FLAKEHARDEN_TEST: "given" },
      command: 'echo "$FLAKEHARDEN_TEST ${HOME-unset}"',
      mode: "measure",
      attempts: 1,
    });
    expect(r.attempts[0]?.output.text()).toBe("given unset\n");
  });

  it("merges stdout and stderr in arrival order", async () => {
    const chunks: string[] = [];
    const r = await runAttempts({
      ...base,
      command: `${NODE} ${fixture("interleave.mjs")}`,
      mode: "measure",
      attempts: 1,
      onOutput: (c) => chunks.push(c),
    });
    const expected = "out 1\nerr 1\nout 2\nerr 2\nout 3\nerr 3\n";
    expect(r.attempts[0]?.output.text()).toBe(expected);
    expect(chunks.join("")).toBe(expected);
  });

  it("decodes a multi-byte character split across writes", async () => {
    const chunks: string[] = [];
    const r = await runAttempts({
      ...base,
      command: `${NODE} ${fixture("utf8-split.mjs")}`,
      mode: "measure",
      attempts: 1,
      onOutput: (c) => chunks.push(c),
    });
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    expect(chunks.join("")).toBe("a€b😀\n");
    expect(r.attempts[0]?.output.text()).toBe("a€b😀\n");
    expect(r.attempts[0]?.output.totalBytes).toBe(Buffer.byteLength("a€b😀\n"));
  });

  it("keeps at most captureBytes of 20 MiB of output: exact head and tail, the middle counted", async () => {
    const MiB = 1024 * 1024;
    const total = 20 * MiB;
    let streamed = 0;
    const r = await runAttempts({
      ...base,
      command: `${NODE} ${fixture("print-lines.mjs")} ${total}`,
      mode: "measure",
      attempts: 1,
      captureBytes: MiB,
      onOutput: (c) => (streamed += c.length),
    });
    const out = r.attempts[0]?.output;
    expect(r.attempts[0]?.exitCode).toBe(0);
    expect(streamed).toBe(total);
    const line = (i: number) => `${String(i).padStart(9, "0")}\n`;
    const lines = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, k) => line(from + k)).join("");
    // 10-byte lines: the head is 262144 bytes = lines 0..26213 and 4 bytes of line 26214.
    expect(out?.head).toBe(lines(0, 26214) + line(26214).slice(0, 4));
    // The tail is the last 786432 bytes: the last 2 bytes of line 2018508, then lines 2018509..2097151.
    expect(out?.tail).toBe(line(2018508).slice(8) + lines(2018509, total / 10));
    expect(out?.tail.length).toBe((3 * MiB) / 4);
    expect(out?.droppedBytes).toBe(total - MiB);
    expect(out?.totalBytes).toBe(total);
    const text = out?.text() ?? "";
    expect(text).toContain(`\n${droppedMarker(total - MiB)}\n`);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(
      MiB + Buffer.byteLength(droppedMarker(total - MiB)) + 2,
    );
  });

  it("does not wait for background processes holding the output beyond drainMs", async () => {
    let sleeper = 0;
    const r = await runAttempts({
      ...base,
      command: "sleep 100 & echo $!",
      mode: "measure",
      attempts: 1,
      drainMs: 200,
      onOutput: (c) => (sleeper = Number(c.trim())),
    });
    expect(r.attempts[0]).toMatchObject({ exitCode: 0, passed: true });
    // The attempt ended while the process holding its output open still runs: it did not wait for it.
    expect(gone(sleeper)).toBe(false);
    process.kill(sleeper, "SIGKILL");
  });

  it("an abort kills the running attempt's tree and runs no further attempt", async () => {
    const ac = new AbortController();
    let grandchild = 0;
    const r = await runAttempts({
      ...base,
      command: "sleep 100 & echo $!; wait",
      mode: "retry",
      retries: 3,
      abortSignal: ac.signal,
      onOutput: (c) => {
        grandchild = Number(c.trim());
        ac.abort(); // on the event: the grandchild's pid is printed, so it runs
      },
    });
    expect(r.attempts).toHaveLength(1);
    expect(r.aborted).toBe(true);
    expect(r.attempts[0]).toMatchObject({ signal: "SIGTERM", timedOut: false, passed: false });
    expect(gone(grandchild)).toBe(true);
  });

  it("a throwing onOutput rejects the run after killing the process", async () => {
    const pidFile = tmpFile("pid");
    await expect(
      runAttempts({
        ...base,
        command: `echo $$ > ${JSON.stringify(pidFile)}; echo hello; sleep 100`,
        mode: "measure",
        attempts: 1,
        onOutput: () => {
          throw new Error("analyser broke");
        },
      }),
    ).rejects.toThrow("analyser broke");
    expect(gone(Number(readFileSync(pidFile, "utf8")))).toBe(true);
  });
});
