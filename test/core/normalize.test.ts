import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type LinePrefix,
  MAX_LINE,
  normalizeLine,
  normalizeLinePrefixed,
  normalizeLog,
  workspacePrefix,
} from "../../src/core/ingest/normalize.js";

describe("normalize", () => {
  it("strips ANSI colour, cursor and OSC hyperlink sequences", () => {
    expect(normalizeLine("\x1b[31m\x1b[1mFAIL\x1b[22m\x1b[39m test.ts")).toBe("FAIL test.ts");
    expect(normalizeLine("\x1b]8;;file:///x.ts\x07x.ts\x1b]8;;\x07:3")).toBe("x.ts:3");
    expect(normalizeLine("\x1b[2K\x1b[1Gdone")).toBe("done");
  });

  it("strips GitHub job-log timestamps and workflow markers", () => {
    expect(normalizeLine("2026-01-15T10:00:00.0370000Z ##[group]Run npm test")).toBe("Run npm test");
    expect(normalizeLine("2026-01-15T10:00:00.0370000Z ##[endgroup]")).toBe("");
    expect(normalizeLine("2026-01-15T10:00:00.0370000Z ##[error]Process completed with exit code 1.")).toBe(
      "Process completed with exit code 1.",
    );
    expect(normalizeLine("2026-01-15T10:00:00Z   indented")).toBe("  indented");
    // Not a timestamp: left alone.
    expect(normalizeLine("2026-01-15 is a date")).toBe("2026-01-15 is a date");
  });

  it("handles CRLF and carriage-return progress overwrites, keeping one line per input line", () => {
    expect(normalizeLog("a\r\nb\r\nprogress 10%\rprogress 100%\r\nlast")).toEqual([
      "a",
      "b",
      "progress 100%",
      "last",
    ]);
  });

  it("decodes go test -json output events and blanks other events", () => {
    const out = normalizeLine(
      '{"Time":"2026-01-01T00:00:00Z","Action":"output","Package":"m","Test":"TestA","Output":"--- FAIL: TestA (0.00s)\\n"}',
    );
    expect(out).toBe("--- FAIL: TestA (0.00s)");
    expect(normalizeLine('{"Time":"2026-01-01T00:00:00Z","Action":"run","Package":"m","Test":"TestA"}')).toBe(
      "",
    );
  });

  it("cuts lines longer than the limit", () => {
    expect(normalizeLine("x".repeat(MAX_LINE * 3))).toHaveLength(MAX_LINE);
  });
});

const FIXTURES = join(import.meta.dirname, "..", "fixtures");
const firstLine = (file: string, start: string): string =>
  readFileSync(file, "utf8")
    .split("\n")
    .find((l) => l.startsWith(start)) ?? "";

