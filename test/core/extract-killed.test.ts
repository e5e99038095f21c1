// A runner killed mid-run (issue 24, point 2): the failures it printed before it died still yield failures with
// names, and the error that killed it still counts. Recorded by scripts/fixtures/record-locate.sh.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { recordedFailures } from "../support/recorded.js";
import { describe, expect, it } from "vitest";
import { scanLog } from "../../src/core/ingest/scan.js";
import { CORPUS } from "../corpus/evaluate.js";

const LOCATE = join(import.meta.dirname, "..", "fixtures", "locate");

const failures = recordedFailures;

describe("mocha killed by an unhandled rejection before its `N failing` epilogue", () => {
  it.each(["loc-mocha-killed-rejection", "loc-mocha-killed-rejection-color"])(
    "%s: the failed test's progress line names it (with its suites); the rejection stays the run's error",
    (id) => {
      for (const log of ["log.txt", "log.2.txt"]) {
        const f = failures(join(LOCATE, id), log);
        expect(f.map((x) => [x.tool, x.category, x.test, x.location?.file, x.location?.line])).toEqual([
          ["mocha", "assertion", "cart adding adds an item", undefined, undefined],
          ["node", "runtime", null, "src/cart.js", 18],
        ]);
        expect(f[0]?.reproduce).toBe("npx mocha --grep '^(?:cart adding adds an item)$'");
      }
    },
  );

  it("a run that reached its epilogue keeps one failure per test, from the details (progress lines only preview)", () => {
    const scan = scanLog(readFileSync(join(CORPUS, "js-mocha-assert", "log.txt"), "utf8"));
    const preview = scan.candidates.filter(
      (c) => c.tool === "mocha" && c.frames.length === 0 && c.start === c.end,
    );
    expect(preview.length).toBeGreaterThan(0);
    expect(preview.every((c) => c.weight === 0)).toBe(true);
  });

  it("a numbered list that is no spec reporter output (jasmine's, JUnit 4's) is not read as mocha's", () => {
    for (const id of ["js-jasmine-fail", "java-junit4-core"]) {
      const scan = scanLog(readFileSync(join(CORPUS, id, "log.txt"), "utf8"));
      expect(scan.candidates.filter((c) => c.tool === "mocha")).toEqual([]);
    }
  });
});
