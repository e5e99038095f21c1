// ava's errors that belong to no test and its hung tests, on real runs (test/fixtures/real, record-real.sh):
// sindresorhus/p-map under ava 5 (a rejection nobody handled beside the test that awaited it; tests whose promise
// never settled), sindresorhus/p-limit under ava 6 (an exception while importing the code under test, printed with
// the raw V8 stack; an import that names no export, printed as its SyntaxError's summary) and sindresorhus/is under ava 6 with tsimp (a loader's compile failure as an uncaught exception).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extractFrom, recordedFailures, triage } from "../support/recorded.js";
import { ava } from "../../src/core/extract/ava.js";
import type { Failure } from "../../src/core/schema.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");
const inLogOrder = (fs: Failure[]) => [...fs].sort((a, b) => (a.logLine ?? 0) - (b.logLine ?? 0));

describe("ava: `Unhandled rejection in test.js` (p-map: an iterator that throws on its first next())", () => {
  const got = inLogOrder(recordedFailures(join(REAL, "p-map-ava-unhandled-rejection")));

  it("is a runtime failure of no test, at its innermost frame, rerun by its test file; the hung test follows it", () => {
    expect(got.map(triage)).toEqual([
      ["runtime", null, "test.js", 89, "npx ava test.js"],
      [
        "timeout",
        "test › catches exception from source iterator - 1st item",
        undefined,
        undefined,
        "npx ava --match 'test › catches exception from source iterator - 1st item'",
      ],
    ]);
    expect(got[0]?.message).toBe("Error: throwing on index 0");
    expect(got[0]?.patterns).toContain("runtime.ava-uncaught");
  });

  it("reads the `› fn (file://path:line:col)` stack, innermost first", () => {
    const [rejection] = extractFrom(ava, join(REAL, "p-map-ava-unhandled-rejection", "log.txt")).filter(
      (c) => c.test === null,
    );
    expect(rejection?.frames.map((f) => `${f.function ?? ""} ${f.path}:${f.line}`)).toEqual([
      "ThrowingIterator.<anonymous> test.js:89",
      "next index.js:67",
      " index.js:163",
      " index.js:169",
      "pMap index.js:10",
      " test.js:366",
    ]);
    expect(rejection?.where).toMatchObject({ path: "test.js", line: 89 });
  });

  it("puts the hung test after the rejection (its detail block), not at its `✘` line printed before it", () => {
    const [hung] = extractFrom(ava, join(REAL, "p-map-ava-unhandled-rejection", "log.txt")).filter(
      (c) => c.test !== null,
    );
    const rejection = got[0]?.logLine ?? 0;
    expect(hung?.start).toBeGreaterThan(rejection);
  });
});

describe("ava 6: `Uncaught exception in test.js` thrown while importing index.js (p-limit: a NaN concurrency)", () => {
  it("reads the raw `at` stack ava 6 prints when no frame is in the test file: runtime at the throw", () => {
    const got = recordedFailures(join(REAL, "p-limit-ava6-uncaught"));
    expect(got.map(triage)).toEqual([["runtime", null, "index.js", 126, "npx ava test.js"]]);
    const [c] = extractFrom(ava, join(REAL, "p-limit-ava6-uncaught", "log.txt"));
    expect(c?.frames.slice(0, 3).map((f) => `${f.path}:${f.line}`)).toEqual([
      "/home/runner/work/p-limit/p-limit/index.js:126",
      "/home/runner/work/p-limit/p-limit/index.js:11",
      "/home/runner/work/p-limit/p-limit/index.js:131",
    ]);
    // `TypeError: Expected … to be a number`: the validation's wording is no failed expectation.
    expect(got[0]?.patterns).toContain("runtime.ava-error-type");
    expect(got[0]?.patterns).not.toContain("assertion.js-expect");
  });
});

describe("ava 6: `Uncaught exception in test.js` for an import that names no export (p-limit: an export renamed)", () => {
  it("reads the SyntaxError's summary, `file:///…/test.js:8` above the caret: compilation at the import", () => {
    const got = recordedFailures(join(REAL, "p-limit-ava6-missing-export"));
    expect(got.map(triage)).toEqual([["compilation", null, "test.js", 8, "npx ava test.js"]]);
    expect(got[0]?.message).toBe(
      "SyntaxError: The requested module './index.js' does not provide an export named 'limitFunction'",
    );
  });
});

describe("ava: tests whose promise never resolved (p-map: pMap over an empty iterable never settles)", () => {
  it("are timeouts, each at its own `✘` line when no uncaught error is printed", () => {
    const got = inLogOrder(recordedFailures(join(REAL, "p-map-ava-empty-hang")));
    expect(got.map((f) => [f.category, f.test, f.logLine])).toEqual([
      ["timeout", "test › handles empty iterable", 53],
      ["timeout", "test › enforce number in options.concurrency", 54],
      ["timeout", "test › asyncIterator - handles empty iterable", 55],
      ["timeout", "test › asyncIterator - enforce number in options.concurrency", 56],
    ]);
    expect(got.every((f) => f.patterns.includes("timeout.ava"))).toBe(true);
  });
});

describe("ava: `Uncaught exception in test/test.ts` for a loader's compile failure (is: tsimp with TSIMP_DIAG=error)", () => {
  it("is read (the object's name and message) but weighs as a generic line: tsimp's diagnostic above is the failure", () => {
    const got = extractFrom(ava, join(REAL, "is-ava-tsimp-type-error", "log.txt"));
    expect(got.map((c) => [c.weight, c.message, c.suite, c.kind])).toEqual([
      [1, "Error: compile failure", "test/test.ts", "ava uncaught exception"],
    ]);
    const failures = recordedFailures(join(REAL, "is-ava-tsimp-type-error"));
    expect(failures.map((f) => triage(f).slice(0, 4))).toEqual([["types", null, "test/test.ts", 1259]]);
  });
});
