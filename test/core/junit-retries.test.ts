// Retry encodings in JUnit give flaky verdicts, never a red failure for a test that passed on its rerun; a test
// that failed every attempt is one failure (not one per attempt). Every file is real tool output: recorded here
// (scripts/fixtures/record-junit-retries.sh, scripts/fixtures/record-native.sh) or copied from a public fixture
// collection (test/fixtures/junit/SOURCES.md).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/core/report/analyze.js";
import { parseJUnit } from "../../src/core/junit/index.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures");

function report(path: string) {
  const junit = parseJUnit(readFileSync(join(FIXTURES, path)), path);
  return analyze({ scan: null, junit: [junit], workspace: { files: [] }, version: "test" });
}
const failures = (r: ReturnType<typeof report>) => r.buckets.flatMap((b) => b.failures.map((f) => f.test));

describe("retry encodings in JUnit", () => {
  it.each([
    // tool, file, flaky (test, failed attempts), failures
    [
      "Maven surefire rerunFailingTestsCount (recorded)",
      "logs/java-mvn-flaky-rerun/junit.xml",
      [["levelIsEventuallyVisible", 1]],
      ["unitIsBoxes"],
    ],
    [
      "surefire 3 flakyFailure/flakyError/rerunFailure/rerunError",
      "junit/surefire/flaky.xml",
      [
        ["failsAssertionOnlyFirstAttempt", 1],
        ["throwsOnlyFirstAttempt", 1],
      ],
      ["throwsAlways", "failsAssertionAlways"],
    ],
    ["surefire flakyFailure", "junit/surefire/surefire-report-flaky.xml", [["createWebhook", 1]], []],
    [
      "nextest (quick-junit flakyFailure/rerunFailure)",
      "junit/nextest/quick-junit-basic_report.xml",
      [["testcase4", 2]],
      ["testcase1", "testcase5", "testcase7", "testcase2"],
    ],
    [
      "gotestsum --rerun-fails (recorded: one testcase per attempt)",
      "junit/gotestsum/rerun-fails.xml",
      [["TestEventuallyConsistent", 1]],
      ["TestAlwaysFails"],
    ],
    [
      "Gradle (JUnit 5 retried test template: one testcase per attempt, failed twice then passed)",
      "junit/gradle/TEST-org.test.sample.FlakyTestSuite.xml",
      [["flakyTest", 2]],
      [],
    ],
    [
      "Gradle (one testcase per attempt, failed all three)",
      "junit/gradle/TEST-org.test.sample.FlakyFailingTestSuite.xml",
      [],
      ["failingTest"],
    ],
    [
      "Playwright retries: 2, junit includeRetries (recorded: surefire's flakyFailure/rerunFailure)",
      "junit/playwright/retries-include-retries.xml",
      [["price cache is warm before checkout", 1]],
      ["coupon takes 10% off"],
    ],
    [
      "@web/test-runner junit reporter (one testcase per attempt)",
      "junit/web-test-runner/expectedRetries.xml",
      [["retried flaky test", 1]],
      ["asserts error"],
    ],
  ] as const)("%s", (_tool, path, flaky, failed) => {
    const r = report(path);
    expect(r.flaky.map((f) => [f.test, f.retries])).toEqual(flaky);
    expect(failures(r)).toEqual(failed);
    for (const [test] of flaky) expect(failures(r)).not.toContain(test);
    expect(r.tests.flaky).toBe(flaky.length);
  });

  it("pytest-rerunfailures records only the final pass (recorded): no failure for the rerun test", () => {
    const r = report("logs/py-pytest-rerun/junit.xml");
    expect(failures(r)).toEqual(["test_version"]);
    expect(r.tests.passed).toBe(1);
  });

  it("jest-junit with jest.retryTimes records only the final result (recorded): the retried pass is no failure", () => {
    const r = report("junit/jest-junit/retry-times.xml");
    expect(failures(r)).toEqual(["replica counts the items"]);
    expect(r.tests).toMatchObject({ total: 3, passed: 2, failed: 1 });
  });

  it("Playwright without includeRetries records only the final result (recorded): the retried pass is no failure", () => {
    const r = report("junit/playwright/retries-default.xml");
    expect(failures(r)).toEqual(["coupon takes 10% off"]);
    expect(r.tests).toMatchObject({ total: 3, passed: 2, failed: 1 });
  });

  it("Playwright's includeRetries: the failing test's reruns are counted on its one failure", () => {
    const { cases } = parseJUnit(
      readFileSync(join(FIXTURES, "junit/playwright/retries-include-retries.xml")),
      "x.xml",
    );
    const always = cases.find((c) => c.name === "coupon takes 10% off");
    expect(always?.status).toBe("failed");
    expect(always?.retries.map((r) => r.kind)).toEqual(["rerunFailure", "rerunFailure"]);
  });

  it("a test listed once per attempt that failed every time is one failure with its reruns counted", () => {
    const { cases } = parseJUnit(readFileSync(join(FIXTURES, "junit/gotestsum/rerun-fails.xml")), "x.xml");
    const always = cases.filter((c) => c.name === "TestAlwaysFails");
    expect(always).toHaveLength(1);
    expect(always[0]?.status).toBe("failed");
    expect(always[0]?.retries.map((r) => r.kind)).toEqual(["rerunFailure", "rerunFailure"]);
    const flaky = cases.find((c) => c.name === "TestEventuallyConsistent");
    expect(flaky?.status).toBe("passed");
    expect(flaky?.retries.map((r) => r.kind)).toEqual(["flakyFailure"]);
  });
});

describe("JUnit encodings", () => {
  const path = join(FIXTURES, "logs", "ts-playwright-junit", "junit.xml");
  const utf8 = readFileSync(path);
  const text = utf8.toString("utf8");
  const expected = parseJUnit(utf8, "junit.xml");

  it("the recorded file holds characters outside ASCII (so each encoding is really exercised)", () => {
    expect(/[^\x00-\x7f]/.test(text)).toBe(true);
    expect(expected.cases.length).toBeGreaterThan(0);
  });

  it.each([
    ["UTF-8 with a byte order mark", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8])],
    [
      "UTF-16 LE with a byte order mark",
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]),
    ],
    [
      "UTF-16 BE with a byte order mark",
      Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, "utf16le").swap16()]),
    ],
  ])("%s decodes to the same cases as UTF-8", (_label, bytes) => {
    expect(parseJUnit(bytes, "junit.xml")).toEqual(expected);
  });

  it("a string and its UTF-8 bytes give the same cases", () => {
    expect(parseJUnit(text, "junit.xml")).toEqual(expected);
  });
});
