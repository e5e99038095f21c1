// The app's Prometheus metrics (prom-client), one registry per started app (two in one process stay apart).
// Served at GET /metrics. Queue depth and age are read from the store when scraped (every replica reports the
// shared queue on PostgreSQL: aggregate them with max, not sum).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { QueueStats } from "./store/queue.js";
import type { PaceEvents } from "./pacing.js";

export interface Metrics extends PaceEvents {
  readonly registry: Registry;
  received(event: string, outcome: "new" | "duplicate" | "requeued" | "refused"): void;
  handled(event: string, seconds: number): void;
  failed(event: string, final: boolean): void;
  reconciled(outcome: "redelivered" | "redelivery-failed"): void;
  outboxSent(kind: string, outcome: "sent" | "retry" | "dropped"): void;
}

export function createMetrics(stats: () => Promise<QueueStats>): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "flakeharden_process_" });
  const received = new Counter({
    name: "flakeharden_deliveries_received_total",
    help: "Webhook deliveries received, by event and outcome (new, duplicate, requeued, refused: bad signature)",
    labelNames: ["event", "outcome"] as const,
    registers: [registry],
  });
  const handled = new Counter({
    name: "flakeharden_deliveries_handled_total",
    help: "Deliveries handled without error, by event",
    labelNames: ["event"] as const,
    registers: [registry],
  });
  const failed = new Counter({
    name: "flakeharden_deliveries_failed_total",
    help: "Delivery handlings that failed, by event; final=true when no retry is left (the delivery is dead)",
    labelNames: ["event", "final"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "flakeharden_delivery_handling_seconds",
    help: "Time from a delivery's receipt until it was handled, by event",
    labelNames: ["event"] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
    registers: [registry],
  });
  const github = new Counter({
    name: "flakeharden_github_requests_total",
    help: "GitHub API requests, by method and status (0: no answer, a timeout)",
    labelNames: ["method", "status"] as const,
    registers: [registry],
  });
  const waits = new Counter({
    name: "flakeharden_rate_limit_waits_total",
    help: "Requests that waited: pace (our per-installation windows), retry-after (GitHub asked), rate-limit-reset",
    labelNames: ["kind"] as const,
    registers: [registry],
  });
  const waited = new Counter({
    name: "flakeharden_rate_limit_wait_seconds_total",
    help: "Seconds requests waited, by kind",
    labelNames: ["kind"] as const,
    registers: [registry],
  });
  const reconciled = new Counter({
    name: "flakeharden_reconcile_redeliveries_total",
    help: "Failed deliveries never received that the reconcile asked GitHub to redeliver",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const outbox = new Counter({
    name: "flakeharden_outbox_writes_total",
    help: "Coalesced writes (sticky comment edits, statuses) sent from the outbox, by kind and outcome",
    labelNames: ["kind", "outcome"] as const,
    registers: [registry],
  });
  let last: Promise<QueueStats> | null = null;
  const fresh = (): Promise<QueueStats> =>
    (last ??= stats().finally(() => setTimeout(() => (last = null), 0)));
  new Gauge({
    name: "flakeharden_queue_depth",
    help: "Deliveries queued or being handled",
    registers: [registry],
    async collect() {
      this.set((await fresh()).depth);
    },
  });
  new Gauge({
    name: "flakeharden_queue_oldest_age_seconds",
    help: "Age of the oldest delivery queued or being handled (0 when none)",
    registers: [registry],
    async collect() {
      this.set((await fresh()).oldestAgeMs / 1000);
    },
  });
  new Gauge({
    name: "flakeharden_queue_dead",
    help: "Deliveries given up on after the last retry (redeliver them from GitHub, or they stay)",
    registers: [registry],
    async collect() {
      this.set((await fresh()).dead);
    },
  });
  new Gauge({
    name: "flakeharden_outbox_depth",
    help: "Coalesced writes waiting to be sent",
    registers: [registry],
    async collect() {
      this.set((await fresh()).outbox);
    },
  });
  return {
    registry,
    received: (event, outcome) => received.inc({ event, outcome }),
    handled: (event, seconds) => {
      handled.inc({ event });
      latency.observe({ event }, seconds);
    },
    failed: (event, final) => failed.inc({ event, final: String(final) }),
    request: (method, status) => github.inc({ method, status: String(status) }),
    waited: (kind, ms) => {
      waits.inc({ kind });
      waited.inc({ kind }, ms / 1000);
    },
    reconciled: (outcome) => reconciled.inc({ outcome }),
    outboxSent: (kind, outcome) => outbox.inc({ kind, outcome }),
  };
}
