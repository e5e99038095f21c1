// The bundle's code cache (src/run/compile-cache.ts, on every Node): the built CLI (dist/, built by the global
// setup, copied here so that its files' identity is ours) run as a person runs it, with NODE_COMPILE_CACHE
// pointing at a directory of the test's own. What is observable: which cache files exist, and whether a run
// rewrote them (a rename gives the file a new inode); a run that used its cache rewrites nothing.
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enableCompileCache } from "../../src/run/compile-cache.js";

const ROOT = join(import.meta.dirname, "..", "..");
const work = mkdtempSync(join(tmpdir(), "fh-compile-cache-"));
const BUNDLE = join(work, "cli");
afterAll(() => rmSync(work, { recursive: true, force: true }));
beforeAll(() => cpSync(join(ROOT, "dist", "cli"), BUNDLE, { recursive: true }));

const uid = process.getuid?.() ?? 0;

let n = 0;
/** `flakeharden run --retries 1 -- false` with the cache under a fresh or given base directory. */
function run(base: string, env: NodeJS.ProcessEnv = {}) {
  const r = spawnSync(
    process.execPath,
    [
      join(BUNDLE, "index.js"),
      "run",
      "--retries",
      "1",
      "--jitter-ms",
      "0",
      "--",
      "echo src/a.ts:3 boom; false",
    ],
    {
      cwd: work,
      encoding: "utf8",
      env: { ...process.env, NODE_EXTRA_CA_CERTS: "", NODE_COMPILE_CACHE: base, ...env },
    },
  );
  return { status: r.status, stdout: r.stdout, stderr: r.stderr.replace(/in \d+\.\d+s/g, "in Ns") };
}
const freshBase = () => {
  const base = join(work, `base-${++n}`);
  mkdirSync(base);
  return base;
};
/** Cache file name → inode. */
function files(dir: string): Record<string, number> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(readdirSync(dir).map((f) => [f, statSync(join(dir, f)).ino]));
}

// Every Node: Node >= 22.1 has a compile cache of its own, which holds less (see src/run/compile-cache.ts).
describe("the bundle's code cache", () => {
  const uncached = () => run(freshBase(), { NODE_DISABLE_COMPILE_CACHE: "1" });

  it("a first run writes one file per chunk it loaded; a second uses them and rewrites none; same output", () => {
    const base = freshBase();
    const dir = join(base, `flakeharden-${uid}`);
    const first = run(base);
    const written = files(dir);
    // The run loads the engine's chunk and the run's: each gets its file; index.js (the entry) is Node's.
    expect(Object.keys(written).length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(written).every((f) => /^[0-9a-f]{8}-\d+\.index\.js\.v8$/.test(f))).toBe(true);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const second = run(base);
    expect(files(dir)).toEqual(written);
    const plain = uncached();
    expect(first).toEqual(plain);
    expect(second).toEqual(plain);
    expect(plain.status).toBe(1);
  });

  it("a cache file V8 rejects (garbage after a right key) is rewritten, and the run is unchanged", () => {
    const base = freshBase();
    const dir = join(base, `flakeharden-${uid}`);
    run(base);
    const before = files(dir);
    for (const f of Object.keys(before)) {
      const path = join(dir, f);
      const key = spawnSync("head", ["-n", "1", path], { encoding: "latin1" }).stdout;
      writeFileSync(path, Buffer.concat([Buffer.from(key, "latin1"), Buffer.alloc(4096, 0x5a)]));
    }
    const corrupted = files(dir);
    expect(run(base)).toEqual(uncached());
    const after = files(dir);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const f of Object.keys(after)) expect(after[f]).not.toBe(corrupted[f]);
  });

  it("a chunk changed since (a new modification time) is compiled afresh and its file rewritten", () => {
    const base = freshBase();
    const dir = join(base, `flakeharden-${uid}`);
    run(base);
    const before = files(dir);
    const engine = readdirSync(BUNDLE).filter((f) => f.endsWith(".index.js"));
    const later = new Date(Date.now() + 60_000);
    for (const f of engine) utimesSync(join(BUNDLE, f), later, later);
    expect(run(base)).toEqual(uncached());
    const after = files(dir);
    for (const f of Object.keys(before)) expect(after[f]).not.toBe(before[f]);
  });

  it("a cache directory others may write is not used; NODE_DISABLE_COMPILE_CACHE turns it off", () => {
    const base = freshBase();
    const dir = join(base, `flakeharden-${uid}`);
    mkdirSync(dir);
    chmodSync(dir, 0o777);
    expect(run(base)).toEqual(uncached());
    expect(files(dir)).toEqual({});
    const off = freshBase();
    run(off, { NODE_DISABLE_COMPILE_CACHE: "1" });
    expect(readdirSync(off)).toEqual([]);
  });
});

describe("the code cache's loader, in this process", () => {
  it("reads a chunk that is not ASCII as UTF-8 (the build writes ASCII; any other file still loads as written)", () => {
    const dir = join(work, "utf8-bundle");
    mkdirSync(dir);
    writeFileSync(
      join(dir, "chunk.js"),
      'module.exports = "\u00e9 \u2713 \ud834\udd1e" === "é ✓ 𝄞" ? "é ✓ 𝄞" : "mangled";\n',
    );
    enableCompileCache(dir);
    const required: unknown = createRequire(join(dir, "entry.js"))(join(dir, "chunk.js"));
    expect(required).toBe("é ✓ 𝄞");
  });
});
