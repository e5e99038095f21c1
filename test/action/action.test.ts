// The action's bundle as the runner starts it: a real process, real files for GITHUB_OUTPUT and the job
// summary, a real command (node:test writing JUnit) that fails once and then passes.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { ACTION_INPUTS, envName } from "../../src/action/inputs.js";
import { FLAGS } from "../../src/run/flags.js";
import { Report } from "../../src/core/schema.js";
import { gone, until } from "../support/process.js";

const ROOT = join(import.meta.dirname, "..", "..");
const ACTION = join(ROOT, "dist", "action", "index.js");

/**
 * A workspace whose test fails on its first run and passes on the next (a counter file), like a flake; in
 * the folder `sub` of the workspace when given (a package of a monorepo).
 */
function workspace(failAlways = false, sub = ""): string {
  const dir = mkdtempSync(join(tmpdir(), "fh-action-"));
  mkdirSync(join(dir, sub, "test"), { recursive: true });
  writeFileSync(
    join(dir, sub, "test", "stock.test.mjs"),
    [
      'import assert from "node:assert/strict";',
      'import { existsSync, writeFileSync } from "node:fs";',
      'import { test } from "node:test";',
      'test("stock level is visible after the write", () => {',
      '  const first = !existsSync("ran-once");',
      '  writeFileSync("ran-once", "");',
      `  assert.equal(${failAlways ? "0" : "first ? 0 : 12"}, 12);`,
      "});",
      'test("units are boxes", () => assert.equal("boxes", "boxes"));',
      "",
    ].join("\n"),
  );
  return dir;
}

function actionEnv(dir: string, inputs: Record<string, string>, event?: unknown) {
  const out = join(dir, "github-output");
  const summary = join(dir, "step-summary.md");
  writeFileSync(out, "");
  writeFileSync(summary, "");
  const eventPath = join(dir, "event.json");
  writeFileSync(eventPath, JSON.stringify(event ?? {}));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "/root",
    GITHUB_WORKSPACE: dir,
    GITHUB_OUTPUT: out,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: "octo/shop",
    GITHUB_SHA: "0123456789abcdef0123456789abcdef01234567",
    GITHUB_RUN_ID: "42",
    GITHUB_RUN_ATTEMPT: "1",
    GITHUB_SERVER_URL: "https://github.com",
    RUNNER_TEMP: dir,
    API_TOKEN: "s3cr3t-value-never-printed",
  };
  for (const [k, v] of Object.entries(inputs)) env[envName(k)] = v;
  return { env, out, summary };
}

