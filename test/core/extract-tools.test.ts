// The readers added for issue 24's tools, on their real recordings (test/fixtures/real: record-real.sh;
// test/fixtures/logs/rb-*: record-ruby.sh): what each extractor makes of the lines a person would click,
// and the classification that decides whether a retry is worth it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { extractFrom, recordedFailures } from "../support/recorded.js";
import { describe, expect, it } from "vitest";
import { bundler } from "../../src/core/extract/bundler.js";
import { crash } from "../../src/core/extract/crash.js";
import { eslint } from "../../src/core/extract/eslint.js";
import { generic } from "../../src/core/extract/generic.js";
import { lint } from "../../src/core/extract/lint.js";
import { mocha } from "../../src/core/extract/mocha.js";
import { packageLint } from "../../src/core/extract/package-lint.js";
import { ruby } from "../../src/core/extract/ruby.js";
import { shell } from "../../src/core/extract/shell.js";
import { tsc } from "../../src/core/extract/tsc.js";
import type { Candidate, Extractor } from "../../src/core/extract/types.js";
import { classify } from "../../src/core/classify/index.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures");

/** Runs one extractor over a recorded log the way the scanner does: every line its trigger matches is an anchor. */
const run = (x: Extractor, log: string) => extractFrom(x, join(FIXTURES, log));

const at = (c: Candidate) => [c.tool, c.where?.path ?? null, c.where?.line ?? null];

describe("linters and formatters", () => {
  it("shellcheck: each finding at the file and line of the `In … line N:` above it, for every caret shape", () => {
    const got = run(lint, "real/shunit2-shellcheck/log.txt");
    expect(got.map((c) => [...at(c), c.code])).toEqual([
      ["shellcheck", "shunit2", 105, "SC2086"],
      // `^-- SC2116`: a caret with no closing `^`.
      ["shellcheck", "shunit2_misc_test.sh", 28, "SC2116"],
    ]);
    expect(classify(got[0] as Candidate).category).toBe("compilation");
  });

  it("shellcheck: a parse error's cascade is the error, without the pointers at its construct and where it gave up", () => {
    // SC1009 (info, line 97: the `if` it was in) and SC1072 (line 102: `Fix any mentioned problems`) around the
    // missing `then` at line 99 (SC1049, SC1073); the non-parse findings of other runs stay (shunit2 above).
    const got = run(lint, "real/acme-sh-shellcheck-parse-elif/log.txt");
    expect(got.map((c) => [...at(c), c.code])).toEqual([
      ["shellcheck", "deploy/ssh.sh", 99, "SC1049"],
      ["shellcheck", "deploy/ssh.sh", 99, "SC1073"],
    ]);
  });

  it("biome: a file-level format diagnostic at the first line its diff changes, paired or compact", () => {
    // entities: the paired form (`20     │ - …`, `    20 │ + …`); nth-check: a change inside one line, printed once
    // (`56 │ ···return…`) with a row of `+` under the column that changes.
    const paired = run(lint, "real/entities-biome-format/log.txt").filter((c) => c.tool === "biome");
    expect(paired.map(at).at(-1)?.slice(2)).toEqual([20]);
    const compact = run(lint, "real/nth-check-biome-ci/log.txt").filter((c) => c.message.includes("formats"));
    expect(compact.map(at)).toEqual([["biome", "src/compile.ts", 56]]);
  });

  it("rustfmt: the line of the first change, not the diff's first context line", () => {
    const got = run(lint, "real/strsim-rustfmt/log.txt");
    expect(got.map(at)).toEqual([["rustfmt", "/home/runner/work/strsim-rs/strsim-rs/src/lib.rs", 85]]);
    expect(got[0]?.kind).toBe("format check");
  });

  it("pyright: an error with its rule, a type error filed as types", () => {
    const got = run(lint, "real/blinker-pyright/log.txt");
    expect(got.map((c) => [...at(c), c.code])).toEqual([
      ["pyright", "/home/runner/work/blinker/blinker/src/blinker/base.py", 316, "reportReturnType"],
    ]);
    expect(classify(got[0] as Candidate).category).toBe("types");
  });

  it("standard: one failure per line under its banner, the banner's own remarks skipped", () => {
    const got = run(eslint, "real/safe-buffer-standard/log.txt");
    expect(got.map(at)).toEqual([
      ["standard", "/home/runner/work/safe-buffer/safe-buffer/index.js", 5],
      ["standard", "/home/runner/work/safe-buffer/safe-buffer/index.js", 31],
    ]);
  });

  it("rubocop: each offence with its cop as the code", () => {
    const got = run(ruby, "real/rake-rubocop/log.txt");
    expect(got.map((c) => [...at(c), c.code])).toEqual([
      ["rubocop", "lib/rake/file_list.rb", 2, "Style/StringLiterals"],
      ["rubocop", "lib/rake/file_list.rb", 285, "Layout/TrailingWhitespace"],
    ]);
    expect(classify(got[0] as Candidate).category).toBe("compilation");
  });

  it("clippy on a real crate: both lints, at their lines", () => {
    const log = readFileSync(join(FIXTURES, "real/heck-clippy/log.txt"), "utf8");
    expect(log).toContain("--> src/lib.rs:179:5");
    expect(log).toContain("--> src/lib.rs:183:8");
  });
});

