// A PR's own quarantine is not applied silently (issue 23), end to end: a real node:test run through
// `flakeharden run` with the PR's `.github/flakeharden.yml` quarantining its failing test (the run passes, the report
// lists it under `quarantined`), its report through the real app (signed webhooks, the fake GitHub, SQLite).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FakeGitHub } from "./fake-github.js";
import { zipOne } from "./zip.js";
import { REPO, TestOctokit, appEnv, commentPayload, deliverAndSettle, runPayload, sha } from "./support.js";
import { readSettings } from "../../app/settings.js";
import { startApp, type Started } from "../../app/server.js";
import { main as cli } from "../../src/cli/main.js";
import { STICKY_MARKER } from "../../src/core/render/comment.js";
import { WAITING_DESCRIPTION } from "../../src/core/relate/quarantine-review.js";
import { Report } from "../../src/core/schema.js";

const SECRET = "quarantine-webhook-secret";
const FLAKY = "checkout > pays with the saved card";
let gh: FakeGitHub;
let app: Started;
let dir: string;
/** The report `flakeharden run` wrote for the PR's run, its config quarantining FLAKY. */
let quarantined: Report;

/** `flakeharden run` on a real node:test suite whose FLAKY test fails, with the PR's config quarantining it. */
async function runWithPrConfig(root: string, owner: string): Promise<Report> {
  const ws = join(root, "ws");
  mkdirSync(join(ws, "test"), { recursive: true });
  writeFileSync(
    join(ws, "test", "checkout.test.mjs"),
    [
      'import assert from "node:assert/strict";',
      'import { test } from "node:test";',
      `test(${JSON.stringify(FLAKY)}, () => assert.equal("declined", "paid"));`,
      'test("checkout > totals", () => assert.equal(1 + 1, 2));',
    ].join("\n"),
  );
  const config = join(ws, "flakeharden.yml");
  writeFileSync(
    config,
    `quarantine:\n  - test: ${JSON.stringify(FLAKY)}\n    reason: "races the payment mock"\n    owner: "${owner}"\n    expires: 2026-12-20\n`,
  );
  const reportPath = join(root, "report.json");
  const cwd = process.cwd();
  process.chdir(ws);
  try {
    const code = await cli(
      [
        "run",
        "--config",
        config,
        "--retries",
        "0",
        "--report",
        reportPath,
        "--",
        process.execPath,
        "--test",
        "--test-reporter=spec",
        "test/",
      ],
      { stdout: new PassThrough(), stderr: new PassThrough(), stdin: new PassThrough() },
    );
    // The PR's own config turned the failing run green.
    expect(code).toBe(0);
  } finally {
    process.chdir(cwd);
  }
  return Report.parse(JSON.parse(readFileSync(reportPath, "utf8")));
}

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), "fh-quarantine-run-"));
  try {
    quarantined = await runWithPrConfig(root, "@pay-owner");
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  expect(quarantined.outcome).toBe("passed");
  expect(quarantined.quarantined?.map((q) => q.test)).toEqual([FLAKY]);
}, 60_000);

beforeEach(async () => {
  gh = await new FakeGitHub().start();
  dir = mkdtempSync(join(tmpdir(), "fh-quarantine-"));
  app = await startApp(readSettings(appEnv({ gh, dir, secret: SECRET })), {
    Octokit: TestOctokit,
    now: () => new Date("2026-11-21T12:00:00Z"),
    tuning: { retryBaseMs: 20, retryMaxMs: 100, debounceMs: 0 },
    reconcile: { atStart: false, intervalMs: 0 },
  });
  gh.users.add("pay-owner");
  gh.roles.set("maintainer-mona", "maintain");
  gh.roles.set("triage-tom", "triage");
  // The default branch's config: triage may command, and nothing is quarantined there.
  gh.config = "agent:\n  mention: '@copilot'\ncommands:\n  roles: [admin, maintain, write, triage]\n";
});

