// Locations a person would click: a throw inside build output (esbuild's dist/, no source map) is located at
// the innermost frame in source, even when dist/ is committed; build output only when nothing else is.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/core/report/analyze.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import { indexWorkspace, isBuildOutput, locate } from "../../src/core/locate/paths.js";
import { CORPUS, analyzeCase, loadCases } from "../corpus/evaluate.js";

const frame = (path: string, line: number) => ({ function: null, path, line, column: null });

describe("build output in stack frames", () => {
  const files = ["src/price.ts", "test/price.test.js", "dist/price.js"];
  const index = { ...indexWorkspace({ files, root: "/repo" }), base: null };

  it("skips a committed dist/ file for the first frame in source", () => {
    const loc = locate(index, null, [
      frame("/repo/dist/price.js", 31),
      frame("/repo/test/price.test.js", 10),
    ]);
    expect([loc?.file, loc?.line]).toEqual(["test/price.test.js", 10]);
  });

  it("still names the build output when no frame is in source", () => {
    const loc = locate(index, null, [frame("/repo/dist/price.js", 31), frame("node:internal/x", 1)]);
    expect([loc?.file, loc?.line]).toEqual(["dist/price.js", 31]);
  });

  it("tells build output from source by folder or minified name, not by a word in the path", () => {
    expect(["dist/a.js", "packages/x/build/a.js", "out/a.js", "vendor/a.min.js"].map(isBuildOutput)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(["src/distance.ts", "test/builder.test.js", "lib/a.js"].map(isBuildOutput)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it("on node:test's real output, with dist/ committed to the repository", () => {
    const c = loadCases(CORPUS).find((x) => x.id === "js-dist-frames-node-test");
    if (!c) throw new Error("no recorded case js-dist-frames-node-test");
    const r = analyze({
      scan: scanLog(readFileSync(join(c.dir, "log.txt"), "utf8")),
      exitCode: c.meta.exitCode,
      junit: [],
      workspace: { files: [...c.files, "dist/price.js"], root: c.meta.cwd },
      command: c.meta.command,
      version: "test",
    });
    const f = r.buckets.flatMap((b) => b.failures);
    expect(f.map((x) => [x.category, x.location?.file, x.location?.line])).toEqual([
      ["runtime", "test/price.test.js", 10],
    ]);
  });

  it("locates a failure whose only frame is a library's at the test's own file (jest, pg-protocol)", () => {
    const c = loadCases(CORPUS).find((x) => x.id === "js-jest-db-missing");
    if (!c) throw new Error("no recorded case js-jest-db-missing");
    const f = analyzeCase(c).buckets.flatMap((b) => b.failures);
    expect(f.map((x) => [x.location?.file, x.location?.line, x.reproduce])).toEqual([
      ["test/db.test.js", null, "npx jest test/db.test.js -t '^(?:orders table starts empty)$'"],
    ]);
  });
});
