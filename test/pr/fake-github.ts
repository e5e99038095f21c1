// A fake of GitHub's REST API on loopback for the PR action: the comments (with their authors), labels,
// statuses, reactions, re-runs, collaborators' roles, PRs and their files, a push's compare, the report artifacts, the config file
// on the default branch, and the permissions of the workflow's token (a route whose permission the token lacks is
// refused 403 "Resource not accessible by integration", as GitHub refuses it). Every request is logged; one no
// route serves is answered 501 and recorded, so that a test asserts there was none.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type Compare, compareAnswer } from "../support/compare.js";

export const TOKEN = "ghs_workflowtoken000000000000000000000000";
export const BOT = "github-actions[bot]";

export interface Comment {
  id: number;
  body: string;
  user: { login: string; type: "User" | "Bot" };
  issue: number;
  updated_at: string;
}

export interface Pull {
  number: number;
  headSha: string;
  headRef: string;
  headRepo: string;
  baseRef: string;
}

export type Permission =
  "actions:read" | "actions:write" | "contents:read" | "pull-requests:write" | "statuses:write";

export const ALL_PERMISSIONS: readonly Permission[] = [
  "actions:read",
  "actions:write",
  "contents:read",
  "pull-requests:write",
  "statuses:write",
];

export interface Logged {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

export class FakeGitHub {
  readonly requests: Logged[] = [];
  readonly unhandled: Logged[] = [];
  comments: Comment[] = [];
  labels = new Map<number, Set<string>>();
  statuses: { sha: string; context: string; state: string; description: string }[] = [];
  reactions: { commentId: number; content: string }[] = [];
  reruns: number[] = [];
  roles = new Map<string, string>();
  pulls: Pull[] = [];
  prFiles = new Map<number, { filename: string; patch?: string }[]>();
  artifacts: { id: number; name: string; runId: number; zip: Uint8Array }[] = [];
  /** Workflow runs (`GET /actions/runs`, newest first), as the action lists the base branch's and the commit's. */
  runs: {
    id: number;
    run_attempt: number;
    head_sha: string;
    head_branch: string;
    event: string;
    head_repository: { id: number; full_name: string };
    updated_at: string;
  }[] = [];
  /** `GET /compare/{base}...{head}` per `base...head`: the files (as the compare API lists them) and the commits' authors. */
  compares = new Map<string, Compare>();
  /** `.github/flakeharden.yml` per branch (none: 404). */
  config = new Map<string, string>();
  permissions = new Set<Permission>(ALL_PERMISSIONS);
  /** Called once when a comment is read (GET), before the answer: a test's other writer writes just then. */
  beforeRead: ((c: Comment) => void) | null = null;
  private nextId = 5000;
  private clock = Date.parse("2026-11-27T10:00:00Z");
  private server: Server | null = null;
  private port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** `METHOD path` of each request, in order. */
  calls(): string[] {
    return this.requests.map((r) => `${r.method} ${r.path}`);
  }

  commentsOn(pr: number): Comment[] {
    return this.comments.filter((c) => c.issue === pr);
  }

  labelsOn(pr: number): string[] {
    return [...(this.labels.get(pr) ?? [])];
  }

  addComment(pr: number, login: string, body: string, type: "User" | "Bot" = "User"): Comment {
    const c: Comment = { id: this.nextId++, body, user: { login, type }, issue: pr, updated_at: this.tick() };
    this.comments.push(c);
    return c;
  }

  private tick(): string {
    this.clock += 1000;
    return new Date(this.clock).toISOString();
  }

  private send(
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    res.writeHead(status, {
      "content-type": "application/json; charset=utf-8",
      connection: "close",
      ...headers,
    });
    res.end(typeof body === "string" ? body : JSON.stringify(body));
  }

