// The runs the app has seen and their tests over time, the same suite on SQLite and on PostgreSQL (a fresh schema,
// dropped afterwards; FLAKEHARDEN_SKIP_PG=1 skips it). The per-test daily rollup (migration 0007) that the flaky
// query and the flakiness page read: kept when a run is recorded, unchanged by a redelivery, filled on migrating.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SKIP_PG, freshSchema } from "../support/pg.js";
import { openStore, type Store } from "../../app/store/index.js";
import type { RunRecord } from "../../app/store/history.js";
import { MIGRATIONS, TABLES } from "../../app/store/migrations.js";
import type { TestVerdict } from "../../src/core/schema.js";

/** The repository's key in the store: its id. */
const REPO = "300029405";
const sha = (n: number) => n.toString(16).padStart(40, "c");
const fp = (n: number) => n.toString(16).padStart(16, "0");
const day = (d: number, h = 10) =>
  `2026-11-${String(d).padStart(2, "0")}T${String(h).padStart(2, "0")}:00:00.000Z`;

function run(id: number, over: Partial<RunRecord> = {}): RunRecord {
  return {
    repository: REPO,
    runId: id,
    runAttempt: 1,
    sha: sha(id),
    branch: "main",
    event: "push",
    workflow: ".github/workflows/ci.yml",
    own: true,
    outcome: "failed",
    fingerprints: [],
    recordedAt: day(20),
    ...over,
  };
}
const t = (
  test: string,
  verdict: TestVerdict["verdict"],
  file: string | null = "test/a.test.ts",
): TestVerdict => ({
  test,
  suite: null,
  file,
  verdict,
  passes: verdict === "failed" ? 0 : 1,
  runs: verdict === "flaky" ? 2 : 1,
});

