// What is written in more than one place is held equal to its one definition: the runners a retry can target
// (core/plan/runners/index.ts) in action.yml, `--help` and the README; the run flags' defaults (run/flags.ts) in
// action.yml, where each input's default is either '' (the default then comes from the flags' table) or the same.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { recognise, targetedCommand } from "../../src/core/plan/index.js";
import { RUNNER_LABELS } from "../../src/core/plan/runners/index.js";
import { RUN_FLAGS } from "../../src/run/flags.js";
import { RUN_HELP } from "../../src/cli/help.js";

const ROOT = join(import.meta.dirname, "..", "..");
const yml = parse(readFileSync(join(ROOT, "action.yml"), "utf8")) as {
  inputs: Record<string, { default?: string; description?: string }>;
};
const readme = readFileSync(join(ROOT, "README.md"), "utf8").replace(/\s+/g, " ");
const oneLine = (s: string) => s.replace(/\s+/g, " ");

describe("the runners a retry can target", () => {
  it("are listed, every one, in action.yml, the help and the README", () => {
    expect(RUNNER_LABELS.length).toBeGreaterThan(5);
    const list = RUNNER_LABELS.join(", ");
    expect(oneLine(yml.inputs["retry-scope"]?.description ?? "")).toContain(list);
    expect(oneLine(RUN_HELP)).toContain(list);
    expect(oneLine(RUN_FLAGS["retry-scope"].meaning)).toContain(list);
    expect(readme).toContain(list);
  });
});

describe("action.yml's defaults", () => {
  it("are '' or the flags' table's own", () => {
    for (const [name, spec] of Object.entries(RUN_FLAGS)) {
      const given = yml.inputs[name]?.default ?? "";
      if (given === "") continue;
      const own = Array.isArray(spec.default) ? spec.default.join(",") : String(spec.default);
      expect(given, name).toBe(own);
    }
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