describe("Ruby test frameworks", () => {
  it("test-unit: the test, its class and the assertion's line in the test file", () => {
    const got = run(ruby, "real/rake-test-unit/log.txt");
    expect(got.map((c) => [...at(c), c.test, c.suite])).toEqual([
      [
        "test-unit",
        "/home/runner/work/rake/rake/test/test_rake_file_list.rb",
        360,
        "test_filelist_ext",
        "TestRakeFileList",
      ],
    ]);
    expect(classify(got[0] as Candidate).category).toBe("assertion");
  });

  it("minitest: a failure at the line it names, an error located by its frames", () => {
    const got = run(ruby, "logs/rb-minitest-fail/log.txt");
    expect(
      got.map((c) => [c.test, c.where?.line ?? null, c.frames[0]?.line ?? null, classify(c).category]),
    ).toEqual([
      ["TestCart#test_total_with_discount", 15, null, "assertion"],
      ["TestCart#test_remove_missing", null, 17, "runtime"],
    ]);
  });

  it("RSpec: the example's description; an expectation at the spec's line, an error by its frames", () => {
    const got = run(ruby, "logs/rb-rspec-fail/log.txt");
    expect(got.map((c) => [c.test, c.where?.line ?? null, c.kind, classify(c).category])).toEqual([
      ["Cart subtracts a discount", 11, "rspec expectation", "assertion"],
      ["Cart#remove ignores an item that is not there", null, "KeyError", "runtime"],
    ]);
  });
});

