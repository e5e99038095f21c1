// No run at all for an agent's head within `guard.no-run-minutes` (30 by default) is not an attempt, end to end: the
// real server on loopback, signed webhooks (GitHub's own example payloads), a fake GitHub, the app's clock and the
// sweep's timer in the test's hands. The sweep says it once (the short SHA, why, a pending status, the agent told to
// wait), a run that then arrives is taken as usual; a maintainer's push, a run seen in time, a run whose delivery
// was missed, and an early sweep say nothing. The heads are in the store: a restarted app, or another replica on the
// same PostgreSQL, sweeps on, and two replicas sweeping at once say it once.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeGitHub } from "./fake-github.js";
import { readSettings } from "../../app/settings.js";
import { startApp, type Started } from "../../app/server.js";
import type { Timer } from "../../app/sweep.js";
import { STICKY_MARKER } from "../../src/core/render/comment.js";
import {
  INSTALLATION,
  REPO,
  TestOctokit,
  appEnv,
  deliverAndSettle,
  distinctSha,
  example,
  pushPayload,
  reportFor,
  runPayload,
} from "./support.js";
import { zipOne } from "./zip.js";
import { SKIP_PG, freshSchema } from "../support/pg.js";

const SECRET = "no-run-webhook-secret";
const T0 = Date.parse("2026-11-21T12:00:00Z");
const MINUTE = 60_000;

/** The sweep's timer, fired by the test. */
class FakeTimer implements Timer {
  ticks: { fn: () => void; ms: number }[] = [];
  setInterval(fn: () => void, ms: number): unknown {
    const t = { fn, ms };
    this.ticks.push(t);
    return t;
  }
  clearInterval(handle: unknown): void {
    this.ticks = this.ticks.filter((t) => t !== handle);
  }
  fire(): void {
    for (const t of this.ticks) t.fn();
  }
}

let gh: FakeGitHub;
let dir: string;
let clock: number;
let apps: Started[];

beforeEach(async () => {
  gh = await new FakeGitHub().start();
  dir = mkdtempSync(join(tmpdir(), "fh-no-run-"));
  clock = T0;
  apps = [];
  gh.config = "agent:\n  mention: '@copilot'\n";
});

