// The readers this pass added or widened (check-dts, flow, @hapi/lab's sections, eslint's --max-warnings, per-file
// coverage thresholds, tape's crash under a test's header, ld's `more undefined references`, a driver's `test error:`)
// on hostile input, counted as test/core/linear.test.ts counts the rest: no line of test/support/hostile-log.ts opens
// their blocks, so each block here does, its fields filled with a unit repeated to any length. Lines 4x longer must
// hand the regex engine about 4x the characters, reader by reader; the readers must have read the blocks (their tools'
// candidates), or the count says nothing of them.
import { describe, expect, it } from "vitest";
import { scanLog } from "../../src/core/ingest/scan.js";
import { analyze } from "../../src/core/report/analyze.js";
import { pipeline } from "../support/hostile-log.js";
import { countRegexWork } from "../support/work.js";

/** Units that are prefixes of what the new patterns look for (`:1:1`, ` on line(s): `, `.a(`, ` [Warning/`). */
const UNITS = [
  "a",
  "a ",
  ":1",
  "1:",
  "-",
  "┈",
  ".a(",
  "(",
  "\t",
  "'",
  " to ",
  " [a",
  " on line(s): 1",
  "a:1:1: ",
];

/** Blocks that open each reader, every field `f` a hostile body (`w`: the same, with no space), by reader. */
function blocks(f: string, w: string): Record<string, string[]> {
  return {
    "check-dts": [
      `✖ ${w}:1:1: Type error TS2344`,
      `  ${f}`,
      `✖ ${f}:1:1: Wrong error`,
      `  Expected: ${f}`,
      `  Got: ${f}`,
    ],
    flow: [
      `Error ${"-".repeat(70)} ${w}:1:1`,
      "",
      f,
      f,
      "",
      `   ${f}`,
      "References:",
      `   ${w}`,
      `Warning ${"┈".repeat(70)}`,
      `${w}:1:1`,
      "",
      f,
      "Found 2 warnings",
      `npm error ${f}`,
    ],
    lab: [
      "Lint:",
      `\t${f}:`,
      `\t\tLine 1: ${f}`,
      `\t\tLine undefined: ${f}`,
      "Types:",
      `\t${f}:1:1: ${f}`,
      `  ${f}`,
      `\t${f}: ${f}`,
      `Coverage: 1% (1/2)`,
      `${f} missing coverage on line(s): 1`,
      `${w} missing coverage from file(s):`,
      `\t${f} on line(s): 1`,
      `Code coverage below threshold: ${f}`,
      `The following leaks were detected: ${f}`,
    ],
    eslint: [
      `  1:1  warning  ${f}  rule`,
      `${w}:1:1: ${f} [Warning/${w}]`,
      `${w}: line 1, col 1, Warning - ${f}`,
      "ESLint found too many warnings (maximum: 0).",
    ],
    coverage: [
      `ERROR: Coverage for lines (1%) does not meet global threshold (90%) for ${f}`,
      `ERROR: Coverage for lines (1%) does not meet ${f} threshold (90%) for ${f}`,
    ],
    tape: [`# ${f}`, `/${w}:7`, `TypeError: ${f}`, `    at ${f}`, "Node.js v20.20.2"],
    cc: [
      `${w}.o:${w}:1: more undefined references to ${f}`,
      `${w}.a(${w}):${w}:(.text+0x1a): undefined reference to ${f}`,
      `Unit tests: test error: ${f} expected ${f} got`,
    ],
    karma: [
      `${BROWSER} ${f} FAILED`,
      `\t${f}`,
      `\tExpected: ${f}`,
      `\tActual: ${f}`,
      `\t    at ${w} (${w}:1:1)`,
      `\t${w}@http://${w}:1:1`,
      `${BROWSER} ERROR`,
      `  Uncaught ${f}`,
      `  at ${w}:1:1`,
      "  ",
      `  TypeError: ${f}`,
      "",
      "FAILED TESTS:",
      `  ${w}`,
      `    ✖ ${f}`,
      `      ${BROWSER}`,
      `    Error: ${f}`,
      `        at ${w} (${w}:1:1)`,
      "",
    ],
    "grunt-qunit": [
      `>> ${f}`,
      `>> Message: ${f}`,
      `>> Actual: ${f}`,
      `>> Expected: ${f}`,
      `>>     at ${w} (http://${w}/${w}:1:1)`,
      `>> Message: Died on test #1: ${f}`,
      `>>     at ${w}@http://${w}:1:1`,
    ],
    "web-test-runner": [
      `${w}.js:`,
      "",
      " 🚧 Browser logs:",
      `      An error was thrown in a Promise outside a test. Did you forget to await a function or assertion?`,
      `      TypeError: ${f}`,
      `        at ${w} (${w}:1:1)`,
      "",
      ` ❌ ${f} > ${f} (failed on ${f})`,
      `      AssertionError: ${f}`,
      "      + expected - actual",
      `      -${f}`,
      `      +${f}`,
      `      at ${w} (${w}:1:1)`,
      "",
      ` ❌ Error: Timeout of ${f}`,
      `    at ${w} (${w}:1:1)`,
      `${w}: |${f}| 1/1 test files`,
    ],
    "node-test": [`# Subtest: ${f}`, ...nestedFailures(f, w)],
  };
}

