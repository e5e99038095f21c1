// The inbox end to end: the real HTTP server receiving signed deliveries (GitHub's example payloads), a fake GitHub
// on loopback that enforces the secondary limits, a real SQLite file (and PostgreSQL for replicas).
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeGitHub } from "./fake-github.js";
import { zipOne } from "./zip.js";
import { SKIP_PG, freshSchema } from "../support/pg.js";
import { until } from "../support/process.js";
import { readSettings } from "../../app/settings.js";
import { startApp, type StartOptions, type Started } from "../../app/server.js";
import { STICKY_MARKER } from "../../src/core/render/comment.js";
import {
  REPO,
  type RunSpec,
  TestOctokit,
  appEnv,
  distinctSha,
  getPath,
  postDelivery,
  reportFor,
  runPayload,
} from "./support.js";

const SECRET = "queue-webhook-secret";

let gh: FakeGitHub;
let dir: string;
const started: Started[] = [];
let nextArtifact = 1;

function start(env: Record<string, string> = {}, options: StartOptions = {}): Promise<Started> {
  const settings = readSettings(appEnv({ gh, dir, secret: SECRET }, env));
  return startApp(settings, {
    Octokit: TestOctokit,
    tuning: { retryBaseMs: 20, retryMaxMs: 100, debounceMs: 0 },
    reconcile: { atStart: false, intervalMs: 0 },
    ...options,
  }).then((s) => {
    started.push(s);
    return s;
  });
}

beforeEach(async () => {
  gh = await new FakeGitHub().start();
  dir = mkdtempSync(join(tmpdir(), "fh-queue-"));
  gh.config = "agent:\n  mention: '@copilot'\n";
});

afterEach(async () => {
  for (const s of started.splice(0)) await s.stop();
  await gh.stop();
  rmSync(dir, { recursive: true, force: true });
});

function publish(spec: RunSpec): void {
  const report = spec.report ?? reportFor("ts-tsc-ts2322", spec);
  gh.artifacts.push({
    id: nextArtifact++,
    name: "flakeharden-report",
    runId: spec.runId,
    zip: zipOne("flakeharden-report.json", JSON.stringify(report)),
  });
}

function deliver(app: Started, event: string, payload: unknown, id: string = randomUUID()) {
  return postDelivery({ port: app.port, event, payload, id, secret: SECRET });
}

function stickies(pr: number) {
  return gh
    .commentsOn(pr)
    .filter((c) => c.user.login === "flakeharden[bot]" && c.body.startsWith(STICKY_MARKER));
}

const writes = (): string[] =>
  gh.requests
    .filter((r) => r.method !== "GET" && !r.path.startsWith("/app"))
    .map((r) => `${r.method} ${r.path}`);

describe("answering at once", () => {
  it("answers 202 while GitHub has not answered the handler yet, then handles the delivery from the store", async () => {
    const app = await start();
    const release = gh.hold((r) => r.path.startsWith("/repos/"));
    const spec = { runId: 11, sha: distinctSha(11), pr: 1 };
    publish(spec);
    const answer = await deliver(app, "workflow_run", runPayload(spec), "d-11");
    expect(answer.status).toBe(202);
    // The handler is waiting on GitHub: nothing was written, and the delivery is stored, not handled.
    expect(gh.statuses).toEqual([]);
    expect(await app.store.queue.state("d-11")).toBe("running");
    release();
    expect(await app.settled("d-11")).toBe("done");
    await app.idle();
    expect(gh.statuses).toEqual([
      expect.objectContaining({ sha: spec.sha, context: "flakeharden/agent", state: "success" }),
    ]);
    expect(stickies(1)).toHaveLength(1);
    expect(gh.unhandled).toEqual([]);
  });

  it("refuses a delivery signed with another secret (400), stores nothing", async () => {
    const app = await start();
    const spec = { runId: 12, sha: distinctSha(12), pr: 1 };
    const wrong = await postDelivery({
      port: app.port,
      event: "workflow_run",
      payload: runPayload(spec),
      id: "d-12",
      secret: "not-the-secret",
    });
    expect(wrong.status).toBe(400);
    expect(await app.store.queue.state("d-12")).toBeNull();
    expect(gh.requests).toEqual([]);
  });

  it("a redelivery (same X-GitHub-Delivery) is answered 202 and handled once; another id for the same run changes nothing", async () => {
    const app = await start();
    const spec = { runId: 13, sha: distinctSha(13), pr: 2 };
    publish(spec);
    const payload = runPayload(spec);
    expect((await deliver(app, "workflow_run", payload, "d-13")).status).toBe(202);
    await app.idle();
    const before = writes();
    const again = await deliver(app, "workflow_run", payload, "d-13");
    expect(again).toEqual({ status: 202, text: "Accepted (already received)" });
    expect((await deliver(app, "workflow_run", payload, "d-13b")).status).toBe(202);
    await app.settled("d-13b");
    await app.idle();
    expect(writes()).toEqual(before);
    expect(stickies(2)).toHaveLength(1);
  });
});

