// The per-test daily rollup (migration 0007) that the flaky query and the flakiness page read: kept when a run is
// recorded, unchanged by a redelivery, filled from the runs recorded before it existed. SQLite and PostgreSQL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SKIP_PG, freshSchema } from "../support/pg.js";
import { openStore, type Store } from "../../app/store/index.js";
import { MIGRATIONS, TABLES } from "../../app/store/migrations.js";
import type { RunRecord } from "../../app/store/history.js";
import type { TestVerdict } from "../../src/core/schema.js";

const REPO = "octo-org/octo-repo";
const at = (d: number, h = 10) =>
  `2026-11-${String(d).padStart(2, "0")}T${String(h).padStart(2, "0")}:00:00.000Z`;

function run(id: number, recordedAt: string, branch: string | null = "main"): RunRecord {
  return {
    repository: REPO,
    runId: id,
    runAttempt: 1,
    sha: id.toString(16).padStart(40, "d"),
    branch,
    event: "push",
    workflow: ".github/workflows/ci.yml",
    outcome: "failed",
    fingerprints: [],
    recordedAt,
  };
}
const t = (test: string, verdict: TestVerdict["verdict"], file: string | null = "test/a.test.ts") => ({
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
      const dir = mkdtempSync(join(tmpdir(), "fh-daily-"));
      const store = await openStore({ sqlitePath: join(dir, "d.sqlite") });
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
  describe.skipIf(backend.skip)(`daily rollup on ${backend.name}`, () => {
    let store: Store;
    let done: () => Promise<void>;
    beforeEach(async () => {
      ({ store, done } = await backend.open());
    });
    afterEach(async () => {
      await done();
    });

    it("sums a day's runs per test and branch; a redelivered run adds nothing", async () => {
      await store.history.recordRun(run(1, at(16, 9)), [t("flips", "failed"), t("steady", "passed")]);
      await store.history.recordRun(run(2, at(16, 15)), [t("flips", "passed"), t("flips", "flaky")]);
      expect(await store.history.recordRun(run(2, at(16, 15)), [t("flips", "failed")])).toBe(false);
      await store.history.recordRun(run(3, at(17, 8)), [t("flips", "failed", "test/b.test.ts")]);
      await store.history.recordRun(run(4, at(17, 9), null), [t("flips", "passed")]);

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
          firstSeen: at(16, 9),
          lastSeen: at(17, 9),
        },
      ]);
      // From 10:00 on the 16th: the 9:00 run is left out (read from the results, not the day's row).
      const later = await store.history.flakyTests({ repository: REPO, since: at(16, 10), branch: "main" });
      expect(later).toEqual([
        {
          test: "flips",
          file: "test/b.test.ts",
          passed: 1,
          failed: 1,
          flaky: 1,
          runs: 3,
          firstSeen: at(16, 15),
          lastSeen: at(17, 8),
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
        .values({ ...runRow(id), recorded_at: at(18, 8 + id) })
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
            firstSeen: at(18, 9),
            lastSeen: at(18, 10),
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