describe("workspace prefixes (pnpm running several packages at once)", () => {
  const dir = join(import.meta.dirname, "..", "fixtures", "locate");
  const plain = readFileSync(join(dir, "loc-monorepo-pnpm-prefix", "log.txt"), "utf8").split("\n");
  const color = readFileSync(join(dir, "loc-monorepo-pnpm-prefix-color", "log.txt"), "utf8").split("\n");

  it("cuts `packages/cart test: ` (coloured or not) and names its folder, keeping the runner's line as printed", () => {
    const line = plain.find((l) => l.includes("AssertionError")) ?? "";
    expect(line.startsWith("packages/cart test: ")).toBe(true);
    expect(normalizeLine(line)).toBe(
      "      AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:",
    );
    const colored = color.find((l) => l.includes("AssertionError")) ?? "";
    expect(colored).toContain("\x1b[");
    expect(normalizeLine(colored)).toBe(
      "      AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:",
    );
    const prefix: LinePrefix = { text: null, dir: null };
    expect(normalizeLinePrefixed(plain.find((l) => l.includes("FAIL test/")) ?? "", prefix)).toBe(
      "FAIL test/index.test.js",
    );
    expect(prefix.dir).toBe("packages/orders");
    expect(workspacePrefix("packages/cart test:unit: ok")).toEqual({ length: 25, dir: "packages/cart" });
    // turbo: the package's name and task; no folder (pnpm's header inside the output names it).
    const turbo = readFileSync(join(dir, "loc-monorepo-turbo", "log.txt"), "utf8").split("\n");
    const head = turbo.find((l) => l.includes("> @loc/cart@1.0.0 test /")) ?? "";
    expect(head.startsWith("@loc/cart:test: ")).toBe(true);
    expect(normalizeLinePrefixed(head, prefix)).toBe(head.slice("@loc/cart:test: ".length));
    expect(prefix).toEqual({ text: "@loc/cart:test: ", dir: null, ctest: null });
    // turbo's own line about a task (`#`) is not the task's output.
    const own = turbo.find((l) => l.startsWith("@loc/cart#test: ")) ?? "";
    expect(own).not.toBe("");
    expect(normalizeLine(own)).toBe(own);
  });

  it("leaves pnpm's command announcement and lines that only look like a prefix alone", () => {
    // `packages/cart test$ mocha test/index.test.js`: the command pnpm runs, not its output.
    const announce = plain.find((l) => l.includes(" test$ ")) ?? "";
    expect(normalizeLine(announce)).toBe(announce);
    for (const line of [
      "Caused by: java.io.IOException: closed",
      "Expected value: 4",
      "  packages/cart test: indented, so not at the start",
      "src/a.c: In function 'main':",
      "ERROR:root:Failed: x",
      "see packages/cart test: a sentence",
      // Compilers' diagnostics recorded in the corpus (`file:line: `, `file:line:col: `) are not turbo's `pkg:task: `.
      firstLine(join(FIXTURES, "real", "linenoise-gcc", "log.txt"), "linenoise.c:166:13: "),
      firstLine(join(FIXTURES, "logs", "asm-make-error", "log.txt"), "add.s:6: "),
    ]) {
      expect(normalizeLine(line), line).toBe(line);
      expect(workspacePrefix(line), line).toBeNull();
    }
  });

  it("refuses a long run of path segments without the script and colon", () => {
    // No backtracking past the bounded quantifiers: a 4 KB line of path segments without the colon is refused.
    const line = `${"a/".repeat(2_000)} test`;
    expect(workspacePrefix(`${line}: x`)).toBeNull();
    expect(normalizeLine(line)).toBe(line.slice(0, MAX_LINE));
  });
});

