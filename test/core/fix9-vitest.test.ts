// Coverage thresholds checked per file, eslint's warnings when --max-warnings fails the run, and where vitest's
// transform errors point, on recorded logs.
import { join } from "node:path";
import { extractFrom, recordedFailures } from "../support/recorded.js";
import { describe, expect, it } from "vitest";
import { coverage } from "../../src/core/extract/coverage.js";
import { eslint } from "../../src/core/extract/eslint.js";
import { vitest } from "../../src/core/extract/vitest.js";
import type { Candidate } from "../../src/core/extract/types.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures");
const at = (c: Candidate) => [c.tool, c.where?.path ?? null, c.where?.line ?? null];

describe("coverage thresholds", () => {
  it("vitest's perFile thresholds: one failure per file that missed, at that file, with no line", () => {
    // `ERROR: Coverage for branches (75%) does not meet global threshold (90%) for src/operations/find-all.ts`
    const got = extractFrom(coverage, join(FIXTURES, "real/radix3-vitest2-coverage-perfile/log.txt"));
    expect(got.map((c) => [...at(c), c.start])).toEqual([
      ["coverage", "src/operations/find-all.ts", null, 62],
      ["coverage", "src/operations/find.ts", null, 63],
    ]);
    const failures = recordedFailures(join(FIXTURES, "real/radix3-vitest2-coverage-perfile"));
    expect(failures.map((f) => [f.category, f.test, f.location?.file, f.location?.line])).toEqual([
      ["assertion", null, "src/operations/find-all.ts", null],
      ["assertion", null, "src/operations/find.ts", null],
    ]);
  });

  it("a global threshold's lines, one per metric, stay one failure with no file", () => {
    const got = extractFrom(coverage, join(FIXTURES, "real/ccount-node-test/log.txt"));
    expect(got.map((c) => [...at(c), c.start, c.end])).toEqual([["coverage", null, null, 44, 46]]);
  });
});

describe("eslint --max-warnings", () => {
  it("`ESLint found too many warnings`: the warnings above it are the failures, at their file and line", () => {
    const got = extractFrom(eslint, join(FIXTURES, "real/remeda-eslint-vitest-skip-max-warnings/log.txt"));
    expect(got.map((c) => [...at(c), c.code])).toEqual([
      [
        "eslint",
        "/home/runner/work/remeda/remeda/packages/remeda/src/funnel.test.ts",
        32,
        "vitest/no-disabled-tests",
      ],
    ]);
    // The npm lines under it (`npm error Lifecycle script `lint` failed`) are no failures of their own.
    const failures = recordedFailures(join(FIXTURES, "real/remeda-eslint-vitest-skip-max-warnings"));
    expect(failures.map((f) => [f.category, f.tool, f.location?.file, f.location?.line])).toEqual([
      ["compilation", "eslint", "packages/remeda/src/funnel.test.ts", 32],
    ]);
  });

  it("warnings without that line fail nothing (errors beside them are the failures)", () => {
    const got = extractFrom(eslint, join(FIXTURES, "real/qs-eslint/log.txt"));
    expect(got.length).toBeGreaterThan(0);
    expect(got.every((c) => !c.excerpt.some((l) => / warning {2}/.test(l)))).toBe(true);
  });
});

describe("vitest's transform errors", () => {
  it("esbuild's column counts from 0 (`mod.ts:5:0: ERROR:` under a caret at the first character): the report's from 1", () => {
    const got = extractFrom(vitest, join(FIXTURES, "real/tinyspy-vitest3-transform-error/log.txt"));
    expect(got.map((c) => [c.where?.path, c.where?.line, c.where?.column])).toEqual([
      ["/home/runner/work/tinyspy/tinyspy/test/mod/mod.ts", 5, 1],
    ]);
  });
});
