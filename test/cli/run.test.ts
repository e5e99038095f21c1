// `flakeharden run` as a person runs it: the committed bundle, real child processes.
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Report } from "../../src/core/schema.js";

const ROOT = join(import.meta.dirname, "..", "..");

function run(args: string[], cwd: string, as: { uid: number; gid: number } | null = null) {
  const r = spawnSync(
    process.execPath,
    ["--import", import.meta.resolve("tsx"), join(ROOT, "src", "cli", "index.ts"), "run", ...args],
    {
      cwd,
      encoding: "utf8",
      env: { ...process.env, NODE_EXTRA_CA_CERTS: "" },
      ...(as ?? {}),
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

describe("flakeharden run: the report file", () => {
  it("written in a folder the run itself removes: the whole result is still printed, the path named, exit 4", () => {
    const dir = mkdtempSync(join(tmpdir(), "fh-report-"));
    mkdirSync(join(dir, "out"));
    const r = run(
      ["--retries", "0", "--report", "out/r.json", "--", "rm -rf out && echo 'Error: boom' && exit 1"],
      dir,
    );
    expect(r.code).toBe(4);
    expect(r.stdout).toMatch(/failure\(s\); primary category/);
    expect(r.stderr).toMatch(/^flakeharden: failed$/m);
    expect(r.stderr).toMatch(/^flakeharden: the report could not be written to "out\/r.json": ENOENT/m);
  });

  it.runIf(process.getuid?.() === 0)(
    "in a folder the user cannot write: refused before the first attempt, exit 2, naming it",
    () => {
      // Run as `nobody` (root passes every permission check): the folder is root's.
      const dir = mkdtempSync(join(tmpdir(), "fh-report-"));
      chmodSync(dir, 0o755);
      mkdirSync(join(dir, "locked"), { mode: 0o755 });
      const r = run(["--report", "locked/r.json", "--", "touch ran"], dir, { uid: 65534, gid: 65534 });
      expect(r.stderr).toBe(
        'flakeharden run: --report: got "locked/r.json", which cannot be written (its directory is not writable); allowed: a writable file path\n',
      );
      expect(r.code).toBe(2);
      expect(existsSync(join(dir, "ran"))).toBe(false);
    },
  );
});

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

  /** A node:test suite whose test `stock` passes or fails by attempt (a counter file), in the order given. */
  function nodeSuite(order: ("pass" | "fail")[], extra = ""): string {
    const dir = mkdtempSync(join(tmpdir(), "fh-suite-"));
    mkdirSync(join(dir, "test"));
    writeFileSync(
      join(dir, "test", "stock.test.mjs"),
      [
        'import assert from "node:assert/strict";',
        'import { existsSync, readFileSync, writeFileSync } from "node:fs";',
        'import { test } from "node:test";',
        `const order = ${JSON.stringify(order)};`,
        'const n = existsSync("runs") ? Number(readFileSync("runs", "utf8")) : 0;',
        'writeFileSync("runs", String(n + 1));',
        'test("stock level is visible after the write", () => assert.equal(order[n] === "pass" ? 12 : 0, 12));',
        'test("units are boxes", () => assert.equal("boxes", "boxes"));',
        extra,
        "",
      ].join("\n"),
    );
    return dir;
  }
  const NODE_TEST = [
    "node",
    "--test",
    "--test-reporter=spec",
    "--test-reporter-destination=stdout",
    "--test-reporter=junit",
    "--test-reporter-destination=junit.xml",
  ];

  it("a real node:test suite that passed, then failed: flaky (not a failure, not in the prompt to fix), evidence stated", () => {
    const dir = nodeSuite(["pass", "pass", "fail"]);
    const r = run(
      [
        "--mode",
        "measure",
        "--attempts",
        "3",
        "--jitter-ms",
        "0",
        "--junit",
        "junit.xml",
        "--report",
        "r.json",
        "--",
        ...NODE_TEST,
      ],
      dir,
    );
    expect(r.code).toBe(0);
    const report = Report.parse(JSON.parse(readFileSync(join(dir, "r.json"), "utf8")));
    expect(report.attempts.map((a) => a.exitCode)).toEqual([0, 0, 1]);
    expect(report.outcome).toBe("flaky");
    expect(report.buckets).toEqual([]);
    expect(report.flaky).toHaveLength(1);
    expect(report.flaky[0]).toMatchObject({
      test: "stock level is visible after the write",
      category: "assertion",
      location: { file: "test/stock.test.mjs", line: 7 },
      evidence: "passed 2 of 3",
      reproduce:
        "node --test --test-name-pattern='^(?:stock level is visible after the write)$' test/stock.test.mjs",
    });
    expect(r.stdout).not.toContain("Fix the failing");
    // Measure mode reads as measure mode: no retries, no "→ flaky" before anything failed; the scores, explained.
    expect(r.stderr).toContain(
      "flakeharden: flaky: 2 of 3 attempts passed (measure mode: every attempt runs, none is a retry)",
    );
    expect(r.stderr).not.toContain("→ flaky");
    expect(r.stdout).toMatch(
      /^measured:\n {2}attempt 1: passed .*\n {2}attempt 2: passed .*\n {2}attempt 3: failed /m,
    );
    expect(r.stdout).toMatch(/^ {2}success rate 67%: attempts that passed$/m);
    expect(r.stdout).toMatch(/^ {2}consistency \d\.\d\d: 1 when every test behaves the same/m);
  });

  it("a real node:test suite failing every time: failed, with how strong that evidence is", () => {
    const dir = nodeSuite(["fail", "fail", "fail"]);
    const r = run(
      ["--jitter-ms", "0", "--junit", "junit.xml", "--report", "r.json", "--", ...NODE_TEST],
      dir,
    );
    expect(r.code).toBe(1);
    const report = Report.parse(JSON.parse(readFileSync(join(dir, "r.json"), "utf8")));
    expect(report.outcome).toBe("failed");
    expect(report.buckets.flatMap((b) => b.failures).map((f) => [f.test, f.evidence?.text])).toEqual([
      [
        "stock level is visible after the write",
        "failed 3 of 3: flakiness ruled out only for pass rates above 63% (95%)",
      ],
    ]);
    expect(r.stdout).toContain("failed 3 of 3: flakiness ruled out only for pass rates above 63% (95%)");
  });

  it("a syntax error is not retried: one attempt, and the report says how many that saved", () => {
    const dir = nodeSuite(["fail"], "export const broken = {;");
    const r = run(
      ["--jitter-ms", "0", "--junit", "junit.xml", "--report", "r.json", "--", ...NODE_TEST],
      dir,
    );
    expect(r.code).toBe(1);
    expect(r.stderr.match(/^\[\d\/3\]/gm)).toEqual(["[1/3]"]);
    const report = Report.parse(JSON.parse(readFileSync(join(dir, "r.json"), "utf8")));
    expect(report.primary).toBe("compilation");
    expect(report.retry?.stoppedEarly).toEqual({ attempt: 1, kinds: ["compilation"], saved: 2 });
    expect(r.stderr).toContain("not retried: compilation is not in retry-on; 2 attempts saved");
    // Asked to, it retries.
    const again = run(
      ["--jitter-ms", "0", "--retries", "1", "--retry-on", "compilation,unknown", "--", ...NODE_TEST],
      nodeSuite(["fail"], "export const broken = {;"),
    );
    expect(again.stderr.match(/^\[\d\/2\]/gm)).toEqual(["[1/2]", "[2/2]"]);
  });

  it("the bundled example: its real bug fails the run; its race is never a failure unless it failed every time", () => {
    const dir = mkdtempSync(join(tmpdir(), "fh-demo-"));
    cpSync(join(ROOT, "examples", "flaky-demo"), dir, { recursive: true });
    const r = run(
      [
        "--mode",
        "measure",
        "--attempts",
        "4",
        "--jitter-ms",
        "0",
        "--junit",
        "reports/junit.xml",
        "--report",
        "r.json",
        "--",
        "npm",
        "test",
      ],
      dir,
    );
    expect(r.code).toBe(1);
    const report = Report.parse(JSON.parse(readFileSync(join(dir, "r.json"), "utf8")));
    expect(report.outcome).toBe("failed");
    const failed = report.buckets.flatMap((b) => b.failures).map((f) => f.test);
    expect(failed).toContain("a 10% coupon takes 10% off");
    const race = report.verdicts.find((v) => v.test === "the cache answers before the network");
    expect(race?.runs).toBe(4);
    if (race && race.passes > 0) {
      expect(failed).not.toContain(race.test);
      expect(race.verdict).toBe(race.passes < 4 ? "flaky" : "passed");
    } else expect(failed).toContain("the cache answers before the network");
  }, 60_000);

  it("--fail-on-flaky and --on-flaky fail turn a flaky run into exit 1; --on-flaky pass keeps it silent", () => {
    const failed = run(["--jitter-ms", "0", "--on-flaky", "fail", "--", "node", "check.mjs"], flakyScript(1));
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(
      "flakeharden: failing the run because it was flaky (on-flaky: fail; exit 1)",
    );
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
