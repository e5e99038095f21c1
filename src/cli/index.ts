#!/usr/bin/env node
// Entry point of the `flakeharden` CLI: no logic here (see main.ts).
import "../run/jitless.js";
import { main } from "./main.js";

main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin }).then(
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
