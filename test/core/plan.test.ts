// The retry planner (core/plan): what a targeted retry runs for each runner of the registry, through package
// scripts, and what the planner says after each attempt. Recorded attempts (test/support/attempts.ts: real
// node:test output) stand in for what the run layer collects.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { scanLog } from "../../src/core/ingest/scan.js";
import { analyzeAttempt, isExitCause, passedAttempt } from "../../src/core/report/index.js";
import {
  firstPlan,
  nextAttempt,
  recognise,
  settleAttempt,
  targetedCommand,
  type AttemptPlan,
  type PlanConfig,
  type PlannedAttempt,
} from "../../src/core/plan/index.js";
import { Config } from "../../src/core/schema.js";
import { attempt } from "../support/attempts.js";

const failure = (test: string | null, tool: string, file: string | null = null) => ({
  tool,
  test,
  suite: null,
  category: "assertion" as const,
  location: file === null ? null : { file, line: 3, column: null, status: "mapped" as const, frameIndex: 0 },
});
type F = ReturnType<typeof failure>;
const plan = (command: string, fs: F[], o: { dir?: string; scripts?: Record<string, string> } = {}) =>
  targetedCommand(command, fs, { scripts: o.scripts ?? null, commandDir: o.dir ?? null, index: 1 });
const command = (p: AttemptPlan | string) => (typeof p === "string" ? p : p.command);

