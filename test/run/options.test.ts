// runAttempts' options: typed values (checked where a user gave them, run/flags.ts); only the defaults of
// the options nobody sets are filled in here.
import { describe, expect, it } from "vitest";
import { totalAttempts, withDefaults } from "../../src/run/options.js";

const ok = { command: "true", cwd: "/tmp", mode: "retry", retries: 1 } as const;

describe("run options", () => {
  it("fills defaults", () => {
    expect(withDefaults(ok)).toEqual({
      ...ok,
      jitterMs: 0,
      timeoutMs: null,
      killGraceMs: 5000,
      drainMs: 1000,
      resetCommand: null,
      captureBytes: 4 * 1024 * 1024,
    });
  });

  it("keeps what is given; an option given as undefined takes its default", () => {
    const o = withDefaults({
      ...ok,
      jitterMs: 7,
      timeoutMs: 60_000,
      resetCommand: undefined,
      drainMs: undefined,
    });
    expect([o.jitterMs, o.timeoutMs, o.resetCommand, o.drainMs]).toEqual([7, 60_000, null, 1000]);
  });

  it("counts the attempts a mode allows", () => {
    expect(totalAttempts(withDefaults({ ...ok, retries: 2 }))).toBe(3);
    expect(totalAttempts(withDefaults({ command: "x", cwd: "/", mode: "measure", attempts: 4 }))).toBe(4);
  });
});