describe("coalescing", () => {
  it("a PR's runs handled close together make one sticky edit and one status on its latest head, carrying the latest state", async () => {
    const app = await start();
    const first = { runId: 21, sha: distinctSha(21), pr: 3 };
    publish(first);
    await deliver(app, "workflow_run", runPayload(first));
    await app.idle();
    // The sticky comment, the agent's mention, the status (the status from the outbox: in any order).
    expect(writes().sort()).toEqual(
      [
        `POST /repos/${REPO.full}/issues/3/comments`,
        `POST /repos/${REPO.full}/issues/3/comments`,
        `POST /repos/${REPO.full}/statuses/${first.sha}`,
      ].sort(),
    );
    const before = writes().length;

    // Four more runs: two on a new commit, two on another; the outbox waits (as it does behind a busy installation).
    app.outbox.pause();
    const specs = [22, 23, 24, 25].map((n, i) => ({
      runId: n,
      sha: distinctSha(i < 2 ? 100 : 101),
      pr: 3,
      conclusion: "success" as const,
      report: reportFor("ts-vitest-mixed", { runId: n, sha: distinctSha(i < 2 ? 100 : 101), pr: 3 }),
    }));
    const ids = specs.map((s) => `d-${s.runId}`);
    for (const [i, s] of specs.entries()) {
      publish(s);
      expect((await deliver(app, "workflow_run", runPayload(s), ids[i])).status).toBe(202);
    }
    for (const id of ids) expect(await app.settled(id)).toBe("done");
    app.outbox.resume();
    await app.idle();

    const after = writes().slice(before);
    expect(after.filter((w) => w.startsWith("PATCH"))).toHaveLength(1);
    // One status, on the PR's latest head: the one for the commit it moved on from was replaced before it was sent.
    expect(after.filter((w) => w.includes("/statuses/"))).toEqual([
      `POST /repos/${REPO.full}/statuses/${distinctSha(101)}`,
    ]);
    // The edit carries the latest state: every attempt, the last commit.
    const [sticky] = stickies(3);
    expect(sticky?.body).toContain(distinctSha(101).slice(0, 7));
    expect(sticky?.body).toContain(distinctSha(100).slice(0, 7));
    expect(sticky?.body).toMatch(/attempt 3 of 10/);
    expect(gh.unhandled).toEqual([]);
  });
});

