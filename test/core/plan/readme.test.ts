// The README's commands for every runner (its "JUnit from your runner" table and the action's example) with
// `retry-scope: failed`: each documented line is read from the README and planned, so a change to either shows
// here. What each targeted command runs was checked with the real runners (test/run/retry-scope.test.ts runs
// vitest, pytest and node:test ones; jest 30 with jest-junit and the `--reporters` shape in
// test/core/report/long-names.test.ts's recordings).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { targetedCommand } from "../../../src/core/plan/index.js";

const README = readFileSync(join(import.meta.dirname, "..", "..", "..", "README.md"), "utf8");

/** The commands in backticks of the JUnit table's row for `runner`. */
function documented(runner: string): string[] {
  const row = README.split("\n").find((l) => l.startsWith(`| ${runner} `));
  if (!row) throw new Error(`README: no row for ${runner} in "JUnit from your runner"`);
  return [...(row.split("|")[2] ?? "").matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? "");
}

const failure = (tool: string, test: string, file: string | null) => ({
  tool,
  test,
  suite: null,
  category: "assertion" as const,
  location: file === null ? null : { file },
});
const plan = (
  command: string,
  f: ReturnType<typeof failure>,
  scripts: Record<string, string> | null = null,
) => targetedCommand(command, [f], { scripts, commandDir: null, index: 1 });

describe("README: each runner's documented command, with retry-scope: failed", () => {
  const cases: [string, (cmds: string[]) => string, ReturnType<typeof failure>, string][] = [
    [
      "vitest",
      (c) => c[0] ?? "",
      failure("vitest", "cart > adds", "test/cart.test.ts"),
      "vitest run --reporter=default --reporter=junit --outputFile.junit=reports/junit.xml test/cart.test.ts -t '^(?:cart adds)$'",
    ],
    [
      "jest",
      (c) => c.find((x) => x.startsWith("jest ")) ?? "",
      failure("jest", "cart › adds", "test/cart.test.js"),
      "jest --ci --reporters=default --reporters=jest-junit -t '^(?:cart adds)$' -- 'test\\/cart\\.test\\.js'",
    ],
    [
      "mocha",
      (c) => c.find((x) => x.startsWith("mocha ")) ?? "",
      failure("mocha", "cart adds", "test/cart.test.js"),
      "mocha --reporter mocha-junit-reporter --reporter-options mochaFile=reports/junit.xml --grep '^(?:cart adds)$'",
    ],
    [
      "node:test",
      (c) => c[0] ?? "",
      failure("node-test", "adds", "test/cart.test.mjs"),
      "node --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=junit --test-reporter-destination=reports/junit.xml '--test-name-pattern=^adds$' test/cart.test.mjs",
    ],
    [
      "pytest",
      (c) => c[0] ?? "",
      failure("pytest", "tests/test_cart.py::test_adds", "tests/test_cart.py"),
      "python -m pytest --junitxml=reports/junit.xml tests/test_cart.py::test_adds",
    ],
    [
      "cargo-nextest",
      (c) => c[0] ?? "",
      failure("cargo", "tests::adds", null),
      "cargo nextest run --profile ci -E 'test(=tests::adds)'",
    ],
  ];
  for (const [runner, pick, f, want] of cases)
    it(`${runner}: only the failed test, the command's own reporters kept`, () => {
      const command = pick(documented(runner));
      expect(command).not.toBe("");
      expect(plan(command, f)).toMatchObject({ scope: "failed", tests: 1, command: want });
    });

  it("go: `gotestsum … -- ./...` is not targeted (gotestsum is not a runner a retry recognises): the whole command, saying why", () => {
    const command = documented("go")[0] ?? "";
    expect(command).toBe("gotestsum --junitfile reports/junit.xml -- ./...");
    expect(plan(command, failure("go", "TestAdd", null))).toBe(
      "`gotestsum` is not a test runner a retry can target (vitest, jest, mocha, node --test, pytest, go test, cargo test, cargo nextest run)",
    );
  });

  it("the action's example, `npm test -- <vitest's reporters>` over a `vitest run` script: through the script", () => {
    const command = /command: (npm test -- --reporter=default[^\n]*)/.exec(README)?.[1] ?? "";
    expect(command).toBe("npm test -- --reporter=default --reporter=junit --outputFile=reports/junit.xml");
    expect(
      plan(command, failure("vitest", "cart > adds", "test/cart.test.ts"), { test: "vitest run" }),
    ).toMatchObject({
      scope: "failed",
      command:
        "npm test -- --reporter=default --reporter=junit --outputFile=reports/junit.xml test/cart.test.ts -t '^(?:cart adds)$'",
    });
  });
});
