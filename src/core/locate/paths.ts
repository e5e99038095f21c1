// Maps the paths tools print onto the repository's file list, so nobody is sent to a file that is not there.
import type { Location } from "../schema.js";
import { LIMITS } from "../limits.js";
import { type RawFrame, isForeignPath } from "../extract/types.js";
import { type ReadFile, type SourceMapCache, sourceMapCache, traceGenerated } from "./sourcemap.js";

export interface Workspace {
  /** Repository-relative paths with `/` separators (`git ls-files`). */
  files: readonly string[];
  /** Absolute path of the workspace when known (maps absolute paths printed on this machine). */
  root?: string | null;
  /** Number of lines of a repository file, when the shell can tell (verifies printed line numbers). */
  lineCount?: (file: string) => number | null;
  /**
   * Text of a workspace file (repository-relative, build output included), or null when it is missing, outside the
   * workspace or larger than `maxBytes`: source maps of build output are read through it, only for frames there.
   */
  readFile?: ReadFile;
}

export interface FileIndex {
  files: ReadonlySet<string>;
  byBase: ReadonlyMap<string, readonly string[]>;
  root: string | null;
  lineCount: ((file: string) => number | null) | null;
  /** The repository folder relative paths were printed from (the command's directory), when not the root. */
  base?: string | null;
  readFile?: ReadFile | null;
  /** Source maps read so far (one analysis). */
  sourceMaps?: SourceMapCache;
}

const basename = (p: string) => p.slice(p.lastIndexOf("/") + 1);
const dirname = (p: string) => (p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : "");
const stem = (p: string) => {
  const b = basename(p);
  const dot = b.indexOf(".");
  return dot > 0 ? b.slice(0, dot) : b;
};

