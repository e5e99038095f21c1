// ava 5 under nyc, a Redis its tests cannot reach (bee-queue/bee-queue, record-real.sh): each failed hook is listed
// as `✘ [fail]: <title> Rejected promise returned by test`, and its detail block prints the rejection as an object,
// `Rejected promise returned by test. Reason:`, `Error {`, `code: 'ECONNREFUSED'`, `message: 'Redis connection to
// localhost:6380 failed - connect ECONNREFUSED 127.0.0.1:6380'`. The object, not the reason's words, is the failure.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extractFrom, recordedFailures } from "../support/recorded.js";
import { ava } from "../../src/core/extract/ava.js";

const CASE = join(import.meta.dirname, "..", "fixtures", "real", "bee-queue-ava-nyc-redis-refused");

describe("ava: a rejected promise printed as a plain `Error {` object", () => {
  it("takes the object's type and message as the failure's (one per failed hook)", () => {
    const got = extractFrom(ava, join(CASE, "log.txt"));
    expect(got).toHaveLength(20);
    expect(new Set(got.map((c) => [c.kind, c.message].join(" | ")))).toEqual(
      new Set([
        "Error | Error: Redis connection to localhost:6380 failed - connect ECONNREFUSED 127.0.0.1:6380",
      ]),
    );
    expect(got[0]?.test).toBe("delay-test › Delayed jobs");
  });

  it("files every one as infrastructure, by the refused connection the object names", () => {
    const failures = recordedFailures(CASE);
    expect(failures).toHaveLength(20);
    expect(new Set(failures.map((f) => f.category))).toEqual(new Set(["infrastructure"]));
    expect(failures[0]?.patterns).toContain("infrastructure.connect-refused");
  });
});
