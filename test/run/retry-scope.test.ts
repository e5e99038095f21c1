// retry-scope: a retry runs only the failed tests of a recognised runner, else the whole command, saying why.
// The real runs use samples/js-node-slow (16 node:test files, one test flaky once per marker folder); each test
// file notes itself in $RAN_LOG, so the test counts the files each attempt ran (never the time they took).
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Config } from "../../src/core/schema.js";
import { runJob, type JobOptions } from "../../src/run/job.js";
import { renderSummary } from "../../src/core/render/summary.js";
import { spawnBash } from "../../src/run/spawn.js";
import { loadWorkspace } from "../../src/run/workspace.js";

const ROOT = join(import.meta.dirname, "..", "..");

/** The sample copied to a fresh folder (its markers and the files-ran log there). */
function sample(): { dir: string; ranLog: string; flakyDir: string } {
  const dir = mkdtempSync(join(tmpdir(), "fh-slow-"));
  cpSync(join(ROOT, "samples", "js-node-slow"), dir, { recursive: true });
  const ranLog = join(dir, "ran.log");
  const flakyDir = mkdtempSync(join(tmpdir(), "fh-flaky-"));
  return { dir, ranLog, flakyDir };
}

function job(dir: string, env: Record<string, string>, o: Partial<JobOptions> = {}): JobOptions {
  return {
    command: "node --test",
    cwd: dir,
    mode: "retry",
    retries: 2,
    attempts: 3,
    jitterMs: 0,
    timeoutMs: null,
    resetCommand: null,
    junit: null,
    config: Config.parse({}),
    promptBudget: 2_000,
    workspace: loadWorkspace(dir),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, SLOW_MS: "20", ...env },
    context: null,
    version: "test",
    ...o,
  };
}

