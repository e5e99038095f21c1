// ava 2 (scurker/currency.js, record-real.sh): each detail block quotes the file the error was thrown in, as an
// absolute path (`/home/runner/work/…/dist/currency.js:196`, the rollup bundle the tests import, built by CI and no
// repository file), then the error, then the cleaned stack indented by two spaces, with neither `at` nor ava 3's `›`:
// `currency.neg [as distribute] (dist/currency.js:196:32)`, the test's own frame `test/test.js:141:20`, and Node's
// `processTicksAndRejections (node:internal/process/task_queues:95:5)`. Those frames are how the locator gets past the
// bundle to the test's line.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extractFrom, recordedFailures, triage } from "../support/recorded.js";
import { ava } from "../../src/core/extract/ava.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");

describe("ava 2: the stack printed without `at` or `›`", () => {
  it("reads a thrown error's frames, the bundle's first and the test's next", () => {
    const got = extractFrom(ava, join(REAL, "currency-ava-distribute-typo", "log.txt"));
    expect(got.map((c) => [c.test, c.where?.path, c.where?.line])).toEqual([
      ["should parse negative values", "/home/runner/work/currency.js/currency.js/dist/currency.js", 196],
      [
        "should create non-equal distribution with a negative penny",
        "/home/runner/work/currency.js/currency.js/dist/currency.js",
        196,
      ],
    ]);
    expect(got.map((c) => c.frames.map((f) => [f.function, f.path, f.line, f.column]))).toEqual([
      [
        ["currency.neg [as distribute]", "dist/currency.js", 196, 32],
        [null, "test/test.js", 141, 20],
        ["processTicksAndRejections", "node:internal/process/task_queues", 95, 5],
      ],
      [
        ["currency.distribute", "dist/currency.js", 196, 32],
        [null, "test/test.js", 181, 16],
        ["processTicksAndRejections", "node:internal/process/task_queues", 95, 5],
      ],
    ]);
  });

  it("locates a throw in the bundle at the test's own frame: the bundle's path found only by name is not the line", () => {
    // `dist/currency.js` is built by CI (no repository file); its name finds `src/currency.js`, at the bundle's line.
    const failures = recordedFailures(join(REAL, "currency-ava-distribute-typo"));
    expect(failures.map((f) => [f.location?.file, f.location?.line])).toEqual([
      ["test/test.js", 141],
      ["test/test.js", 181],
    ]);
  });

  it("reads a failed assertion's frames and keeps its quoted test line as the location", () => {
    const dir = join(REAL, "currency-ava-distribute-pennies");
    const got = extractFrom(ava, join(dir, "log.txt"));
    expect(got.map((c) => c.frames.find((f) => f.path === "test/test.js")?.line)).toEqual([
      151, 169, 183, 225,
    ]);
    // No code excerpt, message or difference line is read as a frame.
    expect(new Set(got.flatMap((c) => c.frames.map((f) => f.path)))).toEqual(
      new Set(["test/test.js", "node:internal/process/task_queues"]),
    );
    expect(recordedFailures(dir).map((f) => triage(f).slice(0, 4))).toEqual([
      ["assertion", "should parse negative values", "test/test.js", 151],
      ["assertion", "should create non-equal distribution with pennies", "test/test.js", 169],
      ["assertion", "should create non-equal distribution with a negative penny", "test/test.js", 183],
      ["assertion", "should support different precision values", "test/test.js", 225],
    ]);
  });
});
