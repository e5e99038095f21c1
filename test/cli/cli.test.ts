// The CLI as users run it: a real child process, real files.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ANALYZE_FLAGS } from "../../src/cli/help.js";
import { Report } from "../../src/core/schema.js";
import { allowedText, defaultText, RUN_CLI_FLAGS, type FlagSpec } from "../../src/run/flags.js";

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
      "reproduce: npx vitest run test/mixed.test.ts -t '^(?:checkout keeps quantity when adding the same sku)$'",
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

  it("reads the log's end as `run` reads the output's: a run killed mid-test names the suite it never finished", () => {
    // A real run (jshttp/negotiator's mocha under nyc, a synchronous loop, killed by `timeout -s KILL`): mocha prints
    // a test's title only when it ends, so the log stops on the suite's title; only the log's end tells.
    const killed = join(ROOT, "test", "fixtures", "real", "negotiator-mocha-nyc-killed-hang", "log.txt");
    const r = cli(["analyze", "--log", killed, "--exit-code", "137", "--json"]);
    expect(r.code).toBe(0);
    const failures = Report.parse(JSON.parse(r.stdout)).buckets.flatMap((b) => b.failures);
    expect(failures.map((f) => [f.category, f.suite])).toEqual([
      ["timeout", "negotiator.charset() when Accept-Charset: *, UTF-8"],
    ]);
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
    [["analyze"], "flakeharden analyze: nothing to analyse; give --log FILE"],
    [
      ["analyze", "--log", "/nonexistent/ci.log"],
      'flakeharden analyze: --log: got "/nonexistent/ci.log", which does not exist; allowed: an existing file',
    ],
    [
      ["analyze", "--log", ROOT],
      `flakeharden analyze: --log: got ${JSON.stringify(ROOT)}, which is not a file; allowed: an existing file`,
    ],
    [
      ["analyze", "--log", "x", "--prompt-budget", "12"],
      'flakeharden analyze: --prompt-budget: got "12"; allowed: a whole number from 500 to 60000',
    ],
    [
      ["analyze", "--log", "x", "--prompt-budget", "-1"],
      'flakeharden analyze: --prompt-budget: got "-1"; allowed: a whole number from 500 to 60000',
    ],
    [
      ["analyze", "--log", "x", "--bogus"],
      'flakeharden analyze: unknown flag "--bogus"; allowed: --log, --junit, --workspace, --report, --json, --prompt-budget, --command, --exit-code, --help',
    ],
    [
      ["analyze", "--log", "x", "stray"],
      'flakeharden analyze: unexpected argument "stray"; allowed: flags only',
    ],
    [
      ["analyze", "--junit", "/nonexistent.xml"],
      'flakeharden analyze: --junit: got "/nonexistent.xml", which does not exist; allowed: an existing file',
    ],
    [
      ["analyze", "--log", join(CASE, "log.txt"), "--workspace", "/nonexistent"],
      'flakeharden analyze: --workspace: got "/nonexistent", which is not a directory; allowed: an existing directory',
    ],
    [
      ["analyze", "--log", join(CASE, "log.txt"), "--report", tmpdir()],
      `flakeharden analyze: --report: got ${JSON.stringify(tmpdir())}, a directory; allowed: a file path in an existing directory`,
    ],
    [
      ["analyze", "--log", join(CASE, "log.txt"), "--report", "/nonexistent/dir/r.json"],
      'flakeharden analyze: --report: got "/nonexistent/dir/r.json", in a directory that does not exist; allowed: a file path in an existing directory',
    ],
    [
      ["frobnicate"],
      'flakeharden: unknown command "frobnicate"; allowed: run, analyze, help, --help, --version',
    ],
  ])("exits 2 with one line naming the flag, the value and what is allowed: %j", (args, message) => {
    const r = cli(args);
    expect(r.code).toBe(2);
    expect(r.stderr.startsWith(message)).toBe(true);
    expect(r.stderr.endsWith("\n")).toBe(true);
    expect(r.stderr.trimEnd().split("\n")).toHaveLength(1); // one line, never a stack trace
    expect(r.stdout).toBe("");
  });

  it.each([[["--help"]], [["help"]], [["run", "--help"]], [["analyze", "--help"]], [["analyze", "-h"]]])(
    "%j exits 0 and lists every flag of the command with its meaning, allowed values and default",
    (args) => {
      const r = cli(args);
      expect(r.code).toBe(0);
      expect(r.stderr).toBe("");
      // The top-level help holds both commands' sections, each listing its own flags.
      const runAt = r.stdout.indexOf("Usage: flakeharden run");
      const analyzeAt = r.stdout.indexOf("Usage: flakeharden analyze");
      const sections: [string, Readonly<Record<string, FlagSpec>>][] =
        args[0] === "analyze"
          ? [[r.stdout, ANALYZE_FLAGS]]
          : args[0] === "run"
            ? [[r.stdout, RUN_CLI_FLAGS]]
            : [
                [r.stdout.slice(runAt, analyzeAt), RUN_CLI_FLAGS],
                [r.stdout.slice(analyzeAt), ANALYZE_FLAGS],
              ];
      for (const [text, flags] of sections)
        for (const [name, spec] of Object.entries(flags)) {
          const line = text
            .split("\n")
            .find((l) => l.trimStart().startsWith(`--${name} `) || l.trim() === `--${name}`);
          expect(line, `--${name}`).toBeDefined();
          expect(line).toContain(
            spec.kind === "bool" ? "default: off" : `default: ${defaultText(spec).replace(/`/g, "")}`,
          );
          if (spec.kind !== "bool") expect(line).toContain(`Allowed: ${allowedText(spec)}`);
        }
    },
  );

  it("no arguments: the usage on standard output, exit 2", () => {
    const r = cli([]);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain("flakeharden run [flags] [--] <command…>");
  });

  it("the committed bundle is executable with its shebang", () => {
    const first = readFileSync(join(ROOT, "dist", "cli", "index.js"), "utf8").split("\n")[0];
    expect(first).toBe("#!/usr/bin/env node");
    expect(
      execFileSync(join(ROOT, "dist", "cli", "index.js"), ["--version"], { encoding: "utf8" }).trim(),
    ).toBe((JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version);
  });
});

describe("README: the CLI's flags", () => {
  it("lists every flag of run (with its default) and of analyze", () => {
    const rows = readFileSync(join(ROOT, "README.md"), "utf8")
      .split("\n")
      .map((l) => l.replace(/ +/g, " "));
    for (const [name, spec] of Object.entries(RUN_CLI_FLAGS as Readonly<Record<string, FlagSpec>>)) {
      const row = rows.find((l) => l.startsWith(`| \`--${name}`) && l.split(/(?<!\\)\|/).length === 6);
      expect(row, `README row for run --${name}`).toBeDefined();
      expect(row?.replace(/`/g, "")).toContain(
        spec.kind === "bool" ? "| off |" : `| ${defaultText(spec).replace(/`/g, "")} |`,
      );
    }
    for (const name of Object.keys(ANALYZE_FLAGS))
      expect(
        rows.some((l) => l.startsWith(`| \`--${name}`)),
        `README row for analyze --${name}`,
      ).toBe(true);
  });
});
