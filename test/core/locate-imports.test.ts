// An unresolved import that a bundler names with its importing file and no line (vite 6 over rollup:
// `Could not resolve "./composables/preferences" from "src/main.ts"`) is located at the line that imports it,
// read through the workspace's file reader, on the real recording test/fixtures/real/vitesse-lite-vite-unresolved.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { scanLog } from "../../src/core/ingest/scan.js";
import { findImportLine } from "../../src/core/locate/paths.js";
import { analyze } from "../../src/core/report/analyze.js";

const CASE = join(import.meta.dirname, "..", "fixtures", "real", "vitesse-lite-vite-unresolved");
const read = (f: string) => readFileSync(join(CASE, f), "utf8");

/**
 * The pull request's files as far as its patch shows them: each hunk's new lines at their line numbers, the lines
 * it does not show left empty (the corpus keeps no sources; the patch is the recorded break).
 */
function filesFromPatch(patch: string): Map<string, string> {
  const out = new Map<string, string[]>();
  let file: string[] | null = null;
  let n = 0;
  for (const line of patch.split("\n")) {
    const f = /^\+\+\+ b\/(.+)$/.exec(line);
    if (f?.[1]) {
      file = [];
      out.set(f[1], file);
      continue;
    }
    const h = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (h?.[1]) {
      n = Number(h[1]);
      continue;
    }
    if (!file || line.startsWith("-") || line.startsWith("\\")) continue;
    if (line.startsWith("+") || line.startsWith(" ")) {
      while (file.length < n - 1) file.push("");
      file[n - 1] = line.slice(1);
      n++;
    }
  }
  return new Map([...out].map(([k, v]) => [k, v.join("\n")]));
}

function analyzeCase(readFile: ((file: string) => string | null) | undefined) {
  const meta = JSON.parse(read("meta.json")) as { cwd: string; command: string; exitCode: number };
  return analyze({
    scan: scanLog(read("log.txt")),
    exitCode: meta.exitCode,
    junit: [],
    workspace: {
      files: read("files.txt").split("\n").filter(Boolean),
      root: meta.cwd,
      ...(readFile ? { readFile } : {}),
    },
    command: meta.command,
    version: "test",
  }).buckets.flatMap((b) => b.failures);
}

describe("an unresolved import's line", () => {
  it("is the line of src/main.ts that imports the module, when the workspace's files can be read", () => {
    const sources = filesFromPatch(read("patch.diff"));
    const [f] = analyzeCase((file) => sources.get(file) ?? null);
    expect(f?.category).toBe("compilation");
    expect(f?.details.module).toBe("./composables/preferences");
    expect([f?.location?.file, f?.location?.line, f?.location?.column]).toEqual(["src/main.ts", 5, 28]);
    expect(f?.location?.note).toMatch(/imports `\.\/composables\/preferences`/);
  });

  it("stays the file alone without a reader (as the corpus scores it)", () => {
    const [f] = analyzeCase(undefined);
    expect([f?.location?.file, f?.location?.line]).toEqual(["src/main.ts", null]);
  });

  it("takes only an import's quoted specifier, not the same text elsewhere", () => {
    const src = [
      "// see './x' for the old way",
      "const s = './x'",
      "import {",
      "  a,",
      "} from './x'",
      "const y = await import('./y')",
      'const z = require("./z")',
    ].join("\n");
    expect(findImportLine(src, "./x")).toEqual({ line: 5, column: 8 });
    expect(findImportLine(src, "./y")?.line).toBe(6);
    expect(findImportLine(src, "./z")?.line).toBe(7);
    expect(findImportLine(src, "./w")).toBeNull();
  });
});