const backends = [
  {
    name: "sqlite",
    skip: false,
    async open(): Promise<{ store: Store; done: () => Promise<void> }> {
      const dir = mkdtempSync(join(tmpdir(), "fh-history-"));
      const store = await openStore({ sqlitePath: join(dir, "h.sqlite") });
      return {
        store,
        done: async () => {
          await store.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: "postgres",
    skip: SKIP_PG,
    async open(): Promise<{ store: Store; done: () => Promise<void> }> {
      const schema = await freshSchema();
      const store = await openStore({ databaseUrl: schema.url });
      return {
        store,
        done: async () => {
          await store.close();
          await schema.drop();
        },
      };
    },
  },
];

for (const backend of backends) {
  describe.skipIf(backend.skip)(`run history on ${backend.name}`, () => {
    let store: Store;
    let done: () => Promise<void>;
    beforeEach(async () => {
      ({ store, done } = await backend.open());
    });
    afterEach(async () => {
      await done();
    });

    it("records a run once, its tests with it", async () => {
      expect(await store.history.recordRun(run(1), [t("a", "failed")])).toBe(true);
      expect(await store.history.recordRun(run(1), [t("a", "passed"), t("b", "passed")])).toBe(false);
      const runs = await store.history.testRuns({ repository: REPO, since: day(1), tests: ["a", "b"] });
      expect([...runs.entries()]).toEqual([
        ["a", [{ runId: 1, runAttempt: 1, at: day(20), verdict: "failed" }]],
      ]);
    });

    it("the ADR's query: tests that passed and failed in the window, the most failing first, per branch", async () => {
      // On main: `flips` failed twice and passed once; `retried` was flaky once; `steady` always passed;
      // `broken` always failed. On a PR branch, `pr-only` flipped. Before the window, `old` flipped.
      await store.history.recordRun(run(1, { recordedAt: day(15) }), [
        t("flips", "failed"),
        t("steady", "passed"),
        t("broken", "failed"),
      ]);
      await store.history.recordRun(run(2, { recordedAt: day(16) }), [
        t("flips", "passed"),
        t("retried", "flaky"),
        t("broken", "failed"),
      ]);
      await store.history.recordRun(run(3, { recordedAt: day(17) }), [
        t("flips", "failed"),
        t("steady", "passed"),
        t("retried", "passed"),
      ]);
      await store.history.recordRun(
        run(4, { branch: "agent-fix", event: "pull_request", recordedAt: day(17) }),
        [t("pr-only", "failed")],
      );
      await store.history.recordRun(
        run(5, { branch: "agent-fix", event: "pull_request", recordedAt: day(18) }),
        [t("pr-only", "passed")],
      );
      await store.history.recordRun(run(6, { recordedAt: day(2) }), [t("old", "failed")]);
      await store.history.recordRun(run(7, { recordedAt: day(3) }), [t("old", "passed")]);
      await store.history.recordRun(run(8, { repository: "300029406", recordedAt: day(17) }), [
        t("flips", "flaky"),
      ]);

      const main = await store.history.flakyTests({ repository: REPO, since: day(14), branch: "main" });
      expect(main).toEqual([
        {
          test: "flips",
          file: "test/a.test.ts",
          passed: 1,
          failed: 2,
          flaky: 0,
          runs: 3,
          firstSeen: day(15),
          lastSeen: day(17),
        },
        {
          test: "retried",
          file: "test/a.test.ts",
          passed: 1,
          failed: 0,
          flaky: 1,
          runs: 2,
          firstSeen: day(16),
          lastSeen: day(17),
        },
      ]);
      const all = await store.history.flakyTests({ repository: REPO, since: day(14) });
      expect(all.map((r) => r.test)).toEqual(["flips", "pr-only", "retried"]);
      expect(
        (await store.history.flakyTests({ repository: REPO, since: day(1) })).map((r) => r.test),
      ).toContain("old");
      expect(await store.history.flakyTests({ repository: REPO, since: day(14) }, 1)).toHaveLength(1);
    });

    it("a test's runs on the base branch, newest first; the runs of one commit without the current one", async () => {
      await store.history.recordRun(run(1, { recordedAt: day(15) }), [t("x", "failed")]);
      await store.history.recordRun(run(2, { recordedAt: day(16) }), [t("x", "passed"), t("y", "skipped")]);
      await store.history.recordRun(run(3, { branch: "agent-fix", recordedAt: day(17) }), [t("x", "failed")]);
      const base = await store.history.testRuns({
        repository: REPO,
        since: day(1),
        branch: "main",
        tests: ["x", "y", "z"],
      });
      expect(base.get("x")?.map((r) => [r.runId, r.verdict])).toEqual([
        [2, "passed"],
        [1, "failed"],
      ]);
      expect(base.get("y")?.map((r) => r.verdict)).toEqual(["skipped"]);
      expect(base.has("z")).toBe(false);

      // One commit, three runs: a push run, a pull_request run and its re-run.
      const head = sha(90);
      await store.history.recordRun(run(10, { sha: head, branch: "agent-fix", recordedAt: day(18) }), [
        t("x", "passed"),
      ]);
      await store.history.recordRun(
        run(11, { sha: head, branch: "agent-fix", event: "pull_request", recordedAt: day(18, 11) }),
        [t("x", "failed")],
      );
      await store.history.recordRun(
        run(11, {
          sha: head,
          runAttempt: 2,
          branch: "agent-fix",
          event: "pull_request",
          recordedAt: day(18, 12),
        }),
        [t("x", "failed")],
      );
      const same = await store.history.testRuns({
        repository: REPO,
        since: day(1),
        sha: head,
        tests: ["x"],
        except: { runId: 11, runAttempt: 2 },
      });
      expect(same.get("x")?.map((r) => [r.runId, r.runAttempt, r.verdict])).toEqual([
        [11, 1, "failed"],
        [10, 1, "passed"],
      ]);
    });

    it("a branch's runs with the failures they named, newest first, in the window", async () => {
      await store.history.recordRun(run(1, { recordedAt: day(15), fingerprints: [fp(1)] }), []);
      await store.history.recordRun(run(2, { recordedAt: day(16), fingerprints: [fp(1), fp(2)] }), []);
      await store.history.recordRun(run(3, { recordedAt: day(5), fingerprints: [fp(3)] }), []);
      await store.history.recordRun(run(4, { branch: "dev", recordedAt: day(17) }), []);
      expect(await store.history.branchRuns({ repository: REPO, branch: "main", since: day(14) })).toEqual([
        { runId: 2, at: day(16), fingerprints: [fp(1), fp(2)] },
        { runId: 1, at: day(15), fingerprints: [fp(1)] },
      ]);
    });

    it("refuses a bad run record, naming the field", async () => {
      await expect(store.history.recordRun(run(1, { sha: "not-a-sha" }), [])).rejects.toThrow(/sha/);
      await expect(store.history.recordRun(run(1, { recordedAt: "yesterday" }), [])).rejects.toThrow(
        /recordedAt/,
      );
    });

    it("sums a day's runs per test and branch; a redelivered run adds nothing", async () => {
      await store.history.recordRun(run(1, { recordedAt: day(16, 9) }), [
        t("flips", "failed"),
        t("steady", "passed"),
      ]);
      await store.history.recordRun(run(2, { recordedAt: day(16, 15) }), [
        t("flips", "passed"),
        t("flips", "flaky"),
      ]);
      expect(await store.history.recordRun(run(2, { recordedAt: day(16, 15) }), [t("flips", "failed")])).toBe(
        false,
      );
      await store.history.recordRun(run(3, { recordedAt: day(17, 8) }), [
        t("flips", "failed", "test/b.test.ts"),
      ]);
      await store.history.recordRun(run(4, { recordedAt: day(17, 9), branch: null }), [t("flips", "passed")]);

      const days = await store.history.testDays({
        repository: REPO,
        since: "2026-11-16",
        branch: "main",
        tests: ["flips", "steady", "absent"],
      });
      expect(Object.fromEntries(days)).toEqual(
        Object.fromEntries([
          [
            "flips",
            [
              { day: "2026-11-16", passed: 1, failed: 1, flaky: 1, runs: 3 },
              { day: "2026-11-17", passed: 0, failed: 1, flaky: 0, runs: 1 },
            ],
          ],
          ["steady", [{ day: "2026-11-16", passed: 1, failed: 0, flaky: 0, runs: 1 }]],
        ]),
      );
      // Every branch (a run without one included); whole days only, so the window starts at midnight.
      const all = await store.history.flakyTests({ repository: REPO, since: "2026-11-16T00:00:00.000Z" });
      expect(all).toEqual([
        {
          test: "flips",
          file: "test/b.test.ts",
          passed: 2,
          failed: 2,
          flaky: 1,
          runs: 5,
          firstSeen: day(16, 9),
          lastSeen: day(17, 9),
        },
      ]);
      // From 10:00 on the 16th: the 9:00 run is left out (read from the results, not the day's row).
      const later = await store.history.flakyTests({ repository: REPO, since: day(16, 10), branch: "main" });
      expect(later).toEqual([
        {
          test: "flips",
          file: "test/b.test.ts",
          passed: 1,
          failed: 1,
          flaky: 1,
          runs: 3,
          firstSeen: day(16, 15),
          lastSeen: day(17, 8),
        },
      ]);
    });

    it("refuses a window whose start is no time", async () => {
      await expect(store.history.flakyTests({ repository: REPO, since: "last week" })).rejects.toThrow(
        'the window\'s since is not an ISO time: "last week"',
      );
    });
  });
}

describe("migration 0007 on a store with history", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "fh-daily-migrate-"));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("fills the daily rows from the runs recorded before it", async () => {
    const path = join(dir, "old.sqlite");
    // The store as the previous release left it: migrations up to 0006, two runs of main on one day.
    const db = new Kysely<Record<string, Record<string, unknown>>>({
      dialect: new SqliteDialect({ database: new Database(path) }),
    });
    const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < "0007"));
    const { error } = await new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(before) },
      migrationTableName: TABLES.migrations,
      migrationLockTableName: TABLES.migrationLock,
    }).migrateToLatest();
    expect(error).toBeUndefined();
    for (const [id, verdict] of [
      [1, "failed"],
      [2, "passed"],
    ] as const) {
      await db
        .insertInto(TABLES.runs)
        .values({ ...runRow(id), recorded_at: day(18, 8 + id) })
        .execute();
      await db
        .insertInto(TABLES.testResults)
        .values({
          repository: REPO,
          run_id: id,
          run_attempt: 1,
          idx: 0,
          test: "old flip",
          test_hash: "h-old-flip",
          suite: null,
          file: "test/old.test.ts",
          verdict,
          passes: verdict === "passed" ? 1 : 0,
          runs: 1,
        })
        .execute();
    }
    await db.destroy();

    const store = await openStore({ sqlitePath: path });
    try {
      expect(await store.history.flakyTests({ repository: REPO, since: "2026-11-18T00:00:00.000Z" })).toEqual(
        [
          {
            test: "old flip",
            file: "test/old.test.ts",
            passed: 1,
            failed: 1,
            flaky: 0,
            runs: 2,
            firstSeen: day(18, 9),
            lastSeen: day(18, 10),
          },
        ],
      );
    } finally {
      await store.close();
    }
  });
});

