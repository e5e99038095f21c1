// What the app's tests share: GitHub's own example payloads shaped into this repository's events,
// reports made by the real engine from recorded tool output, a test RSA key, an unpaced Octokit.
import { createHash, createHmac, generateKeyPairSync, randomUUID } from "node:crypto";
import { request } from "node:http";
import { join } from "node:path";
import { ProbotOctokit } from "probot";
import type { FakeGitHub } from "./fake-github.js";
import { analyzeCase, loadCases } from "../corpus/evaluate.js";
import type { Report } from "../../src/core/schema.js";
import { type Payload, example, synchronizePayload } from "../support/webhooks.js";

/** The repository of GitHub's example payloads; `key`: how the store keys its rows (its id, never its name). */
export const REPO = {
  owner: "octo-org",
  name: "octo-repo",
  full: "octo-org/octo-repo",
  id: 300029405,
  key: "300029405",
};
/** The id of a fork's repository in the payloads (`RunSpec.fork`). */
export const FORK_ID = 900_000_001;
export const INSTALLATION = { id: 42, node_id: "MDIzOkludGVncmF0aW9uSW5zdGFsbGF0aW9uNDI=" };

export const PRIVATE_KEY = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs1", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
}).privateKey;

/** Probot's Octokit without retries or write pacing, so a test takes milliseconds. */
export const TestOctokit = ProbotOctokit.defaults((options: Record<string, unknown>) => ({
  ...options,
  throttle: { enabled: false },
  retry: { enabled: false },
}));

export { type Payload, example };

export const cases = new Map(loadCases().map((c) => [c.id, c]));

export function realReport(id: string): Report {
  const c = cases.get(id);
  if (c === undefined) throw new Error(`no recorded case ${id}`);
  return analyzeCase(c);
}

/** The report as the action would upload it for this run (the engine's real analysis, the run's context). */
export function reportFor(
  id: string,
  run: { runId: number; sha: string; pr: number | null; runAttempt?: number },
): Report {
  return {
    ...realReport(id),
    context: {
      repository: REPO.full,
      sha: run.sha,
      runId: run.runId,
      runAttempt: run.runAttempt ?? 1,
      workflow: "CI",
      job: "test",
      pullRequest: run.pr,
      headRepository: REPO.full,
    },
  };
}

export interface RunSpec {
  runId: number;
  sha: string;
  pr: number;
  conclusion?: "success" | "failure";
  /** Leave the payload's `pull_requests` empty, as GitHub does for a fork's PR. */
  fork?: string;
  report?: Report | null;
  /** Raw artifact bytes instead of a zipped report. */
  zip?: Uint8Array;
}

/** A `workflow_run.completed` delivery from GitHub's example, for this repository and run. */
export function runPayload(spec: RunSpec): Payload {
  const p = example(
    "workflow_run",
    "completed",
    (x) => (x.workflow_run?.pull_requests as unknown[]).length > 0,
  );
  const run = p.workflow_run as Record<string, unknown> & { pull_requests: Record<string, unknown>[] };
  const repository = p.repository as { id: number; full_name: string };
  run.id = spec.runId;
  run.run_attempt = 1;
  run.head_sha = spec.sha;
  run.head_branch = "agent-fix";
  run.conclusion = spec.conclusion ?? "failure";
  run.html_url = `https://github.com/${REPO.full}/actions/runs/${spec.runId}`;
  if (spec.fork !== undefined) {
    run.pull_requests = [];
    (run.head_repository as Record<string, unknown>).full_name = spec.fork;
    (run.head_repository as Record<string, unknown>).id = FORK_ID;
  } else {
    const pr = run.pull_requests[0] as {
      number: number;
      head: { sha: string };
      base: { repo: { id: number } };
    };
    pr.number = spec.pr;
    pr.head.sha = spec.sha;
    pr.base.repo.id = repository.id;
    run.pull_requests = [pr];
  }
  p.installation = INSTALLATION;
  return p;
}

export function sha(n: number): string {
  return n.toString(16).padStart(40, "a");
}

