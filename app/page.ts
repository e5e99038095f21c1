// The flakiness page: per repository, the tests that passed and failed on the default branch in the last 7 or 30
// days (from the store's daily rollup), the quarantined tests of `.github/flakeharden.yml`, and the PRs whose agent
// is halted. Server-rendered HTML without JavaScript; every value from a log, a config or a comment is escaped.
//
// Only a signed-in reader of the repository sees it: each request asks GitHub for the repository with the user's
// own token (`GET /repos/{owner}/{repo}`), which answers 404 to anyone who cannot read it; the page then answers
// 404 too, so it tells a stranger nothing, not even that the repository exists.
//
// Routes: GET /flaky/{owner}/{repo}[?days=7|30], and the sign-in's (app/oauth.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { Config } from "../src/core/schema.js";
import { addDays, quarantineOf, type QuarantineEntry } from "../src/core/relate/quarantine.js";
import { asUser, CALLBACK_PATH, OAuth, type OAuthOptions } from "./oauth.js";
import type { FlakyTestRow, TestDay } from "./store/history.js";
import type { HaltedPr, Store } from "./store/index.js";
import { repositoryKey } from "../src/core/relate/provenance.js";

const PAGE = /^\/flaky\/([A-Za-z0-9_.-]{1,100})\/([A-Za-z0-9_.-]{1,100})$/;
/** The windows the page offers, in days. */
export const PAGE_WINDOWS = [7, 30] as const;
/** Flaky tests listed at most. */
const MAX_ROWS = 200;

export interface PageOptions extends OAuthOptions {
  store: Store;
}

const RepoAnswer = z.object({
  /** The store keys rows by it: a repository that took an old one's name never sees its rows. */
  id: z.number().int().positive(),
  full_name: z.string().min(3).max(200),
  default_branch: z.string().min(1).max(255),
});

/** The page's routes: true when the request was one of them (answered), false otherwise. */
export function pageRoutes(o: PageOptions): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  const oauth = new OAuth(o);
  return async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const path = url.pathname;
    if (path === "/logout" && (req.method === "GET" || req.method === "POST")) {
      await oauth.logout(req, res);
      return true;
    }
    if (req.method !== "GET") return false;
    if (path === "/login") {
      oauth.login(res, url.searchParams.get("next") ?? "");
      return true;
    }
    if (path === CALLBACK_PATH) {
      await oauth.callback(req, res, url.searchParams);
      return true;
    }
    const m = PAGE.exec(path);
    if (m === null) return false;
    const days = Number(url.searchParams.get("days") ?? "7");
    if (!PAGE_WINDOWS.includes(days as 7 | 30)) {
      send(
        res,
        400,
        errorPage(`days: ${url.searchParams.get("days") ?? ""} is not offered; allowed: 7 or 30`),
      );
      return true;
    }
    const session = await oauth.session(req);
    if (session === null) {
      const next = url.search === "" ? path : `${path}?days=${days}`;
      res
        .writeHead(302, { location: `/login?next=${encodeURIComponent(next)}`, "cache-control": "no-store" })
        .end();
      return true;
    }
    const asked = `${m[1]}/${m[2]}`;
    const repo = await asUser(o, session.token, `/repos/${asked}`);
    const answer = repo.status === 200 ? RepoAnswer.safeParse(parseJson(repo.body)) : null;
    if (answer === null || !answer.success) {
      if (repo.status === 401) {
        // The token expired or was revoked: sign in again.
        res
          .writeHead(302, {
            location: `/login?next=${encodeURIComponent(path)}`,
            "cache-control": "no-store",
          })
          .end();
        return true;
      }
      send(res, 404, errorPage(`${asked}: not found, or @${session.login} cannot read it.`));
      return true;
    }
    const data = await gather(o, session.token, {
      key: repositoryKey(answer.data.id),
      repository: answer.data.full_name,
      branch: answer.data.default_branch,
      days,
    });
    send(res, 200, render({ ...data, login: session.login, days, webUrl: o.webUrl }));
    return true;
  };
}