afterEach(async () => {
  await app.stop();
  await gh.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function deliverRun(report: Report, runId: number, pr: number): Promise<void> {
  const withContext: Report = {
    ...report,
    context: {
      repository: REPO.full,
      sha: sha(runId),
      runId,
      runAttempt: 1,
      workflow: "CI",
      job: "test",
      pullRequest: pr,
      headRepository: REPO.full,
    },
  };
  gh.artifacts.push({
    id: runId,
    name: "flakeharden-report",
    runId,
    zip: zipOne("flakeharden-report.json", JSON.stringify(withContext)),
  });
  const payload = runPayload({ runId, sha: sha(runId), pr, conclusion: "success" });
  expect((await deliverAndSettle(app, { event: "workflow_run", payload, secret: SECRET })).status).toBe(202);
}

async function comment(pr: number, login: string, body: string): Promise<void> {
  const c = commentPayload(gh, pr, login, body);
  expect(
    (await deliverAndSettle(app, { event: "issue_comment", payload: c.payload, secret: SECRET })).status,
  ).toBe(202);
}

const sticky = (pr: number): string =>
  gh.commentsOn(pr).find((c) => c.user.login === "flakeharden[bot]" && c.body.startsWith(STICKY_MARKER))
    ?.body ?? "";
const agentStatus = (runId: number) =>
  gh.statuses.filter((s) => s.context === "flakeharden/agent" && s.sha === sha(runId)).at(-1);
const replies = (pr: number): string[] =>
  gh
    .commentsOn(pr)
    .filter((c) => c.user.login === "flakeharden[bot]" && !c.body.startsWith(STICKY_MARKER))
    .map((c) => c.body);

describe("a quarantine the PR's own config adds", () => {
  it("is named in the sticky comment and keeps the agent from green until someone with write access approves", async () => {
    await deliverRun(quarantined, 701, 70);
    const body = sticky(70);
    expect(body).toContain("Quarantine this PR introduces");
    expect(body).toContain(FLAKY);
    expect(body).toMatch(
      /added by this PR, until 2026-12-20, owner @\u200bpay-owner: races the payment mock · ⏳ not approved/,
    );
    expect(agentStatus(701)).toMatchObject({ state: "failure", description: WAITING_DESCRIPTION });

    // Triage may command here (`commands.roles`), but approving a quarantine needs write access.
    await comment(70, "triage-tom", "/approve-quarantine");
    expect(replies(70).at(-1)).toMatch(/triage-tom has the triage role; it needs write, maintain or admin/);
    expect(agentStatus(701)?.state).toBe("failure");

    await comment(70, "maintainer-mona", "/approve-quarantine");
    expect(sticky(70)).toMatch(/✅ approved by @\u200bmaintainer-mona/);
    expect(agentStatus(701)?.state).toBe("success");

    // The same entry in the next run stays approved; one moved to another day would need a new approval.
    await deliverRun(quarantined, 702, 70);
    expect(agentStatus(702)?.state).toBe("success");
    const later = Report.parse({
      ...quarantined,
      quarantined: quarantined.quarantined?.map((q) => ({ ...q, expires: "2027-01-15" })),
    });
    await deliverRun(later, 703, 70);
    expect(agentStatus(703)).toMatchObject({ state: "failure", description: WAITING_DESCRIPTION });
    expect(gh.unhandled).toEqual([]);
  });

  it("the same entry on the default branch is no PR's: green without approval (the control)", async () => {
    gh.config += `quarantine:\n  - test: ${JSON.stringify(FLAKY)}\n    reason: races\n    owner: '@pay-owner'\n    expires: 2026-12-20\n`;
    await deliverRun(quarantined, 711, 71);
    expect(sticky(71)).not.toContain("Quarantine this PR introduces");
    expect(agentStatus(711)?.state).toBe("success");
    expect(gh.unhandled).toEqual([]);
  });

  it("an owner GitHub does not know cannot be approved", async () => {
    gh.users.delete("pay-owner");
    await deliverRun(quarantined, 721, 72);
    expect(sticky(72)).toContain("@\u200bpay-owner (not found on GitHub)");
    await comment(72, "maintainer-mona", "/approve-quarantine");
    expect(replies(72).at(-1)).toMatch(/pay-owner, is not a user or team on GitHub/);
    expect(agentStatus(721)?.state).toBe("failure");
    expect(gh.unhandled).toEqual([]);
  });
});
