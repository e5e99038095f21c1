// Start-up: each command of the bundle loads only what it needs. Counted, not timed (speed is measured in
// bench/run-overhead.ts): a preload records every file the bundle (dist/, built by the global setup) loads,
// and the chunks holding zod, the engine or the YAML parser must not be among them where they are not needed.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const DIST = join(ROOT, "dist");
const work = mkdtempSync(join(tmpdir(), "fh-startup-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// The bundles are CommonJS: every file they load is loaded by `require` and stays in its public cache
// (`require.cache`), which this preload writes out when the process exits.
const PRELOAD = join(work, "preload.cjs");
writeFileSync(
  PRELOAD,
  `const { writeFileSync } = require("node:fs");
process.on("exit", () => writeFileSync(process.env.FH_MODULES_OUT, Object.keys(require.cache).join("\\n") + "\\n"));
`,
);

let n = 0;
/** The bundle's files a run of `entry` with `args` loads (paths relative to dist/), and its exit status. */
function loaded(
  entry: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): { files: string[]; status: number | null } {
  const out = join(work, `modules-${++n}.txt`);
  writeFileSync(out, "");
  const r = spawnSync(process.execPath, ["--require", PRELOAD, join(DIST, entry), ...args], {
    cwd: work,
    env: { ...process.env, ...env, FH_MODULES_OUT: out },
    encoding: "utf8",
  });
  const prefix = DIST + "/";
  const files = readFileSync(out, "utf8")
    .split("\n")
    .filter((u) => u.startsWith(prefix))
    .map((u) => u.slice(prefix.length));
  return { files: [...new Set(files)], status: r.status };
}

/** What a chunk of the bundle holds, by a name only that library's or module's code contains. */
const holds = (file: string, what: "zod" | "engine" | "yaml") =>
  readFileSync(join(DIST, file), "utf8").includes(
    { zod: "_zod", engine: "docker-hub-access-token", yaml: "class YAMLParseError" }[what],
  );

describe("start-up: what each command loads", () => {
  it("the hook sees the bundle's chunks (or this test would prove nothing)", () => {
    writeFileSync(join(work, "fh.yml"), "prompt:\n  budget: 900\n");
    const { files } = loaded("cli/index.js", ["run", "--config", "fh.yml", "--retries", "0", "--", "true"]);
    expect(files).toContain("cli/index.js");
    // A config file: the YAML parser reads it, zod checks it.
    expect(files.some((f) => holds(f, "zod"))).toBe(true);
    expect(files.some((f) => holds(f, "yaml"))).toBe(true);
  });

  it("flakeharden run with a refused flag: the error without zod", () => {
    const { files, status } = loaded("cli/index.js", ["run", "--retries", "9", "--", "true"]);
    expect(status).toBe(2);
    expect(files.filter((f) => holds(f, "zod"))).toEqual([]);
  });

  it.each([["--help"], ["-h"], ["help"], []])(
    "flakeharden %j: the help's module and the flags' table only",
    (...args) => {
      const { files, status } = loaded("cli/index.js", args);
      expect(status).toBe(args.length === 0 ? 2 : 0);
      for (const what of ["zod", "engine", "yaml"] as const)
        expect(files.filter((f) => holds(f, what))).toEqual([]);
      expect(files.length).toBeLessThanOrEqual(4);
    },
  );

  it("flakeharden run with valid flags and no config file: no zod, no YAML parser", () => {
    const { files, status } = loaded("cli/index.js", [
      "run",
      "--retries",
      "1",
      "--jitter-ms",
      "0",
      "--",
      "false",
    ]);
    expect(status).toBe(1);
    expect(files.some((f) => holds(f, "engine"))).toBe(true);
    expect(files.filter((f) => holds(f, "zod") || holds(f, "yaml"))).toEqual([]);
  });

  it("the action with valid inputs: no zod", () => {
    const { files } = loaded("action/index.js", [], {
      INPUT_COMMAND: "true",
      INPUT_RETRIES: "0",
      GITHUB_WORKSPACE: work,
      GITHUB_OUTPUT: join(work, "out.txt"),
      GITHUB_STEP_SUMMARY: join(work, "summary.md"),
    });
    expect(files.some((f) => holds(f, "engine"))).toBe(true);
    expect(files.filter((f) => holds(f, "zod"))).toEqual([]);
  });
});
