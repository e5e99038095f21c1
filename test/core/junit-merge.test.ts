// Merging JUnit with the log is linear: the work (entries visited, keys probed) is counted, not timed, so the
// test holds on a busy machine. Inputs are the real vitest run of test/fixtures/logs/ts-vitest-mixed (its log's
// candidates and its JUnit cases), repeated with the names varied, as a suite whose every test fails.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/core/report/analyze.js";
import type { Candidate } from "../../src/core/extract/types.js";
import { parseJUnit } from "../../src/core/junit/index.js";
import { type JUnitInput, mergeJUnit } from "../../src/core/junit/merge.js";
import { sameTest } from "../../src/core/names.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import type { TestCase } from "../../src/core/schema.js";

const DIR = join(import.meta.dirname, "..", "fixtures", "logs", "ts-vitest-mixed");
const log = scanLog(readFileSync(join(DIR, "log.txt"), "utf8")).candidates.filter((c) => c.test !== null);
const cases = parseJUnit(readFileSync(join(DIR, "junit.xml"), "utf8"), "junit.xml").cases;
const failing = cases.filter((c) => c.status === "failed");

/** `n` failing tests, each reported by the log and by JUnit (names varied per copy), plus as many passing cases. */
function suite(n: number): { log: Candidate[]; junit: JUnitInput[] } {
  const logOut: Candidate[] = [];
  const junitOut: TestCase[] = [];
  for (let k = 0; k < n; k++) {
    const tc = failing[k % failing.length] as TestCase;
    const c = log.find((l) => sameTest(l.test as string, tc.name)) as Candidate;
    logOut.push({ ...c, test: `${c.test as string} #${k}` });
    junitOut.push({ ...tc, name: `${tc.name} #${k}` });
    junitOut.push({ ...(cases[0] as TestCase), name: `passing #${k}` });
  }
  return { log: logOut, junit: [{ file: "junit.xml", cases: junitOut }] };
}

describe("mergeJUnit", () => {
  it("the recorded run's failures merge into one each, found by both sources", () => {
    expect(log.length).toBe(2);
    const { merged } = mergeJUnit(log, [{ file: "junit.xml", cases }]);
    expect(merged.map((m) => [m.test, m.source])).toEqual([
      ["checkout > keeps quantity when adding the same sku", "both"],
      ["checkout > uppercases the coupon code", "both"],
    ]);
  });

  it("costs work linear in the number of failing cases (counted, 4x the cases within 4.5x the work)", () => {
    const steps = (n: number) => {
      const { log: l, junit } = suite(n);
      const work = { steps: 0 };
      const { merged } = mergeJUnit(l, junit, work);
      // Every failure was matched with its log report: none added twice.
      expect(merged.length).toBe(n);
      expect(merged.every((m) => m.source === "both")).toBe(true);
      return work.steps;
    };
    const small = steps(2_000);
    const large = steps(8_000);
    expect(small).toBeGreaterThan(2_000);
    expect(large / small).toBeLessThan(4.5);
  });

  it("a log read without JUnit cases keeps its candidates as they are and indexes none of their names", () => {
    const { log: l } = suite(200);
    for (const junit of [[], [{ file: "junit.xml", cases: [] }]]) {
      const work = { steps: 0 };
      const { merged, flaky } = mergeJUnit(l, junit, work);
      expect(merged.map((m) => [m.test, m.source])).toEqual(l.map((c) => [c.test, "log"]));
      expect(flaky).toEqual([]);
      expect(work.steps).toBe(0);
    }
  });

  it("a case no log report can name is looked up in a few probes, not one per word of its names", () => {
    // 1,000 failing cases of another file: no log candidate's name ends with their last word (their number).
    const other: TestCase[] = Array.from({ length: 1_000 }, (_, k) => ({
      ...(failing[0] as TestCase),
      classname: "src/db.test.ts > orders > when the database is down",
      name: `a query that times out after the pool is exhausted #${k}`,
    }));
    const work = { steps: 0 };
    const { merged } = mergeJUnit(log, [{ file: "junit.xml", cases: other }], work);
    expect(merged.filter((m) => m.source === "junit")).toHaveLength(1_000);
    // Per case: itself, and one probe per normalised name (its own and with its classname); its 20 words'
    // suffixes were each probed before.
    expect(work.steps).toBeLessThanOrEqual(log.length * 20 + 1_000 * 4);
  });

  it("a test that failed then passed on a rerun removes the log's report of it, whatever the order", () => {
    const { log: l, junit } = suite(3);
    const rerun = { ...(junit[0]?.cases[0] as TestCase), status: "passed" as const };
    rerun.retries = [{ kind: "rerunFailure", message: "expected 1 to be 3", type: null }];
    const { merged, flaky } = mergeJUnit(l, [{ file: "junit.xml", cases: [rerun] }]);
    expect(flaky.map((f) => f.test)).toEqual([rerun.name]);
    expect(merged.map((m) => m.test)).not.toContain(l[0]?.test);
    expect(merged).toHaveLength(2);
  });

  it("analyze of 8,000 failing cases reports each once", () => {
    const { junit } = suite(8_000);
    const report = analyze({ scan: null, junit, workspace: { files: [] }, version: "test" });
    expect(report.tests.failed).toBe(8_000);
    expect(report.warnings.join("\n")).toContain("7000 failure(s) past the first 1000 were left out");
  });
});
