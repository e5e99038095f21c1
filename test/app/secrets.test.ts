// No secret reaches GitHub: a real test run that prints secrets of every kind is analysed by
// `flakeharden analyze` (its summary, prompt and report checked), and its report goes through the real app
// (server, signed webhook, fake GitHub on loopback) into the sticky comment and the agent's mention. A report
// that was not redacted by whatever produced it is redacted by the app itself.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeGitHub } from "./fake-github.js";
import { zipOne } from "./zip.js";
import { REPO, TestOctokit, appEnv, deliverAndSettle, runPayload, sha } from "./support.js";
import { readSettings } from "../../app/settings.js";
import { startApp, type Started } from "../../app/server.js";
import { main as cli } from "../../src/cli/main.js";
import { STICKY_MARKER } from "../../src/core/render/comment.js";
import { Report } from "../../src/core/schema.js";
import { SECRET_ENV, leaked, secretSamples } from "../support/secrets.js";

const SECRET = "secrets-webhook-secret";
let gh: FakeGitHub;
let app: Started;
let dir: string;

beforeEach(async () => {
  gh = await new FakeGitHub().start();
  dir = mkdtempSync(join(tmpdir(), "fh-secrets-"));
  app = await startApp(readSettings(appEnv({ gh, dir, secret: SECRET })), {
    Octokit: TestOctokit,
    now: () => new Date("2026-11-21T12:00:00Z"),
  });
  gh.config = "agent:\n  mention: '@copilot'\n";
});

afterEach(async () => {
  await app.stop();
  await gh.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function deliver(event: string, payload: unknown): Promise<number> {
  return (await deliverAndSettle(app, { event, payload, secret: SECRET })).status;
}

/**
 * A real node:test run whose tests print, and fail on, every kind of secret: the log as a CI job would
 * hold it.
 */
function recordLog(): { log: string; workspace: string } {
  const ws = join(dir, "ws");
  mkdirSync(join(ws, "test"), { recursive: true });
  const samples = secretSamples();
  const tests = samples.map(
    (s, i) =>
      `test(${JSON.stringify(`uses the ${s.kind} credential`)}, () => {\n` +
      `  console.log(${JSON.stringify(s.line)});\n` +
      `  assert.equal(${JSON.stringify(`${s.line} (attempt ${i})`)}, "ok");\n});`,
  );
  writeFileSync(
    join(ws, "test", "creds.test.mjs"),
    `import assert from "node:assert/strict";\nimport { test } from "node:test";\n${tests.join("\n")}\n`,
  );
  const r = spawnSync(process.execPath, ["--test", "--test-reporter=spec", "test/"], {
    cwd: ws,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "" },
  });
  expect(r.status).toBe(1);
  const log = `${r.stdout}${r.stderr}`;
  // The recorded log does hold the secrets: the test below would prove nothing otherwise.
  expect(leaked(log).length).toBe(samples.length);
  return { log, workspace: ws };
}

async function analyzeLog(log: string, workspace: string): Promise<{ stdout: string; report: Report }> {
  const logPath = join(dir, "log.txt");
  const reportPath = join(dir, "report.json");
  writeFileSync(logPath, log);
  // The environment `analyze` runs in holds a secret-named variable whose value the log prints.
  for (const [k, v] of Object.entries(SECRET_ENV)) vi.stubEnv(k, v);
  const stdout = new PassThrough();
  const chunks: string[] = [];
  stdout.on("data", (c: Buffer) => chunks.push(c.toString("utf8")));
  const code = await cli(
    ["analyze", "--log", logPath, "--workspace", workspace, "--report", reportPath, "--exit-code", "1"],
    { stdout, stderr: new PassThrough(), stdin: new PassThrough() },
  );
  vi.unstubAllEnvs();
  expect(code).toBe(0);
  return { stdout: chunks.join(""), report: Report.parse(JSON.parse(readFileSync(reportPath, "utf8"))) };
}

async function publishAndComment(
  report: Report,
  runId: number,
): Promise<{ sticky: string; mention: string }> {
  const withContext: Report = {
    ...report,
    context: {
      repository: REPO.full,
      sha: sha(runId),
      runId,
      runAttempt: 1,
      workflow: "CI",
      job: "test",
      pullRequest: 7,
      headRepository: REPO.full,
    },
  };
  gh.artifacts.push({
    id: runId,
    name: "flakeharden-report",
    runId,
    zip: zipOne("flakeharden-report.json", JSON.stringify(withContext)),
  });
  expect(await deliver("workflow_run", runPayload({ runId, sha: sha(runId), pr: 7 }))).toBe(202);
  expect(gh.unhandled).toEqual([]);
  const mine = gh.commentsOn(7).filter((c) => c.user.login === "flakeharden[bot]");
  const sticky = mine.find((c) => c.body.startsWith(STICKY_MARKER))?.body ?? "";
  const mention =
    mine.find((c) => c.body.includes("@copilot") && !c.body.startsWith(STICKY_MARKER))?.body ?? "";
  return { sticky, mention };
}

describe("secrets never reach GitHub", () => {
  it("a report made by `analyze` from a log full of secrets: none in its output, the comment or the mention", async () => {
    const { log, workspace } = recordLog();
    const { stdout, report } = await analyzeLog(log, workspace);
    expect(report.buckets.flatMap((b) => b.failures).length).toBeGreaterThanOrEqual(
      secretSamples().length - 2,
    );
    expect(leaked(stdout)).toEqual([]);
    expect(leaked(JSON.stringify(report))).toEqual([]);
    const { sticky, mention } = await publishAndComment(report, 301);
    expect(sticky).not.toBe("");
    expect(mention).not.toBe("");
    expect(leaked(sticky)).toEqual([]);
    expect(leaked(mention)).toEqual([]);
  });

  it("a report that was not redacted (an old or forged producer) is redacted by the app", async () => {
    const { log, workspace } = recordLog();
    const { report } = await analyzeLog(log, workspace);
    // Put the secrets back where the report had them: every failure's message, excerpt and test name, each
    // as a log line shows it. (A variable's value, known only to the producer's environment, is left out:
    // nothing in the app can know it is a secret.)
    const samples = secretSamples().filter((s) => s.kind !== "environment-value");
    const raw: Report = {
      ...report,
      buckets: report.buckets.map((b) => ({
        ...b,
        examples: b.examples.map((_e, i) => (samples[i % samples.length]?.line ?? "").slice(0, 400)),
        failures: b.failures.map((f, i) => {
          const s = samples[i % samples.length]?.line ?? "";
          return {
            ...f,
            message: s.slice(0, 2_000),
            excerpt: s.slice(0, 4_000),
            test: s.slice(0, 1_000),
          };
        }),
      })),
    };
    expect(leaked(JSON.stringify(raw)).length).toBeGreaterThan(10);
    expect(raw.buckets.flatMap((b) => b.failures).length).toBeGreaterThanOrEqual(samples.length);
    const { sticky, mention } = await publishAndComment(Report.parse(raw), 302);
    expect(sticky).not.toBe("");
    expect(leaked(sticky)).toEqual([]);
    expect(leaked(mention)).toEqual([]);
  });
});
