// Fresh JUnit only, and GitHub's globs, with real runs: bash runs node's test runner, whose junit reporter
// writes the files (nothing here writes JUnit by hand).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Config } from "../../src/core/schema.js";
import { runJob, type JobOptions } from "../../src/run/job.js";
import { RunOptionsError } from "../../src/run/options.js";

const NODE = JSON.stringify(process.execPath);
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A project with a failing and a passing node:test file, and a file that does not parse. */
function project(): string {
  const dir = mkdtempSync(join(tmpdir(), "fh-junit-"));
  dirs.push(dir);
  writeFileSync(
    join(dir, "cart.test.mjs"),
    'import test from "node:test";\nimport assert from "node:assert";\ntest("adds", () => assert.equal(1 + 1, 3));\n',
  );
  writeFileSync(join(dir, "ok.test.mjs"), 'import test from "node:test";\ntest("fine", () => {});\n');
  writeFileSync(join(dir, "broken.mjs"), "export const = ;\n");
  return dir;
}

/** `node --test FILE`, its JUnit written to `out` (its folder made first) by node's own reporter. */
const nodeTest = (file: string, out: string) =>
  `mkdir -p "$(dirname ${JSON.stringify(out)})" && ${NODE} --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=junit --test-reporter-destination=${out} ${file}`;

const env = { ...process.env, NODE_EXTRA_CA_CERTS: undefined, NODE_OPTIONS: undefined };

function job(dir: string, o: Partial<JobOptions>): Promise<Awaited<ReturnType<typeof runJob>>> {
  return runJob({
    command: "true",
    cwd: dir,
    mode: "retry",
    retries: 0,
    attempts: 2,
    jitterMs: 0,
    timeoutMs: null,
    resetCommand: null,
    junit: null,
    config: Config.parse({}),
    promptBudget: 2_000,
    workspace: { files: [], root: dir },
    env,
    context: null,
    version: "test",
    ...o,
  });
}

describe("fresh JUnit only", () => {
  it("a JUnit file left by an earlier run is never this run's: a warning names it", async () => {
    const dir = project();
    mkdirSync(join(dir, "reports"));
    // The earlier run: its failing test recorded in reports/junit.xml.
    try {
      execFileSync("bash", ["-c", nodeTest("cart.test.mjs", "reports/junit.xml")], {
        cwd: dir,
        env,
        stdio: "ignore",
      });
    } catch {
      // it fails, as it should
    }
    const { report } = await job(dir, {
      command: nodeTest("ok.test.mjs", "reports/other.txt"),
      junit: "reports/*.xml",
    });
    expect(report.outcome).toBe("passed");
    expect(report.verdicts).toEqual([]);
    expect(report.buckets).toEqual([]);
    expect(report.warnings).toContain(
      'attempt 1: junit: "reports/*.xml" matches only files not written during this attempt (left by an earlier attempt or run), not read: reports/junit.xml',
    );
  });

  it("an attempt that wrote none is not given the previous attempt's results", async () => {
    const dir = project();
    // Attempt 1 runs the failing test (JUnit written); attempt 2 dies on a syntax error before any test ran.
    const command = `if [ -e ran ]; then ${NODE} broken.mjs; else touch ran; ${nodeTest("cart.test.mjs", "junit.xml")}; fi`;
    const { report } = await job(dir, { command, retries: 1, junit: "junit.xml" });
    expect(report.attempts.map((a) => a.exitCode)).toEqual([1, 1]);
    expect(report.attempts[0]?.tests).toMatchObject({ total: 1, failed: 1 });
    expect(report.attempts[1]?.tests).toBeNull();
    expect(report.verdicts.map((v) => [v.test, v.verdict, v.runs])).toEqual([["adds", "failed", 1]]);
    expect(report.warnings).toContain(
      'attempt 2: junit: "junit.xml" matches only files not written during this attempt (left by an earlier attempt or run), not read: junit.xml',
    );
    // The syntax error, the second attempt's real failure, is reported.
    expect(JSON.stringify(report.buckets)).toContain("broken.mjs");
  });

  it("a file rewritten by the next attempt is that attempt's, even with the same name and content", async () => {
    const dir = project();
    const { report } = await job(dir, {
      command: nodeTest("cart.test.mjs", "junit.xml"),
      mode: "measure",
      attempts: 2,
      junit: "junit.xml",
    });
    expect(report.attempts.map((a) => a.tests?.failed)).toEqual([1, 1]);
    expect(report.verdicts.map((v) => [v.test, v.verdict, v.runs])).toEqual([["adds", "failed", 2]]);
    expect(report.warnings.filter((w) => w.includes("junit"))).toEqual([]);
  });
});

describe("globs as GitHub's", () => {
  const run = (dir: string, junit: string) =>
    job(dir, { command: nodeTest("cart.test.mjs", "reports/unit/junit.xml"), junit });

  it.each([
    ["reports/unit/junit.xml", 1],
    ["reports/*/junit.xml", 1],
    ["**/junit.xml", 1],
    ["reports", 1], // a folder matches the files in it (implicit descendants)
    ["reports/**", 1],
    ["junit.xml", 0], // no `/`: only ./junit.xml, not a file of that name at any depth
    ["*.xml", 0],
    ["reports/*.xml", 0],
    ["reports/{unit,e2e}/junit.xml", 0], // no brace expansion
  ])("%s reads %i file(s)", async (junit, files) => {
    const dir = project();
    const { report } = await run(dir, junit);
    expect(report.attempts[0]?.tests?.total ?? 0).toBe(files);
    if (files === 0)
      expect(report.warnings).toContain(`attempt 1: junit: no file matches ${JSON.stringify(junit)}`);
  });

  it("an absolute path inside the workspace works, from a working directory below it", async () => {
    const dir = project();
    mkdirSync(join(dir, "pkg"));
    const { report } = await job(join(dir, "pkg"), {
      command: nodeTest("../cart.test.mjs", join(dir, "out", "junit.xml")),
      junit: join(dir, "out", "*.xml"),
      workspace: { files: [], root: dir },
    });
    expect(report.attempts[0]?.tests).toMatchObject({ total: 1, failed: 1 });
    expect(report.verdicts[0]).toMatchObject({ test: "adds", verdict: "failed" });
  });

  it("a relative path that climbs to a folder of the workspace works", async () => {
    const dir = project();
    mkdirSync(join(dir, "pkg"));
    const { report } = await job(join(dir, "pkg"), {
      command: nodeTest("../cart.test.mjs", "../out/junit.xml"),
      junit: "../out/*.xml",
      workspace: { files: [], root: dir },
    });
    expect(report.attempts[0]?.tests).toMatchObject({ total: 1, failed: 1 });
  });

  it.each([
    ["/etc/*.xml", "reaches outside the workspace (at /etc)"],
    ["../*.xml", "reaches outside the workspace (at "],
    ["reports/*/../../../x.xml", "has `..` after a wildcard"],
  ])("%s is refused with a message, before any attempt", async (junit, why) => {
    const dir = project();
    const started: number[] = [];
    const e: unknown = await job(dir, { junit, onAttemptStart: (i) => started.push(i) }).catch(
      (x: unknown) => x,
    );
    expect(e).toBeInstanceOf(RunOptionsError);
    expect((e as Error).message).toContain(`junit: got ${JSON.stringify(junit)}, which ${why}`);
    expect((e as Error).message).toContain(`allowed: a glob inside the workspace ${dir}`);
    expect(started).toEqual([]);
  });
});
