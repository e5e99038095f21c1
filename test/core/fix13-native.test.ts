// Native-toolchain shapes a held-out pass of issue 24 misread on real projects (test/fixtures/real, recorded by
// scripts/fixtures/record-real.sh and labelled before the engine saw them): a Rust test's own `assert!(cond, "…")`
// panicking in its test file (dtolnay/semver), sanitizer reports inside a googletest binary that CTest ran verbose
// (uriparser/uriparser: AddressSanitizer, and UBSan's `path:line:col: runtime error:`), a harness that marks each check
// `[pass]`/`[fail]` under CTest (leethomason/tinyxml2), and minctest's per-test tally (codeplea/tinyexpr).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REAL_CORPUS } from "../corpus/evaluate.js";
import { cc } from "../../src/core/extract/cc.js";
import { cargo, TEST_CHECK_KIND } from "../../src/core/extract/rust.js";
import { classify } from "../../src/core/classify/index.js";
import type { Candidate, Extractor } from "../../src/core/extract/types.js";
import { normalizeLine } from "../../src/core/ingest/normalize.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import { extractFrom, recordedFailures, triage } from "../support/recorded.js";

const failures = (id: string) => recordedFailures(join(REAL_CORPUS, id));
const logOf = (id: string) => join(REAL_CORPUS, id, "log.txt");
/** The scanner's candidates of a recorded log (it cuts a verbose CTest run's `1: ` prefixes, extractFrom does not). */
const scanned = (id: string) => scanLog(readFileSync(logOf(id), "utf8")).candidates;

/** One extractor over recorded lines. */
function extractLines(x: Extractor, lines: string[]): Candidate[] {
  const normalized = lines.map(normalizeLine);
  const anchors = normalized.flatMap((l, i) => (x.trigger.test(l) ? [i] : []));
  return x.extract({ lines: normalized, offset: 0, from: 0, to: normalized.length }, anchors, {});
}

describe("a Rust test's own panic in its test file (semver: `panicked at tests/test_version_req.rs:191:5:` / `matched 1.3.0`)", () => {
  const id = "semver-rs-cargo-test-tilde";

  it("reads it as the test's failed check, not a runtime panic", () => {
    const got = extractFrom(cargo, logOf(id));
    expect(got.map((c) => [c.test, c.where?.path, c.where?.line, c.message, c.kind])).toEqual([
      ["test_tilde", "tests/test_version_req.rs", 191, "matched 1.3.0", TEST_CHECK_KIND],
    ]);
  });

  it("reports one assertion at the test's call", () => {
    expect(failures(id).map((f) => [...triage(f), f.patterns])).toEqual([
      [
        "assertion",
        "test_tilde",
        "tests/test_version_req.rs",
        191,
        "cargo test --test test_version_req test_tilde -- --exact",
        ["assertion.rust-test-check"],
      ],
    ]);
  });

  it("keeps Rust's own panics runtime where they are placed in test code", () => {
    // The same recording with the message of another recorded run's panic (semver's `attempt to multiply with
    // overflow`, unicase's `called `Option::unwrap()` on a `None` value`): the language's, not the test's words.
    const lines = readFileSync(logOf(id), "utf8").replace(/\n$/, "").split("\n");
    const at = lines.indexOf("matched 1.3.0");
    expect(at).toBeGreaterThan(0);
    for (const message of [
      "attempt to multiply with overflow",
      "called `Option::unwrap()` on a `None` value",
    ]) {
      const got = extractLines(cargo, lines.with(at, message));
      expect(got.map((c) => [c.kind, classify(c).category])).toEqual([["panic", "runtime"]]);
    }
  });

  it("keeps a panic placed in the library's own source runtime, whatever its message", () => {
    // unicase: `panicked at src/unicode/mod.rs:30:34:` / `folded strings have the same length`.
    const f = failures("unicase-cargo-test-expect-panic");
    expect(f.map((x) => [x.category, x.location?.file])).toEqual([["runtime", "src/unicode/mod.rs"]]);
  });
});

