// The PR action end to end, under a simulated runner: the BUILT bundle runs as a child process for each event,
// with a fresh HOME, RUNNER_TEMP and workspace, the event payload at GITHUB_EVENT_PATH (GitHub's own examples,
// shaped into this repository's events) and GITHUB_API_URL at a fake GitHub on loopback. Nothing carries over
// between events but what the action wrote to GitHub. The reports are the CLI's real report of a recorded go test
// log (test/fixtures/artifacts/flakeharden-report.json, scripts/fixtures/record-artifacts.sh), with the run's
// context as the action writes it.
import { execFile, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BOT, FakeGitHub, type Permission, TOKEN } from "./fake-github.js";
import { zipOne } from "../app/zip.js";
import { analyzeCase, loadCases } from "../corpus/evaluate.js";
import { type Payload, example as webhookExample, synchronizePayload } from "../support/webhooks.js";
import { STICKY_MARKER } from "../../src/core/render/comment.js";
import { decodeComment } from "../../src/pr/state.js";
import { Report } from "../../src/core/schema.js";

const ROOT = join(import.meta.dirname, "..", "..");
const REPO = { owner: "octo-org", name: "octo-repo", full: "octo-org/octo-repo", id: 186853002 };
const DEFAULT_BRANCH = "main";

let out: string;
let bundle: string;
let gh: FakeGitHub;
let scratch: string;
let nextArtifact = 1;

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), "fh-pr-bundle-"));
  const b = spawnSync(process.execPath, ["scripts/build.mjs", "--out", out, "--only", "pr"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (b.status !== 0) throw new Error(`build failed:\n${b.stdout}\n${b.stderr}`);
  bundle = join(out, "pr", "index.js");
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

beforeEach(async () => {
  gh = await new FakeGitHub().start();
  scratch = mkdtempSync(join(tmpdir(), "fh-pr-runner-"));
  gh.roles.set("maintainer-mona", "maintain");
  gh.roles.set("reader-ray", "read");
  gh.config.set(DEFAULT_BRANCH, "agent:\n  mention: '@copilot'\n");
  gh.pulls.push({
    number: 7,
    headSha: sha(1),
    headRef: "agent-fix",
    headRepo: REPO.full,
    baseRef: DEFAULT_BRANCH,
  });
});
afterEach(async () => {
  await gh.stop();
  rmSync(scratch, { recursive: true, force: true });
});

// ------------------------------------------------------------------------------------------------ the runner

function example(name: string, action: string, pick?: (p: Payload) => boolean) {
  return webhookExample(name, action, pick) as Payload & {
    repository: Record<string, unknown> & { owner: Record<string, unknown> };
  };
}

function ourRepository(p: {
  repository: Record<string, unknown> & { owner: Record<string, unknown> };
}): void {
  p.repository.id = REPO.id;
  p.repository.full_name = REPO.full;
  p.repository.name = REPO.name;
  p.repository.owner.login = REPO.owner;
  p.repository.default_branch = DEFAULT_BRANCH;
}

function sha(n: number): string {
  return n.toString(16).padStart(40, "a");
}

interface RunSpec {
  runId: number;
  sha: string;
  pr: number;
  /** The PR comes from this fork: the payload lists no PR, as GitHub sends it. */
  fork?: string;
  /** The head repository's id (default: ours, or a fork's). */
  headRepoId?: number;
}

/** The id of a fork (another repository than ours, whatever its name). */
const FORK_ID = 286853003;
const headRepoId = (spec: RunSpec): number =>
  spec.headRepoId ?? (spec.fork === undefined ? REPO.id : FORK_ID);

function runPayload(spec: RunSpec): Record<string, unknown> {
  const p = example(
    "workflow_run",
    "completed",
    (x) => (x.workflow_run as { pull_requests: unknown[] }).pull_requests.length > 0,
  );
  ourRepository(p);
  const run = p.workflow_run as Record<string, unknown> & { pull_requests: Record<string, unknown>[] };
  run.id = spec.runId;
  run.run_attempt = 1;
  run.head_sha = spec.sha;
  run.head_branch = "agent-fix";
  run.event = "pull_request";
  run.path = ".github/workflows/test.yml";
  run.conclusion = "failure";
  run.html_url = `https://github.com/${REPO.full}/actions/runs/${spec.runId}`;
  (run.head_repository as Record<string, unknown>).full_name = spec.fork ?? REPO.full;
  (run.head_repository as Record<string, unknown>).id = headRepoId(spec);
  if (spec.fork !== undefined) run.pull_requests = [];
  else {
    const pr = run.pull_requests[0] as {
      number: number;
      head: { sha: string };
      base: { ref: string; repo: { id: number } };
    };
    pr.number = spec.pr;
    pr.head.sha = spec.sha;
    pr.base.ref = DEFAULT_BRANCH;
    pr.base.repo.id = REPO.id;
    run.pull_requests = [pr];
  }
  return p;
}

function commentPayload(
  pr: number,
  login: string,
  body: string,
): { payload: Record<string, unknown>; id: number } {
  const p = example("issue_comment", "created");
  ourRepository(p);
  const c = gh.addComment(pr, login, body);
  const comment = p.comment as Record<string, unknown> & { user: Record<string, unknown> };
  comment.id = c.id;
  comment.body = body;
  comment.user.login = login;
  comment.user.type = "User";
  const issue = p.issue as Record<string, unknown>;
  issue.number = pr;
  issue.pull_request = { url: `https://api.github.com/repos/${REPO.full}/pulls/${pr}` };
  return { payload: p, id: c.id };
}

/**
 * The engine's real analysis of a recorded tsc log (a type error: no test name, so whose it is goes by its
 * fingerprint in the base branch's runs), as the app's tests use it.
 */
const TSC_CASE = loadCases().find((c) => c.id === "ts-tsc-ts2322");
if (TSC_CASE === undefined) throw new Error("no recorded case ts-tsc-ts2322");
const TSC_REPORT = analyzeCase(TSC_CASE);

const CLI_REPORT = JSON.parse(
  readFileSync(join(ROOT, "test/fixtures/artifacts/flakeharden-report.json"), "utf8"),
) as Report;

/** The CLI's real report, with the run's context as the action writes it (a fork may write anything). */
function publish(
  spec: RunSpec & { event?: string; branch?: string },
  context: Partial<NonNullable<Report["context"]>> = {},
  made: Report = CLI_REPORT,
): void {
  gh.runs.push({
    id: spec.runId,
    run_attempt: 1,
    head_sha: spec.sha,
    head_branch: spec.branch ?? "agent-fix",
    event: spec.event ?? "pull_request",
    head_repository: { id: headRepoId(spec), full_name: spec.fork ?? REPO.full },
    updated_at: new Date().toISOString(),
  });
  const report: Report = {
    ...made,
    context: {
      repository: REPO.full,
      sha: spec.sha,
      runId: spec.runId,
      runAttempt: 1,
      workflow: "CI",
      job: "test",
      pullRequest: spec.fork === undefined ? spec.pr : null,
      headRepository: spec.fork ?? REPO.full,
      ...context,
    },
  };
  Report.parse(report);
  gh.artifacts.push({
    id: nextArtifact++,
    name: "flakeharden-report",
    runId: spec.runId,
    zip: zipOne("flakeharden-report.json", JSON.stringify(report)),
  });
}

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

let events = 0;

/** One event on a fresh runner: its own HOME, RUNNER_TEMP, workspace and event file; the bundle as a child process. */
function runAction(event: string, payload: unknown, env: Record<string, string> = {}): Promise<Ran> {
  const dir = join(scratch, `event-${++events}`);
  for (const d of ["home", "temp", "workspace"]) mkdirSync(join(dir, d), { recursive: true });
  const eventPath = join(dir, "event.json");
  writeFileSync(eventPath, JSON.stringify(payload));
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bundle],
      {
        cwd: join(dir, "workspace"),
        env: {
          PATH: process.env.PATH ?? "",
          HOME: join(dir, "home"),
          RUNNER_TEMP: join(dir, "temp"),
          GITHUB_WORKSPACE: join(dir, "workspace"),
          GITHUB_ACTIONS: "true",
          GITHUB_EVENT_NAME: event,
          GITHUB_EVENT_PATH: eventPath,
          GITHUB_API_URL: gh.url,
          GITHUB_SERVER_URL: "https://github.com",
          GITHUB_REPOSITORY: REPO.full,
          // The default branch's head, NOT the PR's: statuses must not go here.
          GITHUB_SHA: "f".repeat(40),
          "INPUT_GITHUB-TOKEN": TOKEN,
          "INPUT_BOT-LOGIN": "",
          INPUT_CONFIG: "",
          "INPUT_TIMEOUT-SECONDS": "",
          ...env,
        },
      },
      (err, stdout, stderr) =>
        resolve({ code: err === null ? 0 : typeof err.code === "number" ? err.code : null, stdout, stderr }),
    );
  });
}

