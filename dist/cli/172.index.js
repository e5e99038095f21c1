"use strict";
exports.id = 172;
exports.ids = [172];
exports.modules = {

/***/ 172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runInterrupts: () => (/* binding */ runInterrupts)
/* harmony export */ });
/* harmony import */ var _run_options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8739);
/* harmony import */ var _run_signals_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6192);
// `run`'s signal handling, installed by the entry point before the rest of the CLI is even loaded.


/** Ctrl-C reaches this process, not the command (its own process group): stop it from here. */
function runInterrupts(stderr) {
    return (0,_run_signals_js__WEBPACK_IMPORTED_MODULE_1__/* .handleInterrupts */ .B)({
        onFirst: (signal) => stderr.write(`\nflakeharden: ${signal}: stopping the command (SIGTERM to its processes, SIGKILL after ${_run_options_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_KILL_GRACE_MS */ .ZY / 1000} s); ` +
            "no further attempt will run. Send it again to exit at once.\n"),
    });
}


/***/ }),

/***/ 5105:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WU: () => (/* binding */ show),
/* harmony export */   XJ: () => (/* binding */ OPTION_KEYS),
/* harmony export */   ZY: () => (/* binding */ DEFAULT_KILL_GRACE_MS),
/* harmony export */   fK: () => (/* binding */ DEFAULT_CAPTURE_BYTES),
/* harmony export */   hU: () => (/* binding */ MAX_JITTER_MS),
/* harmony export */   hw: () => (/* binding */ MAX_MEASURE_ATTEMPTS),
/* harmony export */   kd: () => (/* binding */ MAX_RETRIES),
/* harmony export */   mn: () => (/* binding */ MAX_TIMEOUT_MS),
/* harmony export */   op: () => (/* binding */ DEFAULT_DRAIN_MS)
/* harmony export */ });
/* harmony import */ var _flags_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7470);
// What runAttempts' options allow, without zod: read by options.ts's own check and by the schema
// (options-schema.ts), which options.ts loads only for options its check does not pass.

// The bounds are the flags' (run/flags.ts): one table for the action's inputs, the CLI's flags and these.
const MAX_RETRIES = _flags_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_FLAGS */ .WB.retries.max;
const MAX_MEASURE_ATTEMPTS = _flags_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_FLAGS */ .WB.attempts.max;
const MAX_JITTER_MS = _flags_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_FLAGS */ .WB["jitter-ms"].max;
/** GitHub's limit on a job's run time: 6 hours. */
const MAX_TIMEOUT_MS = _flags_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_FLAGS */ .WB["timeout-minutes"].max * 60_000;
const DEFAULT_CAPTURE_BYTES = 4 * 1024 * 1024;
const DEFAULT_KILL_GRACE_MS = 5_000;
const DEFAULT_DRAIN_MS = 1_000;
/** A value as a message shows it: strings quoted, numbers as written (NaN, Infinity), the rest by type. */
function show(v) {
    if (typeof v === "string")
        return JSON.stringify(v.length > 60 ? `${v.slice(0, 60)}…` : v);
    if (typeof v === "number" || typeof v === "boolean" || typeof v === "bigint")
        return String(v);
    if (v === undefined || v === null)
        return String(v);
    if (typeof v === "function")
        return "a function";
    if (Array.isArray(v))
        return "an array";
    return "an object";
}
/** The options' names, in the schema's order. */
const OPTION_KEYS = [
    "command",
    "cwd",
    "env",
    "mode",
    "retries",
    "attempts",
    "jitterMs",
    "timeoutMs",
    "killGraceMs",
    "drainMs",
    "resetCommand",
    "captureBytes",
    "abortSignal",
    "onAttemptStart",
    "onOutput",
    "onAttemptEnd",
];


/***/ }),

/***/ 8739:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZY: () => (/* reexport safe */ _option_limits_js__WEBPACK_IMPORTED_MODULE_0__.ZY),
/* harmony export */   di: () => (/* binding */ parseRunOptions),
/* harmony export */   fm: () => (/* binding */ totalAttempts),
/* harmony export */   y1: () => (/* binding */ RunOptionsError)
/* harmony export */ });
/* unused harmony export plainOptions */
/* harmony import */ var _option_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5105);


