// Finds and reads the JUnit files an attempt wrote: a glob walked from its fixed leading folders,
// dependencies and VCS folders skipped, sizes bounded. A malformed file is a warning, never a crash.
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { JUnitInput } from "../core/analyze.js";
import { globBase, globMatcher } from "../core/glob.js";
import { JUnitParseError, parseJUnit } from "../core/junit.js";
import { walkFiles } from "./workspace.js";

const SKIP = new Set(["node_modules", ".git", ".hg", ".svn"]);
const MAX_FILES = 1_000;
const MAX_BYTES = 256 * 1024 * 1024;

/** Paths (relative to `cwd`) of the files matching `glob`, sorted. */
export function findFiles(cwd: string, glob: string): string[] {
  return walkFiles(cwd, { from: globBase(glob), skip: SKIP, limit: MAX_FILES, keep: globMatcher(glob) });
}

/** Reads and parses the JUnit files matching `glob`; problems become warnings naming the file. */
export function readJUnitFiles(cwd: string, glob: string, warnings: string[]): JUnitInput[] {
  const files = findFiles(cwd, glob);
  if (files.length === 0) warnings.push(`junit: no file matches ${JSON.stringify(glob)} in ${cwd}`);
  const out: JUnitInput[] = [];
  let total = 0;
  for (const f of files) {
    const path = join(cwd, f);
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
