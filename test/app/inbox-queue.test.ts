// The queue's statements and the per-installation pacer, on their own.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_PACE, Pacer } from "../../app/pacing.js";
import { openStore } from "../../app/store/index.js";
import { SKIP_PG, freshSchema } from "../support/pg.js";

describe("Pacer", () => {
  function clocked() {
    let now = 1_000_000;
    const slept: number[] = [];
    const pacer = new Pacer(
      DEFAULT_PACE,
      () => now,
      (ms) => {
        slept.push(ms);
        now += ms;
        return Promise.resolve();
      },
    );
    return { pacer, slept, advance: (ms: number) => (now += ms) };
  }

  it("lets 80 writes of an installation through in a minute, then waits for the window; another installation does not wait", async () => {
    const { pacer, slept } = clocked();
    for (let i = 0; i < 80; i++) (await pacer.acquire("42", true)).done();
    expect(slept).toEqual([]);
    const other = await pacer.acquire("43", true);
    expect(other.waitedMs).toBe(0);
    other.done();
    const next = await pacer.acquire("42", true);
    expect(next.waitedMs).toBe(60_000);
    expect(slept).toEqual([60_000]);
    // Reads are not paced.
    expect((await pacer.acquire("42", false)).pausedMs).toBe(0);
  });

  it("tells the outbox when an installation may write again (it takes a write from the store only then)", async () => {
    const { pacer, advance } = clocked();
    expect(pacer.writeWait("42")).toBe(0);
    for (let i = 0; i < 80; i++) (await pacer.acquire("42", true)).done();
    expect(pacer.writeWait("42")).toBe(60_000);
    expect(pacer.writeWait("43")).toBe(0);
    advance(60_000);
    expect(pacer.writeWait("42")).toBe(0);
  });

  it("holds to 500 writes an hour", async () => {
    const { pacer, advance } = clocked();
    let waited = 0;
    for (let i = 0; i < 501; i++) {
      const slot = await pacer.acquire("42", true);
      waited += slot.waitedMs;
      slot.done();
      advance(1);
    }
    // 6 full minutes of 80, then the hour's cap: the 501st waits until the first is an hour old.
    expect(waited).toBeGreaterThanOrEqual(3_600_000 - 501 - 1);
  });

  it("waits out a pause GitHub asked for, reads and writes alike", async () => {
    const { pacer, slept } = clocked();
    pacer.pause("42", 1_000_000 + 5_000);
    expect((await pacer.acquire("42", false)).pausedMs).toBe(5_000);
    expect(slept).toEqual([5_000]);
    expect((await pacer.acquire("43", false)).pausedMs).toBe(0);
  });
});

