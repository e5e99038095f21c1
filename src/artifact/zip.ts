// A zip reader for one entry of an untrusted archive (the report artifact a fork's workflow may have
// uploaded). It extracts exactly one entry and refuses everything it does not need (Zip64, split archives,
// encryption, methods other than stored and deflate, duplicate names, headers that disagree), inflates with
// a hard output bound so a zip bomb is refused and never unpacked, and checks the real output length and
// CRC-32 instead of trusting headers.
//
// Hand-written rather than a library: the well-kept readers (yauzl, fflate, adm-zip, jszip) do not check an
// entry's CRC-32, nor that the local header agrees with the central directory, nor bound the inflated output
// while inflating (test/app/artifact.test.ts checks each), and the downloader needs only this one entry.
import * as zlib from "node:zlib";

export interface ArtifactLimits {
  /** Bytes of the zip (and therefore of any compressed entry in it). */
  maxCompressed: number;
  /** Bytes of the extracted entry. */
  maxUncompressed: number;
}

/** Central directory entries read at most; the artifact holds one file. */
export const MAX_ZIP_ENTRIES = 1000;

/**
 * `too-large`: a size bound was exceeded; `invalid`: the zip is malformed, inconsistent or ambiguous;
 * `unsupported`: a zip feature this reader refuses; `missing-entry`: no entry of the expected name;
 * `download`: the download itself failed (blob status, redirect, timeout, unexpected API answer).
 */
export type ArtifactErrorCode = "too-large" | "invalid" | "unsupported" | "missing-entry" | "download";

