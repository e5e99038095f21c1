// The PR action's GitHub client: `request("METHOD /path/{param}", params)` over the runtime's own `fetch`, the
// shape src/artifact/artifact.ts downloads the report through. Written here rather than taken from Octokit: Octokit is
// not a dependency of the action's bundle (only Probot's, for the app), and the action calls a dozen routes with
// one token; its retries and pacing are the app's concerns (one event per process here).
//
// A refusal becomes a `GitHubError` naming the route; a 403 "Resource not accessible by integration" (the
// workflow's token lacks a permission) becomes a `PermissionError` naming the permission the README's workflow
// grants for that route, so that the action fails with one line that says what to add.

/** What a route answered. `data`: parsed JSON, text, or the body stream (`parseSuccessResponseBody: false`). */
export interface ApiResponse {
  status: number;
  url: string;
  headers: Record<string, unknown>;
  data: unknown;
}

export interface Api {
  request(route: string, params?: Record<string, unknown>): Promise<ApiResponse>;
}

export class GitHubError extends Error {
  override name = "GitHubError";
  constructor(
    readonly status: number,
    readonly route: string,
    message: string,
  ) {
    super(message);
  }
}

/** The workflow's token lacks a permission: `permission` as written under `permissions:` (`statuses: write`). */
export class PermissionError extends GitHubError {
  override name = "PermissionError";
  constructor(
    status: number,
    route: string,
    readonly permission: string,
    answer: string,
  ) {
    super(
      status,
      route,
      `the token lacks \`${permission}\`: ${route} answered ${status} (${answer}); add \`${permission}\` under \`permissions:\` in the workflow`,
    );
  }
}

/**
 * The permission (as the workflow writes it) a route needs, in the README's terms: the PR's comments, labels and
 * reactions through `pull-requests: write`, commit statuses through `statuses: write`, the report artifact through
 * `actions: read`, a re-run through `actions: write`, the config file and a push's compare through `contents: read`.
 */
export function permissionFor(route: string): string {
  const [method = "GET", path = ""] = route.split(" ");
  if (path.includes("/actions/runs/") && path.endsWith("/rerun-failed-jobs")) return "actions: write";
  if (path.includes("/actions/")) return "actions: read";
  if (path.includes("/statuses/")) return "statuses: write";
  if (path.includes("/contents/") || path.includes("/compare/")) return "contents: read";
  if (path.includes("/collaborators/")) return "metadata: read";
  if (path.includes("/issues/") || path.includes("/pulls"))
    return method === "GET" && !path.includes("/issues/") ? "pull-requests: read" : "pull-requests: write";
  return "the permission this route needs";
}

/** Every request's timeout unless the caller passes a signal. */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface ApiOptions {
  /** `GITHUB_API_URL`: `https://api.github.com`, or a GitHub Enterprise Server's `/api/v3`. */
  baseUrl: string;
  token: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

const PARAM = /\{([a-z_]+)\}/g;

/** A path or query value: routes take strings, numbers and booleans only. */
function scalar(route: string, name: string, v: unknown): string {
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") return String(v);
  throw new Error(`${route}: {${name}} is not a string or a number`);
}

export function createApi(o: ApiOptions): Api {
  const base = o.baseUrl.replace(/\/+$/, "");
  const doFetch = o.fetch ?? globalThis.fetch;
  const timeoutMs = o.timeoutMs ?? REQUEST_TIMEOUT_MS;
  return {
    async request(route, params = {}) {
      const space = route.indexOf(" ");
      const method = route.slice(0, space);
      const template = route.slice(space + 1);
      const rest: Record<string, unknown> = { ...params };
      const options = (rest.request ?? {}) as {
        redirect?: "manual" | "follow";
        parseSuccessResponseBody?: boolean;
        signal?: AbortSignal;
      };
      const extraHeaders = (rest.headers ?? {}) as Record<string, string>;
      delete rest.request;
      delete rest.headers;
      const path = template.replace(PARAM, (_, name: string) => {
        const v = scalar(route, name, rest[name]);
        delete rest[name];
        // A file's path keeps its slashes (`contents/.github/flakeharden.yml`); every other value is one segment.
        return name === "path" ? v.split("/").map(encodeURIComponent).join("/") : encodeURIComponent(v);
      });
      const url = new URL(`${base}${path}`);
      let body: string | undefined;
      if (method === "GET" || method === "DELETE") {
        for (const [k, v] of Object.entries(rest))
          if (v !== undefined) url.searchParams.set(k, scalar(route, k, v));
      } else body = JSON.stringify(rest);
      const res = await doFetch(url, {
        method,
        redirect: options.redirect ?? "follow",
        signal: options.signal ?? AbortSignal.timeout(timeoutMs),
        headers: {
          accept: "application/vnd.github+json",
          authorization: `Bearer ${o.token}`,
          "user-agent": "flakeharden-pr",
          "x-github-api-version": "2022-11-28",
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
          ...extraHeaders,
        },
        ...(body !== undefined ? { body } : {}),
      });
      const headers: Record<string, unknown> = {};
      res.headers.forEach((v, k) => (headers[k] = v));
      if (res.status >= 400) {
        const text = await res.text().catch(() => "");
        let message = text.slice(0, 300);
        try {
          const parsed: unknown = JSON.parse(text);
          if (typeof parsed === "object" && parsed !== null && "message" in parsed)
            message = String(parsed.message).slice(0, 300);
        } catch {
          // not JSON: the text, cut
        }
        const shown = `${method} ${path}`;
        if (res.status === 403 && /not accessible by integration|permission/i.test(message))
          throw new PermissionError(res.status, shown, permissionFor(route), message);
        throw new GitHubError(res.status, shown, `${shown} answered ${res.status}: ${message}`);
      }
      let data: unknown = null;
      if (options.parseSuccessResponseBody === false || (res.status >= 300 && res.status < 400))
        data = res.body;
      else if (res.status !== 204) {
        const text = await res.text();
        data = /json/.test(res.headers.get("content-type") ?? "") && text !== "" ? JSON.parse(text) : text;
      }
      return { status: res.status, url: res.url || url.toString(), headers, data };
    },
  };
}

/** The HTTP status of a GitHubError, else undefined. */
export function statusOf(err: unknown): number | undefined {
  return err instanceof GitHubError ? err.status : undefined;
}
