#!/usr/bin/env node
// Entry point of the `flakeharden` CLI: no logic here (see main.ts). Signals are held first, before anything
// else is loaded; for `run` its handlers are installed before the rest of the CLI is loaded and anything is
// spawned, and a signal held meanwhile is handed to them (the run then starts no attempt and still reports).
import module from "node:module";
import { holdSignals } from "../run/hold-signals.js";

const held = holdSignals();
// Node >= 22.1 keeps the compiled code of the bundle's chunks on disk (os.tmpdir()/node-compile-cache, or
// NODE_COMPILE_CACHE): later starts skip compiling them. Absent on Node 20.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
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
  let interrupts;
  if (argv[0] === "run") {
    interrupts = (await import("./interrupts.js")).runInterrupts(process.stderr);
    // At once: a signal must reach the run's handlers once, not also through the hold.
    held.release();
  }
  const { main } = await import("./main.js");
  // After an await (another command): a signal sent meanwhile has been delivered, and is held, not lost.
  if (!interrupts) held.release();
  return main(argv, { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin }, interrupts);
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
