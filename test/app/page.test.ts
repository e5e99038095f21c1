// The flakiness page end to end in a real headless Chromium (Debian's /usr/bin/chromium, driven by playwright-core):
// the app as `npm start` starts it, GitHub's OAuth endpoints and the user's REST API faked at the HTTP level, every
// expected request asserted consumed and nothing else asked. FLAKEHARDEN_SCREENSHOT=1 writes docs/flakiness-page.png.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OAuth } from "../../app/oauth.js";
import { readSettings } from "../../app/settings.js";
import { startApp, type Started } from "../../app/server.js";
import { INITIAL_PR_STATE, type TestVerdict } from "../../src/core/schema.js";
import { PRIVATE_KEY, REPO, TestOctokit } from "./support.js";

const CHROMIUM = "/usr/bin/chromium";
const CLIENT_ID = "Iv23liFakeClientId";
const CLIENT_SECRET = "fake-client-secret-0123456789abcdef012345";
const NOW = new Date("2026-11-21T12:00:00Z");
const EVIL = `renders <img src=x onerror="document.title='pwned'"> & "quotes"`;

interface Expected {
  method: string;
  path: string;
  answer: (
    req: IncomingMessage,
    url: URL,
    body: string,
  ) => { status: number; body: string; headers?: Record<string, string> };
}

/** GitHub's OAuth endpoints and REST API as the signed-in user, answering only the requests a test expects. */
class FakeOAuthGitHub {
  expected: Expected[] = [];
  readonly unexpected: string[] = [];
  #server: Server | null = null;
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  expect(method: string, path: string, answer: Expected["answer"]): void {
    this.expected.push({ method, path, answer });
  }

  /** The requests of one sign-in of `login`, whose token is `ghu_<login>`. */
  expectSignIn(login: string, app: string): void {
    this.expect("GET", "/login/oauth/authorize", (_req, url) => {
      expect(url.searchParams.get("client_id")).toBe(CLIENT_ID);
      expect(url.searchParams.get("redirect_uri")).toBe(`${app}/auth/callback`);
      const state = url.searchParams.get("state") ?? "";
      expect(state).toMatch(/^[0-9a-f]{64}$/);
      // GitHub shows its consent screen; the user agrees and is sent back.
      return {
        status: 302,
        body: "",
        headers: { location: `${app}/auth/callback?code=code-${login}&state=${state}` },
      };
    });
    this.expect("POST", "/login/oauth/access_token", (req, _url, body) => {
      expect(req.headers.accept).toBe("application/json");
      expect(JSON.parse(body)).toEqual({
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        code: `code-${login}`,
        redirect_uri: `${app}/auth/callback`,
      });
      return json(200, { access_token: `ghu_${login}`, token_type: "bearer", scope: "" });
    });
    this.expect("GET", "/api/v3/user", (req) => {
      expect(req.headers.authorization).toBe(`Bearer ghu_${login}`);
      return json(200, { login, id: 1, type: "User" });
    });
  }

