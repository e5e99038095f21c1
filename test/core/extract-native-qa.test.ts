// Shapes the held-out QA pass of issue 24 found unread on real projects (test/fixtures/real, recorded by
// scripts/fixtures/record-real.sh): glibc's assert() outside CTest, lest's `path:line: failed: case: expr` inside
// CTest's output, and cargo's `to rerun pass `--test guards``.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REAL_CORPUS } from "../corpus/evaluate.js";
import { cc } from "../../src/core/extract/cc.js";
import { minimalFailure } from "../../src/core/extract/ctest.js";
import { shell } from "../../src/core/extract/shell.js";
import { reproduce } from "../../src/core/locate/reproduce.js";
import { extractFrom, recordedFailures, triage } from "../support/recorded.js";

const failures = (id: string) => recordedFailures(join(REAL_CORPUS, id));

describe("glibc assert() in a test binary run by make (clibs/buffer, `make test`)", () => {
  const dir = join(REAL_CORPUS, "buffer-make-assert");

  it("reads the assert line wherever it appears: the function that asserted, at the assert's file:line", () => {
    const got = extractFrom(cc, join(dir, "log.txt"));
    expect(got.map((c) => [c.tool, c.weight, c.test, c.where?.path, c.where?.line])).toEqual([
      ["harness", 3, "test_buffer_indexof", "test.c", 167],
    ]);
  });

  it("takes make's `Aborted` just below it as the assert's consequence (a wrapper), not a failure of its own", () => {
    const got = extractFrom(shell, join(dir, "log.txt"));
    expect(got.map((c) => [c.message, c.weight])).toEqual([["make: *** [Makefile:4: test] Aborted", 0]]);
  });

  it("reports one assertion, rerun with the run's own command", () => {
    expect(failures("buffer-make-assert").map(triage)).toEqual([
      ["assertion", "test_buffer_indexof", "test.c", 167, "make test"],
    ]);
  });

  it("leaves an assert under CTest to the CTest test that printed it (one failure, CTest's name)", () => {
    expect(failures("dirent-ctest-assert").map((f) => [f.tool, f.test])).toEqual([["ctest", "t-scandir"]]);
  });
});

describe("lest's `path:line: failed: case: expr` inside CTest's output (martinmoene/optional-lite)", () => {
  it("names the lest case that failed, at its check's line, instead of the binary CTest ran", () => {
    expect(
      failures("optional-lite-ctest-lest").map((f) => [
        f.tool,
        f.category,
        f.test,
        f.location?.file,
        f.location?.line,
        f.message,
      ]),
    ).toEqual([
      [
        "harness",
        "assertion",
        "optional: Allows to obtain value or default via value_or()",
        "test/optional.t.cpp",
        1057,
        "d.value_or( 7 ) == 7 for 0 == 7",
      ],
    ]);
  });

  it("splits a case name holding `: ` from the expression, and reads lest's exception kinds", () => {
    expect(minimalFailure("/a/t.cpp:9: failed: s: a: b: x == 1 for 2 == 1")).toMatchObject({
      path: "/a/t.cpp",
      line: "9",
      test: "s: a: b",
      what: "x == 1 for 2 == 1",
      exception: false,
    });
    expect(
      minimalFailure('t.cpp(12): failed: got unexpected exception with message "no: way": case: f()'),
    ).toMatchObject({
      line: "12",
      test: "case",
      what: 'got unexpected exception with message "no: way": f()',
      exception: true,
    });
    expect(
      minimalFailure("t.cpp:3: failed: didn't get exception of type std::bad_alloc: c: g()"),
    ).toMatchObject({
      test: "c",
      exception: false,
    });
    expect(minimalFailure("Build failed: ld returned 1")).toBeNull();
  });
});

describe("cargo test naming the target that failed (bluss/scopeguard, a new tests/guards.rs)", () => {
  const got = failures("scopeguard-cargo-should-panic");

  it("reruns each test in the target cargo says (`to rerun pass `--test guards``), not in every target", () => {
    expect(got.map((f) => [f.test, f.reproduce])).toEqual([
      ["dismissed_guard_does_not_run", "cargo test --test guards dismissed_guard_does_not_run -- --exact"],
      [
        "guards_run_in_declaration_order",
        "cargo test --test guards guards_run_in_declaration_order -- --exact",
      ],
    ]);
  });

  it("takes only a target of cargo's shape into the command", () => {
    const base = { tool: "cargo", test: "t", file: null };
    expect(reproduce({ ...base, suite: "-p core --lib" })).toBe("cargo test -p core --lib t -- --exact");
    expect(reproduce({ ...base, suite: "--test a; rm -rf /" })).toBe("cargo test t -- --exact");
    expect(reproduce({ ...base, test: "src/lib.rs - split (line 5)", suite: null })).toBe(
      "cargo test --doc 'src/lib.rs - split (line 5)' -- --exact",
    );
  });
});
