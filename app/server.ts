// Starting the app: the store, Probot (its handlers), the HTTP server, the workers. No `.env` file is read
// (Probot's `run` would copy one over the environment a deployment set).
//
// A delivery is verified (Probot's webhooks' `verify`, `x-hub-signature-256`), stored, and answered 202 at once;
// the inbox's workers hand it to the handlers. Routes: POST /api/github/webhooks, GET /ping, GET /healthz (the
// database answers), GET /metrics (Prometheus), and the flakiness page's when sign-in is set up (app/page.ts).
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Probot, ProbotOctokit } from "probot";
import { pino, type Logger } from "pino";
import { flakeharden } from "./app.js";
import { DEFAULT_PACE, type PaceLimits, Pacer, pacing } from "./github.js";
import {
  DEFAULT_TUNING,
  Inbox,
  OutboxSender,
  type Settled,
  type WorkerTuning,
  withWriteScope,
} from "./inbox.js";
import { type ReconcileOptions, Reconciler } from "./inbox-reconcile.js";
import { createMetrics, type Metrics } from "./metrics.js";
import { pageRoutes } from "./page.js";
import type { Settings } from "./settings.js";
import { openStore, type Store } from "./store/index.js";

export const WEBHOOK_PATH = "/api/github/webhooks";
/** GitHub's own cap on a delivery's payload. */
const MAX_BODY = 25 * 1024 * 1024;
/** Handled deliveries are forgotten after this (GitHub keeps its own for a few days). */
const KEEP_HANDLED_MS = 7 * 24 * 3_600_000;

export interface Started {
  store: Store;
  log: Logger;
  /** The port it listens on (PORT=0 picks a free one). */
  port: number;
  inbox: Inbox;
  outbox: OutboxSender;
  metrics: Metrics;
  /** Resolves when no delivery is queued or running and no coalesced write waits (tests, the bench). */
  idle(): Promise<void>;
  /** Resolves when delivery `id` was handled (done) or given up on (dead); a failure that will be retried waits on. */
  settled(id: string): Promise<Settled>;
  /** One reconcile pass now (it also runs at start-up and every `reconcile.intervalMs`). */
  reconcile(): Promise<{ redelivered: string[] }>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** An Octokit class to use (tests turn off retries); Probot's own by default. Pacing is added to it. */
  Octokit?: typeof ProbotOctokit;
  now?: () => Date;
  pace?: Partial<PaceLimits>;
  tuning?: Partial<WorkerTuning>;
  reconcile?: Partial<ReconcileOptions>;
}

