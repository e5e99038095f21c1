// The app's store, the same suite on both backends: a real SQLite file in a temp dir, and a real PostgreSQL
// (a fresh schema per run, dropped afterwards). PostgreSQL unreachable fails its tests, unless FLAKEHARDEN_SKIP_PG=1.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PG_URL, SKIP_PG, urlFor } from "../support/pg.js";
import {
  MAX_TESTS_PER_RUN,
  openStore,
  StoreError,
  type PrSession,
  type Store,
  type StoreOptions,
} from "../../app/store/index.js";
import {
  INITIAL_PR_STATE,
  type LoopAttempt,
  type PrState,
  type Report,
  type TestVerdict,
} from "../../src/core/schema.js";

const RUN = randomBytes(4).toString("hex");

interface Backend {
  name: "sqlite" | "postgres";
  skip: boolean;
  setup(): Promise<void>;
  /** Options of the suite's database. */
  options(): StoreOptions;
  /** Options of a new, empty database. */
  fresh(): Promise<StoreOptions>;
  /** A statement run beside the store (to look at or spoil what it wrote). */
  raw(query: string): Promise<unknown[]>;
  teardown(): Promise<void>;
}

function sqliteBackend(): Backend {
  let dir = "";
  let files = 0;
  return {
    name: "sqlite",
    skip: false,
    setup() {
      dir = mkdtempSync(join(tmpdir(), "fh-store-"));
      return Promise.resolve();
    },
    options: () => ({ sqlitePath: join(dir, "store.sqlite") }),
    fresh: () => Promise.resolve({ sqlitePath: join(dir, `fresh-${++files}.sqlite`) }),
    raw(query) {
      const db = new Database(join(dir, "store.sqlite"), { timeout: 5_000 });
      try {
        const statement = db.prepare(query);
        return Promise.resolve(statement.reader ? statement.all() : [statement.run()]);
      } finally {
        db.close();
      }
    },
    teardown() {
      if (dir) rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

function postgresBackend(): Backend {
  const schemas: string[] = [];
  let admin: pg.Pool | undefined;
  async function newSchema(): Promise<string> {
    const schema = `fh_test_${RUN}_${schemas.length}`;
    if (admin === undefined) throw new Error("setup did not run");
    await admin.query(`create schema ${schema}`);
    schemas.push(schema);
    return schema;
  }
  return {
    name: "postgres",
    skip: SKIP_PG,
    async setup() {
      const pool = new pg.Pool({ connectionString: PG_URL, connectionTimeoutMillis: 5_000 });
      pool.on("error", () => undefined);
      try {
        await pool.query("select 1");
      } catch (error) {
        await pool.end();
        throw new Error(
          `PostgreSQL is not reachable at ${PG_URL} (${error instanceof Error ? error.message || String(error) : String(error)}): ` +
            "the store's PostgreSQL tests need it (set FLAKEHARDEN_TEST_PG_URL to use another), or set FLAKEHARDEN_SKIP_PG=1 to skip them.",
        );
      }
      admin = pool;
      await newSchema();
    },
    options: () => ({ databaseUrl: urlFor(schemas[0] ?? "missing") }),
    async fresh() {
      return { databaseUrl: urlFor(await newSchema()) };
    },
    async raw(query) {
      if (admin === undefined) throw new Error("setup did not run");
      const client = await admin.connect();
      try {
        await client.query(`set search_path to ${schemas[0] ?? "missing"}`);
        const result = await client.query(query);
        return result.rows as unknown[];
      } finally {
        await client.query("reset search_path").catch(() => undefined);
        client.release();
      }
    },
    async teardown() {
      if (admin === undefined) return;
      for (const schema of schemas) await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}

let repos = 0;
/** A repository no other test uses: its key in the store, an id. */
function repo(): string {
  return `1${Number.parseInt(RUN, 16)}${String(++repos).padStart(3, "0")}`;
}

function attempt(runId: number, over: Partial<LoopAttempt> = {}): LoopAttempt {
  return {
    runId,
    runAttempt: 1,
    sha: "abc1234",
    outcome: "failed",
    fingerprints: ["0123456789abcdef"],
    failing: 1,
    categories: ["assertion"],
    files: 1,
    complexity: 1.5,
    ...over,
  };
}

function verdict(
  test: string,
  v: TestVerdict["verdict"] = "passed",
  over: Partial<TestVerdict> = {},
): TestVerdict {
  return {
    test,
    suite: "suite",
    file: "src/a.test.ts",
    verdict: v,
    passes: v === "failed" ? 0 : 1,
    runs: 1,
    ...over,
  };
}

const AT = "2024-05-01T12:00:00.000Z";

function report(command: string): Report {
  return {
    schemaVersion: 1,
    tool: { name: "flakeharden", version: "0.1.0" },
    outcome: "flaky",
    primary: null,
    command,
    buckets: [],
    flaky: [{ test: "A", suite: null, file: "a.test.ts", retries: 1, messages: ["expected “1” got 2"] }],
    tests: { total: 2, passed: 1, failed: 0, skipped: 0, flaky: 1 },
    input: { logLines: 10, logBytes: 100, junitFiles: 1, junitCases: 2 },
    warnings: [],
    attempts: [],
    verdicts: [verdict("A", "flaky", { passes: 1, runs: 2 }), verdict("B")],
    scores: null,
    context: null,
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * `promise`, named for what it waits on. A lock that serializes what it should not never settles: that shows as
 * the test's timeout (a net for hangs), with no deadline of ours that a busy machine could miss.
 */
function within<T>(promise: Promise<T>, _what: string): Promise<T> {
  return promise;
}

/** A barrier for `parties` callers: each waits until all have arrived. */
function barrier(parties: number): () => Promise<void> {
  let arrived = 0;
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => {
    if (++arrived === parties) open();
    return opened;
  };
}

/** Runs `calls` concurrently in withPr and returns the largest number of them inside at once. */
async function maxInside(calls: [Store, { repository: string; pr: number }][]): Promise<number> {
  let inside = 0;
  let max = 0;
  await Promise.all(
    calls.map(([store, key]) =>
      store.withPr(key, async (pr) => {
        inside++;
        max = Math.max(max, inside);
        await sleep(40);
        await pr.state();
        await sleep(40);
        inside--;
      }),
    ),
  );
  return max;
}

const backends = [sqliteBackend(), postgresBackend()];

for (const backend of backends) {
  describe.skipIf(backend.skip)(`store on ${backend.name}`, () => {
    let store: Store;

    beforeAll(async () => {
      await backend.setup();
      store = await openStore(backend.options());
    });

    afterAll(async () => {
      await store?.close();
      await backend.teardown();
    });

    it("is of its kind", () => {
      expect(store.kind).toBe(backend.name);
    });

    it("opens twice: the migrations are idempotent, and the second store sees the first's data", async () => {
      const key = { repository: repo(), pr: 1 };
      await store.withPr(key, (pr) => pr.saveState({ ...INITIAL_PR_STATE, commentId: 7 }));
      const second = await openStore(backend.options());
      try {
        expect(await second.withPr(key, (pr) => pr.state())).toEqual({ ...INITIAL_PR_STATE, commentId: 7 });
      } finally {
        await second.close();
      }
      const third = await openStore(backend.options());
      await third.close();
    });

    it("gives a new PR the initial state, as a copy", async () => {
      const state = await store.withPr({ repository: repo(), pr: 1 }, (pr) => pr.state());
      expect(state).toEqual(INITIAL_PR_STATE);
      state.guidance.push({ by: "x", text: "y", at: AT });
      expect(INITIAL_PR_STATE.guidance).toEqual([]);
    });

    it("round-trips the state, and overwrites it", async () => {
      const key = { repository: repo(), pr: 42 };
      const halted: PrState = {
        status: "halted",
        windowStart: 3,
        halt: {
          reason: "repetition",
          summary: "The same 2 failures came back in 3 consecutive attempts.",
          evidence: { attempts: [2, 3, 4], repeated: ["0123456789abcdef"], complexity: [1.5, 2.25] },
          suggestions: ["Read the assertion's expected value “é” <b>"],
        },
        guidance: [{ by: "octocat", text: "try the other approach; 'quotes' \"too\"", at: AT }],
        commentId: 2_500_000_000_123,
        mentioned: "12345678901/2",
      };
      await store.withPr(key, (pr) => pr.saveState(halted));
      expect(await store.withPr(key, (pr) => pr.state())).toEqual(halted);
      await store.withPr(key, (pr) => pr.saveState({ ...INITIAL_PR_STATE, windowStart: 5 }));
      expect(await store.withPr(key, (pr) => pr.state())).toEqual({ ...INITIAL_PR_STATE, windowStart: 5 });
      // Another PR of the repository is untouched.
      expect(await store.withPr({ ...key, pr: 43 }, (pr) => pr.state())).toEqual(INITIAL_PR_STATE);
    });

    it("refuses an invalid state and writes nothing", async () => {
      const key = { repository: repo(), pr: 1 };
      const bad = { ...INITIAL_PR_STATE, windowStart: -1 };
      await expect(store.withPr(key, (pr) => pr.saveState(bad))).rejects.toThrow(StoreError);
      expect(await store.withPr(key, (pr) => pr.state())).toEqual(INITIAL_PR_STATE);
    });

    it("returns the attempts in the order recorded", async () => {
      const key = { repository: repo(), pr: 7 };
      const recorded = [
        attempt(30),
        attempt(10, {
          outcome: "passed",
          fingerprints: [],
          failing: 0,
          categories: [],
          files: 0,
          complexity: 0,
        }),
        attempt(12_345_678_901, {
          runAttempt: 3,
          sha: "f".repeat(40),
          complexity: 2.75,
          categories: ["types", "runtime"],
        }),
        attempt(20, { outcome: "incomplete" }),
      ];
      for (const a of recorded) {
        expect(await store.withPr(key, (pr) => pr.addAttempt(a, [], AT))).toBe(true);
      }
      expect(await store.withPr(key, (pr) => pr.attempts())).toEqual(recorded);
      expect(await store.withPr({ ...key, pr: 8 }, (pr) => pr.attempts())).toEqual([]);
    });

    it("takes a comment's commands once", async () => {
      const repository = repo();
      expect(await store.takeComment(repository, 9_000_000_001, AT)).toBe(true);
      expect(await store.takeComment(repository, 9_000_000_001, AT)).toBe(false);
      expect(await store.takeComment(repo(), 9_000_000_001, AT)).toBe(true);
    });

    it("records a redelivered attempt once per PR: false, and nothing changed (tests included)", async () => {
      const repository = repo();
      const key = { repository, pr: 1 };
      const first = attempt(500, { sha: "aaaaaaa" });
      expect(await store.withPr(key, (pr) => pr.addAttempt(first, [verdict("A", "passed")], AT))).toBe(true);
      expect(await store.hasAttempt(repository, 500, 1)).toBe(true);
      expect(await store.hasAttempt(repository, 500, 2)).toBe(false);
      expect(await store.hasAttempt(repo(), 500, 1)).toBe(false);

      const again = attempt(500, { sha: "bbbbbbb", outcome: "passed" });
      const tests = [verdict("A", "failed"), verdict("B", "passed")];
      expect(await store.withPr(key, (pr) => pr.addAttempt(again, tests, AT))).toBe(false);
      expect(await store.withPr(key, (pr) => pr.attempts())).toEqual([first]);
      expect(await store.testHistory(repository, "A")).toEqual([
        { runId: 500, runAttempt: 1, verdict: "passed", passes: 1, runs: 1 },
      ]);
      expect(await store.testHistory(repository, "B")).toEqual([]);

      // The same run of another PR (stacked PRs) is that PR's attempt; its tests are stored once.
      expect(await store.hasAttempt(repository, 500, 1, 2)).toBe(false);
      expect(
        await store.withPr({ repository, pr: 2 }, (pr) => pr.addAttempt(first, [verdict("A", "passed")], AT)),
      ).toBe(true);
      expect(await store.hasAttempt(repository, 500, 1, 2)).toBe(true);
      expect(await store.withPr({ repository, pr: 2 }, (pr) => pr.attempts())).toEqual([first]);
      expect(await store.testHistory(repository, "A")).toHaveLength(1);

      // A re-run is another attempt.
      expect(await store.withPr(key, (pr) => pr.addAttempt(attempt(500, { runAttempt: 2 }), tests, AT))).toBe(
        true,
      );
      expect((await store.withPr(key, (pr) => pr.attempts())).map((a) => a.runAttempt)).toEqual([1, 2]);
    });

    it("keeps the report of the PR's latest attempt only", async () => {
      const repository = repo();
      const key = { repository, pr: 1 };
      const latest = () => store.withPr(key, (pr) => pr.latestReport());
      expect(await latest()).toBeNull();
      const one = report("npm test");
      await store.withPr(key, (pr) => pr.addAttempt(attempt(1), one.verdicts, AT, { report: one }));
      expect(await latest()).toEqual(one);
      // A redelivery changes nothing, its report included.
      expect(
        await store.withPr(key, (pr) => pr.addAttempt(attempt(1), [], AT, { report: report("other") })),
      ).toBe(false);
      expect(await latest()).toEqual(one);
      const two = report("npm run test:ci");
      await store.withPr(key, (pr) => pr.addAttempt(attempt(2), two.verdicts, AT, { report: two }));
      expect(await latest()).toEqual(two);
      await store.withPr(key, (pr) => pr.addAttempt(attempt(3), [], AT));
      expect(await latest()).toBeNull();
      expect(await store.withPr({ repository, pr: 2 }, (pr) => pr.latestReport())).toBeNull();
      const [kept] = await backend.raw(
        `select count(*) as n from fh_attempts where repository = '${repository}' and report is not null`,
      );
      expect(Number((kept as { n: unknown }).n)).toBe(0);
    });

    it("never overlaps two calls for the same PR", async () => {
      const key = { repository: repo(), pr: 1 };
      expect(
        await maxInside([
          [store, key],
          [store, key],
          [store, key],
        ]),
      ).toBe(1);
    });

    it("keeps the order of same-PR callers and gives each its own result", async () => {
      const key = { repository: repo(), pr: 1 };
      const order: number[] = [];
      const results = await Promise.all(
        [0, 1, 2, 3].map((i) =>
          store.withPr(key, async (pr) => {
            order.push(i);
            await sleep(5);
            const n = (await pr.attempts()).length;
            await pr.addAttempt(attempt(1000 + i), [], AT);
            return n;
          }),
        ),
      );
      expect(order).toEqual([0, 1, 2, 3]);
      expect(results).toEqual([0, 1, 2, 3]);
    });

    it("lets calls for different PRs overlap", async () => {
      const repository = repo();
      const meet = barrier(3);
      await within(
        Promise.all(
          [1, 2, 3].map((pr) =>
            store.withPr({ repository, pr }, async (session) => {
              await session.state();
              await meet();
              await session.saveState({ ...INITIAL_PR_STATE, windowStart: pr });
            }),
          ),
        ),
        "three PRs that wait for each other inside withPr",
      );
    });

    it("releases the lock when fn throws, and passes the error on", async () => {
      const key = { repository: repo(), pr: 1 };
      const boom = new Error("boom");
      await expect(
        store.withPr(key, async (pr) => {
          await pr.state();
          throw boom;
        }),
      ).rejects.toBe(boom);
      expect(
        await within(
          store.withPr(key, () => Promise.resolve("again")),
          "withPr after a throw",
        ),
      ).toBe("again");
    });

    it("refuses a session used after its withPr returned", async () => {
      let leaked: PrSession | undefined;
      await store.withPr({ repository: repo(), pr: 1 }, (pr) => {
        leaked = pr;
        return Promise.resolve();
      });
      await expect(leaked?.state()).rejects.toThrow(/after its withPr call returned/);
    });

    it("refuses a bad PR key", async () => {
      await expect(store.withPr({ repository: "no-slash", pr: 1 }, () => Promise.resolve())).rejects.toThrow(
        StoreError,
      );
      await expect(store.withPr({ repository: "12", pr: 0 }, () => Promise.resolve())).rejects.toThrow(
        StoreError,
      );
      // Rows are keyed by the repository's id: a name (which a later repository may take) is refused.
      await expect(store.withPr({ repository: "o/r", pr: 1 }, () => Promise.resolve())).rejects.toThrow(
        /expected a repository id/,
      );
    });

    it("gives a test's history across runs, newest first, bounded, per repository", async () => {
      const repository = repo();
      const long = "漢".repeat(1_000); // 3,000 bytes: more than a PostgreSQL btree index entry holds
      const runs: [number, number, TestVerdict["verdict"]][] = [
        [100, 1, "passed"],
        [102, 1, "failed"],
        [101, 1, "flaky"],
        [102, 2, "passed"],
      ];
      for (const [runId, runAttempt, v] of runs) {
        const pr = runId === 101 ? 2 : 1;
        const tests = [
          verdict("A", v, v === "flaky" ? { passes: 1, runs: 3 } : {}),
          verdict(long, v),
          verdict("other"),
        ];
        await store.withPr({ repository, pr }, (s) =>
          s.addAttempt(attempt(runId, { runAttempt }), tests, AT),
        );
      }
      await store.withPr({ repository: repo(), pr: 1 }, (s) =>
        s.addAttempt(attempt(103), [verdict("A")], AT),
      );

      const history = await store.testHistory(repository, "A");
      expect(history).toEqual([
        { runId: 102, runAttempt: 2, verdict: "passed", passes: 1, runs: 1 },
        { runId: 102, runAttempt: 1, verdict: "failed", passes: 0, runs: 1 },
        { runId: 101, runAttempt: 1, verdict: "flaky", passes: 1, runs: 3 },
        { runId: 100, runAttempt: 1, verdict: "passed", passes: 1, runs: 1 },
      ]);
      expect(await store.testHistory(repository, "A", 2)).toEqual(history.slice(0, 2));
      expect((await store.testHistory(repository, long)).map((h) => h.verdict)).toEqual([
        "passed",
        "failed",
        "flaky",
        "passed",
      ]);
      expect(await store.testHistory(repository, "a")).toEqual([]);
      await expect(store.testHistory(repository, "A", 0)).rejects.toThrow(StoreError);
    });

    it(`stores at most ${MAX_TESTS_PER_RUN} tests of a run, and records how many it dropped`, async () => {
      const repository = repo();
      const tests = Array.from({ length: MAX_TESTS_PER_RUN + 2 }, (_, i) => verdict(`t${i}`));
      expect(await store.withPr({ repository, pr: 1 }, (s) => s.addAttempt(attempt(9), tests, AT))).toBe(
        true,
      );
      expect(await store.testHistory(repository, `t${MAX_TESTS_PER_RUN - 1}`)).toHaveLength(1);
      expect(await store.testHistory(repository, `t${MAX_TESTS_PER_RUN}`)).toEqual([]);
      const rows = await backend.raw(
        `select tests_stored, tests_dropped from fh_attempts where repository = '${repository}' and run_id = 9`,
      );
      expect(rows).toEqual([{ tests_stored: MAX_TESTS_PER_RUN, tests_dropped: 2 }]);
      const [count] = await backend.raw(
        `select count(*) as n from fh_test_results where repository = '${repository}'`,
      );
      expect(Number((count as { n: unknown }).n)).toBe(MAX_TESTS_PER_RUN);
    });

    it("refuses a row it cannot read back, with a clear error", async () => {
      const repository = repo();
      await store.withPr({ repository, pr: 1 }, (s) => s.saveState(INITIAL_PR_STATE));
      await backend.raw(`update fh_pull_requests set guidance = '{oops' where repository = '${repository}'`);
      await expect(store.withPr({ repository, pr: 1 }, (s) => s.state())).rejects.toThrow(
        /state of .*#1: a row read back from the database is invalid/,
      );
      await backend.raw(
        `update fh_pull_requests set guidance = '[]', status = 'gone' where repository = '${repository}'`,
      );
      await expect(store.withPr({ repository, pr: 1 }, (s) => s.state())).rejects.toThrow(StoreError);
    });

    if (backend.name === "sqlite") {
      it("keeps the file's data across close and reopen", async () => {
        const options = await backend.fresh();
        const key = { repository: repo(), pr: 3 };
        const state: PrState = { ...INITIAL_PR_STATE, commentId: 99, mentioned: "1/1" };
        const first = await openStore(options);
        await first.withPr(key, async (pr) => {
          await pr.saveState(state);
          await pr.addAttempt(attempt(1), [verdict("A")], AT);
        });
        await first.close();
        await first.close(); // idempotent
        await expect(first.hasAttempt(key.repository, 1, 1)).rejects.toThrow(/closed/);

        const reopened = await openStore(options);
        try {
          expect(await reopened.withPr(key, (pr) => pr.state())).toEqual(state);
          expect(await reopened.withPr(key, (pr) => pr.attempts())).toEqual([attempt(1)]);
          expect(await reopened.hasAttempt(key.repository, 1, 1)).toBe(true);
          expect(await reopened.testHistory(key.repository, "A")).toHaveLength(1);
        } finally {
          await reopened.close();
        }
      });
    }

    if (backend.name === "postgres") {
      describe("two replicas on the same database", () => {
        let replica: Store;
        beforeAll(async () => {
          replica = await openStore(backend.options());
        });
        afterAll(async () => {
          await replica?.close();
        });

        it("never overlap two calls for the same PR", async () => {
          const key = { repository: repo(), pr: 1 };
          expect(
            await maxInside([
              [store, key],
              [replica, key],
              [store, key],
              [replica, key],
            ]),
          ).toBe(1);
        });

        it("let calls for different PRs overlap", async () => {
          const repository = repo();
          const meet = barrier(2);
          await within(
            Promise.all([
              store.withPr({ repository, pr: 1 }, () => meet()),
              replica.withPr({ repository, pr: 2 }, () => meet()),
            ]),
            "two PRs on two replicas that wait for each other inside withPr",
          );
        });

        it("record a redelivered attempt once, whichever replica gets it", async () => {
          const repository = repo();
          const results = await Promise.all(
            [store, replica, store, replica].map((s) =>
              s.withPr({ repository, pr: 1 }, (pr) => pr.addAttempt(attempt(77), [verdict("A")], AT)),
            ),
          );
          expect(results.filter(Boolean)).toHaveLength(1);
          expect(await replica.testHistory(repository, "A")).toHaveLength(1);
        });

        it("release the lock when fn throws: the other replica gets it", async () => {
          const key = { repository: repo(), pr: 1 };
          await expect(store.withPr(key, () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
          expect(
            await within(
              replica.withPr(key, () => Promise.resolve(1)),
              "the other replica",
            ),
          ).toBe(1);
        });
      });

      it("migrates a fresh database opened by two replicas at once", async () => {
        const options = await backend.fresh();
        const [a, b] = await Promise.all([openStore(options), openStore(options)]);
        try {
          const key = { repository: repo(), pr: 1 };
          await a.withPr(key, (pr) => pr.addAttempt(attempt(1), [], AT));
          expect(await b.hasAttempt(key.repository, 1, 1)).toBe(true);
        } finally {
          await Promise.all([a.close(), b.close()]);
        }
      });
    }
  });
}

describe("opening the store", () => {
  it("names DATABASE_URL and the problem when PostgreSQL is unreachable, without the password", async () => {
    const error = await openStore({ databaseUrl: "postgres://postgres:s3cret@127.0.0.1:1/test" }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StoreError);
    expect(String(error)).toMatch(
      /cannot connect to PostgreSQL at DATABASE_URL .*127\.0\.0\.1:1.*ECONNREFUSED/,
    );
    expect(String(error)).not.toContain("s3cret");
  });

  it.each(["not a url", "mysql://root@localhost/db", "/var/lib/db.sqlite"])(
    "names DATABASE_URL when it is no PostgreSQL URL: %s",
    async (url) => {
      await expect(openStore({ databaseUrl: url })).rejects.toThrow(
        /DATABASE_URL .*(not a URL|must be a postgres)/,
      );
    },
  );

  it("names FLAKEHARDEN_DB when the SQLite file cannot be opened", async () => {
    const path = join(tmpdir(), `fh-missing-${RUN}`, "nested", "store.sqlite");
    await expect(openStore({ sqlitePath: path })).rejects.toThrow(/FLAKEHARDEN_DB .*store\.sqlite/);
  });

  it("names FLAKEHARDEN_DB when the file is no SQLite database", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fh-store-"));
    try {
      const path = join(dir, "text.sqlite");
      const { writeFileSync } = await import("node:fs");
      writeFileSync(
        path,
        "this is not a database, not at all, it is only text that goes on and on and on\n".repeat(20),
      );
      await expect(openStore({ sqlitePath: path })).rejects.toThrow(/FLAKEHARDEN_DB .*not a database/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("uses SQLite when DATABASE_URL is empty", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fh-store-"));
    try {
      const store = await openStore({ databaseUrl: " ", sqlitePath: join(dir, "s.sqlite") });
      expect(store.kind).toBe("sqlite");
      await store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
