// The runs the app has seen and their tests' verdicts, over time: what core/relate/index.ts judges a failure against, and
// the seed ADR's query (the tests that both passed and failed in the last 7 days). Same SQL on SQLite and
// PostgreSQL; every row read back is validated (PostgreSQL gives sums and bigints as decimal strings).
import type { ColumnType, Kysely } from "kysely";
import { sql } from "kysely";
import { z } from "zod";
import { TestVerdict } from "../../src/core/schema.js";
import type { BaseRun, TestRun } from "../../src/core/relate/index.js";
import { TABLES } from "./migrations.js";
import { RepositoryKey, StoreError, dbInt, json, parseRows } from "./rows.js";

type Col<T> = ColumnType<unknown, T, T>;

export type HistoryTables = {
  [TABLES.runs]: {
    repository: Col<string>;
    run_id: Col<number>;
    run_attempt: Col<number>;
    sha: Col<string>;
    branch: Col<string | null>;
    event: Col<string | null>;
    workflow: Col<string | null>;
    own: Col<number>;
    outcome: Col<string>;
    fingerprints: Col<string>;
    recorded_at: Col<string>;
  };
  [TABLES.testResults]: {
    repository: Col<string>;
    run_id: Col<number>;
    run_attempt: Col<number>;
    idx: Col<number>;
    test: Col<string>;
    test_hash: Col<string>;
    suite: Col<string | null>;
    file: Col<string | null>;
    verdict: Col<string>;
    passes: Col<number>;
    runs: Col<number>;
  };
  [TABLES.testDaily]: {
    repository: Col<string>;
    day: Col<string>;
    branch: Col<string>;
    test_hash: Col<string>;
    test: Col<string>;
    file: Col<string | null>;
    passed: Col<number>;
    failed: Col<number>;
    flaky: Col<number>;
    runs: Col<number>;
    first_seen: Col<string>;
    last_seen: Col<string>;
  };
};

/** A run with a report, as recorded. */
export const RunRecord = z.object({
  /** The repository's key: its id (core/relate/provenance.ts `repositoryKey`), never its name. */
  repository: RepositoryKey,
  runId: z.number().int().positive(),
  runAttempt: z.number().int().positive(),
  sha: z.string().regex(/^[0-9a-f]{7,64}$/),
  /** The run's head branch (`main` for a push to main); null when GitHub gives none. */
  branch: z.string().max(255).nullable(),
  /** `push`, `pull_request`, … */
  event: z.string().max(50).nullable(),
  workflow: z.string().max(300).nullable(),
  /**
   * The run's commit comes from the repository itself, not a fork (core/relate/provenance.ts): only such runs are
   * evidence beyond their own PR (a push of the base branch is its history; another PR's run at the same commit).
   */
  own: z.boolean(),
  outcome: z.enum(["passed", "flaky", "failed", "unknown"]),
  /** The failures the report named. */
  fingerprints: z.array(z.string().regex(/^[0-9a-f]{16}$/)).max(1_000),
  /** ISO time (`toISOString`). */
  recordedAt: z.iso.datetime(),
});
export type RunRecord = z.infer<typeof RunRecord>;

/** One row of the ADR's query: a test that both passed and failed in the window. */
export interface FlakyTestRow {
  test: string;
  file: string | null;
  /** Runs in which it passed, failed, and failed then passed on a retry. */
  passed: number;
  failed: number;
  flaky: number;
  /** Runs in which it ran (skipped ones included). */
  runs: number;
  firstSeen: string;
  lastSeen: string;
}

export interface Window {
  /** The repository's key (its id). */
  repository: string;
  /** ISO time (`toISOString`): runs recorded at or after it. */
  since: string;
  /**
   * Only this branch's history: the repository's own push runs of it (a fork's run, even of a branch named `main`,
   * is evidence about its own PR only). Every run of every branch when not given.
   */
  branch?: string | null;
}

