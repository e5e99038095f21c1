// Starting the app: the store, Probot (its handlers), the HTTP server, the workers. No `.env` file is read
// (Probot's `run` would copy one over the environment a deployment set).
//
// A delivery is verified, stored, and answered 202 at once; the inbox's workers hand it to the handlers. Beside them
// run the outbox (coalesced writes), the reconciler (missed deliveries) and the no-run sweep (app/sweep.ts). The routes of
// the public port and of the operations port (/healthz, /metrics) are in app/routes.ts; the page's in app/page.ts.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Probot, ProbotOctokit } from "probot";
import { pino, type Logger } from "pino";
import { flakeharden } from "./app.js";
import { outboxWriter } from "./effects.js";
import { DEFAULT_PACE, type PaceLimits, Pacer, pacing } from "./pacing.js";
import { DEFAULT_TUNING, Inbox, OutboxSender, type Settled, type WorkerTuning } from "./inbox.js";
import { type ReconcileOptions, Reconciler } from "./inbox-reconcile.js";
import { createMetrics, type Metrics } from "./metrics.js";
import { pageRoutes } from "./page.js";
import { opsListener, publicListener } from "./routes.js";
import type { Settings } from "./settings.js";
import { openStore, type Store } from "./store/index.js";
import type { HeadRow } from "./store/heads.js";
import { DEFAULT_SWEEP, type SweepOptions, type SweepOutcome, Sweeper } from "./sweep.js";
import type { Env } from "./context.js";

/** Handled deliveries are forgotten after this (GitHub keeps its own for a few days). */
const KEEP_HANDLED_MS = 7 * 24 * 3_600_000;
/** PR heads are forgotten this long after their push (`guard.no-run-minutes` is at most a day). */
const KEEP_HEADS_MS = 7 * 24 * 3_600_000;

export interface Started {
  store: Store;
  log: Logger;
  /** The port it listens on (PORT=0 picks a free one). */
  port: number;
  /** The operations port: /healthz, /metrics (OPS_PORT=0 picks a free one). */
  opsPort: number;
  inbox: Inbox;
  outbox: OutboxSender;
  metrics: Metrics;
  /** Resolves when no delivery is queued or running and no coalesced write waits (tests, the bench). */
  idle(): Promise<void>;
  /** Resolves when delivery `id` was handled (done) or given up on (dead); a failure that will be retried waits on. */
  settled(id: string): Promise<Settled>;
  /** One reconcile pass now (it also runs at start-up and every `reconcile.intervalMs`). */
  reconcile(): Promise<{ redelivered: string[] }>;
  /** One no-run sweep now (it also runs every `sweep.intervalMs`): each head due and what came of it. */
  sweep(): Promise<{ head: HeadRow; outcome: SweepOutcome }[]>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** An Octokit class to use (tests turn off retries); Probot's own by default. Pacing is added to it. */
  Octokit?: typeof ProbotOctokit;
  now?: () => Date;
  pace?: Partial<PaceLimits>;
  tuning?: Partial<WorkerTuning>;
  reconcile?: Partial<ReconcileOptions>;
  /** The no-run sweep's interval and timer (app/sweep.ts); SWEEP_INTERVAL_SECONDS and the system timer by default. */
  sweep?: Partial<SweepOptions>;
  /** Where the log's lines go (tests read them); standard output by default. */
  logDestination?: NodeJS.WritableStream;
}

export async function startApp(settings: Settings, options: StartOptions = {}): Promise<Started> {
  const log = createLog(settings.logLevel, options.logDestination);
  const base = await openBase(settings, options, log);
  const gh = githubSide(settings, options, base);
  const w = await workers(settings, options, base, gh);
  const servers = await listenAll(settings, options, { base, gh, inbox: w.inbox });
  const { queue } = base.store;
  w.inbox.start();
  w.outbox.start();
  w.reconciler.start();
  w.sweeper.start();
  const pruner = setInterval(() => {
    queue.prune(Date.now() - KEEP_HANDLED_MS).catch((err: unknown) => log.warn({ err }, "pruning failed"));
    base.store.heads
      .prune(Date.now() - KEEP_HEADS_MS)
      .catch((err: unknown) => log.warn({ err }, "pruning the PR heads failed"));
  }, 3_600_000);
  pruner.unref();
  const wait = waiters(base.store, w);

  return {
    store: base.store,
    log,
    port: servers.port,
    opsPort: servers.opsPort,
    inbox: w.inbox,
    outbox: w.outbox,
    metrics: base.metrics,
    ...wait,
    reconcile: () => w.reconciler.runOnce(),
    sweep: () => w.sweeper.runOnce(),
    async stop() {
      clearInterval(pruner);
      await servers.close();
      await w.sweeper.stop();
      await w.reconciler.stop();
      await w.inbox.stop();
      await w.outbox.stop();
      await base.store.close();
    },
  };
}

