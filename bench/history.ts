// The store's history queries on a repository with a million stored test results (SQLite, the default store):
// the seed ADR's query (tests that passed and failed in the last 7 days), a PR's failing tests against the base
// branch, the base branch's latest runs. Each timed as the median of 7, beside a floor measured in the same run:
// one indexed primary-key lookup. The flaky query reads the per-test daily rollup (migration 0007).
// Run: `npx tsx bench/history.ts` (RUNS=… TESTS=… to change the size; PG_URL=postgres://… for PostgreSQL, in a
// schema of its own, dropped afterwards).
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { openStore } from "../app/store/index.js";
import type { TestVerdict } from "../src/core/schema.js";
import { writeSection } from "./results.js";

const RUNS = Number(process.env.RUNS ?? 1_000);
const TESTS = Number(process.env.TESTS ?? 1_000);
const DAYS = 90;
const REPO = "300029405"; // the repository's id: the store keys rows by it
const END = Date.UTC(2026, 10, 21);

// A fixed pseudo-random sequence: the same data every run.
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

async function median(f: () => Promise<unknown>): Promise<number> {
  await f();
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    await f();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[3] ?? Number.NaN;
}

const PG_URL = process.env.PG_URL;
const SCHEMA = `fh_bench_${process.pid}`;
const admin = PG_URL === undefined ? null : new pg.Pool({ connectionString: PG_URL, max: 1 });
await admin?.query(`create schema ${SCHEMA}`);
const dir = mkdtempSync(join(tmpdir(), "fh-bench-history-"));
const store = await openStore(
  PG_URL === undefined
    ? { sqlitePath: join(dir, "bench.sqlite") }
    : { databaseUrl: `${PG_URL}?options=${encodeURIComponent(`-c search_path=${SCHEMA}`)}` },
);
const backend = store.kind === "postgres" ? "PostgreSQL" : "SQLite";
try {
  const load = performance.now();
  for (let r = 1; r <= RUNS; r++) {
    const at = new Date(END - (DAYS * 86_400_000 * (RUNS - r)) / RUNS).toISOString();
    const tests: TestVerdict[] = [];
    for (let t = 0; t < TESTS; t++) {
      // 1 test in 20 is flaky (fails 1 run in 10), 1 in 200 broken, the rest pass.
      const verdict = t % 200 === 7 ? "failed" : t % 20 === 3 && random() < 0.1 ? "failed" : "passed";
      tests.push({
        test: `suite ${t % 50} > test ${t}`,
        suite: null,
        file: `test/s${t % 50}.test.ts`,
        verdict,
        passes: verdict === "passed" ? 1 : 0,
        runs: 1,
      });
    }
    await store.history.recordRun(
      {
        repository: REPO,
        runId: r,
        runAttempt: 1,
        sha: r.toString(16).padStart(40, "a"),
        branch: r % 4 === 0 ? "feature" : "main",
        event: r % 4 === 0 ? "pull_request" : "push",
        workflow: ".github/workflows/ci.yml",
        own: true,
        outcome: "failed",
        fingerprints: [],
        recordedAt: at,
      },
      tests,
    );
  }
  const loadMs = performance.now() - load;
  const since = new Date(END - 7 * 86_400_000).toISOString();
  const wanted = Array.from({ length: 20 }, (_, i) => `suite ${(i * 20 + 3) % 50} > test ${i * 20 + 3}`);

  const floor = await median(() => store.hasAttempt(REPO, 1, 1));
  const rows: [string, number, string][] = [];
  const flaky = await store.history.flakyTests({ repository: REPO, since, branch: "main" }, 100);
  rows.push([
    "flakyTests: passed and failed in the last 7 days on main",
    await median(() => store.history.flakyTests({ repository: REPO, since, branch: "main" }, 100)),
    `${flaky.length} tests`,
  ]);
  const all = await store.history.flakyTests(
    { repository: REPO, since: new Date(END - DAYS * 86_400_000).toISOString() },
    100,
  );
  rows.push([
    "flakyTests: every branch, all 90 days (every row)",
    await median(() =>
      store.history.flakyTests(
        { repository: REPO, since: new Date(END - DAYS * 86_400_000).toISOString() },
        100,
      ),
    ),
    `${all.length} tests`,
  ]);
  const runs = await store.history.testRuns({ repository: REPO, since, branch: "main", tests: wanted });
  rows.push([
    "testRuns: 20 failing tests against main, 7 days",
    await median(() => store.history.testRuns({ repository: REPO, since, branch: "main", tests: wanted })),
    `${[...runs.values()].reduce((n, v) => n + v.length, 0)} rows`,
  ]);
  const days = await store.history.testDays({
    repository: REPO,
    since: since.slice(0, 10),
    tests: flaky.slice(0, 50).map((f) => f.test),
  });
  rows.push([
    "testDays: 50 flaky tests' days, 7 days (the flakiness page)",
    await median(() =>
      store.history.testDays({
        repository: REPO,
        since: since.slice(0, 10),
        tests: flaky.slice(0, 50).map((f) => f.test),
      }),
    ),
    `${[...days.values()].reduce((n, v) => n + v.length, 0)} rows`,
  ]);
  const partial = new Date(END - 7 * 86_400_000 + 6 * 3_600_000).toISOString();
  rows.push([
    "flakyTests: 7 days on main from 06:00 (a partial first day read from the results)",
    await median(() => store.history.flakyTests({ repository: REPO, since: partial, branch: "main" }, 100)),
    "",
  ]);
  rows.push([
    "branchRuns: main's runs in 7 days",
    await median(() => store.history.branchRuns({ repository: REPO, branch: "main", since })),
    "",
  ]);

  const table = [
    "| query | median of 7 | × floor | result |",
    "| --- | --- | --- | --- |",
    ...rows.map(([q, ms, what]) => `| ${q} | ${ms.toFixed(1)} ms | ${(ms / floor).toFixed(0)}x | ${what} |`),
    `| floor: one primary-key lookup (\`hasAttempt\`) | ${floor.toFixed(2)} ms | 1x | |`,
  ].join("\n");
  const body = `The store's history queries on ${backend} with ${(RUNS * TESTS).toLocaleString("en-US")} stored test results (${RUNS} runs of ${TESTS} tests over ${DAYS} days, 3 in 4 on main; 1 test in 20 flaky). Run: \`${PG_URL === undefined ? "" : "PG_URL=postgres://… "}npx tsx bench/history.ts\`. Loading took ${(loadMs / 1000).toFixed(0)} s.

${table}

Target: milliseconds for the queries a PR's run makes (testRuns, branchRuns) and for the 7-day flaky query. The flaky query reads whole days from the per-test daily rollup (\`fh_test_daily\`, migration 0007) and only the hours before the window's first midnight from the results themselves.

Machine: Node ${process.version}, nproc ${cpus().length}, load average ${loadavg()[0]?.toFixed(1)} when the run ended.`;
  console.log(body);
  writeSection(`Run history queries, daily rollup, ${backend}`, body);
} finally {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  await admin?.query(`drop schema ${SCHEMA} cascade`);
  await admin?.end();
}
