// Entry point of the PR action's bundle (dist/pr/index.js, run by pr/action.yml): reads the runner's inputs,
// handles the event, and reports a failure in one line. No logic here (see main.ts).
import { GitHubError } from "./api.js";
import { InputError, readInputs } from "./inputs.js";
import { EventError, handle } from "./main.js";
import { StateError } from "./state.js";
import { ArtifactError } from "../artifact/artifact.js";

/** Failures whose message says it all: one line, no stack trace. */
const KNOWN = [GitHubError, InputError, EventError, StateError, ArtifactError];

async function start(): Promise<void> {
  try {
    await handle({
      inputs: readInputs(process.env),
      now: () => new Date(),
      log: (line) => console.log(line),
    });
  } catch (err) {
    const known = KNOWN.some((k) => err instanceof k);
    const message = err instanceof Error ? err.message : String(err);
    // `::error::` makes it the job's annotation; newlines would end the command, so they are escaped as GitHub reads them.
    console.log(
      `::error title=flakeharden/pr::${message.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A")}`,
    );
    if (!known && err instanceof Error && err.stack !== undefined) console.error(err.stack);
    process.exitCode = 1;
  }
}

void start();
