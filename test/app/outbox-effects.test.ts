// The outbox holds the core's Effect as it is (app/effects.ts): checked with its schema when read back. A row that is
// not a stored effect (an older release's request, a damaged row) is dropped and said, never cast and sent.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { EffectSchema, StoredEffect, outboxKey } from "../../app/effects.js";
import { DEFAULT_TUNING, OutboxSender } from "../../app/inbox.js";
import { createMetrics } from "../../app/metrics.js";
import { createLog } from "../../app/server.js";
import { openStore } from "../../app/store/index.js";

describe("the outbox's rows", () => {
  it("drops a row that is not a stored effect, saying so, without asking GitHub anything", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fh-outbox-"));
    const store = await openStore({ sqlitePath: join(dir, "o.sqlite") });
    const lines: string[] = [];
    const sink = new PassThrough();
    sink.on("data", (c: Buffer) => lines.push(c.toString("utf8")));
    const metrics = createMetrics(() => store.queue.stats(Date.now()));
    let asked = 0;
    const sender = new OutboxSender({
      queue: store.queue,
      auth: () => {
        asked++;
        return Promise.reject(new Error("no GitHub here"));
      },
      appLogin: () => Promise.resolve("flakeharden[bot]"),
      stickyOf: () => Promise.resolve(null),
      recordSticky: () => Promise.resolve(),
      writeWait: () => 0,
      log: createLog("info", sink),
      metrics,
      tuning: { ...DEFAULT_TUNING, pollMs: 10, debounceMs: 0 },
    });
    try {
      // What the previous release stored: an HTTP request, not an effect.
      const legacy = {
        kind: "status",
        route: "POST /repos/{owner}/{repo}/statuses/{sha}",
        params: {},
        pr: null,
      };
      await store.queue.putWrite(
        { key: "status:o/r#1:flakeharden/agent", installationId: 42, request: JSON.stringify(legacy) },
        0,
      );
      const sent = new Promise<string>((resolve) => sender.once("sent", resolve));
      sender.start();
      expect(await sent).toBe("status:o/r#1:flakeharden/agent");
      expect((await store.queue.stats(Date.now())).outbox).toBe(0);
      expect(asked).toBe(0);
      expect(lines.join("")).toMatch(/write status:o\/r#1:flakeharden\/agent dropped: not a stored effect/);
      expect(await metrics.registry.metrics()).toMatch(/kind="invalid",outcome="dropped"\} 1/);
    } finally {
      await sender.stop();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("stores an effect as the core gives it, and reads it back the same", () => {
    const effect = { kind: "label", op: "add", label: "flakeharden:halted" } as const;
    const stored = { v: 1, owner: "octo-org", repo: "octo-repo", key: "300029405", pr: 7, effect } as const;
    expect(StoredEffect.parse(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(outboxKey({ key: "300029405", pr: 7 }, effect)).toBe("label:300029405#7:flakeharden:halted");
    // Replies, reactions and re-runs are carried out at once: never coalesced.
    expect(outboxKey({ key: "300029405", pr: 7 }, { kind: "reply", body: "x" })).toBeNull();
    expect(EffectSchema.safeParse({ kind: "label", op: "toggle", label: "x" }).success).toBe(false);
  });
});
