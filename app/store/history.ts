// The runs the app has seen and their tests' verdicts, over time: what core/relate.ts judges a failure against, and
// the seed ADR's query (the tests that both passed and failed in the last 7 days). Same SQL on SQLite and
// PostgreSQL; every row read back is validated (PostgreSQL gives sums and bigints as decimal strings).
import type { ColumnType, Kysely } from "kysely";
import { sql } from "kysely";
import { z } from "zod";
import { TestVerdict } from "../../src/core/schema.js";
import type { BaseRun, TestRun } from "../../src/core/relate.js";
import { TABLES } from "./migrations.js";

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
};

/** A run with a report, as recorded. */
export const RunRecord = z.object({
  repository: z.string().min(3).max(200),
  runId: z.number().int().positive(),
  runAttempt: z.number().int().positive(),
  sha: z.string().regex(/^[0-9a-f]{7,64}$/),
  /** The run's head branch (`main` for a push to main); null when GitHub gives none. */
  branch: z.string().max(255).nullable(),
  /** `push`, `pull_request`, … */
  event: z.string().max(50).nullable(),
  workflow: z.string().max(300).nullable(),
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
  repository: string;
  /** ISO time: runs recorded at or after it. */
  since: string;
  /** Only runs of this branch; every branch when not given. */
  branch?: string | null;
}

/** Rows read per query at most. */
export const HISTORY_ROWS = 10_000;
/** Test results stored per run, as for a PR's attempt (see MAX_TESTS_PER_RUN in index.ts). */
const MAX_TESTS = 10_000;
const BATCH = 500;

const dbInt = z
  .union([z.number(), z.bigint(), z.string().regex(/^-?\d{1,20}$/)])
  .transform((v) => Number(v))
  .pipe(z.number().int());

const Verdict = TestVerdict.shape.verdict;
const jsonStrings = z
  .string()
  .transform((text, ctx): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "not JSON" });
      return z.NEVER;
    }
  })
  .pipe(z.array(z.string()));

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
const TestRunRow = z.object({
  test: z.string(),
  run_id: dbInt,
  run_attempt: dbInt,
  recorded_at: z.string(),
  verdict: Verdict,
});
const BaseRunRow = z.object({ run_id: dbInt, recorded_at: z.string(), fingerprints: jsonStrings });

function rows<S extends z.ZodType>(schema: S, data: readonly unknown[], what: string): z.output<S>[] {
  return data.map((row) => {
    const parsed = schema.safeParse(row);
    if (!parsed.success)
      throw new Error(
        `${what}: a row read back from the database is invalid:\n${z.prettifyError(parsed.error)}`,
      );
    return parsed.data;
  });
}

const failing = sql<number>`sum(case when t.verdict in ('failed', 'flaky') then 1 else 0 end)`;
const passing = sql<number>`sum(case when t.verdict in ('passed', 'flaky') then 1 else 0 end)`;

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
          outcome: r.outcome,
          fingerprints: JSON.stringify(r.fingerprints),
          recorded_at: r.recordedAt,
        })
        .onConflict((oc) => oc.columns(["repository", "run_id", "run_attempt"]).doNothing())
        .returning("run_id")
        .executeTakeFirst();
      if (inserted === undefined) return false;
      for (let start = 0; start < kept.length; start += BATCH) {
        await trx
          .insertInto(TABLES.testResults)
          .values(
            kept.slice(start, start + BATCH).map((t, i) => ({
              repository: r.repository,
              run_id: r.runId,
              run_attempt: r.runAttempt,
              idx: start + i,
              test: t.test,
              test_hash: this.#hash(t.test),
              suite: t.suite,
              file: t.file,
              verdict: t.verdict,
              passes: t.passes,
              runs: t.runs,
            })),
          )
          // The PR's attempt may have stored them already (same run, same list).
          .onConflict((oc) => oc.columns(["repository", "run_id", "run_attempt", "idx"]).doNothing())
          .execute();
      }
      return true;
    });
  }

  /**
   * The seed ADR's query: the tests that both passed and failed (a `flaky` verdict is both) in the window, the most
   * failing first, with their counts and when they were first and last seen in it.
   */
  async flakyTests(w: Window, limit = 100): Promise<FlakyTestRow[]> {
    this.#assertOpen();
    let q = this.#db
      .selectFrom(`${TABLES.runs} as r`)
      .innerJoin(`${TABLES.testResults} as t`, (j) =>
        j
          .onRef("t.repository", "=", "r.repository")
          .onRef("t.run_id", "=", "r.run_id")
          .onRef("t.run_attempt", "=", "r.run_attempt"),
      )
      .where("r.repository", "=", w.repository)
      .where("r.recorded_at", ">=", w.since);
    if (w.branch !== undefined && w.branch !== null) q = q.where("r.branch", "=", w.branch);
    const data = await q
      .groupBy("t.test_hash")
      .select([
        sql<string>`min(t.test)`.as("test"),
        sql<string | null>`max(t.file)`.as("file"),
        sql<number>`sum(case when t.verdict = 'passed' then 1 else 0 end)`.as("passed"),
        sql<number>`sum(case when t.verdict = 'failed' then 1 else 0 end)`.as("failed"),
        sql<number>`sum(case when t.verdict = 'flaky' then 1 else 0 end)`.as("flaky"),
        sql<number>`count(*)`.as("runs"),
        sql<string>`min(r.recorded_at)`.as("first_seen"),
        sql<string>`max(r.recorded_at)`.as("last_seen"),
      ])
      .having(passing, ">", 0)
      .having(failing, ">", 0)
      .orderBy(failing, "desc")
      .orderBy(sql`min(t.test)`)
      .limit(Math.min(Math.max(1, limit), HISTORY_ROWS))
      .execute();
    return rows(FlakyRow, data, `flaky tests of ${w.repository}`).map((r) => ({
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
   * Each named test's verdicts in the window's runs (or a commit's runs with `sha`), newest first, without the run
   * `except`: the base branch's history of a PR's failing tests, and the other runs of its commit.
   */
  async testRuns(
    w: Window & { tests: readonly string[]; sha?: string; except?: { runId: number; runAttempt: number } },
  ): Promise<Map<string, TestRun[]>> {
    this.#assertOpen();
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
      if (w.branch !== undefined && w.branch !== null) q = q.where("r.branch", "=", w.branch);
      if (w.sha !== undefined) q = q.where("r.sha", "=", w.sha);
      const data = await q
        .orderBy("r.recorded_at", "desc")
        .orderBy("r.run_id", "desc")
        .orderBy("r.run_attempt", "desc")
        .limit(HISTORY_ROWS)
        .execute();
      const wanted = new Set(chunk);
      for (const r of rows(TestRunRow, data, `test runs of ${w.repository}`)) {
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
    const data = await this.#db
      .selectFrom(TABLES.runs)
      .select(["run_id", "recorded_at", "fingerprints"])
      .where("repository", "=", w.repository)
      .where("branch", "=", w.branch)
      .where("recorded_at", ">=", w.since)
      .orderBy("recorded_at", "desc")
      .orderBy("run_id", "desc")
      .limit(Math.min(Math.max(1, limit), HISTORY_ROWS))
      .execute();
    return rows(BaseRunRow, data, `runs of ${w.repository}`).map((r) => ({
      runId: r.run_id,
      at: r.recorded_at,
      fingerprints: r.fingerprints,
    }));
  }
}
