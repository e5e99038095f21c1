// Entry point of the action's bundle: no logic here (see main.ts). A cancelled workflow's signal in the first
// moments is held while the rest loads, then handed to the handlers `run` installs before it spawns anything.
import { enableCompileCache } from "../run/compile-cache.js";
import { deliverPendingSignals, holdSignals } from "../run/hold-signals.js";

const held = holdSignals();
// Later starts skip compiling the bundle's chunks (run/compile-cache.ts).
enableCompileCache();

async function start(): Promise<void> {
  const { run } = await import("./main.js");
  await deliverPendingSignals();
  // run() installs its handlers synchronously, before its first await: the held signals reach them.
  const done = run();
  held.release();
  await done;
}

void start();
