// No process outlives its attempt: background jobs, `setsid` daemons and double forks started by a real
// command are gone when the attempt ends (or is aborted), and the count is reported. Each test waits for
// events (a pid file written, a pid gone), never for time.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Config } from "../../src/core/schema.js";
import { renderText } from "../../src/core/render/index.js";
import { runAttempts } from "../../src/run/index.js";
import { runJob } from "../../src/run/job.js";
import { COOKIE_VAR, lowestPid, pidWindow, spawnBash, type SpawnRequest } from "../../src/run/spawn.js";
import { gone, until } from "../support/process.js";

const TMP = mkdtempSync(join(tmpdir(), "flakeharden-tree-"));
const started: number[] = [];
afterAll(() => {
  // Whatever a failing test left behind.
  for (const pid of started) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // gone
    }
  }
  rmSync(TMP, { recursive: true, force: true });
});
let n = 0;
const file = (name: string) => join(TMP, `${++n}-${name}`);
const q = JSON.stringify;
const env = { ...process.env, NODE_EXTRA_CA_CERTS: undefined };

function request(command: string, extra: Partial<SpawnRequest> = {}): SpawnRequest {
  return {
    command,
    cwd: TMP,
    env,
    timeoutMs: null,
    killGraceMs: 5_000,
    drainMs: 10_000,
    abortSignal: undefined,
    onOutput: () => {},
    ...extra,
  };
}

/** The pids a command wrote, one per file, once each file is written. */
function pidsIn(...files: string[]): number[] {
  const pids = files.map((f) => Number(readFileSync(f, "utf8").trim()));
  started.push(...pids);
  return pids;
}

/** Waits (inside the command) until a file is written: the command never exits before its children ran. */
const waitFor = (f: string) => `until [ -s ${q(f)} ]; do sleep 0.01; done`;

describe("every process of an attempt ends with it", () => {
  it("a background job (`sleep 7771 & exit 0`) is killed when the command exits, and counted", async () => {
    const pidFile = file("bg");
    const out = await spawnBash(request(`sleep 7771 & echo $! > ${q(pidFile)}; exit 0`));
    const [pid] = pidsIn(pidFile) as [number];
    expect(out.exitCode).toBe(0);
    expect(gone(pid)).toBe(true);
    expect(out.killedProcesses).toBe(1);
  });

  it("a `setsid` daemon (its own session and group) and a double-forked grandchild are killed too", async () => {
    const daemon = file("daemon");
    const orphan = file("orphan");
    const out = await spawnBash(
      request(
        [
          `setsid bash -c 'echo $$ > ${q(daemon)}; exec sleep 7772' < /dev/null > /dev/null 2>&1 &`,
          `( ( echo $BASHPID > ${q(orphan)}; exec sleep 7773 ) & ) < /dev/null > /dev/null 2>&1`,
          waitFor(daemon),
          waitFor(orphan),
          "exit 3",
        ].join("\n"),
      ),
    );
    const pids = pidsIn(daemon, orphan);
    expect(out.exitCode).toBe(3);
    for (const pid of pids) expect(gone(pid), `pid ${pid}`).toBe(true);
    expect(out.killedProcesses).toBe(2);
  });

  it("the cookie is in the environment of every process of the attempt, and differs between attempts", async () => {
    const a = file("cookie-a");
    const b = file("cookie-b");
    await spawnBash(request(`echo "$${COOKIE_VAR}" > ${q(a)}`));
    await spawnBash(request(`echo "$${COOKIE_VAR}" > ${q(b)}`));
    const [ca, cb] = [readFileSync(a, "utf8").trim(), readFileSync(b, "utf8").trim()];
    expect(ca).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(cb).toMatch(/^[0-9a-f-]{36}$/);
    expect(ca).not.toBe(cb);
  });

  it("an aborted attempt: the command and its setsid daemon are killed, the count includes both", async () => {
    const daemon = file("abort-daemon");
    const controller = new AbortController();
    const running = spawnBash(
      request(
        `setsid bash -c 'echo $$ > ${q(daemon)}; exec sleep 7774' < /dev/null > /dev/null 2>&1 & exec sleep 7775`,
        {
          abortSignal: controller.signal,
          killGraceMs: 2_000,
        },
      ),
    );
    await until(() => existsSync(daemon) && readFileSync(daemon, "utf8").trim() !== "");
    const [pid] = pidsIn(daemon) as [number];
    controller.abort("SIGINT");
    const out = await running;
    expect(out.signal).toBe("SIGTERM");
    expect(gone(pid)).toBe(true);
    expect(out.killedProcesses).toBe(2);
  });

  it("runAttempts reports each attempt's count; nothing leaks into the next attempt", async () => {
    const first = file("first");
    const r = await runAttempts({
      command: `if [ ! -e ${q(first)} ]; then sleep 7776 & echo $! > ${q(first)}; exit 1; fi; exit 0`,
      cwd: TMP,
      env,
      mode: "retry",
      retries: 1,
      jitterMs: 0,
    });
    const [pid] = pidsIn(first) as [number];
    expect(gone(pid)).toBe(true);
    expect(r.attempts.map((a) => a.killedProcesses)).toEqual([1, 0]);
  });
});

