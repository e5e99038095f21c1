// A failure whose runner names the test's file and no line (mocha's time limit with only mocha's own frames,
// pytest under --tb=no) is located at the line that declares the test, read through the workspace's file reader.
// Real recordings of our own sample projects (test/fixtures/logs, recorded by scripts/fixtures/record-js.sh and
// record-native.sh), read with the samples' own files.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findDeclarationLine } from "../../src/core/locate/paths.js";
import { CORPUS, REAL_CORPUS, type Case, loadCases } from "../corpus/evaluate.js";
import { recordedFailures } from "../support/recorded.js";
import { analyze } from "../../src/core/report/analyze.js";
import { scanLog } from "../../src/core/ingest/scan.js";

const SAMPLES = join(import.meta.dirname, "..", "..", "samples");
const cases = new Map(loadCases(CORPUS).map((c) => [c.id, c]));

function located(id: string, reader: boolean) {
  const c = cases.get(id) as Case;
  const dir = join(SAMPLES, c.meta.sample);
  const readFile = (f: string) => (existsSync(join(dir, f)) ? readFileSync(join(dir, f), "utf8") : null);
  return analyze({
    scan: scanLog(readFileSync(join(c.dir, "log.txt"), "utf8")),
    exitCode: c.meta.exitCode,
    junit: [],
    workspace: { files: c.files, root: c.meta.cwd, ...(reader ? { readFile } : {}) },
    command: c.meta.command,
    version: "test",
  })
    .buckets.flatMap((b) => b.failures)
    .map((f) => [f.test, f.location?.file, f.location?.line]);
}

describe("the line that declares a test named with its file alone", () => {
  it("mocha's time limit (its own frames only): the `it(` of the test, the suite's title left off", () => {
    expect(located("js-mocha-timeout", false)).toEqual([
      ["status endpoint reports healthy", "test/status.test.js", null],
    ]);
    expect(located("js-mocha-timeout", true)).toEqual([
      ["status endpoint reports healthy", "test/status.test.js", 5],
    ]);
  });

  it("pytest --tb=no: the test function's `def`", () => {
    expect(located("py-pytest-tb-no", true)).toEqual([
      ["tests/test_assert.py::test_with_tax_rounds_up", "tests/test_assert.py", 5],
      ["tests/test_assert.py::test_render_receipt", "tests/test_assert.py", 9],
      ["tests/test_exceptions.py::test_stock_of_unknown_item", "tests/test_exceptions.py", 5],
      ["tests/test_exceptions.py::test_unit_price_of_empty_order", "tests/test_exceptions.py", 9],
    ]);
  });

  it("no line where the title is only a string the test uses, or two tests share it", () => {
    const src =
      'describe("status", () => {\n  it("works", () => {\n    expect(get("reports healthy")).toBe(1);\n  });\n});\n';
    expect(findDeclarationLine(src, "status works")).toBe(2);
    expect(findDeclarationLine(src, "status reports healthy")).toBeNull();
    expect(findDeclarationLine(`${src}${src}`, "status works")).toBeNull();
    expect(findDeclarationLine("func TestParse(t *testing.T) {\n", "TestParse/empty_input")).toBe(1);
  });
});

describe("a TypeScript test run by tsx without a source map (every position on line 1)", () => {
  it("keeps the file and gives no line rather than line 1 (typicode/lowdb, node:test through tsx)", () => {
    const [f, ...rest] = recordedFailures(join(REAL_CORPUS, "lowdb-node-test-floating-write"));
    expect(rest).toEqual([]);
    expect([f?.location?.file, f?.location?.line]).toEqual(["src/core/Low.test.ts", null]);
    expect(f?.location?.note).toContain("transformed without a source map");
  });
});