class RunOptionsError extends Error {
    issues;
    name = "RunOptionsError";
    constructor(issues) {
        super(issues.join("\n"));
        this.issues = issues;
    }
}
const isInt = (v, min, max) => typeof v === "number" && Number.isSafeInteger(v) && v >= min && v <= max;
const isText = (v) => typeof v === "string" && v.length >= 1;
const isFn = (v) => typeof v === "function";
/**
 * The options as the schema parses them (defaults filled in, in its order), without zod; null for anything
 * it is not sure of (an error, an option given as undefined, an environment with an undefined value): the
 * schema then decides. Every check is one of the schema's (options-schema.ts).
 */
function plainOptions(input) {
    if (typeof input !== "object" || input === null || Array.isArray(input))
        return null;
    const o = input;
    for (const k of Object.keys(o))
        if (!_option_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .OPTION_KEYS */ .XJ.includes(k) || o[k] === undefined)
            return null;
    if (!isText(o.command) || !isText(o.cwd))
        return null;
    if (o.env !== undefined) {
        if (typeof o.env !== "object" || o.env === null || Array.isArray(o.env))
            return null;
        if (!Object.values(o.env).every((v) => typeof v === "string"))
            return null;
    }
    if (o.mode === "retry") {
        if (!isInt(o.retries, 0, _option_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_RETRIES */ .kd) || "attempts" in o)
            return null;
    }
    else if (o.mode === "measure") {
        if (!isInt(o.attempts, 1, _option_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_MEASURE_ATTEMPTS */ .hw) || "retries" in o)
            return null;
    }
    else
        return null;
    const int = (k, min, max, fallback) => k in o ? (isInt(o[k], min, max) || (fallback === null && o[k] === null) ? o[k] : undefined) : fallback;
    const jitterMs = int("jitterMs", 0, _option_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_JITTER_MS */ .hU, 0);
    const timeoutMs = int("timeoutMs", 1, _option_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_TIMEOUT_MS */ .mn, null);
    const killGraceMs = int("killGraceMs", 0, 60_000, _option_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_KILL_GRACE_MS */ .ZY);
    const drainMs = int("drainMs", 0, 60_000, _option_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_DRAIN_MS */ .op);
    const captureBytes = int("captureBytes", 1024, 1024 * 1024 * 1024, _option_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_CAPTURE_BYTES */ .fK);
    if ([jitterMs, timeoutMs, killGraceMs, drainMs, captureBytes].includes(undefined))
        return null;
    const resetCommand = "resetCommand" in o ? o.resetCommand : null;
    if (resetCommand !== null && !isText(resetCommand))
        return null;
    if ("abortSignal" in o && !(o.abortSignal instanceof AbortSignal))
        return null;
    for (const k of ["onAttemptStart", "onOutput", "onAttemptEnd"])
        if (k in o && !isFn(o[k]))
            return null;
    const out = {
        command: o.command,
        cwd: o.cwd,
        ...("env" in o ? { env: { ...o.env } } : {}),
        mode: o.mode,
        ...("retries" in o ? { retries: o.retries } : {}),
        ...("attempts" in o ? { attempts: o.attempts } : {}),
        jitterMs,
        timeoutMs,
        killGraceMs,
        drainMs,
        resetCommand,
        captureBytes,
    };
    for (const k of ["abortSignal", "onAttemptStart", "onOutput", "onAttemptEnd"])
        if (k in o)
            out[k] = o[k];
    return out;
}
/** Validates `input`; throws RunOptionsError listing every problem (the schema's, loaded then). */
async function parseRunOptions(input) {
    const plain = plainOptions(input);
    if (plain)
        return plain;
    const { RunOptionsSchema } = await Promise.all(/* import() */[__webpack_require__.e(160), __webpack_require__.e(857), __webpack_require__.e(279)]).then(__webpack_require__.bind(__webpack_require__, 5279));
    const r = RunOptionsSchema.safeParse(input);
    if (!r.success)
        throw new RunOptionsError(r.error.issues.map((i) => i.message));
    return r.data;
}
/** How many attempts the options allow at most. */
function totalAttempts(o) {
    return o.mode === "retry" ? (o.retries ?? 0) + 1 : (o.attempts ?? 1);
}


