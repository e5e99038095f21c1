// Locations a person would click (issue 24, point 4): a frame in build output whose file carries a source map (an
// external `.map` or an inline data URL) is located at the source line it was built from; without a reader, a map or
// a source in the workspace, the innermost frame in source as before. Recorded by scripts/fixtures/record-locate.sh.
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/core/report/analyze.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import { indexWorkspace, locate } from "../../src/core/locate/paths.js";
import type { ReadFile } from "../../src/core/locate/sourcemap.js";
import { loadWorkspace } from "../../src/run/workspace.js";

const ROOT = join(import.meta.dirname, "..", "..");
const CASE = join(ROOT, "test", "fixtures", "locate", "loc-sourcemap-node-test");
const SAMPLE = join(ROOT, "samples", "loc-sourcemap");
const meta = JSON.parse(readFileSync(join(CASE, "meta.json"), "utf8")) as { cwd: string; command: string };
const files = readFileSync(join(CASE, "files.txt"), "utf8").split("\n").filter(Boolean);

/** Reads the sample's files (build output included), as the shell's reader does; records what was asked. */
function reader(asked: string[] = []): ReadFile {
  return (file, max) => {
    asked.push(file);
    try {
      const p = join(SAMPLE, file);
      return statSync(p).size <= max ? readFileSync(p, "utf8") : null;
    } catch {
      return null;
    }
  };
}

const failures = (readFile?: ReadFile) =>
  analyze({
    scan: scanLog(readFileSync(join(CASE, "log.txt"), "utf8")),
    exitCode: 1,
    junit: [],
    workspace: { files, root: meta.cwd, ...(readFile ? { readFile } : {}) },
    command: meta.command,
    version: "test",
  }).buckets.flatMap((b) => b.failures);

describe("frames in build output, traced through their source maps", () => {
  it("locates node:test's TypeErrors thrown in dist/ at the source lines (external .map and inline data URL)", () => {
    const f = failures(reader());
    expect(f.map((x) => [x.test, x.location?.file, x.location?.line, x.location?.status])).toEqual([
      ["an empty order costs nothing", "src/price.ts", 17, "mapped"],
      ["prints the coupon", "src/receipt.ts", 13, "mapped"],
    ]);
    expect(f[0]?.location?.note).toContain("source map `dist/price.js.map`");
    expect(f[1]?.location?.note).toContain("source map `dist/receipt.js`");
    // The prompt's frames too: the source line, then the test's own call (and node:test's location line).
    expect(f[0]?.details.frames?.map((x) => `${x.location.file}:${x.location.line}`)).toEqual([
      "src/price.ts:17",
      "test/price.test.js:10",
      "test/price.test.js:9",
    ]);
  });

  it("the run layer's workspace reads them: a real run is traced, a path out of the workspace is never read", () => {
    const ws = loadWorkspace(SAMPLE);
    expect(ws.readFile).toBeDefined();
    const read = ws.readFile as ReadFile;
    expect(failures(read).map((x) => [x.location?.file, x.location?.line])).toEqual([
      ["src/price.ts", 17],
      ["src/receipt.ts", 13],
    ]);
    expect(read("dist/price.js.map", 1 << 20)).toContain('"mappings"');
    expect(read("../../package.json", 1 << 20)).toBeNull();
    expect(read("dist/price.js.map", 10)).toBeNull();
  });

  it("without a reader (or a map) the innermost frame in source: the test's own call", () => {
    expect(failures().map((x) => [x.location?.file, x.location?.line])).toEqual([
      ["test/price.test.js", 10],
      ["test/receipt.test.js", 10],
    ]);
  });

  it("reads each generated file and map once, only for frames in build output", () => {
    const asked: string[] = [];
    failures(reader(asked));
    expect(asked.sort()).toEqual(["dist/price.js", "dist/price.js.map", "dist/receipt.js"]);
  });

  it("never follows a map outside the workspace, nor one over the size cap", () => {
    // dist/ holds a repository file: no output folder mirroring src/ (paths.ts's compiledFrom), only a map places it.
    const index = { ...indexWorkspace({ files: ["src/a.ts", "dist/README.md"], root: "/repo" }), base: null };
    const at = [{ function: null, path: "/repo/dist/a.js", line: 3, column: 5 }];
    const asked: string[] = [];
    const outside: ReadFile = (file) => {
      asked.push(file);
      return file === "dist/a.js" ? "x;\n//# sourceMappingURL=../../etc/a.js.map\n" : "{}";
    };
    expect(locate({ ...index, readFile: outside }, null, at)?.file).toBe(null);
    expect(asked).toEqual(["dist/a.js"]);
    const huge: ReadFile = (_file, max) => (max < 64 * 1024 * 1024 ? null : "");
    expect(locate({ ...index, readFile: huge, sourceMaps: new Map() }, null, at)?.status).toBe("missing");
  });
});
