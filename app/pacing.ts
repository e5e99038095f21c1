// Pacing GitHub requests (`pacing`, an Octokit plugin): Probot's throttling keys every installation alike without
// Redis ("no-id"), so it is turned off and each installation gets its own windows of content-creating requests
// (GitHub's secondary limits: 80 a minute, 500 an hour), honouring `retry-after` and `x-ratelimit-*`; one
// installation's burst never waits on another's. Every request has a timeout. The config file is cached briefly and
// revalidated with `If-None-Match` (a 304 costs no rate limit).
import type { OctokitResponse } from "@octokit/types";
import type { ProbotOctokit } from "probot";
import { status } from "./github.js";

export interface PaceLimits {
  /** Content-creating requests per installation per minute (GitHub: about 80). */
  perMinute: number;
  /** …and per hour (GitHub: about 500). */
  perHour: number;
  /** Every request's timeout, in ms. */
  timeoutMs: number;
  /** Retries of a request GitHub refused for a rate limit, after waiting what it said. */
  rateLimitRetries: number;
  /** How long a config file read is served from memory before it is revalidated (If-None-Match), in ms. */
  configTtlMs: number;
}

export const DEFAULT_PACE: PaceLimits = {
  perMinute: 80,
  perHour: 500,
  timeoutMs: 30_000,
  rateLimitRetries: 3,
  configTtlMs: 60_000,
};

/** What pacing reports, for the metrics. */
export interface PaceEvents {
  request(method: string, status: number): void;
  waited(kind: "pace" | "retry-after" | "rate-limit-reset", ms: number): void;
}

const MINUTE = 60_000;
const HOUR = 3_600_000;
/** Waited after a secondary limit refusal that names no time. */
const FALLBACK_RETRY_AFTER_MS = 60_000;

class Lane {
  /** When each content-creating request of the last hour finished (or started, while in flight). */
  readonly times: number[] = [];
  pausedUntil = 0;
  /** Writes wait in line: the one at the head takes the next slot. */
  tail: Promise<void> = Promise.resolve();
  /** Writes waiting in line or for their slot. */
  waiting = 0;
}

/**
 * Per-installation windows of content-creating requests. A slot is stamped when its response arrives (later than
 * GitHub saw the request), so the windows GitHub counts are never fuller than ours.
 */
export class Pacer {
  readonly #lanes = new Map<string, Lane>();
  readonly #limits: PaceLimits;
  readonly #now: () => number;
  readonly #sleep: (ms: number) => Promise<void>;

  constructor(
    limits: PaceLimits,
    now: () => number = Date.now,
    sleep: (ms: number) => Promise<void> = delay,
  ) {
    this.#limits = limits;
    this.#now = now;
    this.#sleep = sleep;
  }

