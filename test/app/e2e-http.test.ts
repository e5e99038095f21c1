// The app's HTTP surface, end to end on loopback (issue 23): operations endpoints only on their own port or to the
// token; `nosniff` and a CSP on every answer; no cookie, token, signature or sign-in code in any log line.
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeGitHub } from "./fake-github.js";
import { readSettings } from "../../app/settings.js";
import { startApp, type Started } from "../../app/server.js";
import { TestOctokit, appEnv, postDelivery, runPayload, sha } from "./support.js";

const SECRET = "e2e-http-webhook-secret";
const OPS_TOKEN = "ops-token-0123456789abcdef0123456789";

let gh: FakeGitHub;
let dir: string;
let app: Started | null = null;

beforeEach(async () => {
  gh = await new FakeGitHub().start();
  dir = mkdtempSync(join(tmpdir(), "fh-e2e-http-"));
});

afterEach(async () => {
  await app?.stop();
  app = null;
  await gh.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string>, logDestination?: NodeJS.WritableStream): Promise<Started> {
  app = await startApp(readSettings(appEnv({ gh, dir, secret: SECRET }, env)), {
    Octokit: TestOctokit,
    reconcile: { atStart: false, intervalMs: 0 },
    ...(logDestination !== undefined ? { logDestination } : {}),
  });
  return app;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function call(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("operations endpoints", () => {
  it("are served on the operations port, and on the public port only to the token", async () => {
    const a = await start({ OPS_TOKEN });
    expect(await call(a.opsPort, "GET", "/healthz")).toMatchObject({ status: 200, text: "ok" });
    expect((await call(a.opsPort, "GET", "/metrics")).text).toMatch(/flakeharden_queue_depth 0/);
    // The operations port serves nothing else.
    expect((await call(a.opsPort, "POST", "/api/github/webhooks")).status).toBe(404);

    // The public port: not found without the token, or with another one; served with it.
    for (const path of ["/healthz", "/metrics"]) {
      expect((await call(a.port, "GET", path)).status).toBe(404);
      expect((await call(a.port, "GET", path, { authorization: `Bearer ${OPS_TOKEN}x` })).status).toBe(404);
      expect((await call(a.port, "GET", path, { authorization: `Bearer ${OPS_TOKEN}` })).status).toBe(200);
    }
  });

  it("without OPS_TOKEN the public port never serves them", async () => {
    const a = await start({});
    expect((await call(a.port, "GET", "/metrics")).status).toBe(404);
    expect((await call(a.port, "GET", "/healthz", { authorization: "Bearer anything" })).status).toBe(404);
    expect((await call(a.opsPort, "GET", "/healthz")).status).toBe(200);
  });
});

describe("every answer", () => {
  it("says nosniff and carries a CSP, on both ports, whatever its status", async () => {
    const a = await start({});
    const unsigned = await postDelivery({
      port: a.port,
      event: "workflow_run",
      payload: runPayload({ runId: 1, sha: sha(1), pr: 7 }),
      id: "d-1",
      secret: SECRET,
      signature: null,
    });
    expect(unsigned.status).toBe(400);
    const answers = await Promise.all([
      call(a.port, "GET", "/ping"),
      call(a.port, "GET", "/nothing-here"),
      call(a.port, "POST", "/api/github/webhooks"),
      call(a.opsPort, "GET", "/healthz"),
      call(a.opsPort, "GET", "/metrics"),
      call(a.opsPort, "GET", "/nothing-here"),
    ]);
    expect(answers.map((x) => x.status)).toEqual([200, 404, 400, 200, 200, 404]);
    for (const x of answers) {
      expect(x.headers["x-content-type-options"]).toBe("nosniff");
      expect(x.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });
});

describe("the request log", () => {
  it("at debug holds no cookie, token, signature or sign-in code", async () => {
    const lines: string[] = [];
    const sink = new PassThrough();
    sink.on("data", (c: Buffer) =>
      lines.push(
        ...c
          .toString("utf8")
          .split("\n")
          .filter((l) => l !== ""),
      ),
    );
    const a = await start(
      {
        LOG_LEVEL: "debug",
        GITHUB_CLIENT_ID: "Iv1.0123456789abcdef",
        GITHUB_CLIENT_SECRET: "client-secret-0123456789abcdef0123456789",
        PUBLIC_URL: "http://127.0.0.1:1",
      },
      sink,
    );
    await call(a.port, "GET", "/flaky/octo-org/octo-repo", {
      cookie: "fh_session=SEALED-SESSION-VALUE; other=OTHER-COOKIE",
      authorization: "Bearer ghu_SECRET_TOKEN",
      "x-hub-signature-256": "sha256=SIGNATURE",
    });
    await call(a.port, "GET", "/auth/callback?code=OAUTH-CODE&state=STATE-VALUE");
    await call(a.port, "GET", `/healthz`, { authorization: "Bearer OPS-GUESS" });
    await new Promise((resolve) => setImmediate(resolve));
    const requests = lines.filter((l) => l.includes('"http request"'));
    expect(requests).toHaveLength(3);
    const all = lines.join("\n");
    for (const secret of [
      "SEALED-SESSION-VALUE",
      "OTHER-COOKIE",
      "ghu_SECRET_TOKEN",
      "SIGNATURE",
      "OAUTH-CODE",
      "STATE-VALUE",
      "OPS-GUESS",
    ])
      expect(all).not.toContain(secret);
    expect(requests[1]).toContain('"path":"/auth/callback"');
  });
});
