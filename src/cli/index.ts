#!/usr/bin/env node
// Entry point of the `flakeharden` CLI: no logic here (see main.ts). For `run`, the signal handlers are
// installed first, before the rest of the CLI is loaded and anything is spawned.
import "../run/jitless.js";
import { runInterrupts } from "./interrupts.js";

const argv = process.argv.slice(2);
const interrupts = argv[0] === "run" ? runInterrupts(process.stderr) : undefined;

import("./main.js")
  .then(({ main }) =>
    main(argv, { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin }, interrupts),
  )
  .then(
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
