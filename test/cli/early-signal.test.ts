// Issue 13: a Ctrl-C (or a cancelled workflow's SIGINT) in the first moments, while the bundle is still
// loading, must not be Node's default death. The entry points hold signals before loading anything else.
// A real process, a real signal, sent on an event: a preload module sends SIGINT at the moment the process
// installs its first SIGINT listener, and records what was loaded by then.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envName } from "../../src/action/inputs.js";

const ROOT = join(import.meta.dirname, "..", "..");
const PRELOAD = join(ROOT, "test", "support", "signal-at-first-handler.mjs");
// A private build: other test files rebuild dist/ while this one runs.
const BUILD = mkdtempSync(join(tmpdir(), "fh-early-build-"));
afterAll(() => rmSync(BUILD, { recursive: true, force: true }));
beforeAll(() => {
  execFileSync(process.execPath, [join(ROOT, "scripts", "build.mjs"), "--out", BUILD], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
}, 600_000); // a net for a hung build, not a measure

function startEarly(entry: string, args: string[], dir: string, env: NodeJS.ProcessEnv) {
  const probe = join(dir, "probe.json");
  const r = spawnSync(process.execPath, ["--import", PRELOAD, entry, ...args], {
    cwd: dir,
    env: { ...env, FH_PROBE: probe },
    encoding: "utf8",
  });
  const loaded = JSON.parse(readFileSync(probe, "utf8")) as { childProcess: boolean; zod: boolean };
  return { ...r, loaded };
}

describe("a signal while the bundle loads", () => {
  it("CLI run: handled before anything is loaded or spawned: no attempt starts, one clear line, exit 130", () => {
    const dir = mkdtempSync(join(tmpdir(), "fh-early-cli-"));
    const r = startEarly(
      join(BUILD, "cli", "index.js"),
      ["run", "--jitter-ms", "0", "--report", "r.json", "--", "echo attempt >> started"],
      dir,
      { ...process.env, NODE_EXTRA_CA_CERTS: "" },
    );
    // The first handler came before zod and before node:child_process were loaded.
    expect(r.loaded).toEqual({ childProcess: false, zod: false });
    expect(r.signal).toBeNull();
    expect(r.status).toBe(130);
    expect(existsSync(join(dir, "started"))).toBe(false);
    expect(r.stderr).toContain("flakeharden: SIGINT: stopping the command");
    expect(r.stderr).toContain("the run was interrupted before any attempt ended");
    expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
  });

  it("action: handled before anything is loaded or spawned: no attempt starts, the step fails clearly, exit 130", () => {
    const dir = mkdtempSync(join(tmpdir(), "fh-early-action-"));
    const out = join(dir, "github-output");
    writeFileSync(out, "");
    writeFileSync(join(dir, "summary.md"), "");
    writeFileSync(join(dir, "event.json"), "{}");
    const r = startEarly(join(BUILD, "action", "index.js"), [], dir, {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "/root",
      // The test run's own code cache folder (test/support/build-once.ts), as the other tests inherit it.
      ...(process.env.NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE } : {}),
      GITHUB_WORKSPACE: dir,
      GITHUB_OUTPUT: out,
      GITHUB_STEP_SUMMARY: join(dir, "summary.md"),
      GITHUB_EVENT_PATH: join(dir, "event.json"),
      GITHUB_REPOSITORY: "octo/shop",
      GITHUB_SHA: "0123456789abcdef0123456789abcdef01234567",
      GITHUB_RUN_ID: "42",
      GITHUB_RUN_ATTEMPT: "1",
      RUNNER_TEMP: dir,
      [envName("command")]: "echo attempt >> started",
      [envName("jitter-ms")]: "0",
    });
    expect(r.loaded).toEqual({ childProcess: false, zod: false });
    expect(r.signal).toBeNull();
    expect(r.status).toBe(130);
    expect(existsSync(join(dir, "started"))).toBe(false);
    expect(r.stdout).toMatch(/^::error::flakeharden: .*interrupted/m);
  });

  it("analyze (no handlers of its own): a held signal is raised again to its default effect", () => {
    const dir = mkdtempSync(join(tmpdir(), "fh-early-analyze-"));
    writeFileSync(join(dir, "log.txt"), "ok\n");
    const r = startEarly(join(BUILD, "cli", "index.js"), ["analyze", "--log", "log.txt"], dir, {
      ...process.env,
      NODE_EXTRA_CA_CERTS: "",
    });
    expect(r.loaded).toEqual({ childProcess: false, zod: false });
    expect(r.signal).toBe("SIGINT");
    expect(r.stdout).toBe("");
  });
});
