// Gaps the held-out QA pass found in jest's output on real projects, on their recordings (test/fixtures/real:
// record-real.sh).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jest } from "../../src/core/extract/jest.js";
import { extractFrom, recordedFailures } from "../support/recorded.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");

describe("jest-jasmine2's timeout", () => {
  it("reads `: Timeout - Async callback was not invoked` as a timeout whose stack is the test's declaration", () => {
    // jest 24's jasmine2: `at Suite.<anonymous> (test:125:3)` is the `it(`, `at Object.<anonymous> (test:24:1)` the
    // top `describe(`, which jasmine2 does not name: the failure is the `it(`'s line, not the describe's.
    const got = extractFrom(jest, join(REAL, "dataloader-jest-scheduler-timeout", "log.txt"));
    expect(got.map((c) => [c.test, c.where?.path, c.where?.line, c.limitMs])).toEqual([
      [
        "Primary API › dispatches when a custom scheduler is flushed",
        "src/__tests__/dataloader.test.js",
        125,
        5000,
      ],
    ]);
    const failures = recordedFailures(join(REAL, "dataloader-jest-scheduler-timeout"));
    expect(failures.map((f) => [f.category, f.test, f.location?.file, f.location?.line])).toEqual([
      [
        "timeout",
        "Primary API › dispatches when a custom scheduler is flushed",
        "src/__tests__/dataloader.test.js",
        125,
      ],
    ]);
  });

  it("reads jest 26's wording (`5000 ms`, a space) the same way", () => {
    const got = extractFrom(jest, join(REAL, "class-transformer-jest26-timeout", "log.txt"));
    expect(got.map((c) => [c.where?.line, c.limitMs])).toEqual([
      [6, 5000],
      [23, 5000],
      [39, 5000],
      [60, 5000],
    ]);
  });
});

describe("jest-resolve's `Cannot find module 'x' from 'y'`", () => {
  it("is one failure at the require line of the repository's module that asked, whichever suite or test loaded it", () => {
    // Five suites print the same error (four `● Test suite failed to run`, one inside the test `● public api`), each
    // with its own require of src/index.js at the bottom of the stack and `at Object.require (src/react-serializer.js:8:34)`.
    const got = extractFrom(jest, join(REAL, "snapshot-diff-jest-deep-import", "log.txt"));
    expect(got.map((c) => [c.test, c.where?.path, c.where?.line, c.module])).toEqual(
      Array.from({ length: 5 }, () => [
        null,
        "src/react-serializer.js",
        8,
        "pretty-format/build/plugins/ReactElement",
      ]),
    );
    const failures = recordedFailures(join(REAL, "snapshot-diff-jest-deep-import"));
    expect(failures.map((f) => [f.category, f.test, f.location?.file, f.location?.line])).toEqual([
      ["compilation", null, "src/react-serializer.js", 8],
    ]);
  });

  it("stays at each suite's own line when a package asked (the install's fault, not a module of the repository)", () => {
    // `Cannot find module './supplemental/likelySubtags.json' from 'node_modules/cldr-data/index.js'`
    const failures = recordedFailures(join(REAL, "date-io-jest-luxon-adddays"));
    expect(
      failures.filter((f) => f.test === null).map((f) => [f.category, f.location?.file, f.location?.line]),
    ).toEqual([
      ["infrastructure", "__tests__/localization.test.ts", 14],
      ["infrastructure", "__tests__/formats.test.ts", 10],
    ]);
  });
});
