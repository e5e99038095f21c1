#!/usr/bin/env node
// Entry point of the `flakeharden` CLI: no logic here (see main.ts). Signals are held first, before anything
// else is loaded; for `run` its handlers are installed before the rest of the CLI is loaded and anything is
// spawned, and a signal held meanwhile is handed to them (the run then starts no attempt and still reports).
import { deliverPendingSignals, holdSignals } from "../run/hold-signals.js";

const held = holdSignals();
const argv = process.argv.slice(2);

async function start(): Promise<number> {
  // zod's configuration, before any schema is built.
  await import("../run/jitless.js");
  let interrupts;
  const runInterrupts = argv[0] === "run" ? (await import("./interrupts.js")).runInterrupts : null;
  // Before the run's handlers exist: a signal sent while loading goes to the holder only, then to them once.
  await deliverPendingSignals();
  if (runInterrupts) interrupts = runInterrupts(process.stderr);
  held.release();
  const { main } = await import("./main.js");
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
