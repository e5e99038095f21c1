// The built CLI (ncc bundle) as a person runs it. Ctrl-C at a terminal: a real command with a grandchild,
// real signals; the command runs in its own process group, so the terminal's SIGINT reaches only the CLI,
// which must stop the command itself. And the YAML parser, a chunk of its own loaded on demand.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Report } from "../../src/core/schema.js";
import { gone, until } from "../support/process.js";

const ROOT = join(import.meta.dirname, "..", "..");
// A private build: test/action rebuilds dist/ while the test files run in parallel.
const BUILD = mkdtempSync(join(tmpdir(), "fh-cli-build-"));
const CLI = join(BUILD, "cli", "index.js");
afterAll(() => rmSync(BUILD, { recursive: true, force: true }));

beforeAll(() => {
  execFileSync(process.execPath, [join(ROOT, "scripts", "build.mjs"), "--out", BUILD, "--only", "cli"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
}, 600_000); // a net for a hung build, not a measure: a busy machine builds slowly

/** Starts `flakeharden run … -- <command>` in `dir`; the command starts `sleep 30` and writes its pid. */
function start(dir: string, command: string) {
  const child = spawn(
    process.execPath,
    [CLI, "run", "--jitter-ms", "0", "--report", "r.json", "--", command],
    { cwd: dir, env: { ...process.env, NODE_EXTRA_CA_CERTS: "" }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (c: string) => (stderr += c));
  child.stdout.resume();
  const exited = new Promise<{ code: number | null }>((resolve) =>
    child.once("exit", (code) => resolve({ code })),
  );
  return { child, exited, stderr: () => stderr };
}

// Each attempt appends a line to `started`, then waits on a grandchild.
const SLEEPER = "echo attempt >> started; sleep 30 & echo $! > sleeper.pid; wait";

describe("flakeharden run, interrupted", () => {
  it("SIGINT: kills the command's tree, starts no further attempt, writes the report, exits 130", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fh-sigint-"));
    const run = start(dir, SLEEPER);
    await until(
      () =>
        existsSync(join(dir, "sleeper.pid")) && readFileSync(join(dir, "sleeper.pid"), "utf8").trim() !== "",
    );
    const sleeper = Number(readFileSync(join(dir, "sleeper.pid"), "utf8"));
    expect(gone(sleeper)).toBe(false);

    run.child.kill("SIGINT");
    const { code } = await run.exited;
    expect(code).toBe(130);
    expect(gone(sleeper)).toBe(true);
    expect(readFileSync(join(dir, "started"), "utf8")).toBe("attempt\n");
    expect(run.stderr()).toContain("SIGINT: stopping the command");
    expect(run.stderr()).toMatch(/^\[1\/3\] ✗ interrupted in /m);
    expect(run.stderr()).not.toContain("[2/3]");
    const report = Report.parse(JSON.parse(readFileSync(join(dir, "r.json"), "utf8")));
    expect(report.attempts).toHaveLength(1);
    expect(report.attempts[0]?.signal).toBe("SIGTERM");
    // Cancelled, with no failure to fix: the SIGTERM is the one flakeharden sent.
    expect(report.outcome).toBe("cancelled");
    expect(report.buckets).toEqual([]);
    expect(report.warnings[0]).toMatch(/^the run was interrupted by SIGINT at attempt 1 of at most 3/);
  });

  it("a second signal exits at once (143 for SIGTERM), SIGKILLing a tree that ignores SIGTERM", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fh-sigterm-"));
    // SIGTERM ignored by bash and (inherited) by sleep: the first signal alone would wait 5 s for SIGKILL.
    const run = start(dir, `trap '' TERM; ${SLEEPER}`);
    await until(
      () =>
        existsSync(join(dir, "sleeper.pid")) && readFileSync(join(dir, "sleeper.pid"), "utf8").trim() !== "",
    );
    const sleeper = Number(readFileSync(join(dir, "sleeper.pid"), "utf8"));

    run.child.kill("SIGTERM");
    await until(() => run.stderr().includes("SIGTERM: stopping the command"));
    expect(gone(sleeper)).toBe(false); // it ignores SIGTERM: the grace period runs
    run.child.kill("SIGTERM");
    const { code } = await run.exited;
    expect(code).toBe(143);
    await until(() => gone(sleeper));
    expect(readFileSync(join(dir, "started"), "utf8")).toBe("attempt\n");
    // The exit came from the second signal, not from the end of the grace period: that path waits for the
    // attempt and writes the report (the SIGINT test above); this one exits before any report.
    expect(existsSync(join(dir, "r.json"))).toBe(false);
  });
});

describe("flakeharden run, configured", () => {
  const run = (dir: string) =>
    spawnSync(process.execPath, [CLI, "run", "--retries", "0", "--", "true"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, NODE_EXTRA_CA_CERTS: "" },
    });
  const withConfig = (yaml: string) => {
    const dir = mkdtempSync(join(tmpdir(), "fh-config-"));
    mkdirSync(join(dir, ".github"));
    writeFileSync(join(dir, ".github", "flakeharden.yml"), yaml);
    return dir;
  };

  it("reads .github/flakeharden.yml with the YAML parser loaded on demand (a chunk beside the bundle)", () => {
    expect(readdirChunks()).not.toHaveLength(0);
    const ok = run(withConfig("prompt:\n  budget: 800\n"));
    expect(ok.stderr).toMatch(/^\[1\/1\] ✓ passed in \d+\.\ds\nflakeharden: passed\n$/);
    expect(ok.status).toBe(0);
    const bad = run(withConfig("prompt: [\n"));
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^flakeharden run: \.github\/flakeharden\.yml:\d+:\d+: not valid YAML: /);
    const wrong = run(withConfig("prompt:\n  budget: 5\n"));
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain("flakeharden run: .github/flakeharden.yml: prompt.budget: got 5");
  });
});

function readdirChunks(): string[] {
  return readdirSync(join(BUILD, "cli")).filter((f) => f !== "index.js" && f.endsWith(".js"));
}