/** The store (crashed deliveries queued again), the metrics, and the pacing and workers' limits. */
interface Base {
  log: Logger;
  store: Store;
  metrics: Metrics;
  pace: PaceLimits;
  tuning: WorkerTuning;
}

async function openBase(settings: Settings, options: StartOptions, log: Logger): Promise<Base> {
  const store = await openStore(
    settings.databaseUrl !== undefined
      ? { databaseUrl: settings.databaseUrl }
      : { sqlitePath: settings.sqlitePath },
  );
  const queue = store.queue;
  const metrics = createMetrics(() => queue.stats(Date.now()));
  const pace: PaceLimits = {
    ...DEFAULT_PACE,
    perMinute: settings.writesPerMinute,
    perHour: settings.writesPerHour,
    timeoutMs: settings.githubTimeoutMs,
    ...options.pace,
  };
  const tuning: WorkerTuning = {
    ...DEFAULT_TUNING,
    concurrency: settings.workers,
    perInstallation: Math.max(1, Math.ceil(settings.workers / 2)),
    ...options.tuning,
  };
  const recovered = await queue.recoverAfterCrash(Date.now());
  if (recovered > 0) log.info(`${recovered} deliveries left running by a stopped process queued again`);
  return { log, store, metrics, pace, tuning };
}

/** Probot with a paced Octokit, the app's login, and the web address of GitHub. */
interface GitHubSide {
  probot: Probot;
  pacer: Pacer;
  appLogin: () => Promise<string>;
  serverUrl: string;
}

function githubSide(settings: Settings, options: StartOptions, base: Base): GitHubSide {
  // Probot's throttling is off: without Redis it keys every installation alike. Ours paces per installation.
  const Unpaced = options.Octokit ?? ProbotOctokit;
  const pacer = new Pacer(base.pace);
  const Octokit = Unpaced.plugin(pacing(pacer, base.pace, base.metrics)).defaults(
    (o: Record<string, unknown>) => ({
      ...o,
      throttle: { enabled: false },
    }),
  );
  const probot = new Probot({
    appId: settings.appId,
    privateKey: settings.privateKey,
    secret: settings.webhookSecret,
    baseUrl: settings.baseUrl,
    log: base.log,
    Octokit,
  });
  const serverUrl =
    settings.baseUrl === "https://api.github.com"
      ? "https://github.com"
      : settings.baseUrl.replace(/\/api\/v3$/, "");
  let login: Promise<string> | null = null;
  const appLogin = (): Promise<string> =>
    (login ??= (async () => {
      const { data } = await (await probot.auth()).rest.apps.getAuthenticated();
      if (data === null || typeof data.slug !== "string") throw new Error("GET /app returned no slug");
      return `${data.slug}[bot]`;
    })().catch((err: unknown) => {
      login = null;
      throw err;
    }));
  return { probot, pacer, appLogin, serverUrl };
}

/** The handlers loaded into Probot, and what runs beside them: the inbox, the outbox, the reconciler, the sweep. */
interface Workers {
  inbox: Inbox;
  outbox: OutboxSender;
  reconciler: Reconciler;
  sweeper: Sweeper;
}

async function workers(
  settings: Settings,
  options: StartOptions,
  base: Base,
  gh: GitHubSide,
): Promise<Workers> {
  const { store, log, metrics, tuning } = base;
  const { queue } = store;
  const { probot, appLogin } = gh;
  // The handlers write through the outbox: what only the latest of matters waits there, coalescing (app/effects.ts).
  const writer = outboxWriter(
    {
      putWrite: async (w) => {
        await queue.putWrite(w, Date.now(), tuning);
        outbox.wake();
      },
    },
    appLogin,
  );
  const now = options.now ?? (() => new Date());
  await probot.load(flakeharden({ store, serverUrl: gh.serverUrl, writer, now }));
  const outbox = new OutboxSender({
    queue,
    auth: async (id) => await probot.auth(id),
    appLogin,
    stickyOf: (repository, pr) => store.withPr({ repository, pr }, async (s) => (await s.state()).commentId),
    recordSticky: (repository, pr, commentId) =>
      store.withPr({ repository, pr }, async (s) => s.saveState({ ...(await s.state()), commentId })),
    writeWait: (installation) => gh.pacer.writeWait(String(installation)),
    log,
    metrics,
    tuning,
  });
  const inbox = new Inbox({
    queue,
    log,
    metrics,
    tuning,
    dispatch: (d) =>
      // The payload is GitHub's, as signed: Probot types it by the event's name.
      probot.receive({ id: d.id, name: d.event as never, payload: JSON.parse(d.payload) as never }),
  });
  const reconciler = new Reconciler({
    queue,
    app: async () => await probot.auth(),
    log,
    metrics,
    options: { intervalMs: settings.reconcileIntervalMs, ...options.reconcile },
  });
  // The same environment as the handlers': the store, the outbox's writer, the clock.
  const env: Env = { store, writer, now, serverUrl: gh.serverUrl, appLogin };
  const sweeper = new Sweeper(
    { env, auth: async (id) => await probot.auth(id), log },
    { ...DEFAULT_SWEEP, intervalMs: settings.sweepIntervalMs, ...options.sweep },
  );
  return { inbox, outbox, reconciler, sweeper };
}

