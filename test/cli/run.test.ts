// `flakeharden run` as a person runs it: the committed bundle, real child processes.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
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

  it.each([
    [["--retries", "9", "--", "true"], '--retries: got "9"; allowed: a whole number from 0 to 5'],
    [["--mode", "often", "--", "true"], '--mode: got "often"'],
    [["--retries", "1"], "no command; give it after --"],
  ])("exits 2 on a usage error: %j", (args, message) => {
    const r = run(args, tmpdir());
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });
});
