// A fake of GitHub's REST API on a loopback port, holding just the state the app touches: comments,
// labels, statuses, reactions, permissions, PRs, artifacts, the config file. Every request is logged;
// a request no route serves is answered 501 and recorded, so a test can assert there was none.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type Compare, compareAnswer } from "../support/compare.js";

export interface FakeComment {
  id: number;
  body: string;
  user: { login: string; type: "User" | "Bot" };
  issue: number;
}

export interface FakeArtifact {
  id: number;
  name: string;
  runId: number;
  zip: Uint8Array;
  /** What the listing says (defaults to the zip's length); a forger cannot change it, a test can. */
  sizeInBytes?: number;
}

export interface FakePull {
  number: number;
  headSha: string;
  headRef: string;
  headRepo: string;
  state: "open" | "closed";
  /** The base branch (`master`, as in GitHub's example payloads, when not given). */
  baseRef?: string;
}

export interface LoggedRequest {
  method: string;
  path: string;
  body: unknown;
  /** The installation whose token made the request (undefined: the app's JWT, or none). */
  installation?: number;
  /** When it arrived (ms since the epoch). */
  at?: number;
}

/** A row of `GET /app/hook/deliveries`: one attempt to deliver a webhook (a redelivery keeps the guid). */
export interface HookDelivery {
  id: number;
  guid: string;
  delivered_at: string;
  redelivery: boolean;
  status_code: number;
  status: string;
  event: string;
  action: string | null;
  installation_id: number | null;
}