/** A browser as karma names it. */
const BROWSER = "Chrome Headless 1.0.0 (Linux x86_64)";

/**
 * node:test's TAP for a failed subtest of a subtest, its parent's report, then a failed sibling of that parent, all
 * under one open `# Subtest:` (given before them): each failure is named by the `# Subtest:` lines above it.
 */
function nestedFailures(f: string, w: string): string[] {
  const yaml = (pad: string, type: string) => [
    `${pad}  ---`,
    `${pad}  duration_ms: 1`,
    `${pad}  location: '${w}:1:1'`,
    `${pad}  failureType: '${type}'`,
    `${pad}  error: '${f}'`,
    `${pad}  stack: |-`,
    `${pad}    ${w} (${w}:1:1)`,
    `${pad}  ...`,
  ];
  return [
    `    # Subtest: ${f}`,
    `        # Subtest: ${f}`,
    `        not ok 1 - ${f}`,
    ...yaml("        ", "testCodeFailure"),
    "        1..1",
    `    not ok 1 - ${f}`,
    ...yaml("    ", "subtestsFailed"),
    `    # Subtest: ${f}`,
    `    not ok 2 - ${f}`,
    ...yaml("    ", "testCodeFailure"),
  ];
}

function hostileBlocks(length: number, only?: string): string {
  const body = (u: string) => u.repeat(Math.ceil(length / u.length)).slice(0, length);
  return UNITS.flatMap((u) =>
    Object.entries(blocks(body(u), body(u).replace(/\s/g, "x")))
      .filter(([reader]) => only === undefined || reader === only)
      .flatMap(([, lines]) => lines),
  ).join("\n");
}

