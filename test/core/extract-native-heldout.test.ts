// Shapes a held-out pass of issue 24 found unread on real projects (test/fixtures/real, recorded by
// scripts/fixtures/record-real.sh and labelled before the engine saw them): googletest's lines, alone or inside
// CTest's output (microsoft/GSL), utest.h's copy of them (sheredom/json.h) and cmocka's (clibs/cmocka); the
// JUnit Platform console's `Failures (N):` list (zafarkhaja/jsemver); a doctest rustdoc could not compile
// (rust-lang/pkg-config-rs); minitest specs, whose names hold spaces (jeremyevans/erubi); an RSpec expression
// over several lines (bkeepers/dotenv); unittest's assertion in a helper (eliben/pycparser); and where a test
// pytest-timeout stopped is located (tqdm/tqdm).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CORPUS, REAL_CORPUS } from "../corpus/evaluate.js";
import { cc } from "../../src/core/extract/cc.js";
import { javac, surefire } from "../../src/core/extract/java.js";
import { cargo } from "../../src/core/extract/rust.js";
import { extractFrom, recordedFailures, triage } from "../support/recorded.js";

const failures = (id: string) => recordedFailures(join(REAL_CORPUS, id));

describe("utest.h's output, googletest's shape (sheredom/json.h, make then ./json_test)", () => {
  const log = join(REAL_CORPUS, "json-h-utest", "log.txt");

  it("reads each `[  FAILED  ] name (time)` with the check its `[ RUN      ]` section printed", () => {
    const got = extractFrom(cc, log);
    expect(got.map((c) => [c.tool, c.test, c.where?.path, c.where?.line, c.message])).toEqual([
      [
        "utest",
        "allow_leading_plus_sign.read_write_pretty_read",
        "/home/runner/work/json.h/json.h/test/allow_leading_plus_sign.c",
        104,
        "Expected : true Actual : false",
      ],
      [
        "utest",
        "allow_leading_plus_sign.read_write_minified_read",
        "/home/runner/work/json.h/json.h/test/allow_leading_plus_sign.c",
        104,
        "Expected : true Actual : false",
      ],
    ]);
  });

  it("reports two assertions in the repository, not the summary's list nor the exit code, rerun by utest's filter", () => {
    expect(failures("json-h-utest").map(triage)).toEqual([
      [
        "assertion",
        "allow_leading_plus_sign.read_write_pretty_read",
        "test/allow_leading_plus_sign.c",
        104,
        "./json_test --filter=allow_leading_plus_sign.read_write_pretty_read",
      ],
      [
        "assertion",
        "allow_leading_plus_sign.read_write_minified_read",
        "test/allow_leading_plus_sign.c",
        104,
        "./json_test --filter=allow_leading_plus_sign.read_write_minified_read",
      ],
    ]);
  });
});

describe("googletest binaries under CTest (microsoft/GSL, ctest --preset … --output-on-failure)", () => {
  it("reports the googletest test at its first failed check, not CTest's binary, rerun through ctest with GTEST_FILTER", () => {
    expect(
      failures("gsl-ctest-gtest").map((f) => [
        f.tool,
        f.category,
        f.test,
        f.location?.file,
        f.location?.line,
        f.reproduce,
      ]),
    ).toEqual([
      [
        "googletest",
        "assertion",
        "utils_tests.narrow",
        "tests/utils_tests.cpp",
        153,
        "GTEST_FILTER=utils_tests.narrow ctest --preset gcc-14-debug --output-on-failure -R '^utils_tests$'",
      ],
    ]);
  });
});

describe("cmocka's binaries under CTest (clibs/cmocka, its own tests)", () => {
  it("names the cmocka test at its `[   LINE   ] --- path:line` check, not CTest's binary nor the group's summary", () => {
    expect(
      failures("cmocka-ctest").map((f) => [
        f.tool,
        f.category,
        f.test,
        f.location?.file,
        f.location?.line,
        f.message,
        f.reproduce,
      ]),
    ).toEqual([
      [
        "cmocka",
        "assertion",
        "test_assert_int_in_range",
        "tests/test_assert_range.c",
        13,
        "0 is not within the range [0, 1]",
        "ctest --output-on-failure -R '^test_assert_range$'",
      ],
    ]);
  });
});

