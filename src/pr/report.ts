// The run's report artifact, downloaded and checked exactly as the app does: app/artifact.ts reads the zip
// (bounded, one entry, every header checked), app/report.ts validates the report against the schema and its
// provenance against what GitHub says of the run, and redacts it. Neither imports Probot: they are the one code
// path for both shells.
import { ARTIFACT_LIMITS, ArtifactError, downloadReportArtifact } from "../../app/artifact.js";
import { type FetchedReport, DOWNLOAD_RETRY_DELAYS_MS, parseReport } from "../../app/report.js";
import type { RunFacts } from "../core/relate/provenance.js";
import type { Api } from "./api.js";
import type { Repo } from "./github.js";
import type { Config } from "../core/schema.js";

export type { FetchedReport, RunFacts };

/** Like app/report.ts's `fetchReport`, over the action's client (that one is typed on Probot's Octokit). */
export async function fetchReport(
  api: Api,
  r: Repo,
  run: RunFacts,
  o: { config: Config; retryDelaysMs?: readonly number[]; log: (line: string) => void },
): Promise<FetchedReport> {
  const delays = o.retryDelaysMs ?? DOWNLOAD_RETRY_DELAYS_MS;
  let artifact;
  for (let attempt = 0; ; attempt++) {
    try {
      artifact = await downloadReportArtifact(api, {
        owner: r.owner,
        repo: r.repo,
        runId: run.runId,
        name: o.config.report.artifact,
        entry: o.config.report.file,
        limits: ARTIFACT_LIMITS,
      });
      break;
    } catch (err) {
      // A refused artifact is the run's: final. One that failed in transit is retried, then the event fails.
      if (err instanceof ArtifactError && err.code !== "download")
        return { kind: "rejected", reason: err.message };
      const delay = delays[attempt];
      if (!(err instanceof ArtifactError) || delay === undefined) throw err;
      o.log(`downloading the report failed (${err.message}); trying again in ${delay} ms`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  if (!artifact.found) return { kind: "none" };
  const report = parseReport(artifact.bytes, run);
  return typeof report === "string" ? { kind: "rejected", reason: report } : { kind: "ok", report };
}
