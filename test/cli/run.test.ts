// `flakeharden run` as a person runs it: the committed bundle, real child processes.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Report } from "../../src/core/schema.js";

const ROOT = join(import.meta.dirname, "..", "..");

function run(args: string[], cwd: string) {
  const r = spawnSync(
    process.execPath,
    ["--import", import.meta.resolve("tsx"), join(ROOT, "src", "cli", "index.ts"), "run", ...args],
    {
      cwd,
      encoding: "utf8",
      env: { ...process.env, NODE_EXTRA_CA_CERTS: "" },
    },
  );
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A script that fails the first `n` times it runs (a counter file), then passes. */
function flakyScript(n: number): string {
  const dir = mkdtempSync(join(tmpdir(), "fh-run-"));
  writeFileSync(
    join(dir, "check.mjs"),
    [
      'import { existsSync, readFileSync, writeFileSync } from "node:fs";',
      'const runs = existsSync("runs") ? Number(readFileSync("runs", "utf8")) : 0;',
      'writeFileSync("runs", String(runs + 1));',
      `if (runs < ${n}) { console.error("Error: connect ECONNREFUSED 127.0.0.1:5432"); process.exit(1); }`,
      'console.log("ok");',
      "",
    ].join("\n"),
  );
  return dir;
}

describe("flakeharden run", () => {
  it("retries a failure and reports a pass on a retry as flaky (exit 0), with a line per attempt", () => {
    const dir = flakyScript(1);
    const r = run(["--jitter-ms", "0", "--report", "r.json", "--", "node", "check.mjs"], dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^\[1\/3\] ✗ failed in \d+\.\ds: 1 infrastructure$/m);
    expect(r.stderr).toMatch(/^\[2\/3\] ✓ passed in \d+\.\ds → flaky$/m);
    const report = Report.parse(JSON.parse(readFileSync(join(dir, "r.json"), "utf8")));
    expect(report.outcome).toBe("flaky");
    expect(report.attempts.map((a) => a.exitCode)).toEqual([1, 0]);
    // Without JUnit, the failure of the failed attempt is listed as a flaky suspect.
    expect(report.flaky[0]?.messages[0]).toContain("ECONNREFUSED");
  });

  it("--fail-on-flaky turns that into exit 1", () => {
    expect(run(["--jitter-ms", "0", "--fail-on-flaky", "--", "node", "check.mjs"], flakyScript(1)).code).toBe(
      1,
    );
  });

  it("stops after the bounded retries and exits 1 when every attempt failed", () => {
    const r = run(["--retries", "1", "--jitter-ms", "0", "--", "node", "check.mjs"], flakyScript(5));
    expect(r.code).toBe(1);
    expect(r.stderr.match(/✗ failed/g)).toHaveLength(2);
    expect(r.stdout).toContain("infrastructure");
  });

  it("measure mode runs every attempt", () => {
    const r = run(
      [
        "--mode",
        "measure",
        "--attempts",
        "3",
        "--jitter-ms",
        "0",
        "--report",
        "r.json",
        "--",
        "node",
        "check.mjs",
      ],
      flakyScript(1),
    );
    expect(r.stderr.match(/^\[\d\/3\]/gm)).toHaveLength(3);
  });

  it("a command that does not exist is an infrastructure failure, not a crash", () => {
    const r = run(
      ["--retries", "0", "--", "no-such-command-flakeharden"],
      mkdtempSync(join(tmpdir(), "fh-run-")),
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("infrastructure");
    expect(r.stdout).toContain("command not found");
  });

  it("--fail-on-flaky and --on-flaky fail turn a flaky run into exit 1; --on-flaky pass keeps it silent", () => {
    expect(
      run(["--jitter-ms", "0", "--on-flaky", "fail", "--", "node", "check.mjs"], flakyScript(1)).code,
    ).toBe(1);
    const quiet = run(["--jitter-ms", "0", "--on-flaky", "pass", "--", "node", "check.mjs"], flakyScript(1));
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).not.toContain("warning: flaky");
    const warned = run(["--jitter-ms", "0", "--", "node", "check.mjs"], flakyScript(1));
    expect(warned.code).toBe(0);
    expect(warned.stderr).toContain("flakeharden: warning: flaky in this run");
  });

  it("flags after the command belong to the command: `run echo hi --retries 5` runs it once, as written", () => {
    const r = run(["echo", "hi", "--retries", "5"], mkdtempSync(join(tmpdir(), "fh-run-")));
    expect(r.code).toBe(0);
    expect(r.stdout.split("\n")[0]).toBe("hi --retries 5");
    expect(r.stderr.match(/^\[\d\/\d\]/gm)).toEqual(["[1/3]"]);
  });

  it("the config file's prompt.budget applies when --prompt-budget is not given", () => {
    const dir = flakyScript(9);
    mkdirSync(join(dir, ".github"));
    writeFileSync(join(dir, ".github", "flakeharden.yml"), "prompt:\n  budget: 500\n");
    const r = run(["--retries", "0", "--", "node", "check.mjs"], dir);
    expect(r.code).toBe(1);
    const prompt = r.stdout.slice(r.stdout.indexOf("# Fix the failing CI run"));
    expect(prompt.length).toBeGreaterThan(100);
    expect(prompt.trimEnd().length).toBeLessThanOrEqual(500);
  });

  const dir = mkdtempSync(join(tmpdir(), "fh-run-"));
  it.each([
    [
      ["--retries", "9", "--", "true"],
      'flakeharden run: --retries: got "9"; allowed: a whole number from 0 to 5',
    ],
    [
      ["--jitter-ms", "-1", "--", "true"],
      'flakeharden run: --jitter-ms: got "-1"; allowed: a whole number from 0 to 60000',
    ],
    [
      ["--mode", "often", "--", "true"],
      'flakeharden run: --mode: got "often"; allowed: "retry" or "measure"',
    ],
    [
      ["--on-flaky", "maybe", "--", "true"],
      'flakeharden run: --on-flaky: got "maybe"; allowed: "pass" or "warn" or "fail"',
    ],
    [
      ["--retry-on", "assertion,typo", "--", "true"],
      'flakeharden run: --retry-on: got "assertion,typo"; allowed: a comma-separated list of compilation, types, assertion',
    ],
    [
      ["--fail-on-flaky", "--on-flaky", "pass", "--", "true"],
      'flakeharden run: --fail-on-flaky: got true with on-flaky "pass"; allowed: one of them, or on-flaky "fail"',
    ],
    [["--retries", "1"], "flakeharden run: no command; give it after the flags"],
    [["--retries"], "flakeharden run: --retries: got nothing; allowed: a whole number from 0 to 5"],
    [
      ["--tries", "1", "--", "true"],
      'flakeharden run: unknown flag "--tries"; allowed: --retries, --jitter-ms,',
    ],
    [
      ["--report", dir, "--", "true"],
      `flakeharden run: --report: got ${JSON.stringify(dir)}, a directory; allowed: a file path in an existing directory`,
    ],
    [
      ["--report", join(dir, "no", "r.json"), "--", "true"],
      `flakeharden run: --report: got ${JSON.stringify(join(dir, "no", "r.json"))}, in a directory that does not exist`,
    ],
    [
      ["--config", dir, "--", "true"],
      `flakeharden run: --config: got ${JSON.stringify(dir)}, which is not a file; allowed: an existing file`,
    ],
    [
      ["--config", join(dir, "none.yml"), "--", "true"],
      `flakeharden run: --config: got ${JSON.stringify(join(dir, "none.yml"))}, which does not exist`,
    ],
  ])(
    "exits 2 before any attempt, with one line naming the flag, the value and what is allowed: %j",
    (args, message) => {
      const marker = join(dir, "ran");
      const r = run(
        [...args.slice(0, -1), ...(args.at(-1) === "true" ? ["touch", marker] : [args.at(-1) as string])],
        dir,
      );
      expect(r.code).toBe(2);
      expect(r.stderr.startsWith(message)).toBe(true);
      expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
      expect(existsSync(marker)).toBe(false);
    },
  );
});