describe("the queue on SQLite", () => {
  it("queues again the deliveries a killed process left running, and revives a dead one redelivered", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fh-queue-unit-"));
    const path = join(dir, "q.sqlite");
    try {
      const a = await openStore({ sqlitePath: path });
      await a.queue.enqueue({ id: "x", event: "ping", installationId: 1, payload: "{}" }, 10);
      expect(await a.queue.claim(5, 20, 60_000)).toHaveLength(1);
      await a.close();
      // A new process on the same file: the lease has not ended, yet the row is taken again at once.
      const b = await openStore({ sqlitePath: path });
      expect(await b.queue.recoverAfterCrash(30)).toBe(1);
      const [again] = await b.queue.claim(5, 31, 60_000);
      expect(again).toMatchObject({ id: "x", attempts: 2 });
      await b.queue.failed("x", "gave up", null);
      expect(await b.queue.state("x")).toBe("dead");
      expect(await b.queue.enqueue({ id: "x", event: "ping", installationId: 1, payload: "{}" }, 40)).toBe(
        "requeued",
      );
      expect(await b.queue.state("x")).toBe("queued");
      await b.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a write replaced before it is sent keeps its place in line and is sent once, with the latest body", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fh-queue-unit-"));
    try {
      const s = await openStore({ sqlitePath: join(dir, "q.sqlite") });
      const delay = { debounceMs: 1_000, maxDelayMs: 3_000 };
      await s.queue.putWrite({ key: "first", installationId: 1, request: "a" }, 100, delay);
      await s.queue.putWrite({ key: "second", installationId: 1, request: "b" }, 200, delay);
      await s.queue.putWrite({ key: "first", installationId: 1, request: "a2" }, 300, delay);
      // Debounced: nothing due before 1,300 (the latest replacement + 1 s).
      expect(await s.queue.claimWrites(10, 1_250, 60_000)).toEqual([
        expect.objectContaining({ key: "second", request: "b" }),
      ]);
      // Replaced again and again: due 3 s after the first at the latest.
      for (let t = 1_000; t <= 3_000; t += 500)
        await s.queue.putWrite({ key: "first", installationId: 1, request: `a@${t}` }, t, delay);
      const [w] = await s.queue.claimWrites(10, 3_100, 60_000);
      expect(w).toMatchObject({ key: "first", request: "a@3000", version: 7 });
      await s.queue.writeSent(w!, 3_200);
      expect((await s.queue.stats(3_300)).outbox).toBe(1); // "second", leased
      await s.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("holds an installation's replaceable writes while it has deliveries to handle (not its mentions, not another's), at most holdMs", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fh-queue-unit-"));
    try {
      const s = await openStore({ sqlitePath: join(dir, "q.sqlite") });
      const hold = { holdMs: 60_000 };
      await s.queue.putWrite({ key: "sticky:o/r#1", installationId: 1, request: "s" }, 100);
      await s.queue.putWrite({ key: "mention:o/r#1:abc", installationId: 1, request: "m" }, 100);
      await s.queue.putWrite({ key: "sticky:o/r#2", installationId: 2, request: "t" }, 100);
      await s.queue.enqueue({ id: "d1", event: "workflow_run", installationId: 1, payload: "{}" }, 100);
      const keys = async (now: number, installation?: number) =>
        (await s.queue.claimWrites(10, now, 600_000, { ...hold, ...(installation ? { installation } : {}) }))
          .map((w) => w.key)
          .sort();
      expect(await s.queue.dueInstallations(200, [], hold.holdMs)).toEqual([1, 2]);
      expect(await keys(200)).toEqual(["mention:o/r#1:abc", "sticky:o/r#2"]);
      // Its delivery handled: the sticky comment goes.
      const [d] = await s.queue.claim(1, 300, 60_000);
      await s.queue.done(d!.id, 400);
      expect(await keys(500, 1)).toEqual(["sticky:o/r#1"]);
      // Held no longer than holdMs after it was first stored, whatever is still to handle.
      await s.queue.putWrite(
        { key: "status:o/r#1:flakeharden/agent", installationId: 1, request: "x" },
        1_000,
      );
      await s.queue.enqueue({ id: "d2", event: "workflow_run", installationId: 1, payload: "{}" }, 1_000);
      expect(await keys(60_999, 1)).toEqual([]);
      expect(await keys(61_000, 1)).toEqual(["status:o/r#1:flakeharden/agent"]);
      await s.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(SKIP_PG)("the queue on PostgreSQL", () => {
  it("two replicas claiming at once never take the same delivery, and take every one", async () => {
    const db = await freshSchema();
    const a = await openStore({ databaseUrl: db.url });
    const b = await openStore({ databaseUrl: db.url });
    try {
      for (let i = 0; i < 60; i++)
        await a.queue.enqueue({ id: `d${i}`, event: "ping", installationId: 1, payload: "{}" }, i);
      const taken: string[][] = [[], []];
      await Promise.all(
        [a, b].map(async (s, n) => {
          for (;;) {
            const got = await s.queue.claim(3, 1_000, 60_000);
            if (got.length === 0) return;
            taken[n]?.push(...got.map((d) => d.id));
          }
        }),
      );
      const all = [...(taken[0] ?? []), ...(taken[1] ?? [])];
      expect(all).toHaveLength(60);
      expect(new Set(all).size).toBe(60);
      // A dead worker's lease ends: the other replica takes its delivery again.
      await a.queue.enqueue({ id: "leased", event: "ping", installationId: 1, payload: "{}" }, 2_000);
      expect(await a.queue.claim(1, 2_000, 100)).toHaveLength(1);
      expect(await b.queue.claim(1, 2_050, 100)).toEqual([]);
      expect(await b.queue.claim(1, 2_200, 100)).toEqual([
        expect.objectContaining({ id: "leased", attempts: 2 }),
      ]);
    } finally {
      await a.close();
      await b.close();
      await db.drop();
    }
  });
});
