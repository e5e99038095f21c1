// Which failures become annotations, on reports of real recorded runs.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_MESSAGE_BYTES, selectAnnotations } from "../../src/core/render/annotations.js";
import { analyze } from "../../src/core/report/analyze.js";
import { parseJUnit } from "../../src/core/junit/index.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import { type Failure, type Report, Report as ReportSchema } from "../../src/core/schema.js";
import { testVerdicts } from "../../src/core/report/verdicts.js";
import { CORPUS } from "../corpus/evaluate.js";

const read = (id: string, f: string) => readFileSync(join(CORPUS, id, f), "utf8");

/** One report over the logs of several recorded runs, as if one job printed them all. */
function reportOf(ids: string[], junit: string[] = []): Report {
  const files = ids.flatMap((id) => read(id, "files.txt").split("\n").filter(Boolean));
  const root = (JSON.parse(read(ids[0] as string, "meta.json")) as { cwd: string }).cwd;
  return analyze({
    scan: scanLog(ids.map((id) => read(id, "log.txt")).join("\n")),
    junit: junit.map((id) => ({
      file: "junit.xml",
      cases: parseJUnit(read(id, "junit.xml"), "junit.xml").cases,
    })),
    workspace: { files, root },
    version: "test",
  });
}

describe("selectAnnotations: errors", () => {
  it("one error per failure at its verified file, line and column, with test, message and reproduce", () => {
    const { annotations, omitted } = selectAnnotations(reportOf(["ts-vitest-mixed"]));
    expect(annotations).toEqual([
      {
        level: "error",
        file: "test/mixed.test.ts",
        line: 11,
        column: 32,
        title: "assertion: checkout > keeps quantity when adding the same sku",
        message: [
          "Test: checkout > keeps quantity when adding the same sku",
          "AssertionError: expected 1 to be 3 // Object.is equality",
          "Reproduce: npx vitest run test/mixed.test.ts -t '^(?:checkout keeps quantity when adding the same sku)$'",
        ].join("\n"),
      },
      {
        level: "error",
        file: "src/cart.ts",
        line: 27,
        column: 23,
        title: "runtime: checkout > uppercases the coupon code",
        message: [
          "Test: checkout > uppercases the coupon code",
          "TypeError: Cannot read properties of undefined (reading 'code')",
          "Reproduce: npx vitest run -t '^(?:checkout uppercases the coupon code)$'",
        ].join("\n"),
      },
    ]);
    expect(omitted).toEqual({ errors: 0, warnings: 0 });
  });

  it("most important first: the primary category, then critical → low, then confidence, then log order", () => {
    const report = reportOf([
      "ts-vitest-mixed",
      "ts-tsc-ts2322",
      "py-pytest-conn-refused",
      "js-jest-snapshot-mismatch",
      "c-make-disk-full",
    ]);
    expect(report.primary).toBe("assertion");
    const { annotations, omitted } = selectAnnotations(report);
    expect(annotations.map((a) => `${a.title.split(":")[0]} ${a.file}`)).toEqual([
      "assertion test/mixed.test.ts", // primary
      "types src/config.ts", // critical
      "runtime src/cart.ts", // high
      "snapshot test/badge.test.js", // medium
      "infrastructure calc/net.py", // low
    ]);
    expect(annotations[1]?.title).toBe("types: tsc TS2322");
    // The disk-full failure names no file in the repository: not annotated, counted.
    expect(omitted).toEqual({ errors: 1, warnings: 0 });
  });

  it("within a category, higher confidence first, then log order", () => {
    const report = reportOf(["ts-tsc-mixed"]);
    const failures = report.buckets.flatMap((b) => b.failures);
    const { annotations } = selectAnnotations(report);
    const expected = [...failures]
      .filter((f) => f.location?.file)
      .sort(
        (a, b) =>
          Number(b.category === report.primary) - Number(a.category === report.primary) ||
          b.confidence - a.confidence ||
          (a.logLine ?? 0) - (b.logLine ?? 0),
      )
      .map((f) => `${f.location?.file}:${f.location?.line}`);
    expect(annotations.map((a) => `${a.file}:${a.line}`)).toEqual(expected);
  });

  it("at most `limits.errors`, the rest counted; failures without a verified path are never annotated", () => {
    const report = reportOf(["ts-vitest-mixed"]);
    const bucket = report.buckets[0];
    if (!bucket) throw new Error("no bucket");
    const real = bucket.failures[0] as Failure;
    bucket.failures = Array.from({ length: 40 }, (_, i) => ({
      ...real,
      test: `${real.test} #${i}`,
      location:
        i % 2 === 0 ? real.location : { ...(real.location as NonNullable<Failure["location"]>), file: null },
    }));
    const { annotations, omitted } = selectAnnotations(ReportSchema.parse(report));
    expect(annotations.filter((a) => a.level === "error")).toHaveLength(10);
    expect(annotations.every((a) => a.file === "test/mixed.test.ts" || a.file === "src/cart.ts")).toBe(true);
    expect(omitted.errors).toBe(41 - 10);
    expect(annotations.map((a) => a.title).slice(0, 3)).toEqual([
      "assertion: checkout > keeps quantity when adding the same sku #0",
      "assertion: checkout > keeps quantity when adding the same sku #2",
      "assertion: checkout > keeps quantity when adding the same sku #4",
    ]);
    expect(selectAnnotations(report, { errors: 3, warnings: 0 }).omitted.errors).toBe(38);
  });

  it("messages are bounded to 4 KB (UTF-8), titles to one line", () => {
    const report = reportOf(["ts-vitest-mixed"]);
    const f = report.buckets[0]?.failures[0] as Failure;
    f.message = "é".repeat(2_000);
    f.reproduce = `npx vitest run -t '${"😀".repeat(900)}'`;
    const [a] = selectAnnotations(ReportSchema.parse(report)).annotations;
    expect(Buffer.byteLength(a?.message ?? "", "utf8")).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
    expect(a?.message.endsWith("…")).toBe(true);
    expect(a?.message).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/); // no half of a surrogate pair
    expect(a?.title).not.toContain("\n");
  });
});

