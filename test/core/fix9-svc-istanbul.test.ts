// istanbul 0.4's `cover` (its require hook) when esprima cannot parse a file of the project: `Failed to parse file:`,
// `Transformation error; return original code`, then esprima's error (`Error: Line 64: Unexpected token ...`) with its
// stack. The file runs uninstrumented; the tests' own failures are the run's. Real runs (record-real.sh): vitaly-t/
// pg-promise under jasmine-node and koajs/cors under mocha 3.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extractFrom, recordedFailures } from "../support/recorded.js";
import { crash } from "../../src/core/extract/crash.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");

describe("istanbul's `Transformation error; return original code`", () => {
  it("is no crash of node's: the parser's errors under it are not read as failures", () => {
    for (const id of ["pg-promise-jasmine-istanbul-camelize", "koa-cors-mocha-load-typeerror"]) {
      const got = extractFrom(crash, join(REAL, id, "log.txt"));
      expect(got.filter((c) => /Unexpected token/.test(c.message))).toEqual([]);
    }
  });

  it("leaves the tests' failures to decide the run (pg-promise: jasmine's expectations, not a runtime error)", () => {
    const failures = recordedFailures(join(REAL, "pg-promise-jasmine-istanbul-camelize"));
    expect(failures.some((f) => /Unexpected token/.test(f.message))).toBe(false);
    expect(failures.map((f) => f.test)).toContain("camelize must replace all gaps correctly");
  });

  it("keeps the error the test file's load threw after the warning (koa cors: a TypeError at index.js:33)", () => {
    const failures = recordedFailures(join(REAL, "koa-cors-mocha-load-typeerror"));
    expect(failures.map((f) => [f.category, f.location?.file, f.location?.line])).toEqual([
      ["runtime", "index.js", 33],
    ]);
  });
});
