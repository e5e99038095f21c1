// End to end: the real server on a loopback port receiving signed webhooks built from GitHub's own
// example payloads, with GitHub's API served by a fake on loopback and a real SQLite file.
import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeGitHub } from "./fake-github.js";
import { SKIP_PG, freshSchema } from "../support/pg.js";
import { zipOne } from "./zip.js";
import { readSettings } from "../../app/settings.js";
import { startApp, type Started } from "../../app/server.js";
import { STICKY_MARKER } from "../../src/core/render/comment.js";
import {
  REPO,
  type RunSpec,
  TestOctokit,
  appEnv,
  commentPayload,
  deliverAndSettle,
  reportFor,
  runPayload,
  sha,
} from "./support.js";

const SECRET = "e2e-webhook-secret";

let gh: FakeGitHub;
let app: Started;
let dir: string;
let nextArtifact = 1;

/** The app as `npm start` starts it (settings from an environment), against the fake GitHub. */
function start(env: Record<string, string> = {}): Promise<Started> {
  const settings = readSettings(appEnv({ gh, dir, secret: SECRET }, env));
  return startApp(settings, {
    Octokit: TestOctokit,
    now: () => new Date("2026-11-21T12:00:00Z"),
    tuning: { retryBaseMs: 20, retryMaxMs: 100, debounceMs: 0 },
    reconcile: { atStart: false, intervalMs: 0 },
  });
}

beforeEach(async () => {
  gh = await new FakeGitHub().start();
  dir = mkdtempSync(join(tmpdir(), "fh-e2e-"));
  app = await start();
  gh.roles.set("maintainer-mona", "maintain");
  gh.roles.set("reader-ray", "read");
  gh.config = "agent:\n  mention: '@copilot'\n";
});

afterEach(async () => {
  await app.stop();
  await gh.stop();
  rmSync(dir, { recursive: true, force: true });
});

