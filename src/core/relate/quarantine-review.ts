// Quarantine a maintainer agreed to. The action reads `.github/flakeharden.yml` from the PR's own tree, so a PR can
// quarantine its own failing test and turn its run green. The app judges with the default branch's config: an entry
// the run applied (`report.quarantined`) that the default branch does not hold — added, or extended to a later
// expiry — is the PR's own, named in the sticky comment, and the agent's status is not green on its strength until
// someone with write access approves it (`/approve-quarantine`, for that test and that expiry). Each entry's owner
// must be a user or team GitHub knows. An entry's 90 days count from the day it first appeared on the default
// branch (the app stores it), not from today: moving `expires` does not renew it.
//
// Pure functions over plain data (no Probot): the app and the PR action decide with the same rules.
import { code, escapeMarkdown } from "../render/markdown.js";
import type { Report } from "../schema.js";
import { QUARANTINE_MAX_DAYS, type QuarantineEntry, addDays } from "./quarantine.js";

/** A quarantine the run applied, as its report lists it (once per failing test). */
export type AppliedQuarantine = NonNullable<Report["quarantined"]>[number];

/** Someone with write access agreed to quarantine `test` until `expires`. */
export interface QuarantineApproval {
  test: string;
  expires: string;
  by: string;
}

/** What GitHub says of an owner (`@user` or `@org/team`): known, unknown, or not asked (null). */
export type OwnerCheck = "found" | "not-found" | "unchecked";

/** A quarantine the PR's config introduced: the default branch does not hold it, or holds it to an earlier day. */
export interface IntroducedQuarantine {
  test: string;
  owner: string;
  reason: string;
  expires: string;
  /** `added`: the default branch has no entry for the test; `extended`: its entry ends earlier (`baseExpires`). */
  kind: "added" | "extended";
  baseExpires: string | null;
  /** Who approved this test until this expiry; null: nobody yet. */
  approvedBy: string | null;
  ownerCheck: OwnerCheck;
}

/**
 * The quarantines the run applied that the default branch's entries do not cover, in the report's order, once per
 * test. `owners`: what GitHub said of each owner (missing: not asked).
 */
export function introducedQuarantines(o: {
  applied: readonly AppliedQuarantine[];
  base: readonly QuarantineEntry[];
  approvals: readonly QuarantineApproval[];
  owners: ReadonlyMap<string, OwnerCheck>;
}): IntroducedQuarantine[] {
  const out: IntroducedQuarantine[] = [];
  const seen = new Set<string>();
  for (const a of o.applied) {
    if (seen.has(a.test)) continue;
    seen.add(a.test);
    const base = o.base.find((e) => e.test === a.test);
    // Days compare as text (`YYYY-MM-DD`).
    if (base !== undefined && base.expires >= a.expires) continue;
    const approval = o.approvals.find((x) => x.test === a.test && x.expires === a.expires);
    out.push({
      test: a.test,
      owner: a.owner,
      reason: a.reason,
      expires: a.expires,
      kind: base === undefined ? "added" : "extended",
      baseExpires: base?.expires ?? null,
      approvedBy: approval?.by ?? null,
      ownerCheck: o.owners.get(a.owner) ?? "unchecked",
    });
  }
  return out;
}

/**
 * The default branch's entries with each expiry capped at QUARANTINE_MAX_DAYS after the day the entry first appeared
 * there (`firstSeen`, per test; an entry not in it is first seen today).
 */
export function capByFirstSeen(
  entries: readonly QuarantineEntry[],
  firstSeen: ReadonlyMap<string, string>,
  today: string,
): QuarantineEntry[] {
  return entries.map((e) => {
    const latest = addDays(firstSeen.get(e.test) ?? today, QUARANTINE_MAX_DAYS);
    return e.expires <= latest ? e : { ...e, expires: latest };
  });
}

/** Owners named like `@user` or `@org/team`: what the app asks GitHub about; anything else is not an owner. */
export function ownerHandle(
  owner: string,
): { kind: "user"; login: string } | { kind: "team"; org: string; slug: string } | null {
  const m = /^@([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))(?:\/([A-Za-z0-9_.-]{1,100}))?$/.exec(owner.trim());
  if (m === null) return null;
  return m[2] === undefined
    ? { kind: "user", login: m[1] as string }
    : { kind: "team", org: m[1] as string, slug: m[2] };
}

/** Why an introduced quarantine cannot be approved (its owner unknown to GitHub); null when it can. */
export function approvalProblem(q: IntroducedQuarantine): string | null {
  if (q.ownerCheck === "found") return null;
  return q.ownerCheck === "not-found"
    ? `the owner of ${JSON.stringify(q.test)}, ${q.owner}, is not a user or team on GitHub: name one who can be mentioned`
    : `the owner of ${JSON.stringify(q.test)}, ${q.owner}, could not be checked: name a @user or an @org/team`;
}

const SECTION_MARK = "### Quarantine this PR introduces";

/**
 * The sticky comment's section naming each quarantine the PR introduces (markdown, escaped), within `budget`
 * characters: entries that do not fit are counted ("… and 3 more"), never silently left out.
 */
export function renderIntroduced(list: readonly IntroducedQuarantine[], budget = 8_000): string {
  if (list.length === 0) return "";
  const lines = list.map((q) => {
    const what =
      q.kind === "added"
        ? "added by this PR"
        : `extended by this PR from ${escapeMarkdown(q.baseExpires ?? "")}`;
    const owner =
      q.ownerCheck === "found"
        ? escapeMarkdown(q.owner)
        : `${escapeMarkdown(q.owner)} (${q.ownerCheck === "not-found" ? "not found on GitHub" : "not checked"})`;
    const state =
      q.approvedBy === null ? "⏳ not approved" : `✅ approved by @\u200b${escapeMarkdown(q.approvedBy)}`;
    return `- ${code(q.test)}: ${what}, until ${escapeMarkdown(q.expires)}, owner ${owner}: ${escapeMarkdown(q.reason.slice(0, 300))} · ${state}`;
  });
  const waiting = list.some((q) => q.approvedBy === null);
  const head = [
    SECTION_MARK.trim(),
    "This PR's `.github/flakeharden.yml` quarantines tests that the default branch's does not. " +
      (waiting
        ? "Their failures are not counted as passing: the agent's status stays failing until someone with write access comments `/approve-quarantine`."
        : "Approved by someone with write access."),
    "",
  ].join("\n");
  let text = head;
  for (const [i, line] of lines.entries()) {
    const more = `\n… and ${lines.length - i} more`;
    if (text.length + line.length + 1 + more.length > budget) return `${text}${more}`;
    text += `\n${line}`;
  }
  return text;
}

/** The status a PR with a quarantine waiting for approval gets instead of green. */
export const WAITING_DESCRIPTION = "a quarantine this PR adds waits for /approve-quarantine";
