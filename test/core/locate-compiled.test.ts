// A frame in JavaScript compiled beside its TypeScript (tsc without outDir, the output git-ignored) and run without a
// source map: located in the TypeScript file, at the line holding the same statement when the shell can read both
// (test/fixtures/compiled-beside: real tsc output of a spec of our own), else at the printed line, marked inexact.
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
