// No bot amplification: anyone can comment on a public repository's PR, and each refused command used to get its own
// reply — a way to make the app post at will. A refused command always gets its reaction; the reply saying why goes
// out at most once per user, PR and hour (the app remembers when it last replied). Pure: the app passes that time.
import type { Effect } from "./index.js";

/** A refused user's next reply on the same PR waits this long; until then, the reaction alone answers. */
export const REFUSAL_REPLY_INTERVAL_MS = 3_600_000;

/**
 * The refusal's effects to carry out: all of them when the app has not replied to this user on this PR within the
 * interval (`lastReplyAt`: epoch ms, null when never), else the same without its replies. `replied`: the app should
 * remember `now` as the user's last reply.
 */
export function throttleRefusal(
  effects: readonly Effect[],
  lastReplyAt: number | null,
  now: number,
): { effects: Effect[]; replied: boolean } {
  const recent = lastReplyAt !== null && now - lastReplyAt < REFUSAL_REPLY_INTERVAL_MS && now >= lastReplyAt;
  const kept = recent ? effects.filter((e) => e.kind !== "reply") : [...effects];
  return { effects: kept, replied: kept.some((e) => e.kind === "reply") };
}
