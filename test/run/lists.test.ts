// What is written in more than one place is held equal to its one definition: the runners a retry can target
// (core/plan/runners/index.ts) in action.yml, `--help` and the README; action.yml's inputs and the run step's
// env, written from the flags' table (run/flags.ts) by `npm run action-yml`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { recognise, targetedCommand } from "../../src/core/plan/index.js";
import { RUNNER_LABELS } from "../../src/core/plan/runners/index.js";
import { FLAGS } from "../../src/run/flags.js";
import { RUN_HELP } from "../../src/cli/help.js";
import { actionEnv, actionInputs } from "../../src/action/action-yml.js";

const ROOT = join(import.meta.dirname, "..", "..");
const yml = parse(readFileSync(join(ROOT, "action.yml"), "utf8")) as {
  inputs: Record<string, { default?: string; description?: string }>;
  runs: { steps: { id?: string; env?: Record<string, string> }[] };
};
const readme = readFileSync(join(ROOT, "README.md"), "utf8").replace(/\s+/g, " ");
const oneLine = (s: string) => s.replace(/\s+/g, " ");

describe("the runners a retry can target", () => {
  it("are listed, every one, in action.yml, the help and the README", () => {
    expect(RUNNER_LABELS.length).toBeGreaterThan(5);
    const list = RUNNER_LABELS.join(", ");
    expect(oneLine(yml.inputs["retry-scope"]?.description ?? "")).toContain(list);
    expect(oneLine(RUN_HELP)).toContain(list);
    expect(oneLine(FLAGS["retry-scope"].meaning)).toContain(list);
    expect(readme).toContain(list);
  });
});

describe("action.yml", () => {
  it("holds the flags' table's inputs and env, in its order: regenerate with npm run action-yml", () => {
    const inputs = actionInputs();
    expect(Object.keys(yml.inputs)).toEqual(Object.keys(inputs));
    expect(yml.inputs).toEqual(inputs);
    const env = yml.runs.steps.find((s) => s.id === "run")?.env;
    expect(env).toEqual(actionEnv());
    expect(Object.keys(env ?? {})).toEqual(Object.keys(actionEnv()));
  });

  it("gives each input the table's default ('' for none), and says it and what is allowed", () => {
    expect(yml.inputs.retries).toEqual({
      description: "Retry mode: retries after a failure. Allowed: a whole number from 0 to 5. Default: `2`.",
      default: "2",
    });
    expect(yml.inputs["retry-on"]?.default).toBe(FLAGS["retry-on"].default.join(","));
    // Its default depends on fail-on-flaky: given as "warn", it would conflict with fail-on-flaky: true.
    expect(yml.inputs["on-flaky"]?.default).toBe("");
    expect(yml.inputs.command).toEqual({ description: expect.any(String) as string, required: true });
  });
});

describe("the README's commands that write JUnit", () => {
  // The runner's tool id for a failure from it, by the README's row name.
  const ROWS: Record<string, string> = {
    vitest: "vitest",
    jest: "jest",
    mocha: "mocha",
    "node:test": "node-test",
    pytest: "pytest",
    "cargo-nextest": "cargo",
  };
  const table = readFileSync(join(ROOT, "README.md"), "utf8").split("\n");

  it.each(Object.entries(ROWS))(
    "%s: the documented line gets a targeted retry (retry-scope: failed)",
    (row, tool) => {
      const line = table.find((l) => l.startsWith(`| ${row} `));
      expect(line, row).toBeDefined();
      const spans = [...(line ?? "").matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? "");
      const command = spans.find((s) => !("refused" in recognise(s, null)));
      expect(command, `${row}: ${spans.join(" / ")}`).toBeDefined();
      const test = tool === "pytest" ? "tests/test_a.py::test_x" : tool === "cargo" ? "tests::adds" : "adds";
      const plan = targetedCommand(
        command ?? "",
        [{ tool, test, category: "assertion", location: { file: "test/a.test.js" } }],
        { scripts: null, commandDir: null, index: 1 },
      );
      expect(plan, `${row}: ${command}`).toMatchObject({ scope: "failed", tests: 1 });
      // The command's own words are kept, as written, at its start.
      if (typeof plan !== "string") expect(plan.command.startsWith(`${command ?? ""} `)).toBe(true);
    },
  );
});
