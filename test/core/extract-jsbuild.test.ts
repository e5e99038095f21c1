// Checks chained into JS/TS CI before or after the tests (formatters, linters, bundlers), on the real recordings
// of issue 24's held-out projects (test/fixtures/real, record-real.sh): what each extractor reads, line by line.
import { join } from "node:path";
import { extractFrom, recordedFailures } from "../support/recorded.js";
import { describe, expect, it } from "vitest";
import { bundler } from "../../src/core/extract/bundler.js";
import { lint } from "../../src/core/extract/lint.js";
import { coverage } from "../../src/core/extract/coverage.js";
import type { Candidate, Extractor } from "../../src/core/extract/types.js";
import { classify } from "../../src/core/classify/index.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures");

/** Runs one extractor over a recorded log the way the scanner does: every line its trigger matches is an anchor. */
const run = (x: Extractor, log: string) => extractFrom(x, join(FIXTURES, log));

const at = (c: Candidate) => [c.tool, c.where?.path ?? null, c.where?.line ?? null, c.code ?? null];

describe("markdownlint", () => {
  it("markdownlint-cli2 0.20: one finding a line, at its file and line, the rule as the code", () => {
    const got = run(lint, "real/vscode-markdownlint-cli2/log.txt");
    expect(got.map(at)).toEqual([
      ["markdownlint", "CONTRIBUTING.md", 21, "MD001/heading-increment"],
      ["markdownlint", "CONTRIBUTING.md", 23, "MD034/no-bare-urls"],
    ]);
    expect(got[1]?.where?.column).toBe(30);
    expect(got[0]?.message).toMatch(/^Heading levels should only increment/);
  });
});

describe("GitHub workflow commands", () => {
  it("oxlint under GITHUB_ACTIONS: the `::error` annotation is a failure at its file, line and column; `::warning` is not", () => {
    const got = run(lint, "real/std-env-oxlint/log.txt");
    expect(got.map(at)).toEqual([["diagnostic", "src/flags.ts", 13, "oxlint"]]);
    expect(got[0]?.where?.column).toBe(55);
    expect(got[0]?.weight).toBe(1);
    expect(got[0]?.message).toBe(
      "Expected a semicolon or an implicit semicolon after a statement, but found none",
    );
  });

  it("vitest's annotations (escaped newlines) give their first line; its own report outweighs them", () => {
    const got = run(lint, "logs/ts-vitest-gha-annotations/log.txt");
    expect(got.map((c) => [c.where?.line, c.message, c.weight])).toEqual([
      [11, "AssertionError: expected 1 to be 3 // Object.is equality", 1],
      [27, "TypeError: Cannot read properties of undefined (reading 'code')", 1],
    ]);
  });
});

describe("graphical (miette) diagnostics", () => {
  it("rolldown under obuild: the `[PARSE_ERROR]` at its frame's location, once though its dts plugin repeats it", () => {
    const got = run(bundler, "real/std-env-obuild/log.txt");
    expect(got.map(at)).toEqual([["rolldown", "src/flags.ts", 13, "PARSE_ERROR"]]);
    expect(got[0]?.kind).toBe("[PARSE_ERROR]");
    expect(got[0]?.message).toBe(
      "Expected a semicolon or an implicit semicolon after a statement, but found none",
    );
  });

  it("oxlint's default output: the `×` error at `╭─[src/flags.ts:13:55]`; the `⚠` warning is no failure", () => {
    const got = run(bundler, "real/std-env-oxlint-graphical/log.txt");
    expect(got.map(at)).toEqual([["diagnostic", "src/flags.ts", 13, null]]);
    expect(got[0]?.where?.column).toBe(55);
  });
});

describe("oxlint rule diagnostics (miette's ASCII style)", () => {
  it("each `x plugin(rule): …` error at its `,-[file:line:col]`, the rule as the code; the `!` warning skipped", () => {
    const got = run(bundler, "logs/js-oxlint-errors/log.txt");
    expect(got.map(at)).toEqual([
      ["oxlint", "src/cart.js", 11, "eslint(eqeqeq)"],
      ["oxlint", "src/cart.js", 3, "eslint(no-unused-vars)"],
    ]);
    expect(got[0]?.message).toBe("Expected === and instead saw ==");
    expect(got[1]?.where?.column).toBe(9);
  });
});

describe("bundlers building TypeScript", () => {
  it("fork-ts-checker's `ERROR in ./src/index.ts:7:30`: the location split from the path, the TS code under it", () => {
    const got = run(bundler, "logs/js-webpack-ts-checker/log.txt");
    expect(got.map(at)).toEqual([["webpack", "src/index.ts", 7, "TS2345"]]);
    expect(got[0]?.where?.column).toBe(30);
    expect(got[0]?.message).toBe(
      "Argument of type 'string' is not assignable to parameter of type 'number'.",
    );
    expect(classify(got[0] as Candidate).category).toBe("types");
  });

  it("ts-loader's own `[tsl] ERROR in /abs/src/index.ts(7,30)` under webpack's head", () => {
    const got = run(bundler, "logs/js-webpack-ts-loader/log.txt");
    expect(got.map(at)).toEqual([
      ["webpack", "/work/wt/jsbuild/samples/js-webpack-ts/src/index.ts", 7, "TS2345"],
    ]);
  });

  it("@rollup/plugin-typescript failing the build (noEmitOnError): tsc's code and message out of rollup's head", () => {
    const got = run(bundler, "logs/js-rollup-plugin-typescript/log.txt");
    expect(got.map(at)).toEqual([["rollup", "src/index.ts", 7, "TS2345"]]);
    expect(got[0]?.message).toBe(
      "Argument of type 'string' is not assignable to parameter of type 'number'.",
    );
    expect(classify(got[0] as Candidate).category).toBe("types");
  });
});