function runRow(id: number): Record<string, unknown> {
  return {
    repository: REPO,
    run_id: id,
    run_attempt: 1,
    sha: id.toString(16).padStart(40, "e"),
    branch: "main",
    event: "push",
    workflow: ".github/workflows/ci.yml",
    outcome: "failed",
    fingerprints: "[]",
  };
}

describe("migration 0008 on a store keyed by name", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "fh-ids-migrate-"));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("keeps a PR run of a branch named main out of main's history, and never reads rows keyed by a name", async () => {
    const path = join(dir, "old.sqlite");
    const db = new Kysely<Record<string, Record<string, unknown>>>({
      dialect: new SqliteDialect({ database: new Database(path) }),
    });
    const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < "0008"));
    const { error } = await new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(before) },
      migrationTableName: TABLES.migrations,
      migrationLockTableName: TABLES.migrationLock,
    }).migrateToLatest();
    expect(error).toBeUndefined();
    // Run 1: a push of main (recorded only for the repository's own default branch then); run 2: a PR's run whose
    // head branch is called main (a fork's, perhaps); run 3: the same push, but under the repository's name.
    const rows = [
      { id: 1, repository: REPO, event: "push", verdict: "passed" },
      { id: 2, repository: REPO, event: "pull_request", verdict: "failed" },
      { id: 3, repository: "octo-org/octo-repo", event: "push", verdict: "failed" },
    ] as const;
    for (const r of rows) {
      await db
        .insertInto(TABLES.runs)
        .values({ ...runRow(r.id), repository: r.repository, event: r.event, recorded_at: day(18, 8 + r.id) })
        .execute();
      await db
        .insertInto(TABLES.testResults)
        .values({
          repository: r.repository,
          run_id: r.id,
          run_attempt: 1,
          idx: 0,
          test: "old flip",
          test_hash: "h-old-flip",
          suite: null,
          file: "test/old.test.ts",
          verdict: r.verdict,
          passes: r.verdict === "passed" ? 1 : 0,
          runs: 1,
        })
        .execute();
    }
    await db.destroy();

    const store = await openStore({ sqlitePath: path });
    try {
      const since = "2026-11-18T00:00:00.000Z";
      // On main: only the push; across branches both runs of the repository (not the one keyed by name).
      expect(await store.history.flakyTests({ repository: REPO, since, branch: "main" })).toEqual([]);
      expect(await store.history.flakyTests({ repository: REPO, since })).toMatchObject([
        { test: "old flip", passed: 1, failed: 1, runs: 2 },
      ]);
      expect(await store.history.branchRuns({ repository: REPO, branch: "main", since })).toMatchObject([
        { runId: 1 },
      ]);
      await expect(
        store.history.branchRuns({ repository: "octo-org/octo-repo", branch: "main", since }),
      ).rejects.toThrow(/expected a repository id/);
    } finally {
      await store.close();
    }
  });
});
