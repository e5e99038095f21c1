// Finds and reads the JUnit files an attempt wrote. A malformed file is a warning, never a crash.
//
// Globs are GitHub's: the matcher @actions/glob uses (minimatch) with its options (dotfiles match; no
// braces, extglobs, comments or negation), rooted at the working directory, so `junit.xml` is only
// ./junit.xml, never a file of that name at any depth; a pattern that matches a folder matches the files in
// it. Absolute patterns work inside the workspace; a pattern reaching outside it is refused. The files are
// walked here, not by @actions/glob: a walk bounded in files, that does not enter dependency or VCS folders
// (unless the pattern starts inside one) and follows no symbolic link.
//
// Fresh files only, by time-check, not by clearing: deleting what a glob matches could delete a user's
// files. Before each attempt every matching file's stamp (inode, size, modification and change times) is
// taken; after it, only the files that are new or whose stamp changed are the attempt's. So a file left by
// an earlier run, or by an earlier attempt, is never read as this attempt's, and an attempt that wrote none
// has no test results (with a warning naming the stale files), not the previous attempt's. Stamps are
// compared with stamps, never with a clock: a file system's coarse timestamps cannot make a fresh file
// look old.
import { readFileSync, statSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import { escape, Minimatch } from "minimatch";
import type { JUnitInput } from "../core/report/analyze.js";
import { JUnitParseError, parseJUnit } from "../core/junit/index.js";
import { RunOptionsError } from "./options.js";
import { walkFiles } from "./workspace.js";

const SKIP = new Set(["node_modules", ".git", ".hg", ".svn"]);
const MAX_FILES = 1_000;
const MAX_BYTES = 256 * 1024 * 1024;
/** Stale files named in a warning, at most. */
const MAX_NAMED = 10;

/** @actions/glob's minimatch options (internal-pattern.ts), on Linux and macOS. */
const GITHUB_GLOB = { dot: true, nobrace: true, noext: true, nocomment: true, nonegate: true } as const;

/** True when a pattern segment holds a wildcard, as minimatch reads it with GITHUB_GLOB. */
const MAGIC = /[*?[]/;

function inside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel));
}

/** A JUnit glob resolved against the working directory and checked against the workspace. */
export class JUnitGlob {
  readonly glob: string;
  private readonly cwd: string;
  private readonly root: string;
  /** The folder the walk starts from: the pattern's leading segments without a wildcard (absolute). */
  private readonly base: string;
  private readonly matcher: Minimatch;

  /**
   * @param o.glob the `junit` input or flag; @param o.cwd where the command runs; @param o.root the
   * workspace, which no matched file may be outside of.
   * @throws RunOptionsError when the pattern is empty or reaches outside the workspace.
   */
  constructor(o: { glob: string; cwd: string; root: string }) {
    this.glob = o.glob;
    this.cwd = resolve(o.cwd);
    this.root = resolve(o.root);
    const pattern = o.glob.trim();
    if (pattern === "")
      throw new RunOptionsError([`junit: got ${JSON.stringify(o.glob)}; allowed: a glob of JUnit XML files`]);
    // Rooted like @actions/glob: a relative pattern is under the working directory.
    const segments = pattern.split("/");
    const firstMagic = segments.findIndex((seg, i) => i < segments.length - 1 && MAGIC.test(seg));
    const fixedCount = firstMagic < 0 ? segments.length - 1 : firstMagic;
    const rest = segments.slice(fixedCount);
    const fixed = segments.slice(0, fixedCount).map((seg) => seg.replace(/\\(.)/g, "$1"));
    this.base = resolve(this.cwd, fixed.join("/") || ".");
    const refuse = (why: string) =>
      new RunOptionsError([
        `junit: got ${JSON.stringify(o.glob)}, which ${why}; allowed: a glob inside the workspace ` +
          `${this.root}, relative to the working directory or absolute`,
      ]);
    if (!inside(this.root, this.base)) throw refuse(`reaches outside the workspace (at ${this.base})`);
    if (rest.includes("..")) throw refuse("has `..` after a wildcard");
    // The folder's own name escaped, so that a folder named `a[1]` is no character class.
    const absolute = `${this.base === "/" ? "" : escape(this.base)}/${rest.join("/")}`;
    this.matcher = new Minimatch(absolute, GITHUB_GLOB);
  }