  #lane(key: string): Lane {
    let lane = this.#lanes.get(key);
    if (lane === undefined) {
      lane = new Lane();
      this.#lanes.set(key, lane);
    }
    return lane;
  }

  /** Ms until a request may go: the pause GitHub asked for, and for a write the two windows. */
  #wait(lane: Lane, write: boolean): number {
    const now = this.#now();
    let until = lane.pausedUntil;
    if (write) {
      while (lane.times.length > 0 && (lane.times[0] ?? 0) <= now - HOUR) lane.times.shift();
      const { perMinute, perHour } = this.#limits;
      if (lane.times.length >= perHour)
        until = Math.max(until, (lane.times[lane.times.length - perHour] ?? 0) + HOUR);
      const lastMinute = lane.times.filter((t) => t > now - MINUTE);
      if (lastMinute.length >= perMinute)
        until = Math.max(until, (lastMinute[lastMinute.length - perMinute] ?? 0) + MINUTE);
    }
    return Math.max(0, until - now);
  }

  /**
   * Waits for the installation's turn; returns the ms waited for pacing and a function to call when the
   * response arrived (it stamps the slot).
   */
  async acquire(
    key: string,
    write: boolean,
  ): Promise<{ waitedMs: number; pausedMs: number; done: () => void }> {
    const lane = this.#lane(key);
    let waitedMs = 0;
    let pausedMs = 0;
    if (!write) {
      const ms = this.#wait(lane, false);
      if (ms > 0) await this.#sleep(ms);
      return { waitedMs: 0, pausedMs: ms, done: () => undefined };
    }
    // One write at a time takes a slot, in order.
    const previous = lane.tail;
    let release: () => void = () => undefined;
    lane.tail = new Promise<void>((resolve) => (release = resolve));
    lane.waiting++;
    try {
      await previous;
      for (let ms = this.#wait(lane, true); ms > 0; ms = this.#wait(lane, true)) {
        if (lane.pausedUntil > this.#now()) pausedMs += ms;
        else waitedMs += ms;
        await this.#sleep(ms);
      }
    } catch (error) {
      release();
      throw error;
    } finally {
      lane.waiting--;
    }
    const slot = lane.times.push(this.#now()) - 1;
    const stamp = lane.times[slot];
    release();
    return {
      waitedMs,
      pausedMs,
      done: () => {
        const i = lane.times.lastIndexOf(stamp ?? 0);
        if (i >= 0) lane.times[i] = this.#now();
        lane.times.sort((a, b) => a - b);
      },
    };
  }

  /**
   * Ms until a write of `key` may go (0: now, no write waiting in line): the outbox takes a write from the store
   * only then, so that it keeps coalescing while the installation's budget is spent.
   */
  writeWait(key: string): number {
    const lane = this.#lane(key);
    return Math.max(this.#wait(lane, true), lane.waiting > 0 ? 1 : 0);
  }

  /** GitHub asked this installation to wait until `until` (epoch ms). */
  pause(key: string, until: number): void {
    const lane = this.#lane(key);
    lane.pausedUntil = Math.max(lane.pausedUntil, until);
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** How long the app's identity (`GET /app`) is kept. */
const IDENTITY_TTL_MS = 3_600_000;
const WRITE_METHODS = new Set(["POST", "PATCH", "PUT", "DELETE"]);
/** `POST /app/installations/{id}/access_tokens` (under `/api/v3` on GitHub Enterprise Server). */
const ACCESS_TOKEN_PATH = /\/app\/installations\/\d+\/access_tokens$/;
/** Config files read through `context.config` (the repository's, the org's `.github`). */
const CONFIG_PATH = /\/contents\/\.github\/flakeharden\.ya?ml$/;

interface Cached {
  etag: string | null;
  fetchedAt: number;
  response: OctokitResponse<unknown> | null;
  /** A 404 is cached too (no file: the defaults). */
  error: unknown;
}

function header(err: unknown, name: string): string | undefined {
  if (typeof err !== "object" || err === null || !("response" in err)) return undefined;
  const res = (err as { response?: { headers?: Record<string, unknown> } }).response;
  const v = res?.headers?.[name];
  return typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined;
}

/** When a rate-limit refusal says to try again (epoch ms), or null when it is no rate-limit refusal. */
export function rateLimitedUntil(err: unknown, now: number): number | null {
  const code = status(err);
  if (code !== 403 && code !== 429) return null;
  const retryAfter = header(err, "retry-after");
  if (retryAfter !== undefined && /^\d{1,6}$/.test(retryAfter)) return now + Number(retryAfter) * 1000;
  if (header(err, "x-ratelimit-remaining") === "0") {
    const reset = header(err, "x-ratelimit-reset");
    if (reset !== undefined && /^\d{1,12}$/.test(reset)) return Math.max(now, Number(reset) * 1000 + 1000);
  }
  const message = err instanceof Error ? err.message : "";
  if (/\bsecondary rate limit\b/i.test(message)) return now + FALLBACK_RETRY_AFTER_MS;
  return null;
}

/**
 * The Octokit plugin that paces per installation, times every request out, retries rate-limit refusals after the
 * wait GitHub asked for, and caches config reads. `installationId` comes from the constructor's auth options
 * (Probot's installation Octokit has it; the app's own has none and is paced as "app").
 */
type OctokitPlugin = Parameters<typeof ProbotOctokit.plugin>[0];

export function pacing(
  pacer: Pacer,
  limits: PaceLimits,
  events: PaceEvents,
  now: () => number = Date.now,
): OctokitPlugin {
  const configCache = new Map<string, Cached>();
  return (octokit, options) => {
    const auth: unknown = options.auth;
    const installation =
      typeof auth === "object" &&
      auth !== null &&
      "installationId" in auth &&
      (typeof auth.installationId === "number" || typeof auth.installationId === "string")
        ? String(auth.installationId)
        : "app";
    octokit.hook.wrap("request", async (request, o) => {
      const { method, url } = octokit.request.endpoint.parse(o);
      const path = decodeURIComponent(new URL(url, "http://github.invalid").pathname);
      // An installation token is the app's request (its JWT), not content the installation creates.
      const write = WRITE_METHODS.has(method) && !ACCESS_TOKEN_PATH.test(path);
      // The config file (briefly, then revalidated), and the app's identity (`GET /app`: it does not change).
      const ttl = path.endsWith("/app") ? IDENTITY_TTL_MS : limits.configTtlMs;
      const cacheKey =
        method === "GET" && (CONFIG_PATH.test(path) || path.endsWith("/app"))
          ? `${installation} ${url}`
          : null;
      const cached = cacheKey !== null ? configCache.get(cacheKey) : undefined;
      if (cached !== undefined && now() - cached.fetchedAt < ttl) {
        if (cached.error !== null || cached.response === null) throw cached.error;
        return structuredClone(cached.response);
      }
      for (let attempt = 0; ; attempt++) {
        const slot = await pacer.acquire(installation, write);
        if (slot.waitedMs > 0) events.waited("pace", slot.waitedMs);
        if (slot.pausedMs > 0) events.waited("retry-after", slot.pausedMs);
        const signal = o.request.signal ?? AbortSignal.timeout(limits.timeoutMs);
        const headers = { ...o.headers };
        if (cached?.etag != null) headers["if-none-match"] = cached.etag;
        try {
          const response = await request({ ...o, headers, request: { ...o.request, signal } });
          slot.done();
          events.request(method, response.status);
          observe(response.headers, installation);
          if (cacheKey !== null) {
            const etag = response.headers.etag;
            configCache.set(cacheKey, {
              etag: typeof etag === "string" ? etag : null,
              fetchedAt: now(),
              response: structuredClone(response),
              error: null,
            });
          }
          return response;
        } catch (err) {
          slot.done();
          const code = status(err) ?? 0;
          events.request(method, code);
          if (cacheKey !== null && cached !== undefined && code === 304) {
            cached.fetchedAt = now();
            if (cached.error !== null || cached.response === null) throw cached.error;
            return structuredClone(cached.response);
          }
          if (cacheKey !== null && code === 404) {
            configCache.set(cacheKey, {
              etag: header(err, "etag") ?? null,
              fetchedAt: now(),
              response: null,
              error: err,
            });
          }
          const until = rateLimitedUntil(err, now());
          if (until !== null) {
            pacer.pause(installation, until);
            if (attempt < limits.rateLimitRetries) continue;
          }
          throw err;
        }
      }
    });

    function observe(headers: Record<string, unknown>, key: string): void {
      // The primary limit spent: wait for its reset rather than be refused.
      if (headers["x-ratelimit-remaining"] === "0") {
        const reset = Number(headers["x-ratelimit-reset"]);
        if (Number.isFinite(reset) && reset > 0) pacer.pause(key, reset * 1000 + 1000);
      }
    }
  };
}
