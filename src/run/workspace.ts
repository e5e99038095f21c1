// The repository's file list, as the engine needs it: `git ls-files` (tracked and untracked-not-ignored),
// or a walk that skips dependencies, build output and VCS folders.
import { execFile, execFileSync } from "node:child_process";
import { readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import type { Workspace } from "../core/locate/paths.js";

const SKIP = new Set([
  "node_modules",
  ".git",
  ".hg",
  ".svn",
  "dist",
  "build",
  "out",
  "target",
  "coverage",
  "__pycache__",
  ".venv",
  "venv",
  ".tox",
  ".mypy_cache",
  ".pytest_cache",
  ".next",
  ".turbo",
  ".gradle",
]);
const MAX_FILES = 200_000;

const gitArgs = (dir: string) => ["-C", dir, "ls-files", "-z", "--cached", "--others", "--exclude-standard"];
const GIT_MAX_BUFFER = 256 * 1024 * 1024;
const splitZ = (out: string) => out.split("\0").filter((f) => f !== "");

function gitFiles(dir: string): string[] | null {
  try {
    const out = execFileSync("git", gitArgs(dir), {
      encoding: "utf8",
      maxBuffer: GIT_MAX_BUFFER,
      stdio: ["ignore", "pipe", "ignore"],
    });
    return splitZ(out);
  } catch {
    return null;
  }
}

/**
 * gitFiles without blocking: the listing runs while the command's first attempt does, output kept to
 * GIT_MAX_BUFFER bytes (more: null, the walk). node:child_process's execFile, not @actions/exec: the CLI
 * would load @actions/exec and @actions/io (157 KB of bundle) for this call alone, on every run (a lazy
 * import would not avoid it). Measured (Node 20, 21 interleaved runs, load 4.1): a bundle running `true`
 * through @actions/exec started in 52.2 ms, through execFile in 44.5 ms; `node -e 0` 26.6 ms (0.29x of it).
 */
function gitFilesAsync(dir: string): Promise<string[] | null> {
  return new Promise((resolve) => {
    execFile(
      "git",
      gitArgs(dir),
      { encoding: "buffer", maxBuffer: GIT_MAX_BUFFER },
      // An error: git missing, not a repository, or more output than GIT_MAX_BUFFER.
      (error, stdout) => resolve(error ? null : splitZ(stdout.toString("utf8"))),
    );
  });
}

export interface WalkOptions {
  /** Folder (relative to `root`) to start from. */
  from?: string;
  /** Folder names never entered. */
  skip: ReadonlySet<string>;
  /** Stop after this many files. */
  limit: number;
  /** Keep only the files this accepts (relative paths with `/`). */
  keep?: (path: string) => boolean;
}

/** Files under `root`, as sorted relative paths, without following into skipped folders. */
export function walkFiles(root: string, o: WalkOptions): string[] {
  const out: string[] = [];
  const stack = [o.from ?? ""];
  while (stack.length > 0 && out.length < o.limit) {
    const rel = stack.pop() as string;
    let entries;
    try {
      entries = readdirSync(join(root, rel), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      const p = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (!o.skip.has(e.name)) stack.push(p);
      } else if (e.isFile() && (!o.keep || o.keep(p))) out.push(p);
    }
  }
  return out.sort();
}

/** Counts lines of files the engine asks about, once each, skipping large files. */
function lineCounter(dir: string): (file: string) => number | null {
  const cache = new Map<string, number | null>();
  return (file) => {
    if (cache.has(file)) return cache.get(file) ?? null;
    let n: number | null = null;
    try {
      const path = join(dir, file);
      if (statSync(path).size <= 8 * 1024 * 1024) {
        const text = readFileSync(path, "utf8");
        n = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
      }
    } catch {
      n = null;
    }
    cache.set(file, n);
    return n;
  };
}

/**
 * Reads a workspace file for the engine (a source map of build output): null when it is missing, larger than
 * `max`, or resolves (through a symlink or `..`) outside the workspace.
 */
function fileReader(dir: string): (file: string, max: number) => string | null {
  let root: string | null = null;
  return (file, max) => {
    try {
      root ??= realpathSync(dir);
      const real = realpathSync(resolve(root, file));
      if (real !== root && !real.startsWith(root + sep)) return null;
      return statSync(real).size > max ? null : readFileSync(real, "utf8");
    } catch {
      return null;
    }
  };
}

function workspaceOf(root: string, listed: string[] | null): Workspace {
  // Untracked files count (an agent's new file), but never dependencies or build output.
  const files = listed
    ? listed.filter((f) => !f.split("/").some((seg) => SKIP.has(seg)))
    : walkFiles(root, { skip: SKIP, limit: MAX_FILES });
  return { files, root, lineCount: lineCounter(root), readFile: fileReader(root) };
}

export function loadWorkspace(dir: string): Workspace {
  const root = resolve(dir);
  return workspaceOf(root, gitFiles(root));
}

/** loadWorkspace, with `git ls-files` run in the background; never rejects (no git: the walk). */
export async function loadWorkspaceAsync(dir: string): Promise<Workspace> {
  const root = resolve(dir);
  return workspaceOf(root, await gitFilesAsync(root));
}

/**
 * The workspace's file list, listed when first asked for: only an attempt whose failures have a path to
 * verify needs it. `start` begins the listing in the background (once), so that it runs while the attempt
 * does; `workspace` settles with it, starting it if nobody did.
 */
export interface WorkspaceListing {
  readonly root: string;
  start(): void;
  workspace(): Promise<Workspace>;
}

export function workspaceListing(dir: string): WorkspaceListing {
  const root = resolve(dir);
  let listing: Promise<Workspace> | undefined;
  const workspace = () => (listing ??= gitFilesAsync(root).then((listed) => workspaceOf(root, listed)));
  return {
    root,
    start: () => void workspace(),
    workspace,
  };
}

/** A path given by the user that lies outside the workspace (directly, through `..`, or through a symlink). */
export class OutsideWorkspaceError extends Error {
  override name = "OutsideWorkspaceError";
}

/** The real path of `path`, or of its deepest existing ancestor with the rest appended (it may not exist yet). */
function realOrAncestor(path: string): string {
  const rest: string[] = [];
  let p = path;
  for (;;) {
    try {
      return join(realpathSync(p), ...rest.reverse());
    } catch {
      const parent = dirname(p);
      if (parent === p) return path;
      rest.push(basename(p));
      p = parent;
    }
  }
}

/**
 * `path` (relative to `root`, or absolute) resolved, when it lies inside the workspace `root` once every
 * symlink on the way is followed; otherwise an error naming the input, the value and what is allowed.
 */
export function insideWorkspace(root: string, path: string, input: string): string {
  const full = resolve(root, path);
  const realRoot = realOrAncestor(resolve(root));
  const real = realOrAncestor(full);
  const rel = relative(realRoot, real);
  if (rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel))
    throw new OutsideWorkspaceError(
      `${input}: ${JSON.stringify(path)} is outside the workspace (${root}); allowed: a path inside it`,
    );
  return full;
}

