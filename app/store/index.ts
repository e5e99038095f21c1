// The app's store: PR state, attempts and test results, with Kysely. PostgreSQL when a DATABASE_URL is given
// (several replicas may share it), else a SQLite file (one process). Migrations run on open.
//
// Locking (`withPr`): an in-process keyed mutex queues same-PR callers without holding anything. On PostgreSQL the
// holder then takes a dedicated connection from a separate pool and a session-level `pg_advisory_lock` on a 64-bit
// key hashed from repository + PR, held for the whole `fn` (which makes GitHub API calls): replicas serialize too.
// The session's queries run on that same connection, so sessions never wait for another connection while holding a
// lock; the store-level queries (`hasAttempt`, `testHistory`) use the other pool. On SQLite the mutex is all: no
// transaction is held across `fn`.
//
// Everything read back from the database is validated with the zod schemas of core/schema.ts: rows are data from
// disk, never cast.
import { createHash } from "node:crypto";
import Database from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import type { ColumnType } from "kysely";
import pg from "pg";
import { z } from "zod";
import {
  Guidance,
  Halt,
  INITIAL_PR_STATE,
  LoopAttempt,
  PrGuard,
  PrState,
  Report,
  TestVerdict,
} from "../../src/core/schema.js";
import { HistoryStore, type HistoryTables, insertTestResults } from "./history.js";
import { QuarantineStore, type QuarantineTables } from "./quarantine.js";
import { HeadStore, type HeadTables } from "./heads.js";
import { migrationProvider, TABLES } from "./migrations.js";
import { KeyedMutex } from "./mutex.js";
import { RepositoryKey, StoreError, dbInt, json, parseRows } from "./rows.js";
import { QueueStore, type QueueTables } from "./queue.js";

/** How long a handler waits for another replica's hold on the same PR (PostgreSQL `lock_timeout`). */
export const LOCK_WAIT = "120s";

export interface PrKey {
  /** The repository's id (decimal): see `RepositoryKey`. */
  repository: string;
  pr: number;
}

export interface Store {
  /** Runs fn with the PR locked: two calls for the same PR never overlap — in this process, and across processes/replicas on PostgreSQL. Calls for different PRs do not wait for each other (beyond DB work). */
  withPr<T>(key: PrKey, fn: (pr: PrSession) => Promise<T>): Promise<T>;
  /** Test history of one test name across runs of a repository (newest first, bounded by limit). */
  testHistory(
    repository: string,
    test: string,
    limit?: number,
  ): Promise<{ runId: number; runAttempt: number; verdict: string; passes: number; runs: number }[]>;
  /** Whether an attempt (repository, runId, runAttempt) is already recorded: for `pr`, or for any PR. */
  hasAttempt(repository: string, runId: number, runAttempt: number, pr?: number): Promise<boolean>;
  /** Marks a comment's commands as taken; false when they already were (a redelivered comment). */
  takeComment(repository: string, commentId: number, at: string): Promise<boolean>;
  /** Whether a run of `workflow` (its file path) ever left a report in the repository. */
  knownWorkflow(repository: string, workflow: string): Promise<boolean>;
  /** The repository's PRs whose agent is halted, the most recently halted first (at most 200). */
  haltedPrs(repository: string): Promise<HaltedPr[]>;
  /** The runs seen and their tests over time (see history.ts). */
  readonly history: HistoryStore;
  /** When quarantine entries first appeared on the default branch, and approved quarantines (see quarantine.ts). */
  readonly quarantine: QuarantineStore;
  /** Each PR's latest head, for the no-run sweep (see heads.ts). */
  readonly heads: HeadStore;
  close(): Promise<void>;
  readonly kind: "sqlite" | "postgres";
  /** The inbox of deliveries and the outbox of coalesced writes (app/store/queue.ts). */
  readonly queue: QueueStore;
}

export interface HaltedPr {
  pr: number;
  halt: Halt | null;
  /** ISO time the PR's state was last saved. */
  updatedAt: string;
}

