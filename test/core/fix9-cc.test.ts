// C shapes a held-out pass of issue 24 found misread on a real project (antirez/rax: make, then its own test driver
// `./rax-test --units --regression`; test/fixtures/real, recorded by scripts/fixtures/record-real.sh and labelled
// before the engine saw them): glibc's assert() message behind the driver's unflushed stdout on one line, GNU ld's
// `more undefined references` line that names the object before the source, and the driver's own word that a
// check failed with what it expected and what it got.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REAL_CORPUS } from "../corpus/evaluate.js";
import { cc } from "../../src/core/extract/cc.js";
import { extractFrom, recordedFailures, triage } from "../support/recorded.js";

const failures = (id: string) => recordedFailures(join(REAL_CORPUS, id));
const log = (id: string) => join(REAL_CORPUS, id, "log.txt");

describe("glibc's assert() after stdout's unflushed text (`Unit tests: rax-test: rax.c:1245: fn: Assertion …`)", () => {
  it("reads the program, the place and the function behind the driver's phase", () => {
    const got = extractFrom(cc, log("rax-make-test-abort-numnodes"));
    expect(got.map((c) => [c.tool, c.weight, c.where?.path, c.where?.line, c.kind])).toEqual([
      ["harness", 3, "rax.c", 1245, "assertion failed"],
    ]);
  });

  it("reports one assertion at rax.c:1245, not the abort's signal without a place", () => {
    expect(
      failures("rax-make-test-abort-numnodes").map((f) => [f.category, f.location?.file, f.location?.line]),
    ).toEqual([["assertion", "rax.c", 1245]]);
  });
});

describe("GNU ld's `obj.o:/abs/src.c:845: more undefined references to `f' follow`", () => {
  it("skips the object and locates the last reference in the source", () => {
    const got = extractFrom(cc, log("rax-make-test-ld-renamed-find")).filter(
      (c) => c.tool === "ld" && c.weight > 0,
    );
    expect(got.map((c) => [c.where?.path, c.where?.line, c.module])).toEqual([
      ["/home/runner/work/rax/rax/rax-test.c", 288, "raxFind"],
      ["/home/runner/work/rax/rax/rax-test.c", 312, "raxFind"],
      ["/home/runner/work/rax/rax/rax-test.c", 676, "raxFind"],
      ["/home/runner/work/rax/rax/rax-test.c", 683, "raxFind"],
      ["/home/runner/work/rax/rax/rax-test.c", 758, "raxFind"],
      ["/home/runner/work/rax/rax/rax-test.c", 845, "raxFind"],
    ]);
  });

  it("reports six link errors in the repository's test driver", () => {
    expect(failures("rax-make-test-ld-renamed-find").map(triage)).toEqual(
      [288, 312, 676, 683, 758, 845].map((line) => ["compilation", null, "rax-test.c", line, null]),
    );
  });
});

describe("a test driver's own `… test error: test 3, rubens expected, rub reported`", () => {
  it("reads it as a failed check at the generic layer's weight, with no test or place", () => {
    const got = extractFrom(cc, log("rax-make-test-seek-gt"));
    expect(got.map((c) => [c.tool, c.weight, c.test, c.where, c.kind, c.start])).toEqual([
      ["harness", 1, null, null, "harness check failed", 17],
    ]);
  });

  it("reports one assertion in place of the bare exit code; the `N errors found` count is not a second one", () => {
    expect(failures("rax-make-test-seek-gt").map(triage)).toEqual([
      ["assertion", null, undefined, undefined, "make && ./rax-test --units --regression"],
    ]);
  });
});
