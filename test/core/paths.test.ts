import { readFileSync } from "node:fs";
import { join } from "node:path";
import { analyze } from "../../src/core/report/analyze.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import { describe, expect, it } from "vitest";
import { indexWorkspace, locate, resolvePath } from "../../src/core/locate/paths.js";

const files = [
  "src/math.ts",
  "src/utils/format.ts",
  "test/math.test.ts",
  "pkg/math/math_test.go",
  "pkg/strings/math_test.go",
  "src/main/java/com/example/Foo.java",
  "lib/a.py",
  "tests/a.py",
];
const index = indexWorkspace({
  files,
  root: "/work/repo",
  lineCount: (f) => (f === "src/math.ts" ? 20 : null),
});
const at = (path: string, line: number | null = 3, dirHint?: string) =>
  resolvePath(index, { function: null, path, line, column: null }, dirHint);

describe("resolvePath", () => {
  it("exact: a repository path as printed (with or without ./)", () => {
    expect(at("src/math.ts")).toMatchObject({ file: "src/math.ts", status: "exact", line: 3, note: null });
    expect(at("./src/math.ts")).toMatchObject({ file: "src/math.ts", status: "exact" });
  });

  it("mapped: absolute paths under the workspace, runner checkouts, file:// and webpack:// URLs, Windows separators", () => {
    expect(at("/work/repo/src/math.ts").status).toBe("mapped");
    expect(at("/home/runner/work/repo/repo/src/math.ts")).toMatchObject({
      file: "src/math.ts",
      status: "mapped",
    });
    expect(at("D:\\a\\repo\\repo\\src\\utils\\format.ts")).toMatchObject({
      file: "src/utils/format.ts",
      status: "mapped",
    });
    expect(at("file:///home/runner/work/repo/repo/src/math.ts")).toMatchObject({
      file: "src/math.ts",
      status: "mapped",
    });
    expect(at("webpack://my-app/./src/utils/format.ts")).toMatchObject({
      file: "src/utils/format.ts",
      status: "mapped",
    });
    expect(at("src\\math.ts")).toMatchObject({ file: "src/math.ts", status: "mapped" });
    expect(at("/some/other/machine/checkout/src/math.ts")).toMatchObject({
      file: "src/math.ts",
      status: "mapped",
    });
  });

  it("searched: a path relative to something else, found by its trailing segments, with a note", () => {
    const l = at("com/example/Foo.java", 12);
    expect(l).toMatchObject({ file: "src/main/java/com/example/Foo.java", status: "searched", line: 12 });
    expect(l.note).toContain("com/example/Foo.java");
    // go prints test paths relative to the package; the package path disambiguates.
    expect(at("math_test.go", 8, "example.com/mod/pkg/strings")).toMatchObject({
      file: "pkg/strings/math_test.go",
      status: "searched",
    });
  });

  it("missing: never reports a file that is not there, and lists the closest candidates", () => {
    const l = at("src/mathh.ts");
    expect(l).toMatchObject({ file: null, status: "missing" });
    expect(l.note).toContain("does not exist");
    const amb = at("math_test.go", 8);
    expect(amb).toMatchObject({
      file: null,
      status: "missing",
      candidates: ["pkg/math/math_test.go", "pkg/strings/math_test.go"],
    });
    expect(at("a.py").candidates).toEqual(["lib/a.py", "tests/a.py"]);
    expect(at("src/utils/nothing.ts").candidates).toEqual(["src/utils/format.ts"]);
  });

  it("says when a printed line is past the end of the file", () => {
    expect(at("src/math.ts", 99).note).toBe("line 99 is past the end of src/math.ts (20 lines)");
  });
});

describe("locate", () => {
  it("takes the first frame inside the repository when the failure's own location is elsewhere", () => {
    const loc = locate(index, { function: null, path: "node:internal/x", line: 1, column: 1 }, [
      { function: "x", path: "/home/runner/work/repo/repo/node_modules/lib/index.js", line: 1, column: 1 },
      { function: "y", path: "/home/runner/work/repo/repo/test/math.test.ts", line: 7, column: 3 },
    ]);
    expect(loc).toMatchObject({ file: "test/math.test.ts", line: 7, column: 3, status: "mapped" });
  });
});

describe("resolvePath from the command's folder (the action's working-directory)", () => {
  it("looks a relative path up in that folder first: the same name in two packages is not ambiguous", () => {
    const mono = indexWorkspace({ files: ["web/src/app.ts", "api/src/app.ts", "lib/util.ts"] });
    const from = (base: string | null, path: string) =>
      resolvePath({ ...mono, base }, { function: null, path, line: 1, column: null });
    expect(from(null, "src/app.ts")).toMatchObject({ file: null, status: "missing" });
    expect(from("web", "src/app.ts")).toMatchObject({ file: "web/src/app.ts", status: "mapped", note: null });
    expect(from("api", "./src/app.ts")).toMatchObject({ file: "api/src/app.ts", status: "mapped" });
    expect(from("web", "../lib/util.ts")).toMatchObject({ file: "lib/util.ts", status: "mapped" });
    // Not in the folder: the usual search over the repository.
    expect(from("web", "lib/util.ts")).toMatchObject({ file: "lib/util.ts", status: "exact" });
  });
});

describe("locations under coverage instrumentation (nyc/istanbul)", () => {
  const dir = join(import.meta.dirname, "..", "fixtures", "logs", "js-nyc-mocha");
  const files = readFileSync(join(dir, "files.txt"), "utf8").split("\n").filter(Boolean);
  const run = (command: string) =>
    analyze({
      scan: scanLog(readFileSync(join(dir, "log.txt"), "utf8")),
      junit: [],
      workspace: { files, root: "/repo" },
      command,
      version: "test",
    }).buckets.flatMap((b) => b.failures)[0]?.location;

  it("without nyc the innermost frame in the repository is trusted", () => {
    expect(run("npx mocha")).toMatchObject({ file: "src/parse.js", line: 3, status: "exact" });
  });

  it("under nyc the test's own frame is preferred (tests are not instrumented)", () => {
    expect(run("npx nyc --reporter=text mocha")).toMatchObject({
      file: "test/parse.test.js",
      line: 10,
      status: "exact",
    });
  });
});