/***/ }),

/***/ 6192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ handleInterrupts),
/* harmony export */   t: () => (/* binding */ SIGNAL_EXIT_CODES)
/* harmony export */ });
/* harmony import */ var _spawn_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7490);
// SIGINT (Ctrl-C at a terminal; a cancelled workflow's first signal) and SIGTERM during a run. The command
// runs in its own process group, out of reach of the terminal's Ctrl-C: it is stopped from here. The first
// signal aborts the run (the running attempt's group gets SIGTERM, then SIGKILL after the grace period, as
// on a timeout; no further attempt starts) and the caller writes what was gathered. A second one exits at
// once, after a SIGKILL to every process group still running.

/** 128 + the signal's number, as a shell reports a process killed by it. */
const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 };
const SIGNALS = Object.keys(SIGNAL_EXIT_CODES);
function handleInterrupts(o = {}) {
    const controller = new AbortController();
    let received = null;
    const handler = (name) => {
        const signal = name;
        if (received === null) {
            received = signal;
            o.onFirst?.(signal);
            controller.abort(signal);
            return;
        }
        (0,_spawn_js__WEBPACK_IMPORTED_MODULE_0__/* .killRunningGroups */ .E7)();
        (o.exit ?? process.exit)(SIGNAL_EXIT_CODES[signal]);
    };
    for (const s of SIGNALS)
        process.on(s, handler);
    return {
        signal: controller.signal,
        get received() {
            return received;
        },
        dispose: () => {
            for (const s of SIGNALS)
                process.off(s, handler);
        },
    };
}


/***/ }),

/***/ 7490:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E7: () => (/* binding */ killRunningGroups),
/* harmony export */   W7: () => (/* binding */ spawnBash)
/* harmony export */ });
/* unused harmony exports COOKIE_VAR, bashArgs, groupAlive, startTimeOf, pidWindow, lowestPid, attemptProcesses, killAttemptProcesses, killTree */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6193);
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_string_decoder__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_3__);
// The real spawner: one command under `bash -e -o pipefail -c`, in its own process group, output decoded
// as it arrives, the whole group killed on timeout or abort. Every process an attempt starts carries an
// environment cookie (FLAKEHARDEN_ATTEMPT=<unique id>), as Jenkins' ProcessTreeKiller marks builds: when the
// attempt ends (or times out, or is aborted), every process holding it is killed, found through /proc,
// whatever its process group or session (background jobs, `setsid` daemons, double forks).




/** The environment variable that marks an attempt's processes. */
const COOKIE_VAR = "FLAKEHARDEN_ATTEMPT";
let cookies = 0;
const hex = (n, digits) => n.toString(16).padStart(digits, "0").slice(-digits);
/**
 * A cookie no other attempt running on this machine holds: this process's pid (unique among the processes
 * alive now), a count of the attempts it started, and random bits against a pid reused by another
 * flakeharden (in another pid namespace). UUID-shaped. It needs to be unique, not secret (every process of the
 * attempt can read it): Math.random, not node:crypto, which cost ~2 ms of start-up to load for this alone.
 */
function newCookie() {
    const r = () => Math.floor(Math.random() * 0x10000);
    return `${hex(process.pid, 8)}-${hex(++cookies, 4)}-${hex(r(), 4)}-${hex(r(), 4)}-${hex(r(), 4)}${hex(r(), 4)}${hex(r(), 4)}`;
}
/** The arguments GitHub's `shell: bash` uses, with the script given inline. */
function bashArgs(command) {
    return ["-e", "-o", "pipefail", "-c", command];
}
function errorCode(e) {
    if (typeof e === "object" && e !== null && "code" in e && typeof e.code === "string")
        return e.code;
    return undefined;
}
function errorMessage(e) {
    return e instanceof Error ? e.message : String(e);
}
/** Node reports a missing cwd as `spawn bash ENOENT`, like a missing bash: tell them apart. */
function describeSpawnError(e, cwd) {
    try {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(cwd).isDirectory())
            return `cwd is not a directory: ${cwd}`;
    }
    catch {
        return `cwd does not exist: ${cwd}`;
    }
    if (errorCode(e) === "ENOENT")
        return "bash not found on PATH";
    return `could not start bash: ${errorMessage(e)}`;
}
function signalGroup(pgid, signal) {
    try {
        process.kill(-pgid, signal);
    }
    catch (e) {
        if (errorCode(e) !== "ESRCH")
            throw e;
    }
}
/**
 * Whether any live process is left in the group. kill(-pgid, 0) also succeeds for zombies, which stay
 * when PID 1 does not reap orphans (containers without an init); on Linux, /proc tells them apart.
 */
