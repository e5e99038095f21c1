// `run`'s signal handling, installed by the entry point before the rest of the CLI is even loaded.
import { DEFAULT_KILL_GRACE_MS } from "../run/options.js";
import { handleInterrupts, type Interrupts } from "../run/signals.js";

/** Ctrl-C reaches this process, not the command (its own process group): stop it from here. */
export function runInterrupts(stderr: { write(text: string): unknown }): Interrupts {
  return handleInterrupts({
    onFirst: (signal) =>
      stderr.write(
        `\nflakeharden: ${signal}: stopping the command (SIGTERM to its processes, SIGKILL after ${DEFAULT_KILL_GRACE_MS / 1000} s); ` +
          "no further attempt will run. Send it again to exit at once.\n",
      ),
  });
}