function readOutputs(file: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const text = readFileSync(file, "utf8");
  for (const m of text.matchAll(/^(\S+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[m[1] as string] = m[3] as string;
  return outputs;
}

function runAction(dir: string, inputs: Record<string, string>, event?: unknown) {
  const { env, out, summary } = actionEnv(dir, inputs, event);
  const r = spawnSync(process.execPath, [ACTION], { cwd: dir, env, encoding: "utf8" });
  return {
    code: r.status,
    stdout: r.stdout,
    summary: readFileSync(summary, "utf8"),
    outputs: readOutputs(out),
  };
}

describe("the action (dist/action/index.js)", () => {
  const command =
    "node --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=junit --test-reporter-destination=junit.xml test/*.test.mjs";

  it("never reports a pass that needed a retry: outcome flaky, outputs, summary, a warning annotation", () => {
    const dir = workspace();
    const pr = {
      pull_request: {
        number: 7,
        head: { sha: "fedcba9876543210fedcba9876543210fedcba98", repo: { full_name: "fork/shop" } },
      },
    };
    const r = runAction(dir, { command, junit: "junit.xml", "jitter-ms": "0" }, pr);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("::group::Attempt 1/3");
    expect(r.stdout).toContain("::group::Attempt 2/3");
    // Attempt 2 ran only the failed test; its pass alone is confirmed by the whole command (attempt 3).
    expect(r.stdout).toMatch(
      /\[2\/3\] ✓ passed in [\d.]+s \(only the 1 failed test\); next: attempt 2 ran only the failed tests/,
    );
    expect(r.stdout).toContain("::group::Attempt 3/3");
    expect(r.outputs.outcome).toBe("flaky");
    expect(r.outputs.attempts).toBe("3");
    expect(JSON.parse(r.outputs["flaky-tests"] ?? "[]")).toEqual(["stock level is visible after the write"]);
    const report = Report.parse(JSON.parse(readFileSync(r.outputs["report-path"] ?? "", "utf8")));
    expect(report.outcome).toBe("flaky");
    expect(report.context).toMatchObject({
      pullRequest: 7,
      headRepository: "fork/shop",
      sha: "fedcba9876543210fedcba9876543210fedcba98",
      runId: 42,
    });
    expect(report.verdicts.find((v) => v.test === "stock level is visible after the write")?.verdict).toBe(
      "flaky",
    );
    expect(r.summary.toLowerCase()).toContain("flaky");
    expect(r.stdout).toMatch(
      /::warning::flakeharden: flaky with retries; failed without them; flaky in this run: stock level is visible after the write/,
    );
    expect(r.summary).toContain("**Flaky** with retries; failed without them");
    // Failures before scores; the flaky test with its evidence and verified location.
    expect(r.summary.indexOf("Flaky in this run")).toBeLessThan(r.summary.indexOf("#### Scores"));
    expect(r.summary).toMatch(
      /`stock level is visible after the write` at \[`test\/stock\.test\.mjs:7:10`\]\([^)]*#L7\): passed 2 of 3 \(Assertions\)/,
    );
  });

  it("fails the step on a real failure, with an error annotation at the verified file:line", () => {
    const dir = workspace(true);
    const r = runAction(dir, { command, junit: "junit.xml", retries: "1", "jitter-ms": "0" });
    expect(r.code).toBe(1);
    expect(r.outputs.outcome).toBe("failed");
    expect(r.outputs["primary-category"]).toBe("assertion");
    expect(r.stdout).toMatch(/::error title=[^\n]*file=test\/stock\.test\.mjs,line=7/);
    expect(readFileSync(r.outputs["prompt-path"] ?? "", "utf8")).toContain("# Fix the failing CI run");
    expect(r.stdout + r.summary + readFileSync(r.outputs["report-path"] ?? "", "utf8")).not.toContain(
      "s3cr3t-value-never-printed",
    );
  });

  it("on-flaky fail fails a flaky run; on-flaky pass leaves it without a warning", () => {
    const failed = runAction(workspace(), {
      command,
      junit: "junit.xml",
      "jitter-ms": "0",
      "on-flaky": "fail",
    });
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(
      /::error::flakeharden: flaky with retries; failed without them; flaky in this run: stock level/,
    );
    const passed = runAction(workspace(), {
      command,
      junit: "junit.xml",
      "jitter-ms": "0",
      "on-flaky": "pass",
    });
    expect(passed.code).toBe(0);
    expect(passed.outputs.outcome).toBe("flaky");
    expect(passed.stdout).not.toMatch(/::warning[^\n]*flaky in this run/);
  });

  it("the config file's prompt.budget applies as in the CLI (no prompt-budget input)", () => {
    const dir = workspace(true);
    mkdirSync(join(dir, ".github"));
    writeFileSync(join(dir, ".github", "flakeharden.yml"), "prompt:\n  budget: 500\n");
    const r = runAction(dir, { command, junit: "junit.xml", retries: "0", "prompt-budget": "" });
    expect(r.code).toBe(1);
    const prompt = readFileSync(r.outputs["prompt-path"] ?? "", "utf8");
    expect(prompt).toContain("# Fix the failing CI run");
    expect(prompt.trimEnd().length).toBeLessThanOrEqual(500);
  });

  it("fail-on-flaky fails a run that passed only on a retry", () => {
    const r = runAction(workspace(), {
      command,
      junit: "junit.xml",
      "jitter-ms": "0",
      "fail-on-flaky": "true",
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("fail-on-flaky is set");
  });

  it("in a working-directory, reproduce commands start with cd into it; annotations keep repository paths", () => {
    const dir = workspace(true, "packages/web");
    const r = runAction(dir, {
      command,
      junit: "junit.xml",
      retries: "0",
      "working-directory": "packages/web",
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/::error title=[^\n]*file=packages\/web\/test\/stock\.test\.mjs,line=7/);
    const report = Report.parse(JSON.parse(readFileSync(r.outputs["report-path"] ?? "", "utf8")));
    const failure = report.buckets[0]?.failures[0];
    expect(failure?.location?.file).toBe("packages/web/test/stock.test.mjs");
    expect(failure?.reproduce).toBe(
      "cd packages/web && node --test --test-name-pattern='^(?:stock level is visible after the write)$' test/stock.test.mjs",
    );
    // Exact from the repository root: the command reproduces the failure there.
    const again = spawnSync("bash", ["-c", failure?.reproduce ?? "false"], { cwd: dir, encoding: "utf8" });
    expect(again.status).toBe(1);
    expect(again.stdout).toContain("stock level is visible after the write");
    // Just the failing test: the other one passes nowhere. Node 20 prints TAP (`# fail 1`, the other test
    // `# SKIP`), Node 22+ the spec reporter (`ℹ fail 1`, the other test not listed).
    expect(again.stdout).toMatch(/^(?:#|ℹ) fail 1$/m);
    expect(again.stdout).toMatch(/^(?:#|ℹ) pass 0$/m);
  });

  it("a cancelled run (SIGINT): the command's tree is killed, no retry, the report and outputs are written, exit 130", async () => {
    const dir = workspace();
    const pidFile = join(dir, "sleeper.pid");
    const { env, out } = actionEnv(dir, {
      command: "echo attempt >> started; sleep 30 & echo $! > sleeper.pid; wait",
      "jitter-ms": "0",
    });
    const child = spawn(process.execPath, [ACTION], { cwd: dir, env, stdio: ["ignore", "pipe", "inherit"] });
    let stdout = "";
    child.stdout.setEncoding("utf8").on("data", (c: string) => (stdout += c));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    await until(() => existsSync(pidFile) && readFileSync(pidFile, "utf8").trim() !== "");
    const sleeper = Number(readFileSync(pidFile, "utf8"));

    child.kill("SIGINT");
    expect(await exited).toBe(130);
    expect(gone(sleeper)).toBe(true);
    expect(readFileSync(join(dir, "started"), "utf8")).toBe("attempt\n");
    expect(stdout).toContain("::error::flakeharden: interrupted by SIGINT");
    const outputs = readOutputs(out);
    expect(outputs.outcome).toBe("cancelled");
    expect(outputs.attempts).toBe("1");
    const report = Report.parse(JSON.parse(readFileSync(outputs["report-path"] ?? "", "utf8")));
    expect(report.warnings[0]).toMatch(/^the run was interrupted by SIGINT at attempt 1 of at most 3/);
  });

  it.each([
    [{ retries: "9" }, 'input retries: got "9"; allowed: a whole number from 0 to 5'],
    [{ retries: "two" }, 'input retries: got "two"; allowed: a whole number from 0 to 5'],
    [{ mode: "sometimes" }, 'input mode: got "sometimes"; allowed: "retry" or "measure"'],
    [{ "fail-on-flaky": "yes" }, 'input fail-on-flaky: got "yes"; allowed: "true" or "false"'],
    [{ "on-flaky": "ignore" }, 'input on-flaky: got "ignore"; allowed: "pass" or "warn" or "fail"'],
    [
      { "retry-on": "flaky" },
      'input retry-on: got "flaky"; allowed: a comma-separated list of compilation, types,',
    ],
  ])("rejects a bad input with the field, the value and what is allowed: %j", (bad, message) => {
    const r = runAction(workspace(), { command: "true", ...bad });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(message);
  });
});

describe("action.yml", () => {
  const yml = parse(readFileSync(join(ROOT, "action.yml"), "utf8")) as {
    inputs: Record<string, { default?: string }>;
    outputs: Record<string, unknown>;
    runs: { steps: { run?: string; env?: Record<string, string> }[] };
  };

  it("declares exactly the inputs the code reads (plus the upload step's own) and passes each through env", () => {
    const code: string[] = [...ACTION_INPUTS];
    const yamlOnly = Object.entries(FLAGS).filter(([, s]) => "only" in s && s.only === "action.yml");
    expect(yamlOnly.map(([name]) => name).sort()).toEqual(["artifact-name", "upload-report"]);
    expect(Object.keys(yml.inputs).sort()).toEqual([...code, ...yamlOnly.map(([name]) => name)].sort());
    const env = yml.runs.steps.find((s) => s.env?.INPUT_COMMAND)?.env ?? {};
    for (const k of code) expect(env[envName(k)]).toBe(`\${{ inputs.${k} }}`);
  });

  it("never expands an expression inside a script (script injection)", () => {
    for (const step of yml.runs.steps) expect(step.run ?? "").not.toContain("${{");
  });

  it("is documented: the README's inputs and outputs tables list every input and output, with the defaults", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    for (const [name, spec] of Object.entries(yml.inputs)) {
      const row = readme
        .split("\n")
        .map((l) => l.replace(/ +/g, " "))
        .find((l) => l.startsWith(`| \`${name}\` |`));
      expect(row, `README row for input ${name}`).toBeDefined();
      expect(row).toContain(spec.default === undefined || spec.default === "" ? "|" : `\`${spec.default}\``);
    }
    for (const name of Object.keys(yml.outputs))
      expect(readme.replace(/ +/g, " ")).toContain(`| \`${name}\` |`);
  });
});
