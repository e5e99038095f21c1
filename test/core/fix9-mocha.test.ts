// Gaps the held-out QA pass found in mocha's output on real projects, on their recordings (test/fixtures/real:
// record-real.sh; test/fixtures/logs: record-js.sh).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { UNFINISHED_KIND, mocha } from "../../src/core/extract/mocha.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import { analyze } from "../../src/core/report/analyze.js";
import { extractFrom, recordedFailures } from "../support/recorded.js";
import { CORPUS } from "../corpus/evaluate.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");
const KILLED = join(REAL, "negotiator-mocha-nyc-killed-hang");

/** The killed run's analysis with another exit code (the same log, ended otherwise). */
const endedWith = (exitCode: number, signal: string | null = null) =>
  analyze({
    scan: scanLog(readFileSync(join(KILLED, "log.txt"), "utf8")),
    exitCode,
    signal,
    junit: [],
    workspace: { files: readFileSync(join(KILLED, "files.txt"), "utf8").split("\n").filter(Boolean) },
    command: "npm run test-ci",
    version: "test",
  }).buckets.flatMap((b) => b.failures);

describe("mocha killed mid-test (its log ends inside a suite)", () => {
  it("names the suite the unfinished test was in, a timeout, instead of the bare SIGKILL", () => {
    // The spec reporter printed `when Accept-Charset: *, UTF-8` when the suite started and nothing after it: the
    // test under it spun until the job was killed (exit 137). Its title is printed only when it ends: the suite it
    // was in is what the log names.
    for (const log of ["log.txt", "log.github.txt"]) {
      const f = recordedFailures(KILLED, log);
      expect(f.map((x) => [x.tool, x.category, x.test, x.suite, x.location, x.reproduce])).toEqual([
        [
          "mocha",
          "timeout",
          null,
          "negotiator.charset() when Accept-Charset: *, UTF-8",
          null,
          "npx mocha --grep '^negotiator\\.charset\\(\\) when Accept-Charset: \\*, UTF-8 '",
        ],
      ]);
      expect(f[0]?.message).toContain("killed by SIGKILL");
    }
  });

  it("is no failure by itself: a log that stops there without a kill (cut short, a test calling exit) names nothing", () => {
    expect(endedWith(0)).toEqual([]);
    expect(endedWith(1).map((f) => [f.tool, f.test, f.suite])).toEqual([["runner", null, null]]);
    // A crash of its own (SIGSEGV) is the crash, not a time limit.
    expect(endedWith(139).map((f) => [f.tool, f.category])).toEqual([["runner", "runtime"]]);
    // GNU timeout's own exit code.
    expect(endedWith(124).map((f) => [f.tool, f.category])).toEqual([["mocha", "timeout"]]);
  });

  it("reads the end of a run only: a run that printed its epilogue, or another runner's summary, left nothing unfinished", () => {
    const unfinished = (dir: string) =>
      extractFrom(mocha, join(dir, "log.txt")).filter((c) => c.kind === UNFINISHED_KIND);
    expect(unfinished(KILLED).map((c) => c.suite)).toEqual([
      "negotiator.charset() when Accept-Charset: *, UTF-8",
    ]);
    // `  2 passing (81ms)` after the last `✔`; jest's `Tests:` summary at column 0 after its `✓` lines.
    expect(unfinished(join(CORPUS, "js-mocha-printed-all-pass"))).toEqual([]);
    expect(unfinished(join(CORPUS, "js-chain-jest-flaky"))).toEqual([]);
    expect(unfinished(join(CORPUS, "js-jest-snapshot-obsolete"))).toEqual([]);
  });
});
