// Test drivers the held-out real projects of issue 24 ran (test/fixtures/real, recorded by
// scripts/fixtures/record-real.sh): Catch2's own report inside CTest's output, and bats' TAP comments.
import { join } from "node:path";
import { recordedFailures } from "../support/recorded.js";
import { describe, expect, it } from "vitest";
import { REAL_CORPUS } from "../corpus/evaluate.js";

const failures = (id: string) => recordedFailures(join(REAL_CORPUS, id));

describe("Catch2 test binaries under ctest --output-on-failure (cxxopts)", () => {
  const got = failures("cxxopts-ctest-catch2");

  it("reports the Catch2 test case that failed, at its FAILED line, instead of the binaries CTest ran", () => {
    expect(got.map((f) => [f.tool, f.category, f.test, f.location?.file, f.location?.line])).toEqual([
      ["catch2", "assertion", "Parse into a reference", "test/options.cpp", 803],
    ]);
  });

  it("says the assertion and its expansion, and reruns the one test case with the binary that named itself", () => {
    expect(got[0]?.message).toBe("CHECK( b_value == true ) with expansion: false == true");
    expect(got[0]?.reproduce).toBe("./options_test 'Parse into a reference'");
  });
});

describe("bats -t (TAP) with bats' own comments (bats-assert)", () => {
  const got = failures("bats-assert-bats-tap");

  it("names each test by its `not ok` line, not by the comments the test before it printed", () => {
    expect(got.map((f) => f.test)).toEqual([
      "assert_equal() <actual> <expected>: returns 1 and displays details if <actual> does not equal <expected>",
      "assert_equal() <actual> <expected>: displays details in multi-line format if <actual> is longer than one line",
      "assert_equal() <actual> <expected>: displays details in multi-line format if <expected> is longer than one line",
      "assert_equal() <actual> <expected>: performs literal matching",
    ]);
  });

  it("locates each at the test's own line (`in test file`), not in the helper it called, as assertions", () => {
    expect(got.map((f) => [f.category, f.location?.file, f.location?.line])).toEqual([
      ["assertion", "test/assert_equal.bats", 13],
      ["assertion", "test/assert_equal.bats", 25],
      ["assertion", "test/assert_equal.bats", 40],
      ["assertion", "test/assert_equal.bats", 55],
    ]);
    expect(got[0]?.message).toBe("`assert_test_fail <<'ERR_MSG'' failed");
    expect(got[0]?.reproduce).toBe("npx bats test/assert_equal.bats");
  });
});

describe("doctest (C++) test binary run directly (argparse)", () => {
  const got = failures("argparse-doctest");

  it("reports each failed test case by its TEST CASE name, at its assertion's line (not its declaration)", () => {
    expect(got.map((f) => [f.tool, f.test, f.location?.file, f.location?.line])).toEqual([
      ["doctest-cpp", "Two parameter .append", "test/test_append.cpp", 27],
      ["doctest-cpp", "Two int .append", "test/test_append.cpp", 36],
    ]);
  });

  it("keeps the compared values with a failed check, and an exception thrown inside one apart from it", () => {
    expect(got[1]?.category).toBe("assertion");
    expect(got[1]?.message).toBe("REQUIRE( result.at(1) == 4 ) is NOT correct! values: REQUIRE( 5 == 4 )");
    expect(got[0]?.category).not.toBe("assertion");
    expect(got[1]?.reproduce).toBe("./tests --test-case='Two int .append'");
  });
});

describe("Catch2: an unexpected exception where a check expected another (cxxopts)", () => {
  const got = failures("cxxopts-ctest-catch2-exception");

  it("is the test case's failure at the check's line, with the exception's text, and not a failed assertion", () => {
    expect(got.map((f) => [f.tool, f.test, f.location?.file, f.location?.line])).toEqual([
      ["catch2", "Basic options", "test/options.cpp", 118],
    ]);
    expect(got[0]?.message).toBe(
      'CHECK_THROWS_AS( result["nothing"].as<std::string>(), cxxopts::exceptions::option_has_no_value ) std::bad_cast',
    );
    expect(got[0]?.category).not.toBe("assertion");
  });
});

describe("brittle's TAP (fast-fifo: a bare `# name` opens the block, `not ok N - name` closes it)", () => {
  it("the failed assertion is named by its test, not by its message, at the test's line", () => {
    const got = failures("fast-fifo-brittle-assert");
    expect(got.map((f) => [f.test, f.category, f.location?.file, f.location?.line])).toEqual([
      ["clear", "assertion", "test.js", 68],
    ]);
  });
});

describe("unittest under `python -We` (typing_extensions: a DeprecationWarning raised as an error)", () => {
  it("is runtime, and its reproduce command keeps the interpreter's -We (without it the warning only prints)", () => {
    const got = failures("typing-extensions-unittest-we-warning");
    expect(got.map((f) => [f.category, f.reproduce])).toEqual([
      [
        "runtime",
        "python -We -m unittest test_typing_extensions.ProtocolTests.test_get_protocol_members_typing",
      ],
    ]);
  });
});