/** The public port (webhooks, the page) and the operations port, listening. */
async function listenAll(
  settings: Settings,
  options: StartOptions,
  { base, gh, inbox }: { base: Base; gh: GitHubSide; inbox: Inbox },
): Promise<{ port: number; opsPort: number; close(): Promise<void> }> {
  const page =
    settings.oauth === null
      ? null
      : pageRoutes({
          store: base.store,
          settings: settings.oauth,
          webUrl: gh.serverUrl,
          apiUrl: settings.baseUrl,
          timeoutMs: settings.githubTimeoutMs,
          now: () => (options.now?.() ?? new Date()).getTime(),
          sessions: base.store.queue,
        });
  const routes = {
    log: base.log,
    metrics: base.metrics,
    queue: base.store.queue,
    inbox,
    verify: (body: string, signature: string) => gh.probot.webhooks.verify(body, signature),
    page,
    opsToken: settings.opsToken,
  };
  const http = createServer(publicListener(routes));
  const opsHttp = createServer(opsListener(routes));
  // Probot's server reads port 0 as "unset"; node's does not.
  const listen = (server: typeof http, port: number, host: string): Promise<number> =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
    });
  const port = await listen(http, settings.port, settings.host);
  const opsPort = await listen(opsHttp, settings.opsPort, settings.opsHost);
  return {
    port,
    opsPort,
    close: async () => {
      await Promise.all(
        [http, opsHttp].map((server) => {
          const closed = new Promise<void>((resolve) => server.close(() => resolve()));
          server.closeAllConnections();
          return closed;
        }),
      );
    },
  };
}

/** Waiting for the work: every delivery and write done (`idle`), or one delivery settled (`settled`). */
function waiters(store: Store, w: Pick<Workers, "inbox" | "outbox">): Pick<Started, "idle" | "settled"> {
  const { queue } = store;
  /** The next local handling or write, or 200 ms (a retry's due time, another replica's work, pass unseen). */
  const nextEvent = (): Promise<void> =>
    new Promise<void>((resolve) => {
      const done = (): void => {
        w.inbox.off("settled", done);
        w.outbox.off("sent", done);
        clearTimeout(timer);
        resolve();
      };
      w.inbox.once("settled", done);
      w.outbox.once("sent", done);
      const timer = setTimeout(done, 200);
    });
  return {
    async idle() {
      for (;;) {
        const wake = nextEvent();
        const s = await queue.stats(Date.now());
        if (s.depth === 0 && s.outbox === 0) return;
        await wake;
      }
    },
    async settled(id) {
      // Another replica may handle it: the store says, checked on each local handling and now and then.
      for (;;) {
        const wake = nextEvent();
        const state = await queue.state(id);
        if (state === "done" || state === "dead") return state;
        await wake;
      }
    },
  };
}

const REDACT = [
  "privateKey",
  "secret",
  "token",
  "*.token",
  "headers.authorization",
  "*.headers.authorization",
  "request.headers.authorization",
  "err.request.headers.authorization",
  "err.response.headers",
];

/**
 * The app's logger: JSON lines, secrets redacted. Probot names its children (`{name: "probot"}`, then
 * `{name: "octokit"}`); pino would print one `"name"` per level. Children here are made from the root with the
 * bindings merged, so each key appears once.
 */
export function createLog(level: Settings["logLevel"], destination?: NodeJS.WritableStream): Logger {
  const root = pino(
    { level, base: { app: "flakeharden" }, redact: { paths: REDACT, censor: "[redacted]" } },
    destination as never,
  );
  return flat(root, root, {});
}

function flat(root: Logger, current: Logger, bindings: Record<string, unknown>): Logger {
  return new Proxy(current, {
    get(target, prop, receiver) {
      if (prop === "child") {
        return (more: Record<string, unknown>, opts?: object) => {
          const merged = { ...bindings, ...more };
          return flat(root, root.child(merged, opts), merged);
        };
      }
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
