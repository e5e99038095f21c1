import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it, expect } from "vitest";
import { JUnitParseError, MAX_DEPTH, MAX_TEST_CASES, parseJUnit } from "../../src/core/junit/index.js";
import type { JUnitResult } from "../../src/core/junit/index.js";
import { LIMITS, TestCase } from "../../src/core/schema.js";
import type { TestStatus } from "../../src/core/schema.js";
import { HOSTILE_JUNIT } from "../support/hostile-junit.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures", "junit");
const LOGS = join(import.meta.dirname, "..", "fixtures", "logs");

/** Parses and checks every case against the schema. */
function parse(xml: string, file = "junit.xml"): JUnitResult {
  const result = parseJUnit(xml, file);
  for (const c of result.cases) {
    const checked = TestCase.safeParse(c);
    if (!checked.success)
      throw new Error(`case ${c.name} does not satisfy TestCase: ${checked.error.message}`);
  }
  return result;
}

function fixture(rel: string): JUnitResult {
  return parse(readFileSync(join(FIXTURES, rel), "utf8"), rel);
}

function counts(result: JUnitResult): Record<TestStatus, number> {
  const out: Record<TestStatus, number> = { passed: 0, failed: 0, error: 0, skipped: 0 };
  for (const c of result.cases) out[c.status]++;
  return out;
}

function only(result: JUnitResult, name: string): TestCase {
  const found = result.cases.filter((c) => c.name === name);
  expect(found).toHaveLength(1);
  return found[0] as TestCase;
}

/** The error `parseJUnit` throws for `xml`. */
function errorOf(xml: string, file = "junit.xml"): JUnitParseError {
  try {
    parseJUnit(xml, file);
  } catch (e) {
    expect(e).toBeInstanceOf(JUnitParseError);
    return e as JUnitParseError;
  }
  throw new Error("expected a JUnitParseError");
}

