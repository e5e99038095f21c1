// Sign-in with GitHub for the flakiness page: the OAuth web flow with the app's own client (the manifest flow's
// GITHUB_CLIENT_ID / GITHUB_CLIENT_SECRET), a `state` bound to the browser by a short-lived cookie (CSRF), and a
// session cookie holding the user's token.
//
// Cookies are sealed with AES-256-GCM under a key derived (HKDF) from SESSION_SECRET: the tag authenticates them
// (a forged or altered cookie is refused) and the token inside stays unreadable. HttpOnly, SameSite=Lax, Path=/,
// and, when PUBLIC_URL is https, Secure with the `__Host-` prefix (the browser then refuses one set by another host
// or path). A session lasts 8 hours, as a GitHub App's user token does.
//
// Signing out ends the session on the server: its id is recorded as ended in the store (every replica refuses the
// cookie from then on, a copy included) and the user's token is revoked at GitHub
// (`DELETE /applications/{client_id}/token`).
//
// Routes: GET /login?next=/flaky/…, GET /auth/callback (PUBLIC_URL/auth/callback is the app's callback URL),
// GET or POST /logout.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import type { OAuthSettings } from "./settings.js";

/** The sign-in's return path: the app serves it, and app.yml declares PUBLIC_URL + it as the callback URL. */
export const CALLBACK_PATH = "/auth/callback";

/** The cookies' names: `__Host-` when served over https (a prefix the browser only accepts with Secure). */
export const SESSION_COOKIE = "fh_session";
const STATE_COOKIE = "fh_oauth";
const HOST_PREFIX = "__Host-";
export const SESSION_MS = 8 * 3_600_000;
const STATE_MS = 10 * 60_000;
/** A cookie header longer than this is not read. */
const MAX_COOKIE_HEADER = 8_192;
/** Where a sign-in may return: the page's own paths only (never another host). */
const NEXT = /^\/flaky\/[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}(?:\?days=\d{1,2})?$/;

export interface Session {
  /** The session's id (random): what signing out records as ended. */
  sid: string;
  login: string;
  token: string;
  /** Epoch ms. */
  expires: number;
}

const SessionData = z.object({
  sid: z.string().regex(/^[0-9a-f]{32}$/),
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
  /** Where ended sessions are remembered (the store: shared by every replica). */
  sessions: {
    revokeSession(sid: string, until: number): Promise<void>;
    sessionRevoked(sid: string): Promise<boolean>;
  };
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
  readonly #sessionCookie: string;
  readonly #stateCookie: string;

  constructor(o: OAuthOptions) {
    this.#o = o;
    this.#key = Buffer.from(
      hkdfSync("sha256", o.settings.sessionSecret, "flakeharden", "page session cookie v1", 32),
    );
    this.#secure = o.settings.publicUrl.startsWith("https:");
    const prefix = this.#secure ? HOST_PREFIX : "";
    this.#sessionCookie = `${prefix}${SESSION_COOKIE}`;
    this.#stateCookie = `${prefix}${STATE_COOKIE}`;
  }

  /** The request's session, or null (none, expired, ended by signing out, forged, or altered). */
  async session(req: IncomingMessage): Promise<Session | null> {
    const sealed = cookie(req, this.#sessionCookie);
    if (sealed === undefined) return null;
    const s = this.#open(sealed, SessionData);
    if (s === null || s.expires <= this.#o.now()) return null;
    return (await this.#o.sessions.sessionRevoked(s.sid)) ? null : s;
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
        "set-cookie": this.#cookie(this.#stateCookie, sealed, STATE_MS),
        "cache-control": "no-store",
      })
      .end();
  }

  /** GitHub sent the browser back with `code` and `state`: exchange the code, start the session. */
  async callback(req: IncomingMessage, res: ServerResponse, query: URLSearchParams): Promise<void> {
    const sealed = cookie(req, this.#stateCookie);
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
      sid: randomBytes(16).toString("hex"),
      login: login.data.login,
      token: token.data.access_token,
      expires: this.#o.now() + SESSION_MS,
    });
    res
      .writeHead(302, {
        location: expected.next,
        "set-cookie": [
          this.#cookie(this.#sessionCookie, session, SESSION_MS),
          this.#cookie(this.#stateCookie, "", 0),
        ],
        "cache-control": "no-store",
      })
      .end();
  }

  /**
   * Ends the session: recorded as ended (the cookie, or a copy of it, is refused from now on by every replica), the
   * user's token revoked at GitHub, the browser's cookie cleared. A token GitHub would not revoke is said, not hidden.
   */
  async logout(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const s = await this.session(req);
    let said = "Signed out.";
    if (s !== null) {
      await this.#o.sessions.revokeSession(s.sid, s.expires);
      if (!(await this.#revokeToken(s.token)))
        said =
          "Signed out. GitHub did not confirm that your token was revoked: revoke it in your GitHub settings.";
    }
    res
      .writeHead(200, {
        "content-type": "text/plain; charset=utf-8",
        "set-cookie": this.#cookie(this.#sessionCookie, "", 0),
        "cache-control": "no-store",
      })
      .end(said);
  }

  /** `DELETE /applications/{client_id}/token` (basic auth with the app's client): true when GitHub revoked it. */
  async #revokeToken(token: string): Promise<boolean> {
    const { clientId, clientSecret } = this.#o.settings;
    try {
      const answer = await fetch(`${this.#o.apiUrl}/applications/${encodeURIComponent(clientId)}/token`, {
        method: "DELETE",
        headers: {
          authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
          accept: "application/vnd.github+json",
          "content-type": "application/json",
          "user-agent": "flakeharden",
          "x-github-api-version": "2022-11-28",
        },
        body: JSON.stringify({ access_token: token }),
        signal: AbortSignal.timeout(this.#o.timeoutMs),
      });
      await answer.body?.cancel();
      // 204: revoked; 404: the token was no longer valid (revoked or expired already).
      return answer.status === 204 || answer.status === 404;
    } catch {
      return false;
    }
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
