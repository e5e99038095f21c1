// Vitest's global setup: the committed bundles (dist/) are what runners execute, so the tests that run them
// need them built from the source under test. Built once here, before any test file starts: several test
// files building dist/ at the same time would race on the same files.
//
// On Node >= 22.1 the bundles keep their compiled code between runs (Node's own `module.enableCompileCache()`,
// under NODE_COMPILE_CACHE or the temporary directory): the tests' runs of them, many from bundles in temporary
// folders, keep theirs in a folder of this test run's, removed at its end, not in the machine's.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export default function setup(): () => void {
  const root = join(import.meta.dirname, "..", "..");
  const b = spawnSync("npm", ["run", "build"], { cwd: root, encoding: "utf8" });
  if (b.status !== 0) throw new Error(`npm run build failed (exit ${b.status}):\n${b.stdout}\n${b.stderr}`);
  const cache = mkdtempSync(join(tmpdir(), "fh-test-compile-cache-"));
  process.env.NODE_COMPILE_CACHE = cache;
  return () => rmSync(cache, { recursive: true, force: true });
}
