// One form per effect: the core's `Effect` (core/agent/index.ts) is the only description of a write. `perform`
// carries one out now; a `Writer` is what the handlers are given to write with, explicitly:
//
// - `directWriter` performs every effect at once (tests, a handler outside the inbox);
// - `outboxWriter` (the inbox's) stores the effects only the latest of which matters — the sticky comment, a commit
//   status, a label, the agent's mention — in the outbox as they are (`StoredEffect`, checked with its schema when
//   read back), under a key a newer effect of the same kind replaces until it is sent, and performs the others
//   (replies, reactions, re-runs) at once. The outbox's sender (app/inbox.ts) carries each out with `perform`.
import { createHash } from "node:crypto";
import { z } from "zod";
import type { Effect } from "../src/core/agent/index.js";
import {
  type Octokit,
  type Repo,
  postComment,
  react,
  rerunFailedJobs,
  setLabel,
  setStatus,
  upsertSticky,
} from "./github.js";
import { RepositoryKey } from "./store/rows.js";

/** The core's Effect as a schema: what the outbox reads back is checked with it, never cast. */
export const EffectSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("sticky"),
    body: z.string().max(65_536),
    commentId: z.number().int().nullable(),
  }),
  z.object({ kind: z.literal("label"), op: z.enum(["add", "remove"]), label: z.string().min(1).max(100) }),
  z.object({
    kind: z.literal("status"),
    sha: z.string().regex(/^[0-9a-f]{7,64}$/),
    context: z.enum(["flakeharden/agent", "flakeharden/config"]),
    state: z.enum(["success", "failure", "pending"]),
    description: z.string().max(1_000),
    url: z.string().max(2_000).nullable(),
  }),
  z.object({ kind: z.literal("mention"), body: z.string().max(65_536) }),
  z.object({ kind: z.literal("reply"), body: z.string().max(65_536) }),
  z.object({ kind: z.literal("reaction"), content: z.enum(["eyes", "+1", "confused"]) }),
  z.object({ kind: z.literal("rerun"), runId: z.number().int().positive() }),
]);

// The schema and the core's type are the same union: a kind added to one and not the other fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameAsCore: Same<z.infer<typeof EffectSchema>, Effect> = true;
void sameAsCore;

/** An effect as the outbox stores it: the effect, and the PR it is for. */
export const StoredEffect = z.object({
  v: z.literal(1),
  owner: z.string().min(1).max(100),
  repo: z.string().min(1).max(100),
  /** The store's key of the repository (its id): where a sticky comment's id is recorded. */
  key: RepositoryKey,
  pr: z.number().int().positive(),
  effect: EffectSchema,
});
export type StoredEffect = z.infer<typeof StoredEffect>;

/** Where an effect goes. */
export interface EffectTarget {
  octokit: Octokit;
  r: Repo;
  /** The store's key of the repository (its id). */
  key: string;
  pr: number;
  /** The installation the event came from (the outbox paces per installation); null: none named. */
  installationId: number | null;
  /** The command comment a reaction goes to. */
  commentId?: number;
}

export interface Performed {
  /** The sticky comment's id, when the effect wrote it (null: not written, or not yet: the outbox will). */
  stickyId: number | null;
}

/** Carries out one effect now. `appLogin`: the app's `slug[bot]`, by which its sticky comment is found. */
export async function perform(
  e: Effect,
  t: EffectTarget,
  appLogin: () => Promise<string>,
): Promise<Performed> {
  switch (e.kind) {
    case "sticky":
      return {
        stickyId: await upsertSticky({
          octokit: t.octokit,
          r: t.r,
          pr: t.pr,
          body: e.body,
          known: e.commentId,
          appLogin: await appLogin(),
        }),
      };
    case "label":
      await setLabel(t.octokit, t.r, { pr: t.pr, label: e.label, op: e.op });
      break;
    case "status":
      await setStatus(t.octokit, t.r, {
        sha: e.sha,
        context: e.context,
        state: e.state,
        description: e.description,
        targetUrl: e.url,
      });
      break;
    case "mention":
    case "reply":
      await postComment(t.octokit, t.r, t.pr, e.body);
      break;
    case "reaction":
      if (t.commentId === undefined) throw new Error("a reaction with no comment to react to");
      await react(t.octokit, t.r, t.commentId, e.content);
      break;
    case "rerun":
      await rerunFailedJobs(t.octokit, t.r, e.runId);
      break;
  }
  return { stickyId: null };
}

/** What the handlers write with. */
export interface Writer {
  write(t: EffectTarget, e: Effect): Promise<Performed>;
}

/** Performs every effect at once. */
export function directWriter(appLogin: () => Promise<string>): Writer {
  return { write: (t, e) => perform(e, t, appLogin) };
}

/**
 * The outbox key of an effect only the latest of which matters, or null for one that is carried out at once. A newer
 * effect with the same key replaces one not yet sent: the comment's body, the PR's status per context (on whatever
 * commit is its head by then), a label's add or remove, a mention (by its body: a redelivered attempt's is stored
 * once).
 */
export function outboxKey(t: Pick<EffectTarget, "key" | "pr">, e: Effect): string | null {
  const pr = `${t.key}#${t.pr}`;
  switch (e.kind) {
    case "sticky":
      return `sticky:${pr}`;
    case "status":
      return `status:${pr}:${e.context}`;
    case "label":
      return `label:${pr}:${e.label}`;
    case "mention":
      return `mention:${pr}:${createHash("sha256").update(e.body).digest("hex").slice(0, 32)}`;
    default:
      return null;
  }
}

export interface OutboxPort {
  /** Stores (or replaces) the write under `key`. */
  putWrite(write: { key: string; installationId: number; request: string }): Promise<void>;
}

/** Stores the effects only the latest of which matters in the outbox; performs the others at once. */
export function outboxWriter(port: OutboxPort, appLogin: () => Promise<string>): Writer {
  return {
    async write(t, e) {
      const key = outboxKey(t, e);
      if (key === null || t.installationId === null) return perform(e, t, appLogin);
      const stored: StoredEffect = {
        v: 1,
        owner: t.r.owner,
        repo: t.r.repo,
        key: t.key,
        pr: t.pr,
        effect: e,
      };
      await port.putWrite({ key, installationId: t.installationId, request: JSON.stringify(stored) });
      // The comment's id, as far as it is known: the outbox creates the comment and records its id.
      return { stickyId: e.kind === "sticky" ? e.commentId : null };
    },
  };
}