function groupAlive(pgid) {
    try {
        process.kill(-pgid, 0);
    }
    catch (e) {
        return errorCode(e) !== "ESRCH";
    }
    if (process.platform !== "linux")
        return true;
    const pids = procPids();
    if (pids === null)
        return true;
    for (const pid of pids) {
        const st = statOf(pid);
        if (st !== null && st.pgrp === pgid && live(st))
            return true;
    }
    return false;
}
/** The pids of /proc, or null where there is no /proc (not Linux). */
function procPids() {
    if (process.platform !== "linux")
        return null;
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)("/proc")
            .filter((n) => /^\d+$/.test(n))
            .map(Number);
    }
    catch {
        return null;
    }
}
/** At most this many pids are tried one by one (pidsFrom) rather than listed from /proc. */
const PIDS_TRIED = 256;
/**
 * The pids from `min` to the last one the kernel handed out (the last field of /proc/loadavg, in this pid
 * namespace), when there are at most PIDS_TRIED: cheaper to try than to list /proc. Null otherwise.
 */
function pidsFrom(min) {
    const bytes = readProc("/proc/loadavg");
    if (bytes === null)
        return null;
    const text = bytes.toString("latin1").trimEnd();
    const last = Number(text.slice(text.lastIndexOf(" ") + 1));
    if (!Number.isSafeInteger(last) || last < min || last - min >= PIDS_TRIED)
        return null;
    return Array.from({ length: last - min + 1 }, (_, i) => min + i);
}
/** One buffer for every read of /proc: readFileSync allocates 64 KB per file of unknown size (all of them). */
let procBuffer = Buffer.allocUnsafe(64 * 1024);
/**
 * The bytes of a /proc file, in the shared buffer (valid until the next read), or null when it cannot be
 * read (gone, another user's). A file larger than the buffer grows it.
 */
