// A lint or type step chained after the tests (issue 22), on real runs (scripts/fixtures/record-lint-chain.sh):
// `npm test` = `jest && eslint src`, `npm run test:vitest` = `vitest run && tsc --noEmit -p ts`, `pytest && ruff
// check src`, and `npm run test:jest` whose `posttest:jest` script is `eslint src`. A flaky test fails in the first
// attempt (the step after it does not run), passes in the second, and the step fails.
//
// What a user expects: the lint or type failure is the run's failure, quoted and categorised as its tool reports it
// (compilation for a linter, types for tsc), never a flaky test nor "Process completed with exit code N"; the test
// that passed is flaky, not a failure; the run stops there (the step fails the same way every time: not worth an
// attempt); no shared-state warning (the step runs only once the tests pass).
import { describe, expect, it } from "vitest";
import {
  firstPlan,
  nextAttempt,
  settleAttempt,
  type AttemptPlan,
  type PlanConfig,
} from "../../../src/core/plan/index.js";
import {
  buildReport,
  isExitCause,
  isStaticCheck,
  testsShownPassed,
  type AnalysedAttempt,
} from "../../../src/core/report/index.js";
import { Config, type Failure } from "../../../src/core/schema.js";
import { recorded } from "./recorded.js";

const failuresOf = (a: { buckets: { failures: Failure[] }[] }) => a.buckets.flatMap((b) => b.failures);
const config = (command: string, scripts: Record<string, string> | null = null): PlanConfig => ({
  command,
  mode: "retry",
  planned: 3,
  retryScope: "failed",
  retryOn: ["assertion", "snapshot", "runtime", "timeout", "infrastructure", "unknown"],
  config: Config.parse({}),
  today: undefined,
  commandDir: null,
  scripts,
});
const report = (attempts: AnalysedAttempt[]) =>
  buildReport(attempts, {
    mode: "retry",
    resetCommand: null,
    config: Config.parse({}),
    env: {},
    context: null,
    interrupted: null,
    planned: 3,
  });
const SCRIPTS = {
  test: "jest && eslint src",
  "test:jest": "jest",
  "posttest:jest": "eslint src",
  "test:vitest": "vitest run && tsc --noEmit -p ts",
};

const CHAINS = [
  {
    name: "jest && eslint (npm test)",
    command: "npm test",
    flaky: "js-chain-jest-flaky",
    step: "js-chain-jest-eslint",
    tool: "eslint",
    category: "compilation",
    message: "'discount' is assigned a value but never used (no-unused-vars)",
    test: "cart › warms the cache",
  },
  {
    name: "vitest run && tsc --noEmit (npm run test:vitest)",
    command: "npm run test:vitest",
    flaky: "js-chain-vitest-flaky",
    step: "js-chain-vitest-tsc",
    tool: "tsc",
    category: "types",
    message: "Type 'number' is not assignable to type 'string'.",
    test: "cart > warms the cache",
  },
  {
    name: "pytest && ruff check",
    command: "python3 -m pytest -q -p no:cacheprovider tests && ruff check src",
    flaky: "py-chain-pytest-flaky",
    step: "py-chain-pytest-ruff",
    tool: "ruff",
    category: "compilation",
    message: "[*] `os` imported but unused",
    test: "tests/test_cart.py::test_warms_the_cache",
  },
] as const;