export interface PrSession {
  /** INITIAL_PR_STATE (a copy) when the PR is new. */
  state(): Promise<PrState>;
  saveState(state: PrState): Promise<void>;
  /** In the order recorded. */
  attempts(): Promise<LoopAttempt[]>;
  /**
   * Records an attempt and its tests; false (and nothing written) when (repository, pr, runId, runAttempt) is already
   * recorded. `report`: the run's report, if any, kept until the PR's next attempt (see latestReport).
   */
  addAttempt(
    attempt: LoopAttempt,
    tests: readonly TestVerdict[],
    recordedAt: string,
    run?: {
      /** The run's report, if any. */
      report?: Report | null;
      /** The run's workflow file (`.github/workflows/ci.yml`). */
      workflow?: string | null;
    },
  ): Promise<boolean>;
  /** The report given with the PR's latest attempt; null when it had none, or when there is no attempt. */
  latestReport(): Promise<Report | null>;
}

export interface StoreOptions {
  /** PostgreSQL URL (`DATABASE_URL`); when set (and not empty), the store is on PostgreSQL. */
  databaseUrl?: string | undefined;
  /** SQLite file (`FLAKEHARDEN_DB`), when there is no databaseUrl; DEFAULT_SQLITE_PATH if not given. */
  sqlitePath?: string | undefined;
}

export const DEFAULT_SQLITE_PATH = "./flakeharden.sqlite";

/**
 * Test results stored per run (per attempt): the first MAX_TESTS_PER_RUN of the list are kept, the rest dropped,
 * and the attempt's row says how many were (`fh_attempts.tests_dropped`, beside `tests_stored`): never silently.
 */
export const MAX_TESTS_PER_RUN = 10_000;

/** Default and maximum `limit` of `testHistory`. */
export const HISTORY_LIMIT = { default: 100, max: 10_000 } as const;

export { StoreError } from "./rows.js";

export async function openStore(options: StoreOptions = {}): Promise<Store> {
  const url = options.databaseUrl?.trim();
  if (url) return openPostgres(url);
  return openSqlite(options.sqlitePath ?? DEFAULT_SQLITE_PATH);
}

// ---------------------------------------------------------------------------------------------------------------
// Tables, as Kysely sees them. Every column reads as `unknown` (validated with zod), and writes as its type.

type Col<T> = ColumnType<unknown, T, T>;

interface PullRequestsTable {
  repository: Col<string>;
  pr: Col<number>;
  status: Col<string>;
  window_start: Col<number>;
  halt: Col<string | null>;
  guidance: Col<string>;
  comment_id: Col<number | null>;
  mentioned: Col<string | null>;
  guard: Col<string | null>;
  updated_at: Col<string>;
}

interface AttemptsTable {
  repository: Col<string>;
  run_id: Col<number>;
  run_attempt: Col<number>;
  pr: Col<number>;
  position: Col<number>;
  sha: Col<string>;
  outcome: Col<string>;
  fingerprints: Col<string>;
  failing: Col<number>;
  categories: Col<string>;
  files: Col<number>;
  complexity: Col<number>;
  recorded_at: Col<string>;
  tests_stored: Col<number>;
  tests_dropped: Col<number>;
  report: Col<string | null>;
  workflow: Col<string | null>;
}

interface Tables extends QueueTables, HistoryTables, QuarantineTables, HeadTables {
  [TABLES.pullRequests]: PullRequestsTable;
  [TABLES.attempts]: AttemptsTable;
  [TABLES.commands]: { repository: Col<string>; comment_id: Col<number>; taken_at: Col<string> };
}

type Db = Kysely<Tables>;

// ---------------------------------------------------------------------------------------------------------------
// Rows read back. PostgreSQL returns `bigint` (and `count(*)`) as decimal strings; SQLite returns numbers.

const dbNumber = z
  .union([z.number(), z.string().regex(/^-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?$/)])
  .transform((v) => Number(v))
  .pipe(z.number());

const PrRow = z
  .object({
    status: z.string(),
    window_start: dbInt,
    halt: z.null().or(json(Halt)),
    guidance: json(z.array(Guidance)),
    comment_id: z.null().or(dbInt),
    mentioned: z.string().nullable(),
    guard: z.null().or(json(PrGuard)),
  })
  .transform((r) => ({
    status: r.status,
    windowStart: r.window_start,
    halt: r.halt,
    guidance: r.guidance,
    commentId: r.comment_id,
    mentioned: r.mentioned,
    ...(r.guard === null ? {} : { guard: r.guard }),
  }))
  .pipe(PrState);

