// A server's error text quoted in a test's expectation about it: vitaly-t/pg-promise under jasmine-node (record-real.sh)
// connects as a user that does not exist and expects the error to read `password authentication failed …`; PostgreSQL
// answered `role "somebody" does not exist`, and jasmine prints `Expected 'role "somebody" does not exist' to contain
// 'password authentication failed for user "somebody"'.`: the test's expectation about the text failed.
// connect-pg-simple under mocha (a role that is missing for the whole run) keeps its service's failures.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { recordedFailures } from "../support/recorded.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");

describe("infrastructure.service-setup and an expectation that quotes the server's words", () => {
  it("is the test's assertion when the server's message is the string the test compared", () => {
    const failures = recordedFailures(join(REAL, "pg-promise-jasmine-istanbul-camelize"));
    const invalidUser = failures.find(
      (f) => f.test === "Connection for invalid user name must report the right error",
    );
    expect(invalidUser?.message).toMatch(/^Expected 'role "somebody" does not exist' to contain /);
    expect(invalidUser?.category).toBe("assertion");
    expect(invalidUser?.patterns).not.toContain("infrastructure.service-setup");
  });

  it("still files the server's own error as infrastructure (a role missing for the whole run)", () => {
    const failures = recordedFailures(join(REAL, "connect-pg-simple-mocha-c8-role-missing"));
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((f) => f.category === "infrastructure")).toBe(true);
    expect(failures.some((f) => f.patterns.includes("infrastructure.service-setup"))).toBe(true);
  });
});