function sign(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

function deliver(
  event: string,
  payload: unknown,
  opts: { signature?: string | null; id?: string; to?: Started } = {},
): Promise<{ status: number; text: string }> {
  return deliverAndSettle(opts.to ?? app, {
    event,
    payload,
    secret: SECRET,
    ...(opts.id !== undefined ? { id: opts.id } : {}),
    ...(opts.signature !== undefined ? { signature: opts.signature } : {}),
  });
}

function publish(spec: RunSpec): void {
  const zip =
    spec.zip ??
    (spec.report === null
      ? null
      : zipOne("flakeharden-report.json", JSON.stringify(spec.report ?? reportFor("ts-tsc-ts2322", spec))));
  if (zip !== null)
    gh.artifacts.push({ id: nextArtifact++, name: "flakeharden-report", runId: spec.runId, zip });
}

async function completeRun(spec: RunSpec): Promise<{ status: number; text: string }> {
  publish(spec);
  return deliver("workflow_run", runPayload(spec));
}

function sticky(pr: number): string {
  const mine = gh
    .commentsOn(pr)
    .filter((c) => c.user.login === "flakeharden[bot]" && c.body.startsWith(STICKY_MARKER));
  expect(mine).toHaveLength(1);
  return mine[0]?.body ?? "";
}

describe("webhook signatures", () => {
  it("refuses an unsigned or wrongly signed delivery and does nothing", async () => {
    const unsigned = await deliver("workflow_run", runPayload({ runId: 1, sha: sha(1), pr: 7 }), {
      signature: null,
    });
    const wrong = await deliver("workflow_run", runPayload({ runId: 1, sha: sha(1), pr: 7 }), {
      signature: sign("{}", "not-the-secret"),
    });
    expect(unsigned.status).toBe(400);
    expect(wrong.status).toBe(400);
    expect(gh.requests).toEqual([]);
  });
});

describe("failures that are not the PR's", () => {
  /** Three pushes to the default branch (`master` in GitHub's example) whose runs failed the same type error. */
  async function failingOnMaster(): Promise<void> {
    for (let i = 1; i <= 3; i++) {
      const spec = { runId: 300 + i, sha: sha(300 + i), pr: 0 };
      publish({ ...spec, report: reportFor("ts-tsc-ts2322", { ...spec, pr: null }) });
      const payload = runPayload(spec);
      const run = payload.workflow_run as Record<string, unknown>;
      run.event = "push";
      run.head_branch = "master";
      run.pull_requests = [];
      expect((await deliver("workflow_run", payload)).status).toBe(202);
    }
    expect(gh.comments).toEqual([]);
  }
  const PRE_EXISTING =
    /pre-existing\*\* · `tsc: [^`]+`: the same failure \\\(fingerprint [0-9a-f]{16}\\\) was in each of the latest 3 runs on master in 7 days/;

  it("a test already failing on the base branch is listed apart and never halts the agent; the same failure in a file the PR changes is prompted", async () => {
    await failingOnMaster();
    // The PR fails with it four times over, changing only the README.
    gh.prFiles.set(9, [{ filename: "README.md", patch: "@@ -1 +1 @@\n-a\n+b" }]);
    for (let i = 1; i <= 4; i++) await completeRun({ runId: 310 + i, sha: sha(310 + i), pr: 9 });
    expect(gh.unhandled).toEqual([]);
    expect(gh.calls().filter((c) => c.endsWith("/pulls/9/files"))).toHaveLength(4);
    const body = sticky(9);
    expect(body).toMatch(/Not this PR's failures: 1/);
    expect(body).toMatch(PRE_EXISTING);
    expect(gh.labelsOn(9)).toEqual([]);
    expect(gh.commentsOn(9).filter((c) => c.body.startsWith("@copilot"))).toEqual([]);

    // A PR that changes src/config.ts, where the type error is: related, prompted.
    gh.prFiles.set(10, [{ filename: "src/config.ts" }]);
    await completeRun({ runId: 320, sha: sha(320), pr: 10 });
    expect(gh.commentsOn(10).filter((c) => c.body.startsWith("@copilot"))).toHaveLength(1);
    expect(sticky(10)).not.toMatch(/Not this PR's failures/);
  });

  it("the comment a command refreshes (/halt, /continue) still lists the failures that are not the PR's, with their evidence", async () => {
    await failingOnMaster();
    gh.prFiles.set(11, [{ filename: "README.md", patch: "@@ -1 +1 @@\n-a\n+b" }]);
    await completeRun({ runId: 330, sha: sha(330), pr: 11 });
    expect(sticky(11)).toMatch(PRE_EXISTING);

    for (const command of ["/halt wrong approach", "/continue try the README only"]) {
      const c = commentPayload(gh, 11, "maintainer-mona", command);
      expect((await deliver("issue_comment", c.payload)).status).toBe(202);
      const body = sticky(11);
      expect(body).toMatch(/Not this PR's failures: 1/);
      expect(body).toMatch(PRE_EXISTING);
    }
    expect(sticky(11)).not.toMatch(/Halted/);
    // Resumed without the base branch's failure in its prompt: it is not the PR's.
    const mention = gh.commentsOn(11).filter((c) => c.body.startsWith("@copilot"));
    expect(mention).toHaveLength(1);
    expect(mention[0]?.body).toMatch(/try the README only/);
    expect(mention[0]?.body).not.toMatch(/TS2322/);
    expect(gh.unhandled).toEqual([]);
  });
});

describe("a looping agent", () => {
  it("halts after three failing runs with the same type error, and a writer's /continue resumes it", async () => {
    for (let i = 1; i <= 3; i++) {
      const res = await completeRun({ runId: 100 + i, sha: sha(i), pr: 7 });
      expect(res.status).toBe(202);
    }
    expect(gh.unhandled).toEqual([]);
    const body = sticky(7);
    expect(body).toMatch(/halted/i);
    expect(body).toMatch(/repetition|same/i);
    expect(gh.labelsOn(7)).toEqual(["flakeharden:halted"]);
    const last = gh.statuses.filter((s) => s.context === "flakeharden/agent").at(-1);
    expect(last).toMatchObject({ sha: sha(3), state: "failure" });
    expect(last?.description).toMatch(/\/continue/);
    // The agent was prompted after attempts 1 and 2, never once halted.
    const mentions = gh
      .commentsOn(7)
      .filter((c) => c.body.includes("@copilot") && !c.body.startsWith(STICKY_MARKER));
    expect(mentions).toHaveLength(2);

    const { payload, id } = commentPayload(
      gh,
      7,
      "maintainer-mona",
      "/continue widen the return type of add() instead",
    );
    expect((await deliver("issue_comment", payload)).status).toBe(202);
    expect(gh.unhandled).toEqual([]);
    expect(gh.labelsOn(7)).toEqual([]);
    expect(gh.statuses.filter((s) => s.context === "flakeharden/agent").at(-1)).toMatchObject({
      state: "success",
    });
    expect(sticky(7)).toContain("widen the return type");
    const resumed = gh
      .commentsOn(7)
      .filter((c) => c.body.includes("@copilot") && !c.body.startsWith(STICKY_MARKER));
    expect(resumed).toHaveLength(3);
    expect(resumed[2]?.body).toContain("widen the return type of add");
    expect(resumed[2]?.body).toContain("maintainer-mona");
    expect(gh.reactions.filter((r) => r.commentId === id).map((r) => r.content)).toEqual(["eyes", "+1"]);

    // The window starts afresh: one more identical failure does not halt again.
    await completeRun({ runId: 104, sha: sha(4), pr: 7 });
    expect(gh.labelsOn(7)).toEqual([]);
  });

  it("refuses /continue from a user with read access, saying why", async () => {
    for (let i = 1; i <= 3; i++) await completeRun({ runId: 200 + i, sha: sha(10 + i), pr: 8 });
    expect(gh.labelsOn(8)).toEqual(["flakeharden:halted"]);
    const before = gh.requests.length;
    const { payload, id } = commentPayload(gh, 8, "reader-ray", "/continue just merge it");
    await deliver("issue_comment", payload);
    expect(gh.labelsOn(8)).toEqual(["flakeharden:halted"]);
    const reply = gh.commentsOn(8).at(-1);
    expect(reply?.user.login).toBe("flakeharden[bot]");
    expect(reply?.body).toMatch(/reader-ray/);
    expect(reply?.body).toMatch(/read/);
    expect(gh.reactions.filter((r) => r.commentId === id).map((r) => r.content)).toEqual(["confused"]);
    const writes = gh.requests.slice(before).filter((r) => r.method !== "GET" && !r.path.startsWith("/app"));
    expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /repos/${REPO.full}/issues/comments/${id}/reactions`,
      `POST /repos/${REPO.full}/issues/8/comments`,
    ]);
  });
});

