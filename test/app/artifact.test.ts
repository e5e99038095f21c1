// The report artifact as the app receives it: recorded zips (scripts/fixtures/record-artifacts.sh) read
// by the bounded zip reader, and the download against a real local HTTP server playing GitHub (the list
// endpoint, the 302 to a pre-signed blob URL, the blob), through a real ProbotOctokit.
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import * as zlib from "node:zlib";
import { ProbotOctokit } from "probot";
import { afterEach, describe, expect, it } from "vitest";
import {
  ARTIFACT_LIMITS,
  ArtifactError,
  MAX_ZIP_ENTRIES,
  REPORT_ARTIFACT_NAME,
  REPORT_ENTRY_NAME,
  downloadReportArtifact,
  readZipEntry,
  tableCrc32,
  type ArtifactLimits,
} from "../../src/artifact/artifact.js";
import { Report } from "../../src/core/schema.js";

const DIR = join(import.meta.dirname, "..", "fixtures", "artifacts");
const fixture = (name: string) => new Uint8Array(readFileSync(join(DIR, name)));
const REPORT = fixture(REPORT_ENTRY_NAME);
const ENTRY = REPORT_ENTRY_NAME;

/** The ArtifactError `fn` throws. */
function refusal(fn: () => unknown): ArtifactError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ArtifactError);
    return error as ArtifactError;
  }
  throw new Error("expected an ArtifactError, nothing was thrown");
}

async function asyncRefusal(p: Promise<unknown>): Promise<ArtifactError> {
  try {
    await p;
  } catch (error) {
    expect(error).toBeInstanceOf(ArtifactError);
    return error as ArtifactError;
  }
  throw new Error("expected an ArtifactError, nothing was thrown");
}

/** Offsets of a single-entry zip: local header at 0, the central directory from the end record. */
function layout(zip: Uint8Array) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const eocd = zip.length - 22;
  const cd = view.getUint32(eocd + 16, true);
  const dataStart = 30 + view.getUint16(26, true) + view.getUint16(28, true);
  return { view, eocd, cd, dataStart, compressed: view.getUint32(cd + 20, true) };
}

function flip(zip: Uint8Array, at: number): void {
  zip[at] = zip[at]! ^ 0x01;
}

describe("readZipEntry on the recorded fixtures", () => {
  it.each(["report.zip", "report-streamed.zip", "report-stored.zip"])("%s gives the report", (name) => {
    const bytes = readZipEntry(fixture(name), ENTRY, ARTIFACT_LIMITS);
    expect(Buffer.from(bytes).equals(Buffer.from(REPORT))).toBe(true);
    expect(Report.safeParse(JSON.parse(new TextDecoder().decode(bytes))).success).toBe(true);
  });

  it("the streamed zip really uses a data descriptor (bit 3, zero CRC and compressed size locally)", () => {
    const { view } = layout(fixture("report-streamed.zip"));
    expect(view.getUint16(6, true) & 8).toBe(8);
    expect(view.getUint32(14, true)).toBe(0);
    expect(view.getUint32(18, true)).toBe(0);
  });

  it("refuses a method other than stored and deflate, naming it", () => {
    const e = refusal(() => readZipEntry(fixture("bzip2.zip"), ENTRY, ARTIFACT_LIMITS));
    expect(e.code).toBe("unsupported");
    expect(e.message).toBe(
      "entry flakeharden-report.json uses compression method 12 (bzip2) (allowed: 0 stored, 8 deflate)",
    );
  });

  it("refuses a zip without the expected entry, listing what it holds", () => {
    const e = refusal(() => readZipEntry(fixture("wrong-name.zip"), ENTRY, ARTIFACT_LIMITS));
    expect(e.code).toBe("missing-entry");
    expect(e.message).toBe(
      'zip has no entry flakeharden-report.json (it holds "report.json"); allowed: exactly one entry named flakeharden-report.json',
    );
  });

  it("refuses two entries of the expected name", () => {
    const e = refusal(() => readZipEntry(fixture("duplicate.zip"), ENTRY, ARTIFACT_LIMITS));
    expect(e.code).toBe("invalid");
    expect(e.message).toBe(
      "zip holds 2 entries named flakeharden-report.json (allowed: exactly one); refused as ambiguous",
    );
  });

  it("refuses a truncated zip", () => {
    const e = refusal(() => readZipEntry(fixture("truncated.zip"), ENTRY, ARTIFACT_LIMITS));
    expect(e.code).toBe("invalid");
    expect(e.message).toMatch(
      /^zip has no end of central directory record in its last 65557 bytes \(allowed: a complete zip file\); it is truncated or not a zip$/,
    );
  });

  it("refuses the zip bomb on its declared size, before inflating", () => {
    const e = refusal(() => readZipEntry(fixture("bomb.zip"), ENTRY, ARTIFACT_LIMITS));
    expect(e.code).toBe("too-large");
    expect(e.message).toBe(
      "entry flakeharden-report.json declares 60000000 bytes uncompressed (allowed: at most 50 MiB); refused as a possible zip bomb",
    );
  });

  it("refuses the zip bomb that lies about its size on the real inflated output", () => {
    const e = refusal(() => readZipEntry(fixture("bomb-lying.zip"), ENTRY, ARTIFACT_LIMITS));
    expect(e.code).toBe("too-large");
    expect(e.message).toBe(
      "entry flakeharden-report.json inflates beyond 52428800 bytes (allowed: at most 50 MiB); refused as a possible zip bomb",
    );
    // zlib itself stopped at the bound: the 60 MB were never produced.
    expect((e.cause as { code?: unknown } | undefined)?.code).toBe("ERR_BUFFER_TOO_LARGE");
  });

  it("refuses a local header that disagrees with the central directory", () => {
    const e = refusal(() => readZipEntry(fixture("local-header-lies.zip"), ENTRY, ARTIFACT_LIMITS));
    expect(e.code).toBe("invalid");
    expect(e.message).toBe(
      "entry flakeharden-report.json: the local header declares compressed size 1737 but the central directory 737; refused as inconsistent",
    );
  });

  it("refuses an entry whose real size is not the declared one", () => {
    const e = refusal(() => readZipEntry(fixture("size-lies.zip"), ENTRY, ARTIFACT_LIMITS));
    expect(e.code).toBe("invalid");
    expect(e.message).toBe(
      "entry flakeharden-report.json inflates to 2799 bytes but its headers declare 100; refused as inconsistent",
    );
  });
});

