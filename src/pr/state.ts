// What the PR action remembers between events, kept on GitHub itself: a hidden block at the end of the ONE sticky
// comment that the workflow's bot writes on the PR.
//
// Integrity, without a secret (an HMAC would need a key the workflow keeps, and any workflow of the repository can
// read its own secrets; a fork's cannot write comments at all): the block is trusted because of WHO wrote the comment
// (its author is the workflow's bot, `github-actions[bot]`, which only this repository's workflows act as; a user
// who pastes the marker writes a comment under their own name, which is never adopted); it is checked for WHAT it
// is (a sha256 digest of the payload, so that a hand edit or a cut-off body is detected instead of read as a
// different state; then the schema, field by field; then that it is this PR's). A block that fails any check
// stops the event with a message saying so: a halted PR is never silently made active again.
//
// The renderer lets no `<!--` into the comment but the sticky marker (core/render/comment.ts), so the only other
// HTML comment in the bot's comment is this block, and report or log text cannot forge it.
import { createHash } from "node:crypto";
import { z } from "zod";
import { COMMENT_LIMIT } from "../core/render/comment.js";
import { LoopAttempt, PrState } from "../core/schema.js";
import { describeIssues } from "../core/errors.js";

export const STATE_OPEN = "<!-- flakeharden:state v1 ";
const STATE_BLOCK = /\n<!-- flakeharden:state v1 sha256=([0-9a-f]{64}) ([A-Za-z0-9_-]{1,60000}) -->\n?$/;

/** Attempts kept (the oldest go first, those before the current window before any of it). */
export const MAX_ATTEMPTS_KEPT = 50;
/** Command comments remembered as taken (a re-run of the workflow does not obey them twice). */
export const MAX_TAKEN = 50;
/** Characters the block may take of the comment (the rest is the rendered comment). */
export const STATE_BUDGET = 24_000;
/** Said where the rendered comment had to be cut to leave room for the block. */
export const CUT_FOR_STATE = "\n_(cut to leave room for flakeharden's state)_\n";

/** The run whose report the latest attempt used: enough to download and check it again for a command. */
const LatestRun = z.object({
  runId: z.number().int().positive(),
  runAttempt: z.number().int().positive(),
  sha: z.string().regex(/^[0-9a-f]{7,64}$/),
  workflow: z.string().max(300),
  pullRequests: z.array(z.number().int().positive()).max(100),
});
export type LatestRun = z.infer<typeof LatestRun>;

export const PrMemory = z.object({
  repository: z.string().max(200),
  pr: z.number().int().positive(),
  state: PrState,
  attempts: z.array(LoopAttempt).max(MAX_ATTEMPTS_KEPT),
  /** The latest attempt's report, to fetch again (null: the latest attempt left none). */
  latest: LatestRun.nullable(),
  /** Workflows whose runs left a report on this PR (a failed run of another without a report is no attempt). */
  workflows: z.array(z.string().max(300)).max(20),
  /** `flakeharden/config` was last set to failure. */
  configFailing: z.boolean(),
  /** Command comments already obeyed. */
  taken: z.array(z.number().int().positive()).max(MAX_TAKEN),
  /** Writes of this block so far: a concurrent writer is seen by it having moved. */
  writes: z.number().int().nonnegative(),
});
export type PrMemory = z.infer<typeof PrMemory>;

export function initialMemory(repository: string, pr: number): PrMemory {
  return {
    repository,
    pr,
    state: PrState.parse({
      status: "active",
      windowStart: 0,
      halt: null,
      guidance: [],
      commentId: null,
      mentioned: null,
    }),
    attempts: [],
    latest: null,
    workflows: [],
    configFailing: false,
    taken: [],
    writes: 0,
  };
}

export class StateError extends Error {
  override name = "StateError";
}

const digest = (payload: string) => createHash("sha256").update(payload).digest("hex");

/** The block for `memory` (the digest covers the encoded payload). */
export function encodeBlock(memory: PrMemory): string {
  const payload = Buffer.from(JSON.stringify(memory), "utf8").toString("base64url");
  return `${STATE_OPEN}sha256=${digest(payload)} ${payload} -->\n`;
}

/** Splits a bot comment into its rendered body and its memory; null when it holds no block. Throws StateError. */
export function decodeComment(body: string, expect: { repository: string; pr: number }): PrMemory | null {
  const at = body.lastIndexOf(`\n${STATE_OPEN}`);
  if (at < 0) return null;
  const m = STATE_BLOCK.exec(body.slice(at));
  if (m === null) throw new StateError("the state block at the end of the sticky comment is malformed");
  const [, sum = "", payload = ""] = m;
  if (digest(payload) !== sum)
    throw new StateError(
      "the state block's sha256 does not match its content (the comment was edited by hand)",
    );
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch (err) {
    throw new StateError(`the state block is not JSON (${(err as Error).message.slice(0, 100)})`);
  }
  const parsed = PrMemory.safeParse(json);
  if (!parsed.success)
    throw new StateError(
      `the state block is invalid: ${describeIssues(parsed.error, json, "state.").split("\n")[0]}`,
    );
  if (parsed.data.repository !== expect.repository || parsed.data.pr !== expect.pr)
    throw new StateError(
      `the state block is ${parsed.data.repository}#${parsed.data.pr}'s, not ${expect.repository}#${expect.pr}'s`,
    );
  return parsed.data;
}

/** The rendered part of a bot comment (without its block). */
export function renderedPart(body: string): string {
  const at = body.lastIndexOf(`\n${STATE_OPEN}`);
  return at < 0 ? body : body.slice(0, at + 1);
}

/**
 * Bounds the memory to the block's budget: the oldest attempts go first, those before the current window before
 * any of it (the window start moves with them, so the attempts counted stay the same). Only a window whose own
 * attempts pass the budget (hundreds of failures each) loses its oldest, and then counts fewer.
 */
export function bounded(memory: PrMemory): PrMemory {
  let m: PrMemory = { ...memory, taken: memory.taken.slice(-MAX_TAKEN) };
  const drop = (): boolean => {
    if (m.attempts.length <= 1) return false;
    m = {
      ...m,
      attempts: m.attempts.slice(1),
      state: { ...m.state, windowStart: Math.max(0, m.state.windowStart - 1) },
    };
    return true;
  };
  while (m.attempts.length > MAX_ATTEMPTS_KEPT && drop());
  while (m.state.windowStart > 0 && encodeBlock(m).length > STATE_BUDGET && drop());
  while (encodeBlock(m).length > STATE_BUDGET && drop());
  if (encodeBlock(m).length > STATE_BUDGET) {
    // One attempt over the budget (a thousand failures): its fingerprints are what repeats compare; keep the first.
    const last = m.attempts[0];
    if (last !== undefined)
      m = { ...m, attempts: [{ ...last, fingerprints: last.fingerprints.slice(0, 200) }] };
  }
  return m;
}

/** The sticky comment's body: the rendered comment (cut between lines if it must be) and the memory's block. */
export function stickyBody(rendered: string, memory: PrMemory): string {
  const block = encodeBlock(bounded(memory));
  let text = rendered.endsWith("\n") ? rendered : `${rendered}\n`;
  const room = COMMENT_LIMIT - block.length;
  if (text.length > room) {
    const cut = text.lastIndexOf("\n", room - CUT_FOR_STATE.length - 1);
    text = `${text.slice(0, Math.max(0, cut))}${CUT_FOR_STATE}`;
  }
  return `${text}${block}`;
}