export async function startApp(settings: Settings, options: StartOptions = {}): Promise<Started> {
  const log = createLog(settings.logLevel);
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

  // Probot's throttling is off: without Redis it keys every installation alike. Ours paces per installation.
  const Base = options.Octokit ?? ProbotOctokit;
  const pacer = new Pacer(pace);
  const Octokit = Base.plugin(pacing(pacer, pace, metrics)).defaults((o: Record<string, unknown>) => ({
    ...o,
    throttle: { enabled: false },
  }));
  const probot = new Probot({
    appId: settings.appId,
    privateKey: settings.privateKey,
    secret: settings.webhookSecret,
    baseUrl: settings.baseUrl,
    log,
    Octokit,
  });
  const serverUrl =
    settings.baseUrl === "https://api.github.com"
      ? "https://github.com"
      : settings.baseUrl.replace(/\/api\/v3$/, "");
  await probot.load(
    flakeharden({ store, serverUrl, ...(options.now !== undefined ? { now: options.now } : {}) }),
  );

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

  const outbox = new OutboxSender({
    queue,
    auth: async (id) => await probot.auth(id),
    appLogin,
    stickyOf: (repository, pr) => store.withPr({ repository, pr }, async (s) => (await s.state()).commentId),
    recordSticky: (repository, pr, commentId) =>
      store.withPr({ repository, pr }, async (s) => s.saveState({ ...(await s.state()), commentId })),
    writeWait: (installation) => pacer.writeWait(String(installation)),
    log,
    metrics,
    tuning,
  });
  const inbox = new Inbox({
    queue,
    log,
    metrics,
    tuning,
    onWrite: () => outbox.wake(),
    dispatch: (d, scope) =>
      withWriteScope(scope, () =>
        // The payload is GitHub's, as signed: Probot types it by the event's name.
        probot.receive({ id: d.id, name: d.event as never, payload: JSON.parse(d.payload) as never }),
      ),
  });
  const reconciler = new Reconciler({
    queue,
    app: async () => await probot.auth(),
    log,
    metrics,
    options: { intervalMs: settings.reconcileIntervalMs, ...options.reconcile },
  });

  const page =
    settings.oauth === null
      ? null
      : pageRoutes({
          store,
          settings: settings.oauth,
          webUrl: serverUrl,
          apiUrl: settings.baseUrl,
          timeoutMs: settings.githubTimeoutMs,
          now: () => (options.now?.() ?? new Date()).getTime(),
        });

  const http = createServer((req, res) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      if (!log.isLevelEnabled("debug")) return;
      // Headers at debug only, the signature left out.
      const headers = { ...req.headers };
      delete headers["x-hub-signature-256"];
      delete headers["x-hub-signature"];
      delete headers.authorization;
      log.debug(
        {
          method: req.method,
          url: req.url,
          status: res.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          headers,
        },
        "http request",
      );
    });
    route(req, res).catch((err: unknown) => {
      log.error({ err }, "request failed");
      if (!res.headersSent) res.writeHead(500).end();
    });
  });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? "/").split("?")[0];
    if (req.method === "POST" && path === WEBHOOK_PATH) return receive(req, res);
    if (req.method === "GET" && path === "/ping") return text(res, 200, "PONG");
    if (req.method === "GET" && path === "/healthz") {
      try {
        await queue.ping();
        return text(res, 200, "ok");
      } catch (err) {
        log.error({ err }, "health check: the database does not answer");
        return text(res, 503, "database unreachable");
      }
    }
    if (req.method === "GET" && path === "/metrics") {
      const body = await metrics.registry.metrics();
      res.writeHead(200, { "content-type": metrics.registry.contentType }).end(body);
      return;
    }
    if (page !== null && (await page(req, res))) return;
    return text(res, 404, "Not Found");
  }

  async function receive(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const event = header(req, "x-github-event");
    const id = header(req, "x-github-delivery");
    const signature = header(req, "x-hub-signature-256");
    const body = await readBody(req);
    if (body === null) return text(res, 413, "payload too large");
    if (event === undefined || id === undefined || signature === undefined) {
      metrics.received(event ?? "unknown", "refused");
      return text(res, 400, "missing x-github-event, x-github-delivery or x-hub-signature-256");
    }
    if (!(await probot.webhooks.verify(body, signature))) {
      metrics.received(event, "refused");
      log.warn({ delivery: id, event }, "delivery refused: signature does not match the webhook secret");
      return text(res, 400, "signature does not match");
    }
    let installationId: number | null = null;
    try {
      const parsed = JSON.parse(body) as { installation?: { id?: unknown } };
      const inst = parsed.installation?.id;
      installationId = typeof inst === "number" && Number.isSafeInteger(inst) ? inst : null;
    } catch {
      return text(res, 400, "payload is not JSON");
    }
    let outcome: "new" | "duplicate" | "requeued";
    try {
      outcome = await inbox.accept({
        id: id.slice(0, 100),
        event: event.slice(0, 100),
        installationId,
        payload: body,
      });
    } catch (err) {
      // Not stored, not accepted: GitHub records a failed delivery, and the reconcile asks for it again.
      log.error({ err, delivery: id }, "storing a delivery failed");
      return text(res, 503, "could not store the delivery");
    }
    metrics.received(event, outcome);
    log.info({ delivery: id, event, outcome }, "delivery accepted");
    return text(res, 202, outcome === "duplicate" ? "Accepted (already received)" : "Accepted");
  }

  // Probot's server reads port 0 as "unset"; node's does not.
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(settings.port, settings.host, () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  inbox.start();
  outbox.start();
  reconciler.start();
  const pruner = setInterval(() => {
    queue.prune(Date.now() - KEEP_HANDLED_MS).catch((err: unknown) => log.warn({ err }, "pruning failed"));
  }, 3_600_000);
  pruner.unref();

  /** The next local handling or write, or 200 ms (a retry's due time, another replica's work, pass unseen). */
  const nextEvent = (): Promise<void> =>
    new Promise<void>((resolve) => {
      const done = (): void => {
        inbox.off("settled", done);
        outbox.off("sent", done);
        clearTimeout(timer);
        resolve();
      };
      inbox.once("settled", done);
      outbox.once("sent", done);
      const timer = setTimeout(done, 200);
    });
  const idle = async (): Promise<void> => {
    for (;;) {
      const wake = nextEvent();
      const s = await queue.stats(Date.now());
      if (s.depth === 0 && s.outbox === 0) return;
      await wake;
    }
  };

  return {
    store,
    log,
    port,
    inbox,
    outbox,
    metrics,
    idle,
    async settled(id) {
      // Another replica may handle it: the store says, checked on each local handling and now and then.
      for (;;) {
        const wake = nextEvent();
        const state = await queue.state(id);
        if (state === "done" || state === "dead") return state;
        await wake;
      }
    },
    reconcile: () => reconciler.runOnce(),
    async stop() {
      clearInterval(pruner);
      await new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeAllConnections();
      await reconciler.stop();
      await inbox.stop();
      await outbox.stop();
      await store.close();
    },
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return typeof v === "string" && v !== "" ? v : undefined;
}

function text(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8" }).end(body);
}

/** The body as text, or null when over MAX_BODY. */
async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
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