describe("pacing per installation", () => {
  it("one installation's burst, stuck on GitHub, does not delay another installation's delivery", async () => {
    const app = await start();
    const release = gh.hold((r) => r.installation === 42);
    const burst = Array.from({ length: 20 }, (_, i) => ({
      runId: 300 + i,
      sha: distinctSha(300 + i),
      pr: 30 + (i % 5),
    }));
    for (const s of burst) {
      publish(s);
      expect((await deliver(app, "workflow_run", runPayload(s))).status).toBe(202);
    }
    const other = { runId: 399, sha: distinctSha(399), pr: 39 };
    publish(other);
    const payload = runPayload(other);
    payload.installation = { id: 43, node_id: "MDIzOkludGVncmF0aW9uSW5zdGFsbGF0aW9uNDM=" };
    expect((await deliver(app, "workflow_run", payload, "d-other")).status).toBe(202);
    expect(await app.settled("d-other")).toBe("done");
    await until(() => gh.statuses.some((s) => s.sha === other.sha));
    // Installation 42 is still waiting on GitHub: nothing of it was written.
    expect(gh.statuses.filter((s) => s.sha !== other.sha)).toEqual([]);
    release();
    await app.idle();
    // One status per PR (its runs coalesced while GitHub held them), on one of its commits; and the other's.
    const prOf = new Map(burst.map((s) => [s.sha, s.pr]));
    expect(
      gh.statuses
        .filter((s) => s.sha !== other.sha)
        .map((s) => prOf.get(s.sha))
        .sort(),
    ).toEqual([30, 31, 32, 33, 34]);
    expect(gh.refusals).toEqual([]);
  });

  it("waits the retry-after GitHub gives when it refuses a write for a secondary limit, then sends it", async () => {
    // GitHub refuses the status (another app, or a second replica, spent the installation's budget).
    const app = await start();
    gh.refuseOnce("POST", /\/statuses\//, 1);
    const spec = { runId: 41, sha: distinctSha(41), pr: 4 };
    publish(spec);
    await deliver(app, "workflow_run", runPayload(spec), "d-41");
    expect(await app.settled("d-41")).toBe("done");
    await app.idle();
    expect(gh.refusals.map((r) => r.path)).toEqual([`/repos/${REPO.full}/statuses/${spec.sha}`]);
    // Every write got through in the end: the sticky, the mention, the status.
    expect(stickies(4)).toHaveLength(1);
    expect(gh.statuses.map((s) => s.sha)).toEqual([spec.sha]);
    const metrics = await getPath(app.opsPort, "/metrics");
    expect(metrics.text).toMatch(/flakeharden_rate_limit_waits_total\{kind="retry-after"\} [1-9]/);
  });

  it("reads the config once for a PR's several events (a short cache), not once per event", async () => {
    const app = await start();
    for (const n of [51, 52, 53]) {
      const s = { runId: n, sha: distinctSha(n), pr: 5 };
      publish(s);
      await deliver(app, "workflow_run", runPayload(s));
      await app.idle();
    }
    expect(gh.requests.filter((r) => r.path.endsWith("/contents/.github/flakeharden.yml"))).toHaveLength(1);
    expect(gh.requests.filter((r) => r.path === "/app")).toHaveLength(1);
  });
});

describe("flakeharden/config", () => {
  it("goes back to success on the head once the file is valid again", async () => {
    const app = await start({}, { pace: { configTtlMs: 0 } });
    gh.config = "loop:\n  max-attempts: many\n";
    const bad = { runId: 61, sha: distinctSha(61), pr: 6 };
    publish(bad);
    await deliver(app, "workflow_run", runPayload(bad));
    await app.idle();
    expect(gh.statuses.filter((s) => s.context === "flakeharden/config")).toEqual([
      expect.objectContaining({ sha: bad.sha, state: "failure" }),
    ]);
    gh.config = "loop:\n  max-attempts: 5\n";
    const good = { runId: 62, sha: distinctSha(62), pr: 6 };
    publish(good);
    await deliver(app, "workflow_run", runPayload(good));
    await app.idle();
    expect(gh.statuses.filter((s) => s.context === "flakeharden/config")).toEqual([
      expect.objectContaining({ sha: bad.sha, state: "failure" }),
      expect.objectContaining({ sha: good.sha, state: "success" }),
    ]);
    // Valid and already reported: no more config statuses.
    const next = { runId: 63, sha: distinctSha(63), pr: 6 };
    publish(next);
    await deliver(app, "workflow_run", runPayload(next));
    await app.idle();
    expect(gh.statuses.filter((s) => s.context === "flakeharden/config")).toHaveLength(2);
  });
});

describe("reconciling missed deliveries", () => {
  it("asks GitHub to redeliver the failed deliveries it never received, across cursor pages, and handles them", async () => {
    // While the app was down: one run's delivery failed to connect. Before that, 150 deliveries that went fine
    // (a page and a half) and one the app refused (400: it would refuse it again).
    for (let i = 0; i < 150; i++)
      gh.recordDelivery({
        guid: `ok-${i}`,
        redelivery: false,
        status_code: 202,
        event: "workflow_run",
        action: "completed",
        installation_id: 42,
      });
    gh.recordDelivery({
      guid: "refused",
      redelivery: false,
      status_code: 400,
      event: "ping",
      action: null,
      installation_id: null,
    });
    const missed = { runId: 71, sha: distinctSha(71), pr: 7 };
    publish(missed);
    const payload = runPayload(missed);
    gh.recordDelivery({
      guid: "missed-71",
      redelivery: false,
      status_code: 0,
      event: "workflow_run",
      action: "completed",
      installation_id: 42,
    });
    let app: Started | null = null;
    gh.onRedeliver = (d) => {
      // GitHub sends it again with the same GUID.
      void postDelivery({ port: app?.port ?? 0, event: d.event, payload, id: d.guid, secret: SECRET }).then(
        (res) =>
          gh.recordDelivery({
            guid: d.guid,
            redelivery: true,
            status_code: res.status,
            event: d.event,
            action: d.action,
            installation_id: 42,
          }),
      );
    };
    app = await start();
    // The ok ones are known to GitHub as answered: only the missed one is asked for.
    const { redelivered } = await app.reconcile();
    expect(redelivered).toEqual(["missed-71"]);
    expect(await app.settled("missed-71")).toBe("done");
    await app.idle();
    expect(gh.statuses.map((s) => s.sha)).toEqual([missed.sha]);
    expect(gh.requests.filter((r) => r.path === "/app/hook/deliveries").length).toBe(2);
    // Handled now: the next pass asks for nothing.
    expect((await app.reconcile()).redelivered).toEqual([]);
    expect(gh.redeliveryRequests).toHaveLength(1);
  });
});

describe("operating it", () => {
  it("answers /healthz while the database is reachable and serves Prometheus metrics", async () => {
    const app = await start();
    expect(await getPath(app.opsPort, "/healthz")).toEqual({ status: 200, text: "ok" });
    const spec = { runId: 81, sha: distinctSha(81), pr: 8 };
    publish(spec);
    await deliver(app, "workflow_run", runPayload(spec));
    await app.idle();
    const { status, text } = await getPath(app.opsPort, "/metrics");
    expect(status).toBe(200);
    expect(text).toMatch(/flakeharden_deliveries_received_total\{event="workflow_run",outcome="new"\} 1/);
    expect(text).toMatch(/flakeharden_deliveries_handled_total\{event="workflow_run"\} 1/);
    expect(text).toMatch(/flakeharden_queue_depth 0/);
    expect(text).toMatch(/flakeharden_delivery_handling_seconds_count\{event="workflow_run"\} 1/);
    expect(text).toMatch(/flakeharden_github_requests_total\{method="POST",status="201"\} [1-9]/);
    await app.store.close();
    expect((await getPath(app.opsPort, "/healthz")).status).toBe(503);
  });
});

describe.skipIf(SKIP_PG)("two replicas on one PostgreSQL", () => {
  it("share the inbox: every delivery is handled once, whichever replica received it", async () => {
    const db = await freshSchema();
    try {
      const a = await start({ DATABASE_URL: db.url });
      const b = await start({ DATABASE_URL: db.url });
      const specs = Array.from({ length: 12 }, (_, i) => ({
        runId: 900 + i,
        sha: distinctSha(900 + i),
        pr: 90 + (i % 4),
      }));
      const ids: string[] = [];
      for (const [i, s] of specs.entries()) {
        publish(s);
        const id = `pg-${s.runId}`;
        ids.push(id);
        expect((await deliver(i % 2 === 0 ? a : b, "workflow_run", runPayload(s), id)).status).toBe(202);
      }
      for (const id of ids) expect(await a.settled(id)).toBe("done");
      await a.idle();
      // Every run recorded exactly once (one attempt each), every PR one sticky comment.
      for (const s of specs) expect(await a.store.hasAttempt(REPO.key, s.runId, 1, s.pr)).toBe(true);
      for (const pr of [90, 91, 92, 93]) expect(stickies(pr)).toHaveLength(1);
      const artifactReads = gh.requests.filter((r) => /\/actions\/runs\/\d+\/artifacts$/.test(r.path));
      expect(artifactReads).toHaveLength(specs.length);
      expect(gh.unhandled).toEqual([]);
    } finally {
      for (const s of started.splice(0)) await s.stop();
      await db.drop();
    }
  });
});