describe("parseJUnit: real files, per dialect", () => {
  it("Maven surefire 3: flakyFailure, flakyError, rerunFailure, rerunError", () => {
    const r = fixture("surefire/flaky.xml");
    expect(r.suites).toBe(1);
    expect(counts(r)).toEqual({ passed: 2, failed: 1, error: 1, skipped: 0 });

    const failed = only(r, "failsAssertionAlways");
    expect(failed).toMatchObject({
      status: "failed",
      classname: "example.ExampleTests",
      suite: "example.ExampleTests",
      file: null,
      line: null,
      message: "Always fails assertion ==> expected: <1> but was: <2>",
      type: "org.opentest4j.AssertionFailedError",
      durationMs: 3,
    });
    expect(failed.body).toBe(
      "org.opentest4j.AssertionFailedError: Always fails assertion ==> expected: <1> but was: <2>\n" +
        "\tat example.ExampleTests.failsAssertionAlways(ExampleTests.java:40)",
    );
    expect(failed.retries).toEqual(
      Array.from({ length: 3 }, () => ({
        kind: "rerunFailure",
        message: "Always fails assertion ==> expected: <1> but was: <2>",
        type: "org.opentest4j.AssertionFailedError",
      })),
    );

    const errored = only(r, "throwsAlways");
    expect(errored.status).toBe("error");
    expect(errored.type).toBe("java.lang.RuntimeException");
    expect(errored.retries.map((x) => x.kind)).toEqual(["rerunError", "rerunError", "rerunError"]);

    expect(only(r, "failsAssertionOnlyFirstAttempt")).toMatchObject({
      status: "passed",
      message: null,
      body: null,
      retries: [
        {
          kind: "flakyFailure",
          message: "First attempt fails assertion ==> expected: <1> but was: <2>",
          type: "org.opentest4j.AssertionFailedError",
        },
      ],
    });
    expect(only(r, "throwsOnlyFirstAttempt").retries).toEqual([
      { kind: "flakyError", message: "First attempt throws exception", type: "java.lang.RuntimeException" },
    ]);
  });

  it("Maven surefire: a flakyFailure whose message is made of character references", () => {
    const r = fixture("surefire/surefire-report-flaky.xml");
    expect(counts(r)).toEqual({ passed: 1, failed: 0, error: 0, skipped: 0 });
    const c = only(r, "createWebhook");
    expect(c.durationMs).toBe(683);
    expect(c.retries).toEqual([
      {
        kind: "flakyFailure",
        message: "Expected: <false>\n     but: was <true>",
        type: "java.lang.AssertionError",
      },
    ]);
  });

  it("Gradle: a failure with a multi-line message", () => {
    const r = fixture("gradle/spring-gradle-failure.xml");
    expect(r.suites).toBe(1);
    expect(counts(r)).toEqual({ passed: 2, failed: 1, error: 0, skipped: 0 });
    const c = only(r, "failsToDemonstrateJUnitAnnotations()");
    expect(c.classname).toBe("com.victor.paymentreporting.app.PowerDroidControllerTest");
    expect(c.type).toBe("java.lang.AssertionError");
    expect(c.message).toBe(
      'java.lang.AssertionError: Response content\nExpected: a string containing "NOT_GONK"\n' +
        '     but: was "*Low mechanical hum* GONK. I am a power droid. My batteries are fully charged. GONK."',
    );
    expect(c.body).toContain(
      "\tat com.victor.paymentreporting.app.PowerDroidControllerTest.failsToDemonstrateJUnitAnnotations(PowerDroidControllerTest.java:37)",
    );
    expect(c.durationMs).toBe(56);
  });

  it("cargo-nextest: a panic, message from the first line of the body", () => {
    const r = fixture("nextest/basic.xml");
    expect(r.suites).toBe(1);
    expect(counts(r)).toEqual({ passed: 2, failed: 1, error: 0, skipped: 0 });
    const c = only(r, "test_failure");
    expect(c).toMatchObject({
      classname: "oxidized_navigation::parry3d",
      suite: "oxidized_navigation::parry3d",
      file: null,
      line: null,
      type: "test failure",
      message: "thread 'test_failure' panicked at tests/parry3d.rs:154:5:",
      durationMs: 774,
      retries: [],
    });
    expect(c.body).toContain("assertion `left == right` failed: 0 must equal 1");
    // system-out and system-err never leak into the body.
    expect(c.body).not.toContain("running 1 test");
  });

  it("cargo-nextest (quick-junit): flaky and rerun children, with and without messages", () => {
    const r = fixture("nextest/quick-junit-basic_report.xml");
    expect(r.suites).toBe(1);
    expect(counts(r)).toEqual({ passed: 3, failed: 3, error: 1, skipped: 1 });
    expect(only(r, "testcase1")).toMatchObject({
      status: "failed",
      message: "testcase1-message",
      type: null,
      body: "this is the failure description",
      durationMs: 4242,
    });
    expect(only(r, "testcase2")).toMatchObject({
      status: "error",
      message: "testcase2 error description",
      type: "error type",
    });
    expect(only(r, "testcase3")).toMatchObject({ status: "skipped", message: null, durationMs: null });
    expect(only(r, "testcase4")).toMatchObject({
      status: "passed",
      retries: [
        { kind: "flakyFailure", message: "this is a flaky failure description", type: "flaky failure type" },
        { kind: "flakyError", message: "flaky error description", type: "flaky error type" },
      ],
    });
    expect(only(r, "testcase5")).toMatchObject({
      status: "failed",
      message: "main test failure description",
      retries: [
        { kind: "rerunFailure", message: null, type: "retry failure type" },
        // No message attribute: the first line of its text (stackTrace), never its system-out.
        { kind: "rerunError", message: "retry error stack trace", type: "retry error type" },
      ],
    });
    expect(only(r, "testcase7")).toMatchObject({
      status: "failed",
      message: "test passed on attempt 4/4 but is configured to fail when flaky",
      type: "flaky failure",
      body: null,
      retries: [
        {
          kind: "flakyFailure",
          message: "prior flaky failure description",
          type: "prior flaky failure type",
        },
        { kind: "flakyError", message: null, type: "prior flaky error type" },
      ],
    });
  });

  it("Playwright: skipped tests, CDATA failure bodies, file from the classname", () => {
    const r = fixture("playwright/playwright-report.xml");
    // The root declares tests="60" failures="4" skipped="20".
    expect(r.suites).toBe(7);
    expect(r.cases).toHaveLength(60);
    expect(counts(r)).toEqual({ passed: 36, failed: 4, error: 0, skipped: 20 });
    const c = only(
      r,
      "Grid › Column Sorting › AmFb Column Sets › should display correct data when sorting by OFF FORM column",
    );
    expect(c).toMatchObject({
      classname: "tests/grid.spec.ts",
      suite: "tests/grid.spec.ts",
      file: "tests/grid.spec.ts",
      line: null,
      message: "grid.spec.ts:202:11 should display correct data when sorting by OFF FORM column",
      type: "FAILURE",
      durationMs: 10_000,
    });
    expect(c.body?.startsWith("[chrome] › tests/grid.spec.ts:202:11 › Grid › Column Sorting")).toBe(true);
    expect(c.body).toContain("waiting for locator('[data-qa-id^=\"column-header-OFF FORM-\"]')");
    expect(c.body).not.toContain("[[ATTACHMENT|");
    expect(
      only(r, 'record "Time to Video" when loading directly via URL › using manual timings').status,
    ).toBe("skipped");
    expect(only(r, "in 'Loop Clips' mode, clip plays from beginning › with next clip button").suite).toBe(
      "tests/analyze/seamless-video-playback.spec.ts",
    );
  });

  it("go-junit-report: an empty suite, CDATA bodies, skipped", () => {
    const r = fixture("go-junit-report/go-junit-report.xml");
    expect(r.suites).toBe(3);
    expect(counts(r)).toEqual({ passed: 2, failed: 2, error: 0, skipped: 1 });
    expect(only(r, "TestPackage3-1")).toMatchObject({
      status: "failed",
      classname: "github.com/company/package3",
      suite: "github.com/company/package3",
      file: "github.com/company/package3",
      message: "Failed",
      type: null,
      body: "Just error here",
      durationMs: 0,
    });
    expect(only(r, "TestPackage3-4")).toMatchObject({ status: "failed", message: "Failed", body: null });
    expect(only(r, "TestPackage3-3")).toMatchObject({ status: "skipped", body: null });
    expect(only(r, "TestPackage3-2").durationMs).toBe(160);
  });

  it("jest-junit: failures without a message attribute", () => {
    const r = fixture("jest-junit/jest-junit.xml");
    expect(r.suites).toBe(2);
    expect(counts(r)).toEqual({ passed: 1, failed: 4, error: 0, skipped: 1 });
    const c = only(r, "Test 1 Test 1.1 Failing test");
    expect(c).toMatchObject({
      classname: "Test 1 Test 1.1 Failing test",
      suite: "Test 1",
      file: null,
      message: "Error: expect(received).toBeTruthy()",
      type: null,
      durationMs: 1,
    });
    expect(c.body).toContain("at new Promise (<anonymous>)");
    expect(c.body).toContain("main.test.js:10:21)");
    // jest-junit writes ` Timeout test` (an empty classname before the title): one test, one name, trimmed.
    expect(only(r, "Timeout test").message).toMatch(/^: Timeout - Async callback was not invoked/);
    expect(only(r, "Skipped test")).toMatchObject({ status: "skipped", suite: "undefined" });
  });

  it("pytest xunit2 (the default): no file/line attributes", () => {
    const r = fixture("pytest/xunit2-python-xunit-pytest.xml");
    expect(r.suites).toBe(1);
    expect(counts(r)).toEqual({ passed: 6, failed: 2, error: 0, skipped: 2 });
    const c = only(r, "test_always_fail");
    expect(c).toMatchObject({
      classname: "tests.test_lib",
      suite: "pytest",
      file: null,
      line: null,
      message: "assert False",
      type: null,
      durationMs: 0,
    });
    expect(c.body).toBe(
      "def test_always_fail():\n        > assert False\n        E assert False\n\n        tests/test_lib.py:25: AssertionError",
    );
    expect(only(r, "test_expected_failure").status).toBe("skipped");
  });

  it("pytest xunit1: file and line attributes", () => {
    const r = fixture("pytest/xunit1-junit.gloo.elastic.xml");
    expect(r.suites).toBe(1);
    expect(counts(r)).toEqual({ passed: 10, failed: 0, error: 0, skipped: 4 });
    const c = r.cases[0] as TestCase;
    expect(c).toMatchObject({
      name: "test_all_hosts_blacklisted",
      classname: "test.integration.test_elastic_torch.ElasticTorchTests",
      file: "test/integration/test_elastic_torch.py",
      line: 29,
      status: "skipped",
      durationMs: 3,
    });
    expect(r.cases.every((x) => x.file !== null && x.line !== null)).toBe(true);
  });

  it("bun: nested testsuites, each case in its innermost suite, entities decoded once", () => {
    const r = fixture("bun/nested-testsuites.xml");
    expect(r.suites).toBe(3);
    expect(counts(r)).toEqual({ passed: 2, failed: 1, error: 0, skipped: 0 });
    expect(r.cases.map((c) => [c.name, c.suite, c.file, c.line])).toEqual([
      ["top-level", "math.test.ts", "math.test.ts", 3],
      ["passes", "add", "math.test.ts", 6],
      ["fails", "negative", "math.test.ts", 8],
    ]);
    // `&amp;gt;` is `&gt;` literally, not `>`.
    expect(only(r, "fails")).toMatchObject({
      classname: "negative &gt; add",
      type: "AssertionError",
      message: null,
    });
    expect(only(r, "top-level").classname).toBeNull();
  });

  it("four levels of nested testsuites: none dropped", () => {
    const r = fixture("nested/junit.xml");
    expect(r.suites).toBe(5);
    expect(counts(r)).toEqual({ passed: 2, failed: 3, error: 0, skipped: 0 });
    expect(r.cases.map((c) => `${c.suite}/${c.name}/${c.status}`)).toEqual([
      "TestA/A/failed",
      "TestA/B/passed",
      "TestB/A/passed",
      "TestB/B/failed",
      "packet/A/failed",
    ]);
    expect(r.cases[0]).toMatchObject({ message: "failure", classname: null, durationMs: 10_000 });
  });

  it("mocha-junit-reporter: the file comes from the enclosing testsuite", () => {
    const r = fixture("mocha-junit-reporter/mocha.xml");
    expect(r.suites).toBe(3);
    expect(counts(r)).toEqual({ passed: 1, failed: 0, error: 0, skipped: 0 });
    expect(r.cases[0]).toMatchObject({
      suite: "default config",
      file: "/path/test/config.js",
      durationMs: 2,
    });
  });

  it("a status attribute marks disabled tests as skipped", () => {
    const r = fixture("status-attribute/testDisabled.xml");
    // The suite declares tests='22' disabled='10' failures='4' errors='2'.
    expect(counts(r)).toEqual({ passed: 6, failed: 4, error: 2, skipped: 10 });
    expect(only(r, "factorial_of_value_from_fixture")).toMatchObject({
      suite: "factorial",
      message: "tests/failed/main.cpp:58: error: check_eq(3628800, 3628801)",
    });
    expect(only(r, "test_which_throws_unknown_exception").message).toBe("uncaught unknown exception");
  });

  it("truncated files fail with the file, line and column", () => {
    const surefire = readFileSync(join(FIXTURES, "surefire/corrupt-truncated.xml"), "utf8");
    const e1 = errorOf(surefire, "TEST-test.CorruptTest.xml");
    expect(e1.message).toBe(
      "TEST-test.CorruptTest.xml:18:17: unterminated CDATA section inside <system-out> (expected ]]>)",
    );
    expect([e1.file, e1.line, e1.column]).toEqual(["TEST-test.CorruptTest.xml", 18, 17]);

    const pytest = readFileSync(join(FIXTURES, "pytest/corrupt-xml.xml"), "utf8");
    expect(errorOf(pytest, "corrupt-xml.xml").message).toBe(
      "corrupt-xml.xml:11:22: unexpected end of input inside <skipped> (expected </skipped>)",
    );
  });
});