describe("readZipEntry bounds", () => {
  const big = 1024 * 1024;

  it("refuses the normal zip past a small compressed bound", () => {
    const e = refusal(() =>
      readZipEntry(fixture("report.zip"), ENTRY, { maxCompressed: 512, maxUncompressed: big }),
    );
    expect(e.code).toBe("too-large");
    expect(e.message).toBe("zip is 881 bytes (allowed: at most 512 bytes); refused");
  });

  it("refuses the normal zip past a small uncompressed bound", () => {
    const limits: ArtifactLimits = { maxCompressed: big, maxUncompressed: 2048 };
    const e = refusal(() => readZipEntry(fixture("report.zip"), ENTRY, limits));
    expect(e.code).toBe("too-large");
    expect(e.message).toBe(
      "entry flakeharden-report.json declares 2799 bytes uncompressed (allowed: at most 2 KiB); refused as a possible zip bomb",
    );
    // A stored entry too.
    expect(refusal(() => readZipEntry(fixture("report-stored.zip"), ENTRY, limits)).code).toBe("too-large");
  });

  it("stops inflating at the bound when the declared size is under it", () => {
    // size-lies declares 100 bytes; the data inflates to 2799.
    const e = refusal(() =>
      readZipEntry(fixture("size-lies.zip"), ENTRY, { maxCompressed: big, maxUncompressed: 1000 }),
    );
    expect(e.code).toBe("too-large");
    expect(e.message).toBe(
      "entry flakeharden-report.json inflates beyond 1000 bytes (allowed: at most 1000 bytes); refused as a possible zip bomb",
    );
  });

  it("accepts the report at exactly its size", () => {
    const bytes = readZipEntry(fixture("report.zip"), ENTRY, { maxCompressed: 881, maxUncompressed: 2799 });
    expect(bytes.length).toBe(2799);
  });
});

