// The best commit so far, for the halt explanation: the commit with the fewest failures held against the agent,
// and what each later commit fixed and broke. Pure, over the attempts the app stores.
import { mergeRuns } from "../agent/loop.js";
import type { Halt, LoopAttempt } from "../schema.js";

type Best = NonNullable<Halt["best"]>;

/** Later commits listed (the most recent ones). */
const MAX_LATER = 20;

/** The history's commits in order, each commit's consecutive runs merged (a commit pushed again counts again). */
export function commitsOf(history: readonly LoopAttempt[]): LoopAttempt[] {
  const out: LoopAttempt[] = [];
  let runs: LoopAttempt[] = [];
  for (const a of history) {
    if (runs.length > 0 && runs[0]?.sha !== a.sha) {
      out.push(mergeRuns(runs));
      runs = [];
    }
    runs.push(a);
  }
  if (runs.length > 0) out.push(mergeRuns(runs));
  return out;
}

/**
 * The commit with the fewest failures among those whose runs left a report (a tie goes to the later commit: it
 * holds more of the work), and each commit after it with its failures and, against the commit before it, how many
 * failures it fixed and how many it broke. Null when no commit left a report, or the best is the latest.
 */
export function bestCommit(history: readonly LoopAttempt[]): Best | null {
  const all = commitsOf(history).filter((c) => c.outcome !== "incomplete");
  let best = -1;
  all.forEach((c, i) => {
    const b = all[best];
    if (b === undefined || c.failing <= b.failing) best = i;
  });
  const b = all[best];
  if (b === undefined || best === all.length - 1) return null;
  const later = all.slice(best + 1).map((c, i) => {
    const prev = new Set((all[best + i] as LoopAttempt).fingerprints);
    const now = new Set(c.fingerprints);
    return {
      sha: c.sha,
      failing: c.failing,
      fixed: [...prev].filter((f) => !now.has(f)).length,
      broke: [...now].filter((f) => !prev.has(f)).length,
    };
  });
  return { sha: b.sha, failing: b.failing, later: later.slice(-MAX_LATER) };
}
