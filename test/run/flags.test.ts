// One table for the run flags: the action's inputs and the CLI's flags are its rows, read by one validator
// (readFlags) with the same messages, and resolved into the same run, with the config file's values applied
// the same way.
import { describe, expect, it } from "vitest";
import { ACTION_INPUTS, envName, InputError, readInputs } from "../../src/action/inputs.js";
import { parseAnalyzeArgs, parseRunArgs, UsageError } from "../../src/cli/args.js";
import { shellQuote } from "../../src/core/locate/reproduce.js";
import { Config } from "../../src/core/schema.js";
import {
  configFile,
  DEFAULT_CONFIG_PATH,
  FLAGS,
  FlagConflictError,
  FlagError,
  readFlags,
  resolveRunFlags,
  RUN_CLI_FLAGS,
} from "../../src/run/flags.js";

function actionError(inputs: Record<string, string>): string {
  const env = Object.fromEntries(
    Object.entries({ command: "true", ...inputs }).map(([k, v]) => [envName(k), v]),
  );
  try {
    readInputs(env);
  } catch (e) {
    if (e instanceof InputError) return e.message;
    throw e;
  }
  return "";
}

function cliError(argv: string[]): string {
  try {
    parseRunArgs([...argv, "--", "true"], shellQuote);
  } catch (e) {
    if (e instanceof UsageError) return e.message;
    throw e;
  }
  return "";
}

/** What readFlags makes of one text given to `name`: its value, or the problem it names. */
function read(name: keyof typeof RUN_CLI_FLAGS, text: string | true): unknown {
  try {
    return readFlags(RUN_CLI_FLAGS, { [name]: text }, (n) => n)[name];
  } catch (e) {
    if (e instanceof FlagError) return e.problems.join("\n");
    throw e;
  }
}