/** The window's repository key, checked: an id, never a name (a StoreError otherwise). */
function keyOf(repository: string): string {
  const k = RepositoryKey.safeParse(repository);
  if (!k.success)
    throw new StoreError(
      `repository ${JSON.stringify(repository.slice(0, 200))}: ${k.error.issues[0]?.message ?? ""}`,
    );
  return k.data;
}

/** A run that is its branch's history: a push of the repository's own branch (see Window.branch). */
const baseRun = (r: RunRecord): boolean => r.event === "push" && r.own;

/** One test's verdicts on one UTC day (see `testDays`). */
export interface TestDay {
  /** `YYYY-MM-DD`. */
  day: string;
  passed: number;
  failed: number;
  flaky: number;
  runs: number;
}

/** Rows read per query at most. */
export const HISTORY_ROWS = 10_000;
/** Test results stored per run, as for a PR's attempt (see MAX_TESTS_PER_RUN in index.ts). */
const MAX_TESTS = 10_000;
/** Rows per INSERT: 12 parameters each at most, well under the limits of SQLite (32,766) and pg (65,535). */
const BATCH = 500;

const Verdict = TestVerdict.shape.verdict;
const jsonStrings = json(z.array(z.string()));

const FlakyRow = z.object({
  test: z.string(),
  file: z.string().nullable(),
  passed: dbInt,
  failed: dbInt,
  flaky: dbInt,
  runs: dbInt,
  first_seen: z.string(),
  last_seen: z.string(),
});
const TestDayRow = z.object({
  test: z.string(),
  day: z.string(),
  passed: dbInt,
  failed: dbInt,
  flaky: dbInt,
  runs: dbInt,
});
const TestRunRow = z.object({
  test: z.string(),
  run_id: dbInt,
  run_attempt: dbInt,
  recorded_at: z.string(),
  verdict: Verdict,
});
const BaseRunRow = z.object({ run_id: dbInt, recorded_at: z.string(), fingerprints: jsonStrings });

/** A run's place: the key of its test results. */
export interface RunKey {
  repository: string;
  runId: number;
  runAttempt: number;
}

/**
 * Stores a run's test results (already validated and bounded), each at its position in the list; rows already
 * there are kept (a run of two PRs, or recorded both as a PR's attempt and in the history, is stored once).
 */
export async function insertTestResults(
  db: Kysely<HistoryTables>,
  run: RunKey,
  tests: readonly TestVerdict[],
  hash: (test: string) => string,
): Promise<void> {
  for (let start = 0; start < tests.length; start += BATCH) {
    await db
      .insertInto(TABLES.testResults)
      .values(
        tests.slice(start, start + BATCH).map((t, i) => ({
          repository: run.repository,
          run_id: run.runId,
          run_attempt: run.runAttempt,
          idx: start + i,
          test: t.test,
          test_hash: hash(t.test),
          suite: t.suite,
          file: t.file,
          verdict: t.verdict,
          passes: t.passes,
          runs: t.runs,
        })),
      )
      .onConflict((oc) => oc.columns(["repository", "run_id", "run_attempt", "idx"]).doNothing())
      .execute();
  }
}

/** A day's counts of one test, summed over a run's list (a name may appear twice). */
type DayCounts = Omit<FlakyTestRow, "firstSeen" | "lastSeen">;

function dayCounts(tests: readonly TestVerdict[], hash: (test: string) => string): Map<string, DayCounts> {
  const out = new Map<string, DayCounts>();
  for (const t of tests) {
    const h = hash(t.test);
    const c = out.get(h) ?? { test: t.test, file: t.file, passed: 0, failed: 0, flaky: 0, runs: 0 };
    if (t.test < c.test) c.test = t.test;
    if (t.file !== null && (c.file === null || t.file > c.file)) c.file = t.file;
    if (t.verdict === "passed") c.passed++;
    else if (t.verdict === "failed") c.failed++;
    else if (t.verdict === "flaky") c.flaky++;
    c.runs++;
    out.set(h, c);
  }
  return out;
}

