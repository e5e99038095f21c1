// .NET and Ruby shapes the generic layer reads, on real public CI output (test/fixtures/public/README.md cites
// each source): VSTest's failure blocks and C# frames, MSBuild's `path(line,col): error CODE:` diagnostics
// printed relative to their project, and Ruby frames.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/core/report/analyze.js";
import { framesFromText } from "../../src/core/extract/frames.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import type { Failure } from "../../src/core/schema.js";

const PUBLIC = join(import.meta.dirname, "..", "fixtures", "public");

function failures(log: string, files: string[]): Failure[] {
  const r = analyze({
    scan: scanLog(readFileSync(join(PUBLIC, log), "utf8")),
    exitCode: 1,
    junit: [],
    workspace: { files, root: null },
    command: "dotnet test",
    version: "test",
  });
  return r.buckets.flatMap((b) => b.failures);
}

describe("dotnet test (VSTest console)", () => {
  const TEST_FILE = "tests/WindowLogger.Presentation.Tests/Forms/MainFormTests.cs";
  const got = failures("dotnet-test-xunit.log", [
    TEST_FILE,
    "src/WindowLogger.Presentation/Forms/MainForm.cs",
  ]);

  it("reports each failed test once, at its own frame (a Windows path mapped into the repository)", () => {
    expect(got.map((f) => [f.tool, f.category, f.test, f.location?.file, f.location?.line]).sort()).toEqual([
      [
        "vstest",
        "assertion",
        "WindowLogger.Presentation.Tests.Forms.MainFormTests.RefreshActivityGrid_WithActivities_ShouldDisplayData",
        TEST_FILE,
        138,
      ],
      [
        "vstest",
        "assertion",
        "WindowLogger.Presentation.Tests.Forms.MainFormTests.RefreshActivityGrid_WithEmptyLog_ShouldDisplayCorrectly",
        TEST_FILE,
        102,
      ],
    ]);
  });

  it("takes the Error Message as the message and reruns the one test", () => {
    const f = got.find((x) => x.location?.line === 138);
    expect(f?.message).toBe("Expected dataSource not to be <null>.");
    expect(f?.reproduce).toBe(
      "dotnet test --filter FullyQualifiedName=WindowLogger.Presentation.Tests.Forms.MainFormTests.RefreshActivityGrid_WithActivities_ShouldDisplayData",
    );
  });

  it("never reports MSBuild's closing lines or the exit code as failures", () => {
    expect(got.some((f) => /MSB4181|Process completed|Build FAILED/.test(f.message))).toBe(false);
  });
});

describe("MSBuild diagnostics, path(line,col)", () => {
  // The file exists in two projects; the diagnostic's project names the one meant.
  const FILE = "src/OpenProtocolInterpreter/Tightening/TighteningMessages.cs";
  const got = failures("msbuild-cs-errors.log", [
    FILE,
    "src/OpenProtocolInterpreter.Sample/Tightening/TighteningMessages.cs",
  ]);

  it("reads each error, relative to the project in brackets, as compilation", () => {
    expect(got.map((f) => [f.category, f.location?.file, f.location?.line, f.location?.column])).toEqual([
      ["compilation", FILE, 17, 19],
      ["compilation", FILE, 17, 63],
      ["compilation", FILE, 18, 19],
      ["compilation", FILE, 18, 63],
    ]);
    expect(got[0]?.message).toBe("CS0103: The name 'Mid0064' does not exist in the current context");
  });
});

describe("frames from free text", () => {
  it("C#: `at X in path:line N` and xUnit's `path(line,col): at X`", () => {
    const text = readFileSync(join(PUBLIC, "dotnet-test-xunit.log"), "utf8").split("\n");
    const frames = framesFromText(text.filter((l) => l.includes("MainFormTests.cs:line 138")));
    expect(frames[0]).toMatchObject({
      function:
        "WindowLogger.Presentation.Tests.Forms.MainFormTests.RefreshActivityGrid_WithActivities_ShouldDisplayData()",
      path: "D:\\a\\window-logger\\window-logger\\tests\\WindowLogger.Presentation.Tests\\Forms\\MainFormTests.cs",
      line: 138,
    });
    const xunit = framesFromText(
      text
        .filter((l) => l.includes("MainFormTests.cs(138,0)"))
        .map((l) => l.replace(/^\[xUnit\.net [\d:.]+\]/, "")),
    );
    expect(xunit[0]).toMatchObject({ line: 138, column: null });
  });

  it("Ruby: RSpec's `# ./spec/x_spec.rb:2:in ...` and a plain backtrace line", () => {
    expect(
      framesFromText(["     # ./spec/spec_spec.rb:2:in `block (2 levels) in <top (required)>'"]),
    ).toEqual([
      {
        function: "block (2 levels) in <top (required)>",
        path: "./spec/spec_spec.rb",
        line: 2,
        column: null,
      },
    ]);
    expect(framesFromText(["# ./a_test.rb:5:in `block (2 levels) in <top (required)>'"])[0]).toMatchObject({
      path: "./a_test.rb",
      line: 5,
    });
  });
});
