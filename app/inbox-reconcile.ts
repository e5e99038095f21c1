// The reconcile: GitHub never redelivers on its own, so at start-up and every `intervalMs` (10 minutes by default)
// the app lists its recent deliveries (`GET /app/hook/deliveries`, app JWT, cursor pages, newest first, back to
// `lookbackMs`) and asks GitHub to redeliver (`POST /app/hook/deliveries/{id}/attempts`) each one that no attempt
// delivered and that the store never received. A delivery the app refused (4xx: a bad signature) is not asked
// again: it would be refused again.
import type { Logger } from "pino";
import { type Octokit, status as statusOf } from "./github.js";
import type { Metrics } from "./metrics.js";
import type { QueueStore } from "./store/queue.js";

export interface ReconcileOptions {
  /** 0 turns the periodic pass off (the start-up pass still runs unless `atStart` is false). */
  intervalMs: number;
  atStart: boolean;
  /** How far back deliveries are looked at. */
  lookbackMs: number;
  /** Redeliveries asked per pass at most. */
  maxPerPass: number;
  /** Times one delivery is asked for at most (by this process). */
  maxAsksPerDelivery: number;
}

export const DEFAULT_RECONCILE: ReconcileOptions = {
  intervalMs: 10 * 60_000,
  atStart: true,
  lookbackMs: 24 * 3_600_000,
  maxPerPass: 100,
  maxAsksPerDelivery: 3,
};

/** A row of `GET /app/hook/deliveries`. */
interface HookDelivery {
  id: number;
  guid: string;
  delivered_at: string;
  status_code: number;
  event: string;
}

function isHookDelivery(x: unknown): x is HookDelivery {
  if (typeof x !== "object" || x === null) return false;
  const d = x as Record<string, unknown>;
  return (
    typeof d.id === "number" &&
    typeof d.guid === "string" &&
    typeof d.delivered_at === "string" &&
    typeof d.status_code === "number"
  );
}

export interface ReconcilerOptions {
  queue: QueueStore;
  /** The app's own Octokit (JWT). */
  app(): Promise<Octokit>;
  log: Logger;
  metrics: Metrics;
  options?: Partial<ReconcileOptions> | undefined;
  now?: () => number;
}

export class Reconciler {
  readonly #o: ReconcilerOptions;
  readonly #opts: ReconcileOptions;
  readonly #now: () => number;
  readonly #asked = new Map<string, number>();
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<unknown> | null = null;
  #stopped = false;

  constructor(o: ReconcilerOptions) {
    this.#o = o;
    this.#opts = { ...DEFAULT_RECONCILE, ...o.options };
    this.#now = o.now ?? Date.now;
  }

  start(): void {
    if (this.#opts.atStart) void this.#guarded();
    if (this.#opts.intervalMs > 0) {
      this.#timer = setInterval(() => void this.#guarded(), this.#opts.intervalMs);
      this.#timer.unref();
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer !== null) clearInterval(this.#timer);
    await this.#running?.catch(() => undefined);
  }

  async #guarded(): Promise<void> {
    if (this.#running !== null || this.#stopped) return;
    try {
      await this.runOnce();
    } catch (err) {
      this.#o.log.warn(
        { err },
        `reconcile failed (next pass in ${Math.round(this.#opts.intervalMs / 1000)} s)`,
      );
    }
  }

  /** One pass: returns the GUIDs asked for. */
  async runOnce(): Promise<{ redelivered: string[] }> {
    const pass = this.#pass();
    this.#running = pass;
    try {
      return await pass;
    } finally {
      this.#running = null;
    }
  }

  async #pass(): Promise<{ redelivered: string[] }> {
    const octokit = await this.#o.app();
    const since = this.#now() - this.#opts.lookbackMs;
    // Per GUID (a redelivery keeps it): whether any attempt was answered 2xx or 4xx, and its latest attempt's id.
    const byGuid = new Map<string, { answered: boolean; latest: HookDelivery }>();
    let pages = 0;
    let older = false;
    for await (const page of octokit.paginate.iterator("GET /app/hook/deliveries", { per_page: 100 })) {
      pages++;
      const rows: unknown[] = Array.isArray(page.data) ? page.data : [];
      for (const row of rows) {
        if (!isHookDelivery(row)) continue;
        if (Date.parse(row.delivered_at) < since) {
          older = true;
          continue;
        }
        const answered = row.status_code >= 200 && row.status_code < 500;
        const seen = byGuid.get(row.guid);
        if (seen === undefined) byGuid.set(row.guid, { answered, latest: row });
        else {
          seen.answered ||= answered;
          if (Date.parse(row.delivered_at) > Date.parse(seen.latest.delivered_at)) seen.latest = row;
        }
      }
      if (older || this.#stopped) break;
    }
    const missed = [...byGuid].filter(([, v]) => !v.answered).map(([guid]) => guid);
    const known = await this.#o.queue.known(missed);
    const redelivered: string[] = [];
    for (const guid of missed) {
      if (known.has(guid) || redelivered.length >= this.#opts.maxPerPass || this.#stopped) continue;
      const asked = this.#asked.get(guid) ?? 0;
      if (asked >= this.#opts.maxAsksPerDelivery) continue;
      const latest = byGuid.get(guid)?.latest;
      if (latest === undefined) continue;
      this.#asked.set(guid, asked + 1);
      try {
        await octokit.request("POST /app/hook/deliveries/{delivery_id}/attempts", { delivery_id: latest.id });
        redelivered.push(guid);
        this.#o.metrics.reconciled("redelivered");
      } catch (err) {
        this.#o.metrics.reconciled("redelivery-failed");
        this.#o.log.warn(`asking GitHub to redeliver ${guid} failed (${statusOf(err) ?? "no answer"})`);
      }
    }
    // Bounded memory: forget GUIDs older than the look-back.
    for (const guid of this.#asked.keys()) if (!byGuid.has(guid)) this.#asked.delete(guid);
    this.#o.log.info(
      { pages, seen: byGuid.size, missed: missed.length, redelivered: redelivered.length },
      "reconcile: deliveries checked",
    );
    return { redelivered };
  }
}
