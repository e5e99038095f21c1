// The inbox of webhook deliveries and the outbox of coalesced writes, in the app's store (SQLite or PostgreSQL).
//
// Why not pg-boss or graphile-worker: both are PostgreSQL only, and the store must also be a SQLite file (one
// process, nothing to install). The queue is two tables and four statements; on PostgreSQL a claim is
// `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)`, so replicas never take the same row, and a row whose
// worker died comes back when its lease ends. On SQLite (one process) rows left `running` by a crash are queued
// again when the store opens.
import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import { type ColumnType, type ExpressionBuilder, type Kysely, sql } from "kysely";
import { z } from "zod";
import { TABLES } from "./migrations.js";

type Col<T> = ColumnType<unknown, T, T>;

export interface QueueTables {
  [TABLES.deliveries]: {
    id: Col<string>;
    event: Col<string>;
    installation_id: Col<number | null>;
    payload: Col<string>;
    state: Col<string>;
    attempts: Col<number>;
    received_at: Col<number>;
    run_after: Col<number>;
    lease_until: Col<number | null>;
    worker: Col<string | null>;
    handled_at: Col<number | null>;
    last_error: Col<string | null>;
  };
  [TABLES.outbox]: {
    key: Col<string>;
    installation_id: Col<number>;
    request: Col<string>;
    version: Col<number>;
    enqueued_at: Col<number>;
    run_after: Col<number>;
    attempts: Col<number>;
    lease_until: Col<number | null>;
    last_error: Col<string | null>;
  };
  [TABLES.configFailures]: { repository: Col<string>; since: Col<string> };
  [TABLES.revokedSessions]: { sid: Col<string>; until: Col<number> };
  [TABLES.refusals]: {
    repository: Col<string>;
    pr: Col<number>;
    login: Col<string>;
    replied_at: Col<number>;
  };
}

const dbInt = z
  .union([z.number(), z.bigint(), z.string().regex(/^-?\d{1,20}$/)])
  .transform((v) => Number(v))
  .pipe(z.number().int());

export type DeliveryState = "queued" | "running" | "done" | "dead";

const DeliveryRow = z
  .object({
    id: z.string(),
    event: z.string(),
    installation_id: dbInt.nullable(),
    payload: z.string(),
    attempts: dbInt,
    received_at: dbInt,
  })
  .transform((r) => ({
    id: r.id,
    event: r.event,
    installationId: r.installation_id,
    payload: r.payload,
    attempts: r.attempts,
    receivedAt: r.received_at,
  }));
export type Delivery = z.output<typeof DeliveryRow>;

const OutboxRow = z
  .object({ key: z.string(), installation_id: dbInt, request: z.string(), version: dbInt, attempts: dbInt })
  .transform((r) => ({
    key: r.key,
    installationId: r.installation_id,
    request: r.request,
    version: r.version,
    attempts: r.attempts,
  }));
export type OutboxEntry = z.output<typeof OutboxRow>;

function parse<S extends z.ZodType>(schema: S, rows: readonly unknown[], what: string): z.output<S>[] {
  return rows.map((row) => {
    const parsed = schema.safeParse(row);
    if (!parsed.success)
      throw new Error(`${what}: a row read back is invalid:\n${z.prettifyError(parsed.error)}`);
    return parsed.data;
  });
}

/** Error text kept per delivery, bounded. */
const MAX_ERROR = 2_000;

export interface NewDelivery {
  id: string;
  event: string;
  installationId: number | null;
  payload: string;
}

export interface QueueStats {
  /** Deliveries queued or running. */
  depth: number;
  /** Age in ms of the oldest of them (0 when none). */
  oldestAgeMs: number;
  dead: number;
  outbox: number;
}

/** The queue statements over the store's connection; `kind` decides `FOR UPDATE SKIP LOCKED`. */
export class QueueStore {
  readonly #db: Kysely<QueueTables>;
  readonly #pg: boolean;
  /** Who holds a running row: host, pid and a random part (a restarted process is another worker). */
  readonly worker = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;

  constructor(db: Kysely<QueueTables>, kind: "sqlite" | "postgres") {
    this.#db = db;
    this.#pg = kind === "postgres";
  }

