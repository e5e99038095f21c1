// A runner inside one package of a monorepo prints paths relative to that package: the real rollup/plugins
// run (test/fixtures/real/rollup-plugins-json-vitest-snapshot) prints `❯ test/test.js:119:16` from
// packages/json, and 20 packages have a test/test.js. Vitest's ` RUN  v4.0.2 /…/packages/json` line names the
// folder; locations resolve inside it and reproduce commands run from it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/core/report/analyze.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import { REAL_CORPUS, analyzeCase, failuresOf, loadCases } from "../corpus/evaluate.js";

describe("vitest in a monorepo package", () => {
  const c = loadCases(REAL_CORPUS).find((x) => x.id === "rollup-plugins-json-vitest-snapshot");
  if (!c) throw new Error("missing real case rollup-plugins-json-vitest-snapshot");
  const got = failuresOf(analyzeCase(c));

  it("resolves the package-relative path to the package's file, not one of the 19 others", () => {
    expect(got.map((f) => [f.location?.file, f.location?.line])).toEqual([
      ["packages/json/test/test.js", 119],
      ["packages/json/test/test.js", 125],
      ["packages/json/test/test.js", 143],
      ["packages/json/test/test.js", 161],
    ]);
  });

  it("reruns the test from the package's folder", () => {
    expect(got[0]?.reproduce).toBe(
      "cd packages/json && npx vitest run test/test.js -t '^(?:generates properly formatted code)$'",
    );
  });
});

describe("the folder a runner printed, and the folder the command started in", () => {
  it("the runner's own root wins: the command ran at `packages`, vitest in `packages/json`", () => {
    const c = loadCases(REAL_CORPUS).find((x) => x.id === "rollup-plugins-json-vitest-snapshot");
    if (!c) throw new Error("missing real case rollup-plugins-json-vitest-snapshot");
    const report = analyze({
      scan: scanLog(readFileSync(join(c.dir, "log.txt"), "utf8")),
      exitCode: c.meta.exitCode,
      junit: [],
      workspace: { files: c.files, root: c.meta.cwd },
      commandDir: "packages",
      command: c.meta.command,
      version: "test",
    });
    expect(failuresOf(report)[0]?.reproduce).toBe(
      "cd packages/json && npx vitest run test/test.js -t '^(?:generates properly formatted code)$'",
    );
  });
});
