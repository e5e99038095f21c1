// runJob with a scripted spawner: the workspace listed while attempts run, interruption, the command's folder.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Workspace } from "../../src/core/locate/paths.js";
import { Config } from "../../src/core/schema.js";
import { commandDir, JobInterruptedError, runJob, type JobOptions } from "../../src/run/job.js";
import { seededRandom, type Deps, type SpawnOutcome } from "../../src/run/index.js";
import { loadWorkspace, loadWorkspaceAsync, type WorkspaceListing } from "../../src/run/workspace.js";
import { needsWorkspaceFiles, type JUnitInput } from "../../src/core/report/analyze.js";
import { LogScanner } from "../../src/core/ingest/scan.js";

const ROOT = join(import.meta.dirname, "..", "..");
const FAIL: SpawnOutcome = { exitCode: 1, signal: null, timedOut: false, spawnError: null };

const options = (o: Partial<JobOptions>): JobOptions => ({
  command: "npx vitest run",
  cwd: "/repo",
  mode: "retry",
  retries: 2,
  attempts: 3,
  jitterMs: 0,
  timeoutMs: null,
  resetCommand: null,
  junit: null,
  config: Config.parse({}),
  promptBudget: 2_000,
  workspace: { files: [], root: "/repo" },
  env: {},
  context: null,
  version: "test",
  ...o,
});

const LOG = [
  " FAIL  test/cart.test.ts > cart > adds",
  "AssertionError: expected 1 to be 2",
  " ❯ test/cart.test.ts:7:19",
  "",
].join("\n");

/** A spawner that prints LOG and fails, and lets the test act while an attempt runs. */
function deps(during?: (index: number) => void): Partial<Deps> {
  let n = 0;
  return {
    random: seededRandom(1),
    spawn: (req) => {
      n++;
      req.onOutput(LOG);
      during?.(n);
      return Promise.resolve(
        req.abortSignal?.aborted ? { ...FAIL, exitCode: null, signal: "SIGTERM" } : FAIL,
      );
    },
  };
}

describe("runJob", () => {
  it("takes the workspace as a promise, settled while the first attempt runs, and analyses every attempt with it", async () => {
    let settle: (w: Workspace) => void = () => {};
    const listing = new Promise<Workspace>((resolve) => (settle = resolve));
    const events: string[] = [];
    const { report, interrupted } = await runJob(
      options({
        workspace: listing,
        onAttemptEnd: (a, r) => events.push(`end ${a.index}: ${r.buckets[0]?.failures[0]?.location?.file}`),
      }),
      deps((i) => {
        events.push(`attempt ${i}`);
        if (i === 1) settle({ files: ["test/cart.test.ts"], root: "/repo" });
      }),
    );
    expect(events).toEqual([
      "attempt 1",
      "end 1: test/cart.test.ts",
      "attempt 2",
      "end 2: test/cart.test.ts",
      "attempt 3",
      "end 3: test/cart.test.ts",
    ]);
    expect(interrupted).toBe(false);
    expect(report.buckets[0]?.failures[0]?.reproduce).toBe(
      "npx vitest run test/cart.test.ts -t '^(?:cart adds)$'",
    );
  });

  it("an abort stops the run after the running attempt; the report says so first among its warnings", async () => {
    const ac = new AbortController();
    const { report, interrupted } = await runJob(
      options({ abortSignal: ac.signal }),
      deps(() => ac.abort("SIGINT")),
    );
    expect(interrupted).toBe(true);
    expect(report.attempts).toHaveLength(1);
    expect(report.attempts[0]?.signal).toBe("SIGTERM");
    expect(report.warnings[0]).toBe(
      "the run was interrupted by SIGINT at attempt 1 of at most 3: no further attempt ran, and attempt 1 may have been cut short",
    );
  });

  it("aborted before any attempt ended: nothing to report", async () => {
    const ac = new AbortController();
    ac.abort("SIGTERM");
    await expect(runJob(options({ abortSignal: ac.signal }), deps())).rejects.toThrow(JobInterruptedError);
  });

  it("a command run in a folder of the repository: paths looked up there, reproduce commands cd into it", async () => {
    const { report } = await runJob(
      options({
        cwd: "/repo/apps/shop",
        retries: 0,
        workspace: { files: ["apps/shop/test/cart.test.ts", "apps/admin/test/cart.test.ts"], root: "/repo" },
      }),
      deps(),
    );
    const failure = report.buckets[0]?.failures[0];
    expect(failure?.location).toMatchObject({
      file: "apps/shop/test/cart.test.ts",
      status: "mapped",
      line: 7,
    });
    expect(failure?.reproduce).toBe("cd apps/shop && npx vitest run test/cart.test.ts -t '^(?:cart adds)$'");
  });
});

