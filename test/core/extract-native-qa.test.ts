// Shapes the held-out QA pass of issue 24 found unread on real projects (test/fixtures/real, recorded by
// scripts/fixtures/record-real.sh): glibc's assert() outside CTest, lest's `path:line: failed: case: expr` inside
// CTest's output, and cargo's `to rerun pass `--test guards``.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REAL_CORPUS } from "../corpus/evaluate.js";
import { cc } from "../../src/core/extract/cc.js";
import { shell } from "../../src/core/extract/shell.js";
import { extractFrom, recordedFailures } from "../support/recorded.js";

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
    expect(
      failures("buffer-make-assert").map((f) => [
        f.category,
        f.test,
        f.location?.file,
        f.location?.line,
        f.reproduce,
      ]),
    ).toEqual([["assertion", "test_buffer_indexof", "test.c", 167, "make test"]]);
  });

  it("leaves an assert under CTest to the CTest test that printed it (one failure, CTest's name)", () => {
    expect(failures("dirent-ctest-assert").map((f) => [f.tool, f.test])).toEqual([["ctest", "t-scandir"]]);
  });
});