describe("retry-scope on a real node:test suite of 16 files", () => {
  it("failed: the retry runs only the failed file's failed test, then the whole command confirms it; the test is flaky", async () => {
    const { dir, ranLog, flakyDir } = sample();
    const perAttempt: string[][] = [];
    let seen = 0;
    const { report } = await runJob(
      job(
        dir,
        { RAN_LOG: ranLog, FLAKY_DIR: flakyDir },
        {
          onAttemptEnd: () => {
            const lines = readFileSync(ranLog, "utf8").split("\n").filter(Boolean);
            perAttempt.push(lines.slice(seen));
            seen = lines.length;
          },
        },
      ),
    );
    expect(perAttempt.map((files) => files.length)).toEqual([16, 1, 16]);
    expect(perAttempt[1]).toEqual(["f07.test.mjs"]);
    expect(report.attempts[1]?.scope).toMatchObject({ kind: "failed", tests: 1, confirmed: true });
    expect(report.attempts[1]?.scope?.command).toBe(
      "node --test '--test-name-pattern=^cache 07 warms up before the first read$' test/f07.test.mjs",
    );
    expect(report.attempts[2]?.scope?.reason).toMatch(
      /^attempt 2 ran only the failed tests and they passed: the whole command runs/,
    );
    expect(report.attempts[0]?.scope).toMatchObject({
      kind: "all",
      reason: "the first attempt runs the whole command",
    });
    expect(report.outcome).toBe("flaky");
    expect(report.flaky.map((t) => t.test)).toEqual(["cache 07 warms up before the first read"]);
    expect(report.buckets).toEqual([]);
    // The job summary says what each attempt ran.
    const rows = renderSummary(report, {
      prompt: "",
      serverUrl: "https://github.com",
      repository: null,
      sha: null,
    })
      .split("\n")
      .filter((l) => /^\| [12] \|/.test(l));
    expect(rows[0]).toMatch(/^\| 1 \| ❌ exit 1 \| the whole command \|/);
    expect(rows[1]).toMatch(/^\| 2 \| ✅ exit 0 \| node-test: only the 1 test that failed in attempt 1 \|/);
    expect(report.flaky.map((t) => t.evidence)).toEqual(["passed 2 of 3"]);
  }, 120_000);

  it("without JUnit, a test that passed in a targeted retry and then in the whole run is flaky; the one that kept failing is the failure", async () => {
    const { dir, ranLog, flakyDir } = sample();
    const { report } = await runJob(job(dir, { RAN_LOG: ranLog, FLAKY_DIR: flakyDir, BREAK: "f12" }));
    expect(report.attempts.map((a) => [a.scope?.kind, a.scope?.tests])).toEqual([
      ["all", 0],
      ["failed", 2],
      ["all", 0],
    ]);
    expect(readFileSync(ranLog, "utf8").split("\n").filter(Boolean).slice(16, 18)).toEqual([
      "f07.test.mjs",
      "f12.test.mjs",
    ]);
    expect(report.outcome).toBe("failed");
    expect(report.buckets.flatMap((b) => b.failures.map((f) => [f.test, f.evidence?.text]))).toEqual([
      ["module 12 adds", "failed 3 of 3: flakiness ruled out only for pass rates above 63% (95%)"],
    ]);
    expect(report.flaky.map((t) => [t.test, t.passes, t.runs])).toEqual([
      ["cache 07 warms up before the first read", 2, 3],
    ]);
  }, 120_000);

  it("all: the retry runs all 16 files again", async () => {
    const { dir, ranLog, flakyDir } = sample();
    const { report } = await runJob(
      job(dir, { RAN_LOG: ranLog, FLAKY_DIR: flakyDir }, { retryScope: "all" }),
    );
    expect(readFileSync(ranLog, "utf8").split("\n").filter(Boolean)).toHaveLength(32);
    expect(report.attempts[1]?.scope).toMatchObject({ kind: "all", reason: "retry-scope is `all`" });
    expect(report.outcome).toBe("flaky");
  }, 120_000);

  it("a package script (npm test) that is a plain runner invocation: the retry goes through it, after `--`", async () => {
    const { dir, ranLog, flakyDir } = sample();
    const { report } = await runJob(
      job(dir, { RAN_LOG: ranLog, FLAKY_DIR: flakyDir }, { command: "npm test" }),
    );
    expect(readFileSync(ranLog, "utf8").split("\n").filter(Boolean)).toHaveLength(33);
    expect(report.attempts[1]?.scope).toMatchObject({
      kind: "failed",
      confirmed: true,
      command:
        "npm test -- '--test-name-pattern=^cache 07 warms up before the first read$' test/f07.test.mjs",
    });
    expect(report.attempts[1]?.scope?.reason).toMatch(/, through `npm test`$/);
    expect(report.outcome).toBe("flaky");
  }, 120_000);

  it("a package script that is not a runner invocation retries the whole command and says why", async () => {
    const { dir, ranLog, flakyDir } = sample();
    writeFileSync(
      join(dir, "package.json"),
      JSON.stringify({ scripts: { test: "node --test && echo done" } }),
    );
    const { report } = await runJob(
      job(dir, { RAN_LOG: ranLog, FLAKY_DIR: flakyDir }, { command: "npm test" }),
    );
    expect(readFileSync(ranLog, "utf8").split("\n").filter(Boolean)).toHaveLength(32);
    expect(report.attempts[1]?.scope?.reason).toMatch(
      /^`npm test` runs `node --test && echo done`, not a plain runner/,
    );
    expect(
      renderSummary(report, { prompt: "", serverUrl: "https://github.com", repository: null, sha: null }),
    ).toMatch(/^\| 2 \| [^|]+ \| the whole command: \\`npm test\\` runs/m);
  }, 120_000);

  it("a targeted retry whose pattern matches no test is not a pass: the whole command runs next", async () => {
    const { dir, ranLog, flakyDir } = sample();
    // The flaky test renamed after the first attempt: the retry's name pattern then matches nothing and exits 0.
    const f07 = join(dir, "test", "f07.test.mjs");
    let n = 0;
    const { report } = await runJob(
      job(
        dir,
        { RAN_LOG: ranLog, FLAKY_DIR: flakyDir },
        {
          onAttemptEnd: () => {
            if (++n === 1) writeFileSync(f07, readFileSync(f07, "utf8").replace("warms up", "heats up"));
          },
        },
      ),
    );
    expect(report.attempts.map((a) => [a.scope?.kind, a.scope?.confirmed, a.exitCode])).toEqual([
      ["all", true, 1],
      ["failed", false, 0],
      ["all", true, 0],
    ]);
    expect(report.attempts[2]?.scope?.reason).toMatch(
      /a targeted retry, exited 0 without showing its tests pass/,
    );
  }, 120_000);
});

/** A sample copied to a fresh folder, with a fresh marker path (the flaky test fails once per marker). */
function copyOf(name: string): { dir: string; marker: string } {
  const dir = mkdtempSync(join(tmpdir(), `fh-${name}-`));
  cpSync(join(ROOT, "samples", name), dir, { recursive: true });
  return { dir, marker: join(mkdtempSync(join(tmpdir(), "fh-marker-")), "m") };
}