afterEach(async () => {
  for (const a of apps) await a.stop();
  await gh.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function start(timer: Timer = new FakeTimer(), more: Record<string, string> = {}): Promise<Started> {
  const app = await startApp(readSettings(appEnv({ gh, dir, secret: SECRET }, more)), {
    Octokit: TestOctokit,
    now: () => new Date(clock),
    tuning: { retryBaseMs: 20, retryMaxMs: 100, debounceMs: 0 },
    reconcile: { atStart: false, intervalMs: 0 },
    sweep: { timer },
  });
  apps.push(app);
  return app;
}

const deliver = (app: Started, event: string, payload: unknown) =>
  deliverAndSettle(app, { event, payload, secret: SECRET });

/** Sweeps on `app` and waits for the writes it queued. */
async function sweep(app: Started) {
  const pass = await app.sweep();
  await app.idle();
  return pass.map((p) => `${p.head.pr} ${p.outcome}`);
}

/** PR `pr` (open, at `head`), and a push to it from `before` by `login` (a bot when `bot`). */
async function push(
  app: Started,
  o: { pr: number; before: string; head: string; login: string; bot: boolean },
) {
  gh.pulls = gh.pulls.filter((p) => p.number !== o.pr);
  gh.pulls.push({ number: o.pr, headSha: o.head, headRef: "agent-fix", headRepo: REPO.full, state: "open" });
  gh.compares.set(`${o.before}...${o.head}`, { files: [], authors: [o.login] });
  const answer = await deliver(
    app,
    "pull_request",
    pushPayload({ ...o, author: { login: o.login, type: o.bot ? "Bot" : "User" } }),
  );
  expect(answer.status).toBe(202);
}

const stickyOf = (pr: number) =>
  gh.commentsOn(pr).find((c) => c.user.login === "flakeharden[bot]" && c.body.startsWith(STICKY_MARKER))
    ?.body ?? "";
const mentionsOf = (pr: number) =>
  gh.commentsOn(pr).filter((c) => c.user.login === "flakeharden[bot]" && c.body.startsWith("@copilot"));
const agentStatus = (sha: string) =>
  gh.statuses.filter((s) => s.sha === sha && s.context === "flakeharden/agent").at(-1);
const runsAsked = () => gh.calls().filter((c) => c.endsWith("/actions/runs"));

describe("no run at all for the agent's head", () => {
  it("is said once by the timer's sweep after 30 minutes; a run that then arrives is taken as usual", async () => {
    const timer = new FakeTimer();
    const app = await start(timer);
    expect(timer.ticks.map((t) => t.ms)).toEqual([60_000]); // SWEEP_INTERVAL_SECONDS' default
    const [before, head] = [distinctSha(1), distinctSha(2)];
    await push(app, { pr: 20, before, head, login: "Copilot", bot: true });
    expect(agentStatus(head)).toMatchObject({
      state: "pending",
      description: `waiting for CI on ${head.slice(0, 7)}`,
    });

    // 29 minutes: not yet.
    clock = T0 + 29 * MINUTE;
    expect(await sweep(app)).toEqual([]);
    expect(stickyOf(20)).toBe("");

    // 31 minutes, the timer fires: the sweep asks GitHub for a run of the head, finds none, and says so.
    clock = T0 + 31 * MINUTE;
    timer.fire();
    await vi.waitFor(() => expect(mentionsOf(20)).toHaveLength(1), { timeout: 10_000, interval: 20 });
    await app.idle();
    expect(runsAsked()).toEqual([`GET /repos/${REPO.full}/actions/runs`]);
    const sticky = stickyOf(20);
    expect(sticky).toContain(`## ⏳ No CI result for [\`${head.slice(0, 7)}\`]`);
    expect(sticky).toContain("no workflow run started within 30 minutes of the push");
    expect(sticky).toContain("⏳ **Waiting: no CI result for the latest commit** · latest CI: none yet");
    expect(sticky).toContain("No CI run of this pull request has left a result yet.");
    expect(sticky).not.toContain("The latest run left no report");
    expect(agentStatus(head)).toMatchObject({
      state: "pending",
      description: `no CI result for ${head.slice(0, 7)}: not an attempt, waiting`,
    });
    expect(mentionsOf(20)[0]?.body).toContain(
      "has no CI result yet: please wait for it rather than push again",
    );

    // Later sweeps say nothing more.
    clock = T0 + 45 * MINUTE;
    expect(await sweep(app)).toEqual([]);
    expect(mentionsOf(20)).toHaveLength(1);

    // The run arrives: an attempt as usual, the waiting section gone, the agent prompted about the failure.
    gh.artifacts.push({
      id: 2001,
      name: "flakeharden-report",
      runId: 2001,
      zip: zipOne(
        "flakeharden-report.json",
        JSON.stringify(reportFor("ts-tsc-ts2322", { runId: 2001, sha: head, pr: 20 })),
      ),
    });
    await deliver(app, "workflow_run", runPayload({ runId: 2001, sha: head, pr: 20 }));
    const after = stickyOf(20);
    expect(after).not.toContain("No CI result");
    expect(after).toMatch(/❌ \*\*Failed\*\* · attempt 1 of 10/);
    expect(agentStatus(head)).toMatchObject({ state: "success", description: "active: attempt 1 of 10" });
    expect(mentionsOf(20)).toHaveLength(2);
    expect(mentionsOf(20)[1]?.body).toContain("# Fix the failing CI run");
    expect(gh.unhandled).toEqual([]);
  });

  it("control: a maintainer's push with no run is never swept (a path-filtered workflow may rightly not run)", async () => {
    const app = await start();
    const head = distinctSha(4);
    gh.roles.set("maintainer-mona", "maintain");
    await push(app, { pr: 21, before: distinctSha(3), head, login: "maintainer-mona", bot: false });
    clock = T0 + 31 * MINUTE;
    expect(await sweep(app)).toEqual([]);
    expect(runsAsked()).toEqual([]);
    expect(stickyOf(21)).toBe("");
    expect(agentStatus(head)).toBeUndefined();
    expect(mentionsOf(21)).toEqual([]);
  });

  it("control: a run requested in time, or one whose delivery was missed, and the sweep says nothing", async () => {
    const app = await start();
    const [a, b] = [distinctSha(6), distinctSha(8)];
    await push(app, { pr: 22, before: distinctSha(5), head: a, login: "Copilot", bot: true });
    await push(app, { pr: 23, before: distinctSha(7), head: b, login: "Copilot", bot: true });
    // PR 22: GitHub delivers `workflow_run.requested` for its head.
    const requested = example("workflow_run", "requested");
    const run = requested.workflow_run as Record<string, unknown>;
    run.head_sha = a;
    (requested.repository as Record<string, unknown>).id = REPO.id;
    requested.installation = INSTALLATION;
    await deliver(app, "workflow_run", requested);
    // PR 23: a run exists on GitHub, but its deliveries never came.
    gh.runs.push({ id: 2301, headSha: b, status: "queued" });
    clock = T0 + 31 * MINUTE;
    expect(await sweep(app)).toEqual(["23 run-seen"]);
    expect(runsAsked()).toHaveLength(1);
    clock = T0 + 60 * MINUTE;
    expect(await sweep(app)).toEqual([]);
    expect([stickyOf(22), stickyOf(23)]).toEqual(["", ""]);
    expect([...mentionsOf(22), ...mentionsOf(23)]).toEqual([]);
    expect(gh.unhandled).toEqual([]);
  });

  it("a newer push replaces the head: the sweep waits for the newer one; a closed PR is not swept", async () => {
    const app = await start();
    await push(app, { pr: 25, before: distinctSha(12), head: distinctSha(13), login: "Copilot", bot: true });
    await push(app, { pr: 24, before: distinctSha(9), head: distinctSha(10), login: "Copilot", bot: true });
    clock = T0 + 20 * MINUTE;
    await push(app, { pr: 24, before: distinctSha(10), head: distinctSha(11), login: "Copilot", bot: true });
    clock = T0 + 31 * MINUTE;
    gh.pulls.find((p) => p.number === 25)!.state = "closed";
    expect(await sweep(app)).toEqual(["25 moved-on"]);
    clock = T0 + 51 * MINUTE;
    expect(await sweep(app)).toEqual(["24 told"]);
    expect(stickyOf(24)).toContain(`No CI result for [\`${distinctSha(11).slice(0, 7)}\`]`);
    expect(stickyOf(25)).toBe("");
  });

  it("survives a restart: the head pushed before it is swept after it", async () => {
    const first = await start();
    const head = distinctSha(15);
    await push(first, { pr: 26, before: distinctSha(14), head, login: "Copilot", bot: true });
    await first.stop();
    apps = apps.filter((a) => a !== first);
    const second = await start();
    clock = T0 + 31 * MINUTE;
    expect(await sweep(second)).toEqual(["26 told"]);
    expect(stickyOf(26)).toContain(`No CI result for [\`${head.slice(0, 7)}\`]`);
    expect(mentionsOf(26)).toHaveLength(1);
  });
});

describe.skipIf(SKIP_PG)("two replicas on one PostgreSQL", () => {
  it("sweeping at once, they say it once", async () => {
    const db = await freshSchema();
    try {
      const [a, b] = [
        await start(new FakeTimer(), { DATABASE_URL: db.url }),
        await start(new FakeTimer(), { DATABASE_URL: db.url }),
      ];
      const head = distinctSha(17);
      await push(a, { pr: 27, before: distinctSha(16), head, login: "Copilot", bot: true });
      clock = T0 + 31 * MINUTE;
      const passes = await Promise.all([a.sweep(), b.sweep()]);
      await Promise.all([a.idle(), b.idle()]);
      const outcomes = passes
        .flat()
        .map((p) => p.outcome)
        .sort();
      expect(outcomes.filter((o) => o === "told")).toEqual(["told"]);
      expect(mentionsOf(27)).toHaveLength(1);
      expect(gh.commentsOn(27).filter((c) => c.body.startsWith(STICKY_MARKER))).toHaveLength(1);
      expect(
        gh.statuses.filter((s) => s.sha === head && s.description.startsWith("no CI result")),
      ).toHaveLength(1);
    } finally {
      for (const x of apps) await x.stop();
      apps = [];
      await db.drop();
    }
  });
});
