// node:test's TAP nests a subtest under its parent (`# Subtest: parent`, the child's `# Subtest:` and `not ok` four
// spaces deeper, then the parent's `not ok … subtestsFailed`). fastify/fastify-postgres (record-real.sh, Postgres on
// a port where nothing listens): `Should be able to use native module` fails at the top of
// test/initialization.test.js and under `When fastify.pg custom namespace is used:` in test/query.test.js, with the
// same error raised at the same pg-pool frame; two tests, each at its own line. koa/koa: two tests of one suite share
// a title, declared at two lines.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nodeTest } from "../../src/core/extract/nodetest.js";
import { extractFrom, recordedFailures, triage } from "../support/recorded.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");
const REFUSED = join(REAL, "fastify-postgres-node-test-c8-port-refused");

describe("node:test's TAP: a nested test is named by its parents' titles", () => {
  it("names a subtest `parent > child`, a top-level test by its own title", () => {
    const names = extractFrom(nodeTest, join(REFUSED, "log.txt")).map((c) => c.test);
    expect(names.filter((n) => n?.endsWith("Should be able to use native module"))).toEqual([
      "Should be able to use native module",
      "When fastify.pg custom namespace is used: > Should be able to use native module",
    ]);
    expect(names.filter((n) => n?.endsWith("Should be able to use transact util with promises"))).toEqual([
      "When fastify.pg root namespace is used: > Should be able to use transact util with promises",
      "When fastify.pg.test namespace is used: > Should be able to use transact util with promises",
    ]);
    // A parent whose subtests failed is no failure of its own.
    expect(names).not.toContain("When fastify.pg root namespace is used:");
    expect(names).toHaveLength(31);
  });

  it("keeps two tests of one title and one error as two failures, each at its own line", () => {
    const failures = recordedFailures(REFUSED).filter((f) =>
      f.test?.endsWith("Should be able to use native module"),
    );
    expect(failures.map((f) => triage(f).slice(0, 4))).toEqual([
      ["infrastructure", "Should be able to use native module", "test/initialization.test.js", 22],
      [
        "infrastructure",
        "When fastify.pg custom namespace is used: > Should be able to use native module",
        "test/query.test.js",
        196,
      ],
    ]);
  });

  it("reruns a nested test by its own title (Node 20), its titles joined by spaces (Node 22+) or its whole name", () => {
    const [f] = recordedFailures(REFUSED).filter((x) => x.location?.file === "test/query.test.js");
    expect(f?.reproduce).toBe(
      "node --test --test-name-pattern='^(?:Should be able to connect and perform a query with a callback|When fastify\\.pg root namespace is used: > Should be able to connect and perform a query with a callback|When fastify\\.pg root namespace is used: Should be able to connect and perform a query with a callback)$' test/query.test.js",
    );
  });

  it("marks a second report of a name and an error declared at another line as another test", () => {
    const got = extractFrom(nodeTest, join(REAL, "koa-node-test-c8-redirect-301", "log.txt")).filter((c) =>
      c.test?.endsWith("should formatting url before redirect"),
    );
    expect(got.map((c) => [c.test, c.declared?.line, c.instance ?? false])).toEqual([
      ["ctx.redirect(url) > should formatting url before redirect", 17, false],
      ["ctx.redirect(url) > should formatting url before redirect", 24, true],
    ]);
  });
});
