// The guard end to end: the real server on loopback receiving signed webhooks (GitHub's own example payloads),
// with a fake GitHub serving the push's compare (real diffs from test/fixtures/guard), the commits' authors and a
// run awaiting approval. An agent's push that weakens the tests is blocked; a maintainer's push with the same change
// is reported only; `/accept` lifts the block; a run awaiting approval is not an attempt.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeGitHub } from "./fake-github.js";
import { readSettings } from "../../app/settings.js";
import { startApp, type Started } from "../../app/server.js";
import { STICKY_MARKER } from "../../src/core/render/comment.js";
import {
  REPO,
  TestOctokit,
  appEnv,
  commentPayload,
  deliverAndSettle,
  distinctSha,
  pushPayload,
  reportFor,
  runPayload,
} from "./support.js";
import { zipOne } from "./zip.js";

const SECRET = "guard-webhook-secret";
let gh: FakeGitHub;
let app: Started;
let dir: string;

beforeEach(async () => {
  gh = await new FakeGitHub().start();
  dir = mkdtempSync(join(tmpdir(), "fh-guard-"));
  app = await startApp(readSettings(appEnv({ gh, dir, secret: SECRET })), {
    Octokit: TestOctokit,
    now: () => new Date("2026-11-21T12:00:00Z"),
    tuning: { retryBaseMs: 20, retryMaxMs: 100, debounceMs: 0 },
    reconcile: { atStart: false, intervalMs: 0 },
  });
  gh.roles.set("maintainer-mona", "maintain");
  gh.config = "agent:\n  mention: '@copilot'\n";
});

afterEach(async () => {
  await app.stop();
  await gh.stop();
  rmSync(dir, { recursive: true, force: true });
});

const deliver = (event: string, payload: unknown) =>
  deliverAndSettle(app, { event, payload, secret: SECRET });

/** The files of a recorded push (open-ace's agent turning a timeout into `pytest.skip`), as the compare API lists them. */
const SKIP_FILES = (
  JSON.parse(
    readFileSync(join(import.meta.dirname, "..", "fixtures", "guard", "py-skip-agent.json"), "utf8"),
  ) as { compare: { files: unknown[] } }
).compare.files;

const stickyOf = (pr: number) =>
  gh.commentsOn(pr).find((c) => c.user.login === "flakeharden[bot]" && c.body.startsWith(STICKY_MARKER))
    ?.body ?? "";
const mentionsOf = (pr: number) =>
  gh.commentsOn(pr).filter((c) => c.user.login === "flakeharden[bot]" && c.body.startsWith("@copilot"));
const agentStatus = (sha: string) =>
  gh.statuses.filter((s) => s.sha === sha && s.context === "flakeharden/agent").at(-1);

describe("the guard on pushes", () => {
  it("an agent's push that skips a test: blocked with file:line, the agent asked to restore it; /accept lifts it", async () => {
    const [before, head] = [distinctSha(1), distinctSha(2)];
    gh.compares.set(`${before}...${head}`, { files: SKIP_FILES, authors: ["Copilot"] });
    const answer = await deliver(
      "pull_request",
      pushPayload({ pr: 8, before, head, author: { login: "Copilot", type: "Bot" } }),
    );
    expect(answer.status).toBe(202);
    expect(gh.calls()).toContain(`GET /repos/${REPO.full}/compare/${before}...${head}`);
    const sticky = stickyOf(8);
    expect(sticky).toContain("Tests weakened by the agent's push");
    expect(sticky).toContain("tests/unit/test_multi_user_config_2235.py:166");
    expect(agentStatus(head)).toMatchObject({ state: "failure" });
    expect(agentStatus(head)?.description).toMatch(/^tests weakened on /);
    const [mention] = mentionsOf(8);
    expect(mention?.body).toContain("weakened the tests: please restore them and fix the code");
    expect(mention?.body).toContain('pytest.skip("Docker compose command timed out")');

    // A redelivered push is not judged (nor charged) twice.
    await deliver(
      "pull_request",
      pushPayload({ pr: 8, before, head, author: { login: "Copilot", type: "Bot" } }),
    );
    expect(mentionsOf(8)).toHaveLength(1);

    const { payload } = commentPayload(gh, 8, "maintainer-mona", "/accept the docker test cannot run on CI");
    await deliver("issue_comment", payload);
    expect(agentStatus(head)).toMatchObject({ state: "success" });
    expect(stickyOf(8)).toMatch(/accepted by @\u200bmaintainer-mona: the docker test cannot run on CI/);
    expect(gh.unhandled).toEqual([]);
  });

  it("an agent's push that loosens exact counts (== 1 → >= 1): blocked, and the headline says held", async () => {
    const [before, head] = [distinctSha(31), distinctSha(32)];
    const files = (
      JSON.parse(
        readFileSync(join(import.meta.dirname, "..", "fixtures", "guard", "py-loosen-agent-2.json"), "utf8"),
      ) as { compare: { files: unknown[] } }
    ).compare.files;
    gh.compares.set(`${before}...${head}`, { files, authors: ["Copilot"] });
    await deliver(
      "pull_request",
      pushPayload({ pr: 14, before, head, author: { login: "Copilot", type: "Bot" } }),
    );
    const sticky = stickyOf(14);
    expect(sticky).toContain("🛡️ **Held: the agent's push weakened the tests**");
    expect(sticky).toContain("tests/unit/test_daily_stats_repo.py:457");
    expect(sticky).toContain("assert self.db.execute.call_count >= 1");
    expect(agentStatus(head)).toMatchObject({ state: "failure" });
    expect(mentionsOf(14)[0]?.body).toContain("weakened the tests: please restore them and fix the code");
    expect(gh.unhandled).toEqual([]);
  });

  it("control: a maintainer's push with the same change is reported, not blocked", async () => {
    const [before, head] = [distinctSha(3), distinctSha(4)];
    gh.compares.set(`${before}...${head}`, { files: SKIP_FILES, authors: ["maintainer-mona"] });
    await deliver(
      "pull_request",
      pushPayload({ pr: 9, before, head, author: { login: "maintainer-mona", type: "User" } }),
    );
    expect(gh.calls()).toContain(`GET /repos/${REPO.full}/compare/${before}...${head}`);
    expect(stickyOf(9)).toContain("reported: a person's push is never blocked");
    expect(agentStatus(head)).toBeUndefined();
    expect(mentionsOf(9)).toEqual([]);
    expect(gh.unhandled).toEqual([]);
  });
});

