// The real spawner: one command under `bash -e -o pipefail -c`, in its own process group, output decoded
// as it arrives, the whole group killed on timeout or abort. Every process an attempt starts carries an
// environment cookie (FLAKEHARDEN_ATTEMPT=<unique id>), as Jenkins' ProcessTreeKiller marks builds: when the
// attempt ends (or times out, or is aborted), every process holding it is killed, found through /proc,
// whatever its process group or session (background jobs, `setsid` daemons, double forks).
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync, readdirSync, readSync, statSync } from "node:fs";
import { StringDecoder } from "node:string_decoder";
import type { Readable } from "node:stream";

export interface SpawnRequest {
  command: string;
  cwd: string;
  /** The child's whole environment; undefined: process.env. */
  env: Readonly<Record<string, string | undefined>> | undefined;
  timeoutMs: number | null;
  killGraceMs: number;
  drainMs: number;
  abortSignal: AbortSignal | undefined;
  /** stdout and stderr merged in arrival order, each decoded as UTF-8 across chunk boundaries. */
  onOutput: (chunk: string) => void;
}

export interface SpawnOutcome {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  /** Why the process could not start (cwd missing, bash missing, …); null when it ran. */
  spawnError: string | null;
  /**
   * Processes of the attempt killed by flakeharden: those left running when the command exited, or all of
   * them on a timeout or an abort. Absent from spawners that do not track them (test fakes).
   */
  killedProcesses?: number;
  /**
   * The processes the command left running when it exited (a server started in the background), killed then:
   * at most LEFT_SHOWN of them, each with its command line (bounded). Absent on a timeout or an abort (every
   * process is killed then, not left by the command) and from spawners that do not track them.
   */
  leftRunning?: readonly LeftProcess[];
}

/** A process the command left running, as /proc names it. */
export interface LeftProcess {
  pid: number;
  /** Its command line (arguments joined by spaces), at most LEFT_COMMAND_CHARS; its name when unreadable. */
  command: string;
}

/** How many left processes are described, and how much of each command line. */
export const LEFT_SHOWN = 5;
export const LEFT_COMMAND_CHARS = 200;

/** The environment variable that marks an attempt's processes. */
export const COOKIE_VAR = "FLAKEHARDEN_ATTEMPT";

export type Spawner = (request: SpawnRequest) => Promise<SpawnOutcome>;

let cookies = 0;
const hex = (n: number, digits: number) => n.toString(16).padStart(digits, "0").slice(-digits);
/**
 * A cookie no other attempt running on this machine holds: this process's pid (unique among the processes
 * alive now), a count of the attempts it started, and random bits against a pid reused by another
 * flakeharden (in another pid namespace). UUID-shaped. It needs to be unique, not secret (every process of the
 * attempt can read it): Math.random, not node:crypto, which cost ~2 ms of start-up to load for this alone.
 */
function newCookie(): string {
  const r = () => Math.floor(Math.random() * 0x10000);
  return `${hex(process.pid, 8)}-${hex(++cookies, 4)}-${hex(r(), 4)}-${hex(r(), 4)}-${hex(r(), 4)}${hex(r(), 4)}${hex(r(), 4)}`;
}

/** The arguments GitHub's `shell: bash` uses, with the script given inline. */
export function bashArgs(command: string): string[] {
  return ["-e", "-o", "pipefail", "-c", command];
}

function errorCode(e: unknown): string | undefined {
  if (typeof e === "object" && e !== null && "code" in e && typeof e.code === "string") return e.code;
  return undefined;
}

function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Node reports a missing cwd as `spawn bash ENOENT`, like a missing bash: tell them apart. */
function describeSpawnError(e: unknown, cwd: string): string {
  try {
    if (!statSync(cwd).isDirectory()) return `cwd is not a directory: ${cwd}`;
  } catch {
    return `cwd does not exist: ${cwd}`;
  }
  if (errorCode(e) === "ENOENT") return "bash not found on PATH";
  return `could not start bash: ${errorMessage(e)}`;
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch (e) {
    if (errorCode(e) !== "ESRCH") throw e;
  }
}

