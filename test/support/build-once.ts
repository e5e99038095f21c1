// Vitest's global setup: the committed bundles (dist/) are what runners execute, so the tests that run them
// need them built from the source under test. Built once here, before any test file starts: several test
// files building dist/ at the same time would race on the same files.
import { spawnSync } from "node:child_process";
import { join } from "node:path";

export default function setup(): void {
  const root = join(import.meta.dirname, "..", "..");
  const b = spawnSync("npm", ["run", "build"], { cwd: root, encoding: "utf8" });
  if (b.status !== 0) throw new Error(`npm run build failed (exit ${b.status}):\n${b.stdout}\n${b.stderr}`);
}
