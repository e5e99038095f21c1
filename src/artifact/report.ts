// The report artifact of a run: downloaded bounded, parsed, validated against the schema and against
// what GitHub says about the run. It may come from a fork: nothing in it is trusted until checked,
// and its text is only ever data (the app rebuilds the prompt from its structured fields).
import { type ArtifactOctokit, ARTIFACT_LIMITS, ArtifactError, downloadReportArtifact } from "./artifact.js";
import { type Config, Report } from "../core/schema.js";
import { describeIssues } from "../core/errors.js";
import { createRedactor, redactReport } from "../core/redact/index.js";
import { type RunFacts, provenanceProblem } from "../core/relate/provenance.js";

/** The repository a report is fetched from. */
export interface Repo {
  owner: string;
  repo: string;
}

export type FetchedReport =
  | { kind: "none" }
  /** Present but refused: `reason` says why (shown in the comment, escaped). */
  | { kind: "rejected"; reason: string }
  | { kind: "ok"; report: Report };

/** At most this many schema problems are listed in a rejection. */
const MAX_ISSUES_SHOWN = 5;

/** Parses and validates the artifact's bytes; a string is the reason for refusing them. */
export function parseReport(bytes: Uint8Array, run: RunFacts): Report | string {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch (err) {
    return `the report is not valid UTF-8 JSON (${(err as Error).message.slice(0, 200)})`;
  }
  const parsed = Report.safeParse(json);
  if (!parsed.success) {
    const lines = describeIssues(parsed.error, json, "report.").split("\n");
    const more = lines.length > MAX_ISSUES_SHOWN ? `\n… and ${lines.length - MAX_ISSUES_SHOWN} more` : "";
    return `the report does not match the report schema (version 1):\n${lines.slice(0, MAX_ISSUES_SHOWN).join("\n")}${more}`;
  }
  // Whatever produced it (an old action, `flakeharden analyze`, a forged upload), no secret it holds reaches
  // GitHub: every string is redacted here, before anything renders it.
  return provenanceProblem(parsed.data, run) ?? Report.parse(redactReport(parsed.data, createRedactor({})));
}

/** Waits before retrying a download that failed in transit (GitHub does not redeliver a failed event). */
export const DOWNLOAD_RETRY_DELAYS_MS: readonly number[] = [1_000, 3_000];

/**
 * The run's report, downloaded (retried while it fails in transit) and checked. Over any client that can download
 * an artifact (Probot's Octokit, the PR action's src/pr/api.ts): the one code path for both shells.
 */
export async function fetchReport(
  octokit: ArtifactOctokit,
  r: Repo,
  run: RunFacts,
  o: { config: Config; retryDelaysMs?: readonly number[]; log?: (line: string) => void },
): Promise<FetchedReport> {
  const { config, retryDelaysMs = DOWNLOAD_RETRY_DELAYS_MS } = o;
  let artifact;
  for (let attempt = 0; ; attempt++) {
    try {
      artifact = await downloadReportArtifact(octokit, {
        owner: r.owner,
        repo: r.repo,
        runId: run.runId,
        name: config.report.artifact,
        entry: config.report.file,
        limits: ARTIFACT_LIMITS,
      });
      break;
    } catch (err) {
      // A refused artifact is the run's: final. A download that failed in transit (a timeout, the blob
      // store's 5xx) is retried, then the event fails.
      if (err instanceof ArtifactError && err.code !== "download")
        return { kind: "rejected", reason: err.message };
      const delay = retryDelaysMs[attempt];
      if (!(err instanceof ArtifactError) || delay === undefined) throw err;
      o.log?.(`downloading the report failed (${err.message}); trying again in ${delay} ms`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  if (!artifact.found) return { kind: "none" };
  const report = parseReport(artifact.bytes, run);
  return typeof report === "string" ? { kind: "rejected", reason: report } : { kind: "ok", report };
}
