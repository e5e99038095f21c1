#!/usr/bin/env node
// Entry point of the `flakeharden` CLI: no logic here (see main.ts). Signals are held first, before anything
// else is loaded; for `run` its handlers are installed before the rest of the CLI is loaded and anything is
// spawned, and a signal held meanwhile is handed to them (the run then starts no attempt and still reports).
import nodeModule from "node:module";
import { deliverPendingSignals, holdSignals } from "../run/hold-signals.js";

const held = holdSignals();
const argv = process.argv.slice(2);

const HELP = new Set([undefined, "help", "--help", "-h"]);

async function start(): Promise<number> {
  // The help loads its own module and the flags' table, nothing else (as main.ts would print it). Measured
  // on Node 20 (2 cores): 1.09x `node -e 0`, against 2.28x when the whole CLI was loaded for it.
  if (HELP.has(argv[0])) {
    const { USAGE } = await import("./help.js");
    held.release();
    process.stdout.write(USAGE);
    return argv[0] === undefined ? 2 : 0;
  }
  // Node's own code cache (public since Node 22.1, so not in Node 20's types; absent on Node 20, where each
  // start compiles the chunks).
  // Not for the help: its two small chunks compile in less time than setting the cache up takes.
  (nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
  let interrupts;
  if (argv[0] === "run") {
    const { runInterrupts } = await import("./interrupts.js");
    // Before the run's handlers exist: a signal sent while loading (Node 22+ may load the chunks without a
    // turn of the event loop) reaches the hold first, and is handed to them once.
    await deliverPendingSignals();
    interrupts = runInterrupts(process.stderr);
    held.release();
  }
  const { main } = await import("./main.js");
  if (!interrupts) {
    // Another command: a signal sent while it loaded is delivered to the hold, then raised again by release().
    await deliverPendingSignals();
    held.release();
  }
  const io = {
    stdout: process.stdout,
    stderr: process.stderr,
    // On demand: creating process.stdin loads Node's stream modules (about 1.5 ms), and only `--log -` reads it.
    get stdin() {
      return process.stdin;
    },
  };
  return main(argv, io, interrupts);
}

start().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `flakeharden: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 3;
  },
);
