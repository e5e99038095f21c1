// A comparison whose actual value is a service's own error (fastify/fastify-postgres under node:test, recorded by
// record-real.sh): tests that provoke a bad-database error on purpose and compare its message get, instead, the
// refusal of a Postgres nothing listens for (`actual: 'connect ECONNREFUSED 127.0.0.1:5433'`) or the login of a role
// never created (`actual: 'role "fastify" does not exist'`). The service is the cause: infrastructure, located at the
// comparison in the test.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { recordedFailures, triage } from "../support/recorded.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");
const PROVOKED = "query util should return an error when pg fails to perform an operation using a callback";

describe("node:test: the actual value of a failed comparison is a service's error", () => {
  for (const [id, actual] of [
    ["fastify-postgres-node-test-c8-port-refused", "connect ECONNREFUSED 127.0.0.1:5433"],
    ["fastify-postgres-node-test-c8-role-missing", 'role "fastify" does not exist'],
  ] as const) {
    it(`${id}: infrastructure, at the comparison`, () => {
      const f = recordedFailures(join(REAL, id)).find((x) => x.test?.endsWith(PROVOKED));
      expect(f && triage(f).slice(0, 4)).toEqual([
        "infrastructure",
        `When fastify.pg root namespace is used: > ${PROVOKED}`,
        "test/query.test.js",
        90,
      ]);
      expect(f?.details).toMatchObject({
        actual,
        expected: 'database "db_that_does_not_exist" does not exist',
      });
      expect(f?.patterns).toContain("infrastructure.service-actual");
    });
  }

  it("a service's words only in the expected value, or an actual no service rule names, stay the comparison's", () => {
    // table-missing: the rollback tests expected their own thrown error and got `relation "users" does not exist`
    // (a table a renamed query would miss the same way): left an assertion.
    const f = recordedFailures(join(REAL, "fastify-postgres-node-test-c8-table-missing")).find((x) =>
      x.test?.endsWith("Should trigger a rollback when something goes wrong (with promises)"),
    );
    expect(f?.details.actual).toBe('relation "users" does not exist');
    expect(f?.category).toBe("assertion");
    // jasmine quoting the server's error in its expectation: the server answered (the recent rule, kept).
    const jasmine = recordedFailures(join(REAL, "pg-promise-jasmine-istanbul-camelize"));
    expect(jasmine.filter((x) => x.category === "infrastructure")).toEqual([]);
  });
});
