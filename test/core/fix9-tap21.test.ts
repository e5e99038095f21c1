// tap 21's base reporter (isaacs/minipass, recorded by record-real.sh): its `✖` lines are flush left, the list's
// location on the line below a long name, and a failed assertion on a promise (`t.resolveMatch`) has no stack, so
// the summary's only location is the line its source excerpt marks.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nodeTap } from "../../src/core/extract/nodetap.js";
import { extractFrom, recordedFailures, triage } from "../support/recorded.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");

describe("tap 21's base reporter (minipass: concat() of three buffers keeps one)", () => {
  const got = extractFrom(nodeTap, join(REAL, "minipass-tap21-concat-length", "log.txt"));

  it("reads the list line (location below it) and the summary's block, both at the marked line", () => {
    expect(got.map((c) => [c.test, c.message, c.suite, c.where?.path, c.where?.line])).toEqual([
      [
        "concat buffers",
        "expected to resolve and match provided pattern",
        "test/collect.ts",
        "test/collect.ts",
        39,
      ],
      [
        "concat buffers",
        "expected to resolve and match provided pattern",
        "test/collect.ts",
        "test/collect.ts",
        39,
      ],
    ]);
    // The list form ends on its location line; the summary's block holds the excerpt and the diff.
    expect(got[0]?.end).toBe((got[0]?.start ?? 0) + 1);
    expect(got[1]?.excerpt.some((l) => l.includes("+Buffer <666f 6f  foo>"))).toBe(true);
  });

  it("reports one failed assertion, the subtest's, not the runner's exit code", () => {
    const failures = recordedFailures(join(REAL, "minipass-tap21-concat-length"));
    expect(failures.map((f) => triage(f).slice(0, 4))).toEqual([
      ["assertion", "concat buffers", "test/collect.ts", 39],
    ]);
  });
});
