// The CLI as users run it: a real child process, real files.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Report } from "../../src/core/schema.js";

const ROOT = join(import.meta.dirname, "..", "..");
const CASE = join(ROOT, "test", "fixtures", "logs", "ts-vitest-mixed");
const SAMPLE = join(ROOT, "samples", "ts-vitest");

function cli(args: string[], input?: string) {
  const r = spawnSync(process.execPath, ["--import", "tsx", join(ROOT, "src", "cli", "index.ts"), ...args], {
    cwd: ROOT,
    encoding: "utf8",
    input,
    env: { ...process.env, NODE_EXTRA_CA_CERTS: "" },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("flakeharden analyze", () => {
  it("prints buckets, failures at verified file:line with reproduce commands, and the prompt", () => {
    const r = cli(["analyze", "--log", join(CASE, "log.github.txt"), "--workspace", SAMPLE]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("primary category: assertion");
    expect(r.stdout).toMatch(/assertion — 1 failure\(s\), confidence 0\.\d\d/);
    expect(r.stdout).toContain("at test/mixed.test.ts:11:");
    expect(r.stdout).toContain(
      "reproduce: npx vitest run test/mixed.test.ts -t 'checkout keeps quantity when adding the same sku'",
    );
    expect(r.stdout).toContain("# Fix the failing CI run");
  });

  it("--json prints a report that validates against the schema; --report writes the same", () => {
    const dir = mkdtempSync(join(tmpdir(), "fh-cli-"));
    const file = join(dir, "report.json");
    const r = cli([
      "analyze",
      "--log",
      join(CASE, "log.txt"),
      "--junit",
      join(CASE, "junit.xml"),
      "--workspace",
      SAMPLE,
      "--json",
      "--report",
      file,
    ]);
    expect(r.code).toBe(0);
    const report = Report.parse(JSON.parse(r.stdout));
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(report);
    expect(report.outcome).toBe("failed");
    expect(report.input.junitFiles).toBe(1);
    expect(report.buckets.flatMap((b) => b.failures).some((f) => f.source === "both")).toBe(true);
  });

  it("reads the log from standard input with --log -", () => {
    const r = cli(
      ["analyze", "--log", "-", "--workspace", SAMPLE, "--json"],
      readFileSync(join(CASE, "log.txt"), "utf8"),
    );
    expect(r.code).toBe(0);
    expect(Report.parse(JSON.parse(r.stdout)).primary).toBe("assertion");
  });

  it("still analyses the log when a JUnit file is malformed, and says where it broke", () => {
    const dir = mkdtempSync(join(tmpdir(), "fh-cli-"));
    const bad = join(dir, "broken.xml");
    writeFileSync(bad, readFileSync(join(CASE, "junit.xml"), "utf8").slice(0, 400));
    const r = cli([
      "analyze",
      "--log",
      join(CASE, "log.txt"),
      "--junit",
      bad,
      "--workspace",
      SAMPLE,
      "--json",
    ]);
    expect(r.code).toBe(0);
    const report = Report.parse(JSON.parse(r.stdout));
    expect(report.primary).toBe("assertion");
    expect(report.warnings.join("\n")).toMatch(/JUnit file not used: .*broken\.xml:\d+:\d+: /);
  });

  it.each([
    [["analyze"], "nothing to analyse; give --log FILE"],
    [["analyze", "--log", "/nonexistent/ci.log"], "--log /nonexistent/ci.log: no such file"],
    [
      ["analyze", "--log", "x", "--prompt-budget", "12"],
      '--prompt-budget: got "12"; allowed: a whole number from 500 to 60000',
    ],
    [["analyze", "--log", "x", "--bogus"], "Unknown option '--bogus'"],
    [["analyze", "--junit", "/nonexistent.xml"], "--junit /nonexistent.xml: no such file"],
    [
      ["analyze", "--log", join(CASE, "log.txt"), "--workspace", "/nonexistent"],
      "--workspace /nonexistent: not a directory",
    ],
    [["frobnicate"], 'unknown command "frobnicate"'],
  ])("exits 2 with a message naming the argument: %j", (args, message) => {
    const r = cli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stdout).toBe("");
  });

  it("the committed bundle is executable with its shebang", () => {
    const first = readFileSync(join(ROOT, "dist", "cli", "index.js"), "utf8").split("\n")[0];
    expect(first).toBe("#!/usr/bin/env node");
    expect(
      execFileSync(join(ROOT, "dist", "cli", "index.js"), ["--version"], { encoding: "utf8" }).trim(),
    ).toBe((JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version);
  });
});
