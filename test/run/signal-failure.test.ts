// A command ended by a signal is a failure that names it: real processes, killed by real signals (a real
// SIGSEGV, a real abort(), SIGKILL, a shell's exit code 137), through runJob as the CLI and the
// action run them. The failure is classified by the signal and holds the last lines of output.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { exitFailure } from "../../src/core/report/analyze.js";
import { Config } from "../../src/core/schema.js";
import { runJob } from "../../src/run/job.js";

const TMP = mkdtempSync(join(tmpdir(), "flakeharden-signal-"));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));
const NODE = JSON.stringify(process.execPath);
const env = { PATH: process.env.PATH ?? "" };

async function run(command: string) {
  const { report } = await runJob({
    command,
    cwd: TMP,
    mode: "retry",
    retries: 0,
    attempts: 1,
    jitterMs: 0,
    timeoutMs: null,
    resetCommand: null,
    junit: null,
    config: Config.parse({}),
    promptBudget: 2_000,
    workspace: { files: [], root: TMP },
    env,
    context: null,
    version: "test",
  });
  const failures = report.buckets.flatMap((b) => b.failures);
  expect(failures).toHaveLength(1);
  return { report, failure: failures[0] as (typeof failures)[number] };
}

const PRINT = `echo "loading fixtures"; echo "step 3 of 4: allocating"`;

describe("a command ended by a signal", () => {
  it("SIGSEGV (the real signal, delivered to a node process) is a runtime failure naming the signal", async () => {
    const { report, failure } = await run(`${PRINT}; exec ${NODE} -e "process.kill(process.pid, 'SIGSEGV')"`);
    expect(report.attempts[0]?.signal).toBe("SIGSEGV");
    expect(report.outcome).toBe("failed");
    expect(failure.category).toBe("runtime");
    expect(failure.message).toContain("SIGSEGV");
    expect(failure.excerpt).toContain("step 3 of 4: allocating");
  });

  it("SIGABRT (a real abort()) is a runtime failure", async () => {
    const { report, failure } = await run(`${PRINT}; exec ${NODE} -e "process.abort()"`);
    expect(report.attempts[0]?.signal).toBe("SIGABRT");
    expect(failure.category).toBe("runtime");
    expect(failure.message).toContain("SIGABRT");
    expect(failure.excerpt).toContain("loading fixtures");
  });

  it("SIGKILL (what the out-of-memory killer sends) is an infrastructure failure", async () => {
    const { report, failure } = await run(`${PRINT}; kill -KILL $$`);
    expect(report.attempts[0]?.signal).toBe("SIGKILL");
    expect(failure.category).toBe("infrastructure");
    expect(failure.message).toContain("SIGKILL");
    expect(failure.message).toContain("exit code 137");
    expect(failure.excerpt.split("\n").at(-1)).toBe("step 3 of 4: allocating");
  });

  it("exit code 137 (a child killed by SIGKILL, as the shell reports it) is infrastructure too", async () => {
    const { report, failure } = await run(`${PRINT}; bash -c 'kill -KILL $$'; echo never`);
    expect(report.attempts[0]).toMatchObject({ exitCode: 137, signal: null });
    expect(failure.category).toBe("infrastructure");
    expect(failure.message).toContain("SIGKILL");
  });

  it("a plain failing exit code still says only that", async () => {
    const { failure } = await run(`${PRINT}; exit 3`);
    expect(failure.message).toBe("Process completed with exit code 3.");
    expect(failure.excerpt).toContain("step 3 of 4: allocating");
  });
});

describe("exitFailure", () => {
  it("nothing for a pass; the last 20 non-empty lines, without colour codes, as the excerpt", () => {
    expect(
      exitFailure({ scan: null, junit: [], workspace: { files: [] }, exitCode: 0, version: "t" }),
    ).toBeNull();
    const tail = Array.from({ length: 30 }, (_, i) => `\u001b[31mline ${i}\u001b[0m`).join("\n\n");
    const c = exitFailure({
      scan: null,
      junit: [],
      workspace: { files: [] },
      exitCode: null,
      signal: "SIGSEGV",
      outputTail: tail,
      version: "t",
    });
    expect(c?.excerpt).toHaveLength(20);
    expect(c?.excerpt[0]).toBe("line 10");
    expect(c?.message).toBe(
      "Process was killed by SIGSEGV (exit code 139: Segmentation fault: a crash (invalid memory access)).",
    );
  });
});
