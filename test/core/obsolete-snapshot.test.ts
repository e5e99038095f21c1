// An obsolete snapshot fails jest's `--ci` run though no test failed: on a recorded run (jest-extended, tests deleted),
// it neither hides the coverage threshold the deleted tests missed nor comes before it.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { recordedFailures } from "../support/recorded.js";

const CASE = join(import.meta.dirname, "..", "fixtures", "real", "jest-extended-coverage-deleted-tests");

describe("an obsolete snapshot beside a coverage threshold", () => {
  it("reports the threshold first and the obsolete snapshot after it", () => {
    const failures = recordedFailures(CASE);
    expect(failures.map((f) => [f.category, f.tool])).toEqual([
      ["assertion", "coverage"],
      ["snapshot", "jest"],
    ]);
  });
});