export class FakeGitHub {
  readonly requests: LoggedRequest[] = [];
  readonly unhandled: LoggedRequest[] = [];
  comments: FakeComment[] = [];
  labels = new Map<number, Set<string>>();
  statuses: { sha: string; context: string; state: string; description: string }[] = [];
  reactions: { commentId: number; content: string }[] = [];
  reruns: number[] = [];
  /** Users GitHub knows (`GET /users/{login}`); anyone else is 404. */
  users = new Set<string>();
  /** Teams GitHub knows, `org/slug` (`GET /orgs/{org}/teams/{slug}`); any other is 404. */
  teams = new Set<string>();
  /** role_name per login; anyone else gets 404 (not a collaborator). */
  roles = new Map<string, string>();
  pulls: FakePull[] = [];
  /** Changed files per PR (`GET /pulls/{n}/files`, paged as GitHub pages them, at most 3,000). */
  prFiles = new Map<number, { filename: string; status?: string; patch?: string }[]>();
  artifacts: FakeArtifact[] = [];
  /** Workflow runs GitHub has (`GET /actions/runs?head_sha=`), by head commit. */
  runs: { id: number; headSha: string; status: string }[] = [];
  /** `GET /compare/{base}...{head}` per `base...head`: the files (as the compare API lists them) and commit authors. */
  compares = new Map<string, Compare>();
  /** `.github/flakeharden.yml` of the repository (null: none). */
  config: string | null = null;
  appSlug = "flakeharden";
  /**
   * GitHub's secondary limits, per installation: content-creating requests (POST, PATCH, PUT, DELETE) in any
   * minute and in any hour. Over them a write is refused 403 "secondary rate limit" with `retry-after`, and recorded
   * in `refusals`.
   */
  limits = { perMinute: 80, perHour: 500 };
  readonly refusals: LoggedRequest[] = [];
  /** Each answer waits this long (GitHub is not on loopback). */
  latencyMs = 0;
  /** What `GET /app/hook/deliveries` lists (a test records its deliveries here), newest last. */
  hookDeliveries: HookDelivery[] = [];
  /** `POST /app/hook/deliveries/{id}/attempts`: the test delivers that webhook again; answered 202 when set. */
  onRedeliver: ((delivery: HookDelivery) => void) | null = null;
  readonly redeliveryRequests: number[] = [];
  private refusalsToMake: { method: string; path: RegExp; retryAfterSeconds: number }[] = [];
  private holds: { match: (r: LoggedRequest) => boolean; released: Promise<void> }[] = [];
  /** Requests to fail once with a 502, as GitHub's API sometimes does: `METHOD path-regex`. */
  private failures: { method: string; path: RegExp }[] = [];
  private nextId = 1000;
  private server: Server | null = null;
  private port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req, res);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The next request matching `method` and `path` is refused 403 for a secondary limit (once). */
  refuseOnce(method: string, path: RegExp, retryAfterSeconds: number): void {
    this.refusalsToMake.push({ method, path, retryAfterSeconds });
  }

  /** Requests matching `match` (logged on arrival) wait for the returned release function. */
  hold(match: (r: LoggedRequest) => boolean): () => void {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const h = { match, released };
    this.holds.push(h);
    return () => {
      this.holds = this.holds.filter((x) => x !== h);
      release();
    };
  }

  /** The next request matching `method` and `path` gets a 502 (once). */
  failOnce(method: string, path: RegExp): void {
    this.failures.push({ method, path });
  }

  /** `METHOD path` of each request after token exchanges, in order (query strings dropped). */
  calls(): string[] {
    return this.requests
      .filter((r) => !/^\/app(?:\/installations\/\d+\/access_tokens)?$/.test(r.path))
      .map((r) => `${r.method} ${r.path}`);
  }

  commentsOn(pr: number): FakeComment[] {
    return this.comments.filter((c) => c.issue === pr);
  }

  /** Adds a comment by someone (as GitHub would have stored it), returning it. */
  addComment(pr: number, login: string, body: string, type: "User" | "Bot" = "User"): FakeComment {
    const c: FakeComment = { id: this.nextId++, body, user: { login, type }, issue: pr };
    this.comments.push(c);
    return c;
  }

  private send(
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    res.writeHead(status, {
      "content-type": "application/json; charset=utf-8",
      connection: "close",
      ...headers,
    });
    res.end(text);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", this.url);
    const path = decodeURIComponent(url.pathname).replace(/^\/api\/v3/, "");
    const method = req.method ?? "GET";
    let body: unknown = null;
    if (raw !== "") {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    const token = /^token ghs_fake_(\d+)$/.exec(req.headers.authorization ?? "");
    const installation = token !== null ? Number(token[1]) : undefined;
    const logged: LoggedRequest = { method, path, body, installation, at: Date.now() };
    this.requests.push(logged);
    if (this.latencyMs > 0) await new Promise((r) => setTimeout(r, this.latencyMs));
    for (const h of this.holds) if (h.match(logged)) await h.released;
    const once = this.refusalsToMake.findIndex((f) => f.method === method && f.path.test(path));
    if (installation !== undefined && ["POST", "PATCH", "PUT", "DELETE"].includes(method)) {
      const forced = once >= 0 ? this.refusalsToMake.splice(once, 1)[0]?.retryAfterSeconds : undefined;
      const refusal = forced ?? this.secondaryLimit(installation, logged.at ?? Date.now());
      if (refusal !== null) {
        this.refusals.push(logged);
        return this.send(
          res,
          403,
          {
            message:
              "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
          },
          { "retry-after": String(refusal) },
        );
      }
    }
    const failure = this.failures.findIndex((f) => f.method === method && f.path.test(path));
    if (failure >= 0) {
      this.failures.splice(failure, 1);
      return this.send(res, 502, { message: "Server Error" });
    }
    const b = (body ?? {}) as Record<string, unknown>;
    let m: RegExpMatchArray | null;

    if (method === "POST" && (m = path.match(/^\/app\/installations\/(\d+)\/access_tokens$/))) {
      return this.send(res, 201, {
        token: `ghs_fake_${m[1]}`,
        expires_at: "2099-01-01T00:00:00Z",
        permissions: {},
      });
    }
    if (method === "GET" && path === "/app/hook/deliveries") {
      // Newest first, cursor pages as GitHub's (the cursor is an opaque string in a Link header).
      const per = Number(url.searchParams.get("per_page") ?? "30");
      const from = Number(url.searchParams.get("cursor") ?? "0");
      const all = [...this.hookDeliveries].reverse();
      const page = all.slice(from, from + per);
      const headers: Record<string, string> = {};
      if (from + per < all.length) {
        headers.link = `<${this.url}/api/v3/app/hook/deliveries?per_page=${per}&cursor=${from + per}>; rel="next"`;
      }
      return this.send(res, 200, page, headers);
    }
    if (method === "POST" && (m = path.match(/^\/app\/hook\/deliveries\/(\d+)\/attempts$/))) {
      const d = this.hookDeliveries.find((x) => x.id === Number(m?.[1]));
      if (d === undefined) return this.send(res, 404, { message: "Not Found" });
      this.redeliveryRequests.push(d.id);
      this.onRedeliver?.(d);
      return this.send(res, 202, {});
    }
    if (method === "GET" && (m = path.match(/^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)$/))) {
      const p = this.pulls.find((x) => x.number === Number(m?.[1]));
      if (p === undefined) return this.send(res, 404, { message: "Not Found" });
      return this.send(res, 200, {
        number: p.number,
        state: p.state,
        head: { sha: p.headSha, ref: p.headRef, repo: { full_name: p.headRepo } },
        base: { ref: p.baseRef ?? "master" },
      });
    }
    if (method === "GET" && path === "/app") return this.send(res, 200, { id: 1, slug: this.appSlug });
    if (
      method === "GET" &&
      (m = path.match(/^\/repos\/[^/]+\/([^/]+)\/contents\/\.github\/flakeharden\.yml$/))
    ) {
      if (m[1] !== ".github" && this.config !== null) {
        return this.send(res, 200, this.config, { "content-type": "text/plain; charset=utf-8" });
      }
      return this.send(res, 404, { message: "Not Found" });
    }
    if (method === "GET" && /^\/repos\/[^/]+\/[^/]+\/actions\/runs$/.test(path)) {
      const headSha = url.searchParams.get("head_sha");
      const per = Number(url.searchParams.get("per_page") ?? "30");
      const all = this.runs.filter((r) => headSha === null || r.headSha === headSha);
      return this.send(res, 200, {
        total_count: all.length,
        workflow_runs: all.slice(0, per).map((r) => ({ id: r.id, head_sha: r.headSha, status: r.status })),
      });
    }
    if (method === "GET" && (m = path.match(/^\/repos\/[^/]+\/[^/]+\/actions\/runs\/(\d+)\/artifacts$/))) {
      const runId = Number(m[1]);
      const name = url.searchParams.get("name");
      const list = this.artifacts
        .filter((a) => a.runId === runId && (name === null || a.name === name))
        .map((a) => ({
          id: a.id,
          name: a.name,
          size_in_bytes: a.sizeInBytes ?? a.zip.length,
          expired: false,
          created_at: "2026-11-21T10:00:00Z",
          archive_download_url: `${this.url}/repos/o/r/actions/artifacts/${a.id}/zip`,
        }));
      return this.send(res, 200, { total_count: list.length, artifacts: list });
    }
    if (method === "GET" && (m = path.match(/^\/repos\/[^/]+\/[^/]+\/actions\/artifacts\/(\d+)\/zip$/))) {
      return this.send(res, 302, "", { location: `${this.url}/blob/artifact-${m[1]}.zip` });
    }
    if (method === "GET" && (m = path.match(/^\/blob\/artifact-(\d+)\.zip$/))) {
      const a = this.artifacts.find((x) => x.id === Number(m?.[1]));
      if (a === undefined) return this.send(res, 404, { message: "Not Found" });
      res.writeHead(200, {
        "content-type": "application/zip",
        "content-length": String(a.zip.length),
        connection: "close",
      });
      res.end(Buffer.from(a.zip));
      return;
    }
    if (method === "GET" && /^\/repos\/[^/]+\/[^/]+\/pulls$/.test(path)) {
      const head = url.searchParams.get("head");
      const list = this.pulls
        .filter((p) => p.state === "open")
        .filter((p) => head === null || head === `${p.headRepo.split("/")[0]}:${p.headRef}`)
        .map((p) => ({
          number: p.number,
          state: p.state,
          head: { sha: p.headSha, ref: p.headRef, repo: { full_name: p.headRepo } },
        }));
      return this.send(res, 200, list);
    }
    if (method === "GET" && (m = path.match(/^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/files$/))) {
      const page = Number(url.searchParams.get("page") ?? "1");
      const per = Number(url.searchParams.get("per_page") ?? "30");
      const all = (this.prFiles.get(Number(m[1])) ?? []).slice(0, 3_000);
      const list = all.slice((page - 1) * per, page * per).map((f) => ({
        sha: "0".repeat(40),
        filename: f.filename,
        status: f.status ?? "modified",
        additions: 1,
        deletions: 0,
        changes: 1,
        ...(f.patch !== undefined ? { patch: f.patch } : {}),
      }));
      return this.send(res, 200, list);
    }
    if (method === "GET" && (m = path.match(/^\/users\/([^/]+)$/))) {
      const login = m[1] ?? "";
      if (!this.users.has(login)) return this.send(res, 404, { message: "Not Found" });
      return this.send(res, 200, { login, id: 1, type: "User" });
    }
    if (method === "GET" && (m = path.match(/^\/orgs\/([^/]+)\/teams\/([^/]+)$/))) {
      const team = `${m[1] ?? ""}/${m[2] ?? ""}`;
      if (!this.teams.has(team)) return this.send(res, 404, { message: "Not Found" });
      return this.send(res, 200, { slug: m[2], name: m[2], organization: { login: m[1] } });
    }
    if (method === "GET" && (m = path.match(/^\/repos\/[^/]+\/[^/]+\/collaborators\/([^/]+)\/permission$/))) {
      const role = this.roles.get(m[1] ?? "");
      if (role === undefined) return this.send(res, 404, { message: "Not Found" });
      const permission = role === "maintain" ? "write" : role === "triage" ? "read" : role;
      return this.send(res, 200, { permission, role_name: role, user: { login: m[1] } });
    }
    if ((m = path.match(/^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/))) {
      const pr = Number(m[1]);
      if (method === "GET") {
        const page = Number(url.searchParams.get("page") ?? "1");
        const per = Number(url.searchParams.get("per_page") ?? "30");
        return this.send(res, 200, this.commentsOn(pr).slice((page - 1) * per, page * per));
      }
      if (method === "POST") {
        const c = this.addComment(pr, `${this.appSlug}[bot]`, String(b.body), "Bot");
        return this.send(res, 201, c);
      }
    }
    if ((m = path.match(/^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/)) && method === "PATCH") {
      const c = this.comments.find((x) => x.id === Number(m?.[1]));
      if (c === undefined) return this.send(res, 404, { message: "Not Found" });
      c.body = String(b.body);
      return this.send(res, 200, c);
    }
    if (
      (m = path.match(/^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)\/reactions$/)) &&
      method === "POST"
    ) {
      this.reactions.push({ commentId: Number(m[1]), content: String(b.content) });
      return this.send(res, 201, { id: this.nextId++, content: b.content });
    }
    if ((m = path.match(/^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/labels$/)) && method === "POST") {
      const set = this.labels.get(Number(m[1])) ?? new Set<string>();
      for (const l of b.labels as string[]) set.add(l);
      this.labels.set(Number(m[1]), set);
      return this.send(
        res,
        200,
        [...set].map((name) => ({ name })),
      );
    }
    if ((m = path.match(/^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/labels\/(.+)$/)) && method === "DELETE") {
      const set = this.labels.get(Number(m[1]));
      if (set === undefined || !set.delete(m[2] ?? ""))
        return this.send(res, 404, { message: "Label does not exist" });
      return this.send(
        res,
        200,
        [...set].map((name) => ({ name })),
      );
    }
    if ((m = path.match(/^\/repos\/[^/]+\/[^/]+\/statuses\/([0-9a-f]+)$/)) && method === "POST") {
      this.statuses.push({
        sha: m[1] ?? "",
        context: String(b.context),
        state: String(b.state),
        description: String(b.description),
      });
      return this.send(res, 201, { id: this.nextId++ });
    }
    if (
      (m = path.match(/^\/repos\/[^/]+\/[^/]+\/actions\/runs\/(\d+)\/rerun-failed-jobs$/)) &&
      method === "POST"
    ) {
      this.reruns.push(Number(m[1]));
      return this.send(res, 201, {});
    }
    if (
      method === "GET" &&
      (m = path.match(/^\/repos\/[^/]+\/[^/]+\/compare\/([0-9a-f]+\.\.\.[0-9a-f]+)$/))
    ) {
      return this.send(res, ...compareAnswer(this.compares.get(m[1] ?? "")));
    }
    this.unhandled.push(logged);
    return this.send(res, 501, { message: `fake GitHub: no route for ${method} ${path}` });
  }

  /** Seconds to wait when `installation` is over a secondary limit at `now`, else null (the write counts). */
  private secondaryLimit(installation: number, now: number): number | null {
    const mine = this.requests.filter(
      (r) =>
        r.installation === installation &&
        ["POST", "PATCH", "PUT", "DELETE"].includes(r.method) &&
        !this.refusals.includes(r) &&
        (r.at ?? 0) > now - 3_600_000,
    );
    // `mine` includes this request.
    const lastMinute = mine.filter((r) => (r.at ?? 0) > now - 60_000);
    if (lastMinute.length > this.limits.perMinute) return 60;
    if (mine.length > this.limits.perHour) return 3600;
    return null;
  }

  /** Records a webhook delivery attempt as GitHub lists it; returns it. */
  recordDelivery(d: Omit<HookDelivery, "id" | "delivered_at" | "status"> & { at?: Date }): HookDelivery {
    const row: HookDelivery = {
      id: this.nextId++,
      guid: d.guid,
      delivered_at: (d.at ?? new Date()).toISOString(),
      redelivery: d.redelivery,
      status_code: d.status_code,
      status:
        d.status_code >= 200 && d.status_code < 300
          ? "OK"
          : d.status_code === 0
            ? "failed to connect"
            : `Invalid HTTP Response: ${d.status_code}`,
      event: d.event,
      action: d.action,
      installation_id: d.installation_id,
    };
    this.hookDeliveries.push(row);
    return row;
  }

  labelsOn(pr: number): string[] {
    return [...(this.labels.get(pr) ?? [])];
  }
}