describe("the JUnit Platform console launcher (zafarkhaja/jsemver, javac then junit-platform-console-standalone)", () => {
  const dir = join(REAL_CORPUS, "jsemver-junit5-console");

  it("reads the `Failures (1):` list: the method source's class and method, the exception, frames without `at `", () => {
    const got = extractFrom(surefire, join(dir, "log.txt"));
    expect(got.map((c) => [c.tool, c.test, c.kind, c.where, c.frames[3]?.path, c.frames[3]?.line])).toEqual([
      [
        "junit-console",
        "com.github.zafarkhaja.semver.VersionParserTest.shouldSupportLongNumericIdentifiers",
        "java.lang.NumberFormatException",
        null,
        "com/github/zafarkhaja/semver/Version.java",
        1333,
      ],
    ]);
  });

  it("reports a runtime error where the repository's code threw it, rerun by selecting the method", () => {
    expect(failures("jsemver-junit5-console").map(triage)).toEqual([
      [
        "runtime",
        "com.github.zafarkhaja.semver.VersionParserTest.shouldSupportLongNumericIdentifiers",
        "src/main/java/com/github/zafarkhaja/semver/Version.java",
        1333,
        "java -jar /usr/share/java/junit-platform-console-standalone.jar -cp target/classes:target/test-classes --select-method 'com.github.zafarkhaja.semver.VersionParserTest#shouldSupportLongNumericIdentifiers'",
      ],
    ]);
  });
});

describe("a doctest that does not compile (rust-lang/pkg-config-rs, cargo test --verbose, coloured)", () => {
  it("reads rustc's error under the doctest's name, at the file's line (rustdoc prints one past for a crate-level doctest)", () => {
    expect(failures("pkg-config-rs-doctest-compile").map(triage)).toEqual([
      [
        "types",
        "src/lib.rs - (line 79)",
        "src/lib.rs",
        81,
        "cargo test --doc 'src/lib.rs - (line 79)' -- --exact",
      ],
    ]);
  });
});

describe("minitest's spec DSL (jeremyevans/erubi, rake: ruby -w test/test.rb)", () => {
  it("reads names with spaces, each class's copy of a shared spec its own failure, at the line minitest names", () => {
    expect(
      failures("erubi-minitest-spec").map((f) => [f.category, f.test, f.location?.file, f.location?.line]),
    ).toEqual([
      [
        "assertion",
        "Erubi::CaptureEndEngine#test_0010_should handle :outvar and :freeze options",
        "test/test.rb",
        46,
      ],
      [
        "assertion",
        "Erubi::CaptureEndEngine#test_0020_should have working bufvar accessor",
        "test/test.rb",
        787,
      ],
      [
        "assertion",
        "Erubi::CaptureBlockEngine#test_0017_should have working bufvar accessor",
        "test/test.rb",
        787,
      ],
      ["assertion", "Erubi::Engine#test_0010_should handle :outvar and :freeze options", "test/test.rb", 46],
      ["assertion", "Erubi::Engine#test_0020_should have working bufvar accessor", "test/test.rb", 787],
    ]);
  });
});

describe("RSpec (bkeepers/dotenv)", () => {
  it("reads a `Failure/Error:` whose expression spans the lines below it, its message after them", () => {
    expect(
      failures("dotenv-rspec").map((f) => [
        f.tool,
        f.test,
        f.location?.file,
        f.location?.line,
        f.message.slice(0, 40),
      ]),
    ).toEqual([
      [
        "rspec",
        "Dotenv::Parser does not expand escaped variables",
        "spec/dotenv/parser_spec.rb",
        97,
        'expected: {"FOO"=>"foo$BAR"} got: {"FOO"',
      ],
      [
        "rspec",
        "Dotenv::Parser doesn't interpolate shell commands when escape says not to",
        "spec/dotenv/parser_spec.rb",
        267,
        'expected: {"echo"=>"escaped-$(echo hello',
      ],
    ]);
  });
});

describe("unittest under make (eliben/pycparser, make test)", () => {
  it("locates a FAIL in a shared helper at the test's own call, an ERROR where the code under test raised", () => {
    expect(
      failures("pycparser-make-unittest").map((f) => [f.category, f.location?.file, f.location?.line]),
    ).toEqual([
      ["runtime", "pycparser/c_parser.py", 121],
      ["assertion", "tests/test_c_lexer.py", 249],
      ["assertion", "tests/test_c_lexer.py", 127],
      ["assertion", "tests/test_c_lexer.py", 88],
    ]);
  });
});

