// A real `npm start` process (app/main.ts) killed with SIGKILL in the middle of a burst, started again on the same
// SQLite file: every delivery it answered 2xx is handled, and those sent while it was down are redelivered by the
// reconcile at start-up (GitHub never redelivers on its own). Waits for events (a line printed, the store's rows),
// never for time.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeGitHub } from "./fake-github.js";
import { zipOne } from "./zip.js";
import { gone, until } from "../support/process.js";
import { openStore } from "../../app/store/index.js";
import { STICKY_MARKER } from "../../src/core/render/comment.js";
import { REPO, appEnv, distinctSha, postDelivery, reportFor, runPayload } from "./support.js";

const ROOT = join(import.meta.dirname, "..", "..");
const SECRET = "crash-webhook-secret";

let gh: FakeGitHub;
let dir: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  gh = await new FakeGitHub().start();
  dir = mkdtempSync(join(tmpdir(), "fh-crash-"));
  gh.config = "agent:\n  mention: '@copilot'\n";
  // GitHub is not on loopback: each answer takes a little while, so the burst is still being handled when killed.
  gh.latencyMs = 15;
});

afterEach(async () => {
  for (const c of children.splice(0)) if (c.pid !== undefined && !gone(c.pid)) c.kill("SIGKILL");
  await gh.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Child {
  proc: ChildProcess;
  port: number;
  out: string[];
}

/** `npm start`'s process (node app/main.ts through tsx), listening on a free port. */
async function startChild(): Promise<Child> {
  const proc = spawn(process.execPath, ["--import", "tsx", "app/main.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      ...appEnv({ gh, dir, secret: SECRET }, { LOG_LEVEL: "info", RECONCILE_INTERVAL_SECONDS: "0" }),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(proc);
  const out: string[] = [];
  let buffer = "";
  let port = 0;
  const onData = (chunk: Buffer): void => {
    buffer += chunk.toString("utf8");
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) {
      out.push(line);
      const m = /listening on 127\.0\.0\.1:(\d+)/.exec(line);
      if (m !== null) port = Number(m[1]);
    }
  };
  proc.stdout?.on("data", onData);
  proc.stderr?.on("data", onData);
  await until(() => port > 0 || proc.exitCode !== null);
  if (port === 0) throw new Error(`the app did not start:\n${out.join("\n")}`);
  return { proc, port, out };
}

/** Resolves once `check()` holds; no deadline of its own (the test's timeout is the net for a hang). */
async function untilAsync(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 50));
}

describe("a crash in the middle of a burst", () => {
  it(
    "loses no delivery answered 2xx, and the reconcile brings back those sent while the app was down",
    { timeout: 300_000 },
    async () => {
      const runs = Array.from({ length: 30 }, (_, i) => ({
        runId: 5000 + i,
        sha: distinctSha(5000 + i),
        pr: 50 + (i % 6),
      }));
      const payloads = new Map<string, object>();
      for (const r of runs) {
        gh.artifacts.push({
          id: r.runId,
          name: "flakeharden-report",
          runId: r.runId,
          zip: zipOne("flakeharden-report.json", JSON.stringify(reportFor("ts-tsc-ts2322", r))),
        });
        payloads.set(`guid-${r.runId}`, runPayload(r));
      }
      let current = await startChild();
      const first = current;
      gh.onRedeliver = (d) => {
        void postDelivery({
          port: current.port,
          event: d.event,
          payload: payloads.get(d.guid),
          id: d.guid,
          secret: SECRET,
        }).then((res) => gh.recordDelivery({ ...d, redelivery: true, status_code: res.status }));
      };

      // The burst, one delivery after another; each attempt recorded as GitHub lists it.
      const answered: string[] = [];
      const burst = (async () => {
        for (const r of runs) {
          const guid = `guid-${r.runId}`;
          const res = await postDelivery({
            port: first.port,
            event: "workflow_run",
            payload: payloads.get(guid),
            id: guid,
            secret: SECRET,
          });
          gh.recordDelivery({
            guid,
            redelivery: false,
            status_code: res.status,
            event: "workflow_run",
            action: "completed",
            installation_id: 42,
          });
          if (res.status >= 200 && res.status < 300) {
            answered.push(guid);
            // Paced by the app's own progress: the next one once this one's handling began (its report asked for).
            if (answered.length <= 10)
              await until(
                () =>
                  first.proc.signalCode !== null ||
                  gh.requests.some((q) => q.path.endsWith(`/runs/${r.runId}/artifacts`)),
              );
          }
        }
      })();
      // Mid-burst and mid-handling: ten deliveries answered and their handling begun.
      await until(() => answered.length >= 10);
      first.proc.kill("SIGKILL");
      await until(() => first.proc.exitCode !== null || first.proc.signalCode !== null);
      await burst;
      expect(answered.length).toBeGreaterThan(0);
      expect(answered.length).toBeLessThan(runs.length);
      const handledBefore = new Set<number>();

      // Started again on the same file: the reconcile at start-up asks for the deliveries that failed.
      current = await startChild();
      const store = await openStore({ sqlitePath: join(dir, "app.sqlite") });
      try {
        await untilAsync(async () => {
          for (const r of runs)
            if (!handledBefore.has(r.runId)) {
              if (!(await store.hasAttempt(REPO.key, r.runId, 1, r.pr))) return false;
              handledBefore.add(r.runId);
            }
          return true;
        });
        for (const guid of answered) expect(await store.queue.state(guid)).toBe("done");
        const missed = runs.length - answered.length;
        expect(gh.redeliveryRequests).toHaveLength(missed);
      } finally {
        await store.close();
      }
      expect(gh.unhandled).toEqual([]);
      expect(gh.refusals).toEqual([]);
      // The outbox creates each PR's sticky comment (debounced): wait for them, one each.
      const prs = [...new Set(runs.map((r) => r.pr))];
      const stickies = (pr: number) =>
        gh
          .commentsOn(pr)
          .filter((c) => c.user.login === "flakeharden[bot]" && c.body.startsWith(STICKY_MARKER));
      await until(() => prs.every((pr) => stickies(pr).length > 0));
      for (const pr of prs) expect(stickies(pr)).toHaveLength(1);

      // Its logs: JSON lines, each key once, no secret.
      const lines = [...first.out, ...current.out].filter((l) => l.startsWith("{"));
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        const keys = [...line.matchAll(/[{,]"([^"]+)":/g)].map((m) => m[1]);
        const top = JSON.parse(line) as Record<string, unknown>;
        expect(keys.filter((k) => k === "name").length).toBeLessThanOrEqual(1);
        expect(Object.keys(top).length).toBeGreaterThan(0);
        expect(line).not.toContain(SECRET);
        expect(line).not.toContain("PRIVATE KEY");
        expect(line).not.toContain("ghs_fake");
      }
      current.proc.kill("SIGTERM");
      await until(() => current.proc.exitCode !== null);
      expect(current.proc.exitCode).toBe(0);
    },
  );
});
