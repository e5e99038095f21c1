// One schema for the run flags: the action's inputs and the CLI's flags give the same messages and the same
// resolved run, with the config file's values applied the same way.
import { describe, expect, it } from "vitest";
import { ACTION_INPUTS, envName, InputError, readInputs } from "../../src/action/inputs.js";
import { parseRunArgs, UsageError } from "../../src/cli/args.js";
import { RUN_CLI_FLAGS } from "../../src/cli/help.js";
import { shellQuote } from "../../src/core/locate/reproduce.js";
import { Config } from "../../src/core/schema.js";
import {
  configFile,
  DEFAULT_CONFIG_PATH,
  FlagConflictError,
  resolveRunFlags,
  RUN_FLAGS,
} from "../../src/run/flags.js";
import {
  MAX_JITTER_MS,
  MAX_RETRIES,
  MAX_TIMEOUT_MS,
  parseRunOptions,
  RunOptionsError,
} from "../../src/run/options.js";

async function actionError(inputs: Record<string, string>): Promise<string> {
  const env = Object.fromEntries(
    Object.entries({ command: "true", ...inputs }).map(([k, v]) => [envName(k), v]),
  );
  try {
    await readInputs(env);
  } catch (e) {
    if (e instanceof InputError) return e.message;
    throw e;
  }
  return "";
}

async function cliError(argv: string[]): Promise<string> {
  try {
    await parseRunArgs([...argv, "--", "true"], shellQuote);
  } catch (e) {
    if (e instanceof UsageError) return e.message;
    throw e;
  }
  return "";
}

describe("the run flags", () => {
  it("are the action's inputs and the CLI's flags, every one of them", () => {
    for (const name of Object.keys(RUN_FLAGS)) {
      expect(ACTION_INPUTS).toContain(name);
      expect(Object.keys(RUN_CLI_FLAGS)).toContain(name);
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
  ])("say the same about a bad %s (%j) in the action and the CLI", async (name, value) => {
    const fromAction = await actionError({ [name]: value });
    const fromCli = await cliError([`--${name}`, value]);
    expect(fromAction).toMatch(new RegExp(`^input ${name}: got "${value}"; allowed: `));
    expect(fromAction.replace(/^input /, "")).toBe(fromCli.replace(/^flakeharden run: --/, ""));
  });

  it("resolve the same way from the action and the CLI: defaults, then the config's prompt.budget", async () => {
    const config = Config.parse({ prompt: { budget: 900 } });
    const fromAction = resolveRunFlags(
      await readInputs({ INPUT_COMMAND: "npm test", INPUT_PROMPT_BUDGET: "" }),
      config,
    );
    const cli = await parseRunArgs(["npm", "test"], shellQuote);
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
    // A flag given wins over the config.
    expect(
      resolveRunFlags(await readInputs({ INPUT_COMMAND: "x", INPUT_PROMPT_BUDGET: "700" }), config)
        .promptBudget,
    ).toBe(700);
    expect(resolveRunFlags({}, Config.parse({})).promptBudget).toBe(6000);
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

  it("retry-on takes a comma- or space-separated list, without repeats", async () => {
    const r = await readInputs({
      INPUT_COMMAND: "x",
      INPUT_RETRY_ON: "assertion, timeout,assertion missing-command",
    });
    expect(r["retry-on"]).toEqual(["assertion", "timeout", "missing-command"]);
  });

  it("the config file: optional at its default path, required when given another", () => {
    expect(configFile(undefined)).toEqual({ path: DEFAULT_CONFIG_PATH, required: false });
    expect(configFile(DEFAULT_CONFIG_PATH)).toEqual({ path: DEFAULT_CONFIG_PATH, required: false });
    expect(configFile("ci/fh.yml")).toEqual({ path: "ci/fh.yml", required: true });
  });

  it("bound the run options too", async () => {
    expect([MAX_RETRIES, MAX_JITTER_MS, MAX_TIMEOUT_MS]).toEqual([
      RUN_FLAGS.retries.max,
      RUN_FLAGS["jitter-ms"].max,
      RUN_FLAGS["timeout-minutes"].max * 60_000,
    ]);
    await expect(
      parseRunOptions({ command: "x", cwd: "/", mode: "retry", retries: MAX_RETRIES + 1 }),
    ).rejects.toThrow(RunOptionsError);
  });
});
