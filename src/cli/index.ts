#!/usr/bin/env node
// Entry point of the `flakeharden` CLI: no logic here (see main.ts). Signals are held first, before anything
// else is loaded; for `run` its handlers are installed before the rest of the CLI is loaded and anything is
// spawned, and a signal held meanwhile is handed to them (the run then starts no attempt and still reports).
import { holdSignals } from "../run/hold-signals.js";

const held = holdSignals();
const argv = process.argv.slice(2);

async function start(): Promise<number> {
  // zod's configuration, before any schema is built.
  await import("../run/jitless.js");
  let interrupts;
  if (argv[0] === "run") interrupts = (await import("./interrupts.js")).runInterrupts(process.stderr);
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