describe("readZipEntry integrity", () => {
  it("detects a flipped byte in stored data by its CRC-32", () => {
    const zip = fixture("report-stored.zip");
    const { dataStart } = layout(zip);
    flip(zip, dataStart + 100);
    const e = refusal(() => readZipEntry(zip, ENTRY, ARTIFACT_LIMITS));
    expect(e.code).toBe("invalid");
    expect(e.message).toMatch(
      /^entry flakeharden-report\.json: CRC-32 0x[0-9a-f]{8} of the extracted data does not match the declared 0xc32a3e47; the zip is corrupt or was tampered with$/,
    );
  });

  it("detects a CRC-32 changed in both headers of the deflated zip", () => {
    const zip = fixture("report.zip");
    const { view, cd } = layout(zip);
    view.setUint32(14, 0xdeadbeef, true);
    view.setUint32(cd + 16, 0xdeadbeef, true);
    const e = refusal(() => readZipEntry(zip, ENTRY, ARTIFACT_LIMITS));
    expect(e.message).toBe(
      "entry flakeharden-report.json: CRC-32 0xc32a3e47 of the extracted data does not match the declared 0xdeadbeef; the zip is corrupt or was tampered with",
    );
  });

  it("detects a flipped byte in the normal (deflated) zip's data by its CRC-32", () => {
    const zip = fixture("report.zip");
    const { dataStart, compressed } = layout(zip);
    flip(zip, dataStart + Math.floor(compressed / 2));
    const e = refusal(() => readZipEntry(zip, ENTRY, ARTIFACT_LIMITS));
    expect(e.code).toBe("invalid");
    expect(e.message).toMatch(
      /^entry flakeharden-report\.json: CRC-32 0x[0-9a-f]{8} of the extracted data does not match the declared 0xc32a3e47; the zip is corrupt or was tampered with$/,
    );
  });

  it("refuses a cut deflate stream", () => {
    const zip = fixture("report.zip");
    const { dataStart, compressed } = layout(zip);
    // Zero the second half of the data: an invalid or early-ended stream, never the report.
    zip.fill(0, dataStart + Math.floor(compressed / 2), dataStart + compressed);
    const e = refusal(() => readZipEntry(zip, ENTRY, ARTIFACT_LIMITS));
    expect(e.code).toBe("invalid");
    expect(e.message).toMatch(
      /^entry flakeharden-report\.json: the deflate data is corrupt \(.+\); allowed: a valid deflate stream$/,
    );
  });

  it("refuses Zip64", () => {
    const zip = fixture("report.zip");
    const { view, eocd } = layout(zip);
    view.setUint16(eocd + 10, 0xffff, true);
    view.setUint16(eocd + 8, 0xffff, true);
    const e = refusal(() => readZipEntry(zip, ENTRY, ARTIFACT_LIMITS));
    expect(e.code).toBe("unsupported");
    expect(e.message).toMatch(/^zip uses Zip64 \(allowed: .*\); refused$/);
  });

  it("refuses a split zip", () => {
    const zip = fixture("report.zip");
    const { view, eocd } = layout(zip);
    view.setUint16(eocd + 4, 1, true);
    expect(refusal(() => readZipEntry(zip, ENTRY, ARTIFACT_LIMITS)).message).toBe(
      "zip is split over several disks (allowed: a single-file zip)",
    );
  });

  it("refuses a central directory listing too many entries", () => {
    const zip = fixture("report.zip");
    const { view, eocd } = layout(zip);
    view.setUint16(eocd + 8, MAX_ZIP_ENTRIES + 1, true);
    view.setUint16(eocd + 10, MAX_ZIP_ENTRIES + 1, true);
    const e = refusal(() => readZipEntry(zip, ENTRY, ARTIFACT_LIMITS));
    expect(e.code).toBe("too-large");
    expect(e.message).toBe(
      `zip lists ${MAX_ZIP_ENTRIES + 1} entries (allowed: at most ${MAX_ZIP_ENTRIES}); refused`,
    );
  });

  it("refuses an encrypted entry", () => {
    const zip = fixture("report.zip");
    const { view, cd } = layout(zip);
    view.setUint16(6, 1, true);
    view.setUint16(cd + 8, 1, true);
    expect(refusal(() => readZipEntry(zip, ENTRY, ARTIFACT_LIMITS)).message).toBe(
      "entry flakeharden-report.json is encrypted (allowed: an unencrypted entry)",
    );
  });

  it("refuses a local header offset that points nowhere", () => {
    const zip = fixture("report.zip");
    const { view, cd } = layout(zip);
    view.setUint32(cd + 42, 5, true);
    expect(refusal(() => readZipEntry(zip, ENTRY, ARTIFACT_LIMITS)).message).toMatch(
      /^entry flakeharden-report\.json: no local header at offset 5 /,
    );
  });

  it("looks for the end record only in the last 65,557 bytes, and only where its comment ends the file", () => {
    const zip = fixture("report.zip");
    const far = new Uint8Array(zip.length + 70_000);
    far.set(zip);
    expect(refusal(() => readZipEntry(far, ENTRY, ARTIFACT_LIMITS)).message).toMatch(
      /no end of central directory/,
    );
    const junk = new Uint8Array(zip.length + 10);
    junk.set(zip);
    expect(refusal(() => readZipEntry(junk, ENTRY, ARTIFACT_LIMITS)).message).toMatch(
      /no end of central directory/,
    );
    expect(refusal(() => readZipEntry(new Uint8Array(10), ENTRY, ARTIFACT_LIMITS)).message).toMatch(
      /^zip is 10 bytes, shorter than an empty zip/,
    );
  });

  it("the table CRC-32 agrees with zlib's", () => {
    expect(tableCrc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926);
    expect(tableCrc32(REPORT)).toBe(zlib.crc32(REPORT) >>> 0);
    expect(tableCrc32(REPORT)).toBe(0xc32a3e47);
  });
});

