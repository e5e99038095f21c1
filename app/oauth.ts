// Sign-in with GitHub for the flakiness page: the OAuth web flow with the app's own client (the manifest flow's
// GITHUB_CLIENT_ID / GITHUB_CLIENT_SECRET), a `state` bound to the browser by a short-lived cookie (CSRF), and a
// session cookie holding the user's token.
//
// Cookies are sealed with AES-256-GCM under a key derived (HKDF) from SESSION_SECRET: the tag authenticates them
// (a forged or altered cookie is refused) and the token inside stays unreadable. HttpOnly, SameSite=Lax, Path=/,
// Secure when PUBLIC_URL is https. A session lasts 8 hours, as a GitHub App's user token does.
//
// Routes: GET /login?next=/flaky/…, GET /auth/callback (PUBLIC_URL/auth/callback is the app's callback URL),
// GET /logout.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import type { OAuthSettings } from "./settings.js";

/** The sign-in's return path: the app serves it, and app.yml declares PUBLIC_URL + it as the callback URL. */
export const CALLBACK_PATH = "/auth/callback";

export const SESSION_COOKIE = "fh_session";
const STATE_COOKIE = "fh_oauth";
export const SESSION_MS = 8 * 3_600_000;
const STATE_MS = 10 * 60_000;
/** A cookie header longer than this is not read. */
const MAX_COOKIE_HEADER = 8_192;
/** Where a sign-in may return: the page's own paths only (never another host). */
const NEXT = /^\/flaky\/[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}(?:\?days=\d{1,2})?$/;

export interface Session {
  login: string;
  token: string;
  /** Epoch ms. */
  expires: number;
}

const SessionData = z.object({
  login: z.string().min(1).max(100),
  token: z.string().min(1).max(500),
  expires: z.number().int(),
});
const StateData = z.object({
  state: z.string().regex(/^[0-9a-f]{64}$/),
  next: z.string().regex(NEXT),
  expires: z.number().int(),
});

export interface OAuthOptions {
  settings: OAuthSettings;
  /** GitHub's web address (`https://github.com`, a GHES host): /login/oauth/… */
  webUrl: string;
  /** The REST API (`https://api.github.com`). */
  apiUrl: string;
  timeoutMs: number;
  now: () => number;
}

/** GitHub's REST API as the signed-in user: the JSON answer and its status. */
export async function asUser(
  o: Pick<OAuthOptions, "apiUrl" | "timeoutMs">,
  token: string,
  path: string,
  accept = "application/vnd.github+json",
): Promise<{ status: number; body: string }> {
  const res = await fetch(`${o.apiUrl}${path}`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept,
      "user-agent": "flakeharden",
      "x-github-api-version": "2022-11-28",
    },
    signal: AbortSignal.timeout(o.timeoutMs),
  });
  return { status: res.status, body: await res.text() };
}

export class OAuth {
  readonly #o: OAuthOptions;
  readonly #key: Buffer;
  readonly #secure: boolean;