function sticky(pr: number): string {
  const mine = gh.commentsOn(pr).filter((c) => c.user.login === BOT && c.body.startsWith(STICKY_MARKER));
  expect(mine).toHaveLength(1);
  return mine[0]?.body ?? "";
}

const mentions = (pr: number) =>
  gh
    .commentsOn(pr)
    .filter((c) => c.user.login === BOT && c.body.includes("@copilot") && !c.body.startsWith(STICKY_MARKER));

async function failingRun(spec: RunSpec, made: Report = CLI_REPORT): Promise<Ran> {
  publish(spec, {}, made);
  const ran = await runAction("workflow_run", runPayload(spec));
  expect(ran.stderr).toBe("");
  expect(ran.code).toBe(0);
  return ran;
}

// ------------------------------------------------------------------------------------------------ the checks

describe("the PR action", () => {
  it("three failing runs give one sticky comment edited in place, then the halt; a writer's /continue resumes", async () => {
    await failingRun({ runId: 101, sha: sha(1), pr: 7 });
    const first = gh.commentsOn(7).find((c) => c.user.login === BOT && c.body.startsWith(STICKY_MARKER));
    expect(first).toBeDefined();
    // Every request of the first event, in order: nothing else was asked, nothing unserved.
    const R = `/repos/${REPO.full}`;
    expect(gh.calls()).toEqual([
      `GET ${R}/contents/.github/flakeharden.yml`,
      `GET ${R}/issues/7/comments`,
      `GET ${R}/actions/runs/101/artifacts`,
      `GET ${R}/actions/artifacts/1/zip`,
      "GET /blob/artifact-1.zip",
      `GET ${R}/pulls/7/files`,
      // The base branch's push runs and the commit's other runs: none yet.
      `GET ${R}/actions/runs`,
      `GET ${R}/actions/runs`,
      `POST ${R}/statuses/${sha(1)}`,
      `POST ${R}/issues/7/comments`,
      `GET ${R}/issues/7/comments`,
      `POST ${R}/issues/7/comments`,
      `GET ${R}/issues/7/comments`,
    ]);
    // The config was read from the default branch, never the PR's head.
    expect(gh.requests[0]?.query).toContain(`ref=${DEFAULT_BRANCH}`);

    for (let i = 2; i <= 3; i++) {
      gh.pulls[0] = { ...gh.pulls[0]!, headSha: sha(i) };
      await failingRun({ runId: 100 + i, sha: sha(i), pr: 7 });
    }
    expect(gh.unhandled).toEqual([]);
    const body = sticky(7);
    expect(gh.commentsOn(7).find((c) => c.body.startsWith(STICKY_MARKER))?.id).toBe(first?.id);
    expect(body).toMatch(/halted/i);
    expect(gh.labelsOn(7)).toEqual(["flakeharden:halted"]);
    const agent = gh.statuses.filter((s) => s.context === "flakeharden/agent");
    expect(agent.map((s) => s.sha)).toEqual([sha(1), sha(2), sha(3)]);
    expect(agent.at(-1)).toMatchObject({ state: "failure" });
    expect(agent.at(-1)?.description).toMatch(/\/continue/);
    expect(mentions(7)).toHaveLength(2);
    const memory = decodeComment(body, { repository: REPO.full, pr: 7 });
    expect(memory?.attempts.map((a) => a.runId)).toEqual([101, 102, 103]);
    expect(memory?.state.status).toBe("halted");

    // The same run delivered again (a re-run of the PR workflow): nothing recorded twice.
    const again = await runAction("workflow_run", runPayload({ runId: 103, sha: sha(3), pr: 7 }));
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/already recorded/);
    expect(decodeComment(sticky(7), { repository: REPO.full, pr: 7 })?.attempts).toHaveLength(3);

    // A reader's /continue is refused, saying why; nothing resumes.
    const refused = commentPayload(7, "reader-ray", "/continue just merge it");
    const r1 = await runAction("issue_comment", refused.payload);
    expect(r1.code).toBe(0);
    expect(gh.labelsOn(7)).toEqual(["flakeharden:halted"]);
    expect(gh.reactions.filter((x) => x.commentId === refused.id).map((x) => x.content)).toEqual([
      "confused",
    ]);
    const reply = gh.commentsOn(7).at(-1);
    expect(reply?.user.login).toBe(BOT);
    expect(reply?.body).toMatch(/reader-ray/);
    expect(decodeComment(sticky(7), { repository: REPO.full, pr: 7 })?.state.status).toBe("halted");

    // A writer's /continue resumes: the label goes, the status on the PR's head is success, the agent is told.
    const resume = commentPayload(7, "maintainer-mona", "/continue widen the return type instead");
    const r2 = await runAction("issue_comment", resume.payload);
    expect(r2.stderr).toBe("");
    expect(r2.code).toBe(0);
    expect(gh.labelsOn(7)).toEqual([]);
    expect(gh.statuses.filter((s) => s.context === "flakeharden/agent").at(-1)).toMatchObject({
      sha: sha(3),
      state: "success",
    });
    expect(sticky(7)).toContain("widen the return type");
    expect(mentions(7)).toHaveLength(3);
    expect(gh.reactions.filter((x) => x.commentId === resume.id).map((x) => x.content)).toEqual([
      "eyes",
      "+1",
    ]);
    expect(decodeComment(sticky(7), { repository: REPO.full, pr: 7 })?.state).toMatchObject({
      status: "active",
      windowStart: 3,
    });

    // The same comment delivered again (a re-run of the workflow) is not obeyed twice.
    const before = mentions(7).length;
    const r3 = await runAction("issue_comment", resume.payload);
    expect(r3.stdout).toMatch(/already taken/);
    expect(mentions(7)).toHaveLength(before);
    expect(gh.unhandled).toEqual([]);
  });

  it("finds a fork's PR by head SHA and head repository, and refuses its forged report", async () => {
    gh.pulls = [
      // Another fork's PR on a branch of the same name and the same commit: not this run's.
      {
        number: 8,
        headSha: sha(9),
        headRef: "agent-fix",
        headRepo: "other/octo-repo",
        baseRef: DEFAULT_BRANCH,
      },
      {
        number: 9,
        headSha: sha(9),
        headRef: "agent-fix",
        headRepo: "forker/octo-repo",
        baseRef: DEFAULT_BRANCH,
      },
    ];
    const spec = { runId: 900, sha: sha(9), pr: 9, fork: "forker/octo-repo" };
    // The fork's workflow wrote a report claiming another repository's run and a passing outcome.
    publish(spec, { repository: "octo-org/elsewhere", runId: 1 });
    const ran = await runAction("workflow_run", runPayload(spec));
    expect(ran.code).toBe(0);
    expect(ran.stdout).toMatch(/report refused: the report does not belong to this run/);
    expect(gh.requests.find((r) => r.path.endsWith("/pulls"))?.query).toContain("head=forker%3Aagent-fix");
    expect(gh.commentsOn(8)).toEqual([]);
    const body = sticky(9);
    expect(body).toMatch(/does not belong to this run/);
    expect(body).toContain("octo-org/elsewhere");
    // The run counted as a failed attempt with nothing reproducing it, not as the forged pass.
    expect(decodeComment(body, { repository: REPO.full, pr: 9 })?.attempts.map((a) => a.outcome)).toEqual([
      "incomplete",
    ]);
    expect(mentions(9)).toEqual([]);
    expect(gh.unhandled).toEqual([]);
  });

  it("never adopts a user's comment that pastes the marker and a state block", async () => {
    await failingRun({ runId: 101, sha: sha(1), pr: 7 });
    const real = sticky(7);
    // A user pastes the bot's whole comment, with its state edited to look resumed and fresh.
    const forged = real;
    gh.comments = gh.comments.filter((c) => c.user.login !== BOT);
    const paste = gh.addComment(7, "mallory", forged);
    await failingRun({ runId: 102, sha: sha(2), pr: 7 });
    expect(gh.comments.find((c) => c.id === paste.id)?.body).toBe(forged);
    const mine = sticky(7);
    // The action started afresh on its own comment: one attempt, not the pasted history plus one.
    expect(decodeComment(mine, { repository: REPO.full, pr: 7 })?.attempts.map((a) => a.runId)).toEqual([
      102,
    ]);
    expect(gh.unhandled).toEqual([]);
  });

  it("stops with one line when the state block in its own comment was edited by hand", async () => {
    await failingRun({ runId: 101, sha: sha(1), pr: 7 });
    const c = gh.commentsOn(7).find((x) => x.user.login === BOT && x.body.startsWith(STICKY_MARKER))!;
    const m = /(flakeharden:state v1 sha256=[0-9a-f]{64} )([A-Za-z0-9_-]+)/.exec(c.body)!;
    const json = JSON.parse(Buffer.from(m[2]!, "base64url").toString("utf8")) as { attempts: unknown[] };
    json.attempts = [];
    c.body = c.body.replace(m[2]!, Buffer.from(JSON.stringify(json)).toString("base64url"));
    publish({ runId: 102, sha: sha(2), pr: 7 });
    const ran = await runAction("workflow_run", runPayload({ runId: 102, sha: sha(2), pr: 7 }));
    expect(ran.code).toBe(1);
    expect(ran.stdout.trim().split("\n").at(-1)).toMatch(
      /^::error title=flakeharden\/pr::.*sha256 does not match/,
    );
    expect(ran.stdout).toMatch(/delete that comment to start this PR.s state afresh/);
    expect(ran.stderr).toBe("");
  });

  it("a token without a permission fails with one line naming it, no stack trace", async () => {
    for (const [missing, named] of [
      ["statuses:write", "statuses: write"],
      ["actions:read", "actions: read"],
      ["pull-requests:write", "pull-requests: write"],
    ] as [Permission, string][]) {
      gh.permissions.delete(missing);
      publish({ runId: 101, sha: sha(1), pr: 7 });
      const ran = await runAction("workflow_run", runPayload({ runId: 101, sha: sha(1), pr: 7 }));
      gh.permissions.add(missing);
      expect(ran.code).toBe(1);
      expect(ran.stderr).toBe("");
      const lines = ran.stdout.trim().split("\n");
      expect(lines.at(-1)).toContain(`the token lacks \`${named}\``);
      expect(ran.stdout).not.toMatch(/\n\s+at /);
      expect(ran.stdout).not.toContain(TOKEN);
    }
  });

  it("a write between reading and writing the state is detected, and the event handled again on top of it", async () => {
    await failingRun({ runId: 101, sha: sha(1), pr: 7 });
    const c = gh.commentsOn(7).find((x) => x.user.login === BOT && x.body.startsWith(STICKY_MARKER))!;
    const before = c.body;
    // Another run of the PR (150) records its attempt; its body is kept, and the comment put back as it was, so
    // that its write can land while the next event (102) works on the old state.
    await failingRun({ runId: 150, sha: sha(5), pr: 7 });
    const theirs = c.body;
    c.body = before;
    gh.beforeRead = (x) => {
      x.body = theirs;
    };
    publish({ runId: 102, sha: sha(2), pr: 7 });
    const ran = await runAction("workflow_run", runPayload({ runId: 102, sha: sha(2), pr: 7 }));
    expect(ran.code).toBe(0);
    expect(ran.stdout).toMatch(/changed since it was read: handling the event again/);
    const memory = decodeComment(sticky(7), { repository: REPO.full, pr: 7 });
    expect(memory?.attempts.map((a) => a.runId)).toEqual([101, 150, 102]);
    expect(gh.unhandled).toEqual([]);
  });

  it("/halt, /status and /retry from a writer, each answered; the statuses go on the PR's head as the API says", async () => {
    await failingRun({ runId: 101, sha: sha(1), pr: 7 });
    // A commit pushed since the latest attempt: the PR's head now.
    gh.pulls[0] = { ...gh.pulls[0]!, headSha: sha(2) };
    const halt = commentPayload(7, "maintainer-mona", "/halt wrong approach\n/status\n/retry");
    const ran = await runAction("issue_comment", halt.payload);
    expect(ran.stderr).toBe("");
    expect(ran.code).toBe(0);
    expect(gh.labelsOn(7)).toEqual(["flakeharden:halted"]);
    expect(gh.statuses.filter((s) => s.context === "flakeharden/agent").at(-1)).toMatchObject({
      sha: sha(2),
      state: "failure",
    });
    expect(gh.reruns).toEqual([101]);
    const memory = decodeComment(sticky(7), { repository: REPO.full, pr: 7 });
    expect(memory?.state.halt?.summary).toBe("halted by maintainer-mona: wrong approach");
    // /status replied with the state; the comment's reactions: taken, then done.
    const replies = gh.commentsOn(7).filter((c) => c.user.login === BOT && !c.body.startsWith(STICKY_MARKER));
    expect(replies.at(-1)?.body).toMatch(/halted/i);
    expect(gh.reactions.filter((x) => x.commentId === halt.id).map((x) => x.content)).toEqual(["eyes", "+1"]);
    expect(gh.unhandled).toEqual([]);
  });

  it("an invalid config on the default branch fails flakeharden/config, with the defaults in force, until fixed", async () => {
    gh.config.set(DEFAULT_BRANCH, "loop:\n  max-attempts: 0\n");
    // The PR's own branch holds a valid file: it is never read.
    gh.config.set("agent-fix", "agent:\n  mention: '@copilot'\n");
    await failingRun({ runId: 101, sha: sha(1), pr: 7 });
    expect(gh.statuses.filter((s) => s.context === "flakeharden/config")).toEqual([
      {
        sha: sha(1),
        context: "flakeharden/config",
        state: "failure",
        description: ".github/flakeharden.yml is invalid: see the flakeharden comment",
      },
    ]);
    expect(sticky(7)).toContain("max-attempts");
    expect(mentions(7)).toEqual([]);
    gh.config.set(DEFAULT_BRANCH, "agent:\n  mention: '@copilot'\n");
    await failingRun({ runId: 102, sha: sha(2), pr: 7 });
    expect(gh.statuses.filter((s) => s.context === "flakeharden/config").at(-1)).toMatchObject({
      sha: sha(2),
      state: "success",
    });
    // Valid again, and said once: the next run writes no config status.
    const before = gh.statuses.length;
    await failingRun({ runId: 103, sha: sha(3), pr: 7 });
    expect(gh.statuses.slice(before).map((s) => s.context)).toEqual(["flakeharden/agent"]);
  });

  it("a push of the default branch is base history only from this repository's id, whatever the name says", async () => {
    const push = (spec: RunSpec) => {
      const p = runPayload(spec);
      const run = p.workflow_run as Record<string, unknown>;
      run.event = "push";
      run.head_branch = DEFAULT_BRANCH;
      run.pull_requests = [];
      return p;
    };
    const own = await runAction("workflow_run", push({ runId: 501, sha: sha(501), pr: 0 }));
    expect(own.code).toBe(0);
    expect(own.stdout).toMatch(new RegExp(`push run of ${DEFAULT_BRANCH}: no PR's attempt`));
    // Our name, another id (this repository renamed, the name taken again): a PR's run, looked up as one.
    const other = await runAction(
      "workflow_run",
      push({ runId: 502, sha: sha(502), pr: 0, headRepoId: FORK_ID }),
    );
    expect(other.code).toBe(0);
    expect(other.stdout).not.toMatch(/push run of/);
    expect(other.stdout).toMatch(/no open PR has this run's head commit/);
    expect(gh.calls().filter((c) => c.includes("/artifacts"))).toEqual([]);
    expect(gh.unhandled).toEqual([]);
  });

  it("a failure already failing on the base branch's own pushes is pre-existing: listed apart, never halting the agent", async () => {
    // Three pushes to main whose runs failed the same way (the base repository's own runs).
    for (let i = 1; i <= 3; i++)
      publish(
        { runId: 300 + i, sha: sha(300 + i), pr: 0, event: "push", branch: DEFAULT_BRANCH },
        { pullRequest: null },
        TSC_REPORT,
      );
    // A fork pushing a branch named like the base with the same failure is not the base branch's history.
    publish(
      { runId: 399, sha: sha(399), pr: 0, event: "push", branch: DEFAULT_BRANCH, fork: "forker/octo-repo" },
      { pullRequest: null, repository: REPO.full },
      TSC_REPORT,
    );
    // Nor is a repository that carries our name but another id (ours renamed, the name taken again).
    publish(
      { runId: 398, sha: sha(398), pr: 0, event: "push", branch: DEFAULT_BRANCH, headRepoId: FORK_ID },
      { pullRequest: null },
      TSC_REPORT,
    );
    for (let i = 1; i <= 3; i++) {
      gh.pulls[0] = { ...gh.pulls[0]!, headSha: sha(i) };
      await failingRun({ runId: 100 + i, sha: sha(i), pr: 7 }, TSC_REPORT);
    }
    const body = sticky(7);
    expect(body).toMatch(/pre-existing/);
    expect(body).toMatch(/was in each of the latest 3 runs on main in 7 days/);
    expect(gh.labelsOn(7)).toEqual([]);
    const memory = decodeComment(body, { repository: REPO.full, pr: 7 });
    expect(memory?.state.status).toBe("active");
    expect(memory?.attempts.every((a) => a.fingerprints.length === 0)).toBe(true);
    // The fork's run was never downloaded.
    expect(gh.calls()).not.toContain(`GET /repos/${REPO.full}/actions/runs/399/artifacts`);
    expect(gh.calls()).not.toContain(`GET /repos/${REPO.full}/actions/runs/398/artifacts`);
    expect(gh.unhandled).toEqual([]);
  });

  it("another run of the same commit counts only when it is the repository's own: a fork PR at this PR's commit is never read", async () => {
    gh.pulls[0] = { ...gh.pulls[0]!, headSha: sha(1) };
    // A fork PR opened at this PR's head commit, with a report of its own (a fork may write anything).
    publish({ runId: 601, sha: sha(1), pr: 0, fork: "forker/octo-repo" }, { pullRequest: null }, TSC_REPORT);
    // The repository's own other run of the commit (another workflow): evidence about it.
    publish({ runId: 602, sha: sha(1), pr: 7 }, {}, TSC_REPORT);
    await failingRun({ runId: 101, sha: sha(1), pr: 7 }, TSC_REPORT);
    expect(gh.calls()).toContain(`GET /repos/${REPO.full}/actions/runs/602/artifacts`);
    expect(gh.calls()).not.toContain(`GET /repos/${REPO.full}/actions/runs/601/artifacts`);
    expect(gh.unhandled).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------------------ the guards

/** The files of a recorded push (open-ace's CI-repair agent turning a timeout into `pytest.skip`), as the compare API lists them. */
const SKIP_FILES = (
  JSON.parse(readFileSync(join(ROOT, "test/fixtures/guard/py-skip-agent.json"), "utf8")) as {
    compare: { files: unknown[] };
  }
).compare.files;

/** GitHub's example of a push to a PR (`synchronize`), on this repository's PR `pr`, by `author`. */
function pushPayload(o: Parameters<typeof synchronizePayload>[0]): Record<string, unknown> {
  const p = synchronizePayload(o) as ReturnType<typeof example>;
  ourRepository(p);
  (p.sender as Record<string, unknown>).login = o.author.login;
  return p;
}

const agentStatus = (at: string) =>
  gh.statuses.filter((s) => s.sha === at && s.context === "flakeharden/agent").at(-1);

/** Every compare the fake served was read. */
function comparesRead(): void {
  for (const key of gh.compares.keys())
    expect(gh.calls()).toContain(`GET /repos/${REPO.full}/compare/${key}`);
}

describe("the guards the PR action runs", () => {
  it("an agent's push that skips a test is held (file:line, failing status, the agent asked to restore it); /accept lifts it", async () => {
    const [before, head] = [sha(20), sha(21)];
    gh.compares.set(`${before}...${head}`, { files: SKIP_FILES, authors: ["Copilot"] });
    const payload = pushPayload({ pr: 7, before, head, author: { login: "Copilot", type: "Bot" } });
    const ran = await runAction("pull_request_target", payload);
    expect(ran.stderr).toBe("");
    expect(ran.code).toBe(0);
    comparesRead();
    const body = sticky(7);
    expect(body).toContain("Tests weakened by the agent's push");
    expect(body).toContain("tests/unit/test_multi_user_config_2235.py:166");
    expect(agentStatus(head)).toMatchObject({ state: "failure" });
    expect(agentStatus(head)?.description).toMatch(/^tests weakened on /);
    const [mention] = mentions(7);
    expect(mention?.body).toContain("weakened the tests: please restore them and fix the code");
    expect(mention?.body).toContain('pytest.skip("Docker compose command timed out")');
    const memory = decodeComment(body, { repository: REPO.full, pr: 7 });
    expect(memory?.state.guard?.push).toMatchObject({ sha: head, by: "agent", accepted: null });
    expect(memory?.state.guard?.ledger.pushes).toBe(1);

    // The same push delivered again (a re-run of the workflow): not judged, charged or mentioned twice.
    const again = await runAction("pull_request_target", payload);
    expect(again.stdout).toMatch(/already judged/);
    expect(mentions(7)).toHaveLength(1);

    // A writer accepts it: the status on the held commit turns to success, the reason is shown.
    const accept = commentPayload(7, "maintainer-mona", "/accept the docker test cannot run on CI");
    const r2 = await runAction("issue_comment", accept.payload);
    expect(r2.stderr).toBe("");
    expect(agentStatus(head)).toMatchObject({ state: "success" });
    expect(sticky(7)).toMatch(/accepted by @\u200bmaintainer-mona: the docker test cannot run on CI/);
    expect(gh.unhandled).toEqual([]);
  });

  it("control: a person's push with the same change is reported, never held", async () => {
    const [before, head] = [sha(30), sha(31)];
    gh.compares.set(`${before}...${head}`, { files: SKIP_FILES, authors: ["maintainer-mona"] });
    const ran = await runAction(
      "pull_request",
      pushPayload({ pr: 7, before, head, author: { login: "maintainer-mona", type: "User" } }),
    );
    expect(ran.stderr).toBe("");
    expect(ran.code).toBe(0);
    comparesRead();
    expect(sticky(7)).toContain("reported: a person's push is never blocked");
    expect(agentStatus(head)).toBeUndefined();
    expect(mentions(7)).toEqual([]);
    expect(decodeComment(sticky(7), { repository: REPO.full, pr: 7 })?.state.guard?.push).toMatchObject({
      by: "human",
    });
    expect(gh.unhandled).toEqual([]);
  });

  it("a run awaiting approval is no attempt: no report fetched, the commit named, pending, the agent told to wait", async () => {
    const payload = runPayload({ runId: 401, sha: sha(1), pr: 7 });
    (payload.workflow_run as { conclusion: string }).conclusion = "action_required";
    const ran = await runAction("workflow_run", payload);
    expect(ran.stderr).toBe("");
    expect(ran.code).toBe(0);
    expect(gh.calls().some((c) => c.includes("/artifacts"))).toBe(false);
    const body = sticky(7);
    expect(body).toContain(`No CI result for [\`${sha(1).slice(0, 7)}\`]`);
    expect(body).toContain("its run is waiting for a maintainer to approve it");
    expect(agentStatus(sha(1))).toMatchObject({ state: "pending" });
    expect(agentStatus(sha(1))?.description).toMatch(/^no CI result for /);
    const [mention] = mentions(7);
    expect(mention?.body).toContain("has no CI result yet: please wait for it rather than push again");
    expect(decodeComment(body, { repository: REPO.full, pr: 7 })?.attempts).toEqual([]);
    // Delivered again: said in the comment, the agent not told twice.
    await runAction("workflow_run", payload);
    expect(mentions(7)).toHaveLength(1);
    expect(gh.unhandled).toEqual([]);
  });

  it("control: a run cancelled because the PR moved on (a newer push) says nothing", async () => {
    gh.pulls[0] = { ...gh.pulls[0]!, headSha: sha(3) };
    const payload = runPayload({ runId: 402, sha: sha(2), pr: 7 });
    (payload.workflow_run as { conclusion: string }).conclusion = "cancelled";
    const ran = await runAction("workflow_run", payload);
    expect(ran.code).toBe(0);
    expect(ran.stdout).toMatch(/has moved past/);
    expect(gh.calls()).toEqual([
      `GET /repos/${REPO.full}/contents/.github/flakeharden.yml`,
      `GET /repos/${REPO.full}/pulls/7`,
    ]);
    expect(gh.unhandled).toEqual([]);
  });
});