/**
 * Whether any live process is left in the group. kill(-pgid, 0) also succeeds for zombies, which stay
 * when PID 1 does not reap orphans (containers without an init); on Linux, /proc tells them apart.
 */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
  } catch (e) {
    return errorCode(e) !== "ESRCH";
  }
  if (process.platform !== "linux") return true;
  const pids = procPids();
  if (pids === null) return true;
  for (const pid of pids) {
    const st = statOf(pid);
    if (st !== null && st.pgrp === pgid && live(st)) return true;
  }
  return false;
}

/** The pids of /proc, or null where there is no /proc (not Linux). */
function procPids(): number[] | null {
  if (process.platform !== "linux") return null;
  try {
    return readdirSync("/proc")
      .filter((n) => /^\d+$/.test(n))
      .map(Number);
  } catch {
    return null;
  }
}

/**
 * Waits `ms`, or until `signal` aborts (resolving, not rejecting). node:timers/promises is loaded on the first
 * wait (a retry's delay, processes left to kill), not by every run (~0.2 ms of start-up).
 */
export async function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  const { setTimeout: delay } = await import("node:timers/promises");
  try {
    await delay(ms, undefined, signal ? { signal } : {});
  } catch (e) {
    if (!signal?.aborted) throw e;
  }
}

/** At most this many pids are tried one by one (pidsFrom) rather than listed from /proc. */
const PIDS_TRIED = 256;

/**
 * The pids from `min` to the last one the kernel handed out (the last field of /proc/loadavg, in this pid
 * namespace), when there are at most PIDS_TRIED: cheaper to try than to list /proc. Null otherwise.
 */
function pidsFrom(min: number): number[] | null {
  const bytes = readProc("/proc/loadavg");
  if (bytes === null) return null;
  const text = bytes.toString("latin1").trimEnd();
  const last = Number(text.slice(text.lastIndexOf(" ") + 1));
  if (!Number.isSafeInteger(last) || last < min || last - min >= PIDS_TRIED) return null;
  return Array.from({ length: last - min + 1 }, (_, i) => min + i);
}

/** One buffer for every read of /proc: readFileSync allocates 64 KB per file of unknown size (all of them). */
let procBuffer = Buffer.allocUnsafe(64 * 1024);

/**
 * The bytes of a /proc file, in the shared buffer (valid until the next read), or null when it cannot be
 * read (gone, another user's). A file larger than the buffer grows it.
 */
