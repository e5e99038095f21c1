// The flags, the action's inputs and the run options are read without zod when they are valid (start-up:
// loading zod costs more than the rest of the CLI's); the zod schemas, built from the same tables, decide
// only what the plain readers refuse or leave to them. Both must agree: whatever the plain reader accepts,
// the schema accepts with the same value (same keys, same order); whatever the schema refuses, the plain
// reader refuses too.
import { describe, expect, it } from "vitest";
import { ActionInputsSchema } from "../../src/action/input-schema.js";
import { ACTION_INPUTS, envName, readInputs } from "../../src/action/inputs.js";
import { AnalyzeArgsSchema, RunArgsSchema } from "../../src/cli/arg-schemas.js";
import { ANALYZE_FLAGS, RUN_CLI_FLAGS } from "../../src/cli/help.js";
import { flagsSchema, RunFlagsSchema } from "../../src/run/flag-schemas.js";
import { parseFlags, RUN_FLAGS } from "../../src/run/flags.js";
import { OPTION_KEYS, plainOptions } from "../../src/run/options.js";
import { RunOptionsSchema } from "../../src/run/options-schema.js";

/** Texts a flag may be given: valid and invalid for every kind, and their edges. */
const TEXTS: (string | true)[] = [
  true,
  "",
  " ",
  "0",
  "1",
  "2",
  "5",
  "6",
  " 3 ",
  "007",
  "-1",
  "1.5",
  "1e3",
  "0x10",
  "3 4",
  "500",
  "499",
  "60000",
  "60001",
  "360",
  "99999999999999999999",
  "true",
  "false",
  "TRUE",
  "retry",
  "measure",
  "Retry",
  "failed",
  "all",
  "pass",
  "warn",
  "fail",
  "assertion",
  "assertion,timeout",
  "assertion, timeout,assertion missing-command",
  ",",
  " , ",
  "assertion,,",
  "assertion,flaky",
  "types compilation",
  "npm test",
  "**/junit*.xml",
  "x".repeat(1_000),
  "x".repeat(1_001),
  "x".repeat(4_000),
  "x".repeat(4_001),
];

function agree(
  flags: Readonly<Record<string, object>>,
  schema: { safeParse(v: unknown): { success: boolean; data?: unknown } },
  values: Record<string, unknown>,
): void {
  const plain = parseFlags(flags as Parameters<typeof parseFlags>[0], values);
  const parsed = schema.safeParse(values);
  if (plain === null) return; // left to the schema: it gives the message or the value
  expect(parsed.success, JSON.stringify(values)).toBe(true);
  expect(JSON.stringify(plain)).toBe(JSON.stringify(parsed.data));
}

describe("the flags' table and their zod schemas agree", () => {
  it.each(Object.keys(RUN_FLAGS))("run flag --%s", (name) => {
    for (const text of TEXTS) {
      agree(RUN_FLAGS, RunFlagsSchema, { [name]: text });
      agree(RUN_FLAGS, flagsSchema(RUN_FLAGS), { [name]: text });
      agree(RUN_CLI_FLAGS, RunArgsSchema, { [name]: text });
      const parsed = RunFlagsSchema.safeParse({ [name]: text });
      // Refused by the schema: refused by the table.
      if (!parsed.success) expect(parseFlags(RUN_FLAGS, { [name]: text })).toBeNull();
    }
  });

  it("accept every valid flag by the table alone (zod is not needed for a valid command line)", () => {
    const valid: Record<string, string | true> = {
      retries: "2",
      "jitter-ms": "0",
      "timeout-minutes": "5",
      mode: "retry",
      attempts: "3",
      junit: "**/*.xml",
      "reset-command": "rm -rf tmp",
      "retry-on": "assertion,timeout",
      "retry-scope": "all",
      "on-flaky": "fail",
      "fail-on-flaky": true,
      config: "ci.yml",
      "prompt-budget": "900",
    };
    expect(parseFlags(RUN_FLAGS, valid)).not.toBeNull();
    agree(RUN_FLAGS, RunFlagsSchema, valid);
  });

  it("refuse a name not in the table", () => {
    expect(parseFlags(RUN_FLAGS, { retry: "2" })).toBeNull();
    expect(RunFlagsSchema.safeParse({ retry: "2" }).success).toBe(false);
  });

  it.each(Object.keys(ANALYZE_FLAGS))("analyze flag --%s", (name) => {
    for (const text of TEXTS) {
      const value = ANALYZE_FLAGS[name]?.multiple ? [text] : text;
      const plain = parseFlags(ANALYZE_FLAGS, { [name]: value });
      const parsed = AnalyzeArgsSchema.safeParse({ [name]: value });
      if (!parsed.success) expect(plain).toBeNull();
      if (plain !== null) expect((parsed.data as Record<string, unknown>)[name]).toEqual(plain[name]);
    }
  });
});

