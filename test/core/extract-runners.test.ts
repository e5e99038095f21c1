// Runner shapes QA met on real projects, on recordings of the samples that copy them (record-runners.sh):
// ts-jest failing suites on a TypeScript diagnostic in colour (jest-community/jest-extended), a mocha test whose
// outer describe is in another file (nodeca/js-yaml), fast-check's wrapped assertion, ava 3's `✖` lines
// (sindresorhus/escape-string-regexp).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY_ON } from "../../src/core/limits.js";
import { analyze } from "../../src/core/report/analyze.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import type { Failure } from "../../src/core/schema.js";
import { jest } from "../../src/core/extract/jest.js";
import { normalizeLine } from "../../src/core/ingest/normalize.js";

const LOGS = join(import.meta.dirname, "..", "fixtures", "logs");

/** The recorded case analysed as the CLI does in the sample's folder: its files, its command, its exit code. */
function failures(id: string): Failure[] {
  const dir = join(LOGS, id);
  const meta = JSON.parse(readFileSync(join(dir, "meta.json"), "utf8")) as {
    command: string;
    exitCode: number;
  };
  const files = readFileSync(join(dir, "files.txt"), "utf8").split("\n").filter(Boolean);
  const report = analyze({
    scan: scanLog(readFileSync(join(dir, "log.txt"), "utf8")),
    exitCode: meta.exitCode,
    junit: [],
    workspace: { files, root: "/repo" },
    command: meta.command,
    version: "test",
  });
  return report.buckets.flatMap((b) => b.failures).sort((a, b) => (a.logLine ?? 0) - (b.logLine ?? 0));
}

const retried = (f: Failure) => (DEFAULT_RETRY_ON as readonly string[]).includes(f.category);

describe("ts-jest: a suite that failed to run on a TypeScript diagnostic", () => {
  it.each(["ts-jest-unused-local-color", "ts-jest-unused-local"])(
    "%s: one failure, the diagnostic's, located and categorised as tsc does, not retried",
    (id) => {
      const got = failures(id);
      expect(got.map((f) => [f.tool, f.category, f.location?.file, f.location?.line, f.test])).toEqual([
        ["ts-jest", "compilation", "src/parity.ts", 3, null],
      ]);
      expect(got.some(retried)).toBe(false);
      // A source file is no test path: jest runs the tests that import it (`npx jest src/parity.ts` matches none).
      expect(got[0]?.reproduce).toBe("npx jest --findRelatedTests src/parity.ts");
    },
  );
});

describe("jest in colour", () => {
  it("reads the inverted ` FAIL ` header (one space left before it once the escapes are stripped) as the file", () => {
    const lines = readFileSync(join(LOGS, "js-jest-tobe", "log.txt"), "utf8")
      .split("\n")
      .map(normalizeLine);
    expect(lines[0]).toBe(" FAIL  test/slugify.test.js");
    const anchors = lines.flatMap((l, i) => (jest.trigger.test(l) ? [i] : []));
    const got = jest.extract({ lines, offset: 0, from: 0, to: lines.length }, anchors, {});
    expect(got.map((c) => [c.test, c.suite])).toEqual([
      ["slugify › joins every word with a dash", "test/slugify.test.js"],
    ]);
  });
});

describe("mocha", () => {
  it("reproduces a test whose root describe is in another file through the whole spec set, anchored", () => {
    const got = failures("js-mocha-nested-describe");
    expect(got.map((f) => [f.test, f.location?.file, f.location?.line, f.reproduce])).toEqual([
      [
        "Regressions Octal literals reads a 0o literal in base 8",
        "test/issues/0001.js",
        7,
        // `npx mocha test/issues/0001.js --grep …` runs 0 tests and exits 0: describe('Regressions') is in test/10-issues.js.
        "npx mocha --grep '^(?:Regressions Octal literals reads a 0o literal in base 8)$'",
      ],
      [
        "Properties parseOctal reads back what toString(8) printed",
        "test/20-properties.js",
        9,
        // A spec of its own (directly in test/): the file is enough.
        "npx mocha test/20-properties.js --grep '^(?:Properties parseOctal reads back what toString\\(8\\) printed)$'",
      ],
    ]);
  });

  it("files fast-check's `Property failed after N tests` around an AssertionError as an assertion", () => {
    const property = failures("js-mocha-nested-describe")[1] as Failure;
    expect(property.message).toMatch(/Property failed after 1 tests/);
    expect([property.category, property.patterns]).toEqual(["assertion", ["assertion.js-property"]]);
  });
});

describe("ava 3", () => {
  const row = (f: Failure) => [f.category, f.test, f.location?.file, f.location?.line, f.reproduce];

  it("reads `✖ title` with its detail block: the test, located by its `› file://` frame, with a reproduce", () => {
    const got = failures("js-ava3-fail");
    expect(got.every((f) => f.tool === "ava")).toBe(true);
    expect(got.map(row)).toEqual([
      [
        "assertion",
        "joins words with a dash",
        "test.js",
        9,
        "npx ava test.js --match 'joins words with a dash'",
      ],
      [
        "assertion",
        "gives a slug that a route pattern accepts",
        "test.js",
        16,
        "npx ava test.js --match 'gives a slug that a route pattern accepts'",
      ],
    ]);
    // t.regex's block says `Value must match expression:`.
    expect(got[1]?.message).toBe("Value must match expression:");
  });

  it("takes the file prefix of several files' titles off, and files an error thrown in a test by its type", () => {
    const got = failures("js-ava3-files");
    expect(got.map(row)).toEqual([
      [
        "runtime",
        "reads the title of a post",
        "test/words.js",
        10,
        "npx ava test/words.js --match 'reads the title of a post'",
      ],
      [
        "assertion",
        "joins words with a dash",
        "test.js",
        9,
        "npx ava test.js --match 'joins words with a dash'",
      ],
      [
        "assertion",
        "gives a slug that a route pattern accepts",
        "test.js",
        16,
        "npx ava test.js --match 'gives a slug that a route pattern accepts'",
      ],
    ]);
    expect(got[0]?.message).toBe("TypeError: Cannot read properties of undefined (reading 'title')");
  });
});
