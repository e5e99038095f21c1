// The store's migrations, in code (the app may be bundled: nothing is read from disk at runtime).
// Append new migrations with a name that sorts after the last one; never edit one that has shipped.
import { type Kysely, type Migration, type MigrationProvider, sql } from "kysely";

export const TABLES = {
  pullRequests: "fh_pull_requests",
  attempts: "fh_attempts",
  testResults: "fh_test_results",
  commands: "fh_commands",
  runs: "fh_runs",
  testDaily: "fh_test_daily",
  deliveries: "fh_deliveries",
  outbox: "fh_outbox",
  configFailures: "fh_config_failures",
  revokedSessions: "fh_revoked_sessions",
  refusals: "fh_refusals",
  quarantineSeen: "fh_quarantine_seen",
  quarantineApprovals: "fh_quarantine_approvals",
  prHeads: "fh_pr_heads",
  migrations: "fh_migration",
  migrationLock: "fh_migration_lock",
} as const;

const initial: Migration = {
  // Column types are portable: on SQLite `bigint` has INTEGER affinity and `double precision` REAL affinity.
  async up(db: Kysely<unknown>): Promise<void> {
    // One row per PR: the fields of `PrState`. `halt` and `guidance` are JSON text.
    await db.schema
      .createTable(TABLES.pullRequests)
      .addColumn("repository", "text", (c) => c.notNull())
      .addColumn("pr", "integer", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("window_start", "integer", (c) => c.notNull())
      .addColumn("halt", "text")
      .addColumn("guidance", "text", (c) => c.notNull())
      .addColumn("comment_id", "bigint")
      .addColumn("mentioned", "text")
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("fh_pull_requests_pk", ["repository", "pr"])
      .execute();

    // One row per PR and CI attempt (run id + run attempt): a redelivered webhook inserts nothing, and a run that
    // belongs to two PRs (stacked PRs) is an attempt of each.
    // `position` is the 0-based order of the attempt within its PR. `fingerprints` and `categories` are JSON text.
    // `tests_stored` / `tests_dropped`: the attempt's test results kept in fh_test_results and those dropped
    // beyond MAX_TESTS_PER_RUN. `report`: the run's flakeharden report (JSON text), kept on the PR's latest attempt
    // only (cleared on the older ones when an attempt is recorded), so a PR holds at most one. `workflow`: the run's
    // workflow file, so a failed run without a report counts only when its workflow is known to leave one.
    await db.schema
      .createTable(TABLES.attempts)
      .addColumn("repository", "text", (c) => c.notNull())
      .addColumn("run_id", "bigint", (c) => c.notNull())
      .addColumn("run_attempt", "integer", (c) => c.notNull())
      .addColumn("pr", "integer", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("sha", "text", (c) => c.notNull())
      .addColumn("outcome", "text", (c) => c.notNull())
      .addColumn("fingerprints", "text", (c) => c.notNull())
      .addColumn("failing", "integer", (c) => c.notNull())
      .addColumn("categories", "text", (c) => c.notNull())
      .addColumn("files", "integer", (c) => c.notNull())
      .addColumn("complexity", "double precision", (c) => c.notNull())
      .addColumn("recorded_at", "text", (c) => c.notNull())
      .addColumn("tests_stored", "integer", (c) => c.notNull())
      .addColumn("tests_dropped", "integer", (c) => c.notNull())
      .addColumn("report", "text")
      .addColumn("workflow", "text")
      .addPrimaryKeyConstraint("fh_attempts_pk", ["repository", "pr", "run_id", "run_attempt"])
      .addUniqueConstraint("fh_attempts_pr_position", ["repository", "pr", "position"])
      .execute();

    // The tests of each run, for cross-run flakiness history. `idx` is the test's position in the attempt's list.
    // Looked up by `test_hash` (a hash of `test`), not `test`: a 1,000-character name can exceed the size of a
    // PostgreSQL btree index entry.
    await db.schema
      .createTable(TABLES.testResults)
      .addColumn("repository", "text", (c) => c.notNull())
      .addColumn("run_id", "bigint", (c) => c.notNull())
      .addColumn("run_attempt", "integer", (c) => c.notNull())
      .addColumn("idx", "integer", (c) => c.notNull())
      .addColumn("test", "text", (c) => c.notNull())
      .addColumn("test_hash", "text", (c) => c.notNull())
      .addColumn("suite", "text")
      .addColumn("file", "text")
      .addColumn("verdict", "text", (c) => c.notNull())
      .addColumn("passes", "integer", (c) => c.notNull())
      .addColumn("runs", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("fh_test_results_pk", ["repository", "run_id", "run_attempt", "idx"])
      .execute();
    await db.schema
      .createIndex("fh_test_results_by_test")
      .on(TABLES.testResults)
      .columns(["repository", "test_hash", "run_id", "run_attempt"])
      .execute();

    // Comments whose commands were taken: a redelivered comment is not obeyed twice.
    await db.schema
      .createTable(TABLES.commands)
      .addColumn("repository", "text", (c) => c.notNull())
      .addColumn("comment_id", "bigint", (c) => c.notNull())
      .addColumn("taken_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("fh_commands_pk", ["repository", "comment_id"])
      .execute();
  },
};

// Every run the app has seen with a report, the base branch's push runs included (they belong to no PR), so a
// failure can be judged against the base branch's history and against the other runs of its commit (core/relate/index.ts).
// `fingerprints`: the failures its report named (JSON text). `recorded_at`: ISO text, compared as text (one format).
// Its tests are in fh_test_results (joined on repository, run_id, run_attempt: that table's primary key's prefix).
const runHistory: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable(TABLES.runs)
      .addColumn("repository", "text", (c) => c.notNull())
      .addColumn("run_id", "bigint", (c) => c.notNull())
      .addColumn("run_attempt", "integer", (c) => c.notNull())
      .addColumn("sha", "text", (c) => c.notNull())
      .addColumn("branch", "text")
      .addColumn("event", "text")
      .addColumn("workflow", "text")
      .addColumn("outcome", "text", (c) => c.notNull())
      .addColumn("fingerprints", "text", (c) => c.notNull())
      .addColumn("recorded_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("fh_runs_pk", ["repository", "run_id", "run_attempt"])
      .execute();
    // A branch's runs in a window (the flaky tests of the last 7 days, the base branch's latest runs).
    await db.schema
      .createIndex("fh_runs_by_branch")
      .on(TABLES.runs)
      .columns(["repository", "branch", "recorded_at"])
      .execute();
    // A repository's runs in a window, any branch; the runs of one commit.
    await db.schema
      .createIndex("fh_runs_by_time")
      .on(TABLES.runs)
      .columns(["repository", "recorded_at"])
      .execute();
    await db.schema.createIndex("fh_runs_by_sha").on(TABLES.runs).columns(["repository", "sha"]).execute();
  },
};

// The inbox of deliveries (app/inbox.ts), the outbox of coalesced writes (app/inbox.ts), and the repositories whose
// `flakeharden/config` status was last set to failure. Times are epoch milliseconds (bigint).
const inboxOutbox: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    // One row per webhook delivery (`X-GitHub-Delivery`): stored before the 202, handled by a worker.
    // state: queued (waiting for `run_after`) | running (a worker holds it until `lease_until`) | done | dead
    // (gave up after the last retry). `payload` is the body as GitHub signed it.
    await db.schema
      .createTable(TABLES.deliveries)
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("event", "text", (c) => c.notNull())
      .addColumn("installation_id", "bigint")
      .addColumn("payload", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull())
      .addColumn("received_at", "bigint", (c) => c.notNull())
      .addColumn("run_after", "bigint", (c) => c.notNull())
      .addColumn("lease_until", "bigint")
      .addColumn("worker", "text")
      .addColumn("handled_at", "bigint")
      .addColumn("last_error", "text")
      .execute();
    await db.schema
      .createIndex("fh_deliveries_due")
      .on(TABLES.deliveries)
      .columns(["state", "run_after", "received_at"])
      .execute();
    // Writes that only the latest one matters of (the sticky comment's body, a commit status per SHA and context):
    // one row per `key`, replaced by a newer write until it is sent (`version` tells a replacement mid-send).
    await db.schema
      .createTable(TABLES.outbox)
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("installation_id", "bigint", (c) => c.notNull())
      .addColumn("request", "text", (c) => c.notNull())
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("enqueued_at", "bigint", (c) => c.notNull())
      .addColumn("run_after", "bigint", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull())
      .addColumn("lease_until", "bigint")
      .addColumn("last_error", "text")
      .execute();
    await db.schema
      .createIndex("fh_outbox_due")
      .on(TABLES.outbox)
      .columns(["run_after", "enqueued_at"])
      .execute();
    await db.schema
      .createTable(TABLES.configFailures)
      .addColumn("repository", "text", (c) => c.primaryKey())
      .addColumn("since", "text", (c) => c.notNull())
      .execute();
  },
};

// Each test's verdicts per repository, branch and UTC day, summed over the runs recorded in fh_runs: the flaky
// query reads at most (tests × days) rows instead of every result of the window. Kept by `recordRun` in the run's
// own transaction, only when the run's row is new (a redelivery adds nothing). `branch` is '' for a run without
// one (a primary key column cannot be null on PostgreSQL). `day`: `YYYY-MM-DD`, the first 10 characters of the
// run's `recorded_at`; `first_seen` / `last_seen`: the earliest and latest `recorded_at` of that day.
// Filled from the runs already recorded.
const testDaily: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable(TABLES.testDaily)
      .addColumn("repository", "text", (c) => c.notNull())
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("branch", "text", (c) => c.notNull())
      .addColumn("test_hash", "text", (c) => c.notNull())
      .addColumn("test", "text", (c) => c.notNull())
      .addColumn("file", "text")
      .addColumn("passed", "integer", (c) => c.notNull())
      .addColumn("failed", "integer", (c) => c.notNull())
      .addColumn("flaky", "integer", (c) => c.notNull())
      .addColumn("runs", "integer", (c) => c.notNull())
      .addColumn("first_seen", "text", (c) => c.notNull())
      .addColumn("last_seen", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("fh_test_daily_pk", ["repository", "day", "branch", "test_hash"])
      .execute();
    // One branch's days (the flaky tests of main in the last 7 days).
    await db.schema
      .createIndex("fh_test_daily_by_branch")
      .on(TABLES.testDaily)
      .columns(["repository", "branch", "day"])
      .execute();
    // Named tests' days (the flakiness page's trends).
    await db.schema
      .createIndex("fh_test_daily_by_test")
      .on(TABLES.testDaily)
      .columns(["repository", "test_hash", "day"])
      .execute();
    await sql`insert into ${sql.table(TABLES.testDaily)}
        (repository, day, branch, test_hash, test, file, passed, failed, flaky, runs, first_seen, last_seen)
      select t.repository, substr(r.recorded_at, 1, 10), coalesce(r.branch, ''), t.test_hash, min(t.test),
        max(t.file),
        sum(case when t.verdict = 'passed' then 1 else 0 end),
        sum(case when t.verdict = 'failed' then 1 else 0 end),
        sum(case when t.verdict = 'flaky' then 1 else 0 end),
        count(*), min(r.recorded_at), max(r.recorded_at)
      from ${sql.table(TABLES.runs)} r
      join ${sql.table(TABLES.testResults)} t
        on t.repository = r.repository and t.run_id = r.run_id and t.run_attempt = r.run_attempt
      group by t.repository, substr(r.recorded_at, 1, 10), coalesce(r.branch, ''), t.test_hash`.execute(db);
  },
};