describe("no signal, no attempt", () => {
  it("a run awaiting approval: no report fetched, the commit named, pending, the agent told to wait", async () => {
    const head = distinctSha(5);
    gh.pulls.push({ number: 10, headSha: head, headRef: "agent-fix", headRepo: REPO.full, state: "open" });
    const payload = runPayload({ runId: 501, sha: head, pr: 10 });
    (payload.workflow_run as { conclusion: string }).conclusion = "action_required";
    await deliver("workflow_run", payload);
    expect(gh.calls().some((c) => c.includes("/artifacts"))).toBe(false);
    const sticky = stickyOf(10);
    expect(sticky).toContain(`No CI result for [\`${head.slice(0, 7)}\`]`);
    expect(sticky).toContain("its run is waiting for a maintainer to approve it");
    expect(agentStatus(head)).toMatchObject({ state: "pending" });
    const [mention] = mentionsOf(10);
    expect(mention?.body).toContain("has no CI result yet: please wait for it rather than push again");
    expect(gh.unhandled).toEqual([]);
  });

  it("control: a run cancelled because the PR moved on (a newer push) says nothing", async () => {
    gh.pulls.push({
      number: 11,
      headSha: distinctSha(7),
      headRef: "agent-fix",
      headRepo: REPO.full,
      state: "open",
    });
    const payload = runPayload({ runId: 601, sha: distinctSha(6), pr: 11 });
    (payload.workflow_run as { conclusion: string }).conclusion = "cancelled";
    await deliver("workflow_run", payload);
    expect(gh.calls()).toEqual([
      `GET /repos/${REPO.full}/contents/.github/flakeharden.yml`,
      `GET /repos/${REPO.full}/pulls/11`,
    ]);
    expect(gh.unhandled).toEqual([]);
  });
});

describe("the budget", () => {
  it("a dozen agent pushes at once: paused at the 6th: the label, the ledger stated, a failing status on the later pushes", async () => {
    const pushes: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const [before, head] = [distinctSha(100 + i), distinctSha(101 + i)];
      gh.compares.set(`${before}...${head}`, { files: [], authors: ["Copilot"] });
      await deliver(
        "pull_request",
        pushPayload({ pr: 12, before, head, author: { login: "Copilot", type: "Bot" } }),
      );
      if (gh.labels.get(12)?.has("flakeharden:halted") === true && pushes.length === 0) pushes.push(i);
    }
    expect(pushes).toEqual([6]);
    const sticky = stickyOf(12);
    expect(sticky).toContain("## ⛔ Halted: budget spent");
    expect(sticky).toContain("6 agent events in the last 10 minutes");
    expect(sticky).toMatch(/\*\*Ledger\*\* \(since the last `\/continue`\): agent pushes 6 of 30/);
    expect(agentStatus(distinctSha(107))).toMatchObject({ state: "failure" });
    // Every compare served was read.
    for (const key of gh.compares.keys())
      expect(gh.calls()).toContain(`GET /repos/${REPO.full}/compare/${key}`);
    expect(gh.unhandled).toEqual([]);
  });
});

describe("the steer and the best commit", () => {
  /** A run of PR 13 on commit `n` that left a report: the real type error, or (passed) none of it. */
  async function runOf(n: number, passed = false): Promise<void> {
    const spec = { runId: 700 + n, sha: distinctSha(700 + n), pr: 13 };
    const report = reportFor("ts-tsc-ts2322", spec);
    const shown = passed ? { ...report, outcome: "passed" as const, buckets: [], primary: null } : report;
    gh.artifacts.push({
      id: 700 + n,
      name: "flakeharden-report",
      runId: spec.runId,
      zip: zipOne("flakeharden-report.json", JSON.stringify(shown)),
    });
    await deliver("workflow_run", runPayload({ ...spec, conclusion: passed ? "success" : "failure" }));
  }

  it("the second same failure steers the agent; the halt names the commit that passed and what came after", async () => {
    await runOf(1, true);
    await runOf(2);
    expect(mentionsOf(13).at(-1)?.body).not.toContain("Change approach");
    await runOf(3);
    const steer = mentionsOf(13).at(-1)?.body ?? "";
    expect(steer).toContain("# Change approach: the same failures came back");
    expect(steer).toContain(`\`${distinctSha(702).slice(0, 7)}\` and \`${distinctSha(703).slice(0, 7)}\``);
    expect(steer).toContain("The exact failing assertion:");
    await runOf(4);
    const sticky = stickyOf(13);
    expect(sticky).toContain("## ⛔ Halted: repetition");
    expect(sticky).toContain(`**Best commit so far**: [\`${distinctSha(701).slice(0, 7)}\`]`);
    expect(sticky).toContain("with 0 failures");
    expect(sticky).toContain(`git revert --no-edit ${distinctSha(701).slice(0, 7)}..HEAD`);
    expect(gh.unhandled).toEqual([]);
  });
});