export class ArtifactError extends Error {
  override name = "ArtifactError";
  constructor(
    readonly code: ArtifactErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** `50 MiB`, `512 KiB` or `1234 bytes`. */
export function human(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

const hex = (n: number) => `0x${(n >>> 0).toString(16).padStart(8, "0")}`;

/** An untrusted name, quoted and cut short, for error messages. */
function quote(name: string): string {
  return JSON.stringify(name.length > 100 ? `${name.slice(0, 100)}…` : name);
}

// ---------------------------------------------------------------------------------------------------
// CRC-32
// ---------------------------------------------------------------------------------------------------

let TABLE: Uint32Array | undefined;

/** CRC-32 (IEEE 802.3, as in zip) by table; used where `zlib.crc32` (Node ≥ 20.15 / 22.2) is missing. */
export function tableCrc32(data: Uint8Array): number {
  if (!TABLE) {
    TABLE = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      TABLE[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) crc = TABLE[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function crc32(data: Uint8Array): number {
  return typeof zlib.crc32 === "function" ? zlib.crc32(data) >>> 0 : tableCrc32(data);
}

// ---------------------------------------------------------------------------------------------------
// ZIP reader
// ---------------------------------------------------------------------------------------------------

const SIG_EOCD = 0x06054b50;
const SIG_ZIP64_LOCATOR = 0x07064b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_LOCAL = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
/** The EOCD record plus the longest comment it can carry. */
const EOCD_SEARCH = EOCD_SIZE + 0xffff;

const METHOD_NAMES: Record<number, string> = {
  1: "shrink",
  6: "implode",
  9: "deflate64",
  12: "bzip2",
  14: "lzma",
  93: "zstd",
  95: "xz",
  98: "ppmd",
  99: "AES encryption",
};

const FLAG_ENCRYPTED = 1 << 0;
const FLAG_DATA_DESCRIPTOR = 1 << 3;
const FLAG_STRONG_ENCRYPTION = 1 << 6;
const FLAG_MASKED_HEADERS = 1 << 13;

interface CentralEntry {
  nameBytes: Uint8Array;
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

const utf8 = new TextDecoder("utf-8");

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function zip64(): ArtifactError {
  return new ArtifactError(
    "unsupported",
    "zip uses Zip64 (allowed: a plain zip under 4 GiB with fewer than 65535 entries); refused",
  );
}

/** The End Of Central Directory record: searched for in the last 65,557 bytes only. */
function findEocd(zip: Uint8Array, view: DataView): number {
  const lowest = Math.max(0, zip.length - EOCD_SEARCH);
  for (let pos = zip.length - EOCD_SIZE; pos >= lowest; pos--) {
    if (view.getUint32(pos, true) !== SIG_EOCD) continue;
    // The comment must run exactly to the end of the file: a signature inside a comment or inside
    // compressed data does not count.
    if (pos + EOCD_SIZE + view.getUint16(pos + 20, true) === zip.length) return pos;
  }
  throw new ArtifactError(
    "invalid",
    `zip has no end of central directory record in its last ${EOCD_SEARCH} bytes (allowed: a complete zip file); it is truncated or not a zip`,
  );
}

function readCentralDirectory(zip: Uint8Array, view: DataView, eocd: number): CentralEntry[] {
  const disk = view.getUint16(eocd + 4, true);
  const cdDisk = view.getUint16(eocd + 6, true);
  const entriesOnDisk = view.getUint16(eocd + 8, true);
  const total = view.getUint16(eocd + 10, true);
  const cdSize = view.getUint32(eocd + 12, true);
  const cdOffset = view.getUint32(eocd + 16, true);
  if (
    total === 0xffff ||
    entriesOnDisk === 0xffff ||
    cdSize === 0xffffffff ||
    cdOffset === 0xffffffff ||
    (eocd >= 20 && view.getUint32(eocd - 20, true) === SIG_ZIP64_LOCATOR)
  ) {
    throw zip64();
  }
  if (disk !== 0 || cdDisk !== 0 || entriesOnDisk !== total) {
    throw new ArtifactError("unsupported", "zip is split over several disks (allowed: a single-file zip)");
  }
  if (total > MAX_ZIP_ENTRIES) {
    throw new ArtifactError(
      "too-large",
      `zip lists ${total} entries (allowed: at most ${MAX_ZIP_ENTRIES}); refused`,
    );
  }
  if (cdOffset + cdSize > eocd || cdSize < total * CENTRAL_SIZE) {
    throw new ArtifactError(
      "invalid",
      `zip central directory (${cdSize} bytes at offset ${cdOffset}, ${total} entries) does not fit before its end record at ${eocd}; the zip is corrupt`,
    );
  }
  const entries: CentralEntry[] = [];
  let pos = cdOffset;
  const end = cdOffset + cdSize;
  for (let i = 0; i < total; i++) {
    if (pos + CENTRAL_SIZE > end || view.getUint32(pos, true) !== SIG_CENTRAL) {
      throw new ArtifactError(
        "invalid",
        `zip central directory entry ${i + 1} of ${total} at offset ${pos} is missing or has a bad signature; the zip is corrupt`,
      );
    }
    const nameLength = view.getUint16(pos + 28, true);
    const extraLength = view.getUint16(pos + 30, true);
    const commentLength = view.getUint16(pos + 32, true);
    const next = pos + CENTRAL_SIZE + nameLength + extraLength + commentLength;
    if (next > end) {
      throw new ArtifactError(
        "invalid",
        `zip central directory entry ${i + 1} of ${total} runs past the central directory; the zip is corrupt`,
      );
    }
    const nameBytes = zip.subarray(pos + CENTRAL_SIZE, pos + CENTRAL_SIZE + nameLength);
    entries.push({
      nameBytes,
      name: utf8.decode(nameBytes),
      flags: view.getUint16(pos + 8, true),
      method: view.getUint16(pos + 10, true),
      crc: view.getUint32(pos + 16, true),
      compressedSize: view.getUint32(pos + 20, true),
      uncompressedSize: view.getUint32(pos + 24, true),
      localOffset: view.getUint32(pos + 42, true),
    });
    pos = next;
  }
  if (pos !== end) {
    throw new ArtifactError(
      "invalid",
      `zip central directory declares ${cdSize} bytes but its ${total} entries take ${pos - cdOffset}; the zip is corrupt`,
    );
  }
  return entries;
}

/**
 * The bytes of the entry `entryName` of `zip`, which must hold exactly one entry of that name, stored
 * (method 0) or deflated (method 8), within `limits`. Every refusal is an `ArtifactError` saying what was
 * wrong and what is allowed.
 */
export function readZipEntry(zip: Uint8Array, entryName: string, limits: ArtifactLimits): Uint8Array {
  const entry = `entry ${entryName}`;
  if (zip.length > limits.maxCompressed) {
    throw new ArtifactError(
      "too-large",
      `zip is ${zip.length} bytes (allowed: at most ${human(limits.maxCompressed)}); refused`,
    );
  }
  if (zip.length < EOCD_SIZE) {
    throw new ArtifactError(
      "invalid",
      `zip is ${zip.length} bytes, shorter than an empty zip (allowed: a complete zip file); it is truncated or not a zip`,
    );
  }
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const eocd = findEocd(zip, view);
  const entries = readCentralDirectory(zip, view, eocd);
  const cdOffset = view.getUint32(eocd + 16, true);

  const wanted = new TextEncoder().encode(entryName);
  const matches = entries.filter((e) => sameBytes(e.nameBytes, wanted));
  if (matches.length === 0) {
    const names = entries.slice(0, 5).map((e) => quote(e.name));
    const more = entries.length > 5 ? ` and ${entries.length - 5} more` : "";
    throw new ArtifactError(
      "missing-entry",
      `zip has no ${entry} (it holds ${entries.length === 0 ? "no entries" : names.join(", ") + more}); allowed: exactly one entry named ${entryName}`,
    );
  }
  if (matches.length > 1) {
    throw new ArtifactError(
      "invalid",
      `zip holds ${matches.length} entries named ${entryName} (allowed: exactly one); refused as ambiguous`,
    );
  }
  const e = matches[0]!;

  if (e.flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION | FLAG_MASKED_HEADERS)) {
    throw new ArtifactError("unsupported", `${entry} is encrypted (allowed: an unencrypted entry)`);
  }
  if (e.method !== 0 && e.method !== 8) {
    const known = METHOD_NAMES[e.method];
    throw new ArtifactError(
      "unsupported",
      `${entry} uses compression method ${e.method}${known ? ` (${known})` : ""} (allowed: 0 stored, 8 deflate)`,
    );
  }
  if (e.compressedSize === 0xffffffff || e.uncompressedSize === 0xffffffff || e.localOffset === 0xffffffff) {
    throw zip64();
  }
  if (e.uncompressedSize > limits.maxUncompressed) {
    throw new ArtifactError(
      "too-large",
      `${entry} declares ${e.uncompressedSize} bytes uncompressed (allowed: at most ${human(limits.maxUncompressed)}); refused as a possible zip bomb`,
    );
  }

  // The local header must exist, before the central directory, and agree with the central directory.
  const lh = e.localOffset;
  if (lh + LOCAL_SIZE > cdOffset || view.getUint32(lh, true) !== SIG_LOCAL) {
    throw new ArtifactError(
      "invalid",
      `${entry}: no local header at offset ${lh} (allowed: a local header before the central directory at ${cdOffset}); the zip is corrupt`,
    );
  }
  const localFlags = view.getUint16(lh + 6, true);
  const localMethod = view.getUint16(lh + 8, true);
  const localNameLength = view.getUint16(lh + 26, true);
  const localExtraLength = view.getUint16(lh + 28, true);
  const dataStart = lh + LOCAL_SIZE + localNameLength + localExtraLength;
  if (
    dataStart > cdOffset ||
    !sameBytes(zip.subarray(lh + LOCAL_SIZE, lh + LOCAL_SIZE + localNameLength), e.nameBytes)
  ) {
    throw new ArtifactError(
      "invalid",
      `${entry}: the local header's name does not match the central directory's; refused as inconsistent`,
    );
  }
  if (localMethod !== e.method || (localFlags & FLAG_ENCRYPTED) !== (e.flags & FLAG_ENCRYPTED)) {
    throw new ArtifactError(
      "invalid",
      `${entry}: the local header declares method ${localMethod} and flags ${localFlags} but the central directory method ${e.method} and flags ${e.flags}; refused as inconsistent`,
    );
  }
  // With a data descriptor (bit 3, as streaming writers like actions/upload-artifact produce) the local
  // header may leave the CRC and sizes at zero; any value it does give must still agree.
  const descriptor = (localFlags & FLAG_DATA_DESCRIPTOR) !== 0;
  const fields: [string, number, number][] = [
    ["CRC-32", view.getUint32(lh + 14, true), e.crc],
    ["compressed size", view.getUint32(lh + 18, true), e.compressedSize],
    ["uncompressed size", view.getUint32(lh + 22, true), e.uncompressedSize],
  ];
  for (const [what, local, central] of fields) {
    if (local === central || (descriptor && local === 0)) continue;
    const show = (n: number) => (what === "CRC-32" ? hex(n) : String(n));
    throw new ArtifactError(
      "invalid",
      `${entry}: the local header declares ${what} ${show(local)} but the central directory ${show(central)}; refused as inconsistent`,
    );
  }
  const dataEnd = dataStart + e.compressedSize;
  if (dataEnd > cdOffset) {
    throw new ArtifactError(
      "invalid",
      `${entry}: ${e.compressedSize} bytes of data at offset ${dataStart} run into the central directory at ${cdOffset}; the zip is corrupt`,
    );
  }
  const data = zip.subarray(dataStart, dataEnd);

  let out: Uint8Array;
  if (e.method === 0) {
    out = data.slice();
  } else {
    try {
      out = zlib.inflateRawSync(data, { maxOutputLength: limits.maxUncompressed + 1 });
    } catch (error) {
      if ((error as { code?: unknown }).code === "ERR_BUFFER_TOO_LARGE") {
        throw new ArtifactError(
          "too-large",
          `${entry} inflates beyond ${limits.maxUncompressed} bytes (allowed: at most ${human(limits.maxUncompressed)}); refused as a possible zip bomb`,
          { cause: error },
        );
      }
      throw new ArtifactError(
        "invalid",
        `${entry}: the deflate data is corrupt (${(error as Error).message}); allowed: a valid deflate stream`,
        { cause: error },
      );
    }
  }
  // Never trust the declared sizes: check what actually came out.
  if (out.length > limits.maxUncompressed) {
    throw new ArtifactError(
      "too-large",
      `${entry} inflates beyond ${limits.maxUncompressed} bytes (allowed: at most ${human(limits.maxUncompressed)}); refused as a possible zip bomb`,
    );
  }
  if (out.length !== e.uncompressedSize) {
    throw new ArtifactError(
      "invalid",
      `${entry} ${e.method === 0 ? "holds" : "inflates to"} ${out.length} bytes but its headers declare ${e.uncompressedSize}; refused as inconsistent`,
    );
  }
  const actual = crc32(out);
  if (actual !== e.crc >>> 0) {
    throw new ArtifactError(
      "invalid",
      `${entry}: CRC-32 ${hex(actual)} of the extracted data does not match the declared ${hex(e.crc)}; the zip is corrupt or was tampered with`,
    );
  }
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}