describe("a targeted retry that cannot run", () => {
  it("its runner missing (exit 127, not worth a retry by itself): the whole command runs next, saying why", async () => {
    const { dir, ranLog, flakyDir } = sample();
    let n = 0;
    const { report } = await runJob(job(dir, { RAN_LOG: ranLog, FLAKY_DIR: flakyDir }), {
      // The real spawner; the targeted attempt's runner is replaced by one that does not exist.
      spawn: (req) => spawnBash(++n === 2 ? { ...req, command: `fh-missing-runner ${req.command}` } : req),
    });
    expect(report.attempts.map((a) => [a.scope?.kind, a.exitCode])).toEqual([
      ["all", 1],
      ["failed", 127],
      ["all", 0],
    ]);
    expect(report.attempts[2]?.scope?.reason).toBe(
      "attempt 2, a targeted retry, failed without naming a failed test: it did not run as planned",
    );
    expect(report.outcome).toBe("flaky");
  }, 120_000);
});

describe("retry-scope on real pytest and vitest suites: the JUnit files count the tests each attempt ran", () => {
  it("pytest: the retry runs the failed node id only", async () => {
    const { dir, marker } = copyOf("py-retry-scope");
    const { report } = await runJob(
      job(
        dir,
        { FLAKY_MARKER: marker },
        {
          command: "python3 -m pytest -q -p no:cacheprovider --junitxml=reports/junit.xml",
          junit: "reports/*.xml",
        },
      ),
    );
    expect(report.attempts[1]?.scope?.command).toBe(
      "python3 -m pytest -q -p no:cacheprovider --junitxml=reports/junit.xml tests/test_cart.py::test_cache_warm",
    );
    expect(report.attempts.map((a) => a.tests?.total)).toEqual([4, 1, 4]);
    expect(report.outcome).toBe("flaky");
    expect(report.verdicts.find((v) => v.test === "test_cache_warm")).toMatchObject({
      verdict: "flaky",
      passes: 2,
      runs: 3,
    });
    // The others ran in the whole runs only.
    expect(report.verdicts.find((v) => v.test === "test_discount")).toMatchObject({
      verdict: "passed",
      runs: 2,
    });
  }, 120_000);

  it("vitest: the retry runs the failed file with a name pattern; the file's other test is skipped", async () => {
    const { dir, marker } = copyOf("js-vitest-retry-scope");
    const vitest = join(ROOT, "node_modules", ".bin", "vitest");
    const { report } = await runJob(
      job(
        dir,
        { FLAKY_MARKER: marker },
        {
          command: `${vitest} run --root ${dir} --reporter=default --reporter=junit --outputFile.junit=reports/junit.xml`,
          junit: "reports/*.xml",
        },
      ),
    );
    expect(report.attempts[1]?.scope?.command).toBe(
      `${vitest} run --root ${dir} --reporter=default --reporter=junit --outputFile.junit=reports/junit.xml test/t2.test.js -t '^(?:cart 2 warms the cache)$'`,
    );
    expect(report.attempts.map((a) => a.tests && [a.tests.total, a.tests.passed, a.tests.skipped])).toEqual([
      [6, 5, 0],
      [2, 1, 1],
      [6, 6, 0],
    ]);
    expect(report.outcome).toBe("flaky");
    expect(report.flaky.map((t) => t.test)).toEqual(["cart 2 > warms the cache"]);
  }, 120_000);
});

describe("order dependence on a real node:test file", () => {
  it("a test that fails in every whole run and passes alone: failed, said plainly, reproduced by the whole command", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fh-order-"));
    writeFileSync(
      join(dir, "order.test.mjs"),
      [
        'import assert from "node:assert/strict";',
        'import { test } from "node:test";',
        "const cache = [];",
        'test("a fills the cache", () => { cache.push(1); });',
        'test("b expects an empty cache", () => { assert.equal(cache.length, 0); });',
        "",
      ].join("\n"),
    );
    const { report, prompt } = await runJob(job(dir, {}, { command: "node --test order.test.mjs" }));
    expect(report.attempts.map((a) => [a.scope?.kind, a.exitCode])).toEqual([
      ["all", 1],
      ["failed", 0],
      ["all", 1],
    ]);
    expect(report.outcome).toBe("failed");
    expect(report.flaky).toEqual([]);
    expect(
      report.buckets.flatMap((b) => b.failures.map((f) => [f.test, f.evidence?.text, f.reproduce])),
    ).toEqual([
      [
        "b expects an empty cache",
        "passed only when run alone (1 of 3 runs): possible order dependence",
        "node --test order.test.mjs",
      ],
    ]);
    expect(prompt).toContain("b expects an empty cache");
  }, 120_000);
});