  /** Absolute paths of the matching files, sorted; at most 1,000. */
  files(): string[] {
    const from = relative(this.root, this.base).split(sep).join("/");
    const skip = from.split("/").some((s) => SKIP.has(s)) ? new Set<string>() : SKIP;
    return walkFiles(this.root, {
      from,
      skip,
      limit: MAX_FILES,
      keep: (rel) => this.matches(rel),
    }).map((rel) => join(this.root, rel));
  }

  /** The file matches, or a folder above it (below the base) does: @actions/glob's implicit descendants. */
  private matches(rel: string): boolean {
    const path = join(this.root, rel);
    if (this.matcher.match(path)) return true;
    for (let dir = resolve(path, ".."); dir.length > this.base.length && inside(this.base, dir);) {
      if (this.matcher.match(dir)) return true;
      dir = resolve(dir, "..");
    }
    return false;
  }

  /** How a file is named in reports and warnings: relative to the working directory. */
  label(path: string): string {
    return relative(this.cwd, path).split(sep).join("/");
  }
}

function stamp(path: string): string | null {
  try {
    const s = statSync(path, { bigint: true });
    return `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
  } catch {
    return null;
  }
}

/** The JUnit files of each attempt: mark() before it starts, read() after it ends. */
export class AttemptJUnit {
  private readonly glob: JUnitGlob;
  private before = new Map<string, string | null>();

  constructor(glob: JUnitGlob) {
    this.glob = glob;
  }

  /** Takes the stamp of every file the glob matches now: none of them is the next attempt's unless rewritten. */
  mark(): void {
    this.before = new Map(this.glob.files().map((f) => [f, stamp(f)]));
  }

  /** Reads and parses the files written since mark(); problems and stale files become warnings. */
  read(warnings: string[]): JUnitInput[] {
    const fresh: string[] = [];
    const stale: string[] = [];
    for (const f of this.glob.files()) {
      const now = stamp(f);
      if (now !== null && this.before.has(f) && this.before.get(f) === now) stale.push(f);
      else if (now !== null) fresh.push(f);
    }
    const glob = JSON.stringify(this.glob.glob);
    if (stale.length > 0) {
      const named = stale.slice(0, MAX_NAMED).map((f) => this.glob.label(f));
      const more = stale.length > MAX_NAMED ? ` and ${stale.length - MAX_NAMED} more` : "";
      warnings.push(
        fresh.length === 0
          ? `junit: ${glob} matches only files not written during this attempt (left by an earlier attempt or run), not read: ${named.join(", ")}${more}`
          : `junit: not read, not written during this attempt: ${named.join(", ")}${more}`,
      );
    } else if (fresh.length === 0) warnings.push(`junit: no file matches ${glob}`);
    return readAll(fresh, this.glob, warnings);
  }
}

function readAll(files: readonly string[], glob: JUnitGlob, warnings: string[]): JUnitInput[] {
  const out: JUnitInput[] = [];
  let total = 0;
  for (const path of files) {
    const f = glob.label(path);
    const size = statSync(path).size;
    total += size;
    if (total > MAX_BYTES) {
      warnings.push(`junit: ${f} and later files not read: more than 256 MiB of JUnit XML`);
      break;
    }
    try {
      out.push(parseJUnit(readFileSync(path), f));
    } catch (e) {
      if (!(e instanceof JUnitParseError)) throw e;
      warnings.push(`JUnit file not used: ${e.message}`);
    }
  }
  return out;
}
