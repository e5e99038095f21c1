// retry-scope: a retry runs only the failed tests of a recognised runner, else the whole command, saying why.
// The real runs use samples/js-node-slow (16 node:test files, one test flaky once per marker folder); each test
// file notes itself in $RAN_LOG, so the test counts the files each attempt ran (never the time they took).
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Config } from "../../src/core/schema.js";
import { runJob, type JobOptions } from "../../src/run/job.js";
import { renderSummary } from "../../src/core/render/summary.js";
import { planRetry, recognise, targetedPassShown, type PreviousAttempt } from "../../src/run/scope.js";
import { spawnBash } from "../../src/run/spawn.js";
import { loadWorkspace } from "../../src/run/workspace.js";

const ROOT = join(import.meta.dirname, "..", "..");

const failure = (test: string | null, tool: string, file: string | null = null) => ({
  tool,
  test,
  suite: null,
  category: "assertion" as const,
  location: file === null ? null : { file, line: 3, column: null, status: "mapped" as const, frameIndex: 0 },
});
const previous = (...failures: ReturnType<typeof failure>[]): PreviousAttempt => ({
  index: 1,
  failures: failures as PreviousAttempt["failures"],
  unexplained: false,
});
const plan = (command: string, p: PreviousAttempt, dir: string | null = null) =>
  planRetry({ command, scope: "failed", previous: p, commandDir: dir });

