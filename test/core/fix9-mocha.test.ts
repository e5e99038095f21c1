// Gaps the held-out QA pass found in mocha's output on real projects, on their recordings (test/fixtures/real:
// record-real.sh; test/fixtures/logs: record-js.sh).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { unfinishedAtEnd } from "../../src/core/extract/mocha.js";
import { normalizeLine } from "../../src/core/ingest/normalize.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import { type AnalyzeInput, analyze } from "../../src/core/report/analyze.js";
import type { Workspace } from "../../src/core/locate/paths.js";
import type { Failure } from "../../src/core/schema.js";
import { CORPUS } from "../corpus/evaluate.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");
const KILLED = join(REAL, "negotiator-mocha-nyc-killed-hang");

/**
 * A recorded case's failures as the shells analyse it: its log, file list, command and folder (meta.json), with what a
 * test gives beside them (the exit code, what the workspace reads of a file, the output's end).
 */
function failuresOf(
  dir: string,
  more: { exitCode: number | null; workspace?: Omit<Workspace, "files" | "root"> } & Omit<
    Partial<AnalyzeInput>,
    "workspace"
  >,
): Failure[] {
  const meta = JSON.parse(readFileSync(join(dir, "meta.json"), "utf8")) as { cwd: string; command: string };
  const { workspace, ...input } = more;
  return analyze({
    scan: scanLog(readFileSync(join(dir, "log.txt"), "utf8")),
    junit: [],
    command: meta.command,
    version: "test",
    ...input,
    workspace: {
      files: readFileSync(join(dir, "files.txt"), "utf8").split("\n").filter(Boolean),
      root: meta.cwd,
      ...workspace,
    },
  }).buckets.flatMap((b) => b.failures);
}

/**
 * The killed run's analysis as the shells make it (src/run/job.ts): the captured output's last 16 KB beside the scan,
 * with its exit code (or another, for the same output ended otherwise).
 */
const analyzed = (exitCode: number | null, signal: string | null = null) =>
  failuresOf(KILLED, {
    exitCode,
    signal,
    outputTail: readFileSync(join(KILLED, "log.txt"), "utf8").slice(-16_384),
  });

describe("mocha killed mid-test (its output ends inside a suite)", () => {
  it("names the suite the unfinished test was in, a timeout, instead of the bare SIGKILL", () => {
    // The spec reporter printed `when Accept-Charset: *, UTF-8` when the suite started and nothing after it: the
    // test under it spun until the job was killed (exit 137). Its title is printed only when it ends: the suite it
    // was in is what the output names.
    const f = analyzed(137);
    expect(f.map((x) => [x.tool, x.category, x.test, x.suite, x.location, x.reproduce, x.logLine])).toEqual([
      [
        "mocha",
        "timeout",
        null,
        "negotiator.charset() when Accept-Charset: *, UTF-8",
        null,
        "npx mocha --grep '^negotiator\\.charset\\(\\) when Accept-Charset: \\*, UTF-8 '",
        16,
      ],
    ]);
    expect(f[0]?.message).toContain("killed by SIGKILL");
    // Killed by a signal the shell names rather than by its exit code.
    expect(analyzed(null, "SIGTERM").map((x) => [x.tool, x.category])).toEqual([["mocha", "timeout"]]);
  });

  it("is no failure by itself: an output that stops there without a kill (a test calling exit) names nothing", () => {
    expect(analyzed(0)).toEqual([]);
    expect(analyzed(1).map((f) => [f.tool, f.test, f.suite])).toEqual([["runner", null, null]]);
    // A crash of its own (SIGSEGV) is the crash, not a time limit.
    expect(analyzed(139).map((f) => [f.tool, f.category])).toEqual([["runner", "runtime"]]);
    // GNU timeout's own exit code.
    expect(analyzed(124).map((f) => [f.tool, f.category])).toEqual([["mocha", "timeout"]]);
  });

  it("reads the end of a run only: a run that printed its epilogue, or another runner's summary, left nothing unfinished", () => {
    const unfinished = (dir: string, log = "log.txt") =>
      unfinishedAtEnd(readFileSync(join(dir, log), "utf8").replace(/\n$/, "").split("\n").map(normalizeLine))
        ?.suite ?? null;
    expect(unfinished(KILLED)).toBe("negotiator.charset() when Accept-Charset: *, UTF-8");
    // The GitHub job log's copy: its last line is the runner's `Process completed with exit code 137.`
    expect(unfinished(KILLED, "log.github.txt")).toBe("negotiator.charset() when Accept-Charset: *, UTF-8");
    // `  2 passing (81ms)` after the last `✔`; jest's `Tests:` summary at column 0 after its `✓` lines.
    expect(unfinished(join(CORPUS, "js-mocha-printed-all-pass"))).toBe(null);
    expect(unfinished(join(CORPUS, "js-chain-jest-flaky"))).toBe(null);
    expect(unfinished(join(CORPUS, "js-jest-snapshot-obsolete"))).toBe(null);
  });
});