describe("build tools and the generic layer", () => {
  it("tsup's esbuild errors are read by the bundler extractor (one registry slot for every bundler)", () => {
    const got = run(bundler, "real/bundle-require-tsup/log.txt");
    expect(got.map(at)).toEqual([
      ["esbuild", "src/index.ts", 26],
      ["esbuild", "src/index.ts", 26],
    ]);
  });

  it("unbuild's `[error] Error building …`: the error once, not its two repeats; the importing file, the module", () => {
    const got = run(bundler, "real/mlly-unbuild-unresolved-import/log.txt");
    expect(got.map((c) => [...at(c), c.module, c.message])).toEqual([
      ["rollup", "src/cjs.ts", null, "./_utils", 'Could not resolve "./_utils" from "src/cjs.ts"'],
    ]);
    expect(classify(got[0] as Candidate).category).toBe("compilation");
    // The import's line needs the file's text (the action's workspace reader); the recording has only its name.
    expect(
      recordedFailures(join(FIXTURES, "real/mlly-unbuild-unresolved-import")).map((f) => [
        f.category,
        f.location?.file,
      ]),
    ).toEqual([["compilation", "src/cjs.ts"]]);
  });

  it("unbuild's esbuild transform: esbuild's own line under `Transform failed with 1 error:` is the place", () => {
    const got = run(bundler, "real/ufo-unbuild-syntax/log.txt");
    expect(got.map((c) => [...at(c), c.message])).toEqual([
      ["rollup", "/work/scratch/triage/ci/ufo/ufo/src/utils.ts", 29, 'Expected "]" but found ";"'],
    ]);
  });

  it("rolldown's `Build failed with 1 error:` over a plugin's error: the plugin's error, a compilation failure", () => {
    const got = run(bundler, "real/cookie-es-obuild-missing-export/log.txt");
    // `(153:220)` is in the DTS plugin's generated chunk: no place in the repository.
    expect(got.map((c) => [...at(c), c.kind, c.message])).toEqual([
      [
        "rolldown",
        null,
        null,
        "rolldown plugin rolldown-plugin-dts:fake-js",
        "Export 'splitSetCookieString' is not defined. (153:220)",
      ],
    ]);
    expect(classify(got[0] as Candidate).category).toBe("compilation");
    const failures = recordedFailures(join(FIXTURES, "real/cookie-es-obuild-missing-export"));
    expect(failures.map((f) => [f.category, f.tool])).toEqual([["compilation", "rolldown"]]);
  });

  it("a plugin's error quoting a parse error rolldown reported itself is that error, not a second failure", () => {
    const got = run(bundler, "real/std-env-obuild/log.txt");
    expect(got.map((c) => [...at(c), c.kind])).toEqual([["rolldown", "src/flags.ts", 13, "[PARSE_ERROR]"]]);
  });

  it("a bundler's summary of its errors is a wrapper (weight 0): tsup's dts build, esbuild's and rolldown's", () => {
    const weights = (log: string) => run(crash, log).map((c) => [c.message.slice(0, 40), c.weight] as const);
    expect(weights("real/reselect-tsup-build/log.txt")).toEqual([["Error: error occurred in dts build", 0]]);
    expect(weights("real/cookie-es-obuild-missing-export/log.txt")).toEqual([
      ["Error: Build failed with 1 error:", 0],
    ]);
    expect(weights("real/bundle-require-tsup/log.txt")).toEqual([
      ["Error: Build failed with 1 error:", 0],
      ["RollupError: Failed to compile. Check th", 0],
    ]);
    // tsc's diagnostic is the one failure.
    const failures = recordedFailures(join(FIXTURES, "real/reselect-tsup-build"));
    expect(failures.map((f) => [f.category, f.location?.file, f.location?.line])).toEqual([
      ["compilation", "src/index.ts", 22],
    ]);
    // A tool's error that is no summary keeps its weight (jest that cannot load its config).
    expect(run(crash, "real/luxon-jest-config-ts/log.txt").map((c) => c.weight)).toEqual([2]);
  });

  it("a numbered test list under `Failed tests:` (@hapi/lab): the test's title, the expectation, its frame", () => {
    const got = run(generic, "real/hoek-lab/log.txt");
    expect(got).toHaveLength(1);
    const c = got[0] as Candidate;
    expect([c.tool, c.test, c.frames[0]?.line]).toEqual([
      "test-list",
      "escapeRegex() escapes all special regular expression characters",
      2227,
    ]);
    // Not the diff's legend (`actual expected`) but the line that says what was expected.
    expect(c.message).toMatch(/^Expected '/);
    expect(classify(c).category).toBe("assertion");
  });

  it("jest without ts-node for its jest.config.ts: infrastructure, at the config file it names", () => {
    const got = run(crash, "real/luxon-jest-config-ts/log.txt");
    expect(got).toHaveLength(1);
    const c = got[0] as Candidate;
    expect(c.where?.path).toBe("/home/runner/work/luxon/luxon/jest.config.ts");
    const k = classify(c);
    expect([k.category, k.patterns[0]]).toEqual(["infrastructure", "infrastructure.missing-package"]);
  });

  it("jest that cannot read its configuration (ts-jest uninstalled): infrastructure, not a test's failure", () => {
    const got = run(shell, "real/tsyringe-jest-no-ts-jest/log.txt").filter((c) => c.tool === "config");
    expect(got.map((c) => [c.kind, c.message, c.weight])).toEqual([
      ["Validation Error", "Module ts-jest in the transform option was not found.", 2],
    ]);
    expect(classify(got[0] as Candidate).patterns).toEqual([
      "infrastructure.missing-package",
      "infrastructure.runner-config",
    ]);
    // A failed test's header is indented: never read as a configuration error.
    expect(run(shell, "real/tsyringe-jest/log.txt").filter((c) => c.tool === "config")).toEqual([]);
  });

  it("a project's own missing relative module stays a compilation failure, not infrastructure", () => {
    const got = run(mocha, "real/mime-types-mocha-missing-module/log.txt");
    expect(got.length).toBeGreaterThan(0);
    for (const c of got) expect(classify(c).category).not.toBe("infrastructure");
  });

  it("an error that only points at the logs above is a wrapper (weight 0)", () => {
    const got = run(crash, "real/bundle-require-tsup/log.txt");
    const wrapper = got.find((c) => c.message.includes("Check the logs above"));
    expect(wrapper?.weight).toBe(0);
  });
});

describe("checks of what a package publishes", () => {
  it("attw: one failure per problem kind it fails on, naming the entrypoints and modes its table shows it in", () => {
    const got = run(packageLint, "real/css-attw-fallback-condition/log.txt");
    // The `(ignored per resolution)` kind (CJSResolvesToESM) fails nothing; the ignored node16 (from CJS) cell is no place.
    expect(got.map((c) => [...at(c), c.code, c.message])).toEqual([
      [
        "attw",
        "package.json",
        null,
        "FallbackCondition",
        'Used fallback condition: "@eslint/css" in node16 (from ESM), bundler',
      ],
    ]);
    expect(classify(got[0] as Candidate).category).toBe("compilation");
  });

  // test/fixtures/attw: attw 0.18.5 on real packages' tarballs (scripts/fixtures/record-attw.sh; README.md there).
  const attw = (log: string) =>
    run(packageLint, `attw/${log}.log`).map((c) => [c.tool, c.where?.path, c.code, c.message]);
  const CVA = '"class-variance-authority"';

  it("attw's table in each of its shapes: a failure per problem kind, its entrypoints and modes from the cells", () => {
    // class-variance-authority 0.7.0: one cell holds two kinds (node16 (from ESM): fallback condition, masquerading as CJS).
    const cva = [
      [
        "attw",
        "package.json",
        "FallbackCondition",
        `Used fallback condition: ${CVA} in node16 (from ESM), bundler`,
      ],
      ["attw", "package.json", "FalseCJS", `Masquerading as CJS: ${CVA} in node16 (from ESM)`],
      [
        "attw",
        "package.json",
        "NoResolution",
        'Resolution failed: "class-variance-authority/types" in node10',
      ],
    ];
    // A column per entrypoint (the default, as it fits 133 columns), a column per resolution mode, `mode: cell` lines.
    for (const log of ["cva-table", "cva-table-flipped", "cva-ascii"]) expect(attw(log), log).toEqual(cva);
    const got = run(packageLint, "attw/cva-table.log");
    expect(got.map((c) => classify(c).category)).toEqual(["compilation", "compilation", "compilation"]);
  });

  it("attw --profile node16: a kind only in the ignored node10 fails nothing, nor do its other ignored cells", () => {
    // NoResolution is `(ignored per resolution)`: its only cell is `(ignored) 💀 Resolution failed` in node10.
    expect(attw("cva-node16-table")).toEqual([
      [
        "attw",
        "package.json",
        "FallbackCondition",
        `Used fallback condition: ${CVA} in node16 (from ESM), bundler`,
      ],
      ["attw", "package.json", "FalseCJS", `Masquerading as CJS: ${CVA} in node16 (from ESM)`],
    ]);
    // With the two other kinds' rules ignored too, attw exits 0: nothing fails.
    expect(attw("cva-node16-ignore-rules")).toEqual([]);
    // zustand 4.4.7: both kinds also show in node10, as `(ignored) …` cells (a `node10` row, a `node10 (ignored)`
    // column, `node10: (ignored) …` lines): only node16 (from CJS) is named. Ten entrypoints: the default is the ascii form.
    const zustand = [
      [
        "attw",
        "package.json",
        "MissingExportEquals",
        'Missing `export =`: "zustand" in node16 (from CJS); "zustand/vanilla" in node16 (from CJS); "zustand/shallow" in node16 (from CJS)',
      ],
      [
        "attw",
        "package.json",
        "FalseExportDefault",
        'Incorrect default export: "zustand/context" in node16 (from CJS)',
      ],
    ];
    for (const log of ["zustand-node16-table", "zustand-node16-table-flipped", "zustand-node16"])
      expect(attw(log), log).toEqual(zustand);
  });

  it("publint: each numbered error, at the manifest of the package pnpm's prefix names", () => {
    const got = recordedFailures(join(FIXTURES, "real/publint-pnpm-lint-publint-exports"));
    expect(got.map((f) => [f.tool, f.location?.file, f.location?.line, f.category, f.reproduce])).toEqual(
      Array.from({ length: 3 }, () => [
        "publint",
        "packages/pack/package.json",
        null,
        "compilation",
        "cd packages/pack && npx publint .",
      ]),
    );
    expect(got[2]?.message).toBe('pkg.exports["./node"] is ./src/node/index.js but the file does not exist.');
  });

  it("type-coverage: each identifier typed any above its failed target, at its place", () => {
    const got = run(tsc, "real/unified-type-coverage-any/log.txt");
    expect(got.map((c) => [...at(c), c.where?.column])).toEqual([
      ["type-coverage", "/home/runner/work/unified/unified/lib/index.js", 659, 11],
    ]);
    expect(got[0]?.message).toMatch(/^`input` is typed any: The type coverage rate\(99\.97%\) is lower/);
  });
});

describe("package managers' wrap-up of workspace scripts", () => {
  it("pnpm's ERR_PNPM_RECURSIVE_FAIL is a wrapper that names the scripts that failed", () => {
    const one = run(shell, "real/publint-pnpm-lint-publint-exports/log.txt");
    expect(one.map((c) => [c.tool, c.weight, c.message])).toEqual([
      [
        "runner",
        0,
        "ERR_PNPM_RECURSIVE_FAIL: @publint/pack@0.1.1 lint-publint: `node ../publint/src/cli.js` failed",
      ],
    ]);
    const three = run(shell, "locate/loc-monorepo-pnpm-stream/log.txt").filter((c) =>
      c.message.startsWith("ERR_PNPM_RECURSIVE_FAIL"),
    );
    expect(three.map((c) => c.message)).toEqual([
      "ERR_PNPM_RECURSIVE_FAIL: @loc/cart@1.0.0 test: `mocha test/index.test.js`, @loc/notes@1.0.0 test: `vitest run`, @loc/orders@1.0.0 test: `jest` failed",
    ]);
    // Beside the failures the scripts printed, it is not one of its own.
    const typecheck = recordedFailures(join(FIXTURES, "real/publint-pnpm-typecheck"));
    expect(typecheck.map((f) => f.tool)).toEqual(["tsc", "tsc", "tsc", "tsc"]);
  });
});

describe("tsc's errors when every one sits in the installed dependencies", () => {
  it("collapse into one failure of the dependencies, infrastructure, located nowhere in the project", () => {
    // No lockfile: today's @types/node, which tsc 4 cannot parse (about fifty TS1xxx errors, all in ffi.d.ts).
    const got = recordedFailures(join(FIXTURES, "real/use-deep-compare-effect-kcd-validate-dep-drift"));
    const typecheck = got.filter((f) => f.tool === "tsc");
    expect(typecheck.map((f) => [f.category, f.patterns, f.location, f.details.code])).toEqual([
      ["infrastructure", ["infrastructure.tsc-dependencies"], null, "TS1139"],
    ]);
    expect(typecheck[0]?.message).toMatch(
      /^\d{2} errors in installed dependencies \(node_modules\/@types\/node\/ffi\.d\.ts\), none in the project: Type parameter declaration expected\.$/,
    );
  });

  // The dependencies' recorded errors (their `[typecheck] ` label off) and one of the project's own
  // (test/fixtures/logs/ts-tsc-ts2307's, recorded).
  const driftLines = () => {
    const log = readFileSync(
      join(FIXTURES, "real/use-deep-compare-effect-kcd-validate-dep-drift/log.txt"),
      "utf8",
    ).split("\n");
    const deps = log.filter((l) => l.includes("): error TS")).map((l) => l.replace(/^\[typecheck\] /, ""));
    const own = readFileSync(join(FIXTURES, "logs/ts-tsc-ts2307/log.txt"), "utf8").split("\n")[0] ?? "";
    return { deps, own };
  };

  it("one error in the project's own files keeps every error its own, as tsc printed them", () => {
    const { deps, own } = driftLines();
    // The dependency's errors (the recorded ones, their `[typecheck] ` label off) beside one of the project's
    // (test/fixtures/logs/ts-tsc-ts2307's, recorded).
    const lines = [own, ...deps];
    const anchors = lines.flatMap((l, i) => (tsc.trigger.test(l) ? [i] : []));
    const got = tsc.extract({ lines, offset: 0, from: 0, to: lines.length }, anchors, {});
    expect(got).toHaveLength(deps.length + 1);
    expect(got.filter((c) => c.kind !== undefined)).toEqual([]);
    expect(classify(got[1] as Candidate).category).toBe("compilation");
  });

  it("across the scanner's windows: one failure of the dependencies, none once the project's own error was met", () => {
    const { deps, own } = driftLines();
    const window = (lines: string[], state: Record<string, unknown>) =>
      tsc.extract(
        { lines, offset: 0, from: 0, to: lines.length },
        lines.map((_, i) => i),
        state,
      );
    const half = Math.floor(deps.length / 2);
    const state = {};
    expect([...window(deps.slice(0, half), state), ...window(deps.slice(half), state)]).toHaveLength(1);
    const mixed = {};
    expect(window([own], mixed)).toHaveLength(1);
    expect(window(deps, mixed)).toHaveLength(deps.length);
  });

  it("not a project whose own errors are all it printed", () => {
    const typecheck = recordedFailures(join(FIXTURES, "real/publint-pnpm-typecheck"));
    expect(typecheck.map((f) => [f.tool, f.category])).toEqual(Array(4).fill(["tsc", "compilation"]));
  });
});

describe("a harness's one-line verdict and a Ruby file that did not load (held-out round 8)", () => {
  const real = (id: string) =>
    recordedFailures(join(FIXTURES, "real", id)).map((f) => [
      f.tool,
      f.category,
      f.test,
      f.location?.file ?? null,
      f.location?.line ?? null,
    ]);

  it("pugixml's `Test NAME failed: CHECK at FILE:LINE`: the test's failed check there, make's line no failure", () => {
    expect(real("pugixml-make-test-as-bool")).toEqual([
      ["harness", "assertion", "dom_attr_as_bool", "tests/test_dom_traverse.cpp", 183],
      ["harness", "assertion", "dom_text_as_bool", "tests/test_dom_text.cpp", 159],
    ]);
  });

  it("ruby's SyntaxError at require: one compilation failure at the first error, the parser's cascade none", () => {
    expect(real("tilt-rake-minitest-syntax-error")).toEqual([
      ["ruby", "compilation", null, "lib/tilt/mapping.rb", 281],
    ]);
  });
});
