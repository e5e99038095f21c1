// Validation: every error names the field, the value given and what is allowed.
import { describe, expect, it } from "vitest";
import { parseRunOptions, runAttempts, RunOptionsError } from "../../src/run/index.js";

const ok = { command: "true", cwd: "/tmp", mode: "retry", retries: 1 } as const;

async function problems(input: unknown): Promise<readonly string[]> {
  try {
    await parseRunOptions(input);
  } catch (e) {
    if (e instanceof RunOptionsError) return e.issues;
    throw e;
  }
  return [];
}

describe("run options", () => {
  it("fills defaults", async () => {
    expect(await parseRunOptions(ok)).toMatchObject({
      jitterMs: 0,
      timeoutMs: null,
      killGraceMs: 5000,
      resetCommand: null,
      captureBytes: 4 * 1024 * 1024,
    });
  });

  it.each([
    [{ ...ok, retries: 9 }, "retries: got 9; allowed: an integer from 0 to 5"],
    [{ ...ok, retries: -1 }, "retries: got -1; allowed: an integer from 0 to 5"],
    [{ ...ok, retries: 1.5 }, "retries: got 1.5; allowed: an integer from 0 to 5"],
    [{ ...ok, retries: "3" }, 'retries: got "3"; allowed: an integer from 0 to 5'],
    [{ ...ok, retries: NaN }, "retries: got NaN; allowed: an integer from 0 to 5"],
    [
      { ...ok, mode: "measure", retries: undefined, attempts: 11 },
      "attempts: got 11; allowed: an integer from 1 to 10",
    ],
    [
      { ...ok, mode: "measure", retries: undefined, attempts: 0 },
      "attempts: got 0; allowed: an integer from 1 to 10",
    ],
    [{ ...ok, jitterMs: 60_001 }, "jitterMs: got 60001; allowed: an integer from 0 to 60000"],
    [{ ...ok, jitterMs: -5 }, "jitterMs: got -5; allowed: an integer from 0 to 60000"],
    [{ ...ok, timeoutMs: 0 }, "timeoutMs: got 0; allowed: an integer from 1 to 21600000 (6 hours), or null"],
    [
      { ...ok, timeoutMs: Infinity },
      "timeoutMs: got Infinity; allowed: an integer from 1 to 21600000 (6 hours), or null",
    ],
    [{ ...ok, captureBytes: 10 }, "captureBytes: got 10; allowed: an integer from 1024 to 1073741824"],
    [{ ...ok, mode: "loop" }, 'mode: got "loop"; allowed: "retry" or "measure"'],
    [{ ...ok, command: "" }, 'command: got ""; allowed: a non-empty string'],
    [{ ...ok, resetCommand: "" }, 'resetCommand: got ""; allowed: a non-empty string, or null'],
    [{ ...ok, onOutput: "x" }, 'onOutput: got "x"; allowed: a function'],
    [
      { ...ok, retries: undefined },
      "retries: got undefined; allowed: an integer from 0 to 5 (required in retry mode)",
    ],
    [{ ...ok, attempts: 3 }, "attempts: got 3; allowed: nothing in retry mode"],
  ])("rejects %j", async (input, message) => {
    expect(await problems(input)).toEqual([message]);
  });

  it("reports every problem, and unknown options with the allowed names", async () => {
    const issues = await problems({ ...ok, retries: 9, jitterMs: -1, retry: 3 });
    expect(issues).toContain("retries: got 9; allowed: an integer from 0 to 5");
    expect(issues).toContain("jitterMs: got -1; allowed: an integer from 0 to 60000");
    expect(
      issues.find((i) => i.startsWith('unknown option(s) "retry"; allowed: command, cwd,')),
    ).toBeDefined();
  });

  it("runAttempts throws the same error, and the message is the issues", async () => {
    const options = { ...ok, retries: 9 };
    await expect(runAttempts(options)).rejects.toThrow(
      new RunOptionsError(["retries: got 9; allowed: an integer from 0 to 5"]),
    );
    await expect(runAttempts(options)).rejects.toThrow("retries: got 9; allowed: an integer from 0 to 5");
  });
});
