// Each PR's latest head as the app saw it pushed, for the no-run sweep (app/sweep.ts): when it was pushed, when it is
// due (`guard.no-run-minutes` after the push), whether a workflow run of it was seen, and whether the sweep already
// said there is none. One row per PR, replaced by its next push. Times are epoch milliseconds (bigint). Keyed by
// repository id; `owner`/`name` are how GitHub named the repository at the push (the sweep's API calls need them).
import type { ColumnType, Kysely } from "kysely";
import { z } from "zod";
import { TABLES } from "./migrations.js";
import { RepositoryKey, StoreError, dbInt, parseRows } from "./rows.js";

type Col<T> = ColumnType<unknown, T, T>;

export type HeadTables = {
  [TABLES.prHeads]: {
    repository: Col<string>;
    pr: Col<number>;
    sha: Col<string>;
    owner: Col<string>;
    name: Col<string>;
    installation_id: Col<number | null>;
    by_agent: Col<number>;
    pushed_at: Col<number>;
    due_at: Col<number | null>;
    run_seen: Col<number>;
    swept_at: Col<number | null>;
  };
};

const Sha = z.string().regex(/^[0-9a-f]{7,64}$/);

/** A PR head as pushed. */
export interface PrHead {
  /** The repository's id (decimal). */
  repository: string;
  pr: number;
  sha: string;
  owner: string;
  name: string;
  installationId: number | null;
  /** The push was the agent's (core/agent `isAgentPush`): only those are swept. */
  byAgent: boolean;
  /** Epoch ms. */
  pushedAt: number;
  /** When no run by then is "no CI result" (epoch ms); null: never (`guard.no-run-minutes` 0). */
  dueAt: number | null;
}

export interface HeadRow extends PrHead {
  runSeen: boolean;
  sweptAt: number | null;
}

const Row = z
  .object({
    repository: RepositoryKey,
    pr: dbInt,
    sha: Sha,
    owner: z.string().min(1).max(100),
    name: z.string().min(1).max(100),
    installation_id: z.null().or(dbInt),
    by_agent: dbInt,
    pushed_at: dbInt,
    due_at: z.null().or(dbInt),
    run_seen: dbInt,
    swept_at: z.null().or(dbInt),
  })
  .transform((r): HeadRow => ({
    repository: r.repository,
    pr: r.pr,
    sha: r.sha,
    owner: r.owner,
    name: r.name,
    installationId: r.installation_id,
    byAgent: r.by_agent === 1,
    pushedAt: r.pushed_at,
    dueAt: r.due_at,
    runSeen: r.run_seen === 1,
    sweptAt: r.swept_at,
  }));

const Head = z.object({
  repository: RepositoryKey,
  pr: z.number().int().positive().max(2_147_483_647),
  sha: Sha,
  owner: z.string().min(1).max(100),
  name: z.string().min(1).max(100),
  installationId: z.number().int().positive().nullable(),
  byAgent: z.boolean(),
  pushedAt: z.number().int().nonnegative(),
  dueAt: z.number().int().nonnegative().nullable(),
});

const COLUMNS = [
  "repository",
  "pr",
  "sha",
  "owner",
  "name",
  "installation_id",
  "by_agent",
  "pushed_at",
  "due_at",
  "run_seen",
  "swept_at",
] as const;

/** Heads handed to one sweep at most (the next sweep takes the rest). */
export const MAX_DUE = 100;

export class HeadStore {
  readonly #db: Kysely<HeadTables>;

  constructor(db: Kysely<HeadTables>) {
    this.#db = db;
  }

  /**
   * The PR's head is `h.sha`, pushed at `h.pushedAt`. The same head again (a redelivery, `reopened`) changes nothing;
   * a new one replaces the row: no run seen, not swept.
   */
  async pushed(h: PrHead): Promise<void> {
    const v = Head.safeParse(h);
    if (!v.success) throw new StoreError(`the PR head is invalid:\n${z.prettifyError(v.error)}`);
    const x = v.data;
    const values = {
      sha: x.sha,
      owner: x.owner,
      name: x.name,
      installation_id: x.installationId,
      by_agent: x.byAgent ? 1 : 0,
      pushed_at: x.pushedAt,
      due_at: x.dueAt,
      run_seen: 0,
      swept_at: null,
    };
    await this.#db
      .insertInto(TABLES.prHeads)
      .values({ repository: x.repository, pr: x.pr, ...values })
      .onConflict((oc) =>
        oc.columns(["repository", "pr"]).doUpdateSet(values).where(`${TABLES.prHeads}.sha`, "!=", x.sha),
      )
      .execute();
  }

  /** A workflow run of `sha` was seen in the repository (requested, in progress or completed): no sweep for it. */
  async runSeen(repository: string, sha: string): Promise<void> {
    await this.#db
      .updateTable(TABLES.prHeads)
      .set({ run_seen: 1 })
      .where("repository", "=", RepositoryKey.parse(repository))
      .where("sha", "=", Sha.parse(sha))
      .where("run_seen", "=", 0)
      .execute();
  }

  /** The agents' heads due by `now` with no run seen and not swept, the longest waiting first (at most MAX_DUE). */
  async due(now: number): Promise<HeadRow[]> {
    const rows = await this.#db
      .selectFrom(TABLES.prHeads)
      .select(COLUMNS)
      .where("by_agent", "=", 1)
      .where("run_seen", "=", 0)
      .where("swept_at", "is", null)
      .where("due_at", "<=", now)
      .orderBy("due_at", "asc")
      .orderBy("repository", "asc")
      .orderBy("pr", "asc")
      .limit(MAX_DUE)
      .execute();
    return parseRows(Row, rows, "PR heads due");
  }

  /** The PR's head row as stored now (the sweep reads it again under the PR's lock). */
  async get(repository: string, pr: number): Promise<HeadRow | null> {
    const rows = await this.#db
      .selectFrom(TABLES.prHeads)
      .select(COLUMNS)
      .where("repository", "=", RepositoryKey.parse(repository))
      .where("pr", "=", pr)
      .execute();
    return parseRows(Row, rows, `the head of ${repository}#${pr}`)[0] ?? null;
  }

  /** The sweep is done with this head (said, or nothing to say): it is not taken again. */
  async swept(repository: string, pr: number, sha: string, at: number): Promise<void> {
    await this.#db
      .updateTable(TABLES.prHeads)
      .set({ swept_at: at })
      .where("repository", "=", RepositoryKey.parse(repository))
      .where("pr", "=", pr)
      .where("sha", "=", Sha.parse(sha))
      .execute();
  }

  /** The head is due at another time (the config's `guard.no-run-minutes` changed); null: never. */
  async reschedule(repository: string, pr: number, sha: string, dueAt: number | null): Promise<void> {
    await this.#db
      .updateTable(TABLES.prHeads)
      .set({ due_at: dueAt })
      .where("repository", "=", RepositoryKey.parse(repository))
      .where("pr", "=", pr)
      .where("sha", "=", Sha.parse(sha))
      .execute();
  }

  /** Forgets heads pushed before `before` (epoch ms): the sweep is long done with them. Returns how many. */
  async prune(before: number): Promise<number> {
    const done = await this.#db.deleteFrom(TABLES.prHeads).where("pushed_at", "<", before).executeTakeFirst();
    return Number(done.numDeletedRows);
  }
}
