// Gaps the held-out QA pass found on real JavaScript projects (issue 24), on their recordings (test/fixtures/real:
// record-real.sh): eslint's compact format as xo prints it on GitHub Actions, and errors a vitest test printed to its
// console read as crashes.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { eslint } from "../../src/core/extract/eslint.js";
import { crash } from "../../src/core/extract/crash.js";
import { normalizeLine } from "../../src/core/ingest/normalize.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import { analyze } from "../../src/core/report/analyze.js";
import { extractFrom, recordedFailures, triage } from "../support/recorded.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");

describe("eslint's compact format (xo on GitHub Actions)", () => {
  const log = join(REAL, "remark-xo-unused-var", "log.txt");

  it("reads each Error line as a lint failure at its file:line, xo's when the echoed command ran xo", () => {
    const got = extractFrom(eslint, log);
    expect(got.map((c) => [c.tool, c.where?.path, c.where?.line, c.where?.column, c.code])).toEqual([
      [
        "xo",
        "/home/runner/work/remark/remark/packages/remark-stringify/lib/index.js",
        31,
        11,
        "no-unused-vars",
      ],
    ]);
    expect(recordedFailures(join(REAL, "remark-xo-unused-var")).map(triage)).toEqual([
      [
        "compilation",
        null,
        "packages/remark-stringify/lib/index.js",
        31,
        "npx xo packages/remark-stringify/lib/index.js",
      ],
    ]);
  });

  it("names eslint when no echoed command above ran xo", () => {
    // The same recording without npm's echo of the format script.
    const lines = readFileSync(log, "utf8")
      .replace(/\n$/, "")
      .split("\n")
      .map(normalizeLine)
      .filter((l) => !l.startsWith("> ./packages/remark-cli/cli.js"));
    const anchors = lines.flatMap((l, i) => (eslint.trigger.test(l) ? [i] : []));
    const got = eslint.extract({ lines, offset: 0, from: 0, to: lines.length }, anchors);
    expect(got.map((c) => [c.tool, c.where?.line])).toEqual([["eslint", 31]]);
  });
});

describe("a vitest test's console output", () => {
  it("is no crash: the errors a passing test printed under `stderr | file > test` are not read", () => {
    expect(extractFrom(crash, join(REAL, "solid-turbo-tsc-type-tests", "log.txt"))).toEqual([]);
  });

  it("an error outside any console block is still read (node's AssertionError of a bare script)", () => {
    const got = extractFrom(crash, join(REAL, "solid-turbo-babel-preset-module", "log.txt"));
    expect(got.map((c) => [c.tool, c.kind, c.where?.line])).toEqual([["node", "AssertionError", 11]]);
  });
});

describe("an AssertionError no runner caught", () => {
  const dir = join(REAL, "solid-turbo-babel-preset-module");
  const run = (exitCode: number) =>
    analyze({
      scan: scanLog(readFileSync(join(dir, "log.txt"), "utf8")),
      exitCode,
      junit: [],
      workspace: {
        files: readFileSync(join(dir, "files.txt"), "utf8").split("\n").filter(Boolean),
        root: "",
      },
      command: "npx -y pnpm@9.15.0 run test",
      version: "test",
    });

  it("is a failed check where it ended the run (a bare `node test.js`)", () => {
    const failures = run(1).buckets.flatMap((b) => b.failures);
    expect(failures.map((f) => [f.category, f.location?.file, f.location?.line])).toEqual([
      ["assertion", "packages/babel-preset-solid/test.js", 11],
    ]);
  });

  it("is printed output, as any other error, in a run that passed", () => {
    const report = run(0);
    expect(report.buckets.flatMap((b) => b.failures)).toEqual([]);
    expect(report.warnings.some((w) => w.includes("AssertionError [ERR_ASSERTION]"))).toBe(true);
  });
});
