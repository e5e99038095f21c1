// Human-readable renderings of a report.
import type { Report } from "../schema.js";
import { where } from "../agent/prompt.js";

/** Plain text for a terminal: buckets with counts and confidence, failures with file:line and reproduce commands. */
export function renderText(report: Report): string {
  const out: string[] = [];
  const total = report.buckets.reduce((s, b) => s + b.failures.length, 0);
  const head =
    report.outcome === "cancelled"
      ? `Cancelled after ${report.attempts.length} attempt(s): the results are incomplete.`
      : report.outcome === "passed"
        ? "No failures found."
        : report.outcome === "flaky"
          ? `Flaky in this run: ${report.flaky.length} test(s) both passed and failed; no failure persisted.`
          : `${total} failure(s); primary category: ${report.primary}.`;
  out.push(head);
  for (const b of report.buckets) {
    out.push(
      "",
      `${b.category} — ${b.failures.length} failure(s), confidence ${b.confidence.toFixed(2)} [${b.patterns.join(", ")}]`,
    );
    for (const f of b.failures) {
      const loc = where(f);
      const status = f.location && f.location.status !== "exact" ? ` (${f.location.status})` : "";
      out.push(`  ✗ ${f.test ? `${f.test} — ` : ""}${oneLine(f.message)}`);
      if (loc) out.push(`    at ${loc}${status}`);
      if (f.location?.note && f.location.status !== "mapped")
        out.push(`    note: ${oneLine(f.location.note)}`);
      if (f.evidence) out.push(`    ${f.evidence.text}`);
      if (f.reproduce) out.push(`    reproduce: ${f.reproduce}`);
    }
  }
  if (report.flaky.length > 0) {
    out.push("", "flaky in this run (passed and failed; not counted as failures, not a pass):");
    for (const t of report.flaky) {
      const at = t.location?.file
        ? `${t.location.file}${t.location.line ? `:${t.location.line}` : ""}`
        : t.file;
      out.push(
        `  ~ ${t.test}${at ? ` (${at})` : ""}: ${t.evidence ?? `${t.retries} failed attempt(s)`}${t.category ? `, ${t.category}` : ""}`,
      );
      if (t.reproduce) out.push(`    reproduce: ${t.reproduce}`);
    }
  }
  const quarantined = report.quarantined ?? [];
  if (quarantined.length > 0) {
    out.push("", "quarantined (failed; reported, not held against the run):");
    for (const q of quarantined)
      out.push(
        `  - ${q.test}${q.file ? ` (${q.file})` : ""}: ${oneLine(q.message)}; until ${q.expires}, owner ${q.owner}`,
      );
  }
  for (const w of report.warnings) out.push(`warning: ${w}`);
  return out.join("\n");
}

function oneLine(s: string): string {
  const first = s.split("\n")[0] ?? "";
  return first.length > 200 ? `${first.slice(0, 199)}…` : first;
}