const recorded = existsSync(LOGS)
  ? readdirSync(LOGS)
      .filter((d) => existsSync(join(LOGS, d, "junit.xml")))
      .sort()
  : [];

/** How many times the start tag `<tag` (followed by a space, `>` or `/`) occurs in `xml`. */
function tags(xml: string, tag: string): number {
  let count = 0;
  for (let i = xml.indexOf(`<${tag}`); i !== -1; i = xml.indexOf(`<${tag}`, i + 1)) {
    const next = xml[i + tag.length + 1];
    if (next === " " || next === ">" || next === "/" || next === "\n" || next === "\t") count++;
  }
  return count;
}

/** A recorded junit.xml, or null when that case has not been recorded (yet). */
function recordedCase(name: string): JUnitResult | null {
  const path = join(LOGS, name, "junit.xml");
  return existsSync(path) ? parse(readFileSync(path, "utf8"), `${name}/junit.xml`) : null;
}

// Other work re-records these files; the counts are derived from each file's own tags, the rest asserts what
// a re-recording keeps (names, messages, locations).
describe.skipIf(recorded.length === 0)("parseJUnit: recorded tool output (test/fixtures/logs)", () => {
  it.each(recorded)("%s/junit.xml: every testcase, suite, failure, error and skip counted", (name) => {
    const xml = readFileSync(join(LOGS, name, "junit.xml"), "utf8");
    const r = parse(xml, `${name}/junit.xml`);
    expect(r.cases.length).toBeGreaterThan(0);
    expect(r.cases).toHaveLength(tags(xml, "testcase"));
    expect(r.suites).toBe(tags(xml, "testsuite"));
    expect(counts(r)).toEqual({
      passed: tags(xml, "testcase") - tags(xml, "failure") - tags(xml, "error") - tags(xml, "skipped"),
      failed: tags(xml, "failure"),
      error: tags(xml, "error"),
      skipped: tags(xml, "skipped"),
    });
  });

  const when = (name: string) => it.skipIf(!recorded.includes(name));

  when("ts-vitest-mixed")("vitest: names with entities, file from the classname", () => {
    const r = recordedCase("ts-vitest-mixed") as JUnitResult;
    const c = only(r, "checkout > keeps quantity when adding the same sku");
    expect(c).toMatchObject({
      classname: "test/mixed.test.ts",
      suite: "test/mixed.test.ts",
      file: "test/mixed.test.ts",
      line: null,
      status: "failed",
      message: "expected 1 to be 3 // Object.is equality",
      type: "AssertionError",
    });
    expect(c.body).toContain("❯ test/mixed.test.ts:11:32");
    expect(only(r, "checkout > uppercases the coupon code")).toMatchObject({
      message: "Cannot read properties of undefined (reading 'code')",
      type: "TypeError",
    });
  });

  when("js-jest-mixed")("jest-junit: file attribute, message from the body", () => {
    const r = recordedCase("js-jest-mixed") as JUnitResult;
    const c = only(r, "report slugifies the job name");
    expect(c).toMatchObject({
      suite: "report",
      file: "test/mixed.test.js",
      status: "failed",
      message: "Error: expect(received).toBe(expected) // Object.is equality",
      type: null,
    });
    expect(c.body).toContain('Expected: "unit-tests-linux"');
    expect(c.body).toContain("at new Promise (<anonymous>)");
  });

  when("js-mocha-junit")("mocha-junit-reporter: multi-line message attribute, CDATA body, suite file", () => {
    const r = recordedCase("js-mocha-junit") as JUnitResult;
    const c = only(r, "formatDuration pads seconds to two digits");
    expect(c).toMatchObject({
      classname: "pads seconds to two digits",
      suite: "formatDuration",
      file: "/work/main/samples/js-mocha/test/duration.test.js",
      status: "failed",
      type: "AssertionError",
    });
    expect(c.message).toBe(
      "Expected values to be strictly equal:\n+ actual - expected\n\n+ '1m5s'\n- '1m05s'\n     ^",
    );
    expect(c.body).toContain("at Context.<anonymous> (test/duration.test.js:6:12)");
  });

  when("js-node-test-junit")(
    "node:test: cases outside any suite, a double-escaped message kept as written",
    () => {
      const r = recordedCase("js-node-test-junit") as JUnitResult;
      expect(only(r, "drains the queue")).toMatchObject({
        suite: null,
        classname: "test",
        status: "failed",
        message: "test timed out after 50ms",
        type: "testTimeoutFailure",
      });
      expect(only(r, "returns jobs in FIFO order").suite).toBe("JobQueue");
      // node:test escapes the message twice: one decoding leaves `&quot;`.
      expect(only(r, "parses a job without priority as default").message).toBe(
        "job &quot;deploy&quot; has no priority",
      );
    },
  );

  when("py-pytest-mixed-xunit1")("pytest xunit1: file and line of every case", () => {
    const r = recordedCase("py-pytest-mixed-xunit1") as JUnitResult;
    expect(r.cases.every((c) => c.file !== null && c.line !== null)).toBe(true);
    expect(only(r, "test_stock_of_unknown_item")).toMatchObject({
      classname: "tests.test_exceptions",
      suite: "pytest",
      file: "tests/test_exceptions.py",
      line: 4,
      status: "failed",
      message: "KeyError: 'banana'",
    });
  });

  when("py-pytest-collect-errors")("pytest: collection errors", () => {
    const r = recordedCase("py-pytest-collect-errors") as JUnitResult;
    expect(only(r, "tests.test_discounts")).toMatchObject({
      status: "error",
      classname: null,
      message: "collection failure",
    });
    expect(only(r, "tests.test_parser").body).toContain("SyntaxError: expected ':'");
  });

  when("go-gotestsum-junit")("gotestsum: character references in bodies", () => {
    const r = recordedCase("go-gotestsum-junit") as JUnitResult;
    const c = only(r, "TestMake/punctuation");
    expect(c).toMatchObject({
      classname: "example.com/calc/slug",
      suite: "example.com/calc/slug",
      message: "Failed",
    });
    expect(c.body).toContain('Make("Fast & Cheap!")');
  });
});

