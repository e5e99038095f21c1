// The report artifact, downloaded and read as untrusted input: a fork's workflow can upload anything
// under the artifact's name. Its zip is read by src/artifact/zip.ts (one entry, every header checked, bounded).
import { z } from "zod";
import { ArtifactError, type ArtifactLimits, human, readZipEntry } from "./zip.js";

export { ArtifactError, type ArtifactLimits, MAX_ZIP_ENTRIES, readZipEntry, tableCrc32 } from "./zip.js";

/** Name of the artifact the action uploads (`artifact-name` default in action.yml). */
export const REPORT_ARTIFACT_NAME = "flakeharden-report";
/**
 * The entry inside the artifact zip: actions/upload-artifact stores files relative to their least common
 * ancestor, so the single report file (`report-path`, default `flakeharden-report.json`) is stored under
 * its base name.
 */
export const REPORT_ENTRY_NAME = "flakeharden-report.json";

export const ARTIFACT_LIMITS: Readonly<ArtifactLimits> = Object.freeze({
  maxCompressed: 10 * 1024 * 1024,
  maxUncompressed: 50 * 1024 * 1024,
});

/** Time allowed for the whole download (API calls and blob), unless the caller passes a signal. */
export const DOWNLOAD_TIMEOUT_MS = 60_000;

// ---------------------------------------------------------------------------------------------------
// Download
// ---------------------------------------------------------------------------------------------------

/** What is used of an Octokit instance (`@octokit/core`, Probot's `ProbotOctokit`): `request`. */
export interface ArtifactOctokit {
  request(
    route: string,
    options?: Record<string, unknown>,
  ): Promise<{ status: number; url: string; headers: Record<string, unknown>; data: unknown }>;
}

export interface DownloadOptions {
  owner: string;
  repo: string;
  runId: number;
  /** Artifact name (the action's `artifact-name` input); default `REPORT_ARTIFACT_NAME`. */
  name?: string;
  /** Entry inside the zip (the base name of the action's `report-path`); default `REPORT_ENTRY_NAME`. */
  entry?: string;
  limits?: ArtifactLimits;
  /** Aborts the download; default: a `DOWNLOAD_TIMEOUT_MS` timeout. */
  signal?: AbortSignal;
  /** Fetches the pre-signed blob URL (no GitHub credentials are sent to it); default `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch;
}

export type DownloadResult = { found: false } | { found: true; artifactId: number; bytes: Uint8Array };

const ArtifactList = z.object({
  total_count: z.number().int().nonnegative(),
  artifacts: z.array(
    z.object({
      id: z.number().int().positive(),
      name: z.string(),
      size_in_bytes: z.number().int().nonnegative(),
      expired: z.boolean(),
      created_at: z.string().nullish(),
    }),
  ),
});

interface ByteStream {
  getReader(): {
    read(): Promise<{ done: boolean; value?: Uint8Array }>;
    cancel(reason?: unknown): Promise<void>;
  };
  cancel?(reason?: unknown): Promise<void>;
}

function isByteStream(x: unknown): x is ByteStream {
  return typeof x === "object" && x !== null && typeof (x as ByteStream).getReader === "function";
}

async function discard(body: unknown): Promise<void> {
  if (isByteStream(body) && typeof body.cancel === "function") await body.cancel().catch(() => undefined);
}

/** Reads a response body, refusing (and cancelling the stream) as soon as it passes `max` bytes. */
async function readCapped(body: unknown, max: number, label: string): Promise<Uint8Array> {
  try {
    return await readCappedUnwrapped(body, max, label);
  } catch (error) {
    if (error instanceof ArtifactError) throw error;
    throw new ArtifactError(
      "download",
      `${label}: reading the archive failed (${(error as Error).message})`,
      {
        cause: error,
      },
    );
  }
}

async function readCappedUnwrapped(body: unknown, max: number, label: string): Promise<Uint8Array> {
  if (body === null || body === undefined) return new Uint8Array(0);
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) {
    const bytes =
      body instanceof ArrayBuffer
        ? new Uint8Array(body)
        : new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
    if (bytes.length > max) throw tooLargeDownload(label, max);
    return bytes;
  }
  if (!isByteStream(body)) {
    throw new ArtifactError("download", `${label}: the download answered no byte stream`);
  }
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!value) continue;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLargeDownload(label, max);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

function tooLargeDownload(label: string, max: number): ArtifactError {
  return new ArtifactError(
    "too-large",
    `${label}: the download passed ${max} bytes (allowed: at most ${human(max)}); stopped and refused`,
  );
}

function header(headers: Record<string, unknown>, name: string): string | undefined {
  const v = headers[name];
  return typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined;
}