const AttemptRow = z
  .object({
    run_id: dbInt,
    run_attempt: dbInt,
    sha: z.string(),
    outcome: z.string(),
    fingerprints: json(z.unknown()),
    failing: dbInt,
    categories: json(z.unknown()),
    files: dbInt,
    complexity: dbNumber,
  })
  .transform((r) => ({
    runId: r.run_id,
    runAttempt: r.run_attempt,
    sha: r.sha,
    outcome: r.outcome,
    fingerprints: r.fingerprints,
    failing: r.failing,
    categories: r.categories,
    files: r.files,
    complexity: r.complexity,
  }))
  .pipe(LoopAttempt);

const HistoryRow = z
  .object({
    run_id: dbInt,
    run_attempt: dbInt,
    verdict: TestVerdict.shape.verdict,
    passes: dbInt,
    runs: dbInt,
  })
  .transform((r) => ({
    runId: r.run_id,
    runAttempt: r.run_attempt,
    verdict: r.verdict,
    passes: r.passes,
    runs: r.runs,
  }));

const CountRow = z.object({ n: dbInt });

const HaltedRow = z
  .object({ pr: dbInt, halt: z.null().or(json(Halt)), updated_at: z.string() })
  .transform((r) => ({ pr: r.pr, halt: r.halt, updatedAt: r.updated_at }));

const ReportRow = z.object({ report: z.null().or(json(Report)) });

// Arguments: checked before anything is written.
const PrKeySchema = z.object({
  repository: RepositoryKey,
  pr: z.number().int().positive().max(2_147_483_647),
});
const RecordedAt = z.string().min(1).max(64);
const HistoryLimit = z.number().int().min(1).max(HISTORY_LIMIT.max);

function checked<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new StoreError(`${what} is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

// ---------------------------------------------------------------------------------------------------------------
// Opening.

async function openPostgres(url: string): Promise<Store> {
  const shown = redactUrl(url);
  const where = `DATABASE_URL (${shown})`;
  // Two pools: one for the lock holders of withPr (each holds a connection for its whole fn), one for everything
  // else, so the store-level queries (and migrations) never starve behind sessions.
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: newPool(url, 5) }) });
  const lockDb = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: newPool(url, 10) }) });
  try {
    let rows: unknown[];
    try {
      ({ rows } = await sql`select current_schema() as schema`.execute(db));
    } catch (error) {
      throw new StoreError(`cannot connect to PostgreSQL at ${where}: ${explain(error)}`, { cause: error });
    }
    const [current] = parseRows(z.object({ schema: z.string().nullable() }), rows, where);
    if (!current?.schema) {
      throw new StoreError(`${where}: no schema to create the tables in (no schema of search_path exists)`);
    }
    // The migration tables are looked up in the current schema explicitly: without it, Kysely's migrator finds one
    // in any schema of the database and skips creating its own.
    await migrate(db, current.schema, where);
  } catch (error) {
    await Promise.allSettled([db.destroy(), lockDb.destroy()]);
    throw error;
  }
  return new KyselyStore("postgres", db, lockDb);
}

function newPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    application_name: "flakeharden",
  });
  // An idle client that loses its connection emits here; the pool drops it and the next query reconnects.
  // Without a listener the process would crash.
  pool.on("error", () => undefined);
  return pool;
}

/** The URL with its password hidden, for messages; a StoreError when it is no PostgreSQL URL. */
function redactUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StoreError(
      "DATABASE_URL is not a URL: expected postgres://user:password@host:port/database (unset it to use SQLite)",
    );
  }
  if (parsed.protocol !== "postgres:" && parsed.protocol !== "postgresql:") {
    throw new StoreError(
      `DATABASE_URL must be a postgres:// or postgresql:// URL, not ${parsed.protocol}// (unset it to use SQLite)`,
    );
  }
  if (parsed.password) parsed.password = "***";
  if (parsed.searchParams.has("password")) parsed.searchParams.set("password", "***");
  return parsed.toString();
}

async function openSqlite(path: string): Promise<Store> {
  const where = `FLAKEHARDEN_DB (${path})`;
  let database: Database.Database;
  try {
    // `timeout`: SQLite's busy timeout, in ms.
    database = new Database(path, { timeout: 5_000 });
  } catch (error) {
    throw new StoreError(`cannot open the SQLite database at ${where}: ${explain(error)}`, { cause: error });
  }
  try {
    database.pragma("journal_mode = WAL");
  } catch (error) {
    database.close();
    throw new StoreError(`cannot open the SQLite database at ${where}: ${explain(error)}`, { cause: error });
  }
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database }) });
  try {
    await migrate(db, undefined, where);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
  return new KyselyStore("sqlite", db, undefined);
}

