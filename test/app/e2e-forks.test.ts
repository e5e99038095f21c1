// End to end, as a hostile fork would try it (issue 23): the real server on loopback receiving signed webhooks built
// from GitHub's own example payloads, GitHub's API served by the fake, reports made by the real engine from recorded
// tool output, a real SQLite file. A fork's runs are evidence about its own PR only; rows are keyed by repository id.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeGitHub } from "./fake-github.js";
import { zipOne } from "./zip.js";
import { readSettings } from "../../app/settings.js";
import { startApp, type Started } from "../../app/server.js";
import { STICKY_MARKER } from "../../src/core/render/comment.js";
import type { Report, TestVerdict } from "../../src/core/schema.js";
import {
  FORK_ID,
  REPO,
  type Payload,
  TestOctokit,
  appEnv,
  deliverAndSettle,
  realReport,
  reportFor,
  runPayload,
  sha,
} from "./support.js";

const SECRET = "e2e-forks-webhook-secret";

let gh: FakeGitHub;
let app: Started;
let dir: string;
let nextArtifact = 1;

beforeEach(async () => {
  gh = await new FakeGitHub().start();
  dir = mkdtempSync(join(tmpdir(), "fh-e2e-forks-"));
  app = await startApp(readSettings(appEnv({ gh, dir, secret: SECRET })), {
    Octokit: TestOctokit,
    now: () => new Date("2026-11-21T12:00:00Z"),
    tuning: { retryBaseMs: 20, retryMaxMs: 100, debounceMs: 0 },
    reconcile: { atStart: false, intervalMs: 0 },
  });
  gh.config = "agent:\n  mention: '@copilot'\nhistory:\n  min-runs: 3\n";
});

