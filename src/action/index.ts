// Entry point of the action's bundle: no logic here (see main.ts). A cancelled workflow's signal in the first
// moments is held while the rest loads, then handed to the handlers `run` installs before it spawns anything.
import nodeModule from "node:module";
import { deliverPendingSignals, holdSignals } from "../run/hold-signals.js";

const held = holdSignals();
// Node's own code cache (public since Node 22.1, so not in Node 20's types; absent on Node 20, where each
// start compiles the chunks).
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

async function start(): Promise<void> {
  const { run } = await import("./main.js");
  await deliverPendingSignals();
  // run() installs its handlers synchronously, before its first await: the held signals reach them.
  const done = run();
  held.release();
  await done;
}

void start();
