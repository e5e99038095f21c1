// The workers: the inbox hands stored deliveries to the app's handlers (retrying with backoff), the outbox sends
// the effects those handlers stored there (app/effects.ts, `outboxWriter`), each checked with its schema and carried
// out by `perform`. Both take their rows from the store, so a crash loses nothing: a delivery is answered only once
// stored, and a row held by a dead worker comes back.
import { EventEmitter } from "node:events";
import type { Logger } from "pino";
import { StoredEffect, perform } from "./effects.js";
import { type Octokit, status as statusOf } from "./github.js";
import type { Metrics } from "./metrics.js";
import type { Delivery, NewDelivery, OutboxEntry, QueueStore } from "./store/queue.js";

export interface WorkerTuning {
  /** Deliveries handled at once by this process. */
  concurrency: number;
  /** How long a claimed row is this worker's (renewed while it runs); a dead worker's rows come back after it. */
  leaseMs: number;
  /** How often the store is asked for due rows when nothing woke the worker (other replicas' rows, retries). */
  pollMs: number;
  /** Backoff of failed handlings: base * 2^(n-1), capped, with jitter. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Deliveries of one installation handled at once (the others' deliveries never wait behind its burst). */
  perInstallation: number;
  /** Handlings of one delivery before it is given up on (`dead`, counted in the metrics, kept for a person). */
  maxAttempts: number;
  /** A coalesced write waits this long after its latest replacement… */
  debounceMs: number;
  /** …but no longer than this after the first. */
  maxDelayMs: number;
  /**
   * While the installation still has deliveries to handle, its replaceable writes (sticky comments, statuses,
   * labels) wait for them, at most this long after they were first stored: during a burst a PR's state changes
   * with every delivery, and GitHub's budget (80 writes a minute) is better spent on its latest state.
   */
  holdMs: number;
  /** On stop, how long running handlers are waited for. */
  stopWaitMs: number;
}

export const DEFAULT_TUNING: WorkerTuning = {
  concurrency: 8,
  perInstallation: 4,
  leaseMs: 120_000,
  pollMs: 1_000,
  retryBaseMs: 2_000,
  retryMaxMs: 300_000,
  maxAttempts: 8,
  debounceMs: 500,
  maxDelayMs: 10_000,
  holdMs: 60_000,
  stopWaitMs: 10_000,
};

export type Settled = "done" | "retry" | "dead";

/** Waits for a wake-up or `ms`, whichever comes first. */
class Waker {
  #resolve: (() => void) | null = null;
  #pending = false;

  wake(): void {
    this.#pending = true;
    this.#resolve?.();
  }

  wait(ms: number): Promise<void> {
    if (this.#pending) {
      this.#pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.#resolve = null;
        this.#pending = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.#resolve = done;
    });
  }
}

function describe(err: unknown): string {
  if (err instanceof AggregateError && err.errors.length > 0) return err.errors.map(describe).join("; ");
  if (err instanceof Error) return err.message || err.name;
  return String(err);
}

