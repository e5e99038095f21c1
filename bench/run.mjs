// `npm run bench`: builds the bundles into a scratch directory (dist/ is left alone) and runs every benchmark
// in turn; each rewrites its own section of bench/RESULTS.md with ratios measured in its own run.
// `npm run bench -- --quick`: fewer repetitions where a benchmark has that (a smoke run, noisier figures).
// `--only junit,analyze`: a subset. The whole set takes about an hour on 2 cores (history loads a million
// results into each store; app-burst starts the app on SQLite and on PostgreSQL).
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
  { name: "linearity", file: "bench/linearity.ts" },
  { name: "redact", file: "bench/redact.ts", quickless: true },
  { name: "retry-scope", file: "bench/retry-scope.ts", quickless: true },
  // The store's queries on a million results: SQLite, then PostgreSQL (127.0.0.1:5432, database `test`).
  { name: "history", file: "bench/history.ts", quickless: true },
  {
    name: "history-postgres",
    file: "bench/history.ts",
    quickless: true,
    env: { PG_URL: process.env.PG_URL ?? "postgres://postgres@127.0.0.1:5432/test" },
  },
  { name: "app-burst", file: "bench/app-burst.ts" },
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
    const args = values.quick && !b.quickless ? ["--quick"] : [];
    execFileSync(process.execPath, ["--import", "tsx", b.file, ...args], {
      cwd: root,
      env: { ...env, ...b.env },
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
