// ctest's verbose mode numbers each line of a test's output (`2: [  FAILED  ] Suite.name`): the scanner cuts the
// number between a verbose run's first `N: Test command:` line and its summary, and nowhere else (rollup's code
// frames and V8's native stacks print `3: ` first too), with the prefilter or without it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EXTRACTORS } from "../../src/core/extract/index.js";
import { scanLog } from "../../src/core/ingest/scan.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");
const log = (id: string) => readFileSync(join(REAL, id, "log.txt"), "utf8");

const tests = (text: string, prefilter: boolean) =>
  scanLog(text, EXTRACTORS, { prefilter })
    .candidates.filter((c) => c.weight > 0)
    .map((c) => `${c.tool} ${c.test}`);

describe("ctest -VV's numbered output", () => {
  it("is read through the number inside the run: googletest's failures, not ctest's wrappers", () => {
    for (const prefilter of [true, false]) {
      expect(tests(log("utfcpp-ctest-vv-bom"), prefilter)).toEqual([
        "googletest CPP11APITests.test_starts_with_bom",
        "googletest CPP17APITests.test_starts_with_bom",
        "googletest CPP20APITests.test_starts_with_bom",
        "googletest CheckedAPITests.test_starts_with_bom",
      ]);
      // The test that was running when the binary aborted (its output above ctest's status line).
      expect(tests(log("utfcpp-ctest-vv-uncaught-exception"), prefilter)).toEqual([
        "googletest CheckedAPITests.test_distance",
      ]);
    }
  });

  it("is left alone outside a verbose run", () => {
    // The same output without ctest's `Test command:` lines: no run starts, `2: [  FAILED  ] …` is no report.
    const bare = log("utfcpp-ctest-vv-bom")
      .split("\n")
      .filter((l) => !l.includes(": Test command: "))
      .join("\n");
    expect(tests(bare, true).filter((t) => t.startsWith("googletest"))).toEqual([]);
    // After the run's summary: rollup's code frame keeps its line numbers.
    const after = scanLog(
      `${log("utfcpp-ctest-vv-bom")}\n${log("vitesse-lite-vite-missing-export")}`,
      EXTRACTORS,
    );
    const rollup = after.candidates.find((c) => c.tool === "rollup");
    expect(rollup?.excerpt.join("\n")).toContain("5: import { preferDark } from './composables/dark'");
  });
});
