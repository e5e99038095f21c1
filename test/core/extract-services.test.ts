// Runs whose tests need a service (a database, a broker) that the CI job did not set up: real recordings of
// mysql2 under poku (a database never created) and amqplib under node:test (a broker not listening, a login
// refused), in test/fixtures/real (record-real.sh). What the generic layer reads of a runner it has no extractor
// for, and the category the evidence gives, whatever wraps it.
import { join } from "node:path";
import { extractFrom } from "../support/recorded.js";
import { describe, expect, it } from "vitest";
import { generic } from "../../src/core/extract/generic.js";
import type { Candidate, Extractor } from "../../src/core/extract/types.js";
import { classify } from "../../src/core/classify/index.js";
import { followsService } from "../../src/core/report/analyze.js";
import { REAL_CORPUS, analyzeCase, failuresOf, loadCases } from "../corpus/evaluate.js";

const run = (x: Extractor, log: string) => extractFrom(x, join(REAL_CORPUS, log));

describe("poku's list of failed files (mysql2, a database never created)", () => {
  const got = run(generic, "mysql2-poku-unknown-database/log.txt");

  it("one failure per error, named by the titles open above it, at the test's own frame", () => {
    // 273 errors under the titles of a test (one more is a passing check's detail), and 5 files that failed as a
    // whole (a file's time limit, an error before any test), named by the file.
    expect(got.filter((c) => c.suite !== null)).toHaveLength(273);
    expect(got.filter((c) => c.suite === null).map((c) => c.test)).toContain(
      "test/integration/connection/test-aurora-failover-readonly.test.mts",
    );
    expect(got).toHaveLength(278);
    const first = got[0] as Candidate;
    expect([first.tool, first.test, first.suite]).toEqual([
      "test-list",
      "Binary Parser: bigNumberStrings Sanitization › Valid bigNumberStrings enabled",
      "test/unit/parsers/big-numbers-strings-binary-sanitization.test.mts",
    ]);
    expect([
      first.where?.path.endsWith("/big-numbers-strings-binary-sanitization.test.mts"),
      first.where?.line,
    ]).toEqual([true, 39]);
    expect(first.message).toBe("Error: Unknown database 'test_ci'");
    expect(classify(first).category).toBe("infrastructure");
    // Three tests of one file, each with its own error (test-pool-end.test.mts): three names.
    const poolEnd = got
      .filter((c) => c.suite === "test/integration/test-pool-end.test.mts")
      .map((c) => c.test);
    expect(poolEnd).toEqual([
      "Pool End › should handle pool end correctly",
      "Pool end should close all connections and mark as closed › should close all connections and mark pool as closed",
      "Promise Pool End › should reject queued queries when ending a saturated pool",
    ]);
  });

  it("an error printed under a passing check (`✔ Expected error stack …; got:`) is not a failure", () => {
    expect(got.some((c) => c.message.includes("ECONNREFUSED 127.0.0.1:33066"))).toBe(false);
  });
});

describe("a service's failure decides the tests of its file that follow", () => {
  const infra = {
    category: "infrastructure" as const,
    confidence: 0.96,
    patterns: ["infrastructure.service-setup"],
  };
  const runtime = { category: "runtime" as const, confidence: 0.6, patterns: ["runtime.error"] };
  const assertion = { category: "assertion" as const, confidence: 0.93, patterns: ["assertion.js-expect"] };

  it("a runtime error after the file's service failure is its consequence; another file's, or an assertion, is not", () => {
    const down = new Set<string>();
    expect(followsService(runtime, "a.test.mts", down).category).toBe("runtime");
    expect(followsService(infra, "a.test.mts", down)).toBe(infra);
    const next = followsService(runtime, "a.test.mts", down);
    expect(next).toEqual({
      category: "infrastructure",
      confidence: 0.6,
      patterns: ["infrastructure.follows-service", "runtime.error"],
    });
    expect(followsService(runtime, "b.test.mts", down).category).toBe("runtime");
    expect(followsService(assertion, "a.test.mts", down).category).toBe("assertion");
    expect(followsService(runtime, null, down).category).toBe("runtime");
  });
});

describe("node:test against a broker that is not there (amqplib)", () => {
  const cases = new Map(loadCases(REAL_CORPUS).map((c) => [c.id, c]));

  it("an assertion around a refused connect (assert.ifError, the broker on IPv4 only) is infrastructure", () => {
    for (const id of ["amqplib-node-test-broker-refused", "amqplib-node-test-broker-auth"]) {
      const c = cases.get(id);
      if (!c) throw new Error(`no case ${id}`);
      const failures = failuresOf(analyzeCase(c));
      const ipv6 = failures.find((f) => f.test?.endsWith("ipv6"));
      expect([id, ipv6?.category, ipv6?.location?.file, ipv6?.location?.line]).toEqual([
        id,
        "infrastructure",
        "test/connect.test.js",
        86,
      ]);
      expect(failures.every((f) => f.category === "infrastructure")).toBe(true);
    }
  });

  it("a login the broker refuses is located at the test node:test names, not in the client that reported it", () => {
    const c = cases.get("amqplib-node-test-broker-auth");
    if (!c) throw new Error("no case amqplib-node-test-broker-auth");
    const first = failuresOf(analyzeCase(c)).find((f) => f.test === "at all");
    expect([first?.category, first?.location?.file, first?.location?.line]).toEqual([
      "infrastructure",
      "test/channel_api.test.js",
      16,
    ]);
  });
});

describe("npm ci while the registry refuses connections (amqplib, a cold cache)", () => {
  it("npm's error block is one failure, its `npm error code` line's, not one per line that repeats the code", () => {
    const c = loadCases(REAL_CORPUS).find((x) => x.id === "amqplib-npm-ci-registry-refused");
    if (!c) throw new Error("no case amqplib-npm-ci-registry-refused");
    const failures = failuresOf(analyzeCase(c));
    expect(failures.map((f) => f.category)).toEqual(["infrastructure"]);
    expect(failures[0]?.message).toMatch(/ECONNREFUSED/);
  });
});
