// Loaded with `--import` before an entry point. At the moment the process installs its first SIGINT
// listener, it records what was loaded by then (to the file named by FH_PROBE) and sends itself SIGINT: the
// signal arrives while the entry point is still loading the rest, as a Ctrl-C in the first moments does.
import { writeFileSync } from "node:fs";

const on = process.on;
let fired = false;
function patched(event, listener) {
  const result = on.call(this, event, listener);
  if (!fired && event === "SIGINT") {
    fired = true;
    writeFileSync(
      process.env.FH_PROBE,
      JSON.stringify({
        childProcess: process.moduleLoadList.includes("NativeModule child_process"),
        zod: globalThis.__zod_globalConfig !== undefined,
      }),
    );
    process.kill(process.pid, "SIGINT");
  }
  return result;
}
process.on = patched;
process.addListener = patched;
