// node:test's TAP `failureType` (fastify/fastify-basic-auth, recorded by record-real.sh): a rejection no handler
// caught, charged to the test that was running, is a runtime error unless the error itself is a failed check.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { classify } from "../../src/core/classify/index.js";
import { nodeTest } from "../../src/core/extract/nodetest.js";
import { extractFrom, recordedFailures, triage } from "../support/recorded.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");

describe("node:test's failureType (basic-auth: validate()'s rejection left unhandled)", () => {
  it("an unhandledRejection of a plain Error is a runtime error at the rejection's origin", () => {
    const failures = recordedFailures(join(REAL, "basic-auth-node-test-c8-unhandled"));
    expect(failures.map((f) => triage(f).slice(0, 4))).toEqual([
      ["runtime", "Basic with promises - 401", "test/index.test.js", 377],
      ["runtime", "No 401 no realm", "test/index.test.js", 1461],
    ]);
  });

  it("reads the failureType into the candidate's kind, which the runtime rule reads", () => {
    const got = extractFrom(nodeTest, join(REAL, "basic-auth-node-test-c8-unhandled", "log.txt"));
    expect(got.map((c) => [c.message, c.kind, classify(c).category])).toEqual([
      ["Winter is coming", "unhandledRejection Unhandled Rejection", "runtime"],
      ["Winter is coming", "unhandledRejection Unhandled Rejection", "runtime"],
    ]);
  });

  it("a test's own throw (testCodeFailure) is left to its error: an AssertionError stays a failed check", () => {
    const failures = recordedFailures(join(REAL, "uuid-node-test-wrong-return"));
    expect(failures.map((f) => f.category)).toEqual(["assertion"]);
  });
});