// Rows keyed by repository id, and history that only the base repository writes (issue 23).
// - From here on, the `repository` column of every table holds the repository's id (decimal text, from the webhook),
//   never its name: a later repository with the same name (after a rename, a transfer or a deletion) starts empty.
//   Rows written before hold `owner/name`, which no id equals: they are kept but never read. The name cannot be
//   mapped to an id safely after the fact (the repository it named may be gone and its name taken), so an operator
//   who knows a name still means the same repository re-keys its rows by hand (README, Deployment: "Upgrading to
//   repository ids").
// - fh_runs.own: 1 when the run's commit comes from the repository itself, 0 for a fork's. Only own push runs are a
//   branch's history; only own runs (or the PR's own attempts) are evidence for another run of the same commit.
//   Before this, push runs were recorded only for the repository's own default branch: those are own; the PR runs
//   recorded before cannot be told apart, so they count as a fork's (evidence about their PR only).
// - fh_test_daily is summed again with that rule: a branch's days are its own push runs'; every other run's are
//   under '' (all branches).
const repositoryIds: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable(TABLES.runs)
      .addColumn("own", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update ${sql.table(TABLES.runs)} set own = 1 where event = 'push'`.execute(db);
    await sql`delete from ${sql.table(TABLES.testDaily)}`.execute(db);
    await sql`insert into ${sql.table(TABLES.testDaily)}
        (repository, day, branch, test_hash, test, file, passed, failed, flaky, runs, first_seen, last_seen)
      select t.repository, substr(r.recorded_at, 1, 10),
        case when r.event = 'push' and r.own = 1 then coalesce(r.branch, '') else '' end,
        t.test_hash, min(t.test), max(t.file),
        sum(case when t.verdict = 'passed' then 1 else 0 end),
        sum(case when t.verdict = 'failed' then 1 else 0 end),
        sum(case when t.verdict = 'flaky' then 1 else 0 end),
        count(*), min(r.recorded_at), max(r.recorded_at)
      from ${sql.table(TABLES.runs)} r
      join ${sql.table(TABLES.testResults)} t
        on t.repository = r.repository and t.run_id = r.run_id and t.run_attempt = r.run_attempt
      group by t.repository, substr(r.recorded_at, 1, 10),
        case when r.event = 'push' and r.own = 1 then coalesce(r.branch, '') else '' end, t.test_hash`.execute(
      db,
    );
    // A PR's runs that are evidence for its commit: its attempts, found by run.
    await db.schema
      .createIndex("fh_attempts_by_run")
      .on(TABLES.attempts)
      .columns(["repository", "run_id", "run_attempt", "pr"])
      .execute();
    // The flakiness page's sessions ended by signing out (app/oauth.ts), until they would have expired anyway
    // (epoch ms): a copied cookie of an ended session is refused by every replica.
    await db.schema
      .createTable(TABLES.revokedSessions)
      .addColumn("sid", "text", (c) => c.primaryKey())
      .addColumn("until", "bigint", (c) => c.notNull())
      .execute();
    // The latest reply to a refused command, per repository, PR and user (epoch ms): at most one an hour, a
    // reaction otherwise (core/agent/refusals.ts `throttleRefusal`).
    await db.schema
      .createTable(TABLES.refusals)
      .addColumn("repository", "text", (c) => c.notNull())
      .addColumn("pr", "integer", (c) => c.notNull())
      .addColumn("login", "text", (c) => c.notNull())
      .addColumn("replied_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("fh_refusals_pk", ["repository", "pr", "login"])
      .execute();
    // When each quarantine entry (by test name's hash) was first seen on the default branch's config (ISO day): a
    // quarantine's 90 days are counted from it, so an entry cannot be renewed by moving its date.
    await db.schema
      .createTable(TABLES.quarantineSeen)
      .addColumn("repository", "text", (c) => c.notNull())
      .addColumn("test_hash", "text", (c) => c.notNull())
      .addColumn("first_seen", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("fh_quarantine_seen_pk", ["repository", "test_hash"])
      .execute();
    // The quarantines a PR introduced that someone with write access approved (`/approve-quarantine`): for that test
    // and that expiry only (`expires`: YYYY-MM-DD), so a later change to the entry needs a new approval.
    await db.schema
      .createTable(TABLES.quarantineApprovals)
      .addColumn("repository", "text", (c) => c.notNull())
      .addColumn("pr", "integer", (c) => c.notNull())
      .addColumn("test_hash", "text", (c) => c.notNull())
      .addColumn("test", "text", (c) => c.notNull())
      .addColumn("expires", "text", (c) => c.notNull())
      .addColumn("approved_by", "text", (c) => c.notNull())
      .addColumn("approved_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("fh_quarantine_approvals_pk", ["repository", "pr", "test_hash", "expires"])
      .execute();
  },
};

/** The guard's memory of a PR (`PrState.guard`: ledger, judged push, commit without CI), JSON text. */
const prGuard: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable(TABLES.pullRequests).addColumn("guard", "text").execute();
  },
};

// Each PR's latest head, for the sweep that finds agents' pushes with no workflow run in `guard.no-run-minutes`
// (app/sweep.ts, app/store/heads.ts): state in the store, so a restart (or another replica) sweeps on. Times are epoch
// milliseconds; `due_at` null: never swept. `by_agent`, `run_seen`: 0 or 1.
const prHeads: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable(TABLES.prHeads)
      .addColumn("repository", "text", (c) => c.notNull())
      .addColumn("pr", "integer", (c) => c.notNull())
      .addColumn("sha", "text", (c) => c.notNull())
      .addColumn("owner", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("installation_id", "bigint")
      .addColumn("by_agent", "integer", (c) => c.notNull())
      .addColumn("pushed_at", "bigint", (c) => c.notNull())
      .addColumn("due_at", "bigint")
      .addColumn("run_seen", "integer", (c) => c.notNull())
      .addColumn("swept_at", "bigint")
      .addPrimaryKeyConstraint("fh_pr_heads_pk", ["repository", "pr"])
      .execute();
    await db.schema.createIndex("fh_pr_heads_due").on(TABLES.prHeads).columns(["due_at"]).execute();
    await db.schema
      .createIndex("fh_pr_heads_by_sha")
      .on(TABLES.prHeads)
      .columns(["repository", "sha"])
      .execute();
  },
};

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  "0001_initial": initial,
  "0005_run_history": runHistory,
  "0006_inbox_outbox": inboxOutbox,
  "0007_test_daily": testDaily,
  "0008_repository_ids": repositoryIds,
  "0010_pr_guard": prGuard,
  "0011_pr_heads": prHeads,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve({ ...MIGRATIONS }),
};