describe("parseJUnit: syntax", () => {
  it("declaration, BOM, comments, processing instructions, single quotes, whitespace, self-closing tags", () => {
    const xml =
      "\uFEFF<?xml version='1.0' encoding='UTF-8' ?>\n<!-- generated -->\n<?xml-stylesheet href='x.xsl'?>\n" +
      "<testsuites >\n  <testsuite\n name = 'a' >\n <!-- <testcase name='ghost'/> -->\n" +
      "<testcase name='one' classname=\"c\" time = '0.5'\n/>\n<testcase name=\"two\"></testcase >\n" +
      "</testsuite\n>\n</testsuites>\n<!-- trailing -->\n";
    const r = parse(xml);
    expect(r.suites).toBe(1);
    expect(r.cases.map((c) => [c.name, c.classname, c.suite, c.durationMs])).toEqual([
      ["one", "c", "a", 500],
      ["two", null, "a", null],
    ]);
  });

  it("a bare <testsuite> root", () => {
    const r = parse('<testsuite name="s"><testcase name="t"/></testsuite>');
    expect(r).toEqual({
      file: "junit.xml",
      suites: 1,
      cases: [
        {
          name: "t",
          classname: null,
          suite: "s",
          file: null,
          line: null,
          status: "passed",
          message: null,
          type: null,
          body: null,
          durationMs: null,
          retries: [],
        },
      ],
    });
  });

  it("numeric character references; invalid ones and unknown entities are kept literally", () => {
    const r = parse(
      '<testsuite><testcase name="a&#10;b&#x1F600;&#X41;&#65;"><failure message="&#0;|&#xD800;|&#x110000;|&nbsp;|&;|& x|&#;|&#x;|&amp;lt;">' +
        "x &lt;&#x1f600;&gt; &bogus; &amp &#9;y</failure></testcase></testsuite>",
    );
    const c = r.cases[0] as TestCase;
    expect(c.name).toBe("a\nb😀&#X41;A");
    expect(c.message).toBe("&#0;|&#xD800;|&#x110000;|&nbsp;|&;|& x|&#;|&#x;|&lt;");
    expect(c.body).toBe("x <😀> &bogus; &amp \ty");
  });

  it("the five predefined entities, and characters outside the BMP", () => {
    const r = parse(
      `<testsuite><testcase name="&quot;q&quot; &apos;a&apos; &amp; &lt;&gt; 헴𒍺𡓿"><error message='&apos;x&apos; &amp; "y"'>a &lt; b &amp;&amp; c &gt; d 𠄉</error></testcase></testsuite>`,
    );
    expect(r.cases[0]).toMatchObject({
      name: `"q" 'a' & <> 헴𒍺𡓿`,
      message: `'x' & "y"`,
      body: "a < b && c > d 𠄉",
    });
  });

  it("CDATA is taken verbatim, mixed with text", () => {
    const r = parse(
      "<testsuite><testcase name='t'><error type='E'>before <![CDATA[<b>&amp;</b> ]]]]><![CDATA[>]]> after</error></testcase></testsuite>",
    );
    expect(r.cases[0]).toMatchObject({ status: "error", type: "E", body: "before <b>&amp;</b> ]]> after" });
    expect(r.cases[0]?.message).toBe("before <b>&amp;</b> ]]> after");
  });

  it("CRLF line endings become LF", () => {
    const r = parse(
      "<testsuite>\r\n<testcase name='t'>\r\n<failure>line one\r\nline two\r</failure></testcase></testsuite>",
    );
    expect(r.cases[0]?.body).toBe("line one\nline two");
  });

  it("a DOCTYPE is skipped and never expanded (billion laughs)", () => {
    const laughs = Array.from(
      { length: 9 },
      (_, k) => `<!ENTITY lol${k + 1} "${`&lol${k};`.repeat(10)}">`,
    ).join("\n");
    const xml =
      `<?xml version="1.0"?>\n<!DOCTYPE testsuite [\n<!ENTITY lol0 "lol">\n${laughs}\n<!ATTLIST x y "a>b">\n]>\n` +
      `<testsuite name="&lol9;"><testcase name="t"><failure>&lol9;</failure></testcase></testsuite>`;
    const r = parse(xml);
    expect(r.cases[0]).toMatchObject({ suite: "&lol9;", body: "&lol9;", message: "&lol9;" });
  });

  it("unknown elements are skipped, properties/system-out/system-err ignored", () => {
    const r = parse(
      "<testsuites><meta><testcase-like/></meta><testsuite name='s'><properties><property name='a' value='b'/></properties>" +
        "<testcase name='t'><properties><property name='x' value='&lt;'/></properties><custom attr='1'><deep>hello</deep></custom>" +
        "<system-out>out</system-out><failure message='m'>body<system-err>err</system-err></failure></testcase>" +
        "<system-out><![CDATA[suite out]]></system-out></testsuite></testsuites>",
    );
    expect(r.cases).toHaveLength(1);
    expect(r.cases[0]).toMatchObject({ status: "failed", message: "m", body: "body" });
  });

  it("status: failure beats skipped; the first of several failures gives message and type", () => {
    const r = parse(
      "<testsuite><testcase name='a'><skipped/><failure message='first' type='T1'>one</failure>" +
        "<failure message='second' type='T2'>two</failure><error message='third'/></testcase>" +
        "<testcase name='b'><error message='e' type='E'/><failure message='f'/></testcase>" +
        "<testcase name='c'><disabled/></testcase><testcase name='d'><skipped message='why'>because</skipped></testcase>" +
        "<testcase name='e' status='notrun'/><testcase name='f' status='passed'/></testsuite>",
    );
    expect(r.cases.map((c) => [c.name, c.status, c.message, c.type, c.body])).toEqual([
      ["a", "failed", "first", "T1", "one"],
      ["b", "error", "e", "E", null],
      ["c", "skipped", null, null, null],
      ["d", "skipped", null, null, null],
      ["e", "skipped", null, null, null],
      ["f", "passed", null, null, null],
    ]);
  });

  it("message: the attribute, else the first non-empty line of the body", () => {
    const r = parse(
      "<testsuite><testcase name='a'><failure message='   '>\n\n   first line  \nsecond</failure></testcase>" +
        "<testcase name='b'><failure message='&#10;  Expected: 1&#10;'>x</failure></testcase></testsuite>",
    );
    expect(r.cases[0]).toMatchObject({ message: "first line", body: "first line  \nsecond" });
    expect(r.cases[1]?.message).toBe("Expected: 1");
  });

  it("time: seconds to milliseconds; empty, absent or non-numeric is null", () => {
    const times = [
      "1.5",
      "1,234.5",
      "",
      "  2 ",
      "abc",
      "<<computed>>",
      "-1",
      "0x10",
      "1e-3",
      "Infinity",
      "0.000112",
    ];
    const xml = `<testsuite>${times.map((t, k) => `<testcase name="${k}" time="${t.replaceAll("<", "&lt;")}"/>`).join("")}<testcase name="absent"/></testsuite>`;
    expect(parse(xml).cases.map((c) => c.durationMs)).toEqual([
      1500,
      1_234_500,
      null,
      2000,
      null,
      null,
      null,
      null,
      1,
      null,
      0.112,
      null,
    ]);
  });

  it("line: a positive integer from line or lineno", () => {
    const xml =
      "<testsuite><testcase name='a' line='12'/><testcase name='b' lineno='7'/><testcase name='c' line='0'/>" +
      "<testcase name='d' line='3.5'/><testcase name='e' line='-2'/><testcase name='f' line=''/><testcase name='g' line='99999999999999999999'/></testsuite>";
    expect(parse(xml).cases.map((c) => c.line)).toEqual([12, 7, null, null, null, null, null]);
  });

  it("file: testcase attribute, then enclosing suites, then a path-like classname or suite name", () => {
    const xml =
      "<testsuites><testsuite name='outer' filepath='pkg/outer.test.ts'>" +
      "<testsuite name='inner'><testcase name='a' file='src/a.py'/><testcase name='b' filepath='src/b.go'/>" +
      "<testcase name='c'/></testsuite></testsuite>" +
      "<testsuite name='spec/models/user_spec.rb'><testcase name='d' classname='User'/></testsuite>" +
      "<testsuite name='Suite'><testcase name='e' classname='app.test.mjs'/><testcase name='f' classname='A/B testing works'/>" +
      "<testcase name='g' classname='com.example.FooTest'/></testsuite></testsuites>";
    expect(parse(xml).cases.map((c) => c.file)).toEqual([
      "src/a.py",
      "src/b.go",
      "pkg/outer.test.ts",
      "spec/models/user_spec.rb",
      "app.test.mjs",
      null,
      null,
    ]);
  });

  it("a testcase directly under <testsuites> has no suite", () => {
    const r = parse("<testsuites><testcase name='t'/></testsuites>");
    expect(r).toMatchObject({ suites: 0, cases: [{ name: "t", suite: null }] });
  });

  it("an empty <testsuites> has no cases", () => {
    expect(parse("<testsuites/>")).toEqual({ file: "junit.xml", cases: [], suites: 0 });
  });
});