interface PageData {
  repository: string;
  branch: string;
  today: string;
  since: string;
  flaky: (FlakyTestRow & { days: TestDay[]; quarantine: QuarantineEntry | null })[];
  quarantine: { entry: QuarantineEntry; active: boolean; days: TestDay[] }[];
  /** Why the quarantine list could not be read, if it could not. */
  configProblem: string | null;
  halted: HaltedPr[];
}

async function gather(
  o: PageOptions,
  token: string,
  of: { key: string; repository: string; branch: string; days: number },
): Promise<PageData> {
  const { key, repository, branch, days } = of;
  const today = new Date(o.now()).toISOString().slice(0, 10);
  const since = addDays(today, 1 - days);
  const [flaky, config, halted] = await Promise.all([
    o.store.history.flakyTests({ repository: key, branch, since: `${since}T00:00:00.000Z` }, MAX_ROWS),
    quarantineList(o, token, repository),
    o.store.haltedPrs(key),
  ]);
  const entries = config.entries;
  const perDay = await o.store.history.testDays({
    repository: key,
    branch,
    since,
    tests: [...flaky.map((f) => f.test), ...entries.map((e) => e.test)],
  });
  return {
    repository,
    branch,
    today,
    since,
    flaky: flaky.map((f) => ({
      ...f,
      days: perDay.get(f.test) ?? [],
      quarantine: entries.find((e) => e.test === f.test) ?? null,
    })),
    quarantine: entries.map((entry) => ({
      entry,
      active: quarantineOf(entries, entry.test, today)?.state === "active",
      days: perDay.get(entry.test) ?? [],
    })),
    configProblem: config.problem,
    halted,
  };
}

/** The `quarantine:` list of the repository's `.github/flakeharden.yml` (default branch), read as the user. */
async function quarantineList(
  o: PageOptions,
  token: string,
  repository: string,
): Promise<{ entries: QuarantineEntry[]; problem: string | null }> {
  const file = await asUser(
    o,
    token,
    `/repos/${repository}/contents/.github/flakeharden.yml`,
    "application/vnd.github.raw+json",
  );
  if (file.status === 404) return { entries: [], problem: null };
  if (file.status !== 200)
    return {
      entries: [],
      problem: `.github/flakeharden.yml could not be read (GitHub answered ${file.status})`,
    };
  let raw: unknown;
  try {
    raw = parseYaml(file.body.slice(0, 1_000_000));
  } catch (err) {
    return { entries: [], problem: `.github/flakeharden.yml: ${(err as Error).message.slice(0, 300)}` };
  }
  const parsed = Config.safeParse(raw ?? {});
  if (!parsed.success)
    return {
      entries: [],
      problem: ".github/flakeharden.yml is not valid: see the config status on its commits",
    };
  return { entries: parsed.data.quarantine, problem: null };
}

// ---------------------------------------------------------------------------------------------------------------
// Rendering.