describe("processes the command left running are named, not killed silently (issue 22)", () => {
  it("a server started in the background (`node server &`): the warning names its pid and command line, redacted; the verdict is the command's", async () => {
    const pidFile = file("server");
    const secret = "s3cr3t-value-of-the-api-token";
    // A real HTTP server on a free port, started in the background; the command exits 0 once it listens.
    const server = `require('http').createServer().listen(0, () => require('fs').writeFileSync(process.argv[1], String(process.pid)))`;
    const { report } = await runJob({
      command: `${q(process.execPath)} -e ${q(server)} ${q(pidFile)} --token=${secret} & ${waitFor(pidFile)}; echo tests passed`,
      cwd: TMP,
      mode: "retry",
      retries: 2,
      attempts: 3,
      jitterMs: 0,
      timeoutMs: null,
      resetCommand: null,
      junit: null,
      config: Config.parse({}),
      promptBudget: 2_000,
      workspace: { files: [], root: TMP },
      env: { ...env, API_TOKEN: secret },
      context: null,
      version: "test",
    });
    const [pid] = pidsIn(pidFile) as [number];
    expect(gone(pid)).toBe(true);
    expect(report.outcome).toBe("passed");
    expect(report.attempts).toHaveLength(1);
    expect(report.attempts[0]).toMatchObject({ exitCode: 0, killedProcesses: 1 });
    const warning = report.warnings.find((w) => w.includes("left 1 process running"));
    expect(warning).toBeDefined();
    expect(warning).toContain(`attempt 1: the command left 1 process running when it exited (pid ${pid} \``);
    expect(warning).toContain(`-e require('http').createServer()`);
    expect(warning).toContain("flakeharden killed it");
    expect(JSON.stringify(report)).not.toContain(secret);
    // The terminal's text says it too.
    expect(renderText(report)).toContain(
      `warning: attempt 1: the command left 1 process running when it exited (pid ${pid}`,
    );
  });

  it("a command that leaves nothing running gets no such warning; one killed on timeout is not said to be left", async () => {
    const out = await spawnBash(request("echo done"));
    expect(out.leftRunning).toBeUndefined();
    const timed = await spawnBash(request("sleep 7779 & wait", { timeoutMs: 100, killGraceMs: 1_000 }));
    expect(timed.timedOut).toBe(true);
    expect(timed.killedProcesses).toBeGreaterThan(0);
    expect(timed.leftRunning).toBeUndefined();
  });
});

describe("the pids an attempt's processes can have (lowestPid)", () => {
  const linux = process.platform === "linux";

  it.runIf(linux)("those above its bash's pid while the pids cannot have wrapped since", () => {
    const counters = pidWindow();
    expect(counters).not.toBeNull();
    expect(lowestPid(300, counters)).toBe(300);
  });

  it.runIf(linux)(
    "every pid once as many processes started (or were alive) as would take the pids round",
    () => {
      const max = Number(readFileSync("/proc/sys/kernel/pid_max", "utf8"));
      const counters = pidWindow();
      if (!counters) throw new Error("no /proc/stat or /proc/loadavg");
      // From a bash whose pid is near pid_max, few forks may wrap; from a low pid, as many forks as pids.
      expect(lowestPid(max - 2, counters)).toBe(0);
      expect(lowestPid(300, { forks: counters.forks - max, tasks: counters.tasks })).toBe(0);
      expect(lowestPid(300, { forks: counters.forks, tasks: max })).toBe(0);
      expect(lowestPid(300, null)).toBe(0);
    },
  );
});
