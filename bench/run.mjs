// `npm run bench`: builds the bundles into a scratch directory (dist/ is left alone) and runs every benchmark
// in turn; each rewrites its own section of bench/RESULTS.md with ratios measured in its own run.
// `npm run bench -- --quick`: fewer repetitions (a smoke run, noisier figures). `--only junit,analyze`: a subset.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { quick: { type: "boolean" }, only: { type: "string" } } });
const root = join(import.meta.dirname, "..");
const out = "/tmp/flakeharden-bench/dist";
mkdirSync(out, { recursive: true });

const BENCHES = [
  { name: "junit", file: "bench/junit.ts" },
  { name: "analyze", file: "bench/analyze.ts" },
  { name: "run-overhead", file: "bench/run-overhead.ts" },
  { name: "run-memory", file: "bench/run-memory.ts" },
];
const only = values.only ? new Set(values.only.split(",")) : null;
const unknown = [...(only ?? [])].filter((n) => !BENCHES.some((b) => b.name === n));
if (unknown.length > 0) {
  console.error(
    `--only: unknown benchmark(s) ${unknown.join(", ")}; allowed: ${BENCHES.map((b) => b.name).join(", ")}`,
  );
  process.exit(2);
}

console.log(`building the bundles into ${out}`);
execFileSync(process.execPath, ["scripts/build.mjs", "--out", out], { cwd: root, stdio: "inherit" });
const env = { ...process.env, BENCH_DIST: out };
const failed = [];
for (const b of BENCHES) {
  if (only && !only.has(b.name)) continue;
  console.log(`\n=== ${b.name}: ${b.file}`);
  try {
    execFileSync(process.execPath, ["--import", "tsx", b.file, ...(values.quick ? ["--quick"] : [])], {
      cwd: root,
      env,
      stdio: "inherit",
    });
  } catch {
    failed.push(b.name);
  }
}
if (failed.length > 0) {
  console.error(`\nbenchmarks that failed: ${failed.join(", ")}`);
  process.exit(1);
}
console.log("\nbench/RESULTS.md updated.");