describe("a lint or type step chained after the tests", () => {
  for (const c of CHAINS) {
    it(`${c.name}: the step's failure is quoted and categorised, never the exit code; not worth a retry`, () => {
      const step = recorded(c.step, { command: c.command });
      const fs = failuresOf(step.report);
      expect(fs.map((f) => [f.tool, f.category, f.test, f.message])).toEqual([
        [c.tool, c.category, null, c.message],
      ]);
      expect(isStaticCheck(fs[0] as (typeof fs)[number])).toBe(true);
      expect(isExitCause(fs[0] as (typeof fs)[number])).toBe(false);
      expect(testsShownPassed(step.collected.outputTail ?? "")).toBe(true);
      // Alone (the first attempt): the run stops at once.
      expect(
        nextAttempt([{ plan: firstPlan(c.command), attempt: step }], config(c.command, SCRIPTS)),
      ).toEqual({
        stop: { kind: "not-worth-retry", kinds: [c.category] },
      });
      const r = report([step]);
      expect(r.outcome).toBe("failed");
      expect(r.primary).toBe(c.category);
      expect(r.flaky).toEqual([]);
    });

    it(`${c.name}: a flaky test, then the step fails: failed for the step, the test flaky, no shared-state warning`, () => {
      const first = recorded(c.flaky, { command: c.command });
      expect(testsShownPassed(first.collected.outputTail ?? "")).toBe(false);
      const h1 = [{ plan: firstPlan(c.command), attempt: first }];
      // A chain is no plain runner invocation: the whole command runs again.
      const next = nextAttempt(h1, config(c.command, SCRIPTS));
      expect(next).toMatchObject({ run: { scope: "all", command: c.command } });
      const second = recorded(c.step, { index: 2, command: c.command });
      const plan = (next as { run: AttemptPlan }).run;
      expect(nextAttempt([...h1, { plan, attempt: second }], config(c.command, SCRIPTS))).toEqual({
        stop: { kind: "not-worth-retry", kinds: [c.category] },
      });
      const r = report([first, second]);
      expect(r.outcome).toBe("failed");
      expect(failuresOf(r).map((f) => [f.tool, f.message])).toEqual([[c.tool, c.message]]);
      // Before: the test that passed in attempt 2 was still a failure ("failed 2 of 2" without JUnit).
      expect(r.flaky.map((t) => [t.test, t.passes, t.runs])).toEqual([[c.test, 1, 2]]);
      expect(r.warnings.filter((w) => w.includes("share state"))).toEqual([]);
      expect(JSON.stringify(r)).not.toContain("Process completed with exit code");
    });
  }

  it("a `posttest` lint after a targeted retry whose test passed: the run stops (no wasted attempt); the lint is the failure, the test passed only alone", () => {
    const command = "npm run test:jest";
    const first = recorded("js-chain-posttest-flaky", { command });
    const h1 = [{ plan: firstPlan(command), attempt: first }];
    const next = nextAttempt(h1, config(command, SCRIPTS));
    // The planner's targeted retry through the script: the command that was recorded.
    const plan = (next as { run: AttemptPlan }).run;
    expect(plan).toMatchObject({
      scope: "failed",
      command: "npm run test:jest -- -t '^(?:cart warms the cache)$' -- 'test\\/cart\\.jest\\.test\\.js'",
    });
    const log = recorded("js-chain-posttest-targeted");
    const scope = settleAttempt(plan, {
      exitedZero: false,
      tail: log.collected.outputTail ?? "",
      junitPassed: [],
    });
    expect(scope.confirmed).toBe(true);
    const second = recorded("js-chain-posttest-targeted", { index: 2, command, scope });
    // Before: "a targeted retry, failed without naming a failed test: it did not run as planned", the whole
    // command next, which fails the same way.
    expect(nextAttempt([...h1, { plan, attempt: second }], config(command, SCRIPTS))).toEqual({
      stop: { kind: "not-worth-retry", kinds: ["compilation"] },
    });
    const r = report([first, second]);
    expect(r.outcome).toBe("failed");
    expect(r.primary).toBe("compilation");
    expect(failuresOf(r).map((f) => [f.tool, f.test, f.evidence?.text])).toEqual([
      ["eslint", null, "failed 1 of 1: flakiness ruled out only for pass rates above 95% (95%)"],
      [
        "jest",
        "cart › warms the cache",
        "passed only when run alone (1 of 2 runs): possible order dependence",
      ],
    ]);
  });

  it("the same targeted attempt when compilation is in retry-on, or when its tests were not shown passing: the whole command runs next", () => {
    const command = "npm run test:jest";
    const first = recorded("js-chain-posttest-flaky", { command });
    const h1 = [{ plan: firstPlan(command), attempt: first }];
    const plan = (nextAttempt(h1, config(command, SCRIPTS)) as { run: AttemptPlan }).run;
    const settled = settleAttempt(plan, {
      exitedZero: false,
      tail: recorded("js-chain-posttest-targeted").collected.outputTail ?? "",
      junitPassed: [],
    });
    const second = recorded("js-chain-posttest-targeted", { index: 2, command, scope: settled });
    const withCompilation = { ...config(command, SCRIPTS), retryOn: ["assertion", "compilation"] as const };
    expect(
      nextAttempt([...h1, { plan, attempt: second }], {
        ...withCompilation,
        retryOn: [...withCompilation.retryOn],
      }),
    ).toMatchObject({
      run: {
        scope: "all",
        command,
        reason: "attempt 2, a targeted retry, failed without naming a failed test: it did not run as planned",
      },
    });
    const unconfirmed = recorded("js-chain-posttest-targeted", {
      index: 2,
      command,
      scope: { ...settled, confirmed: false },
    });
    expect(nextAttempt([...h1, { plan, attempt: unconfirmed }], config(command, SCRIPTS))).toMatchObject({
      run: { scope: "all", command },
    });
  });

  it("testsShownPassed: a runner's summary with passes and no failure", () => {
    expect(testsShownPassed("Tests:       2 passed, 2 total\n")).toBe(true);
    expect(testsShownPassed("      Tests  2 passed (2)\n")).toBe(true);
    expect(testsShownPassed("2 passed in 0.30s\n")).toBe(true);
    expect(testsShownPassed("\u001b[32m2 passed\u001b[0m in 0.30s\n")).toBe(true);
    expect(testsShownPassed("Tests:       1 failed, 1 passed, 2 total\n")).toBe(false);
    expect(testsShownPassed("      Tests  1 failed | 1 passed (2)\n")).toBe(false);
    expect(testsShownPassed("1 passed, 1 error in 0.30s\n")).toBe(false);
    expect(testsShownPassed("Found 1 error.\n")).toBe(false);
    expect(testsShownPassed("")).toBe(false);
    // A file that could not run (jest), an unhandled error (vitest): the tests' own line shows only passes.
    expect(
      testsShownPassed("Test Suites: 1 failed, 2 passed, 3 total\nTests:       12 passed, 12 total\n"),
    ).toBe(false);
    expect(
      testsShownPassed(" Test Files  2 passed (2)\n      Tests  5 passed (5)\n     Errors  1 error\n"),
    ).toBe(false);
    expect(testsShownPassed(" Test Files  2 passed (2)\n      Tests  5 passed (5)\n")).toBe(true);
    expect(testsShownPassed(`${"x".repeat(600)} 2 passed\n`)).toBe(false);
  });
});