describe("linear work of this pass's readers on hostile input", () => {
  it("reads every block it opens", () => {
    const candidates = scanLog(hostileBlocks(120)).candidates;
    const tools = new Set(candidates.map((c) => c.tool));
    for (const tool of [
      "check-dts",
      "flow",
      "lab-lint",
      "lab-types",
      "lab",
      "coverage",
      "eslint",
      "ld",
      "harness",
      "karma",
      "grunt-qunit",
      "web-test-runner",
      "node-test",
    ])
      expect(tools).toContain(tool);
    // tape's crash under a test's header: node's report, named by the header.
    expect(candidates.some((c) => c.tool === "node" && c.test !== null)).toBe(true);
    // karma-mocha-reporter's tree (a suite above the `✖`), node:test's nested names (read upward).
    expect(candidates.some((c) => c.tool === "karma" && c.suite !== null)).toBe(true);
    expect(candidates.some((c) => c.tool === "node-test" && c.test?.includes(" > "))).toBe(true);
  });

  // Reader by reader, so that one reader's quadratic work is not lost in the others' linear work.
  it.each(Object.keys(blocks("", "")))(
    "%s: hands the regex engine work linear in the length of the lines",
    (reader) => {
      const small = hostileBlocks(120, reader);
      const large = hostileBlocks(480, reader);
      const a = countRegexWork(() => pipeline(small));
      const b = countRegexWork(() => pipeline(large));
      expect(b.chars / a.chars).toBeLessThan(4.4); // 4x the characters, 4x the work (quadratic code: 16x)
      expect(b.chars).toBeLessThan(large.length * 150); // the bound test/core/linear.test.ts sets per character
    },
  );

  // The readers that read back over the lines above a failure (node:test's parents, wtr's file header, karma's
  // suites) on many failures under one parent, file or suite: 4x the failures, 4x the work (a read back to the
  // parent for each failure: 16x).
  const many: Record<string, (n: number) => string[]> = {
    "node-test": (n) => [
      "# Subtest: parent",
      ...Array.from({ length: n }, () => nestedFailures("a b", "a/b.js")).flat(),
    ],
    "web-test-runner": (n) => [
      "test/a.test.js:",
      "",
      ...Array.from({ length: n }, (_, k) => [
        ` ❌ suite > test ${k}`,
        "      Error: a",
        "      at f (src/a.js:1:1)",
        "",
      ]).flat(),
    ],
    karma: (n) => [
      "FAILED TESTS:",
      "  suite",
      ...Array.from({ length: n }, (_, k) => [
        `    ✖ test ${k}`,
        `      ${BROWSER}`,
        "    Error: a",
        "        at f (test.js:1:1)",
        "",
      ]).flat(),
    ],
  };
  it("names each of node:test's nested failures by its parents, read up to the previous failure", () => {
    const names = scanLog((many["node-test"] as (n: number) => string[])(3).join("\n"))
      .candidates.filter((c) => c.tool === "node-test")
      .map((c) => c.test);
    expect(names).toEqual(Array.from({ length: 3 }, () => ["parent > a b > a b", "parent > a b"]).flat());
  });

  it.each(Object.keys(many))(
    "%s: reads the lines above many failures once, not once per failure",
    (reader) => {
      const log = (n: number) => (many[reader] as (n: number) => string[])(n).join("\n");
      const a = countRegexWork(() => pipeline(log(10)));
      const b = countRegexWork(() => pipeline(log(40)));
      expect(scanLog(log(40)).candidates.filter((c) => c.tool === reader).length).toBeGreaterThanOrEqual(40);
      expect(b.chars / a.chars).toBeLessThan(4.4);
    },
  );

  // mocha's run killed mid-test is read from the output's end, and only when the command was killed: the analysis of
  // each unit's output, ended inside a suite (a passed test, the suites' titles under it, the shell's and the CI's
  // words), with the output's end and the exit code the shells give it.
  const killedOutput = (length: number) =>
    UNITS.map((u) => {
      const f = u.repeat(Math.ceil(length / u.length)).slice(0, length);
      const w = f.replace(/\s/g, "x");
      return [
        `  ${w}`,
        `    ✔ ${f}`,
        `    1) ${f}`,
        `    ${w}`,
        `      ${w}`,
        `${w}: line 1:  1 Killed ${f}`,
        `Process completed with exit code 137.`,
      ].join("\n");
    });
  const analyzeKilled = (outputs: readonly string[]) =>
    outputs.map((out) =>
      analyze({
        scan: scanLog(out),
        outputTail: out,
        exitCode: 137,
        junit: [],
        workspace: { files: [] },
        version: "t",
      }).buckets.flatMap((b) => b.failures),
    );
  it("mocha's run killed mid-test: reads the output's end with work linear in the length of its lines", () => {
    // Each output ends inside the suite it names.
    expect(
      analyzeKilled(killedOutput(120)).every((fs) => fs.some((f) => f.tool === "mocha" && f.suite)),
    ).toBe(true);
    const a = countRegexWork(() => analyzeKilled(killedOutput(120)));
    const b = countRegexWork(() => analyzeKilled(killedOutput(480)));
    expect(b.chars / a.chars).toBeLessThan(4.4);
  });
});
