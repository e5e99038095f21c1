// Each test file loads this: it notes the file in $RAN_LOG (one line per file run), and `work` waits
// $SLOW_MS milliseconds (default 1000), a stand-in for a slow test's real work.
import { appendFileSync, existsSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export function ran(url) {
  if (process.env.RAN_LOG) appendFileSync(process.env.RAN_LOG, `${basename(new URL(url).pathname)}\n`);
}

export const work = () => sleep(Number(process.env.SLOW_MS ?? 1000));

/** False the first time per $FLAKY_DIR (no marker yet), true afterwards: a test that fails once. */
export function secondTime(name) {
  const dir = process.env.FLAKY_DIR;
  if (!dir) return true;
  const marker = join(dir, name);
  if (existsSync(marker)) return true;
  writeFileSync(marker, "");
  return false;
}
