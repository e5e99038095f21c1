// What the tests of real processes share: whether a process is gone, and waiting for a condition.
import { readFileSync } from "node:fs";
import { setTimeout as delay } from "node:timers/promises";

/**
 * The process no longer runs. PID 1 on this machine does not reap orphans, so a killed grandchild can
 * linger as a zombie (dead, but kill(pid, 0) still succeeds): /proc tells that apart.
 */
export function gone(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "ESRCH";
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.startsWith("Z") === true;
  } catch {
    return true;
  }
}

/**
 * Resolves once `check()` holds, looking again every 20 ms. It sets no deadline of its own: an event that never
 * comes is the test's timeout (a net for hangs), so a busy machine only makes the wait longer. Uses
 * node:timers/promises, which fake timers leave alone.
 */
export async function until(check: () => boolean): Promise<void> {
  while (!check()) await delay(20);
}
