// The CLI's logic: read, call the core, write. Returns the exit code; index.ts only wires process.
import { VERSION } from "../core/version.js";
import { UsageError } from "./args.js";
import { USAGE } from "./help.js";
import type { Io } from "./io.js";
import { runCommand } from "./run.js";
import type { Interrupts } from "../run/signals.js";
import { runInterrupts } from "./interrupts.js";

export type { Io } from "./io.js";

/**
 * `interrupts`: for `run`, the signal handlers the entry point installed before loading anything (installed
 * here otherwise), so that a Ctrl-C at any time stops the command and still reports.
 */
export async function main(argv: readonly string[], io: Io, interrupts?: Interrupts): Promise<number> {
  const [cmd, ...rest] = argv;
  try {
    switch (cmd) {
      case "analyze":
        // Its own chunk: the JUnit parser is no part of `run`.
        return await (await import("./analyze.js")).analyzeCommand(rest, io);
      case "run": {
        const stop = interrupts ?? runInterrupts(io.stderr);
        try {
          return await runCommand(rest, io, stop);
        } finally {
          stop.dispose();
        }
      }
      case "--version":
      case "-v":
        io.stdout.write(`${VERSION}\n`);
        return 0;
      case undefined:
      case "help":
      case "--help":
      case "-h":
        io.stdout.write(USAGE);
        return cmd === undefined ? 2 : 0;
      default:
        throw new UsageError(
          `flakeharden: unknown command ${JSON.stringify(cmd.slice(0, 60))}; allowed: run, analyze, help, --help, --version`,
        );
    }
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr.write(`${e.message}\n`);
      return 2;
    }
    throw e;
  }
}