describe("finding the PR and trusting the report", () => {
  it("finds a fork's PR by its head SHA and head repository", async () => {
    gh.pulls.push(
      { number: 31, headSha: sha(31), headRef: "agent-fix", headRepo: "forker/octo-repo", state: "open" },
      { number: 32, headSha: sha(99), headRef: "agent-fix", headRepo: "forker/octo-repo", state: "open" },
    );
    await completeRun({ runId: 301, sha: sha(31), pr: 31, fork: "forker/octo-repo" });
    expect(gh.unhandled).toEqual([]);
    expect(sticky(31)).toContain("types");
    expect(gh.commentsOn(32)).toEqual([]);
  });

  it("refuses a forged report that names another PR", async () => {
    const forged = reportFor("ts-tsc-ts2322", { runId: 401, sha: sha(41), pr: 99 });
    await completeRun({ runId: 401, sha: sha(41), pr: 41, report: forged });
    const body = sticky(41);
    expect(body).toMatch(/PR #99/);
    expect(body).not.toMatch(/TS2322/);
    // Nothing reproduces it: the agent is not prompted.
    expect(gh.commentsOn(41).filter((c) => c.body.includes("@copilot"))).toEqual([]);
  });

  it("refuses a zip bomb without unpacking it", async () => {
    const bomb = zipOne("flakeharden-report.json", new Uint8Array(60 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(200_000);
    await completeRun({ runId: 501, sha: sha(51), pr: 51, zip: bomb });
    expect(sticky(51)).toMatch(/zip bomb/);
    expect(gh.commentsOn(51).filter((c) => c.body.includes("@copilot"))).toEqual([]);
  });
});

describe("idempotence and concurrency", () => {
  it("a redelivered event changes nothing", async () => {
    const spec = { runId: 601, sha: sha(61), pr: 61 };
    publish(spec);
    const payload = runPayload(spec);
    await deliver("workflow_run", payload, { id: "delivery-1" });
    const after = gh.requests.length;
    const snapshot = JSON.stringify({ c: gh.comments, s: gh.statuses, l: [...gh.labels] });
    await deliver("workflow_run", payload, { id: "delivery-1" });
    await deliver("workflow_run", payload, { id: "delivery-2" });
    expect(gh.requests.slice(after).filter((r) => r.method !== "GET" && !r.path.startsWith("/app"))).toEqual(
      [],
    );
    expect(JSON.stringify({ c: gh.comments, s: gh.statuses, l: [...gh.labels] })).toBe(snapshot);
  });

  it("a delivery that failed half-way (GitHub's API down) is retried from the inbox and handled in full", async () => {
    const spec = { runId: 651, sha: sha(65), pr: 65 };
    publish(spec);
    const payload = runPayload(spec);
    gh.failOnce("GET", /\/actions\/runs\/651\/artifacts$/);
    const first = await deliver("workflow_run", payload, { id: "delivery-9" });
    expect(first.status).toBe(202);
    expect(gh.requests.filter((r) => r.path.endsWith("/runs/651/artifacts"))).toHaveLength(2);
    await deliver("workflow_run", payload, { id: "delivery-9" });
    expect(gh.statuses).toEqual([expect.objectContaining({ sha: sha(65), context: "flakeharden/agent" })]);
    // One comment edited in place, one mention of the agent, and the attempt counted once.
    const body = sticky(65);
    expect(body).toMatch(/attempt 1 of 10/);
    expect(
      gh.commentsOn(65).filter((c) => c.body.includes("@copilot") && !c.body.startsWith(STICKY_MARKER)),
    ).toHaveLength(1);
  });

  it("two runs completing at once for one PR are taken one after the other: one sticky comment", async () => {
    const a = { runId: 701, sha: sha(71), pr: 71 };
    const b = {
      runId: 702,
      sha: sha(72),
      pr: 71,
      report: reportFor("ts-vitest-mixed", { runId: 702, sha: sha(72), pr: 71 }),
    };
    publish(a);
    publish(b);
    await Promise.all([deliver("workflow_run", runPayload(a)), deliver("workflow_run", runPayload(b))]);
    expect(gh.unhandled).toEqual([]);
    const body = sticky(71);
    expect(body).toMatch(/attempt 2 of 10/);
    expect(body).toContain(sha(71).slice(0, 7));
    expect(body).toContain(sha(72).slice(0, 7));
  });
});

describe.skipIf(SKIP_PG)("two replicas on one PostgreSQL", () => {
  it("two runs of one PR finishing at once, delivered to different replicas, are taken one after the other", async () => {
    const db = await freshSchema();
    const replicas = [await start({ DATABASE_URL: db.url }), await start({ DATABASE_URL: db.url })];
    try {
      const a = { runId: 801, sha: sha(81), pr: 81 };
      const b = { runId: 802, sha: sha(82), pr: 81 };
      publish(a);
      publish(b);
      const results = await Promise.all([
        deliver("workflow_run", runPayload(a), { to: replicas[0] }),
        deliver("workflow_run", runPayload(b), { to: replicas[1] }),
      ]);
      expect(results.map((r) => r.status)).toEqual([202, 202]);
      expect(gh.unhandled).toEqual([]);
      // One sticky comment, and the second run saw the first: both attempts are in it.
      const body = sticky(81);
      expect(body).toContain(sha(81).slice(0, 7));
      expect(body).toContain(sha(82).slice(0, 7));
      // A redelivery to the other replica changes nothing.
      const before = gh.comments.length;
      await deliver("workflow_run", runPayload(a), { to: replicas[1] });
      expect(gh.comments.length).toBe(before);
    } finally {
      for (const r of replicas) await r.stop();
      await db.drop();
    }
  });
});
