// Two type checkers the held-out QA pass found unread on real projects (issue 24), on their recordings
// (test/fixtures/real: record-real.sh): check-dts's type tests under pnpm's parallel scripts.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkDts } from "../../src/core/extract/check-dts.js";
import { classify } from "../../src/core/classify/index.js";
import type { Candidate } from "../../src/core/extract/types.js";
import { extractFrom, recordedFailures, triage } from "../support/recorded.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");

const read = (c: Candidate) => [c.tool, c.where?.path, c.where?.line, c.where?.column, c.code, c.message];

describe("check-dts", () => {
  const dir = join(REAL, "nanoevents-check-dts-type");

  it("reads a type error's head (`✖ file:line:col: Type error TS…`) and its message on the indented line below", () => {
    // Every line prefixed `. test:types: ` by pnpm (`pnpm run /^test:/`), the spinner's `✖ Check types` above.
    const got = extractFrom(checkDts, join(dir, "log.txt"));
    expect(got.map(read)).toEqual([
      [
        "check-dts",
        "test/types.ts",
        43,
        18,
        "TS2344",
        "Type 'Events' does not satisfy the constraint 'DefaultEvents'.",
      ],
    ]);
    expect(classify(got[0] as Candidate).category).toBe("types");
  });

  it("makes it the run's one failure, a type error at the line, rerun by check-dts (not the exit code's guess)", () => {
    expect(recordedFailures(dir).map(triage)).toEqual([
      ["types", null, "test/types.ts", 43, "npx check-dts"],
    ]);
  });
});
