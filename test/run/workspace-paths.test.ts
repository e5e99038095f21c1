// Path inputs stay inside the workspace: `..`, absolute paths and symlinks out of it are refused with a
// message naming the input, and a config symlinked to /etc/passwd is refused before it is read.
import { mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { globInsideWorkspace, insideWorkspace } from "../../src/run/workspace.js";

describe("insideWorkspace", () => {
  const root = mkdtempSync(join(tmpdir(), "fh-ws-"));
  mkdirSync(join(root, "pkg"));
  symlinkSync("/etc/passwd", join(root, "flakeharden.yml"));
  symlinkSync("/etc", join(root, "etc-link"));

  it("accepts paths inside, existing or not", () => {
    expect(insideWorkspace(root, "pkg", "working-directory")).toBe(join(root, "pkg"));
    expect(insideWorkspace(root, "out/new/report.json", "report-path")).toBe(
      join(root, "out/new/report.json"),
    );
  });

  it("refuses .., absolute paths and symlinks out, naming the input; never reads the file", () => {
    expect(() => insideWorkspace(root, "../x", "working-directory")).toThrow(
      /^working-directory: "\.\.\/x" is outside the workspace .*; allowed: a path inside it$/,
    );
    expect(() => insideWorkspace(root, "/tmp/report.json", "report-path")).toThrow(/^report-path: /);
    expect(() => insideWorkspace(root, "flakeharden.yml", "config")).toThrow(
      /^config: .*outside the workspace/,
    );
    expect(() => insideWorkspace(root, "etc-link/new.json", "report-path")).toThrow(/outside the workspace/);
    try {
      insideWorkspace(root, "flakeharden.yml", "config");
    } catch (e) {
      expect((e as Error).message).not.toContain("root:");
    }
  });

  it("globs: no absolute pattern, no .. segment", () => {
    expect(globInsideWorkspace("reports/*.xml", "junit")).toBe("reports/*.xml");
    expect(() => globInsideWorkspace("../*.xml", "junit")).toThrow(/^junit: .*without \.\.$/);
    expect(() => globInsideWorkspace("/etc/*.xml", "junit")).toThrow(/^junit: /);
  });
});
