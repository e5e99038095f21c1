// The readers this pass added or widened (check-dts, flow, @hapi/lab's sections, eslint's --max-warnings, per-file
// coverage thresholds, tape's crash under a test's header, ld's `more undefined references`, a driver's `test error:`)
// on hostile input, counted as test/core/linear.test.ts counts the rest: no line of test/support/hostile-log.ts opens
// their blocks, so each block here does, its fields filled with a unit repeated to any length. Lines 4x longer must
// hand the regex engine about 4x the characters, reader by reader; the readers must have read the blocks (their tools'
// candidates), or the count says nothing of them.
import { describe, expect, it } from "vitest";
import { scanLog } from "../../src/core/ingest/scan.js";
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
  };
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
    ])
      expect(tools).toContain(tool);
    // tape's crash under a test's header: node's report, named by the header.
    expect(candidates.some((c) => c.tool === "node" && c.test !== null)).toBe(true);
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
});
