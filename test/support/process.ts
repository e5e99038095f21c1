// What the tests of real processes share: whether a process is gone, and waiting for a condition.
import { readFileSync } from "node:fs";

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

/** Resolves once `check()` holds, polling every 20 ms; throws when it does not hold within `ms`. */
export async function until(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
