// Quarantine: tests listed in `.github/flakeharden.yml` under `quarantine:` still run, but their failures hold
// nothing against the run (the action) or the agent (the app) until the entry's `expires` day has passed. Pure:
// "today" is given (`YYYY-MM-DD`, UTC), never read from a clock. Shared by the action and the app.
import type { Config } from "../schema.js";

export type QuarantineEntry = Config["quarantine"][number];

/** An entry may expire at most this many days after the day the config is read. */
export const QUARANTINE_MAX_DAYS = 90;
/** The expiry a suggested entry gets: this many days after today. */
export const SUGGESTED_DAYS = 30;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// Civil-day arithmetic by hand (Howard Hinnant's days_from_civil and its inverse): the core may not touch `Date`,
// which also reads the clock, and these few lines are all a day needs.

/** Days since 1970-01-01 of a `YYYY-MM-DD` day; a RangeError for anything else (2026-02-30 included). */
function dayNumber(day: string): number {
  const m = DAY.exec(day);
  const [y, mo, d] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
  if (!m || mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo))
    throw new RangeError(`not a day YYYY-MM-DD: ${JSON.stringify(day).slice(0, 40)}`);
  const yy = mo <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (mo + (mo > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

function daysInMonth(y: number, m: number): number {
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(m) ? 30 : 31;
}

function dayText(n: number): string {
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/**
 * The day (UTC, `YYYY-MM-DD`) of a time in ms since the epoch. The runner's clock is read by the shells
 * (`utcDay(Date.now())`) rather than formatted by `new Date().toISOString()`: V8's first date formatting sets up
 * its time zone data (it reads /etc/localtime and the zone files), ~1 ms of every run measured on a 2-core VM,
 * for a day that is UTC anyway.
 */
export function utcDay(ms: number): string {
  return dayText(Math.floor(ms / 86_400_000));
}

/** `day` plus `n` days, as `YYYY-MM-DD`. */
export function addDays(day: string, n: number): string {
  return dayText(dayNumber(day) + n);
}

/**
 * What is wrong with the entries on `today`: each names the field, the value and what is allowed (an expiry more
 * than QUARANTINE_MAX_DAYS ahead, the same test listed twice). Empty when all is well. An entry already expired is
 * no problem here: it fails the run again (see `quarantineOf`).
 */
export function quarantineProblems(entries: readonly QuarantineEntry[], today: string): string[] {
  const latest = addDays(today, QUARANTINE_MAX_DAYS);
  const problems: string[] = [];
  const seen = new Map<string, number>();
  entries.forEach((e, i) => {
    if (dayNumber(e.expires) > dayNumber(latest))
      problems.push(
        `quarantine[${i}].expires: ${e.expires} is more than ${QUARANTINE_MAX_DAYS} days ahead; allowed: a day up to ${latest}`,
      );
    const first = seen.get(e.test);
    if (first !== undefined)
      problems.push(
        `quarantine[${i}].test: ${JSON.stringify(e.test)} is already listed at quarantine[${first}]`,
      );
    else seen.set(e.test, i);
  });
  return problems;
}

export type QuarantineState =
  /** Listed and not expired: its failures hold nothing against the run. */
  | { state: "active"; entry: QuarantineEntry }
  /** Listed, but `expires` has passed: its failures count again, with a message saying so. */
  | { state: "expired"; entry: QuarantineEntry; message: string };

/** The quarantine of `test` on `today` (the entry holds through its `expires` day); null when it is not listed. */
export function quarantineOf(
  entries: readonly QuarantineEntry[],
  test: string | null,
  today: string,
): QuarantineState | null {
  if (test === null) return null;
  const entry = entries.find((e) => e.test === test);
  if (entry === undefined) return null;
  if (dayNumber(today) <= dayNumber(entry.expires)) return { state: "active", entry };
  return {
    state: "expired",
    entry,
    message: `the quarantine of ${JSON.stringify(test)} ended on ${entry.expires} (owner ${entry.owner}: ${entry.reason}); its failures count again`,
  };
}

export interface QuarantineJudgement<T> {
  /** Failing items whose test is under an active quarantine: reported as `quarantined`, not failing the run. */
  quarantined: T[];
  /** Every other failing item: these fail the run. */
  failing: T[];
  /** One per expired entry that matched a failure: why it fails the run again. */
  messages: string[];
}

/**
 * Splits failing items (failures, test verdicts: anything with a `test`) by quarantine on `today`: the action
 * calls this to report quarantined tests without failing the run, and to fail it again, saying why, once an
 * entry has expired. An item without a test name (a build error) is never quarantined.
 */
export function judgeQuarantine<T extends { test: string | null }>(
  items: readonly T[],
  entries: readonly QuarantineEntry[],
  today: string,
): QuarantineJudgement<T> {
  const out: QuarantineJudgement<T> = { quarantined: [], failing: [], messages: [] };
  const told = new Set<string>();
  for (const item of items) {
    const q = quarantineOf(entries, item.test, today);
    if (q?.state === "active") out.quarantined.push(item);
    else {
      out.failing.push(item);
      if (q?.state === "expired" && !told.has(q.entry.test)) {
        told.add(q.entry.test);
        out.messages.push(q.message);
      }
    }
  }
  return out;
}

export interface SuggestedEntry {
  test: string;
  /** Why, with the evidence: `flaky in 4 of 20 runs on main in 7 days`. */
  reason: string;
  today: string;
}

/**
 * A paste-ready `quarantine:` entry (YAML) for `.github/flakeharden.yml`: the test and the reason quoted as JSON
 * strings (valid YAML, so no name can break out of them), an owner to fill in, and an expiry SUGGESTED_DAYS ahead.
 */
export function quarantineEntry(s: SuggestedEntry): string {
  return [
    `  - test: ${JSON.stringify(s.test)}`,
    `    reason: ${JSON.stringify(s.reason.slice(0, 500))}`,
    `    owner: "@your-team" # who will fix it`,
    `    expires: ${JSON.stringify(addDays(s.today, SUGGESTED_DAYS))}`,
  ].join("\n");
}