afterEach(async () => {
  await app.stop();
  await gh.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function deliver(payload: Payload): Promise<void> {
  const answer = await deliverAndSettle(app, { event: "workflow_run", payload, secret: SECRET });
  expect(answer.status).toBe(202);
}

function publish(runId: number, report: Report): void {
  gh.artifacts.push({
    id: nextArtifact++,
    name: "flakeharden-report",
    runId,
    zip: zipOne("flakeharden-report.json", JSON.stringify(report)),
  });
}

function sticky(pr: number): string {
  const mine = gh
    .commentsOn(pr)
    .filter((c) => c.user.login === "flakeharden[bot]" && c.body.startsWith(STICKY_MARKER));
  expect(mine).toHaveLength(1);
  return mine[0]?.body ?? "";
}

/** A fork's PR run: the fork `owner/octo-repo`'s branch `branch`, commit `commit`, the PR found by head SHA. */
function forkRun(o: { runId: number; commit: string; pr: number; owner: string; branch: string }): Payload {
  const fork = `${o.owner}/${REPO.name}`;
  const existing = gh.pulls.find((p) => p.number === o.pr);
  if (existing === undefined)
    gh.pulls.push({ number: o.pr, headSha: o.commit, headRef: o.branch, headRepo: fork, state: "open" });
  else existing.headSha = o.commit;
  const payload = runPayload({ runId: o.runId, sha: o.commit, pr: o.pr, fork });
  (payload.workflow_run as Record<string, unknown>).head_branch = o.branch;
  return payload;
}

/** The report the action uploads for a fork's run (its context names the fork as head repository). */
function forkReport(id: string, o: { runId: number; commit: string; pr: number; owner: string }): Report {
  const r = reportFor(id, { runId: o.runId, sha: o.commit, pr: o.pr });
  return r.context === null
    ? r
    : { ...r, context: { ...r.context, headRepository: `${o.owner}/${REPO.name}` } };
}

const PRE_EXISTING = /pre-existing\*\*/;

describe("the base branch's history is the base repository's own", () => {
  it("a fork PR opened from the fork's own `master` does not become master's history", async () => {
    // Three runs of a fork's PR, from its branch named like the base branch, fail with the type error.
    for (let i = 1; i <= 3; i++) {
      const o = { runId: 500 + i, commit: sha(500 + i), pr: 50, owner: "mallory", branch: "master" };
      publish(o.runId, forkReport("ts-tsc-ts2322", o));
      await deliver(forkRun(o));
    }
    expect(sticky(50)).toContain("types");

    // A maintainer's PR fails with the same type error three times: it is the PR's (unknown), not pre-existing.
    gh.prFiles.set(51, [{ filename: "README.md", patch: "@@ -1 +1 @@\n-a\n+b" }]);
    for (let i = 1; i <= 3; i++) {
      const spec = { runId: 510 + i, sha: sha(510 + i), pr: 51 };
      publish(spec.runId, reportFor("ts-tsc-ts2322", spec));
      await deliver(runPayload(spec));
    }
    const body = sticky(51);
    expect(body).not.toMatch(PRE_EXISTING);
    expect(body).not.toMatch(/Not this PR's failures/);
    // Held against the agent: prompted about it, and halted on the repetition.
    expect(gh.commentsOn(51).filter((c) => c.body.startsWith("@copilot")).length).toBeGreaterThan(0);
    expect(body).toMatch(/Halted/);
    expect(gh.unhandled).toEqual([]);
  });

  it("the same failure on the base repository's own pushes of master is pre-existing (the control)", async () => {
    for (let i = 1; i <= 3; i++) {
      const spec = { runId: 520 + i, sha: sha(520 + i), pr: 0 };
      publish(spec.runId, reportFor("ts-tsc-ts2322", { ...spec, pr: null }));
      const payload = runPayload(spec);
      const run = payload.workflow_run as Record<string, unknown>;
      run.event = "push";
      run.head_branch = "master";
      run.pull_requests = [];
      await deliver(payload);
    }
    gh.prFiles.set(52, [{ filename: "README.md", patch: "@@ -1 +1 @@\n-a\n+b" }]);
    const spec = { runId: 530, sha: sha(530), pr: 52 };
    publish(spec.runId, reportFor("ts-tsc-ts2322", spec));
    await deliver(runPayload(spec));
    expect(sticky(52)).toMatch(PRE_EXISTING);
    expect(gh.unhandled).toEqual([]);
  });

  it("a later repository with the same name (a new id) does not see the old one's history", async () => {
    for (let i = 1; i <= 3; i++) {
      const spec = { runId: 540 + i, sha: sha(540 + i), pr: 0 };
      publish(spec.runId, reportFor("ts-tsc-ts2322", { ...spec, pr: null }));
      const payload = runPayload(spec);
      const run = payload.workflow_run as Record<string, unknown>;
      run.event = "push";
      run.head_branch = "master";
      run.pull_requests = [];
      await deliver(payload);
    }
    // The repository is deleted and another one created under its name: GitHub gives it a new id.
    const NEW_ID = REPO.id + 1;
    gh.prFiles.set(53, [{ filename: "README.md", patch: "@@ -1 +1 @@\n-a\n+b" }]);
    const spec = { runId: 550, sha: sha(550), pr: 53 };
    publish(spec.runId, reportFor("ts-tsc-ts2322", spec));
    const payload = runPayload(spec);
    (payload.repository as Record<string, unknown>).id = NEW_ID;
    const run = payload.workflow_run as Record<string, unknown> & {
      pull_requests: { base: { repo: { id: number } } }[];
      head_repository: Record<string, unknown>;
    };
    run.head_repository.id = NEW_ID;
    for (const p of run.pull_requests) p.base.repo.id = NEW_ID;
    await deliver(payload);
    const body = sticky(53);
    expect(body).not.toMatch(PRE_EXISTING);
    expect(body).not.toMatch(/runs on master/);
    expect(
      await app.store.history.branchRuns({ repository: String(NEW_ID), branch: "master", since: "" }),
    ).toEqual([]);
    expect(
      await app.store.history.branchRuns({ repository: REPO.key, branch: "master", since: "" }),
    ).toHaveLength(3);
    expect(gh.unhandled).toEqual([]);
  });
});

describe("the same commit's other runs", () => {
  // ts-vitest-mixed fails two tests; the victim's runs fail `thrown` every time.
  const mixed = realReport("ts-vitest-mixed");
  const thrown = mixed.buckets.flatMap((b) => b.failures).find((f) => f.category === "runtime")?.test ?? "";
  const verdict = (test: string, v: "passed" | "failed"): TestVerdict => ({
    test,
    suite: null,
    file: "test/mixed.test.ts",
    verdict: v,
    passes: v === "passed" ? 1 : 0,
    runs: 1,
  });
  /** A report of `runId` at `commit` for `pr` where `thrown` passed (no failure) or failed. */
  function mixedReport(o: { runId: number; commit: string; pr: number }, passed: boolean): Report {
    const base = reportFor("ts-vitest-mixed", { runId: o.runId, sha: o.commit, pr: o.pr });
    return {
      ...base,
      outcome: passed ? "passed" : base.outcome,
      buckets: passed ? [] : base.buckets,
      verdicts: [verdict(thrown, passed ? "passed" : "failed")],
    };
  }
  const VICTIM = sha(600);

  beforeEach(async () => {
    // The victim: a PR of the repository's own branch at VICTIM, failing `thrown`.
    gh.prFiles.set(60, [{ filename: "README.md", patch: "@@ -1 +1 @@\n-a\n+b" }]);
    publish(601, mixedReport({ runId: 601, commit: VICTIM, pr: 60 }, false));
    await deliver(runPayload({ runId: 601, sha: VICTIM, pr: 60 }));
  });

  it("a fork PR opened at another PR's head commit cannot make its failures flaky", async () => {
    // The attacker opens a PR from a fork whose head is the victim's commit and uploads a passing report. Its
    // provenance holds (the run's head SHA is that commit): it is the fork PR's own evidence, and only that.
    const o = { runId: 602, commit: VICTIM, pr: 61, owner: "mallory" };
    const forged = mixedReport(o, true);
    publish(602, {
      ...forged,
      context: forged.context && { ...forged.context, headRepository: "mallory/octo-repo" },
    });
    await deliver(forkRun({ ...o, branch: "steal" }));

    // The victim's next run at the same commit fails `thrown` again: still the PR's, held against the agent.
    publish(603, mixedReport({ runId: 603, commit: VICTIM, pr: 60 }, false));
    await deliver(runPayload({ runId: 603, sha: VICTIM, pr: 60 }));
    const body = sticky(60);
    expect(body).not.toMatch(/known flaky/i);
    expect(body).not.toMatch(/No failure is held against the agent/);
    // The agent is prompted about it.
    const mentions = gh.commentsOn(60).filter((c) => c.body.startsWith("@copilot"));
    expect(mentions.at(-1)?.body).toContain(thrown);
    expect(gh.unhandled).toEqual([]);
  });

  it("a run of the base repository itself at that commit is evidence (the control)", async () => {
    // Another PR of the repository's own branches at the same commit passes `thrown`: a real second result.
    publish(604, mixedReport({ runId: 604, commit: VICTIM, pr: 62 }, true));
    await deliver(runPayload({ runId: 604, sha: VICTIM, pr: 62 }));
    publish(605, mixedReport({ runId: 605, commit: VICTIM, pr: 60 }, false));
    await deliver(runPayload({ runId: 605, sha: VICTIM, pr: 60 }));
    expect(sticky(60)).toMatch(/known flaky/i);
    expect(gh.unhandled).toEqual([]);
    expect(FORK_ID).not.toBe(REPO.id);
  });
});