describe("AddressSanitizer inside a googletest binary under verbose CTest (uriparser: heap-buffer-overflow)", () => {
  const id = "uriparser-ctest-gtest-asan";

  it("names the googletest test that was running, under the CTest test, and drops CTest's wrapper", () => {
    const got = scanned(id).filter((c) => c.tool !== "make");
    expect(got.map((c) => [c.tool, c.weight, c.test, c.suite, c.kind])).toEqual([
      ["googletest", 3, "UriSuite.TestCrashReport2418192", "test", "AddressSanitizer crash"],
      ["ctest", 0, "test", null, "ctest Failed"],
    ]);
  });

  it("reports one runtime failure at the innermost repository frame, rerun through googletest's filter", () => {
    expect(failures(id).map(triage)).toEqual([
      [
        "runtime",
        "UriSuite.TestCrashReport2418192",
        "src/UriQuery.c",
        348,
        "GTEST_FILTER=UriSuite.TestCrashReport2418192 ctest --output-on-failure -R '^test$'",
      ],
    ]);
  });
});

describe("UBSan's `path:line:col: runtime error:` inside a googletest binary under verbose CTest (uriparser)", () => {
  const id = "uriparser-ctest-gtest-ubsan-null";

  it("reads it with its frames, named by the running googletest test and the CTest status below it", () => {
    const got = scanned(id).filter((c) => c.tool !== "make");
    expect(
      got.map((c) => [
        c.tool,
        c.weight,
        c.test,
        c.suite,
        c.where?.line,
        c.frames.length,
        c.end - c.start,
        c.message,
        c.kind,
      ]),
    ).toEqual([
      [
        "googletest",
        2,
        "SetFragment.NullUriOnly",
        "test",
        135,
        // Its 15 frames, 7 with a source line (googletest's own are in the binary).
        7,
        15,
        "runtime error: member access within null pointer of type 'struct UriUriA'",
        "UndefinedBehaviorSanitizer runtime error",
      ],
      ["ctest", 0, "test", null, 135, 0, 0, expect.stringContaining("runtime error"), "ctest Failed"],
    ]);
  });

  it("reports one runtime failure at the line UBSan names", () => {
    expect(failures(id).map(triage)).toEqual([
      [
        "runtime",
        "SetFragment.NullUriOnly",
        "src/UriSetFragment.c",
        135,
        "GTEST_FILTER=SetFragment.NullUriOnly ctest --output-on-failure -R '^test$'",
      ],
    ]);
  });
});

describe("a harness that marks each check `[pass]`/`[fail]` under CTest (tinyxml2's xmltest)", () => {
  const id = "tinyxml2-ctest-query-attr";

  it("reads the `[fail]` line as the failure, named by the check's description; CTest's status only wraps it", () => {
    const got = scanned(id);
    expect(got.map((c) => [c.tool, c.weight, c.test, c.message])).toEqual([
      [
        "ctest",
        0,
        "xmltest",
        "[fail] Query attribute: not a number [XML_WRONG_ATTRIBUTE_TYPE][XML_NO_ATTRIBUTE]",
      ],
      [
        "harness",
        3,
        "Query attribute: not a number",
        "Query attribute: not a number [XML_WRONG_ATTRIBUTE_TYPE][XML_NO_ATTRIBUTE]",
      ],
    ]);
    expect(failures(id).map((f) => [f.category, f.test])).toEqual([
      ["assertion", "Query attribute: not a number"],
    ]);
  });
});

describe("minctest's tally (tinyexpr's smoke: `\\tINFs          smoke.c:267 error `, …, `pass:48   fail: 2      0ms`)", () => {
  const id = "tinyexpr-make-minctest";

  it("reads one failed check per place, named by the test whose tally closes them", () => {
    const got = extractFrom(cc, logOf(id));
    expect(got.map((c) => [c.tool, c.test, c.where?.path, c.where?.line, c.message])).toEqual([
      ["harness", "INFs", "smoke.c", 267, "smoke.c:267 error"],
      ["harness", "INFs", "smoke.c", 273, "smoke.c:273 error"],
      ["harness", "Combinatorics", "smoke.c", 684, "smoke.c:684 (3628800.000000 != 10.000000)"],
    ]);
  });

  it("reports three assertions in place of make's exit code", () => {
    expect(failures(id).map(triage)).toEqual([
      ["assertion", "INFs", "smoke.c", 267, "make"],
      ["assertion", "INFs", "smoke.c", 273, "make"],
      ["assertion", "Combinatorics", "smoke.c", 684, "make"],
    ]);
  });
});