/** A glob (the `junit` input) may not reach outside the workspace: no absolute pattern, no `..` segment. */
export function globInsideWorkspace(pattern: string, input: string): string {
  if (isAbsolute(pattern) || pattern.split(/[\\/]/).includes(".."))
    throw new OutsideWorkspaceError(
      `${input}: ${JSON.stringify(pattern)} reaches outside the workspace; allowed: a glob relative to it, without ..`,
    );
  return pattern;
}

/** package.json files larger than this are not read for their scripts. */
const MAX_PACKAGE_JSON = 1024 * 1024;

/**
 * The `scripts` of the package.json in `dir` (only string values), or null when there is none, it is too large
 * or it is not JSON: a retry through `npm test` then runs the whole command, saying why (core/plan/target.ts).
 */
export function readScripts(dir: string): Record<string, string> | null {
  try {
    const file = join(dir, "package.json");
    if (statSync(file).size > MAX_PACKAGE_JSON) return null;
    const data: unknown = JSON.parse(readFileSync(file, "utf8"));
    const scripts =
      typeof data === "object" && data !== null ? (data as { scripts?: unknown }).scripts : null;
    if (typeof scripts !== "object" || scripts === null) return null;
    return Object.fromEntries(
      Object.entries(scripts).filter((e): e is [string, string] => typeof e[1] === "string"),
    );
  } catch {
    return null;
  }
}