async function migrate(db: Db, schema: string | undefined, where: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    migrationTableName: TABLES.migrations,
    migrationLockTableName: TABLES.migrationLock,
    migrationTableSchema: schema,
  });
  const { error } = await migrator.migrateToLatest();
  if (error !== undefined) {
    throw new StoreError(`migrating the database at ${where} failed: ${explain(error)}`, { cause: error });
  }
}

/** An error's message, for ours (`connect ECONNREFUSED 127.0.0.1:1`; node's AggregateError has none of its own). */
function explain(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return [...new Set(error.errors.map(explain))].join("; ");
  }
  if (error instanceof Error) {
    if (error.message) return error.message;
    if ("code" in error && typeof error.code === "string") return error.code;
    return error.name;
  }
  return String(error);
}

// ---------------------------------------------------------------------------------------------------------------
// The store.

class KyselyStore implements Store {
  readonly kind: "sqlite" | "postgres";
  readonly #db: Db;
  /** PostgreSQL: the pool of the lock holders. */
  readonly #lockDb: Db | undefined;
  readonly #mutex = new KeyedMutex();
  readonly history: HistoryStore;
  readonly quarantine: QuarantineStore;
  readonly heads: HeadStore;
  readonly queue: QueueStore;
  #closed = false;

  constructor(kind: "sqlite" | "postgres", db: Db, lockDb: Db | undefined) {
    this.kind = kind;
    this.#db = db;
    this.#lockDb = lockDb;
    this.history = new HistoryStore(db, () => this.#assertOpen(), testHash);
    this.quarantine = new QuarantineStore(db, testHash);
    this.heads = new HeadStore(db);
    this.queue = new QueueStore(db, kind);
  }

  async withPr<T>(key: PrKey, fn: (pr: PrSession) => Promise<T>): Promise<T> {
    const k = checked(PrKeySchema, key, "the PR key");
    this.#assertOpen();
    return this.#mutex.run(JSON.stringify([k.repository, k.pr]), async () => {
      this.#assertOpen();
      const lockDb = this.#lockDb;
      if (lockDb === undefined) return runSession(this.#db, k, fn);
      return lockDb.connection().execute(async (conn) => {
        const id = advisoryLockId(k);
        // Bounded: a replica stuck holding this PR's lock (a hung request) fails the waiting event after
        // LOCK_WAIT rather than holding a connection forever.
        await sql`select set_config('lock_timeout', ${LOCK_WAIT}, false)`.execute(conn);
        await sql`select pg_advisory_lock(${id}::bigint)`.execute(conn);
        let result: T;
        try {
          result = await runSession(conn, k, fn);
        } catch (error) {
          await unlock(conn, id).catch(() => undefined);
          throw error;
        }
        await unlock(conn, id);
        return result;
      });
    });
  }

  async testHistory(
    repository: string,
    test: string,
    limit: number = HISTORY_LIMIT.default,
  ): Promise<{ runId: number; runAttempt: number; verdict: string; passes: number; runs: number }[]> {
    this.#assertOpen();
    checked(RepositoryKey, repository, "the repository key");
    const n = checked(HistoryLimit, limit, "the limit of testHistory");
    const rows = await this.#db
      .selectFrom(TABLES.testResults)
      .select(["run_id", "run_attempt", "verdict", "passes", "runs"])
      .where("repository", "=", repository)
      .where("test_hash", "=", testHash(test))
      .where("test", "=", test)
      .orderBy("run_id", "desc")
      .orderBy("run_attempt", "desc")
      .orderBy("idx", "asc")
      .limit(n)
      .execute();
    return parseRows(HistoryRow, rows, `history of a test of ${repository}`);
  }

  async hasAttempt(repository: string, runId: number, runAttempt: number, pr?: number): Promise<boolean> {
    this.#assertOpen();
    checked(RepositoryKey, repository, "the repository key");
    let query = this.#db
      .selectFrom(TABLES.attempts)
      .select("run_id")
      .where("repository", "=", repository)
      .where("run_id", "=", runId)
      .where("run_attempt", "=", runAttempt);
    if (pr !== undefined) query = query.where("pr", "=", pr);
    const rows = await query.limit(1).execute();
    return rows.length > 0;
  }