describe("planRetry: the command of a targeted retry", () => {
  it("node:test: the failed files replace the command's, with a name pattern per test", () => {
    const p = plan(
      "node --import tsx --test --test-reporter=junit --test-reporter-destination=r.xml test/",
      previous(failure("adds (slowly)", "node-test", "web/test/a.test.mjs")),
      "web",
    );
    expect(p).toMatchObject({ scope: "failed", tests: 1, runner: "node-test" });
    expect(p.command).toBe(
      "node --import tsx --test --test-reporter=junit --test-reporter-destination=r.xml '--test-name-pattern=adds \\(slowly\\)' test/a.test.mjs",
    );
  });

  it("vitest and jest: files and one -t alternation; the user's own file filters are kept and not added to", () => {
    expect(
      plan(
        "npx vitest run --reporter=junit",
        previous(
          failure("cart > adds", "vitest", "test/cart.test.ts"),
          failure("b", "junit", "test/b.test.ts"),
        ),
      ).command,
    ).toBe("npx vitest run --reporter=junit test/cart.test.ts test/b.test.ts -t 'cart adds|b'");
    expect(plan("jest test/unit", previous(failure("x › y", "jest", "test/unit/a.test.js"))).command).toBe(
      "jest test/unit -t 'x y'",
    );
  });

  it("pytest, go, cargo, nextest, mocha", () => {
    expect(
      plan("python3 -m pytest -q tests", previous(failure("tests/test_a.py::test_x[1]", "pytest"))).command,
    ).toBe("python3 -m pytest -q 'tests/test_a.py::test_x[1]'");
    expect(
      plan("go test ./...", previous(failure("TestAdd/neg", "go"), failure("TestSub", "go"))).command,
    ).toBe("go test -run '^(?:TestAdd|TestSub)$' ./...");
    expect(plan("cargo test --workspace", previous(failure("tests::adds", "cargo"))).command).toBe(
      "cargo test --workspace -- --exact tests::adds",
    );
    expect(plan("cargo nextest run", previous(failure("tests::adds", "cargo"))).command).toBe(
      "cargo nextest run -E 'test(=tests::adds)'",
    );
    expect(plan("npx mocha", previous(failure("suite adds", "mocha"))).command).toBe(
      "npx mocha --grep 'suite adds'",
    );
  });

  it("a name from the log stays inside single quotes, regex-escaped: nothing reaches the shell", () => {
    const p = plan("npx vitest run", previous(failure("x'; rm -rf / #$(id)", "vitest")));
    expect(p.command).toBe(`npx vitest run -t 'x'\\''; rm -rf \\/ #\\$\\(id\\)'`);
  });

  it("the whole command, saying why", () => {
    const why = (command: string, p = previous(failure("t", "vitest", "test/a.test.ts"))) => {
      const r = plan(command, p);
      expect(r.scope).toBe("all");
      expect(r.command).toBe(command);
      return r.reason;
    };
    expect(why("npm test")).toMatch(/`npm test` runs a script/);
    expect(why("npx vitest run && echo done")).toMatch(/shell syntax/);
    expect(why("npx vitest run -t cart")).toMatch(/already picks its tests/);
    expect(why("npx vitest run", previous(failure(null, "tsc")))).toMatch(/not a test's \(assertion\)/);
    expect(why("npx vitest run", previous(failure("t", "pytest")))).toMatch(/from pytest, not from vitest/);
    expect(why("make test")).toMatch(/runs a script/);
    expect(why("./run-tests.sh")).toMatch(/not a test runner/);
    expect(why("npx vitest run", { index: 2, failures: [], unexplained: true })).toBe(
      "attempt 2 failed without naming a failed test",
    );
    expect(
      planRetry({ command: "npx vitest run", scope: "all", previous: previous(), commandDir: null }).reason,
    ).toBe("retry-scope is `all`");
  });

  it("recognises launchers and refuses vitest's other commands", () => {
    expect(recognise(["pnpm", "exec", "vitest", "run"])).toMatchObject({ runner: "vitest" });
    expect(recognise(["npx", "-y", "jest"])).toMatchObject({ runner: "jest" });
    expect(recognise(["npx", "vitest", "bench"])).toMatch(/`bench` command/);
  });

  it("a targeted pass counts only when the JUnit files or node:test's own output name the tests passed", () => {
    // Real node:test output, both reporters: a pattern that matches the test, and one that matches nothing
    // (from Node 22 the file itself is then reported as one passed test, so the counts say 1 passed).
    const dir = mkdtempSync(join(tmpdir(), "fh-confirm-"));
    writeFileSync(
      join(dir, "a.test.mjs"),
      'import { test } from "node:test";\ntest("stock # 1 is kept", () => {});\ntest("other", () => {});\n',
    );
    const out = (reporter: string, pattern: string) =>
      spawnSync(
        process.execPath,
        ["--test", `--test-reporter=${reporter}`, `--test-name-pattern=${pattern}`, "a.test.mjs"],
        { cwd: dir, encoding: "utf8" },
      ).stdout;
    const p = plan("node --test a.test.mjs", previous(failure("stock # 1 is kept", "node-test")));
    const none = { passed: 0, passedNames: new Set<string>() };
    for (const reporter of ["tap", "spec"]) {
      expect(targetedPassShown(p, out(reporter, "stock"), none)).toBe(true);
      expect(targetedPassShown(p, out(reporter, "renamed"), none)).toBe(false);
      expect(targetedPassShown(p, out(reporter, "other"), none)).toBe(false);
    }
    // JUnit: the test itself passed, not just some case.
    expect(targetedPassShown(p, "", { passed: 1, passedNames: new Set(["stock # 1 is kept"]) })).toBe(true);
    expect(targetedPassShown(p, "", { passed: 1, passedNames: new Set(["a.test.mjs"]) })).toBe(false);
    // The whole command: nothing to confirm.
    expect(targetedPassShown(plan("npm test", previous()), "", none)).toBe(true);
  });
});

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
  it("failed: the retry runs only the failed file's failed test; the test is flaky, the rest keep their pass", async () => {
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
    expect(perAttempt.map((files) => files.length)).toEqual([16, 1]);
    expect(perAttempt[1]).toEqual(["f07.test.mjs"]);
    expect(report.attempts[1]?.scope).toMatchObject({ kind: "failed", tests: 1, confirmed: true });
    expect(report.attempts[1]?.scope?.command).toBe(
      "node --test '--test-name-pattern=cache 07 warms up before the first read' test/f07.test.mjs",
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
  }, 120_000);

  it("without JUnit, a test that passed in a targeted retry is flaky; the one that kept failing is the failure", async () => {
    const { dir, ranLog, flakyDir } = sample();
    const { report } = await runJob(job(dir, { RAN_LOG: ranLog, FLAKY_DIR: flakyDir, BREAK: "f12" }));
    expect(report.attempts.map((a) => [a.scope?.kind, a.scope?.tests])).toEqual([
      ["all", 0],
      ["failed", 2],
      ["failed", 1],
    ]);
    expect(readFileSync(ranLog, "utf8").split("\n").filter(Boolean).slice(16)).toEqual([
      "f07.test.mjs",
      "f12.test.mjs",
      "f12.test.mjs",
    ]);
    expect(report.outcome).toBe("failed");
    expect(report.buckets.flatMap((b) => b.failures.map((f) => [f.test, f.evidence?.text]))).toEqual([
      ["module 12 adds", "failed 3 of 3: flakiness ruled out only for pass rates above 63% (95%)"],
    ]);
    expect(report.flaky.map((t) => [t.test, t.passes, t.runs])).toEqual([
      ["cache 07 warms up before the first read", 1, 2],
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

  it("a package script (npm test) retries the whole command and says why", async () => {
    const { dir, ranLog, flakyDir } = sample();
    const { report } = await runJob(
      job(dir, { RAN_LOG: ranLog, FLAKY_DIR: flakyDir }, { command: "npm test" }),
    );
    expect(readFileSync(ranLog, "utf8").split("\n").filter(Boolean)).toHaveLength(32);
    expect(report.attempts[1]?.scope?.reason).toMatch(/^`npm test` runs a script/);
    expect(
      renderSummary(report, { prompt: "", serverUrl: "https://github.com", repository: null, sha: null }),
    ).toMatch(/^\| 2 \| [^|]+ \| the whole command: \\`npm test\\` runs a script/m);
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
    expect(report.attempts[2]?.scope?.reason).toMatch(
      /^attempt 2, a targeted retry, did not run as planned \(attempt 2 has a failure that is not a test's/,
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
    expect(report.attempts.map((a) => a.tests?.total)).toEqual([4, 1]);
    expect(report.outcome).toBe("flaky");
    expect(report.verdicts.find((v) => v.test === "test_cache_warm")).toMatchObject({
      verdict: "flaky",
      passes: 1,
      runs: 2,
    });
    // Tests not run again keep their first verdict.
    expect(report.verdicts.find((v) => v.test === "test_discount")).toMatchObject({
      verdict: "passed",
      runs: 1,
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
      `${vitest} run --root ${dir} --reporter=default --reporter=junit --outputFile.junit=reports/junit.xml test/t2.test.js -t 'cart 2 warms the cache'`,
    );
    expect(report.attempts.map((a) => a.tests && [a.tests.total, a.tests.passed, a.tests.skipped])).toEqual([
      [6, 5, 0],
      [2, 1, 1],
    ]);
    expect(report.outcome).toBe("flaky");
    expect(report.flaky.map((t) => t.test)).toEqual(["cart 2 > warms the cache"]);
  }, 120_000);
});