function readProc(path: string): Buffer | null {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch {
    return null;
  }
  try {
    let length = 0;
    for (;;) {
      if (length === procBuffer.length) {
        const bigger = Buffer.allocUnsafe(procBuffer.length * 2);
        procBuffer.copy(bigger, 0, 0, length);
        procBuffer = bigger;
      }
      const n = readSync(fd, procBuffer, length, procBuffer.length - length, null);
      if (n === 0) return procBuffer.subarray(0, length);
      length += n;
    }
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

interface ProcStat {
  state: string;
  pgrp: number;
  /** When it started, in clock ticks after boot (field 22). */
  start: number;
}

/** State, process group and start time of a process from /proc/<pid>/stat; null when it is gone. */
function statOf(pid: number): ProcStat | null {
  const bytes = readProc(`/proc/${pid}/stat`);
  if (bytes === null) return null;
  // pid (comm) state ppid pgrp …; comm may hold spaces and parentheses.
  const stat = bytes.toString("latin1");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ", 20);
  return { state: fields[0] ?? "", pgrp: Number(fields[2]), start: Number(fields[19]) };
}

/** When a process started (ticks after boot), or 0 when it cannot be read. */
export function startTimeOf(pid: number): number {
  return statOf(pid)?.start ?? 0;
}

let ownStart: number | undefined;
/**
 * This process's start time (ticks after boot), read once: earlier than any attempt's bash. An attempt's
 * processes are those started after it. Reading the bash's own start time right after spawning it waits for
 * the bash's exec in the kernel: ~1 ms per attempt on a 2-core VM, for a bound that only spares reading the
 * environment of the few processes started between this one and the bash.
 */
const startOfThisProcess = () => (ownStart ??= startTimeOf(process.pid));

const live = (s: { state: string } | null) => s !== null && s.state !== "Z" && s.state !== "X";

/**
 * What tells which pids an attempt's processes can have: the kernel hands out pids in increasing order,
 * wrapping at pid_max, so every process started after the attempt's bash has a larger pid than it until the
 * pids wrap. Taken before the bash starts: the processes and threads created since boot (/proc/stat) and
 * those alive (/proc/loadavg).
 */
export interface PidWindow {
  forks: number;
  tasks: number;
}

/** The number after `label` in a /proc file's text, or null. */
function procNumber(path: string, label: string): number | null {
  const bytes = readProc(path);
  if (bytes === null) return null;
  const text = bytes.toString("latin1");
  const at = text.indexOf(label);
  if (at < 0) return null;
  const n = Number.parseInt(text.slice(at + label.length), 10);
  return Number.isSafeInteger(n) ? n : null;
}

/** The window's counters now, or null where /proc does not give them. */
export function pidWindow(): PidWindow | null {
  if (process.platform !== "linux") return null;
  // "processes N" in /proc/stat; "0.52 0.58 0.59 2/139 20032" in /proc/loadavg (running/alive, last pid).
  const forks = procNumber("/proc/stat", "\nprocesses ");
  const tasks = procNumber("/proc/loadavg", "/");
  return forks === null || tasks === null ? null : { forks, tasks };
}

let pidMaxRead: number | null | undefined;
const pidMax = () => (pidMaxRead ??= procNumber("/proc/sys/kernel/pid_max", ""));

/**
 * The lowest pid a process started by the attempt whose bash is `pid` can have now: `pid`, unless the pids
 * may have wrapped since (then 0: every pid). To wrap, the kernel's cursor must pass every pid from `pid` to
 * pid_max, each either handed out since (at most the forks since `counters` were taken) or skipped because in use
 * (at most the tasks alive then, and those forks again).
 */
export function lowestPid(pid: number, counters: PidWindow | null): number {
  if (counters === null) return 0;
  const now = procNumber("/proc/stat", "\nprocesses ");
  const max = pidMax();
  if (now === null || max === null) return 0;
  const passed = now - counters.forks + counters.tasks;
  return passed < max - 1 - pid ? pid : 0;
}

/**
 * Live processes of an attempt: those in its process group, and those whose environment holds its cookie
 * (readable for processes of our own user, which is every process the attempt could start without sudo).
 * Empty where there is no /proc. `since`: a time before the attempt started (in ticks after boot): a
 * process started before it cannot be one of the attempt's, and its environment is not read (on a runner
 * with ~100 processes, reading every environment after every attempt cost ~5 ms; see the bench's figures).
 * `minPid` (lowestPid): a smaller pid cannot be one of the attempt's, and its stat is not read either (nor
 * /proc listed, when few pids were handed out since).
 */
export function attemptProcesses(pgid: number, cookie: string, since = 0, minPid = 0): number[] {
  const pids = minPid > 0 ? (pidsFrom(minPid) ?? procPids()) : procPids();
  if (pids === null) return [];
  const mark = Buffer.from(`${COOKIE_VAR}=${cookie}\0`);
  const out: number[] = [];
  for (const pid of pids) {
    if (pid === process.pid || pid < minPid) continue;
    const st = statOf(pid);
    if (st === null || !live(st)) continue;
    if (st.pgrp === pgid) {
      if (!isThread(pid)) out.push(pid);
      continue;
    }
    if (st.start < since) continue;
    const environ = readProc(`/proc/${pid}/environ`);
    if (environ?.includes(mark) && !isThread(pid)) out.push(pid);
  }
  return out;
}

/**
 * Whether `pid` is a thread of another process, not a process: /proc/<tid> answers for a thread's id though
 * /proc does not list it, and pidsFrom tries every id (a Node server has about six threads). Signalling one
 * signals its process; counting one would count the process several times.
 */
function isThread(pid: number): boolean {
  const tgid = procNumber(`/proc/${pid}/status`, "\nTgid:");
  return tgid !== null && tgid !== pid;
}

function signalPid(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch (e) {
    if (errorCode(e) !== "ESRCH") throw e;
  }
}

/** What finds an attempt's processes: its group, its cookie, its bash's start time and pid counters. */
interface AttemptMark {
  pgid: number;
  cookie: string;
  /** A time before the bash started, in ticks after boot: this process's start (attemptProcesses). */
  since: number;
  counters: PidWindow | null;
}

/**
 * A process's command line from /proc/<pid>/cmdline (NUL-separated arguments), at most LEFT_COMMAND_CHARS;
 * its name from /proc/<pid>/comm when the command line is empty (a kernel thread, a process exiting); null when
 * neither can be read.
 */
export function commandLineOf(pid: number): string | null {
  const bytes = readProc(`/proc/${pid}/cmdline`);
  if (bytes === null) return null;
  // Only the bytes shown are decoded (a command line may be megabytes of arguments).
  const head = bytes.subarray(0, LEFT_COMMAND_CHARS * 4);
  let text = head
    .toString("utf8")
    .replace(/\0+$/, "")
    .replace(/[\0\s]+/g, " ");
  if (text === "") text = (readProc(`/proc/${pid}/comm`)?.toString("utf8") ?? "").trim();
  if (text === "") return null;
  return text.length > LEFT_COMMAND_CHARS || bytes.length > head.length
    ? `${text.slice(0, LEFT_COMMAND_CHARS - 1)}…`
    : text;
}

/**
 * Kills every process of an attempt (see attemptProcesses): SIGTERM, then SIGKILL after `graceMs` to those
 * left, again until none is found (a process may fork while it is being killed). Resolves with how many
 * processes were signalled, and the first LEFT_SHOWN of them with their command lines (read before the signal).
 */
export async function killAttemptProcesses(
  m: AttemptMark,
  graceMs: number,
): Promise<{ count: number; shown: LeftProcess[] }> {
  const killed = new Set<number>();
  const shown: LeftProcess[] = [];
  for (let round = 0; round < 50; round++) {
    const pids = attemptProcesses(m.pgid, m.cookie, m.since, lowestPid(m.pgid, m.counters));
    if (pids.length === 0) break;
    const signal = round === 0 ? "SIGTERM" : "SIGKILL";
    for (const pid of pids) {
      if (!killed.has(pid) && shown.length < LEFT_SHOWN) {
        const command = commandLineOf(pid);
        if (command !== null) shown.push({ pid, command });
      }
      signalPid(pid, signal);
      killed.add(pid);
    }
    const end = Date.now() + (round === 0 ? graceMs : 2_000);
    while (pids.some((p) => live(statOf(p))) && Date.now() < end) await sleep(Math.min(25, graceMs));
  }
  return { count: killed.size, shown };
}

async function waitGroupGone(pgid: number, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (!groupAlive(pgid)) return true;
    const left = end - Date.now();
    if (left <= 0) return false;
    await sleep(Math.min(25, left));
  }
}

/** Process groups started here, with their cookies, not yet cleaned up: what an immediate exit must kill. */
const running = new Map<number, AttemptMark>();

/**
 * SIGKILL, now, to every process a running attempt (or reset) started (its group and every process holding
 * its cookie): for a process that is about to exit without waiting (a second Ctrl-C), so that nothing it
 * started outlives it.
 */
export function killRunningGroups(): void {
  for (const [pgid, { cookie, since, counters }] of running) {
    try {
      process.kill(-pgid, "SIGKILL");
    } catch {
      // gone already, or not ours to kill: nothing more can be done on the way out
    }
    for (const pid of attemptProcesses(pgid, cookie, since, lowestPid(pgid, counters))) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // as above
      }
    }
  }
}