describe("the action's inputs: read by the table, as the schema reads them", () => {
  it.each(ACTION_INPUTS)("input %s", async (name) => {
    for (const text of TEXTS) {
      if (text === true) continue;
      const raw: Record<string, string> = { command: " npm test ", [name]: text };
      const env = Object.fromEntries(Object.entries(raw).map(([k, v]) => [envName(k), v]));
      const given = Object.fromEntries(Object.entries(raw).filter(([k, v]) => v !== "" || k === "command"));
      const parsed = ActionInputsSchema.safeParse(given);
      const read = await readInputs(env).then(
        (v) => ({ ok: true as const, v }),
        (e: unknown) => ({ ok: false as const, e }),
      );
      expect(read.ok, `${name}=${JSON.stringify(text)}`).toBe(parsed.success);
      if (read.ok) expect(JSON.stringify(read.v)).toBe(JSON.stringify(parsed.data));
    }
  });
});

describe("the run options: plainOptions gives what the schema gives, or leaves it to the schema", () => {
  const base = { command: "true", cwd: "/tmp", mode: "retry", retries: 1 };
  const signal = new AbortController().signal;
  const fn = () => {};
  const variants: Record<string, unknown>[] = [
    base,
    { ...base, env: { A: "1", B: "" } },
    { ...base, env: { A: undefined } },
    { ...base, env: [] },
    { ...base, retries: 0 },
    { ...base, retries: 5 },
    { ...base, retries: 6 },
    { ...base, retries: 1.5 },
    { ...base, retries: NaN },
    { ...base, retries: undefined },
    { ...base, attempts: 3 },
    { command: "x", cwd: "/", mode: "measure", attempts: 3 },
    { command: "x", cwd: "/", mode: "measure", attempts: 11 },
    { command: "x", cwd: "/", mode: "measure", attempts: 3, retries: 1 },
    { ...base, mode: "loop" },
    { ...base, command: "" },
    { ...base, cwd: 3 },
    { ...base, jitterMs: 0 },
    { ...base, jitterMs: 60_000 },
    { ...base, jitterMs: 60_001 },
    { ...base, jitterMs: null },
    { ...base, timeoutMs: null },
    { ...base, timeoutMs: 1 },
    { ...base, timeoutMs: 0 },
    { ...base, timeoutMs: Infinity },
    { ...base, killGraceMs: 0 },
    { ...base, drainMs: 60_000 },
    { ...base, captureBytes: 1023 },
    { ...base, captureBytes: 1024 },
    { ...base, resetCommand: null },
    { ...base, resetCommand: "" },
    { ...base, resetCommand: "reset" },
    { ...base, abortSignal: signal },
    { ...base, abortSignal: {} },
    { ...base, onAttemptStart: fn, onOutput: fn, onAttemptEnd: fn },
    { ...base, onOutput: "x" },
    { ...base, retry: 3 },
    // The options in another order than the schema's: the result is in the schema's.
    { onOutput: fn, retries: 2, mode: "retry", cwd: "/", command: "x", jitterMs: 5, env: { Z: "z" } },
  ];

  it.each(variants.map((v) => [JSON.stringify(v), v] as const))("%s", (_name, input) => {
    const plain = plainOptions(input);
    const parsed = RunOptionsSchema.safeParse(input);
    if (!parsed.success) expect(plain).toBeNull();
    if (plain === null) return;
    expect(parsed.success).toBe(true);
    expect(Object.keys(plain)).toEqual(Object.keys(parsed.data ?? {}));
    expect(plain).toEqual(parsed.data);
  });

  it("is not an object: left to the schema", () => {
    for (const v of [null, undefined, 3, "x", []]) expect(plainOptions(v)).toBeNull();
  });

  it("names the schema's options", () => {
    expect([...OPTION_KEYS]).toEqual(Object.keys(RunOptionsSchema.shape));
  });
});
