// The handlers through `probot.receive` (signatures are the server's business: see e2e.test.ts), with
// GitHub's example payloads and GitHub's API served over HTTP by a fake. Each test asserts the exact
// requests made, in order: every expected call was made, and nothing else.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Probot } from "probot";
import { pino } from "pino";
import { FakeGitHub } from "./fake-github.js";
import { zipOne } from "./zip.js";
import {
  PRIVATE_KEY,
  REPO,
  type RunSpec,
  TestOctokit,
  commentPayload,
  example,
  realReport,
  reportFor,
  runPayload,
  sha,
} from "./support.js";
import { flakeharden } from "../../app/app.js";
import { openStore, type Store } from "../../app/store/index.js";
import { STICKY_MARKER } from "../../src/core/render/comment.js";
import type { Report, TestVerdict } from "../../src/core/schema.js";

let gh: FakeGitHub;
let store: Store;
let probot: Probot;
let dir: string;
let delivery = 0;
const R = `/repos/${REPO.full}`;
const CONFIG = `GET ${R}/contents/.github/flakeharden.yml`;
const ORG_CONFIG = `GET /repos/${REPO.owner}/.github/contents/.github/flakeharden.yml`;

beforeEach(async () => {
  gh = await new FakeGitHub().start();
  dir = mkdtempSync(join(tmpdir(), "fh-handlers-"));
  store = await openStore({ sqlitePath: join(dir, "app.sqlite") });
  probot = new Probot({
    appId: 1,
    privateKey: PRIVATE_KEY,
    Octokit: TestOctokit,
    baseUrl: gh.url,
    log: pino({ level: "silent" }),
  });
  await probot.load(flakeharden({ store, now: () => new Date("2026-11-21T12:00:00Z") }));
  gh.roles.set("maintainer-mona", "maintain");
  gh.config = "prompt:\n  budget: 6000\n";
});

