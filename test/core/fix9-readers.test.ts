// Two type checkers the held-out QA pass found unread on real projects (issue 24), on their recordings
// (test/fixtures/real: record-real.sh): check-dts's type tests under pnpm's parallel scripts, and flow's error blocks.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkDts } from "../../src/core/extract/check-dts.js";
import { flow } from "../../src/core/extract/flow.js";
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

describe("flow", () => {
  const dir = join(REAL, "dataloader-flow-key-type");

  it("reads an error block at its head's location, its message the first paragraph, its references no failures", () => {
    const got = extractFrom(flow, join(dir, "log.txt"));
    expect(got.map(read)).toEqual([
      [
        "flow",
        "src/__tests__/dataloader.test.js",
        128,
        45,
        undefined,
        "Cannot call `identityLoader.load` with `'1'` bound to `key` because string [1] is incompatible with number [2].",
      ],
    ]);
    // The block runs from its head over the code frame and the References section (line 126's frame) to the count.
    const block = got[0] as Candidate;
    expect(block.excerpt.at(-1)?.trim()).toBe("^^^^^^ [2]");
    expect(classify(block).category).toBe("types");
  });

  it("makes it the run's one failure, a type error at the call's line (not the exit code, not the reference)", () => {
    expect(recordedFailures(dir).map(triage)).toEqual([
      ["types", null, "src/__tests__/dataloader.test.js", 128, "npx flow check"],
    ]);
  });
});
