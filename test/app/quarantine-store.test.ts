// What the store remembers of quarantines (app/store/quarantine.ts), on SQLite and PostgreSQL (a fresh schema;
// FLAKEHARDEN_SKIP_PG=1 skips it): the day each entry first appeared on the default branch, and approvals.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SKIP_PG, freshSchema } from "../support/pg.js";
import { openStore, type Store } from "../../app/store/index.js";

const REPO = "300029405";
const OTHER = "300029406";

const backends = [
  {
    name: "sqlite",
    skip: false,
    async open(): Promise<{ store: Store; done: () => Promise<void> }> {
      const dir = mkdtempSync(join(tmpdir(), "fh-quarantine-store-"));
      const store = await openStore({ sqlitePath: join(dir, "q.sqlite") });
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

for (const backend of backends) {
  describe.skipIf(backend.skip)(`quarantine memory on ${backend.name}`, () => {
    let store: Store;
    let done: () => Promise<void>;
    beforeEach(async () => {
      ({ store, done } = await backend.open());
    });
    afterEach(async () => {
      await done();
    });

    it("keeps the day an entry first appeared; forgets one no longer listed, so a re-added one starts afresh", async () => {
      const q = store.quarantine;
      expect(await q.firstSeen(REPO, ["a", "b"], "2026-09-01")).toEqual(
        new Map([
          ["a", "2026-09-01"],
          ["b", "2026-09-01"],
        ]),
      );
      // Read again later, `expires` moved or not: the first day stays.
      expect((await q.firstSeen(REPO, ["a", "b"], "2026-11-21")).get("a")).toBe("2026-09-01");
      // `b` removed from the default branch, then listed again: a new first day.
      expect(await q.firstSeen(REPO, ["a"], "2026-11-22")).toEqual(new Map([["a", "2026-09-01"]]));
      expect((await q.firstSeen(REPO, ["a", "b"], "2026-11-23")).get("b")).toBe("2026-11-23");
      // Another repository's entries are its own.
      expect((await q.firstSeen(OTHER, ["a"], "2026-11-23")).get("a")).toBe("2026-11-23");
      await expect(q.firstSeen("octo-org/octo-repo", ["a"], "2026-11-23")).rejects.toThrow(
        /not a repository id/,
      );
    });

    it("records approvals per PR, test and expiry, once", async () => {
      const q = store.quarantine;
      await q.approve(
        REPO,
        7,
        [{ test: "a", expires: "2026-12-01", by: "mona" }],
        "2026-11-21T12:00:00.000Z",
      );
      await q.approve(
        REPO,
        7,
        [{ test: "a", expires: "2026-12-01", by: "other" }],
        "2026-11-21T13:00:00.000Z",
      );
      expect(await q.approvals(REPO, 7)).toEqual([{ test: "a", expires: "2026-12-01", by: "mona" }]);
      expect(await q.approvals(REPO, 8)).toEqual([]);
    });
  });
}