afterEach(async () => {
  await store.close();
  await gh.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function receive(name: "workflow_run" | "issue_comment", payload: unknown): Promise<void> {
  // The payload is GitHub's own example, reshaped; receive() takes it as the event GitHub would send.
  await probot.receive({ id: `d${++delivery}`, name, payload } as Parameters<Probot["receive"]>[0]);
}

function run(spec: RunSpec): Promise<void> {
  if (spec.report !== null) {
    const report = spec.report ?? reportFor("ts-tsc-ts2322", spec);
    gh.artifacts.push({
      id: spec.runId,
      name: "flakeharden-report",
      runId: spec.runId,
      zip: zipOne("flakeharden-report.json", JSON.stringify(report)),
    });
  }
  return receive("workflow_run", runPayload(spec));
}

function stickyOf(pr: number): string {
  const mine = gh.commentsOn(pr).filter((c) => c.body.startsWith(STICKY_MARKER));
  expect(mine).toHaveLength(1);
  return mine[0]?.body ?? "";
}

const ARTIFACTS = (runId: number) => `GET ${R}/actions/runs/${runId}/artifacts`;

describe("comments that are not commands", () => {
  it("ignores a comment on a plain issue, a bot's comment, an edit, and a comment without a command", async () => {
    const plain = example("issue_comment", "created");
    (plain.comment as { body: string }).body = "/continue";
    await receive("issue_comment", plain);

    const bot = commentPayload(gh, 5, "dependabot[bot]", "/continue");
    (bot.payload.comment as { user: { type: string } }).user.type = "Bot";
    await receive("issue_comment", bot.payload);

    const edited = commentPayload(gh, 5, "maintainer-mona", "/continue");
    await receive("issue_comment", { ...edited.payload, action: "edited" });

    await receive("issue_comment", commentPayload(gh, 5, "maintainer-mona", "looks good, thanks").payload);
    await receive(
      "issue_comment",
      commentPayload(gh, 5, "maintainer-mona", "> /continue\n\n```\n/halt\n```\nquoting, not commanding")
        .payload,
    );
    expect(gh.requests).toEqual([]);
  });
});

describe("workflow runs", () => {
  it("a passing run without a report is not an attempt: read, write nothing", async () => {
    await run({ runId: 11, sha: sha(11), pr: 5, conclusion: "success", report: null });
    expect(gh.calls()).toEqual([CONFIG, ARTIFACTS(11)]);
  });

  it("a failed run without a report halts on the verification gap and asks a human, without prompting the agent", async () => {
    gh.config = "agent:\n  mention: '@copilot'\n";
    // The workflow has left a report before (it uses the action): a failure without one is a gap.
    await run({
      runId: 10,
      sha: sha(10),
      pr: 5,
      conclusion: "success",
      report: reportFor("ts-tsc-ts2322", { runId: 10, sha: sha(10), pr: 5 }),
    });
    gh.requests.length = 0;
    await run({ runId: 12, sha: sha(12), pr: 5, report: null });
    expect(gh.calls()).toEqual([
      CONFIG,
      ARTIFACTS(12),
      `PATCH ${R}/issues/comments/${gh.commentsOn(5)[0]?.id}`,
      `POST ${R}/issues/5/labels`,
      `POST ${R}/statuses/${sha(12)}`,
    ]);
    const body = stickyOf(5);
    expect(body).toMatch(/no-reproduction|no reproduction/i);
    expect(body).toMatch(/without a flakeharden report/i);
    expect(gh.statuses.at(-1)).toMatchObject({
      context: "flakeharden/agent",
      state: "failure",
      sha: sha(12),
    });
    expect(
      gh.commentsOn(5).filter((c) => c.body.includes("@copilot") && !c.body.startsWith(STICKY_MARKER)),
    ).toHaveLength(1);
  });

  it("a failed run of a workflow that never left a report is not an attempt (a lint job, say)", async () => {
    await run({ runId: 19, sha: sha(19), pr: 5, report: null });
    expect(gh.calls()).toEqual([CONFIG, ARTIFACTS(19)]);
  });

  it("an invalid config is shown with the exact error, marked by a status, and the agent is not driven", async () => {
    gh.config = "agent:\n  mention: '@copilot'\nloop:\n  max-attempts: 0\n";
    await run({ runId: 13, sha: sha(13), pr: 5 });
    expect(gh.calls()).toEqual([
      CONFIG,
      ARTIFACTS(13),
      `GET ${R}/actions/artifacts/13/zip`,
      `GET /blob/artifact-13.zip`,
      `GET ${R}/pulls/5/files`,
      `GET ${R}/issues/5/comments`,
      `POST ${R}/issues/5/comments`,
      `POST ${R}/statuses/${sha(13)}`,
      `POST ${R}/statuses/${sha(13)}`,
    ]);
    const body = stickyOf(5);
    expect(body).toContain("loop.max-attempts");
    expect(body).toContain("got 0");
    expect(gh.statuses.map((s) => `${s.context} ${s.state}`)).toEqual([
      "flakeharden/agent success",
      "flakeharden/config failure",
    ]);
  });

  it("ignores `pull_requests` of another repository and finds the PR by head SHA instead", async () => {
    gh.pulls.push({ number: 9, headSha: sha(14), headRef: "agent-fix", headRepo: REPO.full, state: "open" });
    const payload = runPayload({ runId: 14, sha: sha(14), pr: 9 });
    // As in GitHub's own example: the listed PR belongs to another repository.
    const listed = (payload.workflow_run as { pull_requests: { base: { repo: { id: number } } }[] })
      .pull_requests;
    (listed[0] as { base: { repo: { id: number } } }).base.repo.id = 1;
    gh.artifacts.push({
      id: 14,
      name: "flakeharden-report",
      runId: 14,
      zip: zipOne(
        "flakeharden-report.json",
        JSON.stringify(reportFor("ts-tsc-ts2322", { runId: 14, sha: sha(14), pr: 9 })),
      ),
    });
    await receive("workflow_run", payload);
    expect(gh.calls().slice(0, 2)).toEqual([CONFIG, `GET ${R}/pulls`]);
    expect(stickyOf(9)).toMatch(/TS2322/);
  });

  it("a run of two PRs (stacked PRs) is an attempt of each, and a cancelled run of none", async () => {
    const spec = { runId: 17, sha: sha(17), pr: 5 };
    const payload = runPayload(spec);
    const run = payload.workflow_run as { pull_requests: Record<string, unknown>[] };
    run.pull_requests = [run.pull_requests[0] ?? {}, { ...structuredClone(run.pull_requests[0]), number: 6 }];
    gh.artifacts.push({
      id: 17,
      name: "flakeharden-report",
      runId: 17,
      zip: zipOne(
        "flakeharden-report.json",
        JSON.stringify(reportFor("ts-tsc-ts2322", { ...spec, pr: null })),
      ),
    });
    await receive("workflow_run", payload);
    expect(stickyOf(5)).toMatch(/TS2322/);
    expect(stickyOf(6)).toMatch(/TS2322/);

    gh.requests.length = 0;
    await run18Cancelled();
    // An attempt of none (no report fetched). Whether its commit is the PR's head is read (guard-io.ts: a head
    // without a CI result is said on the PR); this PR is not there any more, so nothing is said.
    expect(gh.calls()).toEqual([
      "GET /repos/octo-org/octo-repo/contents/.github/flakeharden.yml",
      "GET /repos/octo-org/octo-repo/pulls/5",
    ]);
  });

  async function run18Cancelled(): Promise<void> {
    const payload = runPayload({ runId: 18, sha: sha(18), pr: 5 });
    (payload.workflow_run as { conclusion: string }).conclusion = "cancelled";
    await receive("workflow_run", payload);
  }

  it("retries a download that failed in transit (GitHub does not redeliver a failed event)", async () => {
    gh.failOnce("GET", /^\/blob\//);
    await run({ runId: 20, sha: sha(20), pr: 5 });
    expect(gh.calls().filter((c) => c.startsWith("GET /blob/"))).toEqual([
      "GET /blob/artifact-20.zip",
      "GET /blob/artifact-20.zip",
    ]);
    expect(stickyOf(5)).toMatch(/TS2322/);
  });

  it("push and pull_request runs of one commit are one attempt: counted once, the agent mentioned once", async () => {
    gh.config = "agent:\n  mention: '@copilot'\n";
    await run({ runId: 30, sha: sha(30), pr: 5 });
    await run({ runId: 31, sha: sha(30), pr: 5 });
    expect(gh.statuses.map((s) => s.description)).toEqual([
      "active: attempt 1 of 10",
      "active: attempt 1 of 10",
    ]);
    expect(
      gh.commentsOn(5).filter((c) => c.body.includes("@copilot") && !c.body.startsWith(STICKY_MARKER)),
    ).toHaveLength(1);
    expect(stickyOf(5)).toMatch(/attempt 1 of 10/);
  });

  it("runs of workflows not listed in report.workflows are ignored", async () => {
    gh.config = "report:\n  workflows: [.github/workflows/other.yml]\n";
    await run({ runId: 15, sha: sha(15), pr: 5 });
    expect(gh.calls()).toEqual([CONFIG]);
  });

  it("reads the org's .github repository when the repository has no config", async () => {
    gh.config = null;
    await run({ runId: 16, sha: sha(16), pr: 5, conclusion: "success", report: null });
    expect(gh.calls()).toEqual([CONFIG, ORG_CONFIG, ARTIFACTS(16)]);
  });
});

describe("whose failures: the base branch's history and the PR's files", () => {
  // ts-vitest-mixed fails two tests: an assertion in test/mixed.test.ts and a TypeError thrown in src/cart.ts.
  const mixed = realReport("ts-vitest-mixed");
  const failing = mixed.buckets.flatMap((b) => b.failures);
  const assertion = failing.find((f) => f.category === "assertion")?.test ?? "";
  const thrown = failing.find((f) => f.category === "runtime")?.test ?? "";
  const verdict = (test: string, v: "passed" | "failed"): TestVerdict => ({
    test,
    suite: null,
    file: "test/mixed.test.ts",
    verdict: v,
    passes: v === "passed" ? 1 : 0,
    runs: 1,
  });

  /** A push run of the default branch (`master` in GitHub's example) where `assertion` passed or failed and `thrown` failed. */
  async function pushToMaster(runId: number, assertionPassed: boolean): Promise<void> {
    const spec = { runId, sha: sha(runId), pr: 0 };
    const base = reportFor("ts-vitest-mixed", { ...spec, pr: null });
    const report: Report = {
      ...base,
      buckets: base.buckets
        .map((b) => ({
          ...b,
          failures: b.failures.filter((f) => !(assertionPassed && f.test === assertion)),
        }))
        .filter((b) => b.failures.length > 0),
      verdicts: [verdict(assertion, assertionPassed ? "passed" : "failed"), verdict(thrown, "failed")],
    };
    gh.artifacts.push({
      id: runId,
      name: "flakeharden-report",
      runId,
      zip: zipOne("flakeharden-report.json", JSON.stringify(report)),
    });
    const payload = runPayload(spec);
    const run = payload.workflow_run as Record<string, unknown>;
    run.event = "push";
    run.head_branch = "master";
    run.pull_requests = [];
    await receive("workflow_run", payload);
  }

  async function prRun(runId: number, pr: number): Promise<void> {
    const report = {
      ...reportFor("ts-vitest-mixed", { runId, sha: sha(runId), pr }),
      verdicts: [verdict(assertion, "failed"), verdict(thrown, "failed")],
    };
    await run({ runId, sha: sha(runId), pr, report });
  }

  beforeEach(async () => {
    gh.config = "agent:\n  mention: '@copilot'\nhistory:\n  min-runs: 3\n  quarantine-after: 1\n";
    await pushToMaster(200, true);
    await pushToMaster(201, false);
    await pushToMaster(202, true);
    gh.requests.length = 0;
  });

  it("a push run of the default branch is recorded as its history, and nobody's attempt", async () => {
    await pushToMaster(203, true);
    expect(gh.calls()).toEqual([
      CONFIG,
      ARTIFACTS(203),
      `GET ${R}/actions/artifacts/203/zip`,
      "GET /blob/artifact-203.zip",
    ]);
    expect(gh.comments).toEqual([]);
  });

  it("failures flaky on, or already failing on, the base branch are listed apart with evidence; the agent is neither prompted nor halted", async () => {
    gh.prFiles.set(40, [{ filename: "README.md", patch: "@@ -1 +1 @@\n-a\n+b" }]);
    for (const runId of [240, 241, 242]) await prRun(runId, 40);
    const calls = gh.calls();
    expect(calls.slice(0, 6)).toEqual([
      CONFIG,
      ARTIFACTS(240),
      `GET ${R}/actions/artifacts/240/zip`,
      "GET /blob/artifact-240.zip",
      `GET ${R}/pulls/40/files`,
      `GET ${R}/issues/40/comments`,
    ]);
    expect(calls.filter((c) => c.endsWith("/pulls/40/files"))).toHaveLength(3);
    const body = stickyOf(40);
    expect(body).toContain("Not this PR's failures: 2");
    expect(body).toContain("failed 1 of 3 runs on master in 7 days");
    expect(body).toMatch(
      /pre-existing\*\* · `checkout > uppercases the coupon code`: failed in each of the latest 3 runs on master/,
    );
    // The flaky one is offered for quarantine, ready to paste.
    expect(body).toContain(`  - test: ${JSON.stringify(assertion)}`);
    expect(body).not.toMatch(/Halted/);
    expect(gh.labelsOn(40)).toEqual([]);
    expect(gh.statuses.at(-1)).toMatchObject({ state: "success", description: "active: attempt 3 of 10" });
    expect(gh.commentsOn(40).filter((c) => c.body.startsWith("@copilot"))).toEqual([]);
    expect(gh.unhandled).toEqual([]);
  });

  it("the same failure in a file the PR changes is related: prompted about, and only it", async () => {
    gh.prFiles.set(41, [{ filename: "src/cart.ts", patch: "@@ -20,10 +20,12 @@ export class Cart {\n+x" }]);
    await prRun(250, 41);
    const mention = gh.commentsOn(41).find((c) => c.body.startsWith("@copilot"))?.body ?? "";
    expect(mention).toContain("uppercases the coupon code");
    expect(mention).not.toContain("keeps quantity when adding the same sku");
    const body = stickyOf(41);
    expect(body).toContain("Not this PR's failures: 1");
    expect(body).toMatch(/known flaky\*\* · `checkout > keeps quantity when adding the same sku`/);
  });

  it("a quarantined test holds nothing against the agent until it expires; then it counts again, saying so", async () => {
    gh.config += `quarantine:\n  - test: ${JSON.stringify(thrown)}\n    reason: races\n    owner: '@octo-org/checkout'\n    expires: 2026-12-01\n`;
    gh.prFiles.set(42, [{ filename: "src/cart.ts", patch: "@@ -20,10 +20,12 @@\n+x" }]);
    await prRun(260, 42);
    expect(stickyOf(42)).toMatch(/quarantined until 2026-12-01 \(owner @\u200b?octo-org\/checkout: races\)/);
    expect(gh.commentsOn(42).filter((c) => c.body.startsWith("@copilot"))).toEqual([]);

    gh.config = (gh.config ?? "").replace("2026-12-01", "2026-11-20");
    await prRun(261, 43);
    expect(stickyOf(43)).toMatch(/Quarantine ended/);
  });

  it("an expiry more than 90 days ahead is a config error naming the field", async () => {
    gh.config += `quarantine:\n  - test: t\n    reason: r\n    owner: '@mona'\n    expires: 2027-06-01\n`;
    await prRun(270, 44);
    expect(stickyOf(44)).toContain("quarantine[0].expires: 2027-06-01 is more than 90 days ahead");
    expect(gh.statuses.at(-1)).toMatchObject({ context: "flakeharden/config", state: "failure" });
  });
});

describe("commands from people with write access", () => {
  async function failedOnce(pr: number): Promise<void> {
    await run({ runId: 100 + pr, sha: sha(100 + pr), pr });
    gh.requests.length = 0;
  }

  it("/retry re-runs the failed jobs of the latest run", async () => {
    await failedOnce(21);
    const c = commentPayload(gh, 21, "maintainer-mona", "/retry");
    await receive("issue_comment", c.payload);
    expect(gh.calls()).toEqual([
      CONFIG,
      `GET ${R}/collaborators/maintainer-mona/permission`,
      `POST ${R}/issues/comments/${c.id}/reactions`,
      `POST ${R}/actions/runs/121/rerun-failed-jobs`,
      `POST ${R}/issues/comments/${c.id}/reactions`,
    ]);
    expect(gh.reruns).toEqual([121]);
  });

  it("/halt labels the PR, fails the agent status on the PR's head and says who halted it and why", async () => {
    await failedOnce(22);
    // A commit pushed since the failed run, not built yet: the PR's head, where branch protection reads the status.
    gh.pulls.push({
      number: 22,
      headSha: sha(922),
      headRef: "agent-fix",
      headRepo: REPO.full,
      state: "open",
    });
    const c = commentPayload(gh, 22, "maintainer-mona", "please stop\n/halt the approach is wrong");
    await receive("issue_comment", c.payload);
    expect(gh.calls()).toEqual([
      CONFIG,
      `GET ${R}/collaborators/maintainer-mona/permission`,
      `POST ${R}/issues/comments/${c.id}/reactions`,
      `GET ${R}/pulls/22`,
      `GET ${R}/pulls/22/files`,
      `PATCH ${R}/issues/comments/${gh.commentsOn(22)[0]?.id}`,
      `POST ${R}/issues/22/labels`,
      `POST ${R}/statuses/${sha(922)}`,
      `POST ${R}/issues/comments/${c.id}/reactions`,
    ]);
    expect(gh.labelsOn(22)).toEqual(["flakeharden:halted"]);
    expect(gh.statuses.at(-1)).toMatchObject({
      sha: sha(922),
      context: "flakeharden/agent",
      state: "failure",
    });
    expect(stickyOf(22)).toMatch(/maintainer-mona/);
    expect(stickyOf(22)).toMatch(/the approach is wrong/);
    expect(gh.reactions.map((r) => r.content)).toEqual(["eyes", "+1"]);
  });

  it("/continue resumes the agent with a status on the PR's head, and steers it with the guidance", async () => {
    gh.config = "agent:\n  mention: '@copilot'\n";
    await failedOnce(31);
    gh.pulls.push({
      number: 31,
      headSha: sha(931),
      headRef: "agent-fix",
      headRepo: REPO.full,
      state: "open",
    });
    const c = commentPayload(gh, 31, "maintainer-mona", "/continue keep the public API");
    await receive("issue_comment", c.payload);
    expect(gh.calls()).toEqual([
      CONFIG,
      `GET ${R}/collaborators/maintainer-mona/permission`,
      `POST ${R}/issues/comments/${c.id}/reactions`,
      `GET ${R}/pulls/31`,
      `GET ${R}/pulls/31/files`,
      `PATCH ${R}/issues/comments/${gh.commentsOn(31)[0]?.id}`,
      `POST ${R}/statuses/${sha(931)}`,
      `POST ${R}/issues/31/comments`,
      `POST ${R}/issues/comments/${c.id}/reactions`,
    ]);
    expect(gh.statuses.at(-1)).toMatchObject({
      sha: sha(931),
      context: "flakeharden/agent",
      state: "success",
    });
    expect(gh.commentsOn(31).at(-1)?.body).toMatch(/^@copilot[\s\S]*keep the public API/);
  });

  it("/status refreshes the sticky comment and replies with the state", async () => {
    await failedOnce(24);
    const c = commentPayload(gh, 24, "maintainer-mona", "/status");
    await receive("issue_comment", c.payload);
    expect(gh.calls()).toEqual([
      CONFIG,
      `GET ${R}/collaborators/maintainer-mona/permission`,
      `POST ${R}/issues/comments/${c.id}/reactions`,
      `GET ${R}/pulls/24`,
      `GET ${R}/pulls/24/files`,
      `PATCH ${R}/issues/comments/${gh.commentsOn(24)[0]?.id}`,
      `POST ${R}/issues/24/comments`,
      `POST ${R}/issues/comments/${c.id}/reactions`,
    ]);
    const reply = gh.commentsOn(24).at(-1)?.body ?? "";
    expect(reply).toMatch(/active/i);
    expect(reply).toMatch(/1 of 10|1\/10/);
  });

  it("answers a command GitHub refuses, and still carries out the next one", async () => {
    await failedOnce(25);
    gh.failOnce("POST", /rerun-failed-jobs$/);
    const c = commentPayload(gh, 25, "maintainer-mona", "/retry\n/status");
    await receive("issue_comment", c.payload);
    const replies = gh
      .commentsOn(25)
      .filter((x) => x.user.login === "flakeharden[bot]" && !x.body.startsWith(STICKY_MARKER));
    expect(replies).toHaveLength(2);
    expect(replies[0]?.body).toMatch(/retry/);
    expect(replies[0]?.body).toMatch(/GitHub answered/);
    expect(replies[1]?.body).toMatch(/active/i);
    expect(gh.reactions.map((r) => r.content)).toEqual(["eyes", "+1"]);
  });

  it("refuses /retry when the latest run passed, saying why", async () => {
    await run({
      runId: 126,
      sha: sha(126),
      pr: 26,
      conclusion: "success",
      report: reportFor("ts-vitest-mixed", { runId: 126, sha: sha(126), pr: 26 }),
    });
    gh.requests.length = 0;
    const passed = {
      ...reportFor("ts-vitest-mixed", { runId: 127, sha: sha(127), pr: 26 }),
      outcome: "passed" as const,
      buckets: [],
      primary: null,
    };
    await run({ runId: 127, sha: sha(127), pr: 26, conclusion: "success", report: passed });
    const c = commentPayload(gh, 26, "maintainer-mona", "/retry");
    await receive("issue_comment", c.payload);
    expect(gh.reruns).toEqual([]);
    expect(gh.commentsOn(26).at(-1)?.body).toMatch(/latest run passed/);
    expect(gh.reactions.map((r) => r.content)).toEqual(["eyes", "confused"]);
  });

  it("while the config is invalid, only admins may command (the file may have narrowed the roles)", async () => {
    gh.config = "commands:\n  roles: [admin]\nloop:\n  max-attempts: 0\n";
    const c = commentPayload(gh, 27, "maintainer-mona", "/continue go on");
    await receive("issue_comment", c.payload);
    expect(gh.commentsOn(27).at(-1)?.body).toMatch(/maintain/);
    expect(gh.reactions.map((r) => r.content)).toEqual(["confused"]);
  });

  it("ignores the agent's own commands, and fails the event when GitHub cannot give the config", async () => {
    gh.config = "agent:\n  mention: '@copilot'\n";
    gh.roles.set("copilot", "write");
    await receive("issue_comment", commentPayload(gh, 28, "copilot", "/continue I fixed it").payload);
    expect(gh.calls()).toEqual([CONFIG]);

    gh.failOnce("GET", /flakeharden\.yml$/);
    await expect(
      receive("issue_comment", commentPayload(gh, 28, "maintainer-mona", "/status").payload),
    ).rejects.toThrow();
    expect(gh.commentsOn(28).filter((x) => x.user.login === "flakeharden[bot]")).toEqual([]);
  });

  it("does not obey a redelivered comment twice", async () => {
    await failedOnce(29);
    const c = commentPayload(gh, 29, "maintainer-mona", "/retry");
    await receive("issue_comment", c.payload);
    await receive("issue_comment", c.payload);
    expect(gh.reruns).toEqual([129]);
    expect(gh.reactions.map((r) => r.content)).toEqual(["eyes", "+1"]);
  });

  it("answers an unknown /flakeharden command with help", async () => {
    const c = commentPayload(gh, 23, "maintainer-mona", "/flakeharden frobnicate");
    await receive("issue_comment", c.payload);
    const reply = gh.commentsOn(23).at(-1);
    expect(reply?.user.login).toBe("flakeharden[bot]");
    expect(reply?.body).toMatch(/\/continue/);
    expect(gh.unhandled).toEqual([]);
  });
});
