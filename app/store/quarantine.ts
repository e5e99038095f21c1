// What the app remembers of quarantines (core/relate/quarantine-review.ts): when each entry of the default branch's
// `quarantine:` first appeared there (its 90 days count from that day), and the entries a PR introduced that someone
// with write access approved (for that test and that expiry). Keyed by repository id; tests by a hash of the name.
import type { ColumnType, Kysely } from "kysely";
import { z } from "zod";
import type { QuarantineApproval } from "../../src/core/relate/quarantine-review.js";
import { TABLES } from "./migrations.js";
import { RepositoryKey, StoreError, dbInt, parseRows } from "./rows.js";

type Col<T> = ColumnType<unknown, T, T>;

export type QuarantineTables = {
  [TABLES.quarantineSeen]: { repository: Col<string>; test_hash: Col<string>; first_seen: Col<string> };
  [TABLES.quarantineApprovals]: {
    repository: Col<string>;
    pr: Col<number>;
    test_hash: Col<string>;
    test: Col<string>;
    expires: Col<string>;
    approved_by: Col<string>;
    approved_at: Col<string>;
  };
};

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const SeenRow = z.object({ test_hash: z.string(), first_seen: Day });
const ApprovalRow = z.object({ test: z.string(), expires: Day, approved_by: z.string(), pr: dbInt });

/** Entries read per repository at most (the config schema bounds the list well under it). */
const MAX_ENTRIES = 1_000;

function key(repository: string): string {
  const k = RepositoryKey.safeParse(repository);
  if (!k.success)
    throw new StoreError(`repository ${JSON.stringify(repository.slice(0, 200))}: not a repository id`);
  return k.data;
}

export class QuarantineStore {
  readonly #db: Kysely<QuarantineTables>;
  readonly #hash: (test: string) => string;

  constructor(db: Kysely<QuarantineTables>, hash: (test: string) => string) {
    this.#db = db;
    this.#hash = hash;
  }

  /**
   * The default branch's entries as read today: each one's first day there (today for one not seen before). Entries
   * no longer listed are forgotten, so that one removed and added again later starts afresh (two changes to the
   * default branch, both by someone with write access).
   */
  async firstSeen(repository: string, tests: readonly string[], today: string): Promise<Map<string, string>> {
    const repo = key(repository);
    const day = Day.parse(today);
    const names = [...new Set(tests)].slice(0, MAX_ENTRIES);
    const hashes = new Map(names.map((t) => [this.#hash(t), t]));
    return this.#db.transaction().execute(async (trx) => {
      const rows = parseRows(
        SeenRow,
        await trx
          .selectFrom(TABLES.quarantineSeen)
          .select(["test_hash", "first_seen"])
          .where("repository", "=", repo)
          .limit(MAX_ENTRIES * 2)
          .execute(),
        `quarantine days of ${repo}`,
      );
      const out = new Map<string, string>();
      const gone: string[] = [];
      for (const r of rows) {
        const test = hashes.get(r.test_hash);
        if (test === undefined) gone.push(r.test_hash);
        else out.set(test, r.first_seen);
      }
      if (gone.length > 0)
        await trx
          .deleteFrom(TABLES.quarantineSeen)
          .where("repository", "=", repo)
          .where("test_hash", "in", gone)
          .execute();
      const added = [...hashes].filter(([, t]) => !out.has(t));
      if (added.length > 0)
        await trx
          .insertInto(TABLES.quarantineSeen)
          .values(added.map(([h]) => ({ repository: repo, test_hash: h, first_seen: day })))
          .onConflict((oc) => oc.columns(["repository", "test_hash"]).doNothing())
          .execute();
      for (const [, t] of added) out.set(t, day);
      return out;
    });
  }

  /** Records that `by` approved these quarantines on the PR (each for its test and expiry). */
  async approve(
    repository: string,
    pr: number,
    approvals: readonly QuarantineApproval[],
    at: string,
  ): Promise<void> {
    const repo = key(repository);
    if (approvals.length === 0) return;
    await this.#db
      .insertInto(TABLES.quarantineApprovals)
      .values(
        approvals.slice(0, MAX_ENTRIES).map((a) => ({
          repository: repo,
          pr,
          test_hash: this.#hash(a.test),
          test: a.test,
          expires: Day.parse(a.expires),
          approved_by: a.by.slice(0, 100),
          approved_at: at,
        })),
      )
      .onConflict((oc) => oc.columns(["repository", "pr", "test_hash", "expires"]).doNothing())
      .execute();
  }

  /** The PR's approved quarantines. */
  async approvals(repository: string, pr: number): Promise<QuarantineApproval[]> {
    const repo = key(repository);
    const rows = await this.#db
      .selectFrom(TABLES.quarantineApprovals)
      .select(["test", "expires", "approved_by", "pr"])
      .where("repository", "=", repo)
      .where("pr", "=", pr)
      .limit(MAX_ENTRIES)
      .execute();
    return parseRows(ApprovalRow, rows, `quarantine approvals of ${repo}#${pr}`).map((r) => ({
      test: r.test,
      expires: r.expires,
      by: r.approved_by,
    }));
  }
}