/** Text as HTML: the five characters that could end a text node or an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const h = escapeHtml;

const STYLE = `
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1f2328}
h1{font-size:1.5rem;margin:0}h2{font-size:1.15rem;margin:2rem 0 .4rem}
header p,.note{color:#59636e;margin:.3rem 0}
nav a{margin-right:.6rem}nav a[aria-current]{font-weight:600;color:#1f2328;text-decoration:none}
table{border-collapse:collapse;width:100%;margin-top:.5rem}
th,td{text-align:left;padding:.35rem .55rem;border-bottom:1px solid #d1d9e0;vertical-align:top}
th{font-size:.8rem;text-transform:uppercase;letter-spacing:.03em;color:#59636e}
td.n{text-align:right;font-variant-numeric:tabular-nums}
code{font:13px ui-monospace,SFMono-Regular,Menlo,monospace;word-break:break-all}
.bar{fill:#cf222e}.none{fill:#d1d9e0}.ok{fill:#1a7f37}
.tag{display:inline-block;padding:0 .4rem;border-radius:1rem;font-size:.8rem;background:#fff8c5;border:1px solid #d4a72c}
.tag.expired{background:#ffebe9;border-color:#cf222e}
`;

function render(d: PageData & { login: string; days: number; webUrl: string }): string {
  const windows = PAGE_WINDOWS.map((n) =>
    n === d.days
      ? `<a aria-current="page" href="?days=${n}">${n} days</a>`
      : `<a href="?days=${n}">${n} days</a>`,
  ).join("");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Flaky tests · ${h(d.repository)}</title><style>${STYLE}</style></head>
<body>
<header>
<h1>Flaky tests of ${h(d.repository)}</h1>
<p>On <code>${h(d.branch)}</code>, ${h(d.since)} to ${h(d.today)} (UTC). Signed in as @${h(d.login)} · <a href="/logout">Sign out</a></p>
<nav>Window: ${windows}</nav>
</header>
<main>
<section aria-labelledby="flaky">
<h2 id="flaky">Flaky: passed and failed in the last ${d.days} days</h2>
<p class="note">A test is listed when it both passed and failed on <code>${h(d.branch)}</code> in the window (a pass on a retry counts as both). Failure rate: the runs it failed in (on a retry too), of the runs it ran in. Trend: each day's failure rate, and the window's second half against its first.</p>
${flakyTable(d)}
</section>
<section aria-labelledby="quarantine">
<h2 id="quarantine">Quarantined</h2>
<p class="note">From <code>quarantine:</code> in <code>.github/flakeharden.yml</code>: the test still runs; its failures fail neither the run nor the agent until the day after <em>expires</em>.</p>
${d.configProblem === null ? "" : `<p class="note">${h(d.configProblem)}</p>`}
${quarantineTable(d)}
</section>
<section aria-labelledby="halted">
<h2 id="halted">Halted agents</h2>
${haltedTable(d)}
</section>
</main>
</body>
</html>
`;
}

function flakyTable(d: PageData & { days: number }): string {
  if (d.flaky.length === 0) return `<p>No test both passed and failed in the last ${d.days} days.</p>`;
  const rows = d.flaky.map((f) => {
    const failing = f.failed + f.flaky;
    const q =
      f.quarantine === null
        ? ""
        : ` <span class="tag">quarantined: ${h(f.quarantine.owner)}, until ${h(f.quarantine.expires)}</span>`;
    return `<tr><td><code>${h(f.test)}</code>${q}${f.file === null ? "" : `<br><small>${h(f.file)}</small>`}</td>
<td class="n">${f.runs}</td><td class="n">${f.failed}</td><td class="n">${f.flaky}</td><td class="n">${percent(failing, f.runs)}</td>
<td>${trend(f.days, d.since, d.days)}</td><td>${h(f.lastSeen.slice(0, 16).replace("T", " "))}</td></tr>`;
  });
  return `<table><thead><tr><th>Test</th><th>Runs</th><th>Failed</th><th>Passed on retry</th><th>Failure rate</th><th>Trend</th><th>Last seen (UTC)</th></tr></thead>
<tbody>${rows.join("\n")}</tbody></table>`;
}

function quarantineTable(d: PageData & { days: number }): string {
  if (d.quarantine.length === 0) return "<p>No test is quarantined.</p>";
  const rows = d.quarantine.map((q) => {
    const runs = q.days.reduce((n, x) => n + x.runs, 0);
    const failing = q.days.reduce((n, x) => n + x.failed + x.flaky, 0);
    const state = q.active
      ? `<span class="tag">until ${h(q.entry.expires)}</span>`
      : `<span class="tag expired">ended ${h(q.entry.expires)}: its failures count again</span>`;
    return `<tr><td><code>${h(q.entry.test)}</code></td><td>${h(q.entry.owner)}</td><td>${state}</td><td>${h(q.entry.reason)}</td>
<td class="n">${runs}</td><td class="n">${percent(failing, runs)}</td><td>${trend(q.days, d.since, d.days)}</td></tr>`;
  });
  return `<table><thead><tr><th>Test</th><th>Owner</th><th>Expiry</th><th>Reason</th><th>Runs</th><th>Failure rate</th><th>Trend</th></tr></thead>
<tbody>${rows.join("\n")}</tbody></table>`;
}

function haltedTable(d: PageData & { webUrl: string }): string {
  if (d.halted.length === 0) return "<p>No PR's agent is halted.</p>";
  const rows = d.halted.map((p) => {
    const link = `${d.webUrl}/${d.repository}/pull/${p.pr}`;
    return `<tr><td><a href="${h(link)}">#${p.pr}</a></td><td>${h(p.halt?.reason ?? "halted")}</td><td>${h(p.halt?.summary ?? "")}</td>
<td>${h(p.updatedAt.slice(0, 16).replace("T", " "))}</td></tr>`;
  });
  return `<p class="note">The app stopped mentioning the agent on these PRs; a maintainer's <code>/continue</code> resumes it.</p>
<table><thead><tr><th>PR</th><th>Why</th><th>Evidence</th><th>State saved (UTC)</th></tr></thead>
<tbody>${rows.join("\n")}</tbody></table>`;
}

function percent(part: number, whole: number): string {
  return whole === 0 ? "–" : `${Math.round((100 * part) / whole)}%`;
}

/** One bar per day (its failure rate; grey: no run), and the second half's rate against the first half's. */
function trend(days: readonly TestDay[], since: string, n: number): string {
  const byDay = new Map(days.map((x) => [x.day, x]));
  const w = 6;
  const bars: string[] = [];
  const halves = [
    { runs: 0, failing: 0 },
    { runs: 0, failing: 0 },
  ];
  for (let i = 0; i < n; i++) {
    const day = addDays(since, i);
    const x = byDay.get(day);
    const half = halves[i < n / 2 ? 0 : 1] as { runs: number; failing: number };
    if (x === undefined || x.runs === 0) {
      bars.push(
        `<rect class="none" x="${i * w}" y="19" width="${w - 1}" height="1"><title>${day}: no run</title></rect>`,
      );
      continue;
    }
    const failing = x.failed + x.flaky;
    half.runs += x.runs;
    half.failing += failing;
    const height = failing === 0 ? 3 : Math.max(2, Math.round((20 * failing) / x.runs));
    bars.push(
      `<rect class="${failing === 0 ? "ok" : "bar"}" x="${i * w}" y="${20 - height}" width="${w - 1}" height="${height}"><title>${day}: failed ${failing} of ${x.runs}</title></rect>`,
    );
  }
  const [a, b] = halves as [{ runs: number; failing: number }, { runs: number; failing: number }];
  let word = "too few runs";
  if (a.runs > 0 && b.runs > 0) {
    const delta = b.failing / b.runs - a.failing / a.runs;
    word = delta > 0.05 ? "worse" : delta < -0.05 ? "better" : "steady";
  } else if (b.runs > 0) word = "new";
  return `<svg width="${n * w}" height="20" role="img" aria-label="failure rate per day">${bars.join("")}</svg> ${word}`;
}

function errorPage(message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>flakeharden</title><style>${STYLE}</style></head>
<body><p>${h(message)}</p><p><a href="/logout">Sign out</a></p></body></html>
`;
}

function send(res: ServerResponse, status: number, html: string): void {
  res
    .writeHead(status, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy":
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'none'; frame-ancestors 'none'",
      "x-content-type-options": "nosniff",
      "referrer-policy": "same-origin",
    })
    .end(html);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
