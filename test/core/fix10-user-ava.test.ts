// ava 6 on a shared test macro (sindresorhus/meow, record-real.sh): when the failing assertion's stack does not pass
// through the test file, ava prints no `file:line` and no `›` frames in the detail block, only the error's raw stack,
// `at ExecutionContext.is (file:///…/node_modules/ava/lib/assert.js:309:16)` then the macro's own frame,
// `at Object.message (file:///…/test/flags/_utils.js:22:16)`. That frame is where the failing comparison is.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extractFrom, recordedFailures, triage } from "../support/recorded.js";
import { ava } from "../../src/core/extract/ava.js";

const CASE = join(import.meta.dirname, "..", "fixtures", "real", "meow-ava-choices-message");

describe("ava: a detail block with the raw `at` stack only", () => {
  it("reads the raw frames as paths and takes the first of the project's as the location", () => {
    const got = extractFrom(ava, join(CASE, "log.txt"));
    expect(got).toHaveLength(5);
    for (const c of got) {
      expect(c.where).toMatchObject({ path: "/home/runner/work/meow/meow/test/flags/_utils.js", line: 22 });
      expect(c.frames[0]?.path).toBe("/home/runner/work/meow/meow/node_modules/ava/lib/assert.js");
    }
  });

  it("locates each failed macro call in the repository, at the macro's comparison", () => {
    const failures = recordedFailures(CASE);
    expect(failures.map((f) => triage(f).slice(0, 4))).toEqual(
      [
        "throws if input does not match choices",
        "throw error when isRequired is true",
        "throws with isMultiple, one unknown value",
        "throws with isMultiple, multiple unknown value",
        "throws with multiple flags",
      ].map((t) => ["assertion", `flags › choices › ${t}`, "test/flags/_utils.js", 22]),
    );
  });
});