  async haltedPrs(repository: string): Promise<HaltedPr[]> {
    this.#assertOpen();
    checked(RepositoryKey, repository, "the repository key");
    const rows = await this.#db
      .selectFrom(TABLES.pullRequests)
      .select(["pr", "halt", "updated_at"])
      .where("repository", "=", repository)
      .where("status", "=", "halted")
      .orderBy("updated_at", "desc")
      .orderBy("pr", "desc")
      .limit(200)
      .execute();
    return parseRows(HaltedRow, rows, `halted PRs of ${repository}`);
  }

  async takeComment(repository: string, commentId: number, at: string): Promise<boolean> {
    this.#assertOpen();
    checked(RepositoryKey, repository, "the repository key");
    const inserted = await this.#db
      .insertInto(TABLES.commands)
      .values({ repository, comment_id: commentId, taken_at: at })
      .onConflict((oc) => oc.columns(["repository", "comment_id"]).doNothing())
      .returning("comment_id")
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async knownWorkflow(repository: string, workflow: string): Promise<boolean> {
    this.#assertOpen();
    checked(RepositoryKey, repository, "the repository key");
    const rows = await this.#db
      .selectFrom(TABLES.attempts)
      .select("run_id")
      .where("repository", "=", repository)
      .where("workflow", "=", workflow.slice(0, 300))
      .where("outcome", "!=", "incomplete")
      .limit(1)
      .execute();
    return rows.length > 0;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await Promise.all([this.#db.destroy(), this.#lockDb?.destroy()]);
  }

  #assertOpen(): void {
    if (this.#closed) throw new StoreError("the store is closed");
  }
}

/** The 64-bit key of a PR's advisory lock (a decimal string, for `::bigint`). */
function advisoryLockId(key: PrKey): string {
  const digest = createHash("sha256").update(`flakeharden:pr\0${key.repository}\0${key.pr}`).digest();
  return digest.readBigInt64BE(0).toString();
}

async function unlock(conn: Db, id: string): Promise<void> {
  try {
    const { rows } = await sql`select pg_advisory_unlock(${id}::bigint) as released`.execute(conn);
    const [row] = parseRows(z.object({ released: z.boolean() }), rows, "pg_advisory_unlock");
    if (row?.released !== true) throw new StoreError("the PR's advisory lock was not held when releasing it");
  } catch (error) {
    // Last resort, so that the pooled connection goes back without the lock (a lost connection releases it anyway).
    await sql`select pg_advisory_unlock_all()`.execute(conn).catch(() => undefined);
    throw error;
  }
}

async function runSession<T>(db: Db, key: PrKey, fn: (pr: PrSession) => Promise<T>): Promise<T> {
  const session = new Session(db, key);
  try {
    return await fn(session);
  } finally {
    session.end();
  }
}

function testHash(test: string): string {
  return createHash("sha256").update(test).digest("hex").slice(0, 32);
}

class Session implements PrSession {
  readonly #db: Db;
  readonly #key: PrKey;
  #live = true;

  constructor(db: Db, key: PrKey) {
    this.#db = db;
    this.#key = key;
  }

  end(): void {
    this.#live = false;
  }

  get #what(): string {
    return `${this.#key.repository}#${this.#key.pr}`;
  }

  #assertLive(): void {
    // On PostgreSQL the connection goes back to the pool (and the lock is released) when withPr returns.
    if (!this.#live)
      throw new StoreError(`the session of ${this.#what} was used after its withPr call returned`);
  }

  async state(): Promise<PrState> {
    this.#assertLive();
    const rows = await this.#db
      .selectFrom(TABLES.pullRequests)
      .select(["status", "window_start", "halt", "guidance", "comment_id", "mentioned", "guard"])
      .where("repository", "=", this.#key.repository)
      .where("pr", "=", this.#key.pr)
      .execute();
    const [state] = parseRows(PrRow, rows, `state of ${this.#what}`);
    return state ?? structuredClone(INITIAL_PR_STATE);
  }

  async saveState(state: PrState): Promise<void> {
    this.#assertLive();
    const s = checked(PrState, state, `the state of ${this.#what}`);
    const values = {
      status: s.status,
      window_start: s.windowStart,
      halt: s.halt === null ? null : JSON.stringify(s.halt),
      guidance: JSON.stringify(s.guidance),
      comment_id: s.commentId,
      mentioned: s.mentioned,
      guard: s.guard === undefined ? null : JSON.stringify(s.guard),
      updated_at: new Date().toISOString(),
    };
    await this.#db
      .insertInto(TABLES.pullRequests)
      .values({ repository: this.#key.repository, pr: this.#key.pr, ...values })
      .onConflict((oc) => oc.columns(["repository", "pr"]).doUpdateSet(values))
      .execute();
  }

  async attempts(): Promise<LoopAttempt[]> {
    this.#assertLive();
    const rows = await this.#db
      .selectFrom(TABLES.attempts)
      .select([
        "run_id",
        "run_attempt",
        "sha",
        "outcome",
        "fingerprints",
        "failing",
        "categories",
        "files",
        "complexity",
      ])
      .where("repository", "=", this.#key.repository)
      .where("pr", "=", this.#key.pr)
      .orderBy("position", "asc")
      .execute();
    return parseRows(AttemptRow, rows, `attempts of ${this.#what}`);
  }

  async latestReport(): Promise<Report | null> {
    this.#assertLive();
    const rows = await this.#db
      .selectFrom(TABLES.attempts)
      .select("report")
      .where("repository", "=", this.#key.repository)
      .where("pr", "=", this.#key.pr)
      .orderBy("position", "desc")
      .limit(1)
      .execute();
    return parseRows(ReportRow, rows, `latest report of ${this.#what}`)[0]?.report ?? null;
  }

  async addAttempt(
    attempt: LoopAttempt,
    tests: readonly TestVerdict[],
    recordedAt: string,
    run: { report?: Report | null; workflow?: string | null } = {},
  ): Promise<boolean> {
    this.#assertLive();
    const report = run.report ?? null;
    const workflow = run.workflow ?? null;
    const a = checked(LoopAttempt, attempt, `the attempt of ${this.#what}`);
    const at = checked(RecordedAt, recordedAt, "recordedAt");
    const r = report === null ? null : checked(Report, report, `the report of ${this.#what}`);
    // Bounded: the first MAX_TESTS_PER_RUN tests are stored, and the attempt's row records how many were dropped.
    const kept = checked(
      z.array(TestVerdict),
      tests.slice(0, MAX_TESTS_PER_RUN),
      `the tests of ${this.#what}`,
    );
    const dropped = tests.length - kept.length;
    const { repository, pr } = this.#key;
    return this.#db.transaction().execute(async (trx) => {
      const counted = await trx
        .selectFrom(TABLES.attempts)
        .select((eb) => eb.fn.countAll().as("n"))
        .where("repository", "=", repository)
        .where("pr", "=", pr)
        .execute();
      const position = parseRows(CountRow, counted, `attempts of ${this.#what}`)[0]?.n ?? 0;
      const inserted = await trx
        .insertInto(TABLES.attempts)
        .values({
          repository,
          run_id: a.runId,
          run_attempt: a.runAttempt,
          pr,
          position,
          sha: a.sha,
          outcome: a.outcome,
          fingerprints: JSON.stringify(a.fingerprints),
          failing: a.failing,
          categories: JSON.stringify(a.categories),
          files: a.files,
          complexity: a.complexity,
          recorded_at: at,
          tests_stored: kept.length,
          tests_dropped: dropped,
          report: r === null ? null : JSON.stringify(r),
          workflow: workflow === null ? null : workflow.slice(0, 300),
        })
        .onConflict((oc) => oc.columns(["repository", "pr", "run_id", "run_attempt"]).doNothing())
        .returning("run_id")
        .executeTakeFirst();
      if (inserted === undefined) return false;
      // Only the latest attempt keeps its report.
      await trx
        .updateTable(TABLES.attempts)
        .set({ report: null })
        .where("repository", "=", repository)
        .where("pr", "=", pr)
        .where("position", "<", position)
        .where("report", "is not", null)
        .execute();
      // A run of two PRs: its tests are stored once.
      const db: Db = trx;
      await insertTestResults(db, { repository, runId: a.runId, runAttempt: a.runAttempt }, kept, testHash);
      return true;
    });
  }
}