describe("runJob: the workspace listed on demand", () => {
  /** A listing that counts its starts and hands out `files`. */
  function counted(files: string[]) {
    const calls = { start: 0, workspace: 0 };
    const listing: WorkspaceListing = {
      root: "/repo",
      start: () => void calls.start++,
      workspace: () => {
        calls.workspace++;
        return Promise.resolve({ files, root: "/repo" });
      },
    };
    return { listing, calls };
  }

  it("a command that fails without a word: nothing is listed, and the report is the one an empty list gives", async () => {
    const { listing, calls } = counted(["test/cart.test.ts"]);
    const silent: Partial<Deps> = { random: seededRandom(1), spawn: () => Promise.resolve(FAIL) };
    const { report } = await runJob(options({ workspace: listing }), silent);
    expect(calls).toEqual({ start: 0, workspace: 0 });
    const listed = await runJob(
      options({ workspace: { files: ["test/cart.test.ts"], root: "/repo" } }),
      silent,
    );
    expect(report.attempts).toHaveLength(3);
    expect(JSON.stringify(report)).toBe(JSON.stringify(listed.report));
  });

  it("a failure with a path: listed from the attempt's first output, and the path verified against the list", async () => {
    const { listing, calls } = counted(["test/cart.test.ts"]);
    const { report } = await runJob(options({ workspace: listing, retries: 0 }), deps());
    expect(calls.start).toBeGreaterThan(0);
    expect(calls.workspace).toBe(1);
    expect(report.buckets[0]?.failures[0]?.location).toMatchObject({
      file: "test/cart.test.ts",
      status: "exact",
    });
  });
});

describe("needsWorkspaceFiles", () => {
  it("only for a candidate with a path, frames or a module, or JUnit input", () => {
    const scan = (text: string) => {
      const s = new LogScanner();
      s.push(text);
      return s.end();
    };
    const junitInput: JUnitInput = { file: "junit.xml", cases: [] };
    expect(needsWorkspaceFiles(null, [])).toBe(false);
    expect(needsWorkspaceFiles(scan("make: *** [all] Error 1\n"), [])).toBe(false);
    expect(needsWorkspaceFiles(scan(LOG), [])).toBe(true);
    expect(needsWorkspaceFiles(null, [junitInput])).toBe(true);
  });
});

describe("runJob: retry-on", () => {
  /** A spawner that prints a recorded log and exits as the tool did. */
  function replay(name: string, count: { n: number }): Partial<Deps> {
    const dir = join(ROOT, "test", "fixtures", "logs", name);
    const log = readFileSync(join(dir, "log.txt"), "utf8");
    const { exitCode } = JSON.parse(readFileSync(join(dir, "meta.json"), "utf8")) as { exitCode: number };
    return {
      random: seededRandom(1),
      spawn: (req) => {
        count.n++;
        req.onOutput(log);
        return Promise.resolve({ ...FAIL, exitCode });
      },
    };
  }

  it("a type error (a real tsc log) is not retried: one attempt, and the report says two were saved", async () => {
    const count = { n: 0 };
    const { report } = await runJob(
      options({ command: "npx tsc --noEmit", retryOn: ["assertion", "timeout", "unknown"] }),
      replay("ts-tsc-pretty-ts2339", count),
    );
    expect(count.n).toBe(1);
    expect(report.primary).toBe("types");
    expect(report.retry?.stoppedEarly).toEqual({ attempt: 1, kinds: ["types"], saved: 2 });
  });

  it("retried when asked to (types in retry-on), and by default an assertion failure is", async () => {
    const count = { n: 0 };
    await runJob(options({ retryOn: ["types"] }), replay("ts-tsc-pretty-ts2339", count));
    expect(count.n).toBe(3);
    const again = { n: 0 };
    const { report } = await runJob(
      options({}),
      deps(() => again.n++),
    );
    expect(again.n).toBe(3);
    expect(report.retry?.stoppedEarly).toBeNull();
  });
});

describe("commandDir", () => {
  it("is the folder inside the workspace, or null at its root, outside it, or without a root", () => {
    const ws = (root: string | null) => ({ files: [], root });
    expect(commandDir(ws("/repo"), "/repo/apps/shop")).toBe("apps/shop");
    expect(commandDir(ws("/repo/"), "/repo/apps/./shop/")).toBe("apps/shop");
    expect(commandDir(ws("/repo"), "/repo")).toBeNull();
    expect(commandDir(ws("/repo"), "/elsewhere")).toBeNull();
    expect(commandDir(ws("/repo"), "/repo-2/x")).toBeNull();
    expect(commandDir(ws(null), "/repo/apps")).toBeNull();
  });
});

describe("loadWorkspaceAsync", () => {
  it("lists what loadWorkspace lists", async () => {
    const [sync, listed] = [loadWorkspace(ROOT), await loadWorkspaceAsync(ROOT)];
    expect(listed.root).toBe(sync.root);
    expect(listed.files).toEqual(sync.files);
    expect(listed.files).toContain("src/run/workspace.ts");
    expect(listed.files.some((f) => f.startsWith("node_modules/"))).toBe(false);
  });

  it("outside a git repository walks the folder, skipping dependencies", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fh-ws-"));
    mkdirSync(join(dir, "src"));
    mkdirSync(join(dir, "node_modules"));
    writeFileSync(join(dir, "src", "a.ts"), "");
    writeFileSync(join(dir, "node_modules", "b.js"), "");
    expect((await loadWorkspaceAsync(dir)).files).toEqual(["src/a.ts"]);
  });
});
