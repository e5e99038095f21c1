// A frame in build output (`dist/x.js:29:16`) traced through the source map its file names, when the workspace
// holds both: the line in the source a person edits. Pure: files are read through the workspace's reader, sizes are
// bounded, and a map or source outside the workspace is never followed.
import { AnyMap, type TraceMap, originalPositionFor } from "@jridgewell/trace-mapping";

/** Reads a workspace file (repository-relative path): its text, or null when missing or larger than `maxBytes`. */
export type ReadFile = (file: string, maxBytes: number) => string | null;

/** The largest generated file read for its `sourceMappingURL` comment (an inline map included). */
export const MAX_GENERATED_BYTES = 16 * 1024 * 1024;
/** The largest `.map` file read. */
export const MAX_MAP_BYTES = 16 * 1024 * 1024;
/** At most this many generated files are read in one analysis (each once). */
export const MAX_MAPPED_FILES = 32;

/** Per analysis: each generated file's map (null: none, unreadable, or outside the workspace). */
export type SourceMapCache = Map<string, { map: TraceMap; via: string } | null>;

/** A position in a source, as the map names it (resolved against the map's own path), 1-based line and column. */
export interface Traced {
  source: string;
  line: number;
  column: number | null;
  /** The file whose map was used (`dist/price.js.map`, or the generated file for an inline map). */
  via: string;
}

// `//# sourceMappingURL=…` (or the old `//@`), and the CSS form `/*# sourceMappingURL=… */`.
const COMMENT = /[#@] sourceMappingURL=([^\s*'"]{1,100000})/;

/** `dir/../x` → `x`; null when the path climbs out of the workspace or is absolute or a URL. */
function inside(path: string): string | null {
  if (/^[A-Za-z][A-Za-z0-9+.-]{0,20}:/.test(path) || path.startsWith("/") || path.startsWith("\\"))
    return null;
  const out: string[] = [];
  for (const seg of path.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(seg);
  }
  return out.join("/");
}

const dirOf = (p: string) => (p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : "");

/** The JSON of a `data:` URL (base64 or percent-encoded), or null. */
function dataUrl(url: string): string | null {
  const comma = url.indexOf(",");
  if (comma < 0) return null;
  const meta = url.slice(5, comma);
  const body = url.slice(comma + 1);
  try {
    return meta.endsWith(";base64") ? Buffer.from(body, "base64").toString("utf8") : decodeURIComponent(body);
  } catch {
    return null;
  }
}

/** The source map of the generated file `file` (a workspace path), read once per analysis. */
function mapOf(file: string, read: ReadFile, cache: SourceMapCache): { map: TraceMap; via: string } | null {
  const cached = cache.get(file);
  if (cached !== undefined) return cached;
  if (cache.size >= MAX_MAPPED_FILES) return null;
  let found: { map: TraceMap; via: string } | null = null;
  try {
    const text = read(file, MAX_GENERATED_BYTES);
    // The comment is the file's last: look only at its tail (an inline map can be most of the file).
    const at =
      text === null
        ? -1
        : Math.max(text.lastIndexOf("# sourceMappingURL="), text.lastIndexOf("@ sourceMappingURL="));
    const url = text !== null && at > 0 ? COMMENT.exec(text.slice(at - 1, at + 100_020))?.[1] : undefined;
    if (url !== undefined && text !== null) {
      let json: string | null = null;
      let via: string | null = null;
      if (url.startsWith("data:")) {
        json = dataUrl(url);
        via = file;
      } else {
        let rel: string;
        try {
          rel = decodeURIComponent(url.split(/[?#]/)[0] ?? "");
        } catch {
          rel = "";
        }
        via = rel ? inside(dirOf(file) ? `${dirOf(file)}/${rel}` : rel) : null;
        json = via ? read(via, MAX_MAP_BYTES) : null;
      }
      if (json !== null && via !== null) found = { map: AnyMap(json, via), via };
    }
  } catch {
    found = null; // not JSON, not a source map: no mapping
  }
  cache.set(file, found);
  return found;
}

/**
 * The source position of `line:column` (1-based, as V8 prints them) of the generated file `file`, or null when the
 * file carries no map, the map has no segment there, or the source lies outside the workspace.
 */
export function traceGenerated(
  file: string,
  at: { line: number; column: number | null },
  read: ReadFile,
  cache: SourceMapCache,
): Traced | null {
  const found = mapOf(file, read, cache);
  if (!found) return null;
  const pos = originalPositionFor(found.map, {
    line: at.line,
    column: at.column === null ? 0 : Math.max(0, at.column - 1),
  });
  if (pos.source === null || pos.line === null) return null;
  // Sources resolve against the map's workspace path; one that climbs out (or is absolute) is left as printed
  // for the caller's checks against the file list (a checkout path, `webpack://`).
  const source = inside(pos.source) ?? pos.source;
  return { source, line: pos.line, column: pos.column === null ? null : pos.column + 1, via: found.via };
}

/** An empty cache, for one analysis. */
export const sourceMapCache = (): SourceMapCache => new Map();