function readProc(path) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, "r");
    }
    catch {
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
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, procBuffer, length, procBuffer.length - length, null);
            if (n === 0)
                return procBuffer.subarray(0, length);
            length += n;
        }
    }
    catch {
        return null;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/** State, process group and start time of a process from /proc/<pid>/stat; null when it is gone. */
function statOf(pid) {
    const bytes = readProc(`/proc/${pid}/stat`);
    if (bytes === null)
        return null;
    // pid (comm) state ppid pgrp …; comm may hold spaces and parentheses.
    const stat = bytes.toString("latin1");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ", 20);
    return { state: fields[0] ?? "", pgrp: Number(fields[2]), start: Number(fields[19]) };
}
/** When a process started (ticks after boot), or 0 when it cannot be read. */
function startTimeOf(pid) {
    return statOf(pid)?.start ?? 0;
}
let ownStart;
/**
 * This process's start time (ticks after boot), read once: earlier than any attempt's bash. An attempt's
 * processes are those started after it. Reading the bash's own start time right after spawning it waits for
 * the bash's exec in the kernel: ~1 ms per attempt on a 2-core VM, for a bound that only spares reading the
 * environment of the few processes started between this one and the bash.
 */
const startOfThisProcess = () => (ownStart ??= startTimeOf(process.pid));
const live = (s) => s !== null && s.state !== "Z" && s.state !== "X";
/** The number after `label` in a /proc file's text, or null. */
function procNumber(path, label) {
    const bytes = readProc(path);
    if (bytes === null)
        return null;
    const text = bytes.toString("latin1");
    const at = text.indexOf(label);
    if (at < 0)
        return null;
    const n = Number.parseInt(text.slice(at + label.length), 10);
    return Number.isSafeInteger(n) ? n : null;
}
/** The window's counters now, or null where /proc does not give them. */
function pidWindow() {
    if (process.platform !== "linux")
        return null;
    // "processes N" in /proc/stat; "0.52 0.58 0.59 2/139 20032" in /proc/loadavg (running/alive, last pid).
    const forks = procNumber("/proc/stat", "\nprocesses ");
    const tasks = procNumber("/proc/loadavg", "/");
    return forks === null || tasks === null ? null : { forks, tasks };
}
let pidMaxRead;
const pidMax = () => (pidMaxRead ??= procNumber("/proc/sys/kernel/pid_max", ""));
/**
 * The lowest pid a process started by the attempt whose bash is `pid` can have now: `pid`, unless the pids
 * may have wrapped since (then 0: every pid). To wrap, the kernel's cursor must pass every pid from `pid` to
 * pid_max, each either handed out since (at most the forks since `counters` were taken) or skipped because in use
 * (at most the tasks alive then, and those forks again).
 */
function lowestPid(pid, counters) {
    if (counters === null)
        return 0;
    const now = procNumber("/proc/stat", "\nprocesses ");
    const max = pidMax();
    if (now === null || max === null)
        return 0;
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
function attemptProcesses(pgid, cookie, since = 0, minPid = 0) {
    const pids = minPid > 0 ? (pidsFrom(minPid) ?? procPids()) : procPids();
    if (pids === null)
        return [];
    const mark = Buffer.from(`${COOKIE_VAR}=${cookie}\0`);
    const out = [];
    for (const pid of pids) {
        if (pid === process.pid || pid < minPid)
            continue;
        const st = statOf(pid);
        if (st === null || !live(st))
            continue;
        if (st.pgrp === pgid) {
            out.push(pid);
            continue;
        }
        if (st.start < since)
            continue;
        const environ = readProc(`/proc/${pid}/environ`);
        if (environ?.includes(mark))
            out.push(pid);
    }
    return out;
}
function signalPid(pid, signal) {
    try {
        process.kill(pid, signal);
    }
    catch (e) {
        if (errorCode(e) !== "ESRCH")
            throw e;
    }
}
/**
 * Kills every process of an attempt (see attemptProcesses): SIGTERM, then SIGKILL after `graceMs` to those
 * left, again until none is found (a process may fork while it is being killed). Resolves with how many
 * processes were signalled.
 */
async function killAttemptProcesses(m, graceMs) {
    const killed = new Set();
    for (let round = 0; round < 50; round++) {
        const pids = attemptProcesses(m.pgid, m.cookie, m.since, lowestPid(m.pgid, m.counters));
        if (pids.length === 0)
            break;
        const signal = round === 0 ? "SIGTERM" : "SIGKILL";
        for (const pid of pids) {
            signalPid(pid, signal);
            killed.add(pid);
        }
        const end = Date.now() + (round === 0 ? graceMs : 2_000);
        while (pids.some((p) => live(statOf(p))) && Date.now() < end)
            await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_3__.setTimeout)(Math.min(25, graceMs));
    }
    return killed.size;
}
async function waitGroupGone(pgid, ms) {
    const end = Date.now() + ms;
    for (;;) {
        if (!groupAlive(pgid))
            return true;
        const left = end - Date.now();
        if (left <= 0)
            return false;
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_3__.setTimeout)(Math.min(25, left));
    }
}
/** Process groups started here, with their cookies, not yet cleaned up: what an immediate exit must kill. */
const running = new Map();
/**
 * SIGKILL, now, to every process a running attempt (or reset) started (its group and every process holding
 * its cookie): for a process that is about to exit without waiting (a second Ctrl-C), so that nothing it
 * started outlives it.
 */