  private refuse(res: ServerResponse, needs: Permission): void {
    this.send(
      res,
      403,
      { message: "Resource not accessible by integration", status: "403" },
      { "x-accepted-github-permissions": needs.replace(":", "=").replace("-", "_") },
    );
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", this.url);
    const path = decodeURIComponent(url.pathname);
    const method = req.method ?? "GET";
    const body: unknown = raw === "" ? null : JSON.parse(raw);
    const logged: Logged = { method, path, query: url.search, body };
    this.requests.push(logged);
    const b = (body ?? {}) as Record<string, unknown>;
    const need = (p: Permission): boolean => {
      if (this.permissions.has(p)) return true;
      this.refuse(res, p);
      return false;
    };
    if (!path.startsWith("/blob/") && req.headers.authorization !== `Bearer ${TOKEN}`)
      return this.send(res, 401, { message: "Bad credentials" });
    let m: RegExpMatchArray | null;
    const R = "^/repos/octo-org/octo-repo";

    if ((m = path.match(new RegExp(`${R}/contents/(.+)$`))) && method === "GET") {
      if (!need("contents:read")) return;
      const text =
        m[1] === ".github/flakeharden.yml" ? this.config.get(url.searchParams.get("ref") ?? "") : undefined;
      if (text === undefined) return this.send(res, 404, { message: "Not Found" });
      if (req.headers.accept !== "application/vnd.github.raw+json")
        return this.send(res, 415, { message: "raw only" });
      return this.send(res, 200, text, { "content-type": "application/vnd.github.raw; charset=utf-8" });
    }
    if (new RegExp(`${R}/actions/runs$`).test(path) && method === "GET") {
      if (!need("actions:read")) return;
      const q = url.searchParams;
      const list = this.runs
        .filter((x) => q.get("branch") === null || x.head_branch === q.get("branch"))
        .filter((x) => q.get("event") === null || x.event === q.get("event"))
        .filter((x) => q.get("head_sha") === null || x.head_sha === q.get("head_sha"))
        .sort((a, b) => b.id - a.id)
        .slice(0, Number(q.get("per_page") ?? "30"));
      return this.send(res, 200, { total_count: list.length, workflow_runs: list });
    }
    if ((m = path.match(new RegExp(`${R}/actions/runs/(\\d+)/artifacts$`))) && method === "GET") {
      if (!need("actions:read")) return;
      const runId = Number(m[1]);
      const name = url.searchParams.get("name");
      const list = this.artifacts
        .filter((a) => a.runId === runId && (name === null || a.name === name))
        .map((a) => ({
          id: a.id,
          name: a.name,
          size_in_bytes: a.zip.length,
          expired: false,
          created_at: "2026-11-27T09:00:00Z",
        }));
      return this.send(res, 200, { total_count: list.length, artifacts: list });
    }
    if ((m = path.match(new RegExp(`${R}/actions/artifacts/(\\d+)/zip$`))) && method === "GET") {
      if (!need("actions:read")) return;
      return this.send(res, 302, "", { location: `${this.url}/blob/artifact-${m[1]}.zip` });
    }
    if ((m = path.match(/^\/blob\/artifact-(\d+)\.zip$/)) && method === "GET") {
      if (req.headers.authorization !== undefined)
        return this.send(res, 400, { message: "a token sent to the blob store" });
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
    if ((m = path.match(new RegExp(`${R}/actions/runs/(\\d+)/rerun-failed-jobs$`))) && method === "POST") {
      if (!need("actions:write")) return;
      this.reruns.push(Number(m[1]));
      return this.send(res, 201, {});
    }
    if ((m = path.match(new RegExp(`${R}/compare/([0-9a-f]+\\.\\.\\.[0-9a-f]+)$`))) && method === "GET") {
      if (!need("contents:read")) return;
      return this.send(res, ...compareAnswer(this.compares.get(m[1] ?? "")));
    }
    if (new RegExp(`${R}/pulls$`).test(path) && method === "GET") {
      const head = url.searchParams.get("head");
      const list = this.pulls
        .filter((p) => head === null || head === `${p.headRepo.split("/")[0]}:${p.headRef}`)
        .map((p) => ({
          number: p.number,
          head: { sha: p.headSha, ref: p.headRef, repo: { full_name: p.headRepo } },
        }));
      return this.send(res, 200, list);
    }
    if ((m = path.match(new RegExp(`${R}/pulls/(\\d+)$`))) && method === "GET") {
      const p = this.pulls.find((x) => x.number === Number(m?.[1]));
      if (p === undefined) return this.send(res, 404, { message: "Not Found" });
      return this.send(res, 200, { number: p.number, head: { sha: p.headSha }, base: { ref: p.baseRef } });
    }
    if ((m = path.match(new RegExp(`${R}/pulls/(\\d+)/files$`))) && method === "GET") {
      const page = Number(url.searchParams.get("page") ?? "1");
      const per = Number(url.searchParams.get("per_page") ?? "30");
      const all = this.prFiles.get(Number(m[1])) ?? [];
      return this.send(res, 200, all.slice((page - 1) * per, page * per));
    }
    if ((m = path.match(new RegExp(`${R}/collaborators/([^/]+)/permission$`))) && method === "GET") {
      const role = this.roles.get(m[1] ?? "");
      if (role === undefined) return this.send(res, 404, { message: "Not Found" });
      const permission = role === "maintain" ? "write" : role === "triage" ? "read" : role;
      return this.send(res, 200, { permission, role_name: role, user: { login: m[1] } });
    }
    if ((m = path.match(new RegExp(`${R}/issues/(\\d+)/comments$`)))) {
      const pr = Number(m[1]);
      if (method === "GET") {
        const page = Number(url.searchParams.get("page") ?? "1");
        const per = Number(url.searchParams.get("per_page") ?? "30");
        return this.send(res, 200, this.commentsOn(pr).slice((page - 1) * per, page * per));
      }
      if (method === "POST") {
        if (!need("pull-requests:write")) return;
        return this.send(res, 201, this.addComment(pr, BOT, String(b.body), "Bot"));
      }
    }
    if ((m = path.match(new RegExp(`${R}/issues/comments/(\\d+)$`)))) {
      const c = this.comments.find((x) => x.id === Number(m?.[1]));
      if (c === undefined) return this.send(res, 404, { message: "Not Found" });
      if (method === "GET") {
        const hook = this.beforeRead;
        if (hook !== null) {
          this.beforeRead = null;
          hook(c);
        }
        return this.send(res, 200, c);
      }
      if (method === "PATCH" || method === "DELETE") {
        if (!need("pull-requests:write")) return;
        if (c.user.login !== BOT) return this.send(res, 403, { message: "not the author" });
        if (method === "DELETE") {
          this.comments = this.comments.filter((x) => x !== c);
          return this.send(res, 204, "");
        }
        c.body = String(b.body);
        c.updated_at = this.tick();
        return this.send(res, 200, c);
      }
    }
    if ((m = path.match(new RegExp(`${R}/issues/comments/(\\d+)/reactions$`))) && method === "POST") {
      if (!need("pull-requests:write")) return;
      this.reactions.push({ commentId: Number(m[1]), content: String(b.content) });
      return this.send(res, 201, { id: this.nextId++, content: b.content });
    }
    if ((m = path.match(new RegExp(`${R}/issues/(\\d+)/labels$`))) && method === "POST") {
      if (!need("pull-requests:write")) return;
      const set = this.labels.get(Number(m[1])) ?? new Set<string>();
      for (const l of b.labels as string[]) set.add(l);
      this.labels.set(Number(m[1]), set);
      return this.send(
        res,
        200,
        [...set].map((name) => ({ name })),
      );
    }
    if ((m = path.match(new RegExp(`${R}/issues/(\\d+)/labels/(.+)$`))) && method === "DELETE") {
      if (!need("pull-requests:write")) return;
      const set = this.labels.get(Number(m[1]));
      if (set === undefined || !set.delete(m[2] ?? ""))
        return this.send(res, 404, { message: "Label does not exist" });
      return this.send(
        res,
        200,
        [...set].map((name) => ({ name })),
      );
    }
    if ((m = path.match(new RegExp(`${R}/statuses/([0-9a-f]{40})$`))) && method === "POST") {
      if (!need("statuses:write")) return;
      this.statuses.push({
        sha: m[1] ?? "",
        context: String(b.context),
        state: String(b.state),
        description: String(b.description),
      });
      return this.send(res, 201, { id: this.nextId++ });
    }
    this.unhandled.push(logged);
    return this.send(res, 501, { message: `fake GitHub: no route for ${method} ${path}` });
  }
}
