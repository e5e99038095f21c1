// Monorepo package-relative paths mapped from the package the runner ran in (issue 24, point 4), on recorded runs of
// real projects (test/fixtures/real/<case>). `nx affected` runs each task's package.json script through pnpm, which
// prints the script's header with its folder (`> @tanstack/typedoc-config@0.3.3 test:types /home/runner/work/config/
// config/packages/typedoc-config`) inside nx's group (`::group::❌ > nx run @tanstack/typedoc-config:"test:types"`);
// the tool the script runs prints paths relative to that folder (tsc's `src/index.ts:43:7 - error TS2322`, a file
// several packages hold), or none (publint names its package.json's fields).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { extractFrom, recordedFailures } from "../support/recorded.js";
import { describe, expect, it } from "vitest";
import { lint } from "../../src/core/extract/lint.js";
import { scanLog } from "../../src/core/ingest/scan.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");
const at = (c: string) =>
  recordedFailures(join(REAL, c)).map((f) => [f.category, f.location?.file, f.location?.line]);

describe("a package script's header names the folder its tool prints paths from", () => {
  it("tsc under nx: the package-relative path in the package the header names", () => {
    expect(at("tanstack-config-nx-tsc-types")).toEqual([
      ["types", "packages/typedoc-config/src/index.ts", 43],
    ]);
    // Two packages fail: tsc's path in the first task's package; eslint's absolute path in the second's.
    expect(at("tanstack-config-nx-two-packages")).toEqual([
      ["types", "packages/typedoc-config/src/index.ts", 42],
      ["compilation", "packages/publish-config/src/utils.js", 40],
    ]);
  });

  it("publint's findings: the package.json of the package the header names, not the root's", () => {
    const got = at("tanstack-config-nx-publint-exports");
    expect(got.filter(([c]) => c === "compilation").map(([, f]) => f)).toEqual([
      "packages/publish-config/package.json",
      "packages/publish-config/package.json",
    ]);
  });

  it("tsc under a script's nested `pnpm run` (`. test:types:ts56: ` lines) and vue-tsc in an example's folder", () => {
    const files = recordedFailures(join(REAL, "tanstack-store-nx-vue-tsc-missing-export"))
      .filter((f) => f.tool === "tsc")
      .map((f) => `${f.location?.file}:${f.location?.line}`);
    expect(files).toContain("packages/vue-store/tests/test.test-d.ts:3");
    expect(files).toContain("examples/vue/store-actions/src/App.vue:2");
    expect(files).toContain("examples/vue/store-actions/src/App.vue:32");
    expect(files.filter((f) => !f.startsWith("packages/vue-store/") && !f.startsWith("examples/"))).toEqual(
      [],
    );
  });

  it("a group's end closes the header's scope: turbo's summary after it is no package's output", () => {
    // turbo wraps each task in `::group::solid-js:test` … `::endgroup::`; after the last one it prints its own
    // `::error::command (/abs/packages/babel-preset-solid) … exited (1)`, another package than the last header's.
    const log = readFileSync(join(REAL, "solid-turbo-babel-preset-module", "log.txt"), "utf8");
    const after = scanLog(log).candidates.find((x) => x.start === 232);
    expect(after?.message).toContain("babel-preset-solid");
    expect(after?.dirHint).toBeUndefined();
  });

  it("the prefilter decodes the headers and groups the full scan reads: the same folders either way", () => {
    for (const c of ["tanstack-config-nx-two-packages", "tanstack-store-nx-vue-tsc-missing-export"]) {
      const log = readFileSync(join(REAL, c, "log.txt"), "utf8");
      const hints = (prefilter: boolean) =>
        scanLog(log, undefined, { prefilter }).candidates.map((x) => [x.tool, x.start, x.dirHint ?? null]);
      expect(hints(true)).toEqual(hints(false));
      expect(
        hints(true).some(([, , d]) => typeof d === "string" && d.endsWith("/examples/vue/store-actions")),
      ).toBe(c.includes("vue"));
    }
  });
});

describe("biome --error-on-warnings under pnpm -r", () => {
  // Each package's test:ci starts with `biome check --error-on-warnings`; pnpm prefixes its lines with the package's
  // folder (`packages/cacheable-request test:ci: `). biome prints a warning (`  ! This variable requestStartedAt is
  // unused.`) and closes with `Found 1 warning.` and `  × Some warnings were emitted while running checks.`.
  it("a warning the run's summary makes fatal is a finding, in the folder pnpm's prefix names", () => {
    const found = extractFrom(lint, join(REAL, "cacheable-pnpm-r-biome-two", "log.txt"));
    expect(found.map((c) => [c.tool, c.where?.path, c.where?.line, c.code, c.message])).toEqual([
      [
        "biome",
        "src/index.ts",
        83,
        "lint/correctness/noUnusedVariables",
        "This variable requestStartedAt is unused.",
      ],
    ]);
    expect(at("cacheable-pnpm-r-biome-two")).toEqual([
      ["compilation", "packages/cacheable-request/src/index.ts", 83],
    ]);
  });

  it("without it a warning fails nothing (`biome ci`: `  ! This let declares…` above errors)", () => {
    const found = extractFrom(lint, join(REAL, "nth-check-biome-ci", "log.txt"));
    expect(found.filter((c) => c.tool === "biome").map((c) => c.where?.line)).not.toContain(49);
  });
});

describe("a type error at a failing test's line, printed again by another tool", () => {
  // vitest (with typecheck) names the type tests that fail (`tests/test.test-d.ts > _useStore returns actions…` at
  // :61:49) and the run-time ones (`tests/index.test.tsx > _useStore > …` at :338:32); vitest's `Unhandled Source
  // Error`s and then tsc, run by the package's test:types script, print type errors at the same lines again.
  it("the test's failure stays; the repeats at its line go, the type errors at other lines stay", () => {
    const got = recordedFailures(join(REAL, "tanstack-store-nx-vue-tsc-missing-export")).map(
      (f) => `${f.tool} ${f.test === null ? "-" : "test"} ${f.location?.file}:${f.location?.line}`,
    );
    for (const line of [
      "index.test.tsx:338",
      "index.test.tsx:359",
      "test.test-d.ts:61",
      "test.test-d.ts:70",
    ]) {
      expect(got.filter((g) => g.endsWith(`packages/vue-store/tests/${line}`))).toEqual([
        `vitest test packages/vue-store/tests/${line}`,
      ]);
    }
    expect(got).toContain("tsc - packages/vue-store/tests/index.test.tsx:364");
    expect(got).toContain("tsc - packages/vue-store/tests/test.test-d.ts:3");
  });
});
