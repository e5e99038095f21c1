// Secrets in every output of the action and of `flakeharden run`: a real node:test run prints, and fails
// on, a secret of every kind; the annotations, the job summary, the outputs, the report and the prompt hold
// none of them (the command's own streamed output is the runner's to mask, not flakeharden's).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { envName } from "../../src/action/inputs.js";
import { Report } from "../../src/core/schema.js";
import { SECRET_ENV, leaked, secretSamples } from "../support/secrets.js";

const ROOT = join(import.meta.dirname, "..", "..");
const END = "=== end of the test output ===";

/** A workspace whose tests print, and fail on, every kind of secret. */
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "fh-secrets-"));
  mkdirSync(join(dir, "test"));
  const tests = secretSamples().map(
    (s) =>
      `test(${JSON.stringify(`uses the ${s.kind} credential`)}, () => {\n` +
      `  console.log(${JSON.stringify(s.line)});\n  assert.equal(${JSON.stringify(s.line)}, "ok");\n});`,
  );
  writeFileSync(
    join(dir, "test", "creds.test.mjs"),
    `import assert from "node:assert/strict";\nimport { test } from "node:test";\n${tests.join("\n")}\n`,
  );
  return dir;
}

const COMMAND = `s=0; node --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=junit --test-reporter-destination=junit.xml test/*.test.mjs || s=$?; echo '${END}'; exit $s`;

/** The lines the runner reads as workflow commands (annotations, groups), not the command's output. */
const workflowCommands = (stdout: string) =>
  stdout
    .split("\n")
    .filter((l) => l.startsWith("::") && !l.startsWith("::group::"))
    .join("\n");

describe("no secret in any output", () => {
  it("the action: annotations, job summary, outputs, report, prompt", () => {
    const dir = workspace();
    const files = {
      GITHUB_OUTPUT: join(dir, "github-output"),
      GITHUB_STEP_SUMMARY: join(dir, "summary.md"),
    };
    for (const f of Object.values(files)) writeFileSync(f, "");
    writeFileSync(join(dir, "event.json"), "{}");
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "/root",
      GITHUB_WORKSPACE: dir,
      GITHUB_EVENT_PATH: join(dir, "event.json"),
      GITHUB_REPOSITORY: "octo/shop",
      GITHUB_SHA: "0123456789abcdef0123456789abcdef01234567",
      GITHUB_RUN_ID: "42",
      RUNNER_TEMP: dir,
      ...files,
      ...SECRET_ENV,
      [envName("command")]: COMMAND,
      [envName("junit")]: "junit.xml",
      [envName("retries")]: "0",
    };
    const r = spawnSync(process.execPath, [join(ROOT, "dist", "action", "index.js")], {
      cwd: dir,
      env,
      encoding: "utf8",
    });
    expect(r.status).toBe(1);
    // The command did print them (the runner masks its own secrets in the streamed log).
    expect(leaked(r.stdout).length).toBe(secretSamples().length);
    const annotations = workflowCommands(r.stdout);
    expect(annotations).toMatch(/::error/);
    const summary = readFileSync(files.GITHUB_STEP_SUMMARY, "utf8");
    const outputs = readFileSync(files.GITHUB_OUTPUT, "utf8");
    const report = readFileSync(join(dir, "flakeharden-report.json"), "utf8");
    const prompt = readFileSync(join(dir, "flakeharden-prompt.md"), "utf8");
    expect(Report.parse(JSON.parse(report)).buckets.length).toBeGreaterThan(0);
    for (const [name, text] of Object.entries({ annotations, summary, outputs, report, prompt })) {
      expect(text.length, name).toBeGreaterThan(0);
      expect(leaked(text), name).toEqual([]);
    }
  });

  it("flakeharden run: the printed summary and prompt, the progress lines, the report", () => {
    const dir = workspace();
    const r = spawnSync(
      process.execPath,
      [
        join(ROOT, "dist", "cli", "index.js"),
        "run",
        "--retries",
        "0",
        "--report",
        "report.json",
        "--",
        COMMAND,
      ],
      {
        cwd: dir,
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/root", ...SECRET_ENV },
        encoding: "utf8",
      },
    );
    expect(r.status).toBe(1);
    const [output, printed] = r.stdout.split(END) as [string, string];
    expect(leaked(output).length).toBe(secretSamples().length);
    expect(printed).toMatch(/assertion/);
    expect(leaked(printed)).toEqual([]);
    expect(leaked(r.stderr)).toEqual([]);
    expect(leaked(readFileSync(join(dir, "report.json"), "utf8"))).toEqual([]);
  });
});