/** `since` as `toISOString` gives it, and the first whole UTC day at or after it. */
function windowDays(since: string): { since: string; firstDay: string } {
  const at = new Date(since);
  if (Number.isNaN(at.getTime()))
    throw new Error(`the window's since is not an ISO time: ${JSON.stringify(since.slice(0, 40))}`);
  const iso = at.toISOString();
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const first = midnight === at.getTime() ? midnight : midnight + 86_400_000;
  return { since: iso, firstDay: new Date(first).toISOString().slice(0, 10) };
}

export class HistoryStore {
  readonly #db: Kysely<HistoryTables>;
  readonly #assertOpen: () => void;
  readonly #hash: (test: string) => string;

  constructor(db: Kysely<HistoryTables>, assertOpen: () => void, hash: (test: string) => string) {
    this.#db = db;
    this.#assertOpen = assertOpen;
    this.#hash = hash;
  }

  /** Records a run and its tests (the first 10,000); false when it was recorded already (nothing written). */
  async recordRun(run: RunRecord, tests: readonly TestVerdict[]): Promise<boolean> {
    this.#assertOpen();
    const r = RunRecord.parse(run);
    const kept = z.array(TestVerdict).parse(tests.slice(0, MAX_TESTS));
    return this.#db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto(TABLES.runs)
        .values({
          repository: r.repository,
          run_id: r.runId,
          run_attempt: r.runAttempt,
          sha: r.sha,
          branch: r.branch,
          event: r.event,
          workflow: r.workflow,
          own: r.own ? 1 : 0,
          outcome: r.outcome,
          fingerprints: JSON.stringify(r.fingerprints),
          recorded_at: r.recordedAt,
        })
        .onConflict((oc) => oc.columns(["repository", "run_id", "run_attempt"]).doNothing())
        .returning("run_id")
        .executeTakeFirst();
      if (inserted === undefined) return false;
      await insertTestResults(trx, r, kept, this.#hash);
      await this.#addDay(trx, r, kept);
      return true;
    });
  }

  /**
   * The seed ADR's query: the tests that both passed and failed (a `flaky` verdict is both) in the window, the most
   * failing first, with their counts and when they were first and last seen in it.
   */
  async flakyTests(w: Window, limit = 100): Promise<FlakyTestRow[]> {
    this.#assertOpen();
    keyOf(w.repository);
    const { since, firstDay } = windowDays(w.since);
    const branch = w.branch ?? null;
    // Whole days from the daily rollup; the hours before the first whole day from the results themselves.
    const days = sql`select test_hash, test, file, passed, failed, flaky, runs, first_seen, last_seen
      from ${sql.table(TABLES.testDaily)}
      where repository = ${w.repository} and day >= ${firstDay}
      ${branch === null ? sql`` : sql`and branch = ${branch}`}`;
    const hours = sql`select t.test_hash, t.test, t.file,
        case when t.verdict = 'passed' then 1 else 0 end,
        case when t.verdict = 'failed' then 1 else 0 end,
        case when t.verdict = 'flaky' then 1 else 0 end,
        1, r.recorded_at, r.recorded_at
      from ${sql.table(TABLES.runs)} r
      join ${sql.table(TABLES.testResults)} t
        on t.repository = r.repository and t.run_id = r.run_id and t.run_attempt = r.run_attempt
      where r.repository = ${w.repository} and r.recorded_at >= ${since} and r.recorded_at < ${`${firstDay}T00:00:00.000Z`}
      ${branch === null ? sql`` : sql`and r.branch = ${branch} and r.event = 'push' and r.own = 1`}`;
    const { rows: data } = await sql`select min(test) as test, max(file) as file, sum(passed) as passed,
        sum(failed) as failed, sum(flaky) as flaky, sum(runs) as runs, min(first_seen) as first_seen,
        max(last_seen) as last_seen
      from (${days} union all ${hours}) as x
      group by test_hash
      having sum(passed) + sum(flaky) > 0 and sum(failed) + sum(flaky) > 0
      order by sum(failed) + sum(flaky) desc, min(test)
      limit ${Math.min(Math.max(1, limit), HISTORY_ROWS)}`.execute(this.#db);
    return parseRows(FlakyRow, data, `flaky tests of ${w.repository}`).map((r) => ({
      test: r.test,
      file: r.file,
      passed: r.passed,
      failed: r.failed,
      flaky: r.flaky,
      runs: r.runs,
      firstSeen: r.first_seen,
      lastSeen: r.last_seen,
    }));
  }

  /**
   * The named tests' verdicts per UTC day from the day `since` (`YYYY-MM-DD`) on, oldest day first: what the
   * flakiness page draws a test's trend from.
   */
  async testDays(w: {
    repository: string;
    since: string;
    branch?: string | null;
    tests: readonly string[];
  }): Promise<Map<string, TestDay[]>> {
    this.#assertOpen();
    keyOf(w.repository);
    const out = new Map<string, TestDay[]>();
    const names = [...new Set(w.tests)];
    for (let start = 0; start < names.length; start += BATCH) {
      const chunk = names.slice(start, start + BATCH);
      let q = this.#db
        .selectFrom(TABLES.testDaily)
        .where("repository", "=", w.repository)
        .where("day", ">=", w.since)
        .where(
          "test_hash",
          "in",
          chunk.map((n) => this.#hash(n)),
        );
      if (w.branch !== undefined && w.branch !== null) q = q.where("branch", "=", w.branch);
      const data = await q
        .groupBy(["test_hash", "day"])
        .select([
          sql<string>`min(test)`.as("test"),
          "day",
          sql<number>`sum(passed)`.as("passed"),
          sql<number>`sum(failed)`.as("failed"),
          sql<number>`sum(flaky)`.as("flaky"),
          sql<number>`sum(runs)`.as("runs"),
        ])
        .orderBy("day")
        .limit(HISTORY_ROWS)
        .execute();
      const wanted = new Set(chunk);
      for (const r of parseRows(TestDayRow, data, `daily verdicts of ${w.repository}`)) {
        if (!wanted.has(r.test)) continue;
        const list = out.get(r.test) ?? [];
        list.push({ day: r.day, passed: r.passed, failed: r.failed, flaky: r.flaky, runs: r.runs });
        out.set(r.test, list);
      }
    }
    return out;
  }

  /** Adds a newly recorded run's tests to their day's rows (inside recordRun's transaction). */
  async #addDay(db: Kysely<HistoryTables>, r: RunRecord, tests: readonly TestVerdict[]): Promise<void> {
    const day = r.recordedAt.slice(0, 10);
    // A branch's days are its own push runs' (see Window.branch); every other run is summed under '' (all branches).
    const branch = baseRun(r) ? (r.branch ?? "") : "";
    const counts = [...dayCounts(tests, this.#hash)];
    const T = TABLES.testDaily;
    const old = (c: string) => sql.ref(`${T}.${c}`);
    for (let start = 0; start < counts.length; start += BATCH) {
      await db
        .insertInto(T)
        .values(
          counts.slice(start, start + BATCH).map(([hash, c]) => ({
            repository: r.repository,
            day,
            branch,
            test_hash: hash,
            test: c.test,
            file: c.file,
            passed: c.passed,
            failed: c.failed,
            flaky: c.flaky,
            runs: c.runs,
            first_seen: r.recordedAt,
            last_seen: r.recordedAt,
          })),
        )
        .onConflict((oc) =>
          oc.columns(["repository", "day", "branch", "test_hash"]).doUpdateSet({
            test: sql`case when excluded.test < ${old("test")} then excluded.test else ${old("test")} end`,
            file: sql`case when excluded.file is not null and (${old("file")} is null or excluded.file > ${old("file")}) then excluded.file else ${old("file")} end`,
            passed: sql`${old("passed")} + excluded.passed`,
            failed: sql`${old("failed")} + excluded.failed`,
            flaky: sql`${old("flaky")} + excluded.flaky`,
            runs: sql`${old("runs")} + excluded.runs`,
            first_seen: sql`case when excluded.first_seen < ${old("first_seen")} then excluded.first_seen else ${old("first_seen")} end`,
            last_seen: sql`case when excluded.last_seen > ${old("last_seen")} then excluded.last_seen else ${old("last_seen")} end`,
          }),
        )
        .execute();
    }
  }

  /**
   * Each named test's verdicts in the window's runs (or a commit's runs with `sha`), newest first, without the run
   * `except`: the base branch's history of a PR's failing tests, and the other runs of its commit.
   */
  async testRuns(
    w: Window & {
      tests: readonly string[];
      sha?: string;
      /**
       * With `sha`: only the runs that may speak for this PR's commit: the repository's own runs (not a fork's), and
       * the runs recorded as this PR's attempts (a fork PR's own re-runs). Never another fork's PR at that commit.
       */
      forPr?: number;
      except?: { runId: number; runAttempt: number };
    },
  ): Promise<Map<string, TestRun[]>> {
    this.#assertOpen();
    keyOf(w.repository);
    const out = new Map<string, TestRun[]>();
    const names = [...new Set(w.tests)];
    for (let start = 0; start < names.length; start += BATCH) {
      const chunk = names.slice(start, start + BATCH);
      let q = this.#db
        .selectFrom(`${TABLES.testResults} as t`)
        .innerJoin(`${TABLES.runs} as r`, (j) =>
          j
            .onRef("r.repository", "=", "t.repository")
            .onRef("r.run_id", "=", "t.run_id")
            .onRef("r.run_attempt", "=", "t.run_attempt"),
        )
        .select(["t.test", "r.run_id", "r.run_attempt", "r.recorded_at", "t.verdict"])
        .where("t.repository", "=", w.repository)
        .where(
          "t.test_hash",
          "in",
          chunk.map((n) => this.#hash(n)),
        )
        .where("r.recorded_at", ">=", w.since);
      if (w.branch !== undefined && w.branch !== null)
        q = q.where("r.branch", "=", w.branch).where("r.event", "=", "push").where("r.own", "=", 1);
      if (w.sha !== undefined) q = q.where("r.sha", "=", w.sha);
      if (w.forPr !== undefined)
        q = q.where(
          sql<boolean>`(r.own = 1 or exists (select 1 from ${sql.table(TABLES.attempts)} a
            where a.repository = r.repository and a.pr = ${w.forPr}
              and a.run_id = r.run_id and a.run_attempt = r.run_attempt))`,
        );
      const data = await q
        .orderBy("r.recorded_at", "desc")
        .orderBy("r.run_id", "desc")
        .orderBy("r.run_attempt", "desc")
        .limit(HISTORY_ROWS)
        .execute();
      const wanted = new Set(chunk);
      for (const r of parseRows(TestRunRow, data, `test runs of ${w.repository}`)) {
        if (!wanted.has(r.test)) continue; // a hash shared by another name
        if (w.except && r.run_id === w.except.runId && r.run_attempt === w.except.runAttempt) continue;
        const list = out.get(r.test) ?? [];
        list.push({ runId: r.run_id, runAttempt: r.run_attempt, at: r.recorded_at, verdict: r.verdict });
        out.set(r.test, list);
      }
    }
    return out;
  }

  /** A branch's runs in the window, newest first, with the failures their reports named. */
  async branchRuns(w: Window & { branch: string }, limit = 50): Promise<BaseRun[]> {
    this.#assertOpen();
    keyOf(w.repository);
    const data = await this.#db
      .selectFrom(TABLES.runs)
      .select(["run_id", "recorded_at", "fingerprints"])
      .where("repository", "=", w.repository)
      .where("branch", "=", w.branch)
      .where("event", "=", "push")
      .where("own", "=", 1)
      .where("recorded_at", ">=", w.since)
      .orderBy("recorded_at", "desc")
      .orderBy("run_id", "desc")
      .limit(Math.min(Math.max(1, limit), HISTORY_ROWS))
      .execute();
    return parseRows(BaseRunRow, data, `runs of ${w.repository}`).map((r) => ({
      runId: r.run_id,
      at: r.recorded_at,
      fingerprints: r.fingerprints,
    }));
  }
}