describe("script labels (npm-run-all -l, concurrently)", () => {
  const fx = join(import.meta.dirname, "..", "fixtures");
  const log = (c: string) => join(fx, c, "log.txt");

  it("cuts npm-run-all's label, padded or not, and reads the line as its script printed it", () => {
    const eslint = log("real/style-loader-npm-run-all-eslint-only");
    const finding = firstLine(eslint, "[lint:js      ]   35:9");
    expect(normalizeLine(finding)).toMatch(/^ {2}35:9 {2}error {2}'fallback' is assigned a value/);
    expect(workspacePrefix(finding)).toEqual({ length: 16, dir: null });
    const spelling = firstLine(log("real/style-loader-cspell"), "[lint:spelling] src/");
    expect(normalizeLine(spelling)).toMatch(/^src\/runtime\/insertBySelector\.js:17:31 - Unknown word/);
    const prettier = firstLine(log("real/style-loader-npm-run-all-eslint"), "[lint:prettier] src/");
    expect(normalizeLine(prettier)).toBe("src/runtime/insertBySelector.js");
  });

  it("cuts the names concurrently gives the scripts it runs by wildcard (`concurrently pnpm:test:*`)", () => {
    const solid = log("real/solid-lib-starter-concurrently-vitest");
    const client =
      readFileSync(solid, "utf8")
        .split("\n")
        .find((l) => l.startsWith("[client] ") && l.includes(" FAIL ")) ?? "";
    expect(normalizeLine(client)).toMatch(
      /^ FAIL {1,2}test\/index\.test\.tsx > createHello > Changes the hello target$/,
    );
    expect(workspacePrefix(client)).toEqual({ length: 9, dir: null });
    const ssr = firstLine(solid, "[ssr] ::error ");
    expect(normalizeLine(ssr)).toMatch(
      /^::error file=\/home\/runner\/work\/solid-lib-starter\/.{1,200},line=21,/,
    );
  });

  it("leaves the bracketed tags tools print themselves alone", () => {
    for (const [file, start] of [
      ["logs/js-chain-format-then-build", "[warn] "],
      ["logs/js-chain-rollup-rpt2", "[!] "],
      ["logs/java-mvn-flaky-rerun", "[ERROR] "],
      ["logs/java-mvn-flaky-rerun", "[INFO] "],
      ["real/attrs-pytest-xdist-xpass", "[gw0] "],
      ["real/dirent-ctest-assert", "[ 88%] "],
      ["real/argparse-doctest", "[doctest] "],
      ["real/std-env-obuild", "[log] "],
      ["real/ufo-unbuild-syntax", "[info] "],
      ["real/ufo-unbuild-syntax", "[success] "],
      ["real/ufo-unbuild-syntax", "[error] "],
      ["logs/js-webpack-ts-loader", "[tsl] "],
    ] as const) {
      const line = firstLine(log(file), start);
      expect(line, `${file}: ${start}`).not.toBe("");
      expect(normalizeLine(line).startsWith(start)).toBe(true);
      expect(workspacePrefix(line)).toBeNull();
    }
    // vite's plugin tag (`[vite:esbuild] Transform failed …`, in colour) has a colon, and is vite's own.
    const vite = normalizeLine(firstLine(log("real/vitesse-lite-vite-build"), "\x1b[31m[vite:esbuild] "));
    expect(vite).toMatch(/^\[vite:esbuild\] Transform failed/);
  });
});

describe("ctest's verbose numbers (`2: ` before each line of test 2's output)", () => {
  const real = (id: string) =>
    readFileSync(join(import.meta.dirname, "..", "fixtures", "real", id, "log.txt"), "utf8").split("\n");

  it("marks the run's first `N: Test command:` and its summary, and cuts a number only inside the run", () => {
    const lines = real("utfcpp-ctest-vv-bom");
    const prefix: LinePrefix = { text: null, dir: null };
    const command = lines.find((l) => l.startsWith("2: Test command: ")) ?? "";
    expect(normalizeLinePrefixed(command, prefix)).toMatch(/^Test command: \//);
    expect(prefix).toEqual({ text: "2: ", dir: null, ctest: "start" });
    const failed = lines.find((l) => l.startsWith("2: [  FAILED  ] CPP11")) ?? "";
    expect(normalizeLinePrefixed(failed, prefix, true)).toBe(
      "[  FAILED  ] CPP11APITests.test_starts_with_bom",
    );
    expect(prefix.text).toBe("2: ");
    // Outside a verbose run (not told), the line stays as printed: normalizeLine never cuts it.
    expect(normalizeLine(failed)).toBe(failed);
    // A blank line of the test's output: the same prefix text, so that a block does not end there.
    expect(normalizeLinePrefixed("2: ", prefix, true)).toBe("");
    expect(prefix.text).toBe("2: ");
    const summary = lines.find((l) => l.includes("% tests passed")) ?? "";
    expect(normalizeLinePrefixed(summary, prefix, true)).toBe(summary);
    expect(prefix).toMatchObject({ text: null, ctest: "end" });
    // ctest's own lines in the run are not the test's output.
    for (const own of ["2/6 Test #2: cpp11_test .......................***Failed    0.00 sec", "test 3"])
      expect(normalizeLinePrefixed(own, prefix, true)).toBe(own);
  });
});