describe("vite build", () => {
  it("rollup's missing export under `error during build:`: at the importing line, compilation", () => {
    const got = run(bundler, "real/vitesse-lite-vite-missing-export/log.txt");
    expect(got.map(at)).toEqual([["rollup", "src/main.ts", 5, null]]);
    expect(got[0]?.message).toMatch(/^"preferDark" is not exported by "src\/composables\/dark\.ts"/);
    expect(classify(got[0] as Candidate).category).toBe("compilation");
  });

  it("a plugin quoting esbuild's error: the error's own line and message, not the plugin's summary", () => {
    const got = run(bundler, "real/vitesse-lite-vite-build/log.txt");
    expect(got.map(at)).toEqual([
      ["rollup", "/home/runner/work/vitesse-lite/vitesse-lite/src/composables/dark.ts", 1, null],
    ]);
    expect(got[0]?.message).toBe('Unexpected "}"');
    expect(got[0]?.kind).toBe("vite plugin vite:esbuild");
  });

  it("rollup's unresolved import under vite: the importing file (its `file:` line) and the module; vite prints no line", () => {
    const got = run(bundler, "real/vitesse-lite-vite-unresolved/log.txt");
    expect(got.map(at)).toEqual([
      ["rollup", "/home/runner/work/vitesse-lite/vitesse-lite/src/main.ts", null, null],
    ]);
    expect(got[0]?.module).toBe("./composables/preferences");
    expect(classify(got[0] as Candidate).category).toBe("compilation");
  });
});

describe("knip", () => {
  it("an unlisted dependency: its row under `Unlisted dependencies (1)`, at the importing line", () => {
    const got = run(lint, "real/cached-factory-knip-unlisted-dep/log.txt");
    expect(got.map(at)).toEqual([["knip", "src/LruCachedFactory.ts", 1, null]]);
    expect(got[0]?.where?.column).toBe(26);
    expect(got[0]?.message).toBe("Unlisted dependency: lru-cache");
    expect(classify(got[0] as Candidate).category).toBe("compilation");
  });

  it("an unused devDependency: at its line in package.json, which knip prints", () => {
    const got = run(lint, "real/cached-factory-knip-unused-devdep/log.txt");
    expect(got.map(at)).toEqual([["knip", "package.json", 49, null]]);
    expect(got[0]?.message).toBe("Unused devDependency: console-fail-test");
    expect(got[0]?.kind).toBe("Unused devDependencies");
  });
});

describe("size-limit", () => {
  it("a check over its budget: one failure that is no test, the limit and the size in its message, an assertion", () => {
    const got = run(coverage, "real/nanodelay-size-limit/log.txt");
    expect(got.map(at)).toEqual([["size-limit", null, null, null]]);
    expect(got[0]?.test).toBeNull();
    expect(got[0]?.message).toBe(
      "Package size limit has exceeded by 54 B (size limit 45 B, size 99 B with all dependencies, minified and gzipped)",
    );
    expect(classify(got[0] as Candidate).category).toBe("assertion");
  });
});

describe("scripts run beside each other under npm-run-all -l -p", () => {
  const where = (dir: string) =>
    recordedFailures(join(FIXTURES, "real", dir)).map((f) => [
      f.tool,
      f.category,
      f.location?.file,
      f.location?.line,
    ]);

  it("eslint's stylish block under its padded label: the finding at its file and line", () => {
    expect(where("style-loader-npm-run-all-eslint-only")).toEqual([
      ["eslint", "compilation", "src/runtime/insertBySelector.js", 35],
    ]);
  });

  it("prettier's list under its label, other scripts' echoes started between its echo and its list", () => {
    expect(where("style-loader-npm-run-all-eslint")).toEqual([
      ["prettier", "compilation", "src/runtime/insertBySelector.js", null],
    ]);
  });

  it("vitest twice at once under concurrently's `[client] `/`[ssr] ` labels: each failing test at its expect line", () => {
    const got = recordedFailures(join(FIXTURES, "real", "solid-lib-starter-concurrently-vitest")).map((f) => [
      f.test,
      f.category,
      f.location?.file,
      f.location?.line,
    ]);
    expect(got).toEqual([
      ["createHello > Changes the hello target", "assertion", "test/index.test.tsx", 25],
      ["Hello > changes the hello target", "assertion", "test/index.test.tsx", 42],
      ["createHello > Changes the hello target", "assertion", "test/server.test.tsx", 21],
    ]);
  });
});