export function indexWorkspace(ws: Workspace): FileIndex {
  const byBase = new Map<string, string[]>();
  const files = new Set<string>();
  for (const raw of ws.files) {
    const f = raw.replace(/\\/g, "/").replace(/^\.\//, "");
    files.add(f);
    const b = basename(f);
    const list = byBase.get(b);
    if (list) list.push(f);
    else byBase.set(b, [f]);
  }
  const root = ws.root ? clean(ws.root).path.replace(/\/+$/, "") : null;
  return {
    files,
    byBase,
    root,
    lineCount: ws.lineCount ?? null,
    readFile: ws.readFile ?? null,
    sourceMaps: sourceMapCache(),
  };
}

// Where hosted and self-hosted runners, containers and CI services check repositories out.
const RUNNER_PREFIXES: readonly RegExp[] = [
  /^\/home\/runner\/work\/[^/]{1,200}\/[^/]{1,200}\//,
  /^\/Users\/runner\/work\/[^/]{1,200}\/[^/]{1,200}\//,
  /^[A-Za-z]:\/a\/[^/]{1,200}\/[^/]{1,200}\//,
  /^\/__w\/[^/]{1,200}\/[^/]{1,200}\//,
  /^\/github\/workspace\//,
  /^\/builds\/[^/]{1,200}\/[^/]{1,200}\//,
  /^\/workspace\//,
  /^\/app\//,
  /^\/src\//,
];

/** Normalizes a printed path: URL schemes, Windows separators, `./` and `..` segments. */
function clean(printed: string): { path: string; transformed: boolean } {
  let p = printed.trim().replace(/^["'`(]+|["'`)]+$/g, "");
  const original = p;
  if (p.startsWith("file://")) {
    p = p.slice(7);
    try {
      p = decodeURIComponent(p);
    } catch {
      // keep it as printed
    }
    if (/^\/[A-Za-z]:\//.test(p)) p = p.slice(1);
  }
  if (p.startsWith("webpack://")) p = p.slice(10).replace(/^[^/]{0,200}\//, "");
  p = p.replace(/\\/g, "/");
  const q = p.indexOf("?");
  if (q > 0) p = p.slice(0, q);
  const abs = p.startsWith("/") ? "/" : /^[A-Za-z]:\//.test(p) ? p.slice(0, 3) : "";
  const out: string[] = [];
  for (const seg of p.slice(abs.length).split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") {
      if (out.length > 0 && out[out.length - 1] !== "..") out.pop();
      else if (!abs) out.push("..");
      continue;
    }
    out.push(seg);
  }
  const path = abs + out.join("/");
  return { path, transformed: path !== original.replace(/^\.\//, "") };
}

/** A printed frame's location, as resolved: the file found (or null), how, the candidates and a note. */
function location(
  f: RawFrame,
  found: { file: string | null; status: Location["status"]; candidates: string[]; note: string | null },
): Location {
  return {
    printed: f.path.slice(0, LIMITS.path),
    file: found.file,
    // A line 0 is no line; a column 0 is a 0-based column's first (esbuild's `file:5:0: ERROR`, as vitest prints a
    // transform error): the report's columns are 1-based.
    line: f.line !== null && f.line > 0 ? f.line : null,
    column: f.column !== null && f.column < 1 ? 1 : f.column,
    status: found.status,
    candidates: found.candidates.slice(0, LIMITS.candidates),
    note: found.note ? found.note.slice(0, LIMITS.message) : null,
  };
}

/** Files that end with the longest possible suffix of `segs`, and how many segments matched. */
function suffixMatches(index: FileIndex, segs: readonly string[]): { matches: string[]; matched: number } {
  const base = segs[segs.length - 1] ?? "";
  const sameBase = index.byBase.get(base) ?? [];
  if (sameBase.length === 0) return { matches: [], matched: 0 };
  for (let i = 0; i < segs.length; i++) {
    const suffix = segs.slice(i).join("/");
    const matches = sameBase.filter((f) => f === suffix || f.endsWith(`/${suffix}`));
    if (matches.length > 0) return { matches, matched: segs.length - i };
  }
  return { matches: [], matched: 0 };
}

function closest(index: FileIndex, path: string): string[] {
  const b = basename(path);
  const same = index.byBase.get(b) ?? [];
  if (same.length > 0) return [...same].sort().slice(0, LIMITS.candidates);
  const s = stem(path).toLowerCase();
  const out: string[] = [];
  if (s.length >= 2) {
    for (const [base, list] of index.byBase) {
      if (stem(base).toLowerCase() === s) out.push(...list);
      if (out.length >= LIMITS.candidates) break;
    }
  }
  if (out.length === 0) {
    const dir = dirname(path);
    if (dir)
      for (const f of index.files) if (dirname(f) === dir && out.length < LIMITS.candidates) out.push(f);
  }
  return out.sort().slice(0, LIMITS.candidates);
}

/**
 * A note when a printed line is past the end of the file (its lines counted by the shell): the runner printed the
 * line of other code than the file holds (ts-jest with `sourceMap: false` prints the compiled JavaScript's lines:
 * `Service.spec.ts:217` in a file of 206 lines). Null otherwise.
 */
function checkLine(index: FileIndex, file: string, line: number | null): string | null {
  if (line === null || !index.lineCount) return null;
  const n = index.lineCount(file);
  if (n === null || line <= n) return null;
  return `line ${line} is past the end of ${file} (${n} lines)`;
}

/**
 * `f` without its line and column when the line is past the end of `file` (checkLine's note): no line a person
 * could open, and no exact location. The file stays; a test's declaration may give the line (atDeclarationLine).
 */
const withinFile = (f: RawFrame, past: string | null): RawFrame =>
  past === null ? f : { ...f, line: null, column: null };

/** Resolves one printed path against the repository. */
export function resolvePath(index: FileIndex, f: RawFrame, dirHint?: string): Location {
  const { path, transformed } = clean(f.path);
  const isAbs = path.startsWith("/") || /^[A-Za-z]:\//.test(path);
  const done = (file: string, status: Location["status"], note: string | null, candidates: string[] = []) => {
    const past = checkLine(index, file, f.line);
    return location(withinFile(f, past), {
      file,
      status,
      candidates,
      note: [note, past].filter(Boolean).join("; ") || null,
    });
  };

  if (!isAbs && index.base) {
    // Printed by a command that ran in a folder: relative to that folder first.
    const inBase = clean(`${index.base}/${path}`).path;
    if (!inBase.startsWith("../") && index.files.has(inBase)) return done(inBase, "mapped", null);
  }
  if (!isAbs && dirHint) {
    // Printed relative to the folder the tool ran in (a package of a monorepo, an MSBuild project).
    const hint = workspaceRelative(index, dirHint);
    const inHint = hint ? clean(`${hint}/${path}`).path : null;
    if (inHint && !inHint.startsWith("../") && index.files.has(inHint)) return done(inHint, "mapped", null);
  }
  if (!isAbs && index.files.has(path)) return done(path, transformed ? "mapped" : "exact", null);
  if (isAbs) {
    if (index.root && path.startsWith(`${index.root}/`)) {
      const rel = path.slice(index.root.length + 1);
      if (index.files.has(rel)) return done(rel, "mapped", null);
    }
    for (const re of RUNNER_PREFIXES) {
      const m = re.exec(path);
      if (m) {
        const rel = path.slice(m[0].length);
        if (index.files.has(rel)) return done(rel, "mapped", null);
      }
    }
  }
  const segs = path.split("/").filter((s) => s !== "" && s !== ".." && !/^[A-Za-z]:$/.test(s));
  const found = suffixMatches(index, segs);
  // A bare file name (`__init__.py`, `index.js`) printed inside some other absolute tree is no evidence.
  if (isAbs && found.matched < 2) found.matches = [];
  let matches = found.matches;
  // An absolute path printed on another machine whose tail is exactly a repository file: the checkout moved.
  if (isAbs && matches.length === 1 && matches[0] === segs.slice(segs.length - found.matched).join("/")) {
    return done(matches[0], "mapped", null);
  }
  if (matches.length > 1 && dirHint) {
    // go prints test paths relative to the package: prefer the file in the package's folder.
    const hinted = matches.filter((m) => {
      const d = dirname(m);
      return d !== "" && (dirHint === d || dirHint.endsWith(`/${d}`));
    });
    const atRoot = matches.filter((m) => dirname(m) === "");
    if (hinted.length === 1) matches = hinted;
    else if (hinted.length === 0 && atRoot.length === 1) matches = atRoot;
  }
  if (matches.length === 1 && matches[0]) {
    return done(
      matches[0],
      "searched",
      `printed \`${f.path.slice(0, 300)}\`, which is not a repository path; found \`${matches[0]}\` by its trailing path`,
    );
  }
  const candidates = matches.length > 1 ? matches.sort() : closest(index, path);
  const note =
    matches.length > 1
      ? `printed \`${f.path.slice(0, 300)}\` matches ${matches.length} repository files; none chosen`
      : `printed \`${f.path.slice(0, 300)}\` does not exist in the repository${candidates.length ? "; closest files listed" : ""}`;
  return location(f, { file: null, status: "missing", candidates, note });
}

/** Where a printed JavaScript frame's file may be in the workspace, most likely first (build output is not listed). */
function generatedFiles(index: FileIndex, printed: string, dirHint?: string): string[] {
  const { path } = clean(printed);
  if (!/\.[cm]?js$/.test(path)) return [];
  const out: string[] = [];
  const add = (p: string | null) => {
    if (p && !p.startsWith("../") && !p.startsWith("/") && !out.includes(p)) out.push(p);
  };
  if (path.startsWith("/") || /^[A-Za-z]:\//.test(path)) {
    if (index.root && path.startsWith(`${index.root}/`)) add(path.slice(index.root.length + 1));
    else
      for (const re of RUNNER_PREFIXES) {
        const m = re.exec(path);
        if (m) add(path.slice(m[0].length));
      }
  } else {
    if (index.base) add(clean(`${index.base}/${path}`).path);
    const hint = dirHint ? workspaceRelative(index, dirHint) : null;
    if (hint) add(clean(`${hint}/${path}`).path);
    add(path);
  }
  // Only build output, or a script the repository does not hold (compiled to a folder git ignores): a listed
  // source file is what it is.
  return out.filter((p) => isBuildOutput(p) || !index.files.has(p)).slice(0, 3);
}

/** The largest compiled or source file read to match a compiled line with its source line. */
const MAX_ALIGNED_BYTES = 2 * 1024 * 1024;
/** The lines of the files read for that, per analysis (its file index). */
const linesRead = new WeakMap<FileIndex, Map<string, readonly string[] | null>>();

function linesOf(index: FileIndex, file: string): readonly string[] | null {
  let cache = linesRead.get(index);
  if (!cache) linesRead.set(index, (cache = new Map<string, readonly string[] | null>()));
  if (!cache.has(file)) cache.set(file, index.readFile?.(file, MAX_ALIGNED_BYTES)?.split("\n") ?? null);
  return cache.get(file) ?? null;
}

/** A statement as tsc prints it and as it was written: no indentation, no `;`, one space, one kind of quote. */
const statement = (l: string) => l.trim().replace(/;$/, "").replace(/\s+/g, " ").replace(/"/g, "'");

/**
 * The source line of a compiled line, when the shell can read both files and the compiled statement is written
 * once in the source, the same (tsc keeps expressions as written; a line it rewrote, such as `var _this = this`,
 * or one too short to tell apart, such as `});`, matches none or many): null otherwise.
 */
function sourceLineOf(
  index: FileIndex,
  compiled: string,
  source: string,
  line: number | null,
): number | null {
  if (line === null || !index.readFile) return null;
  const want = statement(linesOf(index, compiled)?.[line - 1] ?? "");
  if (want.length < 12) return null;
  const lines = linesOf(index, source) ?? [];
  let found: number | null = null;
  for (let k = 0; k < lines.length; k++) {
    if (statement(lines[k] ?? "") !== want) continue;
    if (found !== null) return null;
    found = k + 1;
  }
  return found;
}

/** The folders that hold a repository file (at any depth), per analysis (its file index). */
const foldersHeld = new WeakMap<FileIndex, ReadonlySet<string>>();

function heldFolders(index: FileIndex): ReadonlySet<string> {
  let held = foldersHeld.get(index);
  if (!held) {
    const out = new Set<string>();
    for (const f of index.files)
      for (let at = f.indexOf("/"); at > 0; at = f.indexOf("/", at + 1)) out.add(f.slice(0, at));
    foldersHeld.set(index, (held = out));
  }
  return held;
}

/** The TypeScript extensions a compiled `.js`/`.mjs`/`.cjs` may have been written in. */
const sourceExts = (jsExt: string) => (jsExt ? [`${jsExt}ts`] : ["ts", "tsx"]);

/**
 * The TypeScript file a compiled file of the workspace (a path the repository does not hold) was built from: beside
 * it (`tsc` without outDir: `spec/a.spec.js` → `spec/a.spec.ts`), or, in an output folder that holds no repository
 * file (tsc's outDir, `dist/`, `build/`, `lib/`, `dist-node/`, a package's `packages/a/dist/`, with a format's folder
 * inside it: `dist/esm/`), at the same path under the folder above it (rootDir `.`: `build/lib/index.js` →
 * `lib/index.ts`) or under one folder of it (rootDir `src`: `dist-node/test/v.test.js` → `src/test/v.test.ts`), when
 * exactly one such file exists. The file list decides which folder is the output, not a list of names. Null otherwise.
 */
function compiledFrom(index: FileIndex, generated: string): string | null {
  const m = /^(.{1,1000})\.([cm]?)js$/.exec(generated);
  if (!m?.[1]) return null;
  const stemPath = m[1];
  const exts = sourceExts(m[2] ?? "");
  for (const ext of exts) if (index.files.has(`${stemPath}.${ext}`)) return `${stemPath}.${ext}`;
  // A repository file ending with the printed path (a package's `test/a.js`, printed relative to the package): that
  // file, printed from elsewhere, not build output.
  if ((index.byBase.get(basename(generated)) ?? []).some((f) => f.endsWith(`/${generated}`))) return null;
  const held = heldFolders(index);
  const segs = stemPath.split("/");
  // The outermost folder of the path that holds no repository file is the output folder.
  let out = -1;
  for (let k = 0; k < segs.length - 1 && k < 50; k++) {
    if (!held.has(segs.slice(0, k + 1).join("/"))) {
      out = k;
      break;
    }
  }
  if (out < 0) return null;
  const parent = segs.slice(0, out).join("/");
  // The path under the output folder, or under a folder of it (at most two: `dist/esm/`, `dist/browser/esm/`).
  for (let j = out; j <= out + 2 && j < segs.length - 1; j++) {
    const found = sourceAt(index, parent, segs.slice(j + 1).join("/"), exts);
    if (found !== undefined) return found;
  }
  return null;
}

/**
 * The file `rest.<ext>` directly in `parent` (`""`: the root) or in one folder of it, the only one; null when several
 * hold it (no guess), undefined when none does.
 */
function sourceAt(
  index: FileIndex,
  parent: string,
  rest: string,
  exts: readonly string[],
): string | null | undefined {
  for (const ext of exts) {
    const tail = `${rest}.${ext}`;
    const direct = parent ? `${parent}/${tail}` : tail;
    if (index.files.has(direct)) return direct;
    const under = (index.byBase.get(basename(tail)) ?? []).filter((f) => {
      if (!f.endsWith(`/${tail}`)) return false;
      const folder = f.slice(0, f.length - tail.length - 1);
      const inParent = !parent
        ? folder
        : folder.startsWith(`${parent}/`)
          ? folder.slice(parent.length + 1)
          : null;
      return inParent !== null && inParent !== "" && !inParent.includes("/");
    });
    if (under.length > 1) return null;
    if (under[0]) return under[0];
  }
  return undefined;
}

/**
 * The TypeScript source of a printed `.js`/`.mjs`/`.cjs` file the repository does not hold (compiled beside it, or
 * into an output folder mirroring the source tree: compiledFrom), as a location.
 */
function compiledBeside(index: FileIndex, f: RawFrame, dirHint?: string): Location | null {
  for (const generated of generatedFiles(index, f.path, dirHint)) {
    if (index.files.has(generated)) continue;
    const file = compiledFrom(index, generated);
    if (!file) continue;
    const line = sourceLineOf(index, generated, file, f.line);
    if (line !== null)
      return location(
        { ...f, line, column: null },
        {
          file,
          status: "mapped",
          candidates: [],
          note: `printed \`${f.path.slice(0, 300)}:${f.line}\`, compiled from its source without a source map: the source's line holding the same statement`,
        },
      );
    return location(f, {
      file,
      status: "searched",
      candidates: [],
      note: `printed \`${f.path.slice(0, 300)}${f.line === null ? "" : `:${f.line}`}\`, compiled from its source and not in the repository, without a source map: the line is the JavaScript's and may differ`,
    });
  }
  return null;
}

/**
 * A frame in build output traced through the source map its file names (an external `.map` or an inline data URL)
 * onto a source file of the repository, or null (no reader, no map, no segment, a source outside the repository or
 * a dependency's).
 */
function throughSourceMap(index: FileIndex, f: RawFrame, dirHint?: string): Location | null {
  if (!index.readFile || f.line === null) return null;
  for (const generated of generatedFiles(index, f.path, dirHint)) {
    const cache: SourceMapCache = index.sourceMaps ?? sourceMapCache();
    index.sourceMaps = cache;
    const t = traceGenerated(generated, { line: f.line, column: f.column }, index.readFile, cache);
    if (!t) continue;
    if (isForeignPath(t.source)) return null;
    const loc = resolvePath(
      index,
      { function: f.function, path: t.source, line: t.line, column: t.column },
      dirHint,
    );
    if (!loc.file || isBuildOutput(loc.file)) return null;
    const note = `printed \`${f.path.slice(0, 300)}:${f.line}${f.column === null ? "" : `:${f.column}`}\` (build output), traced through the source map \`${t.via.slice(0, 300)}\``;
    return {
      ...loc,
      printed: f.path.slice(0, LIMITS.path),
      status: "mapped",
      note: [note, loc.note].filter(Boolean).join("; ").slice(0, LIMITS.message),
    };
  }
  return null;
}

/**
 * An absolute folder inside the workspace (or `./dir`, relative to where the command ran) as a repository path (`""`
 * for the root), or null when outside it.
 */
export function workspaceRelative(index: FileIndex, dir: string): string | null {
  // A folder relative to where the command ran (a workspace prefix's, ingest/scan.ts): inside the repository only.
  if (dir.startsWith("./")) {
    const rel = clean(index.base ? `${index.base}/${dir.slice(2)}` : dir.slice(2)).path.replace(/\/+$/, "");
    return rel === "" || rel === "." || rel === ".." || rel.startsWith("../") || rel.startsWith("/")
      ? null
      : rel;
  }
  const d = `${clean(dir).path.replace(/\/+$/, "")}/`;
  if (!d.startsWith("/") && !/^[A-Za-z]:\//.test(d)) return null;
  if (index.root && d.startsWith(`${index.root}/`)) return d.slice(index.root.length + 1).replace(/\/$/, "");
  for (const re of RUNNER_PREFIXES) {
    const m = re.exec(d);
    if (m) return d.slice(m[0].length).replace(/\/$/, "");
  }
  return null;
}

export interface LocateOptions {
  /** The folder the tool said it ran in (a package of a monorepo, an MSBuild project). */
  dirHint?: string | undefined;
  /**
   * The package folder the runner's earlier stacks were found in, carried from failure to failure of one log (a
   * runner prints every stack from the folder it ran in): used when this stack alone does not tell, updated when it does.
   */
  carried?: { package: string | null } | undefined;
}

/**
 * The location to report for a failure: its own location if it is in the repository, else the first
 * frame inside the repository, else its own location reported as missing.
 */
export function locate(
  index: FileIndex,
  where: RawFrame | null,
  frames: readonly RawFrame[],
  { dirHint, carried }: LocateOptions = {},
): Location | null {
  const tried: Location[] = [];
  const all = where ? [where, ...frames] : frames;
  let built: Location | null = null;
  let base: string | null | undefined; // the stack's package folder, found when first needed
  for (const f of all) {
    if (isForeignPath(f.path.replace(/\\/g, "/"))) {
      const installed = installedCopy(index, f);
      if (installed) return installed;
      continue;
    }
    // Build output with a source map: the line in the source it was built from.
    const traced = throughSourceMap(index, f, dirHint);
    if (traced) return traced;
    let loc = resolvePath(index, f, dirHint);
    // A relative path several packages hold (`index.js:54`): relative to the package another frame of the same
    // stack was found in (`test/array-mode.js` → packages/pg-native/test/array-mode.js), where the runner ran.
    if (!loc.file && loc.candidates.length > 1) {
      if (base === undefined) {
        base = stackPackage(index, all, dirHint) ?? carried?.package ?? null;
        if (carried && base !== null) carried.package = base;
      }
      const inBase = base === null ? null : clean(`${base}/${clean(f.path).path}`).path;
      if (inBase && !inBase.startsWith("../") && index.files.has(inBase))
        loc = location(f, {
          file: inBase,
          status: "mapped",
          candidates: [],
          note: `printed \`${f.path.slice(0, 300)}\`, relative to \`${base}\`, the folder another frame of its stack is in`,
        });
    }
    // Build output (`dist/index.js`, committed or not) without a source map: a person fixes the source, so the
    // innermost frame in source (often the test's own call) comes first; the build output only when none is. So does
    // a frame printed in build output that only its file's name found (`dist/currency.js` → `src/currency.js`): the
    // source, but at the bundle's line.
    if (
      loc.file &&
      (isBuildOutput(loc.file) || (loc.status === "searched" && isBuildOutput(clean(f.path).path)))
    ) {
      built ??= loc;
      continue;
    }
    if (loc.file) return loc;
    // A script compiled beside its source (`tsc` without outDir, the output git-ignored) or into an output folder
    // (tsc's outDir) and run without a source map: the TypeScript file is what a person opens; the line is the
    // JavaScript's unless the shell could match the statement, so it comes after any frame in source.
    const source = loc.file ? null : compiledBeside(index, f, dirHint);
    if (source) {
      built ??= source;
      continue;
    }
    tried.push(loc);
  }
  if (built) return built;
  if (where && !isForeignPath(where.path.replace(/\\/g, "/")))
    return tried[0] ?? resolvePath(index, where, dirHint);
  return tried[0] ?? null;
}

/**
 * The folder a stack's relative paths are printed from, when one of its relative frames is found only by search as
 * that folder plus the printed path (`test/array-mode.js` → `packages/pg-native/test/array-mode.js`): a runner in
 * a package of a monorepo prints paths relative to the package. Null when no frame says so.
 */
function stackPackage(index: FileIndex, frames: readonly RawFrame[], dirHint?: string): string | null {
  for (const f of frames.slice(0, 50)) {
    const printed = clean(f.path).path;
    if (
      printed.startsWith("/") ||
      printed.startsWith("../") ||
      /^[A-Za-z]:\//.test(printed) ||
      !printed.includes("/")
    )
      continue;
    if (isForeignPath(printed)) continue;
    const loc = resolvePath(index, f, dirHint);
    if (loc.status === "searched" && loc.file?.endsWith(`/${printed}`))
      return loc.file.slice(0, loc.file.length - printed.length - 1);
  }
  return null;
}

/** A bundler's or compiler's output folder (`dist/`, `build/`, `out/`) or a minified file: not what anyone edits. */
const BUILD_OUTPUT = /(?:^|\/)(?:dist|build|out)\/|\.min\.[cm]?js$/;
export const isBuildOutput = (file: string): boolean => BUILD_OUTPUT.test(file);

/** All frames that resolve into the repository (for prompts: "the top stack frames inside the repository"). */
/**
 * A frame in an installed package that is the repository's own (`…/site-packages/humanize/filesize.py`, the project
 * installed into a virtualenv as tox and many CI jobs test it): the repository's file with that package path
 * (`src/humanize/filesize.py`), when exactly one holds it whole. A dependency's frame matches no repository file.
 */
function installedCopy(index: FileIndex, f: RawFrame): Location | null {
  const p = f.path.replace(/\\/g, "/");
  const at = p.search(/\/(?:site|dist)-packages\//);
  if (at < 0) return null;
  const segs = p
    .slice(p.indexOf("-packages/", at) + 10)
    .split("/")
    .filter((s) => s !== "" && s !== "..");
  // A bare module (`six.py`) is no evidence that the package is this repository's.
  if (segs.length < 2) return null;
  const found = suffixMatches(index, segs);
  const file = found.matches[0];
  if (found.matched !== segs.length || found.matches.length !== 1 || !file) return null;
  const past = checkLine(index, file, f.line);
  return location(withinFile(f, past), {
    file,
    status: "mapped",
    candidates: [],
    note: [`printed \`${p.slice(0, 300)}\`, the installed copy of the repository's \`${file}\``, past]
      .filter(Boolean)
      .join("; "),
  });
}

export function repoFrames(
  index: FileIndex,
  frames: readonly RawFrame[],
  dirHint?: string,
): { function: string | null; location: Location }[] {
  const out: { function: string | null; location: Location }[] = [];
  for (const f of frames) {
    const foreign = isForeignPath(f.path);
    const installed = foreign ? installedCopy(index, f) : null;
    if (foreign && !installed) continue;
    const loc = installed ?? throughSourceMap(index, f, dirHint) ?? resolvePath(index, f, dirHint);
    if (loc.file)
      out.push({ function: f.function ? f.function.slice(0, LIMITS.testName) : null, location: loc });
    if (out.length >= LIMITS.frames) break;
  }
  return out;
}

// The line of a source file that imports a module, for a bundler's unresolved import that names the importing file
// and no line (vite/rollup: `Could not resolve "./composables/preferences" from "src/main.ts"`): the import a person
// fixes. Read through the workspace's file reader (the shells give one; the corpus, which keeps no sources, does
// not), bounded, and only for a file already verified in the repository.

/** Source files larger than this are not read for an import (an import sits near the top of a module). */
const MAX_SOURCE = 512 * 1024;
/** Lines looked at, at most. */
const MAX_LINES = 5_000;

/**
 * The 1-based line and column where `source` imports `specifier` (`import … from "x"`, `import "x"`, `export … from
 * "x"`, `import("x")`, `require("x")`), the specifier quoted exactly; null when the file cannot be read or holds no
 * such line. A multi-line import is found at the line of its `from "x"`.
 */
export function findImportLine(source: string, specifier: string): { line: number; column: number } | null {
  if (specifier === "" || specifier.length > LIMITS.path) return null;
  const quoted = [`"${specifier}"`, `'${specifier}'`, `\`${specifier}\``];
  let start = 0;
  for (let n = 1; n <= MAX_LINES && start <= source.length; n++) {
    const nl = source.indexOf("\n", start);
    const line = source.slice(start, nl < 0 ? source.length : nl);
    for (const q of quoted) {
      const at = line.indexOf(q);
      if (at < 0) continue;
      const before = line.slice(0, at);
      // The quoted specifier as an import's: after `from`, `import`, `export … from`, or the `(` of import()/require().
      if (/(?:\bfrom|\bimport|\brequire\s{0,4}\(|\bimport\s{0,4}\()\s{0,4}$/.test(before))
        return { line: n, column: at + 1 };
    }
    if (nl < 0) break;
    start = nl + 1;
  }
  return null;
}

/**
 * `loc` (a verified file, no line) at the line that imports `specifier`, read through the index's file reader; `loc`
 * unchanged when there is no reader, the file is too large, or no line imports it.
 */
export function atImportLine(index: FileIndex, loc: Location, specifier: string): Location {
  if (!index.readFile || !loc.file) return loc;
  const text = index.readFile(loc.file, MAX_SOURCE);
  if (text === null) return loc;
  // A line the tool printed that quotes the specifier is the import's own (plain webpack's `ERROR in ./a.js 2:0-37`);
  // one that does not is a line of a loader's output (babel-loader's, several lines longer than the source).
  if (loc.line !== null && text.split("\n", loc.line)[loc.line - 1]?.includes(specifier)) return loc;
  const found = findImportLine(text, specifier);
  if (!found || found.line === loc.line) return loc;
  const note =
    loc.line === null
      ? `the line that imports \`${specifier.slice(0, 300)}\` (the tool names the file, not the line)`
      : `the line that imports \`${specifier.slice(0, 300)}\` (the tool's line ${loc.line} is of a loader's output)`;
  return {
    ...loc,
    line: found.line,
    column: found.column,
    note: [loc.note, note].filter(Boolean).join("; ").slice(0, LIMITS.message),
  };
}

// The line that declares a test, for a failure whose test file is known and whose line is not (mocha's
// `--check-leaks` error with only mocha's own frames, a runner that names the file alone): where a person starts.
// Read through the workspace's file reader, bounded, only for a file already verified in the repository.

const TEST_CALL =
  /\b(?:it|test|specify|scenario|suite|describe|context)(?:\.(?:only|skip|todo|concurrent|serial|failing|sequential))?\s{0,4}\(\s{0,4}$/;

/**
 * The 1-based line declaring the test `name` in `source`: its title quoted as a string (`it("title"`,
 * `test('title'`), where the name may carry its suites before it (`a › b › title`, mocha's `suite title`: the
 * longest tail of the name that the file quotes is the title); a Python `def test_x(` (the last `::` part,
 * parameters dropped) or a Go `func TestX(` (subtests dropped); else the one line that quotes the whole title
 * (quotedOnce). Null when no line declares it, or more than one does: a guess between two is no location.
 */
export function findDeclarationLine(source: string, name: string): number | null {
  if (name.length > LIMITS.testName) return null;
  const last =
    name
      .split(/ › | > |::/)
      .pop()
      ?.trim() ?? "";
  const fn = /^(Test\w{0,200}|test_?\w{0,200})(?:\[.{0,1000}\])?(?:\/.{0,1000})?$/.exec(last)?.[1];
  const lines = source.split("\n", MAX_LINES);
  // A title counts where a test function takes it first (`it(`, `test.only(`, `t.test(`), not as any string.
  const declares = (line: string, at: number) =>
    fn !== undefined || TEST_CALL.test(line.slice(Math.max(0, at - 60), at));
  const only = (needles: string[]): number | null | "many" => {
    let found: number | null = null;
    for (let n = 0; n < lines.length; n++) {
      const line = lines[n] as string;
      if (
        !needles.some((q) => {
          const at = line.indexOf(q);
          return at >= 0 && declares(line, at);
        })
      )
        continue;
      if (found !== null) return "many";
      found = n + 1;
    }
    return found;
  };
  if (fn) {
    const at = only([`def ${fn}(`, `func ${fn}(`]);
    return typeof at === "number" ? at : null;
  }
  // The name's tails, longest first (at most 40 words): the first the file quotes decides.
  const words = last.split(" ");
  for (let k = 0; k < Math.min(words.length, 40); k++) {
    const title = words.slice(k).join(" ");
    const at = only([`"${title}"`, `'${title}'`, `\`${title}\``]);
    if (at !== null) return at === "many" ? null : at;
  }
  return quotedOnce(lines, last);
}

/** The shortest title `quotedOnce` looks for: a shorter string (`'foo'`) is as likely any datum of the file. */
const MIN_QUOTED = 12;

/**
 * The line that quotes `title` whole, when no test function takes it and exactly one line of the file quotes it:
 * a test named by data rather than by an `it(` of its own, as ESLint's RuleTester names each row of `valid` and
 * `invalid` by its `code:` string (`xdescribe.each([])("foo", function () {})`, written once in the row a person
 * fixes), or a table whose row is the name. Null when none or several lines quote it, or it is short.
 */
function quotedOnce(lines: readonly string[], title: string): number | null {
  if (title.length < MIN_QUOTED) return null;
  const quoted = [`"${title}"`, `'${title}'`, `\`${title}\``];
  let found: number | null = null;
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n] as string;
    if (!quoted.some((q) => line.includes(q))) continue;
    if (found !== null) return null;
    found = n + 1;
  }
  return found;
}

/**
 * `loc` (a verified file, no line) at the line that declares `test`, read through the index's file reader; `loc`
 * unchanged when there is no reader, the file is too large, or no single line declares it.
 */
export function atDeclarationLine(index: FileIndex, loc: Location, test: string): Location {
  if (!index.readFile || !loc.file || loc.line !== null) return loc;
  const text = index.readFile(loc.file, MAX_SOURCE);
  const line = text === null ? null : findDeclarationLine(text, test);
  if (line === null) return loc;
  const note = "the line that declares the test (the log names its file, not a line)";
  return {
    ...loc,
    line,
    column: null,
    note: [loc.note, note].filter(Boolean).join("; ").slice(0, LIMITS.message),
  };
}
