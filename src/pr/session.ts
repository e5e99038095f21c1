// One PR's memory for the length of one event: read from the sticky comment, changed by the state machine's
// transitions, written back with the comment's new body once every other effect is carried out.
//
// Lost updates: the REST API has no conditional write for comments, so a write is checked on both sides. Just
// before it, the comment is read again: if its body moved since this event read it (another run of the PR wrote),
// the event is handled again from the start on the new state. Just after it, the comment is read once more: if
// it is not what this event wrote (a writer slipped in between), the event is handled again too, and finds its
// attempt recorded or records it on top. The README's workflow also runs one event per PR at a time
// (`concurrency`), so this is the second line, not the first.
import type { Api } from "./api.js";
import {
  type BotComment,
  type Repo,
  createComment,
  deleteComment,
  findSticky,
  getComment,
  react,
  rerunFailedJobs,
  setLabel,
  setStatus,
  updateComment,
} from "./github.js";
import {
  type PrMemory,
  StateError,
  decodeComment,
  initialMemory,
  renderedPart,
  stickyBody,
} from "./state.js";
import type { Effect } from "../core/agent/index.js";

/** Another run of the PR wrote its state while this one worked: handle the event again. */
export class Conflict extends Error {
  override name = "Conflict";
}

export interface Target {
  api: Api;
  r: Repo;
  repository: string;
  pr: number;
  /** The login the workflow's token writes as (`github-actions[bot]`). */
  botLogin: string;
  log: (line: string) => void;
}

export interface Session {
  t: Target;
  /** The sticky comment as read (null: none yet). */
  comment: BotComment | null;
  memory: PrMemory;
  /** The latest sticky body a transition rendered (null: none since the session opened). */
  rendered: string | null;
}

export async function openSession(t: Target): Promise<Session> {
  const found = await findSticky(t.api, t.r, t.pr, t.botLogin);
  for (const x of found.ignored)
    t.log(
      `comment ${x.id} by ${x.author} carries the flakeharden marker: not adopted (only ${t.botLogin}'s is)`,
    );
  let memory: PrMemory | null = null;
  if (found.mine !== null)
    try {
      memory = decodeComment(found.mine.body, { repository: t.repository, pr: t.pr });
    } catch (err) {
      // Never start over on its own: the PR may be halted. A person decides.
      if (err instanceof StateError)
        throw new StateError(
          `comment ${found.mine.id}: ${err.message}; delete that comment to start this PR's state afresh`,
        );
      throw err;
    }
  return {
    t,
    comment: found.mine,
    memory: memory ?? initialMemory(t.repository, t.pr),
    rendered: null,
  };
}

/**
 * Carries out effects in order, but the sticky comment: its body is kept for `save`, which writes it with the
 * memory last (a run that fails half-way leaves the state as it was, and a re-run redoes the effects).
 * `commentId`: the command comment reactions go to.
 */
export async function carryOut(s: Session, effects: readonly Effect[], commentId?: number): Promise<void> {
  const { api, r, pr } = s.t;
  for (const e of effects) {
    switch (e.kind) {
      case "sticky":
        s.rendered = e.body;
        break;
      case "label":
        await setLabel(api, r, { pr, label: e.label, op: e.op });
        break;
      case "status":
        await setStatus(api, r, e);
        if (e.context === "flakeharden/config")
          s.memory = { ...s.memory, configFailing: e.state === "failure" };
        break;
      case "mention":
      case "reply":
        await createComment(api, r, pr, e.body);
        break;
      case "reaction":
        if (commentId === undefined) throw new Error("a reaction with no comment to react to");
        await react(api, r, commentId, e.content);
        break;
      case "rerun":
        await rerunFailedJobs(api, r, e.runId);
        break;
    }
  }
}

/**
 * Before the first write of an event: throws Conflict when another run of the PR wrote since the session read the
 * comment, so that the event is handled again before it labels, sets statuses or mentions the agent on a stale state
 * (one GET; `save` checks again, closer to its write).
 */
export async function checkUnchanged(s: Session): Promise<void> {
  if (s.comment === null) return;
  const now = await getComment(s.t.api, s.t.r, s.comment.id);
  if (now !== null && now.body !== s.comment.body)
    throw new Conflict("the sticky comment changed since it was read");
}

/** Writes the sticky comment with the session's memory; throws Conflict when another writer moved it. */
export async function save(s: Session): Promise<void> {
  const { api, r, pr, log } = s.t;
  const memory = { ...s.memory, writes: s.memory.writes + 1 };
  if (s.comment === null) {
    if (s.rendered === null) return; // nothing shown yet, nothing to remember on the PR
    if ((await findSticky(api, r, pr, s.t.botLogin)).mine !== null)
      throw new Conflict("a sticky comment appeared");
    const body = stickyBody(s.rendered, memory);
    const id = await createComment(api, r, pr, body);
    // Two runs that both found none may both have created one: the oldest stays, the newer is deleted.
    const oldest = (await findSticky(api, r, pr, s.t.botLogin)).mine;
    if (oldest !== null && oldest.id !== id) {
      await deleteComment(api, r, id);
      throw new Conflict(`another run created the sticky comment (${oldest.id}) at the same time`);
    }
    log(`sticky comment ${id} created`);
    return;
  }
  const now = await getComment(api, r, s.comment.id);
  if (now === null) {
    log(`sticky comment ${s.comment.id} was deleted: writing a new one`);
    s.rendered ??= renderedPart(s.comment.body);
    s.comment = null;
    return save(s);
  }
  if (now.body !== s.comment.body) throw new Conflict("the sticky comment changed since it was read");
  const body = stickyBody(s.rendered ?? renderedPart(s.comment.body), memory);
  await updateComment(api, r, s.comment.id, body);
  const after = await getComment(api, r, s.comment.id);
  if (after === null || after.body !== body) throw new Conflict("the sticky comment was written over");
  log(`sticky comment ${s.comment.id} updated`);
}
