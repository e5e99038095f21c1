// A fake of GitHub's REST API on a loopback port, holding just the state the app touches: comments,
// labels, statuses, reactions, permissions, PRs, artifacts, the config file. Every request is logged;
// a request no route serves is answered 501 and recorded, so a test can assert there was none.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

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
}

export interface LoggedRequest {
  method: string;
  path: string;
  body: unknown;
}

export class FakeGitHub {
  readonly requests: LoggedRequest[] = [];
  readonly unhandled: LoggedRequest[] = [];
  comments: FakeComment[] = [];
  labels = new Map<number, Set<string>>();
  statuses: { sha: string; context: string; state: string; description: string }[] = [];
  reactions: { commentId: number; content: string }[] = [];
  reruns: number[] = [];
  /** role_name per login; anyone else gets 404 (not a collaborator). */
  roles = new Map<string, string>();
  pulls: FakePull[] = [];
  /** Changed files per PR (`GET /pulls/{n}/files`, paged as GitHub pages them, at most 3,000). */
  prFiles = new Map<number, { filename: string; status?: string; patch?: string }[]>();
  artifacts: FakeArtifact[] = [];
  /** `.github/flakeharden.yml` of the repository (null: none). */
  config: string | null = null;
  appSlug = "flakeharden";
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
    const logged = { method, path, body };
    this.requests.push(logged);
    const failure = this.failures.findIndex((f) => f.method === method && f.path.test(path));
    if (failure >= 0) {
      this.failures.splice(failure, 1);
      return this.send(res, 502, { message: "Server Error" });
    }
    const b = (body ?? {}) as Record<string, unknown>;
    let m: RegExpMatchArray | null;

    if (method === "POST" && /^\/app\/installations\/\d+\/access_tokens$/.test(path)) {
      return this.send(res, 201, { token: "ghs_fake", expires_at: "2099-01-01T00:00:00Z", permissions: {} });
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
    this.unhandled.push(logged);
    return this.send(res, 501, { message: `fake GitHub: no route for ${method} ${path}` });
  }

  labelsOn(pr: number): string[] {
    return [...(this.labels.get(pr) ?? [])];
  }
}