// ---------------------------------------------------------------------------------------------------
// downloadReportArtifact against a local server playing GitHub
// ---------------------------------------------------------------------------------------------------

interface Hit {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
}

interface Route {
  method: string;
  path: string;
  /** How many times the route must be hit. */
  times: number;
  handle(res: ServerResponse, req: IncomingMessage): void;
}

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function fakeGitHub(routes: (base: string) => Route[]) {
  const hits: Hit[] = [];
  let table: Route[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    hits.push({
      method: req.method ?? "",
      path: url.pathname,
      query: url.searchParams,
      authorization: req.headers.authorization,
    });
    const route = table.find((r) => r.method === req.method && r.path === url.pathname);
    if (!route) {
      res.writeHead(404, { "content-type": "application/json" }).end('{"message":"Not Found"}');
      return;
    }
    route.handle(res, req);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  table = routes(base);
  servers.push({
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  const octokit = new ProbotOctokit({
    auth: { token: "ghs_installation" },
    baseUrl: base,
    throttle: { enabled: false },
    retry: { enabled: false },
  });
  return {
    base,
    octokit,
    hits,
    /** Every route hit exactly as often as it says, and nothing else requested. */
    expectConsumed() {
      const counts = table.map((r) => hits.filter((h) => h.method === r.method && h.path === r.path).length);
      expect(counts).toEqual(table.map((r) => r.times));
      expect(hits.length).toBe(table.reduce((n, r) => n + r.times, 0));
    },
  };
}

const OWNER = "octo";
const REPO = "shop";
const RUN = 4242;
const LIST = `/repos/${OWNER}/${REPO}/actions/runs/${RUN}/artifacts`;
const zipPath = (id: number) => `/repos/${OWNER}/${REPO}/actions/artifacts/${id}/zip`;
const BLOB = "/blob/artifact.zip";

function artifact(id: number, size: number, extra: Partial<Record<string, unknown>> = {}) {
  return {
    id,
    node_id: `MDg6QXJ0aWZhY3Q${id}`,
    name: REPORT_ARTIFACT_NAME,
    size_in_bytes: size,
    url: `https://api.github.com/repos/${OWNER}/${REPO}/actions/artifacts/${id}`,
    archive_download_url: `https://api.github.com/repos/${OWNER}/${REPO}/actions/artifacts/${id}/zip`,
    expired: false,
    created_at: "2026-01-15T10:00:00Z",
    updated_at: "2026-01-15T10:00:00Z",
    expires_at: "2026-01-29T10:00:00Z",
    ...extra,
  };
}

function json(body: unknown) {
  return (res: ServerResponse) => {
    res.writeHead(200, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
  };
}

function list(...artifacts: unknown[]): Route {
  return {
    method: "GET",
    path: LIST,
    times: 1,
    handle: json({ total_count: artifacts.length, artifacts }),
  };
}

function redirect(base: string, id: number, times = 1): Route {
  return {
    method: "GET",
    path: zipPath(id),
    times,
    handle: (res) => {
      res.writeHead(302, { location: `${base}${BLOB}?sig=short-lived` }).end();
    },
  };
}

function blob(bytes: Uint8Array, times = 1, { chunked = false, status = 200 } = {}): Route {
  return {
    method: "GET",
    path: BLOB,
    times,
    handle: (res) => {
      if (chunked) {
        // No content-length: the size is only known by reading.
        res.writeHead(status, { "content-type": "application/zip" });
        for (let at = 0; at < bytes.length; at += 4096) res.write(bytes.subarray(at, at + 4096));
        res.end();
      } else {
        res
          .writeHead(status, { "content-type": "application/zip", "content-length": bytes.length })
          .end(bytes);
      }
    },
  };
}

const args = { owner: OWNER, repo: REPO, runId: RUN, name: REPORT_ARTIFACT_NAME, entry: ENTRY };

describe("downloadReportArtifact", () => {
  it("lists, follows the 302 itself and reads the report; the token never reaches the blob URL", async () => {
    const gh = await fakeGitHub((base) => [
      list(artifact(7, 881)),
      redirect(base, 7),
      blob(fixture("report.zip")),
    ]);
    const result = await downloadReportArtifact(gh.octokit, { ...args, limits: ARTIFACT_LIMITS });
    expect(result.found).toBe(true);
    if (!result.found) return;
    expect(result.artifactId).toBe(7);
    expect(Buffer.from(result.bytes).equals(Buffer.from(REPORT))).toBe(true);
    gh.expectConsumed();
    const [listHit, zipHit, blobHit] = gh.hits;
    expect(listHit?.query.get("name")).toBe(REPORT_ARTIFACT_NAME);
    expect(listHit?.authorization).toBe("token ghs_installation");
    expect(zipHit?.authorization).toBe("token ghs_installation");
    expect(blobHit?.query.get("sig")).toBe("short-lived");
    expect(blobHit?.authorization).toBeUndefined();
  });

  it("takes the newest unexpired artifact when several have the name", async () => {
    const gh = await fakeGitHub((base) => [
      list(
        artifact(5, 881, { created_at: "2026-01-15T09:00:00Z" }),
        artifact(9, 881, { created_at: "2026-01-15T12:00:00Z", expired: true }),
        artifact(8, 881, { created_at: "2026-01-15T11:00:00Z" }),
        artifact(6, 881, { name: "other-artifact", created_at: "2026-01-15T13:00:00Z" }),
      ),
      redirect(base, 8),
      blob(fixture("report-streamed.zip")),
    ]);
    const result = await downloadReportArtifact(gh.octokit, args);
    expect(result).toMatchObject({ found: true, artifactId: 8 });
    gh.expectConsumed();
  });

  it("answers found: false when the run has no such artifact, or only an expired one", async () => {
    const none = await fakeGitHub(() => [list()]);
    expect(await downloadReportArtifact(none.octokit, args)).toEqual({ found: false });
    none.expectConsumed();
    const expired = await fakeGitHub(() => [list(artifact(3, 881, { expired: true }))]);
    expect(await downloadReportArtifact(expired.octokit, args)).toEqual({ found: false });
    expired.expectConsumed();
  });

  it("refuses an artifact listed over the compressed bound without downloading it", async () => {
    const gh = await fakeGitHub((base) => [
      list(artifact(7, 11 * 1024 * 1024)),
      redirect(base, 7, 0),
      blob(REPORT, 0),
    ]);
    const e = await asyncRefusal(downloadReportArtifact(gh.octokit, { ...args, limits: ARTIFACT_LIMITS }));
    expect(e.code).toBe("too-large");
    expect(e.message).toBe(
      "artifact flakeharden-report (id 7) is 11534336 bytes (allowed: at most 10 MiB); refused without downloading",
    );
    gh.expectConsumed();
  });

  it("stops reading a blob that passes the compressed bound although the listed size was small", async () => {
    const limits = { maxCompressed: 8192, maxUncompressed: 1024 * 1024 };
    const gh = await fakeGitHub((base) => [
      list(artifact(7, 881)),
      redirect(base, 7),
      blob(fixture("bomb.zip"), 1, { chunked: true }),
    ]);
    const e = await asyncRefusal(downloadReportArtifact(gh.octokit, { ...args, limits }));
    expect(e.code).toBe("too-large");
    expect(e.message).toBe(
      "artifact flakeharden-report (id 7): the download passed 8192 bytes (allowed: at most 8 KiB); stopped and refused",
    );
    gh.expectConsumed();
  });

  it("refuses a blob whose content-length is over the bound without reading it", async () => {
    const limits = { maxCompressed: 8192, maxUncompressed: 1024 * 1024 };
    const gh = await fakeGitHub((base) => [
      list(artifact(7, 881)),
      redirect(base, 7),
      blob(fixture("bomb.zip")),
    ]);
    const e = await asyncRefusal(downloadReportArtifact(gh.octokit, { ...args, limits }));
    expect(e.message).toBe(
      "artifact flakeharden-report (id 7): the archive is 58388 bytes (allowed: at most 8 KiB); refused without reading it",
    );
    gh.expectConsumed();
  });

  it("refuses a zip bomb, naming the artifact", async () => {
    const gh = await fakeGitHub((base) => [
      list(artifact(7, 58388)),
      redirect(base, 7),
      blob(fixture("bomb-lying.zip")),
    ]);
    const e = await asyncRefusal(downloadReportArtifact(gh.octokit, { ...args, limits: ARTIFACT_LIMITS }));
    expect(e.code).toBe("too-large");
    expect(e.message).toBe(
      "artifact flakeharden-report: entry flakeharden-report.json inflates beyond 52428800 bytes (allowed: at most 50 MiB); refused as a possible zip bomb",
    );
    gh.expectConsumed();
  });

  it("refuses a forged zip with the reader's reason", async () => {
    const gh = await fakeGitHub((base) => [
      list(artifact(7, 1044)),
      redirect(base, 7),
      blob(fixture("duplicate.zip")),
    ]);
    const e = await asyncRefusal(downloadReportArtifact(gh.octokit, args));
    expect(e.message).toBe(
      "artifact flakeharden-report: zip holds 2 entries named flakeharden-report.json (allowed: exactly one); refused as ambiguous",
    );
    gh.expectConsumed();
  });

  it("reports a failing blob URL as a download error", async () => {
    const gh = await fakeGitHub((base) => [
      list(artifact(7, 881)),
      redirect(base, 7),
      blob(REPORT, 1, { status: 403 }),
    ]);
    const e = await asyncRefusal(downloadReportArtifact(gh.octokit, args));
    expect(e.code).toBe("download");
    expect(e.message).toBe("artifact flakeharden-report (id 7): the archive URL answered 403");
    gh.expectConsumed();
  });

  it("reads a zip served directly by the API (no redirect), still bounded", async () => {
    const zip = fixture("report.zip");
    const gh = await fakeGitHub(() => [
      { ...list(artifact(7, 881)), times: 2 },
      {
        method: "GET",
        path: zipPath(7),
        times: 2,
        handle: (res) => {
          res.writeHead(200, { "content-type": "application/zip" });
          res.write(zip.subarray(0, 400));
          res.end(zip.subarray(400));
        },
      },
    ]);
    const ok = await downloadReportArtifact(gh.octokit, args);
    expect(ok).toMatchObject({ found: true, artifactId: 7 });
    const e = await asyncRefusal(
      downloadReportArtifact(gh.octokit, { ...args, limits: { maxCompressed: 881, maxUncompressed: 100 } }),
    );
    expect(e.message).toBe(
      "artifact flakeharden-report: entry flakeharden-report.json declares 2799 bytes uncompressed (allowed: at most 100 bytes); refused as a possible zip bomb",
    );
    gh.expectConsumed();
  });

  it("gives up on a blob that stalls, by the signal", async () => {
    const gh = await fakeGitHub((base) => [
      list(artifact(7, 881)),
      redirect(base, 7),
      {
        method: "GET",
        path: BLOB,
        times: 1,
        handle: (res) => {
          res.writeHead(200, { "content-type": "application/zip" });
          res.write(fixture("report.zip").subarray(0, 100)); // and never the rest
        },
      },
    ]);
    // The signal fires once the blob's headers have arrived and its body stalls: an event, not a clock.
    const stop = new AbortController();
    const fetchThenStop: typeof fetch = async (url, init) => {
      const response = await fetch(url, init);
      stop.abort(new Error("stalled"));
      return response;
    };
    const e = await asyncRefusal(
      downloadReportArtifact(gh.octokit, { ...args, signal: stop.signal, fetch: fetchThenStop }),
    );
    expect(e.code).toBe("download");
    expect(e.message).toMatch(/^artifact flakeharden-report \(id 7\): reading the archive failed \(.+\)$/);
    gh.expectConsumed();
  });

  it("lets API errors through as they are (not an artifact problem)", async () => {
    const gh = await fakeGitHub(() => []);
    await expect(downloadReportArtifact(gh.octokit, args)).rejects.toMatchObject({ status: 404 });
    expect(gh.hits.map((h) => h.path)).toEqual([LIST]);
  });
});
