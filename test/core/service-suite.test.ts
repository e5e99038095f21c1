// A suite whose service failure is printed after its first failures: a real jest run (actionhero/node-resque,
// REDIS_HOST a host the runner cannot resolve) prints each plugin suite's hook timeout first and the suite's
// `● Test suite failed to run` with `getaddrinfo ENOTFOUND redis` after it. The timeouts are the service's.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { recordedFailures } from "../support/recorded.js";

const CASE = join(import.meta.dirname, "..", "fixtures", "real", "resque-jest-redis-host-missing");

describe("a service failure printed after a suite's first failures", () => {
  it("makes the suite's earlier hook timeouts infrastructure", () => {
    const failures = recordedFailures(CASE).filter((f) => f.suite === "__tests__/plugins/queueLock.ts");
    expect(failures.some((f) => f.message.includes("Exceeded timeout"))).toBe(true);
    expect(new Set(failures.map((f) => f.category))).toEqual(new Set(["infrastructure"]));
  });
});