describe("selectAnnotations: flaky tests as warnings", () => {
  it("a JUnit-recorded flaky test without a verified file is left out and counted", () => {
    const report = reportOf(["java-mvn-flaky-rerun"], ["java-mvn-flaky-rerun"]);
    expect(report.flaky.map((t) => t.test)).toEqual(["levelIsEventuallyVisible"]);
    const { annotations, omitted } = selectAnnotations(report);
    expect(annotations.filter((a) => a.level === "warning")).toEqual([]);
    expect(omitted.warnings).toBe(1);
  });

  it("a test flaky across attempts is annotated at its file once the report or the repository vouches for it", () => {
    const report = reportOf(["ts-vitest-mixed"], ["ts-vitest-mixed"]);
    const cases = parseJUnit(read("ts-vitest-mixed", "junit.xml"), "junit.xml").cases;
    // Attempt 1 as recorded; attempt 2 as a passing retry would write it (no recording has one).
    const passing = cases.map((c) => ({
      ...c,
      status: "passed" as const,
      message: null,
      type: null,
      body: null,
    }));
    report.verdicts = testVerdicts([
      { index: 1, cases },
      { index: 2, cases: passing },
    ]);
    const flaky = report.verdicts.filter((v) => v.verdict === "flaky");
    expect(flaky).toHaveLength(2);

    // test/mixed.test.ts is verified by a failure's location in the report.
    const { annotations } = selectAnnotations(report);
    const warnings = annotations.filter((a) => a.level === "warning");
    expect(warnings.map((w) => [w.file, w.title])).toEqual([
      ["test/mixed.test.ts", "Flaky test: checkout > keeps quantity when adding the same sku"],
      ["test/mixed.test.ts", "Flaky test: checkout > uppercases the coupon code"],
    ]);
    expect(warnings[0]?.message).toBe(
      "Test: checkout > keeps quantity when adding the same sku\nFlaky in this run: passed 1 of 2; not a pass.",
    );

    // Without any verified failure there, only the repository's file list can vouch for the path.
    report.buckets = [];
    expect(selectAnnotations(report).omitted.warnings).toBe(2);
    const files = new Set(read("ts-vitest-mixed", "files.txt").split("\n"));
    const vouched = selectAnnotations(report, { errors: 10, warnings: 1 }, files);
    expect(vouched.annotations.map((a) => a.level)).toEqual(["warning"]);
    expect(vouched.omitted.warnings).toBe(1);
  });
});