describe("targetedCommand: the command of a targeted retry", () => {
  it("node:test: the failed files replace the command's, with an anchored name pattern per test", () => {
    const p = plan(
      "node --import tsx --test --test-reporter=junit --test-reporter-destination=r.xml test/",
      [failure("adds (slowly)", "node-test", "web/test/a.test.mjs")],
      { dir: "web" },
    );
    expect(p).toMatchObject({ scope: "failed", tests: 1, runner: "node-test" });
    expect(command(p)).toBe(
      "node --import tsx --test --test-reporter=junit --test-reporter-destination=r.xml '--test-name-pattern=^adds \\(slowly\\)$' test/a.test.mjs",
    );
  });

  it("vitest and jest: full names anchored, one -t; jest's files after `--` (its array options take the words after them)", () => {
    expect(
      command(
        plan("npx vitest run --reporter=junit", [
          failure("cart > adds", "vitest", "test/cart.test.ts"),
          failure("b", "junit", "test/b.test.ts"),
        ]),
      ),
    ).toBe("npx vitest run --reporter=junit test/cart.test.ts test/b.test.ts -t '^(?:cart adds|b)$'");
    expect(command(plan("jest test/unit", [failure("x › y", "jest", "test/unit/a.test.js")]))).toBe(
      "jest test/unit -t '^(?:x y)$'",
    );
    expect(
      command(
        plan("npx jest --ci --reporters=default --reporters=jest-junit", [
          failure("sum › adds", "jest", "test/sum.test.js"),
        ]),
      ),
    ).toBe(
      "npx jest --ci --reporters=default --reporters=jest-junit -t '^(?:sum adds)$' -- 'test\\/sum\\.test\\.js'",
    );
  });

  it("pytest ids verbatim, go, cargo, nextest, mocha", () => {
    expect(
      command(plan("python3 -m pytest -q tests", [failure("tests/test_a.py::test_x[a] - b]", "pytest")])),
    ).toBe("python3 -m pytest -q 'tests/test_a.py::test_x[a] - b]'");
    expect(command(plan("go test ./...", [failure("TestAdd/neg", "go"), failure("TestSub", "go")]))).toBe(
      "go test -run '^(?:TestAdd|TestSub)$' ./...",
    );
    expect(command(plan("cargo test --workspace", [failure("tests::adds", "cargo")]))).toBe(
      "cargo test --workspace -- --exact tests::adds",
    );
    expect(command(plan("cargo nextest run", [failure("tests::adds", "cargo")]))).toBe(
      "cargo nextest run -E 'test(=tests::adds)'",
    );
    expect(command(plan("npx mocha", [failure("suite adds", "mocha")]))).toBe(
      "npx mocha --grep '^(?:suite adds)$'",
    );
  });

  it("a name from the log stays inside single quotes, regex-escaped: nothing reaches the shell", () => {
    expect(command(plan("npx vitest run", [failure("x'; rm -rf / #$(id)", "vitest")]))).toBe(
      `npx vitest run -t '^(?:x'\\''; rm -rf \\/ #\\$\\(id\\))$'`,
    );
  });

  it("through a package script that is a plain runner invocation: the words appended after `--` (npm) or as they are (pnpm, yarn)", () => {
    const scripts = {
      test: "jest --ci --reporters=default --reporters=jest-junit",
      "test:ci": "vitest run",
      py: "pytest tests",
    };
    const f = [failure("sum › adds", "jest", "test/sum.test.js")];
    expect(command(plan("npm test", f, { scripts }))).toBe(
      "npm test -- -t '^(?:sum adds)$' -- 'test\\/sum\\.test\\.js'",
    );
    expect(command(plan("yarn test", f, { scripts }))).toBe(
      "yarn test -t '^(?:sum adds)$' -- 'test\\/sum\\.test\\.js'",
    );
    expect(command(plan("pnpm run test:ci", [failure("a > b", "vitest")], { scripts }))).toBe(
      "pnpm run test:ci -t '^(?:a b)$'",
    );
    expect(command(plan("npm run test:ci -- --coverage", [failure("a > b", "vitest")], { scripts }))).toBe(
      "npm run test:ci -- --coverage -t '^(?:a b)$'",
    );
    // pytest's own paths in the script: ids appended would run them all.
    expect(plan("npm run py", [failure("tests/test_a.py::test_x", "pytest")], { scripts })).toMatch(
      /names its tests' paths/,
    );
  });

  it("the whole command, saying why", () => {
    const f = [failure("t", "vitest", "test/a.test.ts")];
    expect(plan("npm test", f)).toMatch(/no package.json script "test"/);
    expect(plan("npm test", f, { scripts: { test: "vitest run && eslint ." } })).toMatch(
      /not a plain runner invocation/,
    );
    expect(plan("npm test", f, { scripts: { test: "./run.sh" } })).toMatch(
      /is not a test runner a retry can target/,
    );
    expect(plan("npx vitest run && echo done", f)).toMatch(/shell syntax/);
    expect(plan("npx vitest run -t cart", f)).toMatch(/already picks its tests/);
    expect(plan("npx vitest run", [failure(null, "tsc")])).toMatch(/not a test's \(assertion\)/);
    expect(plan("npx vitest run", [failure("t", "pytest")])).toMatch(/from pytest, not from vitest/);
    expect(plan("make test", f)).toMatch(/runs a script/);
    expect(plan("./run-tests.sh", f)).toMatch(/not a test runner/);
  });

  it("recognises launchers and refuses vitest's other commands", () => {
    expect(recognise("pnpm exec vitest run", null)).toMatchObject({ runner: { id: "vitest" } });
    expect(recognise("npx -y jest", null)).toMatchObject({ runner: { id: "jest" } });
    expect(recognise("CI=1 jest", null)).toMatchObject({ runner: { id: "jest" }, head: ["CI=1", "jest"] });
    expect(recognise("npx vitest bench", null)).toEqual({
      refused: "vitest's `bench` command is not one a retry can target",
    });
  });
});

describe("settleAttempt: when a targeted pass counts", () => {
  const target = (names: string[], runner = "node-test"): AttemptPlan => ({
    scope: "failed",
    reason: "r",
    command: "c",
    tests: names.length,
    runner,
    names,
  });

  it("node:test by name, both reporters (real output): not a pattern that matched nothing", () => {
    // From Node 22 a file none of whose tests matches is itself reported as one passed test: counts lie.
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
    const p = target(["stock # 1 is kept"]);
    const settle = (tail: string, junitPassed: string[] = []) =>
      settleAttempt(p, { exitedZero: true, tail, junitPassed }).confirmed;
    for (const reporter of ["tap", "spec"]) {
      expect(settle(out(reporter, "stock"))).toBe(true);
      expect(settle(out(reporter, "renamed"))).toBe(false);
      expect(settle(out(reporter, "other"))).toBe(false);
    }
    expect(settle("", ["stock # 1 is kept"])).toBe(true);
    expect(settle("", ["a.test.mjs"])).toBe(false);
    expect(settleAttempt(p, { exitedZero: true, tail: "", junitPassed: [] }).reason).toMatch(
      /exited 0 without showing the 1 test pass/,
    );
  });

  it("node:test, a nested test named `parent > child` (as its TAP is read): the retry runs it and its pass counts", () => {
    const dir = mkdtempSync(join(tmpdir(), "fh-nested-"));
    writeFileSync(
      join(dir, "a.test.mjs"),
      'import { describe, test } from "node:test";\ndescribe("cart", () => {\n  test("adds (slowly)", () => {});\n  test("other", () => {});\n});\n',
    );
    const retry = command(
      plan("node --test a.test.mjs", [failure("cart > adds (slowly)", "node-test", "a.test.mjs")]),
    );
    expect(retry).toBe(
      "node --test '--test-name-pattern=^(?:adds \\(slowly\\)|cart > adds \\(slowly\\)|cart adds \\(slowly\\))$' a.test.mjs",
    );
    const pattern = /'--test-name-pattern=(.*)'/.exec(retry)?.[1] ?? "";
    const p = target(["cart > adds (slowly)"]);
    for (const reporter of ["tap", "spec"]) {
      const out = spawnSync(
        process.execPath,
        ["--test", `--test-reporter=${reporter}`, `--test-name-pattern=${pattern}`, "a.test.mjs"],
        { cwd: dir, encoding: "utf8" },
      ).stdout;
      // The sibling is skipped, not run: `ok 2 - other # SKIP …` (TAP), `﹣ other … # …` (spec).
      expect(out).not.toMatch(/^\s*(?:✔ other|ok \d+ - other)\s*(?:\(|$)/m);
      expect(out).toMatch(/other.{0,40}# (?:SKIP )?test name does not match pattern/);
      expect(settleAttempt(p, { exitedZero: true, tail: out, junitPassed: [] }).confirmed).toBe(true);
    }
  });

  it("a count above the tests targeted: it ran other tests, no pass of the failed ones", () => {
    const vitest = target(["cart > a > b"], "vitest");
    const tail = (n: number) => ` Test Files  1 passed (1)\n      Tests  ${n} passed | 3 skipped (5)\n`;
    expect(settleAttempt(vitest, { exitedZero: true, tail: tail(1), junitPassed: [] }).confirmed).toBe(true);
    const two = settleAttempt(vitest, { exitedZero: true, tail: tail(2), junitPassed: [] });
    expect(two.confirmed).toBe(false);
    expect(two.reason).toMatch(/shows 2 tests passed, more than the 1 it targeted/);
  });

  it("the whole command needs no confirmation", () => {
    expect(settleAttempt(firstPlan("npm test"), { exitedZero: false, tail: "", junitPassed: [] })).toEqual({
      kind: "all",
      command: "npm test",
      tests: 0,
      reason: "the first attempt runs the whole command",
      confirmed: true,
    });
  });
});

describe("nextAttempt", () => {
  const config = (o: Partial<PlanConfig> = {}): PlanConfig => ({
    command: "node --test",
    mode: "retry",
    planned: 3,
    retryScope: "failed",
    retryOn: ["assertion", "runtime", "timeout", "unknown"],
    config: Config.parse({}),
    today: undefined,
    commandDir: null,
    scripts: null,
    ...o,
  });
  const failedWhole = (): PlannedAttempt => ({
    plan: firstPlan("node --test"),
    attempt: attempt("demo-race-failed", 1),
  });

  it("after a failed whole run with two attempts left: only the failed test", () => {
    const next = nextAttempt([failedWhole()], config());
    expect(next).toMatchObject({ run: { scope: "failed", tests: 2, runner: "node-test" } });
  });

  it("with one attempt left: the whole command (only its pass shows the suite passes)", () => {
    const next = nextAttempt([failedWhole()], config({ planned: 2 }));
    expect(next).toMatchObject({ run: { scope: "all" } });
    expect("run" in next && next.run.reason).toMatch(/last attempt runs the whole command/);
  });

  it("a targeted pass is confirmed by the whole command", () => {
    const first = failedWhole();
    const next = nextAttempt([first], config());
    if (!("run" in next)) throw new Error("expected a plan");
    const a = attempt("fixed-race-passed", 2);
    a.collected.scope = { kind: "failed", reason: "r", command: next.run.command, tests: 1, confirmed: true };
    const then = nextAttempt([first, { plan: next.run, attempt: a }], config());
    expect(then).toMatchObject({ run: { scope: "all", confirming: true } });
  });

  it("stops: a pass of the whole command, the budget, a failure not worth a retry", () => {
    expect(
      nextAttempt([{ plan: firstPlan("x"), attempt: attempt("fixed-race-passed", 1) }], config()),
    ).toEqual({
      stop: { kind: "passed" },
    });
    expect(nextAttempt([failedWhole()], config({ planned: 1 }))).toEqual({ stop: { kind: "budget" } });
    expect(
      nextAttempt(
        [{ plan: firstPlan("x"), attempt: attempt("syntax-error", 1) }],
        config({ retryOn: ["assertion"] }),
      ),
    ).toMatchObject({ stop: { kind: "not-worth-retry" } });
  });

  it("measure mode runs the whole command every attempt, then stops", () => {
    const c = config({ mode: "measure", planned: 2 });
    expect(nextAttempt([failedWhole()], c)).toMatchObject({
      run: { scope: "all", reason: "measure mode: attempt 2 of 2" },
    });
    expect(nextAttempt([failedWhole(), failedWhole()], c)).toEqual({ stop: { kind: "measured" } });
  });
});

describe("exit causes that are not tests: coverage thresholds (real jest 30, vitest 4, c8, pytest-cov output)", () => {
  const LOGS = join(import.meta.dirname, "..", "fixtures", "logs");
  const analysed = (
    id: string,
    index: number,
    scope?: NonNullable<Parameters<typeof analyzeAttempt>[0]["scope"]>,
  ) => {
    const log = readFileSync(join(LOGS, id, "log.txt"), "utf8");
    const meta = JSON.parse(readFileSync(join(LOGS, id, "meta.json"), "utf8")) as {
      exitCode: number;
      command: string;
    };
    return analyzeAttempt(
      {
        index,
        exitCode: meta.exitCode,
        signal: null,
        durationMs: 1,
        delayMs: 0,
        timedOut: false,
        spawnError: null,
        reset: null,
        outputBytes: log.length,
        droppedBytes: 0,
        outputTail: log.slice(-16_384),
        scan: scanLog(log),
        junit: [],
        warnings: [],
        ...(scope ? { scope } : {}),
      },
      { workspace: { files: [], root: null }, commandDir: null, command: meta.command, version: "test" },
    );
  };

  it("each is one failure, quoted, categorised; never the bare exit code", () => {
    const lines: Record<string, string> = {
      "js-jest-coverage": 'Jest: Coverage for lines (50%) does not meet "global" threshold (100%)',
      "js-vitest-coverage": "ERROR: Coverage for lines (50%) does not meet global threshold (100%)",
      "js-c8-coverage": "ERROR: Coverage for lines (66.66%) does not meet global threshold (100%)",
      "py-pytest-cov": "FAIL Required test coverage of 100% not reached. Total coverage: 50.00%",
    };
    for (const [id, line] of Object.entries(lines)) {
      const fs = analysed(id, 1).report.buckets.flatMap((b) => b.failures);
      expect(
        fs.map((f) => [f.tool, f.category, f.test, f.message]),
        id,
      ).toEqual([["coverage", "assertion", null, line]]);
      expect(isExitCause(fs[0] as (typeof fs)[number])).toBe(true);
    }
  });

  it("a targeted retry whose tests all passed but exited 1 for coverage passes; the threshold is not held against the run", () => {
    const plan: AttemptPlan = {
      scope: "failed",
      reason: "jest: only the 1 test that failed in attempt 1",
      command: "npx jest --coverage -t '^(?:a half coupon halves the price)$'",
      tests: 1,
      runner: "jest",
      names: ["a half coupon halves the price"],
    };
    const log = readFileSync(join(LOGS, "js-jest-coverage", "log.txt"), "utf8");
    const scope = settleAttempt(plan, { exitedZero: false, tail: log, junitPassed: [] });
    expect(scope.confirmed).toBe(true);
    const targeted = analysed("js-jest-coverage", 2, scope);
    expect(passedAttempt(targeted)).toBe(true);
    // Then the whole command confirms; its own threshold failure is the run's.
    const next = nextAttempt(
      [
        { plan: firstPlan("npx jest --coverage"), attempt: analysed("js-jest-coverage", 1) },
        { plan, attempt: targeted },
      ],
      {
        command: "npx jest --coverage",
        mode: "retry",
        planned: 3,
        retryScope: "failed",
        retryOn: ["assertion"],
        config: Config.parse({}),
        today: undefined,
        commandDir: null,
        scripts: null,
      },
    );
    expect(next).toMatchObject({ run: { scope: "all", confirming: true } });
  });
});

describe("nextAttempt: every branch, with what it says", () => {
  const c = (o: Partial<PlanConfig> = {}): PlanConfig => ({
    command: "node --test",
    mode: "retry",
    planned: 4,
    retryScope: "failed",
    retryOn: ["assertion", "runtime", "timeout", "unknown", "infrastructure"],
    config: Config.parse({}),
    today: undefined,
    commandDir: null,
    scripts: null,
    ...o,
  });
  const targeted: AttemptPlan = {
    scope: "failed",
    reason: "r",
    command: "node --test x",
    tests: 2,
    runner: "node-test",
    names: ["a"],
  };
  const whole1 = (): PlannedAttempt => ({
    plan: firstPlan("node --test"),
    attempt: attempt("demo-race-failed", 1),
  });
  const withScope = (a: ReturnType<typeof attempt>, confirmed: boolean, exitCode: number) => {
    a.collected.scope = { kind: "failed", reason: "r", command: "c", tests: 2, confirmed };
    a.collected.exitCode = exitCode;
    return a;
  };
  const reason = (n: ReturnType<typeof nextAttempt>) => ("run" in n ? n.run.reason : `stop ${n.stop.kind}`);

  it("no history: the first plan", () => {
    expect(nextAttempt([], c())).toEqual({ run: firstPlan("node --test") });
  });

  it("a targeted attempt that exited 0 without showing its tests pass: the whole command", () => {
    const a = withScope(attempt("fixed-race-passed", 2), false, 0);
    expect(reason(nextAttempt([whole1(), { plan: targeted, attempt: a }], c()))).toBe(
      "attempt 2, a targeted retry, exited 0 without showing its tests pass",
    );
  });

  it("a targeted attempt that failed without naming a test (its runner missing): the whole command", () => {
    const log = readFileSync(
      join(import.meta.dirname, "..", "fixtures", "logs", "sh-bash-command-not-found", "log.txt"),
      "utf8",
    );
    const a = withScope(attempt("fixed-race-passed", 2, { log, junit: false }), false, 127);
    const next = nextAttempt([whole1(), { plan: targeted, attempt: a }], c());
    expect(next).toMatchObject({ run: { scope: "all", command: "node --test" } });
    expect(reason(next)).toBe(
      "attempt 2, a targeted retry, failed without naming a failed test: it did not run as planned",
    );
  });

  it("a targeted attempt that failed a test again, two attempts left: only that test again", () => {
    const a = withScope(attempt("demo-race-failed", 2), false, 1);
    const next = nextAttempt([whole1(), { plan: targeted, attempt: a }], c({ planned: 4 }));
    expect(next).toMatchObject({ run: { scope: "failed", tests: 2 } });
    if ("run" in next)
      expect(next.run.targets?.every((k) => k.startsWith("t\u0000node-test\u0000"))).toBe(true);
    if ("run" in next) expect(next.run.targets).toHaveLength(2);
  });

  it("retry-scope all, and a command no runner of the registry runs: the whole command, saying why", () => {
    expect(reason(nextAttempt([whole1()], c({ retryScope: "all" })))).toBe("retry-scope is `all`");
    expect(reason(nextAttempt([whole1()], c({ command: "./test.sh" })))).toMatch(
      /^`.\/test.sh` is not a test runner/,
    );
  });

  it("only quarantined tests failed: stop", () => {
    const a = attempt("demo-race-failed", 1);
    const names = a.report.buckets.flatMap((b) => b.failures.map((f) => f.test));
    const config = Config.parse({
      quarantine: names.map((test) => ({ test, owner: "@o", reason: "r", expires: "2026-12-01" })),
    });
    expect(nextAttempt([{ plan: firstPlan("x"), attempt: a }], c({ config, today: "2026-11-27" }))).toEqual({
      stop: { kind: "quarantined" },
    });
  });

  it("a failure that names no test (the exit code only): the whole command", () => {
    const a = attempt("fixed-race-passed", 1, { log: "", junit: false });
    a.collected.exitCode = 1;
    const b = analyzeAttempt(a.collected, {
      workspace: { files: [], root: null },
      commandDir: null,
      command: "x",
      version: "t",
    });
    expect(reason(nextAttempt([{ plan: firstPlan("x"), attempt: b }], c()))).toBe(
      "attempt 1 failed without naming a failed test",
    );
  });
});

describe("settleAttempt: the reasons it gives", () => {
  const p = (o: Partial<AttemptPlan> = {}): AttemptPlan => ({
    scope: "failed",
    reason: "jest: only the 2 tests",
    command: "jest -t x",
    tests: 2,
    runner: "jest",
    names: ["a", "b"],
    targets: ["k1", "k2"],
    ...o,
  });
  const tail = (n: number) => `Tests:       ${n} passed, ${n} total\n`;

  it("counts exactly the tests targeted, through colours; keeps the targets", () => {
    const coloured = `\u001b[1mTests:\u001b[22m       \u001b[32m2 passed\u001b[39m, 2 total\n`;
    expect(settleAttempt(p(), { exitedZero: true, tail: coloured, junitPassed: [] })).toEqual({
      kind: "failed",
      command: "jest -t x",
      tests: 2,
      targets: ["k1", "k2"],
      reason: "jest: only the 2 tests",
      confirmed: true,
    });
    expect(settleAttempt(p(), { exitedZero: true, tail: tail(1), junitPassed: [] }).confirmed).toBe(false);
  });

  it("JUnit names every targeted test passed, or it does not count by JUnit", () => {
    expect(settleAttempt(p(), { exitedZero: true, tail: "", junitPassed: ["a", "b"] }).confirmed).toBe(true);
    expect(settleAttempt(p(), { exitedZero: true, tail: "", junitPassed: ["a"] }).confirmed).toBe(false);
    expect(
      settleAttempt(p({ names: [] }), { exitedZero: true, tail: "", junitPassed: ["a"] }).confirmed,
    ).toBe(false);
  });

  it("a failed exit without the passes shown: no pass, and the plan's reason unchanged", () => {
    expect(settleAttempt(p(), { exitedZero: false, tail: tail(1), junitPassed: [] })).toMatchObject({
      confirmed: false,
      reason: "jest: only the 2 tests",
    });
    expect(settleAttempt(p(), { exitedZero: true, tail: tail(0), junitPassed: [] }).reason).toBe(
      "jest: only the 2 tests; it exited 0 without showing the 2 tests pass, so it is not counted as a pass",
    );
    expect(
      settleAttempt(p({ tests: 1, names: ["a"] }), { exitedZero: true, tail: "", junitPassed: [] }).reason,
    ).toMatch(/without showing the 1 test pass,/);
  });

  it("a plan with no runner of the registry needs no confirmation", () => {
    expect(
      settleAttempt(p({ runner: "nope" }), { exitedZero: false, tail: "", junitPassed: [] }).confirmed,
    ).toBe(true);
  });
});

describe("recognise: the shapes of invocation", () => {
  const id = (command: string, scripts: Record<string, string> | null = null) => {
    const r = recognise(command, scripts);
    return "refused" in r ? r.refused : `${r.runner.id} [${r.head.join(" ")}] [${r.args.join(" ")}]`;
  };

  it("launchers, package managers' direct calls, environment assignments", () => {
    expect(id("pnpm vitest run --silent")).toBe("vitest [pnpm vitest run] [--silent]");
    expect(id("yarn jest --ci")).toBe("jest [yarn jest] [--ci]");
    expect(id("yarn exec mocha")).toBe("mocha [yarn exec mocha] []");
    expect(id("npx --no-install jest")).toBe("jest [npx --no-install jest] []");
    expect(id("bunx vitest")).toBe("vitest [bunx vitest] []");
    expect(id("CI=1 NODE_ENV=test node --test")).toBe("node-test [CI=1 NODE_ENV=test node] [--test]");
    expect(id("python3.12 -m pytest -q")).toBe("pytest [python3.12 -m pytest] [-q]");
    expect(id("cargo nextest run --workspace")).toBe("nextest [cargo nextest run] [--workspace]");
  });

  it("package scripts: npm test, npm t, npm run, pnpm and yarn; arguments after npm's `--`", () => {
    const scripts = { test: "jest --ci", "test:unit": "vitest run" };
    expect(id("npm t", scripts)).toBe("jest [jest] [--ci]");
    expect(id("npm run-script test:unit", scripts)).toBe("vitest [vitest run] []");
    expect(id("pnpm run test:unit --silent", scripts)).toBe("vitest [vitest run] [--silent]");
    expect(id("npm test -- --silent", scripts)).toBe("jest [jest] [--ci --silent]");
    expect(id("yarn t", scripts)).toMatch(/is not a test runner|runs a script/);
    expect(id("npm test --silent", scripts)).toMatch(/runs a script whose test runner is not known/);
    expect(id("npm run -s test", scripts)).toMatch(/runs a script whose test runner is not known/);
  });

  it("words that are not plain are refused, each", () => {
    for (const c of ["npx vitest 'a b'", "npx vitest $X", "npx vitest; rm x", "npx vitest\nrm x"])
      expect(id(c)).toMatch(/shell syntax or quoting/);
  });
});
