// The PR's budget ledger: what the agent has spent since the last `/continue` (pushes, comments that trigger it,
// CI minutes, and its rate of events), and whether any limit of `budget` in the config is passed. Pure: the clock
// is the event's time.
import type { Config, PrGuard } from "../schema.js";

export type Ledger = PrGuard["ledger"];

type Spend =
  /** A push by the agent. */
  | { kind: "push" }
  /** A comment that triggers the agent (the app's mention, or anyone's, a bot's included, that mentions it). */
  | { kind: "trigger" }
  /** A finished run of the PR: its minutes, counted once per run id and attempt. */
  | { kind: "run"; key: string; minutes: number };

const MAX_EVENTS = 100;

// `YYYY-MM-DDTHH:MM[:SS[.fff]]` and `Z` or `±HH:MM`: anchored, no nested quantifiers.
const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Minutes since 1970-01-01T00:00Z of an ISO time (the event's clock is the shell's; the core reads no clock), or
 * NaN for anything else. Days from the civil date by the usual era arithmetic (proleptic Gregorian).
 */
export function minuteOf(iso: string): number {
  const m = ISO.exec(iso);
  if (!m) return Number.NaN;
  const [y, mo, d, h, mi, sec] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const yy = mo <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (mo + (mo > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const days = era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468;
  const tz =
    m[7] === "Z" || m[7] === undefined
      ? 0
      : (m[7][0] === "-" ? -1 : 1) * (Number(m[7].slice(1, 3)) * 60 + Number(m[7].slice(4, 6)));
  return days * 1_440 + h * 60 + mi + sec / 60 - tz;
}
const MAX_RUNS = 200;

/** The ledger with `s` spent at `now` (ISO). A run already counted changes nothing. */
export function spend(ledger: Ledger, s: Spend, now: string): Ledger {
  switch (s.kind) {
    case "push":
      return { ...ledger, pushes: ledger.pushes + 1, events: [...ledger.events, now].slice(-MAX_EVENTS) };
    case "trigger":
      return { ...ledger, triggers: ledger.triggers + 1, events: [...ledger.events, now].slice(-MAX_EVENTS) };
    case "run":
      if (ledger.runs.includes(s.key) || !(s.minutes >= 0)) return ledger;
      return {
        ...ledger,
        ciMinutes: Math.round((ledger.ciMinutes + s.minutes) * 10) / 10,
        runs: [...ledger.runs, s.key].slice(-MAX_RUNS),
      };
  }
}

/** A new window (`/continue`): the counts start again; the runs already counted stay counted. */
export function resetLedger(ledger: Ledger): Ledger {
  return { pushes: 0, triggers: 0, ciMinutes: 0, events: [], runs: ledger.runs };
}

/** Agent events within the last `rate-window` minutes before `now`, and that count as a rate per hour. */
function rateOf(
  ledger: Ledger,
  now: string,
  config: Pick<Config, "budget">,
): { events: number; perHour: number } {
  const window = config.budget["rate-window"];
  const end = minuteOf(now);
  const events = ledger.events.filter((t) => {
    const at = minuteOf(t);
    return at > end - window && at <= end;
  }).length;
  return { events, perHour: Math.round((events * 60) / window) };
}

const of = (n: number, max: number) => (max === 0 ? `${n} (no limit)` : `${n} of ${max}`);

/** The ledger in one line, for the comment and the halt explanation. */
export function ledgerText(ledger: Ledger, now: string, config: Pick<Config, "budget">): string {
  const b = config.budget;
  const rate = rateOf(ledger, now, config);
  return [
    `agent pushes ${of(ledger.pushes, b["agent-pushes"])}`,
    `comments that triggered the agent ${of(ledger.triggers, b["agent-triggers"])}`,
    `CI minutes ${of(ledger.ciMinutes, b["ci-minutes"])}`,
    `rate ${rate.perHour} an hour over the last ${b["rate-window"]} minutes (${rate.events} events; ${b["per-hour"] === 0 ? "no limit" : `limit ${b["per-hour"]}`})`,
  ].join(" · ");
}

/** Which limit the ledger passed, in words, or null when it is within every one. */
export function overBudget(ledger: Ledger, now: string, config: Pick<Config, "budget">): string | null {
  const b = config.budget;
  if (b["agent-pushes"] > 0 && ledger.pushes > b["agent-pushes"])
    return `the agent pushed ${ledger.pushes} times (budget.agent-pushes ${b["agent-pushes"]})`;
  if (b["agent-triggers"] > 0 && ledger.triggers > b["agent-triggers"])
    return `${ledger.triggers} comments triggered the agent (budget.agent-triggers ${b["agent-triggers"]})`;
  if (b["ci-minutes"] > 0 && ledger.ciMinutes > b["ci-minutes"])
    return `the PR's runs took ${ledger.ciMinutes} CI minutes (budget.ci-minutes ${b["ci-minutes"]})`;
  const rate = rateOf(ledger, now, config);
  if (b["per-hour"] > 0 && rate.perHour > b["per-hour"])
    return `${rate.events} agent events in the last ${b["rate-window"]} minutes, ${rate.perHour} an hour (budget.per-hour ${b["per-hour"]})`;
  return null;
}