  /** SQLite only (one process): rows a crashed process left running are queued again. */
  async recoverAfterCrash(now: number): Promise<number> {
    if (this.#pg) return 0;
    const res = await this.#db
      .updateTable(TABLES.deliveries)
      .set({ state: "queued", lease_until: null, worker: null, run_after: now })
      .where("state", "=", "running")
      .executeTakeFirst();
    await this.#db.updateTable(TABLES.outbox).set({ lease_until: null }).executeTakeFirst();
    return Number(res.numUpdatedRows);
  }

  /**
   * Stores a delivery; "duplicate" when its id is already stored (GitHub's redelivery keeps the id). A duplicate of a
   * delivery that was given up on (`dead`) is queued again: someone asked for it.
   */
  async enqueue(d: NewDelivery, now: number): Promise<"new" | "duplicate" | "requeued"> {
    const inserted = await this.#db
      .insertInto(TABLES.deliveries)
      .values({
        id: d.id,
        event: d.event,
        installation_id: d.installationId,
        payload: d.payload,
        state: "queued",
        attempts: 0,
        received_at: now,
        run_after: now,
        lease_until: null,
        worker: null,
        handled_at: null,
        last_error: null,
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted !== undefined) return "new";
    const revived = await this.#db
      .updateTable(TABLES.deliveries)
      .set({ state: "queued", attempts: 0, run_after: now })
      .where("id", "=", d.id)
      .where("state", "=", "dead")
      .executeTakeFirst();
    return Number(revived.numUpdatedRows) > 0 ? "requeued" : "duplicate";
  }

  /**
   * Takes up to `limit` due deliveries (queued and due, or running with an expired lease), oldest first, none of the
   * installations in `exclude` (those already busy in this process: another installation's delivery goes first).
   */
  async claim(
    limit: number,
    now: number,
    leaseMs: number,
    exclude: readonly number[] = [],
  ): Promise<Delivery[]> {
    if (limit <= 0) return [];
    const db = this.#db;
    let due = db
      .selectFrom(TABLES.deliveries)
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("state", "=", "queued"), eb("run_after", "<=", now)]),
          eb.and([eb("state", "=", "running"), eb("lease_until", "<", now)]),
        ]),
      )
      .orderBy("received_at", "asc")
      .limit(limit);
    if (exclude.length > 0)
      due = due.where((eb) =>
        eb.or([eb("installation_id", "is", null), eb("installation_id", "not in", [...exclude])]),
      );
    const rows = await db
      .updateTable(TABLES.deliveries)
      .set({
        state: "running",
        attempts: sql`attempts + 1`,
        lease_until: now + leaseMs,
        worker: this.worker,
      })
      .where("id", "in", this.#pg ? due.forUpdate().skipLocked() : due)
      .returning(["id", "event", "installation_id", "payload", "attempts", "received_at"])
      .execute();
    return parse(DeliveryRow, rows, "fh_deliveries").sort((a, b) => a.receivedAt - b.receivedAt);
  }

  /** Extends this worker's leases on `ids` (a handler still running). */
  async renew(ids: readonly string[], now: number, leaseMs: number): Promise<void> {
    if (ids.length === 0) return;
    await this.#db
      .updateTable(TABLES.deliveries)
      .set({ lease_until: now + leaseMs })
      .where("id", "in", [...ids])
      .where("worker", "=", this.worker)
      .where("state", "=", "running")
      .execute();
  }

  async done(id: string, now: number): Promise<void> {
    await this.#db
      .updateTable(TABLES.deliveries)
      .set({ state: "done", handled_at: now, lease_until: null, last_error: null })
      .where("id", "=", id)
      .where("worker", "=", this.worker)
      .execute();
  }

  /** Queued again for `retryAt`, or `dead` when `retryAt` is null. */
  async failed(id: string, error: string, retryAt: number | null): Promise<void> {
    await this.#db
      .updateTable(TABLES.deliveries)
      .set({
        state: retryAt === null ? "dead" : "queued",
        run_after: retryAt ?? 0,
        lease_until: null,
        last_error: error.slice(0, MAX_ERROR),
      })
      .where("id", "=", id)
      .where("worker", "=", this.worker)
      .execute();
  }

  async state(id: string): Promise<DeliveryState | null> {
    const row = await this.#db
      .selectFrom(TABLES.deliveries)
      .select("state")
      .where("id", "=", id)
      .executeTakeFirst();
    return row === undefined ? null : z.enum(["queued", "running", "done", "dead"]).parse(row.state);
  }

  /** Which of `ids` are stored (for the reconcile: deliveries GitHub made that reached us). */
  async known(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.#db
      .selectFrom(TABLES.deliveries)
      .select("id")
      .where("id", "in", [...ids])
      .execute();
    return new Set(parse(z.object({ id: z.string() }), rows, "fh_deliveries").map((r) => r.id));
  }

  /** Handled deliveries older than `before` are forgotten (GitHub keeps its own for a few days only). */
  async prune(before: number): Promise<number> {
    const res = await this.#db
      .deleteFrom(TABLES.deliveries)
      .where("state", "=", "done")
      .where("handled_at", "<", before)
      .executeTakeFirst();
    // Ended sessions are remembered until they would have expired: after that the cookie is refused anyway.
    await this.#db.deleteFrom(TABLES.revokedSessions).where("until", "<", before).execute();
    return Number(res.numDeletedRows);
  }

  async stats(now: number): Promise<QueueStats> {
    const [pending] = await this.#db
      .selectFrom(TABLES.deliveries)
      .select((eb) => [eb.fn.countAll().as("n"), eb.fn.min("received_at").as("oldest")])
      .where("state", "in", ["queued", "running"])
      .execute();
    const [dead] = await this.#db
      .selectFrom(TABLES.deliveries)
      .select((eb) => eb.fn.countAll().as("n"))
      .where("state", "=", "dead")
      .execute();
    const [outbox] = await this.#db
      .selectFrom(TABLES.outbox)
      .select((eb) => eb.fn.countAll().as("n"))
      .execute();
    const n = (v: unknown): number => dbInt.parse(v ?? 0);
    const oldest = pending?.oldest ?? null;
    return {
      depth: n(pending?.n),
      oldestAgeMs: oldest === null ? 0 : Math.max(0, now - n(oldest)),
      dead: n(dead?.n),
      outbox: n(outbox?.n),
    };
  }

  // ---- the outbox ----------------------------------------------------------------------------------------------

  /**
   * Stores a write under `key`, replacing one not yet sent (it keeps its place in line). It is due `debounceMs`
   * after the latest replacement, but never later than `maxDelayMs` after the first: a PR's events close together
   * make one write.
   */
  async putWrite(
    write: { key: string; installationId: number; request: string },
    now: number,
    delay: { debounceMs: number; maxDelayMs: number } = { debounceMs: 0, maxDelayMs: 0 },
  ): Promise<void> {
    const { key, installationId, request } = write;
    const due = now + delay.debounceMs;
    const enqueued = sql.ref(`${TABLES.outbox}.enqueued_at`);
    await this.#db
      .insertInto(TABLES.outbox)
      .values({
        key,
        installation_id: installationId,
        request,
        version: 1,
        enqueued_at: now,
        run_after: due,
        attempts: 0,
        lease_until: null,
        last_error: null,
      })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          request,
          installation_id: installationId,
          version: sql`${sql.ref(`${TABLES.outbox}.version`)} + 1`,
          attempts: 0,
          run_after: sql`case when ${enqueued} + ${delay.maxDelayMs} < ${due} then ${enqueued} + ${delay.maxDelayMs} else ${due} end`,
        }),
      )
      .execute();
  }

  /**
   * Due writes: not leased, past `run_after`, and while their installation still has deliveries to handle (queued
   * and due, or running), held for up to `holdMs` after they were first stored, all but the mentions (`mention:`
   * keys: nothing replaces them): the deliveries being handled would most likely replace them, and the
   * installation's budget of writes is better spent once, on the latest state.
   */
  #due(now: number, holdMs: number) {
    const outbox = TABLES.outbox;
    return (eb: ExpressionBuilder<QueueTables, typeof TABLES.outbox>) => {
      const conditions = [
        eb("run_after", "<=", now),
        eb.or([eb("lease_until", "is", null), eb("lease_until", "<", now)]),
      ];
      if (holdMs > 0)
        conditions.push(
          eb.or([
            eb("key", "like", "mention:%"),
            eb("enqueued_at", "<=", now - holdMs),
            eb.not(
              eb.exists(
                eb
                  .selectFrom(TABLES.deliveries)
                  .select(sql.lit(1).as("one"))
                  .whereRef(`${TABLES.deliveries}.installation_id`, "=", `${outbox}.installation_id`)
                  .where((d) =>
                    d.or([
                      d(`${TABLES.deliveries}.state`, "=", "running"),
                      d.and([
                        d(`${TABLES.deliveries}.state`, "=", "queued"),
                        d(`${TABLES.deliveries}.run_after`, "<=", now),
                      ]),
                    ]),
                  ),
              ),
            ),
          ]),
        );
      return eb.and(conditions);
    };
  }

  /** The installations with writes due (see #due), but those in `exclude` (already sending in this process). */
  async dueInstallations(now: number, exclude: readonly number[] = [], holdMs = 0): Promise<number[]> {
    let q = this.#db
      .selectFrom(TABLES.outbox)
      .select("installation_id")
      .distinct()
      .where(this.#due(now, holdMs));
    if (exclude.length > 0) q = q.where("installation_id", "not in", [...exclude]);
    const rows = await q.execute();
    return parse(z.object({ installation_id: dbInt }), rows, "fh_outbox").map((r) => r.installation_id);
  }

  /**
   * Takes up to `limit` due writes (see #due), oldest first, leased for `leaseMs`: only `which.installation`'s when
   * given, none of the installations in `which.exclude`.
   */
  async claimWrites(
    limit: number,
    now: number,
    leaseMs: number,
    which: { installation?: number; exclude?: readonly number[]; holdMs?: number } = {},
  ): Promise<OutboxEntry[]> {
    let due = this.#db
      .selectFrom(TABLES.outbox)
      .select("key")
      .where(this.#due(now, which.holdMs ?? 0))
      .orderBy("enqueued_at", "asc")
      .limit(limit);
    if (which.installation !== undefined) due = due.where("installation_id", "=", which.installation);
    if (which.exclude !== undefined && which.exclude.length > 0)
      due = due.where("installation_id", "not in", [...which.exclude]);
    const rows = await this.#db
      .updateTable(TABLES.outbox)
      .set({ lease_until: now + leaseMs, attempts: sql`attempts + 1` })
      .where("key", "in", this.#pg ? due.forUpdate().skipLocked() : due)
      .returning(["key", "installation_id", "request", "version", "attempts"])
      .execute();
    return parse(OutboxRow, rows, "fh_outbox");
  }

  /** Sent: removed, unless a newer write replaced it meanwhile (then it is due again at once). */
  async writeSent(e: OutboxEntry, now: number): Promise<void> {
    const res = await this.#db
      .deleteFrom(TABLES.outbox)
      .where("key", "=", e.key)
      .where("version", "=", e.version)
      .executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) {
      await this.#db
        .updateTable(TABLES.outbox)
        .set({ lease_until: null, run_after: now })
        .where("key", "=", e.key)
        .execute();
    }
  }

  /** Failed: tried again at `retryAt`, or dropped (null) with the error returned to the caller's log. */
  async writeFailed(e: OutboxEntry, error: string, retryAt: number | null): Promise<void> {
    if (retryAt === null) {
      await this.#db
        .deleteFrom(TABLES.outbox)
        .where("key", "=", e.key)
        .where("version", "=", e.version)
        .execute();
      return;
    }
    await this.#db
      .updateTable(TABLES.outbox)
      .set({ lease_until: null, run_after: retryAt, last_error: error.slice(0, MAX_ERROR) })
      .where("key", "=", e.key)
      .execute();
  }

  // ---- `flakeharden/config` ------------------------------------------------------------------------------------

  /** Whether the repository's `flakeharden/config` status was last set to failure. */
  async configFailing(repository: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom(TABLES.configFailures)
      .select("repository")
      .where("repository", "=", repository)
      .executeTakeFirst();
    return row !== undefined;
  }

  async setConfigFailing(repository: string, failing: boolean, at: string): Promise<void> {
    if (failing) {
      await this.#db
        .insertInto(TABLES.configFailures)
        .values({ repository, since: at })
        .onConflict((oc) => oc.column("repository").doNothing())
        .execute();
    } else {
      await this.#db.deleteFrom(TABLES.configFailures).where("repository", "=", repository).execute();
    }
  }

  // ---- sessions ended by signing out ----------------------------------------------------------------------------

  /** Ends a page session on every replica: `sessionRevoked` says so until `until` (epoch ms), when it expires anyway. */
  async revokeSession(sid: string, until: number): Promise<void> {
    await this.#db
      .insertInto(TABLES.revokedSessions)
      .values({ sid, until })
      .onConflict((oc) => oc.column("sid").doNothing())
      .execute();
  }

  async sessionRevoked(sid: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom(TABLES.revokedSessions)
      .select("sid")
      .where("sid", "=", sid)
      .executeTakeFirst();
    return row !== undefined;
  }

  // ---- replies to refused commands ------------------------------------------------------------------------------

  /** When the app last replied to a refused command of `login` on the PR (epoch ms); null: never. */
  async lastRefusalReply(repository: string, pr: number, login: string): Promise<number | null> {
    const row = await this.#db
      .selectFrom(TABLES.refusals)
      .select("replied_at")
      .where("repository", "=", repository)
      .where("pr", "=", pr)
      .where("login", "=", login.toLowerCase())
      .executeTakeFirst();
    return row === undefined ? null : dbInt.parse(row.replied_at);
  }

  async recordRefusalReply(repository: string, pr: number, login: string, at: number): Promise<void> {
    await this.#db
      .insertInto(TABLES.refusals)
      .values({ repository, pr, login: login.toLowerCase(), replied_at: at })
      .onConflict((oc) => oc.columns(["repository", "pr", "login"]).doUpdateSet({ replied_at: at }))
      .execute();
  }

  async ping(): Promise<void> {
    await sql`select 1`.execute(this.#db);
  }
}