describe("the run flags", () => {
  it("are the action's inputs and the CLI's flags, every one of them but their own", () => {
    for (const [name, spec] of Object.entries(FLAGS)) {
      const only = "only" in spec ? spec.only : undefined;
      expect(ACTION_INPUTS.includes(name as never), name).toBe(only === undefined || only === "action");
      expect(Object.keys(RUN_CLI_FLAGS).includes(name), name).toBe(only === undefined || only === "cli");
    }
  });

  it.each([
    ["retries", "9"],
    ["jitter-ms", "-1"],
    ["timeout-minutes", "0"],
    ["mode", "often"],
    ["attempts", "11"],
    ["retry-on", "flaky"],
    ["on-flaky", "ignore"],
    ["retry-scope", "some"],
    ["prompt-budget", "12"],
  ])("say the same about a bad %s (%j) in the action and the CLI", (name, value) => {
    const fromAction = actionError({ [name]: value });
    const fromCli = cliError([`--${name}`, value]);
    expect(fromAction).toMatch(new RegExp(`^input ${name}: got "${value}"; allowed: `));
    expect(fromAction.replace(/^input /, "")).toBe(fromCli.replace(/^flakeharden run: --/, ""));
  });

  it("name every value refused at once: one line each in the action, one line in all for the CLI", () => {
    expect(actionError({ retries: "9", mode: "x" })).toBe(
      'input retries: got "9"; allowed: a whole number from 0 to 5\ninput mode: got "x"; allowed: "retry" or "measure"',
    );
    expect(cliError(["--retries", "9", "--mode", "x"])).toBe(
      'flakeharden run: --retries: got "9"; allowed: a whole number from 0 to 5; flakeharden run: --mode: got "x"; allowed: "retry" or "measure"',
    );
  });

  it("the action's command is required and trimmed; an empty input is an input not given", () => {
    expect(actionError({ command: "  " })).toBe('input command: got "  "; allowed: a non-empty command');
    expect(() => readInputs({})).toThrow("input command: got nothing; allowed: a non-empty command");
    expect(
      readInputs({ INPUT_COMMAND: " npm test ", INPUT_RETRIES: "", INPUT_WORKING_DIRECTORY: "" }),
    ).toEqual({
      command: "npm test",
      "working-directory": ".",
      "report-path": "flakeharden-report.json",
    });
  });

  it.each([
    ["retries", " 3 ", 3],
    ["retries", "004", 4],
    ["retries", "5", 5],
    ["jitter-ms", "60000", 60_000],
    ["prompt-budget", "500", 500],
    ["fail-on-flaky", true, true],
    ["fail-on-flaky", "false", false],
    ["mode", "measure", "measure"],
    ["junit", "x".repeat(1_000), "x".repeat(1_000)],
    ["reset-command", "x".repeat(4_000), "x".repeat(4_000)],
    ["retry-on", "assertion, timeout,assertion missing-command", ["assertion", "timeout", "missing-command"]],
  ] as const)("read %s (case %#)", (name, text, value) => {
    expect(read(name, text)).toEqual(value);
  });

  it.each([
    ["retries", "6"],
    ["retries", "-1"],
    ["retries", "1.5"],
    ["retries", "1e3"],
    ["retries", "0x10"],
    ["retries", "3 4"],
    ["retries", ""],
    ["retries", true],
    ["retries", "99999999999999999999"],
    ["prompt-budget", "499"],
    ["fail-on-flaky", "TRUE"],
    ["mode", "Retry"],
    ["junit", ""],
    ["junit", "x".repeat(1_001)],
    ["reset-command", "x".repeat(4_001)],
    ["retry-on", " , "],
    ["retry-on", "assertion,flaky"],
  ] as const)("refuse %s (case %#), naming it, the value and what is allowed", (name, text) => {
    const problem = read(name, text);
    expect(problem).toMatch(new RegExp(`^${name}: got .*; allowed: `));
    expect(problem).toContain(
      typeof text === "string" ? JSON.stringify(text.slice(0, 20)).slice(0, -1) : "true",
    );
  });

  it("resolve the same way from the action and the CLI: defaults, then the config's prompt.budget", () => {
    const config = Config.parse({ prompt: { budget: 900 } });
    const fromAction = resolveRunFlags(
      readInputs({ INPUT_COMMAND: "npm test", INPUT_PROMPT_BUDGET: "" }),
      config,
    );
    const cli = parseRunArgs(["npm", "test"], shellQuote);
    if (cli.help) throw new Error("help");
    expect(resolveRunFlags(cli.flags, config)).toEqual(fromAction);
    expect(fromAction).toEqual({
      mode: "retry",
      retries: 2,
      attempts: 3,
      jitterMs: 1000,
      timeoutMs: null,
      resetCommand: null,
      junit: null,
      retryOn: ["assertion", "snapshot", "runtime", "timeout", "infrastructure", "unknown"],
      retryScope: "failed",
      onFlaky: "warn",
      promptBudget: 900,
    });
    // A flag given wins over the config; a number flag is scaled to its option.
    const given = resolveRunFlags(
      readInputs({ INPUT_COMMAND: "x", INPUT_PROMPT_BUDGET: "700", INPUT_TIMEOUT_MINUTES: "2" }),
      config,
    );
    expect([given.promptBudget, given.timeoutMs]).toEqual([700, 120_000]);
  });

  it("fail-on-flaky is on-flaky fail; both given and in conflict is an error", () => {
    expect(resolveRunFlags({ "fail-on-flaky": true }, Config.parse({})).onFlaky).toBe("fail");
    expect(resolveRunFlags({ "fail-on-flaky": false }, Config.parse({})).onFlaky).toBe("warn");
    expect(resolveRunFlags({ "fail-on-flaky": true, "on-flaky": "fail" }, Config.parse({})).onFlaky).toBe(
      "fail",
    );
    expect(() => resolveRunFlags({ "fail-on-flaky": true, "on-flaky": "pass" }, Config.parse({}))).toThrow(
      FlagConflictError,
    );
  });

  it("prompt-budget allows what the config's prompt.budget allows (core/schema.ts), and the same default", () => {
    const { min, max } = FLAGS["prompt-budget"];
    const ok = (budget: number) => Config.safeParse({ prompt: { budget } }).success;
    expect([ok(min - 1), ok(min), ok(max), ok(max + 1)]).toEqual([false, true, true, false]);
    expect(resolveRunFlags({}, Config.parse({})).promptBudget).toBe(6000);
  });

  it("the config file: optional at its default path, required when given another", () => {
    expect(configFile(undefined)).toEqual({ path: DEFAULT_CONFIG_PATH, required: false });
    expect(configFile(DEFAULT_CONFIG_PATH)).toEqual({ path: DEFAULT_CONFIG_PATH, required: false });
    expect(configFile("ci/fh.yml")).toEqual({ path: "ci/fh.yml", required: true });
  });
});

describe("analyze's flags: the same reader", () => {
  it("a repeated flag is a list, each value checked; the defaults come from its table", () => {
    expect(() => parseAnalyzeArgs(["--junit", "a.xml", "--junit", ""])).toThrow(
      'flakeharden analyze: --junit: got ""; allowed: a file path',
    );
    expect(() => parseAnalyzeArgs(["--log", "x", "--json=yes"])).toThrow(
      'flakeharden analyze: --json: got "yes"; allowed: "true" or "false"',
    );
    expect(() => parseAnalyzeArgs(["--log", "x", "--exit-code", "256"])).toThrow(
      'flakeharden analyze: --exit-code: got "256"; allowed: a whole number from 0 to 255',
    );
  });
});