describe("a printed line past the end of its file (ts-jest with `sourceMap: false`)", () => {
  // typedi's tsconfig.spec.json turns source maps off: jest prints the compiled JavaScript's line,
  // `test/decorators/Service.spec.ts:217:50`, in a file of 206 lines. A file of that shape in a checkout-like folder
  // (206 lines, the test declared at line 150), read through the workspace's reader as the shells give it.
  const CASE = join(REAL, "typedi-jest-runinband-scoped");
  const spec = [
    "import 'reflect-metadata';",
    ...Array.from({ length: 147 }, (_, k) => `// line ${k + 2}`),
    "describe('Service Decorator', function () {",
    "  it('should support global services', () => {",
    ...Array.from({ length: 54 }, (_, k) => `  // line ${k + 151}`),
    "  });",
    "});",
  ].join("\n");
  const failuresWith = (withText: boolean) =>
    failuresOf(CASE, {
      exitCode: 1,
      workspace: {
        // As src/run/workspace.ts counts a file's lines and reads it.
        lineCount: (f) => (f === "test/decorators/Service.spec.ts" ? spec.split("\n").length : null),
        ...(withText
          ? { readFile: (f: string) => (f === "test/decorators/Service.spec.ts" ? `${spec}\n` : null) }
          : {}),
      },
    }).find((f) => f.test === "Service Decorator › should support global services");

  it("is no line of the file: the file stays, the test's declaration gives the line when the file can be read", () => {
    expect(spec.split("\n")).toHaveLength(206);
    const read = failuresWith(true);
    expect(read?.location).toMatchObject({
      file: "test/decorators/Service.spec.ts",
      line: 150,
      column: null,
    });
    expect(read?.location?.note).toContain(
      "line 217 is past the end of test/decorators/Service.spec.ts (206 lines)",
    );
    // Counted, not read: the file, no line.
    expect(failuresWith(false)?.location).toMatchObject({
      file: "test/decorators/Service.spec.ts",
      line: null,
    });
  });
});

describe("a test named by a row's data (ESLint's RuleTester: each row's `code:` string is its title)", () => {
  // eslint-plugin-jest's rule suites: jest prints `no-test-prefixes › invalid › xdescribe.each([])("foo", function ()
  // {})`, with only eslint's own frame (node_modules/eslint/lib/rule-tester/rule-tester.js). No `it(` takes the
  // title: the row that quotes it is where a person fixes the expectation. A suite of that shape (valid strings,
  // invalid rows with `code:` and `output:`), written here, at the lines of the recorded file's rows.
  const CASE = join(REAL, "eslint-plugin-jest-projects-rule-tester");
  const FILE = "src/rules/__tests__/no-test-prefixes.test.ts";
  const rows: Record<number, string> = {
    1: "import rule from '../no-test-prefixes';",
    3: "ruleTester.run('no-test-prefixes', rule, {",
    4: "  valid: [",
    5: "    'describe(\"foo\", function () {})',",
    6: "    { code: 'it.each``(\"foo\", function () {})' },",
    8: "  invalid: [",
  };
  const invalid: Record<number, string> = {
    47: 'xdescribe.each([])("foo", function () {})',
    107: 'xit.each``("foo", function () {})',
    120: 'xtest.each``("foo", function () {})',
    133: 'xit.each([])("foo", function () {})',
    145: 'xtest.each([])("foo", function () {})',
  };
  for (const [n, code] of Object.entries(invalid)) {
    rows[Number(n)] = `      code: '${code}',`;
    // The fixed code, another string.
    rows[Number(n) + 1] = `      output: '${code.slice(1).replace(".each", ".skip.each")}',`;
  }
  const source = Array.from({ length: 160 }, (_, k) => rows[k + 1] ?? "    {").join("\n");
  const located = (text: string) =>
    failuresOf(CASE, { exitCode: 1, workspace: { readFile: (f) => (f === FILE ? text : null) } }).map((f) => [
      f.location?.file,
      f.location?.line,
    ]);

  it("is located at the one line that quotes the title", () => {
    expect(located(source)).toEqual([
      [FILE, 47],
      [FILE, 107],
      [FILE, 120],
      [FILE, 133],
      [FILE, 145],
    ]);
  });

  it("is not located when two lines quote it (a guess between two is no location)", () => {
    const twice = source.replace(
      "'describe(\"foo\", function () {})'",
      "'xit.each``(\"foo\", function () {})'",
    );
    expect(located(twice)).toEqual([
      [FILE, 47],
      [FILE, null],
      [FILE, 120],
      [FILE, 133],
      [FILE, 145],
    ]);
  });
});
