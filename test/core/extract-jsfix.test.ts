// Two gaps the held-out QA pass found on real projects (issue 24), on their recordings (test/fixtures/real:
// record-real.sh): prettier --list-different's bare paths, and a coverage threshold missed beside a failed test.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lint } from "../../src/core/extract/lint.js";
import { extractFrom, recordedFailures } from "../support/recorded.js";
import { COVERAGE_ALSO } from "../../src/core/report/analyze.js";
import { REAL_CORPUS, analyzeCase, failuresOf, loadCases } from "../corpus/evaluate.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");
// scripts/fixtures/record-list-different.sh (samples/js-list-different)
const LOGS = join(import.meta.dirname, "..", "fixtures", "logs");

describe("prettier --list-different", () => {
  it("reads the bare paths after the script's echo as unformatted files, one failure each with no line", () => {
    const got = extractFrom(lint, join(REAL, "ts-api-utils-prettier-list-different", "log.txt"));
    expect(got.map((c) => [c.tool, c.where?.path, c.where?.line, c.kind])).toEqual([
      ["prettier", "src/flags.ts", null, "format check"],
      ["prettier", "src/tokens.ts", null, "format check"],
    ]);
    const failures = recordedFailures(join(REAL, "ts-api-utils-prettier-list-different"));
    expect(failures.map((f) => [f.category, f.location?.file, f.location?.line, f.reproduce])).toEqual([
      ["compilation", "src/flags.ts", null, "npx prettier --check src/flags.ts"],
      ["compilation", "src/tokens.ts", null, "npx prettier --check src/tokens.ts"],
    ]);
  });

  it("reads npm's echo the same way, and nothing after a list that came out empty (stylelint's file header follows)", () => {
    const listed = extractFrom(lint, join(LOGS, "js-prettier-list-different", "log.txt"));
    expect(listed.map((c) => [c.tool, c.where?.path, c.where?.line])).toEqual([
      ["prettier", "src/price.js", null],
      ["prettier", "src/theme.css", null],
    ]);
    const failures = recordedFailures(join(LOGS, "js-prettier-list-clean-then-stylelint"));
    expect(failures.map((f) => [f.tool, f.location?.file, f.location?.line])).toEqual([
      ["stylelint", "styles/app.css", 2],
    ]);
  });

  it("reads nothing after other scripts' echoes, nor after prettier --check (its files come as `[warn]` lines)", () => {
    for (const id of ["pathe-vitest", "ufo-prettier-check", "luxon-prettier2-check"]) {
      const got = extractFrom(lint, join(REAL, id, "log.txt")).filter((c) => c.tool === "prettier");
      expect(
        got.every((c) => c.excerpt[0]?.startsWith("[")),
        id,
      ).toBe(true);
    }
  });
});

describe("a coverage threshold missed beside a failing test (style-to-object: jest 30, a 100% threshold)", () => {
  it("the test stays the failure, and the threshold is said among the warnings", () => {
    const c = loadCases(REAL_CORPUS).find((x) => x.id === "style-to-object-jest30-coverage");
    if (!c) throw new Error("no case style-to-object-jest30-coverage");
    const report = analyzeCase(c);
    expect(failuresOf(report).map((f) => f.tool)).not.toContain("coverage");
    expect(report.warnings).toContain(
      `${COVERAGE_ALSO} (Jest: Coverage for statements (95%) does not meet "global" threshold (100%))`,
    );
  });
});