describe("parseJUnit: bounds", () => {
  it("truncates every string to its limit instead of throwing", () => {
    const long = (ch: string, n: number) => ch.repeat(n);
    const xml =
      `<testsuite name="${long("s", 5000)}" file="${long("p", 5000)}"><testcase name="${long("n", 5000)}" classname="${long("c", 5000)}">` +
      `<failure message="${long("m", 10_000)}" type="${long("t", 1000)}">${long("b", 100_000)}</failure>` +
      `<rerunFailure message="${long("r", 10_000)}" type="${long("u", 1000)}"/></testcase></testsuite>`;
    const c = parse(xml).cases[0] as TestCase;
    expect(c.name).toHaveLength(LIMITS.testName);
    expect(c.classname).toHaveLength(LIMITS.testName);
    expect(c.suite).toHaveLength(LIMITS.testName);
    expect(c.file).toHaveLength(LIMITS.path);
    expect(c.message).toHaveLength(LIMITS.message);
    expect(c.type).toHaveLength(200);
    expect(c.body).toHaveLength(LIMITS.excerpt);
    expect(c.retries[0]?.message).toHaveLength(LIMITS.message);
    expect(c.retries[0]?.type).toHaveLength(200);
  });

  it("a body is cut at the limit, never inside a surrogate pair", () => {
    const emoji = `<testsuite><testcase name="t"><failure>x${"&#x1F600;".repeat(3000)}</failure></testcase></testsuite>`;
    const body = (parse(emoji).cases[0] as TestCase).body as string;
    expect(body).toHaveLength(LIMITS.excerpt - 1);
    expect(body.endsWith("😀")).toBe(true);
    const cdata = `<testsuite><testcase name="t"><failure>x<![CDATA[${"y".repeat(9000)}]]>z</failure></testcase></testsuite>`;
    expect((parse(cdata).cases[0] as TestCase).body).toBe(`x${"y".repeat(LIMITS.excerpt - 1)}`);
  });

  it(`accepts ${MAX_TEST_CASES} test cases and throws past that, naming the limit`, () => {
    const at = `<testsuite>${"<testcase name='t'/>".repeat(MAX_TEST_CASES)}</testsuite>`;
    expect(parseJUnit(at, "big.xml").cases).toHaveLength(MAX_TEST_CASES);
    const over = `<testsuite>${"<testcase name='t'/>".repeat(MAX_TEST_CASES + 1)}</testsuite>`;
    const e = errorOf(over, "big.xml");
    expect(e.message).toContain(`more than ${MAX_TEST_CASES}`);
    expect(e.line).toBe(1);
    expect(e.column).toBe("<testsuite>".length + MAX_TEST_CASES * "<testcase name='t'/>".length + 1);
  });
});