  async start(): Promise<this> {
    this.#server = createServer((req, res) => void this.#handle(req, res));
    await new Promise<void>((resolve) => this.#server?.listen(0, "127.0.0.1", resolve));
    this.port = (this.#server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()));
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? "/", this.url);
    const i = this.expected.findIndex((e) => e.method === req.method && e.path === url.pathname);
    if (i < 0) {
      this.unexpected.push(`${req.method} ${url.pathname}`);
      res.writeHead(501).end();
      return;
    }
    const [e] = this.expected.splice(i, 1) as [Expected];
    let a: ReturnType<Expected["answer"]>;
    try {
      a = e.answer(req, url, Buffer.concat(chunks).toString("utf8"));
    } catch (err) {
      this.unexpected.push(`${req.method} ${url.pathname}: ${(err as Error).message}`);
      res.writeHead(500).end();
      return;
    }
    res.writeHead(a.status, { "content-type": "application/json; charset=utf-8", ...a.headers }).end(a.body);
  }
}

function json(status: number, body: unknown): { status: number; body: string } {
  return { status, body: JSON.stringify(body) };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** GET on the app with optional cookies: status, location, body. */
function get(
  port: number,
  path: string,
  cookie?: string,
): Promise<{ status: number; location: string | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "GET",
        agent: false,
        headers: cookie === undefined ? {} : { cookie },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const v = (test: string, verdict: TestVerdict["verdict"], file = "test/render.test.ts"): TestVerdict => ({
  test,
  suite: null,
  file,
  verdict,
  passes: verdict === "failed" ? 0 : 1,
  runs: verdict === "flaky" ? 2 : 1,
});

/** Main's history: two flaky tests (one of them quarantined, one named with markup), steady ones, a PR branch. */
async function seed(app: Started): Promise<void> {
  const days = [15, 16, 17, 18, 19, 20, 21];
  for (const [i, d] of days.entries()) {
    const verdicts = [
      v(EVIL, i % 3 === 0 ? "failed" : "passed"),
      v("checkout > applies the coupon once", i % 2 === 0 ? "flaky" : "passed", "test/checkout.test.ts"),
      v("cart > totals", "passed", "test/cart.test.ts"),
    ];
    await app.store.history.recordRun(
      {
        repository: REPO.key,
        runId: 100 + i,
        runAttempt: 1,
        sha: (100 + i).toString(16).padStart(40, "b"),
        branch: "main",
        event: "push",
        workflow: ".github/workflows/ci.yml",
        own: true,
        outcome: "failed",
        fingerprints: [],
        recordedAt: `2026-11-${d}T${i === days.length - 1 ? "09" : "10"}:00:00.000Z`,
      },
      verdicts,
    );
  }
  await app.store.withPr({ repository: REPO.key, pr: 17 }, async (s) =>
    s.saveState({
      ...INITIAL_PR_STATE,
      status: "halted",
      halt: {
        reason: "repetition",
        summary: "the same 2 failures in 3 attempts in a row (attempts 2, 3, 4)",
        evidence: { attempts: [2, 3, 4], repeated: ["0123456789abcdef"], complexity: [1, 1, 1] },
        suggestions: [],
      },
    }),
  );
}

const QUARANTINE = `quarantine:
  - test: "checkout > applies the coupon once"
    reason: "races the payment mock (#412)"
    owner: "@octo-org/payments"
    expires: 2026-12-15
`;

describe.skipIf(!existsSync(CHROMIUM))("the flakiness page in Chromium", () => {
  let browser: Browser;
  let gh: FakeOAuthGitHub;
  let app: Started;
  let dir: string;
  let base: string;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  });
  afterAll(async () => {
    await browser.close();
  });

  beforeEach(async () => {
    gh = await new FakeOAuthGitHub().start();
    dir = mkdtempSync(join(tmpdir(), "fh-page-"));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const settings = readSettings({
      APP_ID: "1",
      PRIVATE_KEY,
      WEBHOOK_SECRET: "page-webhook-secret",
      PORT: String(port),
      HOST: "127.0.0.1",
      OPS_PORT: "0",
      FLAKEHARDEN_DB: join(dir, "app.sqlite"),
      GHE_HOST: gh.url.replace("http://", ""),
      GHE_PROTOCOL: "http",
      LOG_LEVEL: "silent",
      GITHUB_CLIENT_ID: CLIENT_ID,
      GITHUB_CLIENT_SECRET: CLIENT_SECRET,
      PUBLIC_URL: base,
    });
    app = await startApp(settings, {
      Octokit: TestOctokit,
      now: () => NOW,
      reconcile: { atStart: false, intervalMs: 0 },
    });
    await seed(app);
  });

  afterEach(async () => {
    await app.stop();
    await gh.stop();
    rmSync(dir, { recursive: true, force: true });
    expect(gh.unexpected).toEqual([]);
    expect(gh.expected.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it("a reader signs in and sees the flaky and quarantined tests and the halted PR, every value escaped", async () => {
    gh.expectSignIn("reader-ray", base);
    gh.expect("GET", `/api/v3/repos/${REPO.full}`, (req) => {
      expect(req.headers.authorization).toBe("Bearer ghu_reader-ray");
      return json(200, { id: REPO.id, full_name: REPO.full, default_branch: "main", private: true });
    });
    gh.expect("GET", `/api/v3/repos/${REPO.full}/contents/.github/flakeharden.yml`, (req) => {
      expect(req.headers.authorization).toBe("Bearer ghu_reader-ray");
      return { status: 200, body: QUARANTINE, headers: { "content-type": "text/plain; charset=utf-8" } };
    });
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const answer = await page.goto(`${base}/flaky/${REPO.full}`);
    expect(answer?.status()).toBe(200);
    expect(page.url()).toBe(`${base}/flaky/${REPO.full}`);
    expect(await page.title()).toBe(`Flaky tests · ${REPO.full}`);

    const flaky = page.locator("#flaky + p + table tbody tr");
    expect(await flaky.count()).toBe(2);
    // The markup in a test's name is text, never an element: no image was made, nothing ran.
    // The most failing first: the coupon test failed (then passed on a retry) in 4 of 7 runs, the other in 3.
    expect(await flaky.nth(1).locator("code").textContent()).toBe(EVIL);
    expect(await page.locator("main img").count()).toBe(0);
    expect(await page.title()).not.toBe("pwned");
    const evil = (await flaky.nth(1).locator("td").allTextContents()).slice(1, 5);
    expect(evil).toEqual(["7", "3", "0", "43%"]);
    const coupon = await flaky.nth(0).textContent();
    expect(coupon).toContain("checkout > applies the coupon once");
    expect(coupon).toContain("quarantined: @octo-org/payments, until 2026-12-15");
    expect((await flaky.nth(0).locator("td").allTextContents()).slice(1, 5)).toEqual(["7", "0", "4", "57%"]);
    expect(await flaky.nth(1).locator("svg rect").count()).toBe(7);
    expect(await flaky.nth(1).locator("svg rect title").first().textContent()).toBe(
      "2026-11-15: failed 1 of 1",
    );

    const quarantined = await page.locator("#quarantine ~ table tbody tr").allTextContents();
    expect(quarantined).toHaveLength(1);
    expect(quarantined[0]).toContain("@octo-org/payments");
    expect(quarantined[0]).toContain("until 2026-12-15");
    expect(quarantined[0]).toContain("races the payment mock (#412)");

    const halted = page.locator("#halted ~ table tbody tr");
    expect(await halted.count()).toBe(1);
    expect(await halted.locator("a").getAttribute("href")).toBe(`${gh.url}/${REPO.full}/pull/17`);
    expect(await halted.textContent()).toContain("the same 2 failures in 3 attempts in a row");

    // The session cookie: sealed, HttpOnly, SameSite=Lax (not Secure: PUBLIC_URL is http here).
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === "fh_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false, path: "/" });
    expect(session?.value).not.toContain("ghu_reader-ray");
    expect(cookies.find((c) => c.name === "fh_oauth")).toBeUndefined();

    const shot =
      process.env.FLAKEHARDEN_SCREENSHOT === "1" ? join("docs", "flakiness-page.png") : join(dir, "page.png");
    await page.screenshot({ path: shot, fullPage: true });
    expect(dialogs).toEqual([]);

    // The session holds: the 30-day window is one more access check and config read, no new sign-in.
    gh.expect("GET", `/api/v3/repos/${REPO.full}`, () =>
      json(200, { id: REPO.id, full_name: REPO.full, default_branch: "main" }),
    );
    gh.expect("GET", `/api/v3/repos/${REPO.full}/contents/.github/flakeharden.yml`, () =>
      json(404, { message: "Not Found" }),
    );
    await page.click("text=30 days");
    expect(page.url()).toBe(`${base}/flaky/${REPO.full}?days=30`);
    expect(await page.locator("#flaky").textContent()).toBe("Flaky: passed and failed in the last 30 days");
    expect(await page.locator("#quarantine ~ p").last().textContent()).toBe("No test is quarantined.");

    // A forged session (the sealed cookie with one character changed) is no session: sign in again.
    const value = session?.value ?? "";
    const forged = `${value.slice(0, 20)}${value[20] === "A" ? "B" : "A"}${value.slice(21)}`;
    const refused = await get(Number(new URL(base).port), `/flaky/${REPO.full}`, `fh_session=${forged}`);
    expect(refused.status).toBe(302);
    expect(refused.location).toBe(`/login?next=${encodeURIComponent(`/flaky/${REPO.full}`)}`);
    const made = await get(
      Number(new URL(base).port),
      `/flaky/${REPO.full}`,
      "fh_session=eyJsb2dpbiI6InJlYWRlci1yYXkifQ",
    );
    expect(made.status).toBe(302);
    await context.close();
  });

  it("signing out ends the session on the server: a copy of the cookie is refused, the token revoked", async () => {
    gh.expectSignIn("reader-ray", base);
    gh.expect("GET", `/api/v3/repos/${REPO.full}`, () =>
      json(200, { id: REPO.id, full_name: REPO.full, default_branch: "main" }),
    );
    gh.expect("GET", `/api/v3/repos/${REPO.full}/contents/.github/flakeharden.yml`, () =>
      json(404, { message: "Not Found" }),
    );
    const context = await browser.newContext();
    const page = await context.newPage();
    expect((await page.goto(`${base}/flaky/${REPO.full}`))?.status()).toBe(200);
    const copied = (await context.cookies()).find((c) => c.name === "fh_session")?.value ?? "";
    expect(copied).not.toBe("");

    // Signing out revokes the user's token at GitHub, with the app's client as basic auth.
    gh.expect("DELETE", `/api/v3/applications/${CLIENT_ID}/token`, (req, _url, body) => {
      expect(req.headers.authorization).toBe(
        `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`,
      );
      expect(JSON.parse(body)).toEqual({ access_token: "ghu_reader-ray" });
      return { status: 204, body: "" };
    });
    await page.click("text=Sign out");
    expect(await page.textContent("body")).toBe("Signed out.");
    expect((await context.cookies()).find((c) => c.name === "fh_session")).toBeUndefined();

    // The copied cookie, still sealed and unexpired, is refused: sign in again.
    const replayed = await get(Number(new URL(base).port), `/flaky/${REPO.full}`, `fh_session=${copied}`);
    expect(replayed.status).toBe(302);
    expect(replayed.location).toBe(`/login?next=${encodeURIComponent(`/flaky/${REPO.full}`)}`);
    await context.close();
  });

  it("someone who cannot read the repository signs in and is refused, shown nothing of it", async () => {
    gh.expectSignIn("stranger-sam", base);
    gh.expect("GET", `/api/v3/repos/${REPO.full}`, (req) => {
      expect(req.headers.authorization).toBe("Bearer ghu_stranger-sam");
      return json(404, { message: "Not Found" });
    });
    const context = await browser.newContext();
    const page = await context.newPage();
    const answer = await page.goto(`${base}/flaky/${REPO.full}`);
    expect(answer?.status()).toBe(404);
    const body = (await page.textContent("body")) ?? "";
    expect(body).toContain(`${REPO.full}: not found, or @stranger-sam cannot read it.`);
    expect(body).not.toContain("coupon");
    expect(body).not.toContain("#17");
    await context.close();
  });

  it("without a session the page sends the browser to sign in; a callback whose state is not this browser's is refused", async () => {
    const port = Number(new URL(base).port);
    const page = await get(port, `/flaky/${REPO.full}?days=30`);
    expect(page.status).toBe(302);
    expect(page.location).toBe(`/login?next=${encodeURIComponent(`/flaky/${REPO.full}?days=30`)}`);
    expect(page.text).toBe("");

    const login = await get(port, page.location ?? "");
    expect(login.status).toBe(302);
    const authorize = new URL(login.location ?? "");
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${gh.url}/login/oauth/authorize`);
    expect(authorize.searchParams.get("client_id")).toBe(CLIENT_ID);

    // A callback with another state (a forged link), or with no state cookie at all: no code is exchanged.
    const wrong = await get(port, `/auth/callback?code=abc&state=${"0".repeat(64)}`);
    expect(wrong.status).toBe(403);
    expect(wrong.text).toContain("the state does not match");

    // Anywhere else than a page of this app is no place to come back to after signing in.
    const elsewhere = await get(port, `/login?next=${encodeURIComponent("https://evil.example/")}`);
    expect(elsewhere.status).toBe(400);
    const window = await get(port, `/flaky/${REPO.full}?days=9`);
    expect(window.status).toBe(400);
    expect(window.text).toContain("days: 9 is not offered; allowed: 7 or 30");
  });
});

describe("the page's settings", () => {
  const base = { APP_ID: "1", PRIVATE_KEY, WEBHOOK_SECRET: "page-webhook-secret" };

  it("serves no page without a client; a client without its secret and address stops start-up, naming both", () => {
    expect(readSettings(base).oauth).toBeNull();
    expect(() =>
      readSettings({ ...base, GITHUB_CLIENT_ID: CLIENT_ID, GITHUB_CLIENT_SECRET: CLIENT_SECRET }),
    ).toThrow(
      "the flakiness page also needs GITHUB_CLIENT_SECRET (the app's client secret) and PUBLIC_URL (the app's address)",
    );
    let message = "";
    try {
      readSettings({
        ...base,
        GITHUB_CLIENT_ID: CLIENT_ID,
        GITHUB_CLIENT_SECRET: CLIENT_SECRET,
        PUBLIC_URL: "ftp://x",
      });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain("PUBLIC_URL");
    expect(message).toContain("allowed: the app's address, https://host[:port][/path]");
    expect(message).not.toContain(CLIENT_SECRET);
    expect(
      readSettings({
        ...base,
        GITHUB_CLIENT_ID: CLIENT_ID,
        GITHUB_CLIENT_SECRET: CLIENT_SECRET,
        PUBLIC_URL: "https://flakeharden.example.com//",
      }).oauth,
    ).toEqual({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      publicUrl: "https://flakeharden.example.com",
      sessionSecret: CLIENT_SECRET,
    });
  });
});

describe("the sign-in's cookies", () => {
  function loginHeaders(publicUrl: string): Record<string, string | string[]> {
    const oauth = new OAuth({
      settings: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, publicUrl, sessionSecret: CLIENT_SECRET },
      webUrl: "https://github.com",
      apiUrl: "https://api.github.com",
      timeoutMs: 1_000,
      now: () => NOW.getTime(),
      sessions: { revokeSession: () => Promise.resolve(), sessionRevoked: () => Promise.resolve(false) },
    });
    let headers: Record<string, string | string[]> = {};
    const res = {
      writeHead(_status: number, h: Record<string, string | string[]>) {
        headers = h;
        return { end: () => undefined };
      },
    };
    oauth.login(res as never, `/flaky/${REPO.full}`);
    return headers;
  }

  it("are Secure and __Host- when the app is served over https, HttpOnly and SameSite=Lax always", () => {
    const https = String(loginHeaders("https://flakeharden.example.com")["set-cookie"]);
    expect(https).toMatch(
      /^__Host-fh_oauth=[A-Za-z0-9_-]+; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/,
    );
    const http = String(loginHeaders("http://127.0.0.1:3000")["set-cookie"]);
    expect(http).toMatch(/; HttpOnly; SameSite=Lax$/);
    const location = new URL(String(loginHeaders("https://flakeharden.example.com").location));
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(location.searchParams.get("redirect_uri")).toBe("https://flakeharden.example.com/auth/callback");
  });
});
