// `::stop-commands::TOKEN` in a test's output cannot silence flakeharden: the action's stdout is read by a
// simulated runner (the runner's rule: after `::stop-commands::T`, every workflow command is ignored until
// a line `::T::`), and flakeharden's groups, annotations and error are still processed.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { envName } from "../../src/action/inputs.js";
import { StopCommandsWatcher } from "../../src/run/capture.js";

const ROOT = join(import.meta.dirname, "..", "..");

/** The workflow commands a runner processes from `stdout`, as `name` (`error`, `endgroup`, …). */
function simulateRunner(stdout: string): { name: string; line: string }[] {
  const processed: { name: string; line: string }[] = [];
  let stopToken: string | null = null;
  for (const raw of stdout.split("\n")) {
    const line = raw.trim();
    if (stopToken !== null) {
      if (line === `::${stopToken}::`) stopToken = null;
      continue;
    }
    const m = /^::([a-z-]+)(?:\s[^:]*)?::(.*)$/.exec(line);
    if (!m) continue;
    if (m[1] === "stop-commands") {
      stopToken = m[2] ?? "";
      continue;
    }
    processed.push({ name: m[1] as string, line });
  }
  return processed;
}

describe("::stop-commands:: in the test output", () => {
  it("the runner still processes flakeharden's groups, annotations, notice and error", () => {
    const dir = mkdtempSync(join(tmpdir(), "fh-stop-"));
    mkdirSync(join(dir, "test"));
    writeFileSync(
      join(dir, "test", "quiet.test.mjs"),
      [
        'import assert from "node:assert/strict";',
        'import { test } from "node:test";',
        'test("silences the log", () => {',
        '  console.log("::stop-commands::pause-1234");',
        "  assert.equal(1 + 1, 3);",
        "});",
        "",
      ].join("\n"),
    );
    for (const f of ["out", "summary"]) writeFileSync(join(dir, f), "");
    writeFileSync(join(dir, "event.json"), "{}");
    const r = spawnSync(process.execPath, [join(ROOT, "dist", "action", "index.js")], {
      cwd: dir,
      encoding: "utf8",
      env: {
        PATH: process.env.PATH ?? "",
        GITHUB_WORKSPACE: dir,
        GITHUB_OUTPUT: join(dir, "out"),
        GITHUB_STEP_SUMMARY: join(dir, "summary"),
        GITHUB_EVENT_PATH: join(dir, "event.json"),
        RUNNER_TEMP: dir,
        [envName("command")]: "node --test --test-reporter=spec test/*.test.mjs",
        [envName("retries")]: "1",
        [envName("jitter-ms")]: "0",
      },
    });
    expect(r.status).toBe(1);
    // The token did reach the runner, in each attempt's output.
    expect(r.stdout.split("\n").filter((l) => l.trim() === "::stop-commands::pause-1234")).toHaveLength(2);
    const seen = simulateRunner(r.stdout);
    const names = seen.map((c) => c.name);
    expect(names.filter((n) => n === "group")).toHaveLength(2);
    expect(names.filter((n) => n === "endgroup")).toHaveLength(2);
    expect(seen.filter((c) => c.name === "notice" && c.line.includes("stop-commands"))).toHaveLength(2);
    // The failure's annotation and the step's error (setFailed) come after the attempts.
    expect(seen.some((c) => c.name === "error" && c.line.includes("flakeharden: failed"))).toBe(true);
  });
});

describe("StopCommandsWatcher", () => {
  it("finds tokens split across chunks, with a carriage return, or on a last line without its newline", () => {
    const w = new StopCommandsWatcher();
    w.write("out\n::stop-com");
    w.write("mands::a b\r\nmore\n  ::stop-commands::c");
    expect(w.resume()).toEqual({ lines: "::a b::\n::c::\n", tokens: 2 });
    expect(w.resume()).toEqual({ lines: "", tokens: 0 });
    w.write("text ::stop-commands::not-at-the-start\n");
    expect(w.resume().tokens).toBe(0);
  });
});