/** SIGTERM to the group, SIGKILL after `graceMs` if anything is left; resolves once the group is gone. */
export async function killTree(pgid: number, graceMs: number): Promise<void> {
  signalGroup(pgid, "SIGTERM");
  if (await waitGroupGone(pgid, graceMs)) return;
  signalGroup(pgid, "SIGKILL");
  await waitGroupGone(pgid, 2_000);
}

export const spawnBash: Spawner = async (req) => {
  let child: ChildProcess;
  const cookie = newCookie();
  const counters = pidWindow();
  try {
    child = spawn("bash", bashArgs(req.command), {
      cwd: req.cwd,
      env: { ...(req.env ?? process.env), [COOKIE_VAR]: cookie },
      detached: true, // its own process group, so a timeout can kill the whole tree
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (e) {
    return { exitCode: null, signal: null, timedOut: false, spawnError: describeSpawnError(e, req.cwd) };
  }
  const pid = child.pid;
  if (pid === undefined) {
    const e = await new Promise<unknown>((resolve) => child.once("error", resolve));
    return { exitCode: null, signal: null, timedOut: false, spawnError: describeSpawnError(e, req.cwd) };
  }
  // After a successful start, 'error' only reports a failed child.kill, which is not used here.
  child.on("error", () => {});
  const since = startOfThisProcess();
  const mark: AttemptMark = { pgid: pid, cookie, since, counters };
  running.set(pid, mark);

  // A throwing onOutput must not become an uncaught exception while the child runs on: kill, then rethrow.
  const callback: { failed: boolean; error: unknown } = { failed: false, error: undefined };
  // Set from event handlers, hence an object (a `let` would stay narrowed to its initial value).
  const state: { killing: Promise<number> | null; timedOut: boolean } = { killing: null, timedOut: false };
  const terminate = (graceMs: number) => {
    state.killing ??= Promise.all([killAttemptProcesses(mark, graceMs), killTree(pid, graceMs)]).then(
      ([n]) => n.count,
    );
  };
  const deliver = (text: string) => {
    if (text === "" || callback.failed) return;
    try {
      req.onOutput(text);
    } catch (error) {
      callback.failed = true;
      callback.error = error;
      terminate(0);
    }
  };
  const flushers: (() => void)[] = [];
  for (const stream of [child.stdout, child.stderr] as (Readable | null)[]) {
    if (!stream) continue;
    const decoder = new StringDecoder("utf8");
    let flushed = false;
    const flush = () => {
      if (flushed) return;
      flushed = true;
      deliver(decoder.end());
    };
    flushers.push(flush);
    stream.on("data", (b: Buffer) => deliver(decoder.write(b)));
    stream.on("end", flush);
  }

  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
  const exited = new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.once("exit", (code, signal) => resolve([code, signal])),
  );

  const timer =
    req.timeoutMs === null
      ? undefined
      : setTimeout(() => {
          state.timedOut = true;
          terminate(req.killGraceMs);
        }, req.timeoutMs);
  const onAbort = () => terminate(req.killGraceMs);
  if (req.abortSignal?.aborted) onAbort();
  else req.abortSignal?.addEventListener("abort", onAbort, { once: true });

  try {
    const [exitCode, signal] = await exited;
    clearTimeout(timer);
    // Nothing the attempt started outlives it: background jobs, daemons, whatever still holds the cookie.
    const left = state.killing ? null : await killAttemptProcesses(mark, req.killGraceMs);
    // Background processes may still hold the output open: give them drainMs, then stop listening.
    let drainTimer: NodeJS.Timeout | undefined;
    const drained = await Promise.race([
      closed.then(() => true),
      new Promise<boolean>((resolve) => (drainTimer = setTimeout(() => resolve(false), req.drainMs))),
    ]);
    clearTimeout(drainTimer);
    if (!drained) {
      for (const flush of flushers) flush();
      child.stdout?.destroy();
      child.stderr?.destroy();
    }
    const killed = state.killing ? await state.killing : 0;
    if (callback.failed) throw callback.error;
    return {
      exitCode,
      signal,
      timedOut: state.timedOut,
      spawnError: null,
      killedProcesses: killed + (left?.count ?? 0),
      ...(left && left.count > 0 ? { leftRunning: left.shown } : {}),
    };
  } finally {
    clearTimeout(timer);
    req.abortSignal?.removeEventListener("abort", onAbort);
    running.delete(pid);
  }
};