function killRunningGroups() {
    for (const [pgid, { cookie, since, counters }] of running) {
        try {
            process.kill(-pgid, "SIGKILL");
        }
        catch {
            // gone already, or not ours to kill: nothing more can be done on the way out
        }
        for (const pid of attemptProcesses(pgid, cookie, since, lowestPid(pgid, counters))) {
            try {
                process.kill(pid, "SIGKILL");
            }
            catch {
                // as above
            }
        }
    }
}
/** SIGTERM to the group, SIGKILL after `graceMs` if anything is left; resolves once the group is gone. */
async function killTree(pgid, graceMs) {
    signalGroup(pgid, "SIGTERM");
    if (await waitGroupGone(pgid, graceMs))
        return;
    signalGroup(pgid, "SIGKILL");
    await waitGroupGone(pgid, 2_000);
}
const spawnBash = async (req) => {
    let child;
    const cookie = newCookie();
    const counters = pidWindow();
    try {
        child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)("bash", bashArgs(req.command), {
            cwd: req.cwd,
            env: { ...(req.env ?? process.env), [COOKIE_VAR]: cookie },
            detached: true, // its own process group, so a timeout can kill the whole tree
            stdio: ["ignore", "pipe", "pipe"],
        });
    }
    catch (e) {
        return { exitCode: null, signal: null, timedOut: false, spawnError: describeSpawnError(e, req.cwd) };
    }
    const pid = child.pid;
    if (pid === undefined) {
        const e = await new Promise((resolve) => child.once("error", resolve));
        return { exitCode: null, signal: null, timedOut: false, spawnError: describeSpawnError(e, req.cwd) };
    }
    // After a successful start, 'error' only reports a failed child.kill, which is not used here.
    child.on("error", () => { });
    const since = startOfThisProcess();
    const mark = { pgid: pid, cookie, since, counters };
    running.set(pid, mark);
    // A throwing onOutput must not become an uncaught exception while the child runs on: kill, then rethrow.
    const callback = { failed: false, error: undefined };
    // Set from event handlers, hence an object (a `let` would stay narrowed to its initial value).
    const state = { killing: null, timedOut: false };
    const terminate = (graceMs) => {
        state.killing ??= Promise.all([killAttemptProcesses(mark, graceMs), killTree(pid, graceMs)]).then(([n]) => n);
    };
    const deliver = (text) => {
        if (text === "" || callback.failed)
            return;
        try {
            req.onOutput(text);
        }
        catch (error) {
            callback.failed = true;
            callback.error = error;
            terminate(0);
        }
    };
    const flushers = [];
    for (const stream of [child.stdout, child.stderr]) {
        if (!stream)
            continue;
        const decoder = new node_string_decoder__WEBPACK_IMPORTED_MODULE_2__.StringDecoder("utf8");
        let flushed = false;
        const flush = () => {
            if (flushed)
                return;
            flushed = true;
            deliver(decoder.end());
        };
        flushers.push(flush);
        stream.on("data", (b) => deliver(decoder.write(b)));
        stream.on("end", flush);
    }
    const closed = new Promise((resolve) => child.once("close", () => resolve()));
    const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve([code, signal])));
    const timer = req.timeoutMs === null
        ? undefined
        : setTimeout(() => {
            state.timedOut = true;
            terminate(req.killGraceMs);
        }, req.timeoutMs);
    const onAbort = () => terminate(req.killGraceMs);
    if (req.abortSignal?.aborted)
        onAbort();
    else
        req.abortSignal?.addEventListener("abort", onAbort, { once: true });
    try {
        const [exitCode, signal] = await exited;
        clearTimeout(timer);
        // Nothing the attempt started outlives it: background jobs, daemons, whatever still holds the cookie.
        const leftovers = state.killing ? 0 : await killAttemptProcesses(mark, req.killGraceMs);
        // Background processes may still hold the output open: give them drainMs, then stop listening.
        let drainTimer;
        const drained = await Promise.race([
            closed.then(() => true),
            new Promise((resolve) => (drainTimer = setTimeout(() => resolve(false), req.drainMs))),
        ]);
        clearTimeout(drainTimer);
        if (!drained) {
            for (const flush of flushers)
                flush();
            child.stdout?.destroy();
            child.stderr?.destroy();
        }
        const killed = state.killing ? await state.killing : 0;
        if (callback.failed)
            throw callback.error;
        return {
            exitCode,
            signal,
            timedOut: state.timedOut,
            spawnError: null,
            killedProcesses: killed + leftovers,
        };
    }
    finally {
        clearTimeout(timer);
        req.abortSignal?.removeEventListener("abort", onAbort);
        running.delete(pid);
    }
};


/***/ })

};
;