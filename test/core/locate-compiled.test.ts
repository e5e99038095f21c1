// A frame in JavaScript compiled beside its TypeScript (tsc without outDir, the output git-ignored), or into an output
// folder that mirrors the source tree (tsc's outDir), and run without a source map: located in the TypeScript file,
// at the line holding the same statement when the shell can read both (test/fixtures/compiled-beside: real tsc output
// of a spec of our own), else at the printed line, marked inexact.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { indexWorkspace, locate } from "../../src/core/locate/paths.js";

const DIR = join(import.meta.dirname, "..", "fixtures", "compiled-beside");
const ROOT = "/home/runner/work/reporter/reporter";
const files = ["spec/summary.spec.ts"];
const readFile = (file: string) => {
  try {
    return readFileSync(join(DIR, `${file}.txt`), "utf8");
  } catch {
    return null;
  }
};
const at = (line: number) => ({ function: null, path: `${ROOT}/spec/summary.spec.js`, line, column: 27 });

describe("a frame in a .js compiled beside its .ts", () => {
  it("is the .ts line that holds the same statement (ES5 output: the spec's line 16 is the source's 19)", () => {
    const loc = locate(indexWorkspace({ files, root: ROOT, readFile }), null, [at(16)]);
    expect([loc?.file, loc?.line, loc?.status]).toEqual(["spec/summary.spec.ts", 19, "mapped"]);
  });

  it("keeps the printed line, not exact, when the statement was rewritten or is written twice", () => {
    // Line 9 is tsc's `"Executed ".concat(...)`, rewritten from a template literal; line 19 is `});`.
    for (const line of [9, 19]) {
      const loc = locate(indexWorkspace({ files, root: ROOT, readFile }), null, [at(line)]);
      expect([loc?.file, loc?.line, loc?.status]).toEqual(["spec/summary.spec.ts", line, "searched"]);
    }
  });

  it("keeps the printed line, not exact, when the shell cannot read the files", () => {
    const loc = locate(indexWorkspace({ files, root: ROOT }), null, [at(16)]);
    expect([loc?.file, loc?.line, loc?.status]).toEqual(["spec/summary.spec.ts", 16, "searched"]);
    expect(loc?.note).toMatch(/line is the JavaScript's/);
  });

  it("prefers a frame in a source file the repository holds to the compiled one", () => {
    const loc = locate(indexWorkspace({ files: [...files, "src/summary.ts"], root: ROOT, readFile }), null, [
      at(16),
      { function: null, path: `${ROOT}/src/summary.ts`, line: 3, column: 1 },
    ]);
    expect([loc?.file, loc?.line]).toEqual(["src/summary.ts", 3]);
  });
});

describe("a frame in a .js compiled into an output folder that mirrors the source tree (tsc's outDir)", () => {
  // The same two files, read as the compiled `js` and its source `ts` wherever a layout puts them.
  const layout = (js: string, ts: string) => (file: string) =>
    file === js ? readFile("spec/summary.spec.js") : file === ts ? readFile("spec/summary.spec.ts") : null;
  const frame = (path: string, line = 16) => ({ function: null, path: `${ROOT}/${path}`, line, column: 27 });

  it.each([
    // rootDir `src` (uuid: dist-node/test/version.test.js from src/test/version.test.ts)
    ["dist-node/spec/summary.spec.js", "src/spec/summary.spec.ts", ["src/version.ts", "package.json"]],
    // rootDir `.` (yargs-parser: build/lib/index.js from lib/index.ts)
    ["build/spec/summary.spec.js", "spec/summary.spec.ts", ["lib/index.ts"]],
    // a package of a monorepo, its own dist/ from its src/
    [
      "packages/a/dist/spec/summary.spec.js",
      "packages/a/src/spec/summary.spec.ts",
      ["packages/b/src/spec/x.ts"],
    ],
    // a format's folder inside the output folder (dist/esm/, dist/cjs/)
    ["dist/esm/spec/summary.spec.js", "src/spec/summary.spec.ts", ["src/index.ts"]],
    // an output folder by any name: the file list, not a list of names, says it holds no repository file
    ["compiled/spec/summary.spec.js", "source/spec/summary.spec.ts", []],
  ])("%s is %s, at the line holding the same statement", (js, ts, others) => {
    const ws = { files: [ts, ...others], root: ROOT, readFile: layout(js, ts) };
    const loc = locate(indexWorkspace(ws), null, [frame(js)]);
    expect([loc?.file, loc?.line, loc?.status]).toEqual([ts, 19, "mapped"]);
  });

  it("keeps the printed line, not exact, when the shell cannot read the files", () => {
    const files = ["src/spec/summary.spec.ts"];
    const loc = locate(indexWorkspace({ files, root: ROOT }), null, [frame("dist/spec/summary.spec.js")]);
    expect([loc?.file, loc?.line, loc?.status]).toEqual(["src/spec/summary.spec.ts", 16, "searched"]);
    expect(loc?.note).toMatch(/line is the JavaScript's/);
  });

  it("names no file when two folders hold the same path, or the output folder holds repository files", () => {
    const two = ["src/spec/summary.spec.ts", "test/spec/summary.spec.ts"];
    expect(
      locate(indexWorkspace({ files: two, root: ROOT }), null, [frame("dist/spec/summary.spec.js")])?.file,
    ).toBe(null);
    // `spec/` holds a repository file: `spec/summary.spec.js` is no output folder's, and `src/` is not beside it.
    const held = ["spec/helper.ts", "src/spec/summary.spec.ts"];
    expect(
      locate(indexWorkspace({ files: held, root: ROOT }), null, [frame("spec/summary.spec.js")])?.file,
    ).toBe(null);
  });

  it("names no source for a path some package holds as JavaScript (printed relative to that package)", () => {
    const files = [
      "packages/a/spec/summary.spec.js",
      "packages/b/spec/summary.spec.js",
      "src/summary.spec.ts",
    ];
    const loc = locate(indexWorkspace({ files, root: ROOT }), null, [
      { function: null, path: "spec/summary.spec.js", line: 16, column: 27 },
    ]);
    expect([loc?.file, loc?.candidates]).toEqual([null, files.slice(0, 2)]);
  });

  it("prefers a frame in a source file the repository holds to the compiled one", () => {
    const files = ["src/spec/summary.spec.ts", "src/summary.ts"];
    const loc = locate(indexWorkspace({ files, root: ROOT }), null, [
      frame("dist/spec/summary.spec.js"),
      { function: null, path: `${ROOT}/src/summary.ts`, line: 3, column: 1 },
    ]);
    expect([loc?.file, loc?.line]).toEqual(["src/summary.ts", 3]);
  });
});