  constructor(o: OAuthOptions) {
    this.#o = o;
    this.#key = Buffer.from(
      hkdfSync("sha256", o.settings.sessionSecret, "flakeharden", "page session cookie v1", 32),
    );
    this.#secure = o.settings.publicUrl.startsWith("https:");
  }

  /** The request's session, or null (none, expired, forged, or altered). */
  session(req: IncomingMessage): Session | null {
    const sealed = cookie(req, SESSION_COOKIE);
    if (sealed === undefined) return null;
    const s = this.#open(sealed, SessionData);
    return s !== null && s.expires > this.#o.now() ? s : null;
  }

  /** Sends the browser to sign in, coming back to `next`. */
  login(res: ServerResponse, next: string): void {
    const back = NEXT.test(next) ? next : "/";
    if (back === "/") {
      res.writeHead(400, { "content-type": "text/plain; charset=utf-8" }).end("next: not a page of this app");
      return;
    }
    const state = randomBytes(32).toString("hex");
    const sealed = this.#seal({ state, next: back, expires: this.#o.now() + STATE_MS });
    const url = new URL(`${this.#o.webUrl}/login/oauth/authorize`);
    url.searchParams.set("client_id", this.#o.settings.clientId);
    url.searchParams.set("redirect_uri", this.#callback());
    url.searchParams.set("state", state);
    url.searchParams.set("allow_signup", "false");
    res
      .writeHead(302, {
        location: url.toString(),
        "set-cookie": this.#cookie(STATE_COOKIE, sealed, STATE_MS),
        "cache-control": "no-store",
      })
      .end();
  }

  /** GitHub sent the browser back with `code` and `state`: exchange the code, start the session. */
  async callback(req: IncomingMessage, res: ServerResponse, query: URLSearchParams): Promise<void> {
    const sealed = cookie(req, STATE_COOKIE);
    const expected = sealed === undefined ? null : this.#open(sealed, StateData);
    const state = query.get("state") ?? "";
    const code = query.get("code") ?? "";
    if (
      expected === null ||
      expected.expires <= this.#o.now() ||
      state.length !== expected.state.length ||
      !timingSafeEqual(Buffer.from(state), Buffer.from(expected.state))
    ) {
      return refuse(res, 403, "Sign-in refused: the state does not match this browser's sign-in. Try again.");
    }
    if (!/^[A-Za-z0-9_-]{1,100}$/.test(code))
      return refuse(res, 400, "Sign-in refused: no code from GitHub.");
    const exchanged = await fetch(`${this.#o.webUrl}/login/oauth/access_token`, {
      method: "POST",
      headers: {
        accept: "application/json",
        "content-type": "application/json",
        "user-agent": "flakeharden",
      },
      body: JSON.stringify({
        client_id: this.#o.settings.clientId,
        client_secret: this.#o.settings.clientSecret,
        code,
        redirect_uri: this.#callback(),
      }),
      signal: AbortSignal.timeout(this.#o.timeoutMs),
    });
    const token = z
      .object({ access_token: z.string().min(1).max(500) })
      .safeParse(await exchanged.json().catch(() => null));
    if (!exchanged.ok || !token.success) return refuse(res, 502, "Sign-in failed: GitHub gave no token.");
    const user = await asUser(this.#o, token.data.access_token, "/user");
    const login =
      user.status === 200
        ? z.object({ login: z.string().min(1).max(100) }).safeParse(parse(user.body))
        : null;
    if (login === null || !login.success)
      return refuse(res, 502, "Sign-in failed: GitHub did not say who you are.");
    const session = this.#seal({
      login: login.data.login,
      token: token.data.access_token,
      expires: this.#o.now() + SESSION_MS,
    });
    res
      .writeHead(302, {
        location: expected.next,
        "set-cookie": [this.#cookie(SESSION_COOKIE, session, SESSION_MS), this.#cookie(STATE_COOKIE, "", 0)],
        "cache-control": "no-store",
      })
      .end();
  }

  logout(res: ServerResponse): void {
    res
      .writeHead(200, {
        "content-type": "text/plain; charset=utf-8",
        "set-cookie": this.#cookie(SESSION_COOKIE, "", 0),
        "cache-control": "no-store",
      })
      .end("Signed out.");
  }

  #callback(): string {
    return `${this.#o.settings.publicUrl}${CALLBACK_PATH}`;
  }

  #cookie(name: string, value: string, maxAgeMs: number): string {
    const parts = [
      `${name}=${value}`,
      "Path=/",
      `Max-Age=${Math.floor(maxAgeMs / 1000)}`,
      "HttpOnly",
      "SameSite=Lax",
    ];
    if (this.#secure) parts.push("Secure");
    return parts.join("; ");
  }

  #seal(data: object): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.#key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(data), "utf8"), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
  }

  #open<S extends z.ZodType>(sealed: string, schema: S): z.output<S> | null {
    if (sealed.length > 4_000 || !/^[A-Za-z0-9_-]+$/.test(sealed)) return null;
    const raw = Buffer.from(sealed, "base64url");
    if (raw.length < 29) return null;
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.#key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
      const parsed = schema.safeParse(parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null; // the tag does not match: forged or altered
    }
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A cookie's value from the request, if there is one. */
function cookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (typeof header !== "string" || header.length > MAX_COOKIE_HEADER) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

function refuse(res: ServerResponse, status: number, message: string): void {
  res
    .writeHead(status, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" })
    .end(message);
}
