// Each PR's latest head for the no-run sweep (app/store/heads.ts), on SQLite and PostgreSQL (a fresh schema;
// FLAKEHARDEN_SKIP_PG=1 skips it): a redelivered push changes nothing, a new head starts afresh, a run seen or a sweep
// done takes a head out, and only agents' heads are due.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SKIP_PG, freshSchema } from "../support/pg.js";
import { openStore, type Store } from "../../app/store/index.js";
import type { PrHead } from "../../app/store/heads.js";

const REPO = "300029405";
const T0 = Date.parse("2026-11-21T12:00:00Z");
const MIN = 60_000;

const backends = [
  {
    name: "sqlite",
    skip: false,
    async open(): Promise<{ store: Store; done: () => Promise<void> }> {
      const dir = mkdtempSync(join(tmpdir(), "fh-heads-store-"));
      const store = await openStore({ sqlitePath: join(dir, "h.sqlite") });
      return {
        store,
        done: async () => (await store.close(), rmSync(dir, { recursive: true, force: true })),
      };
    },
  },
  {
    name: "postgres",
    skip: SKIP_PG,
    async open(): Promise<{ store: Store; done: () => Promise<void> }> {
      const schema = await freshSchema();
      const store = await openStore({ databaseUrl: schema.url });
      return { store, done: async () => (await store.close(), await schema.drop()) };
    },
  },
];

const head = (pr: number, sha: string, over: Partial<PrHead> = {}): PrHead => ({
  repository: REPO,
  pr,
  sha,
  owner: "octo-org",
  name: "octo-repo",
  installationId: 42,
  byAgent: true,
  pushedAt: T0,
  dueAt: T0 + 30 * MIN,
  ...over,
});
const a = "a".repeat(40);
const b = "b".repeat(40);

for (const backend of backends) {
  describe.skipIf(backend.skip)(`PR heads on ${backend.name}`, () => {
    let store: Store;
    let done: () => Promise<void>;
    beforeEach(async () => {
      ({ store, done } = await backend.open());
    });
    afterEach(async () => {
      await done();
    });

    it("is due after its time; a redelivered push changes nothing; a new head starts afresh", async () => {
      const h = store.heads;
      await h.pushed(head(1, a));
      expect(await h.due(T0 + 29 * MIN)).toEqual([]);
      expect((await h.due(T0 + 30 * MIN)).map((x) => [x.pr, x.sha, x.runSeen, x.sweptAt])).toEqual([
        [1, a, false, null],
      ]);
      await h.swept(REPO, 1, a, T0 + 31 * MIN);
      // The same head pushed again (a redelivery, `reopened`): still swept, its time unchanged.
      await h.pushed(head(1, a, { pushedAt: T0 + 40 * MIN, dueAt: T0 + 70 * MIN }));
      expect(await h.get(REPO, 1)).toMatchObject({ sweptAt: T0 + 31 * MIN, pushedAt: T0 });
      // A new head: not swept, due again.
      await h.pushed(head(1, b, { pushedAt: T0 + 40 * MIN, dueAt: T0 + 70 * MIN }));
      expect(await h.get(REPO, 1)).toMatchObject({ sha: b, sweptAt: null, runSeen: false });
      expect((await h.due(T0 + 70 * MIN)).map((x) => x.sha)).toEqual([b]);
    });

    it("a run seen, a person's head, or no time at all: never due", async () => {
      const h = store.heads;
      await h.pushed(head(2, a));
      await h.pushed(head(3, b, { byAgent: false }));
      await h.pushed(head(4, "c".repeat(40), { dueAt: null }));
      await h.runSeen(REPO, a);
      expect(await h.due(T0 + 999 * MIN)).toEqual([]);
      await h.reschedule(REPO, 4, "c".repeat(40), T0 + 60 * MIN);
      expect((await h.due(T0 + 60 * MIN)).map((x) => x.pr)).toEqual([4]);
    });

    it("forgets heads pushed before a time", async () => {
      await store.heads.pushed(head(6, a));
      await store.heads.pushed(head(7, b, { pushedAt: T0 + 10 * MIN }));
      expect(await store.heads.prune(T0 + MIN)).toBe(1);
      expect(await store.heads.get(REPO, 6)).toBeNull();
      expect(await store.heads.get(REPO, 7)).not.toBeNull();
    });

    it("refuses a head that is not one (a name for the repository, a short SHA)", async () => {
      await expect(store.heads.pushed(head(5, a, { repository: "octo-org/octo-repo" }))).rejects.toThrow(
        /the PR head is invalid/,
      );
      await expect(store.heads.pushed(head(5, "abc"))).rejects.toThrow(/the PR head is invalid/);
    });
  });
}