describe("parseJUnit: malformed input", () => {
  const cases: [string, string, string][] = [
    [
      "unclosed testcase",
      '<testsuite name="a">\n  <testcase name="b">\n',
      "junit.xml:3:1: unexpected end of input inside <testcase> (expected </testcase>)",
    ],
    [
      "mismatched closing tag",
      "<testsuites>\n<testsuite>\n  <testcase name='t'></testcase>\n  </testcase>\n</testsuite></testsuites>",
      "junit.xml:4:3: expected </testsuite>, found </testcase>",
    ],
    [
      "unterminated attribute value",
      '<testsuite>\n<testcase name="abc>\n</testsuite>',
      "junit.xml:2:16: unterminated attribute value for name in <testcase>",
    ],
    [
      "attribute without a value",
      "<testsuite>\n<testcase name/>",
      "junit.xml:2:15: expected '=' after attribute name in <testcase>",
    ],
    [
      "unquoted attribute value",
      "<testsuite name=a/>",
      "junit.xml:1:17: expected a quoted value for attribute name in <testsuite>",
    ],
    [
      "garbage at top level",
      "hello\n<testsuite/>",
      "junit.xml:1:1: unexpected text before the root element (expected '<')",
    ],
    [
      "garbage after the root",
      "<testsuite/>\n  trailing",
      "junit.xml:2:3: unexpected text after the root element",
    ],
    [
      "a second root",
      "<testsuite/>\n<testsuite/>",
      "junit.xml:2:1: unexpected <testsuite> after the root element",
    ],
    [
      "empty document",
      "",
      "junit.xml:1:1: empty document: expected a <testsuites> or <testsuite> root element",
    ],
    [
      "only a declaration and a comment",
      '<?xml version="1.0"?>\n<!-- nothing -->\n',
      "junit.xml:3:1: empty document: expected a <testsuites> or <testsuite> root element",
    ],
    [
      "another root element",
      '<?xml version="1.0"?>\n<html><body/></html>',
      "junit.xml:2:1: unexpected root element <html> (expected <testsuites> or <testsuite>)",
    ],
    ["a stray closing tag", "</testsuite>", "junit.xml:1:1: unexpected </testsuite> before any element"],
    [
      "unterminated comment",
      "<testsuite>\n<!-- oops",
      "junit.xml:2:1: unterminated comment inside <testsuite> (expected -->)",
    ],
    [
      "unterminated start tag",
      "<testsuite>\n<testcase name='x'",
      "junit.xml:2:19: unexpected end of input inside start tag <testcase (expected >)",
    ],
    [
      "a raw '<' in text",
      "<testsuite><testcase name='t'><failure>a < b</failure></testcase></testsuite>",
      "junit.xml:1:42: expected a tag name after '<' inside <failure>",
    ],
  ];
  it.each(cases)("%s", (_label, xml, message) => {
    expect(errorOf(xml).message).toBe(message);
  });

  it("exposes file, line and column", () => {
    const e = errorOf("<testsuite>\n\n   <testcase>", "reports/junit.xml");
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe("JUnitParseError");
    expect([e.file, e.line, e.column]).toEqual(["reports/junit.xml", 3, 14]);
    expect(e.message).toBe(
      "reports/junit.xml:3:14: unexpected end of input inside <testcase> (expected </testcase>)",
    );
  });
});

