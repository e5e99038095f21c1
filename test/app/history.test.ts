// The runs the app has seen and their tests over time, the same suite on SQLite and on PostgreSQL (a fresh schema,
// dropped afterwards; FLAKEHARDEN_SKIP_PG=1 skips it).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SKIP_PG, freshSchema } from "../support/pg.js";
import { openStore, type Store } from "../../app/store/index.js";
import type { RunRecord } from "../../app/store/history.js";
import type { TestVerdict } from "../../src/core/schema.js";

const REPO = "octo-org/octo-repo";
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
      await store.history.recordRun(run(8, { repository: "octo-org/other", recordedAt: day(17) }), [
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
  });
}