/**
 * Finds the newest unexpired artifact `name` of the workflow run `runId` and returns the bytes of its
 * entry `entry`, bounded by `limits` at every step: the size GitHub lists (checked before downloading),
 * the bytes received (the body is streamed and cut off past `maxCompressed`), and the zip reader's
 * bounds. `{ found: false }` when the run has no such artifact (or only expired ones).
 */
export async function downloadReportArtifact(
  octokit: ArtifactOctokit,
  options: DownloadOptions,
): Promise<DownloadResult> {
  const { owner, repo, runId, name = REPORT_ARTIFACT_NAME, entry = REPORT_ENTRY_NAME } = options;
  const limits = options.limits ?? ARTIFACT_LIMITS;
  const signal = options.signal ?? AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS);
  const fetchBlob = options.fetch ?? globalThis.fetch;

  const listed = await octokit.request("GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts", {
    owner,
    repo,
    run_id: runId,
    name,
    per_page: 100,
    request: { signal },
  });
  const list = ArtifactList.safeParse(listed.data);
  if (!list.success) {
    throw new ArtifactError(
      "download",
      `artifact ${name}: the artifact list of run ${runId} has an unexpected shape (${list.error.issues[0]?.message ?? "invalid"})`,
    );
  }
  const time = (s: string | null | undefined) => {
    const t = s ? Date.parse(s) : NaN;
    return Number.isNaN(t) ? -Infinity : t;
  };
  const candidates = list.data.artifacts
    .filter((a) => a.name === name && !a.expired)
    .sort((a, b) => time(b.created_at) - time(a.created_at) || b.id - a.id);
  const artifact = candidates[0];
  if (!artifact) return { found: false };

  const label = `artifact ${name} (id ${artifact.id})`;
  if (artifact.size_in_bytes > limits.maxCompressed) {
    throw new ArtifactError(
      "too-large",
      `${label} is ${artifact.size_in_bytes} bytes (allowed: at most ${human(limits.maxCompressed)}); refused without downloading`,
    );
  }

  // GitHub answers 302 with a short-lived pre-signed blob URL. Read the Location instead of following it,
  // so the blob is fetched without the installation token and its body can be streamed with a byte cap
  // (Octokit would buffer a followed body whole).
  const answer = await octokit.request(
    "GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}",
    {
      owner,
      repo,
      artifact_id: artifact.id,
      archive_format: "zip",
      request: { redirect: "manual", parseSuccessResponseBody: false, signal },
    },
  );
  let zip: Uint8Array;
  if (answer.status >= 300 && answer.status < 400) {
    await discard(answer.data);
    const location = header(answer.headers, "location");
    let url: URL | undefined;
    try {
      url = location ? new URL(location, answer.url) : undefined;
    } catch {
      url = undefined;
    }
    // Plain http only when the API itself is plain http (a local GitHub Enterprise test instance, a fake).
    const allowHttp = new URL(answer.url).protocol === "http:";
    if (!url || (url.protocol !== "https:" && !(allowHttp && url.protocol === "http:"))) {
      throw new ArtifactError(
        "download",
        `${label}: the download answered ${answer.status} without a usable ${allowHttp ? "http(s)" : "https"} Location`,
      );
    }
    let blob: Response;
    try {
      blob = await fetchBlob(url, { redirect: "follow", signal });
    } catch (error) {
      throw new ArtifactError(
        "download",
        `${label}: fetching the archive failed (${(error as Error).message})`,
        { cause: error },
      );
    }
    if (!blob.ok) {
      await discard(blob.body);
      throw new ArtifactError("download", `${label}: the archive URL answered ${blob.status}`);
    }
    const length = Number(blob.headers.get("content-length") ?? NaN);
    if (length > limits.maxCompressed) {
      await discard(blob.body);
      throw new ArtifactError(
        "too-large",
        `${label}: the archive is ${length} bytes (allowed: at most ${human(limits.maxCompressed)}); refused without reading it`,
      );
    }
    zip = await readCapped(blob.body, limits.maxCompressed, label);
  } else if (answer.status === 200) {
    // Served directly (no redirect): still streamed with the cap.
    zip = await readCapped(answer.data, limits.maxCompressed, label);
  } else {
    await discard(answer.data);
    throw new ArtifactError("download", `${label}: the download answered ${answer.status}`);
  }

  try {
    return { found: true, artifactId: artifact.id, bytes: readZipEntry(zip, entry, limits) };
  } catch (error) {
    if (error instanceof ArtifactError) {
      throw new ArtifactError(error.code, `artifact ${name}: ${error.message}`, { cause: error });
    }
    throw error;
  }
}