describe("parseJUnit: hostile input", () => {
  // Linearity is counted (bytes searched, tokens, characters decoded), not timed: a busy machine cannot change
  // it. Times, as ratios of 5 MB to 1.25 MB, are in bench/linearity.ts.
  function steps(xml: string): number {
    const work = { steps: 0 };
    try {
      parseJUnit(xml, "hostile.xml", work);
    } catch (e) {
      if (!(e instanceof JUnitParseError)) throw e;
    }
    return work.steps;
  }

  const MB = 1024 * 1024;
  it.each(HOSTILE_JUNIT)("%s: 5 MB costs less than 4.5x the work of 1.25 MB", (_label, make) => {
    const small = steps(make(1.25 * MB));
    const large = make(5 * MB);
    expect(large.length).toBeGreaterThanOrEqual(5 * MB);
    expect(small).toBeGreaterThan(0);
    expect(steps(large) / small).toBeLessThan(4.5);
  });

  it(`refuses elements nested deeper than ${MAX_DEPTH} levels`, () => {
    const e = errorOf(`<testsuites>${"<testsuite>".repeat(MAX_DEPTH)}`, "deep.xml");
    expect(e.message).toBe(
      `deep.xml:1:${"<testsuites>".length + (MAX_DEPTH - 1) * "<testsuite>".length + 1}: elements nested deeper than ${MAX_DEPTH} levels (the limit)`,
    );
    const ok = `<testsuites>${"<testsuite>".repeat(MAX_DEPTH - 1)}<testcase name='deep'/>${"</testsuite>".repeat(MAX_DEPTH - 1)}</testsuites>`;
    expect(parse(ok)).toMatchObject({ suites: MAX_DEPTH - 1, cases: [{ name: "deep" }] });
  });

  it("the huge attribute is kept bounded", () => {
    const r = parse(`<testsuite><testcase name="${"x".repeat(5 * MB)}"/></testsuite>`);
    expect(r.cases[0]?.name).toHaveLength(LIMITS.testName);
  });
});