function backoff(t: WorkerTuning, attempts: number): number {
  const full = Math.min(t.retryMaxMs, t.retryBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(full / 2 + (Math.random() * full) / 2);
}

export interface InboxOptions {
  queue: QueueStore;
  /** Hands a delivery to the app (Probot's `receive`). */
  dispatch(d: Delivery): Promise<void>;
  log: Logger;
  metrics: Metrics;
  tuning: WorkerTuning;
  now?: () => number;
}

/** Emits `settled` (id, Settled) after each handling. */
export class Inbox extends EventEmitter<{ settled: [string, Settled] }> {
  readonly #o: InboxOptions;
  readonly #now: () => number;
  readonly #running = new Map<string, Promise<void>>();
  /** Running handlings per installation. */
  readonly #busy = new Map<number, number>();
  readonly #waker = new Waker();
  #loop: Promise<void> | null = null;
  #stopping = false;
  #heartbeat: NodeJS.Timeout | null = null;

  constructor(options: InboxOptions) {
    super();
    this.#o = options;
    this.#now = options.now ?? Date.now;
  }

  /** Stores a delivery (before it is answered); the workers are woken. */
  async accept(d: NewDelivery): Promise<"new" | "duplicate" | "requeued"> {
    const outcome = await this.#o.queue.enqueue(d, this.#now());
    if (outcome !== "duplicate") this.#waker.wake();
    return outcome;
  }

  start(): void {
    if (this.#loop !== null) return;
    this.#heartbeat = setInterval(
      () => {
        this.#o.queue
          .renew([...this.#running.keys()], this.#now(), this.#o.tuning.leaseMs)
          .catch((err: unknown) => this.#o.log.warn({ err }, "renewing the inbox's leases failed"));
      },
      Math.max(1_000, Math.floor(this.#o.tuning.leaseMs / 3)),
    );
    this.#heartbeat.unref();
    this.#loop = this.#run();
  }

  wake(): void {
    this.#waker.wake();
  }

  get running(): number {
    return this.#running.size;
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    this.#waker.wake();
    if (this.#heartbeat !== null) clearInterval(this.#heartbeat);
    await this.#loop;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(this.#running.values()),
      new Promise((resolve) => (timer = setTimeout(resolve, this.#o.tuning.stopWaitMs))),
    ]);
    clearTimeout(timer);
  }

  async #run(): Promise<void> {
    const t = this.#o.tuning;
    while (!this.#stopping) {
      // One at a time, so that an installation at its share (`perInstallation`) is skipped for the next one.
      let claimed: Delivery | undefined;
      if (this.#running.size < t.concurrency) {
        try {
          const full = [...this.#busy].filter(([, n]) => n >= t.perInstallation).map(([id]) => id);
          [claimed] = await this.#o.queue.claim(1, this.#now(), t.leaseMs, full);
        } catch (err) {
          this.#o.log.error({ err }, "taking deliveries from the store failed");
        }
      }
      if (claimed !== undefined) {
        const d = claimed;
        const inst = d.installationId ?? 0;
        this.#busy.set(inst, (this.#busy.get(inst) ?? 0) + 1);
        const job = this.#handle(d).finally(() => {
          this.#running.delete(d.id);
          const n = (this.#busy.get(inst) ?? 1) - 1;
          if (n <= 0) this.#busy.delete(inst);
          else this.#busy.set(inst, n);
          this.#waker.wake();
        });
        this.#running.set(d.id, job);
        continue;
      }
      await this.#waker.wait(t.pollMs);
    }
  }

  async #handle(d: Delivery): Promise<void> {
    const { queue, log, metrics, tuning } = this.#o;
    const child = log.child({ delivery: d.id, event: d.event, try: d.attempts });
    try {
      await this.#o.dispatch(d);
    } catch (err) {
      const final = d.attempts >= tuning.maxAttempts;
      const retryAt = final ? null : this.#now() + backoff(tuning, d.attempts);
      const why = describe(err);
      await queue
        .failed(d.id, why, retryAt)
        .catch((e: unknown) => child.error({ err: e }, "recording a failure failed"));
      metrics.failed(d.event, final);
      if (final) child.error(`handling failed for the last time (${tuning.maxAttempts} tries): ${why}`);
      else
        child.warn(
          `handling failed, retried in ${Math.round(((retryAt ?? 0) - this.#now()) / 1000)} s: ${why}`,
        );
      this.emit("settled", d.id, final ? "dead" : "retry");
      return;
    }
    try {
      await queue.done(d.id, this.#now());
    } catch (err) {
      // Handled but not marked: it comes back after its lease and is handled again (handlers are idempotent).
      child.error({ err }, "marking the delivery handled failed");
    }
    metrics.handled(d.event, (this.#now() - d.receivedAt) / 1000);
    child.debug("handled");
    this.emit("settled", d.id, "done");
  }
}

export interface OutboxOptions {
  queue: QueueStore;
  /** An Octokit of the installation (Probot's `auth`). */
  auth(installationId: number): Promise<Octokit>;
  appLogin(): Promise<string>;
  /** The PR's sticky comment, as stored in its state (null: none yet). */
  stickyOf(repository: string, pr: number): Promise<number | null>;
  /** Records the sticky comment's id in the PR's state (the outbox created it). */
  recordSticky(repository: string, pr: number, commentId: number): Promise<void>;
  /** Ms until the installation may make a write (its pacing); 0 when it may now. */
  writeWait(installationId: number): number | Promise<number>;
  log: Logger;
  metrics: Metrics;
  tuning: WorkerTuning;
  now?: () => number;
}

/** Sends the outbox's writes: one installation's in order, installations side by side, each at its pace. Emits `sent`. */
export class OutboxSender extends EventEmitter<{ sent: [string] }> {
  readonly #o: OutboxOptions;
  readonly #now: () => number;
  readonly #lanes = new Map<number, Promise<void>>();
  readonly #waker = new Waker();
  #loop: Promise<void> | null = null;
  #stopping = false;
  #paused = false;
  #debounced: NodeJS.Timeout | null = null;

  constructor(options: OutboxOptions) {
    super();
    this.#o = options;
    this.#now = options.now ?? Date.now;
  }

  start(): void {
    this.#loop ??= this.#run();
  }

  /** A write was stored: look now, and again once its debounce is over (it is due then). */
  wake(): void {
    this.#waker.wake();
    if (this.#debounced !== null) return;
    this.#debounced = setTimeout(() => {
      this.#debounced = null;
      this.#waker.wake();
    }, this.#o.tuning.debounceMs + 10);
    this.#debounced.unref();
  }

  /** Holds the writes in the outbox (they keep coalescing) until `resume` (tests; a maintenance window). */
  pause(): void {
    this.#paused = true;
  }

  resume(): void {
    this.#paused = false;
    this.#waker.wake();
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    if (this.#debounced !== null) clearTimeout(this.#debounced);
    this.#waker.wake();
    await this.#loop;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(this.#lanes.values()),
      new Promise((resolve) => (timer = setTimeout(resolve, this.#o.tuning.stopWaitMs))),
    ]);
    clearTimeout(timer);
  }

  async #run(): Promise<void> {
    const t = this.#o.tuning;
    while (!this.#stopping) {
      if (!this.#paused)
        try {
          // One lane per installation with due writes: its writes in order, installations side by side.
          const due = await this.#o.queue.dueInstallations(this.#now(), [...this.#lanes.keys()], t.holdMs);
          for (const installation of due) {
            const lane = this.#lane(installation).finally(() => {
              this.#lanes.delete(installation);
              this.#waker.wake();
            });
            this.#lanes.set(installation, lane);
          }
        } catch (err) {
          this.#o.log.error({ err }, "taking writes from the outbox failed");
        }
      await this.#waker.wait(t.pollMs);
    }
  }

  /**
   * Sends an installation's due writes, one at a time, each taken from the store only once the installation's
   * pacing lets a write go: until then it stays in the outbox, where newer writes of the same key replace it (a
   * write taken early, then waiting for the budget, would go out stale and be followed by its replacement).
   */
  async #lane(installation: number): Promise<void> {
    const t = this.#o.tuning;
    while (!this.#stopping && !this.#paused) {
      const wait = await this.#o.writeWait(installation);
      if (wait > 0) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(wait, t.pollMs)).unref());
        continue;
      }
      const [e] = await this.#o.queue.claimWrites(1, this.#now(), t.leaseMs, {
        installation,
        holdMs: t.holdMs,
      });
      if (e === undefined) return;
      await this.#send(e);
    }
  }

  async #send(e: OutboxEntry): Promise<void> {
    const { queue, log, metrics, tuning } = this.#o;
    let stored: StoredEffect;
    try {
      stored = StoredEffect.parse(JSON.parse(e.request));
    } catch (err) {
      // Not an effect this version wrote (an older release's row, a damaged one): said, and dropped.
      log.error(`write ${e.key} dropped: not a stored effect (${describe(err).slice(0, 300)})`);
      await queue.writeSent(e, this.#now());
      metrics.outboxSent("invalid", "dropped");
      this.emit("sent", e.key);
      return;
    }
    const { effect } = stored;
    try {
      const octokit = await this.#o.auth(e.installationId);
      const t = {
        octokit,
        r: { owner: stored.owner, repo: stored.repo },
        key: stored.key,
        pr: stored.pr,
        installationId: e.installationId,
      };
      if (effect.kind === "sticky") {
        // The comment's id as the PR's state holds it now (the effect may predate its creation).
        const known = effect.commentId ?? (await this.#o.stickyOf(stored.key, stored.pr));
        const done = await perform({ ...effect, commentId: known }, t, () => this.#o.appLogin());
        if (done.stickyId !== null && done.stickyId !== known)
          await this.#o.recordSticky(stored.key, stored.pr, done.stickyId);
      } else {
        try {
          await perform(effect, t, () => this.#o.appLogin());
        } catch (err) {
          if (effect.kind === "status" && statusOf(err) === 422)
            log.warn(`status dropped: GitHub refused it (422, the commit is gone?): ${e.key}`);
          else throw err;
        }
      }
      await queue.writeSent(e, this.#now());
      metrics.outboxSent(effect.kind, "sent");
      this.emit("sent", e.key);
    } catch (err) {
      const final = e.attempts >= tuning.maxAttempts;
      await queue
        .writeFailed(e, describe(err), final ? null : this.#now() + backoff(tuning, e.attempts))
        .catch((x: unknown) => log.error({ err: x }, "recording a failed write failed"));
      metrics.outboxSent(effect.kind, final ? "dropped" : "retry");
      if (final) log.error(`write ${e.key} dropped after ${e.attempts} tries: ${describe(err)}`);
      else log.warn(`write ${e.key} failed, retried later: ${describe(err)}`);
      this.emit("sent", e.key);
    }
  }
}
