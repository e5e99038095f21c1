// The app's HTTP surface: the public port (POST /api/github/webhooks, GET /ping, the flakiness page) and the
// operations port (GET /healthz, GET /metrics), with what every answer carries.
//
// - A delivery is verified (Probot's webhooks' `verify`, `x-hub-signature-256`), stored, and answered 202 at once.
// - /healthz and /metrics tell anyone who can reach them how busy the app is and which events it gets: they are
//   served on the operations port (OPS_HOST, loopback by default), and on the public port only to
//   `Authorization: Bearer <OPS_TOKEN>` when OPS_TOKEN is set.
// - Every answer says `nosniff` and carries a CSP (the page sets its own, stricter for its needs); nothing is framed.
// - The request log (debug) never holds a cookie, a token, a signature or the sign-in's code: headers are logged
//   from an allow-list, the path without its query.
import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { Inbox } from "./inbox.js";
import type { Metrics } from "./metrics.js";
import type { QueueStore } from "./store/queue.js";

export const WEBHOOK_PATH = "/api/github/webhooks";
/** GitHub's own cap on a delivery's payload. */
const MAX_BODY = 25 * 1024 * 1024;

/** Sent with every answer of both ports; the page's own CSP replaces this one on its pages. */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "referrer-policy": "no-referrer",
};

/** Request headers the debug log may show: none of them carries a credential. */
const LOGGED_HEADERS = [
  "user-agent",
  "content-type",
  "content-length",
  "x-github-event",
  "x-github-delivery",
  "x-github-hook-id",
  "x-github-hook-installation-target-id",
  "x-forwarded-for",
] as const;

export interface RouteOptions {
  log: Logger;
  metrics: Metrics;
  queue: QueueStore;
  inbox: Pick<Inbox, "accept">;
  /** Probot's webhook signature check. */
  verify(body: string, signature: string): Promise<boolean>;
  /** The flakiness page's routes (null: no page): true when it answered. */
  page: ((req: IncomingMessage, res: ServerResponse) => Promise<boolean>) | null;
  /** OPS_TOKEN: opens /healthz and /metrics on the public port too. */
  opsToken: string | null;
}

/** The public port's listener. */
export function publicListener(o: RouteOptions): RequestListener {
  return listener(o, async (req, res, path) => {
    if (req.method === "POST" && path === WEBHOOK_PATH) return receive(o, req, res);
    if (req.method === "GET" && path === "/ping") return text(res, 200, "PONG");
    if (req.method === "GET" && (path === "/healthz" || path === "/metrics")) {
      // Not found, as for any path, unless the caller holds the token: nothing tells a stranger they exist.
      if (o.opsToken === null || !bearerIs(req, o.opsToken)) return text(res, 404, "Not Found");
      return ops(o, res, path);
    }
    if (o.page !== null && (await o.page(req, res))) return;
    return text(res, 404, "Not Found");
  });
}

/** The operations port's listener: /healthz and /metrics only. */
export function opsListener(o: RouteOptions): RequestListener {
  return listener(o, async (req, res, path) => {
    if (req.method === "GET" && (path === "/healthz" || path === "/metrics")) return ops(o, res, path);
    return text(res, 404, "Not Found");
  });
}

function listener(
  o: RouteOptions,
  route: (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>,
): RequestListener {
  return (req, res) => {
    const started = process.hrtime.bigint();
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    res.on("finish", () => {
      if (!o.log.isLevelEnabled("debug")) return;
      const headers: Record<string, string> = {};
      for (const k of LOGGED_HEADERS) {
        const v = req.headers[k];
        if (typeof v === "string") headers[k] = v.slice(0, 300);
      }
      o.log.debug(
        {
          method: req.method,
          path: path.slice(0, 300),
          status: res.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          headers,
        },
        "http request",
      );
    });
    route(req, res, path).catch((err: unknown) => {
      o.log.error({ err }, "request failed");
      if (!res.headersSent) text(res, 500, "Internal Server Error");
    });
  };
}

async function ops(o: RouteOptions, res: ServerResponse, path: string): Promise<void> {
  if (path === "/metrics") {
    const body = await o.metrics.registry.metrics();
    res.writeHead(200, { "content-type": o.metrics.registry.contentType }).end(body);
    return;
  }
  try {
    await o.queue.ping();
    return text(res, 200, "ok");
  } catch (err) {
    o.log.error({ err }, "health check: the database does not answer");
    return text(res, 503, "database unreachable");
  }
}

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
function bearerIs(req: IncomingMessage, token: string): boolean {
  const given = header(req, "authorization");
  if (given === undefined || !given.startsWith("Bearer ")) return false;
  const a = Buffer.from(given.slice(7));
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function receive(o: RouteOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { log, metrics } = o;
  const event = header(req, "x-github-event");
  const id = header(req, "x-github-delivery");
  const signature = header(req, "x-hub-signature-256");
  const body = await readBody(req);
  if (body === null) return text(res, 413, "payload too large");
  if (event === undefined || id === undefined || signature === undefined) {
    metrics.received(event ?? "unknown", "refused");
    return text(res, 400, "missing x-github-event, x-github-delivery or x-hub-signature-256");
  }
  if (!(await o.verify(body, signature))) {
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
    outcome = await o.inbox.accept({
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