describe("a test pytest-timeout stopped (tqdm/tqdm, --tb=short)", () => {
  it("is located at the test's own line that never returned, not at the frame the signal happened to land in", () => {
    expect(
      failures("tqdm-pytest-timeout").map((f) => [f.category, f.location?.file, f.location?.line]),
    ).toEqual([["timeout", "tests/tests_tqdm.py", 257]]);
  });

  it("keeps the location --tb=long names (`svc/poller.py:7: Failed`, the loop that never ends)", () => {
    expect(
      recordedFailures(join(CORPUS, "py-pytest-timeout")).map((f) => [
        f.category,
        f.location?.file,
        f.location?.line,
      ]),
    ).toEqual([["timeout", "svc/poller.py", 7]]);
  });
});

// rustdoc runs a doctest as a program of its own (`#![allow(unused)]`, an injected `#[allow(unused_extern_crates)]`
// + `extern crate name;` when the example names the crate, `fn main() {`): a panic names the program's line, rustc's
// ` --> ` a line rustdoc maps back to the file, one past it when the crate was injected.
describe("a doctest's line in the file (cargo test on rustdoc 1.95)", () => {
  const where = (id: string) => failures(id).map((f) => [f.test, f.location?.file, f.location?.line]);

  it("maps a panic's program line to the example's line past the fence (dtolnay/ident_case, seanmonstar/unicase)", () => {
    expect(where("ident-case-cargo-test-snake")).toEqual([["src/lib.rs - (line 9)", "src/lib.rs", 14]]);
    expect(where("unicase-cargo-doctest")).toEqual([["src/lib.rs - (line 36)", "src/lib.rs", 45]]);
    // A fence near the top of the file, where the program's line is past the fence's (kornelski/rust_urlencoding).
    expect(where("urlencoding-doctest")).toEqual([["src/lib.rs - (line 3)", "src/lib.rs", 7]]);
  });

  it("takes one off rustc's mapped line for an item's doctest too (nvzqz/static-assertions)", () => {
    expect(where("static-assertions-cargo-test-toolchain-bump")).toEqual([
      ["src/assert_cfg.rs - assert_cfg::assert_cfg (line 17)", "src/assert_cfg.rs", 23],
    ]);
  });
});

describe("javac -Xlint:all -Werror (mmastrac/nanojson, the pom's compiler flags)", () => {
  const log = (id: string) => join(REAL_CORPUS, id, "log.txt");

  it("reads the warnings before `error: warnings found and -Werror specified` as the build's errors, one per line", () => {
    expect(
      extractFrom(javac, log("nanojson-javac-xlint-werror")).map((c) => [
        c.where?.path,
        c.where?.line,
        c.message,
      ]),
    ).toEqual([
      [
        "src/main/java/com/grack/nanojson/JsonArray.java",
        240,
        "[rawtypes] found raw type: ArrayList (-Werror)",
      ],
    ]);
    expect(
      failures("nanojson-javac-xlint-werror").map((f) => [f.category, f.location?.file, f.location?.line]),
    ).toEqual([["compilation", "src/main/java/com/grack/nanojson/JsonArray.java", 240]]);
  });

  it("leaves javac's bare `error:` line to javac: not a rustc diagnostic", () => {
    expect(extractFrom(cargo, log("nanojson-javac-xlint-werror"))).toEqual([]);
  });

  it("reads no warning as a failure without -Werror's line (a javac error's log: its error only)", () => {
    expect(extractFrom(javac, log("json-simple-javac")).every((c) => c.kind !== "-Werror")).toBe(true);
  });
});

describe("a JUnit Platform console stack without line numbers (mmastrac/nanojson, javac -g:none)", () => {
  const at = (id: string) =>
    failures(id).map((f) => [f.category, f.location?.file, f.location?.line ?? null]);

  it("reads `(Unknown Source)` frames: the project's file, with no line, never a JDK frame's line", () => {
    expect(at("nanojson-junit5-console-parser")).toEqual([
      ["assertion", "src/test/java/com/grack/nanojson/JsonParserTest.java", null],
    ]);
    expect(at("nanojson-junit5-console-classcast")).toEqual([
      ["runtime", "src/main/java/com/grack/nanojson/JsonObject.java", null],
    ]);
  });

  it("keeps the line a frame names (zafarkhaja/jsemver, compiled with debug information)", () => {
    expect(at("jsemver-junit5-console").every(([, file, line]) => file && typeof line === "number")).toBe(
      true,
    );
  });
});
