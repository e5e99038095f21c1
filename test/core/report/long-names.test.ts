// Very long test names (issue 22: "with very long names only 1 of 10 failures was reported"), on real jest 30 and
// vitest 4 runs of samples/js-long-names (scripts/fixtures/record-long-names.sh): ten failing tests whose names
// share their beginning and differ only at their end, 200 to 596 characters long, and 1100 to 1496.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LIMITS } from "../../../src/core/limits.js";
import { isShortened, sameTest, shortName } from "../../../src/core/names.js";
import { hash64 } from "../../../src/core/classify/fingerprint.js";
import { firstPlan, nextAttempt } from "../../../src/core/plan/index.js";
import { buildReport, type AnalysedAttempt } from "../../../src/core/report/index.js";
import { Config } from "../../../src/core/schema.js";
import { LOGS, recorded } from "./recorded.js";

const analysed = (id: string, index = 1, junit = true): AnalysedAttempt => recorded(id, { index, junit });

const failuresOf = (a: AnalysedAttempt) => a.report.buckets.flatMap((b) => b.failures);
const report = (a: AnalysedAttempt) =>
  buildReport([a], {
    mode: "retry",
    resetCommand: null,
    config: Config.parse({}),
    env: {},
    context: null,
    interrupted: null,
  });
const CASES = Array.from({ length: 10 }, (_, i) => `(case ${String(i + 1).padStart(2, "0")})`);

describe("ten failing tests with long names: each reported with its own name", () => {
  for (const id of ["js-long-names-jest", "js-long-names-vitest"]) {
    it(`${id} (names of 200 to 596 characters): ten failures, ten names, ten fingerprints`, () => {
      const a = analysed(id);
      const fs = failuresOf(a);
      expect(fs).toHaveLength(10);
      expect(fs.map((f) => f.test?.slice(-9))).toEqual(CASES);
      expect(new Set(fs.map((f) => f.fingerprint)).size).toBe(10);
      const r = report(a);
      expect(r.buckets.flatMap((b) => b.failures)).toHaveLength(10);
      expect(r.tests).toMatchObject({ failed: 10, passed: 1 });
    });
  }

  for (const id of ["js-long-names-jest-1100", "js-long-names-vitest-1100"]) {
    it(`${id} (names of 1100 to 1496 characters), log and JUnit: each name is shortened around a hash, its end kept; ten failures, ten fingerprints`, () => {
      // The JUnit reader shortens its names as the log's are (a name cut at 1000 characters made ten cases one).
      const cases = analysed(id).collected.junit.flatMap((j) => j.cases);
      expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
      expect(cases.filter((c) => isShortened(c.name))).toHaveLength(10);
      const a = analysed(id);
      const fs = failuresOf(a);
      expect(fs).toHaveLength(10);
      for (const f of fs) {
        expect(f.test?.length).toBeLessThanOrEqual(LIMITS.testName);
        expect(isShortened(f.test ?? "")).toBe(true);
      }
      // Before: every name cut at 1000 characters was the same name, with one fingerprint.
      expect(new Set(fs.map((f) => f.test)).size).toBe(10);
      expect(fs.map((f) => f.test?.slice(-9))).toEqual(CASES);
      expect(new Set(fs.map((f) => f.fingerprint)).size).toBe(10);
      // The reproduce command names the whole test (the log has it), bounded.
      expect(fs[0]?.reproduce).toContain("case 01");
      expect(isShortened(fs[0]?.reproduce ?? "")).toBe(false);
    });

    it(`${id}: a retry cannot name a shortened test, so it runs the whole command (not a pattern that matches nothing)`, () => {
      const a = analysed(id, 1, false);
      const command = (JSON.parse(readFileSync(join(LOGS, id, "meta.json"), "utf8")) as { command: string })
        .command;
      const next = nextAttempt([{ plan: firstPlan(command), attempt: a }], {
        command,
        mode: "retry",
        planned: 3,
        retryScope: "failed",
        retryOn: ["assertion"],
        config: Config.parse({}),
        today: undefined,
        commandDir: null,
        scripts: null,
      });
      expect(next).toMatchObject({ run: { scope: "all", command } });
      expect("run" in next && next.run.reason).toContain(
        "has a test whose name is longer than 1000 characters and is kept shortened",
      );
    });
  }

  it("table-driven names that differ only in their numbers (test.each): ten failures with ten names", () => {
    for (const id of ["js-table-names-jest", "js-table-names-vitest"]) {
      const fs = failuresOf(analysed(id));
      expect(fs, id).toHaveLength(10);
      expect(new Set(fs.map((f) => f.test)).size, id).toBe(10);
    }
  });
});

describe("shortName", () => {
  it("keeps a name within the bound as it is; a longer one keeps both ends around its hash", () => {
    expect(shortName("adds", 10, hash64)).toBe("adds");
    expect(shortName("x".repeat(10), 10, hash64)).toBe("x".repeat(10));
    const long = `${"a".repeat(30)}${"b".repeat(30)}`;
    const s = shortName(long, 30, hash64);
    expect(s).toHaveLength(30);
    expect(s).toBe(`${"a".repeat(9)}…[${hash64(long).slice(0, 8)}]…${"b".repeat(9)}`);
    expect(isShortened(s)).toBe(true);
    expect(isShortened(long)).toBe(false);
    // Two names that differ only in the middle stay two names.
    const other = `${"a".repeat(29)}c${"b".repeat(30)}`;
    expect(shortName(other, 30, hash64)).not.toBe(s);
    // The hash is of the name's words: the log's `a › b` and JUnit's `a b` shorten to the same test.
    const log = `suite › ${"when ".repeat(20)}(case 1)`;
    const junit = `suite ${"when ".repeat(20)}(case 1)`;
    expect(sameTest(shortName(log, 40, hash64), shortName(junit, 40, hash64))).toBe(true);
    expect(sameTest(shortName(log, 40, hash64), shortName(log.replace("1", "2"), 40, hash64))).toBe(false);
    // A shortened name and a whole one are compared on their words, as before.
    expect(sameTest(s, "adds")).toBe(false);
    // An odd room: the beginning gets the extra character.
    expect(shortName(long, 31, hash64)).toBe(
      `${"a".repeat(10)}…[${hash64(long).slice(0, 8)}]…${"b".repeat(9)}`,
    );
  });
});