/** An `issue_comment.created` delivery on PR `pr`, from GitHub's example. */
export function commentPayload(
  gh: FakeGitHub,
  pr: number,
  login: string,
  body: string,
): { payload: Payload; id: number } {
  const p = example("issue_comment", "created");
  const c = gh.addComment(pr, login, body);
  const comment = p.comment as Record<string, unknown> & { user: Record<string, unknown> };
  comment.id = c.id;
  comment.body = body;
  comment.user.login = login;
  comment.user.type = "User";
  const issue = p.issue as Record<string, unknown>;
  issue.number = pr;
  issue.pull_request = { url: `https://api.github.com/repos/${REPO.full}/pulls/${pr}` };
  const repository = p.repository as Record<string, unknown> & { owner: Record<string, unknown> };
  repository.id = REPO.id;
  repository.full_name = REPO.full;
  repository.name = REPO.name;
  repository.owner.login = REPO.owner;
  p.installation = INSTALLATION;
  return { payload: p, id: c.id };
}

/** `sha256=…` of `body` with the webhook secret, as GitHub signs a delivery. */
export function sign(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** A commit SHA whose first 7 characters differ for every `n` (as comments show them). */
export function distinctSha(n: number): string {
  return createHash("sha1").update(`commit ${n}`).digest("hex");
}

/**
 * POSTs a signed delivery to the app's webhook path on loopback; resolves with the answer (status 0 when
 * nothing answered: the app is down).
 */
export function postDelivery(o: {
  port: number;
  event: string;
  payload: unknown;
  id: string;
  secret: string;
  signature?: string | null;
}): Promise<{ status: number; text: string }> {
  const body = JSON.stringify(o.payload);
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "x-github-event": o.event,
    "x-github-delivery": o.id,
  };
  const signature = o.signature === undefined ? sign(body, o.secret) : o.signature;
  if (signature !== null) headers["x-hub-signature-256"] = signature;
  return new Promise((resolve) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: o.port,
        path: "/api/github/webhooks",
        method: "POST",
        headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", () => resolve({ status: 0, text: "" }));
      },
    );
    req.on("error", () => resolve({ status: 0, text: "" }));
    req.end(body);
  });
}

/** GET `path` on the app; status and body. */
export function getPath(port: number, path: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method: "GET", agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * The environment `npm start` reads (app/settings.ts) for the app against the fake GitHub, its SQLite file in `dir`,
 * deliveries signed with `secret`; `more` adds or overrides settings.
 */
export function appEnv(
  o: { gh: FakeGitHub; dir: string; secret: string },
  more: Record<string, string> = {},
): Record<string, string> {
  return {
    APP_ID: "1",
    PRIVATE_KEY,
    WEBHOOK_SECRET: o.secret,
    PORT: "0",
    HOST: "127.0.0.1",
    OPS_PORT: "0",
    FLAKEHARDEN_DB: join(o.dir, "app.sqlite"),
    GHE_HOST: o.gh.url.replace("http://", ""),
    GHE_PROTOCOL: "http",
    LOG_LEVEL: "silent",
    ...more,
  };
}

/**
 * Signs and POSTs a delivery to `app` (a random delivery id unless given); once it is answered 202 (stored, handled
 * from the inbox), waits until it and its writes are done.
 */
export async function deliverAndSettle(
  app: { port: number; idle(): Promise<void> },
  o: { event: string; payload: unknown; secret: string; id?: string; signature?: string | null },
): Promise<{ status: number; text: string }> {
  const answer = await postDelivery({
    port: app.port,
    event: o.event,
    payload: o.payload,
    id: o.id ?? randomUUID(),
    secret: o.secret,
    ...(o.signature !== undefined ? { signature: o.signature } : {}),
  });
  if (answer.status === 202) await app.idle();
  return answer;
}

/** A `pull_request.synchronize` delivery from GitHub's example, to this app's installation and repository. */
export function pushPayload(o: Parameters<typeof synchronizePayload>[0]) {
  const p = synchronizePayload(o);
  const repository = p.repository as Record<string, unknown> & { owner: Record<string, unknown> };
  repository.full_name = REPO.full;
  repository.name = REPO.name;
  repository.owner.login = REPO.owner;
  repository.id = REPO.id;
  p.installation = INSTALLATION;
  return p;
}
