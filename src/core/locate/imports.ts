// The line of a source file that imports a module, for a bundler's unresolved import that names the importing file
// and no line (vite/rollup: `Could not resolve "./composables/preferences" from "src/main.ts"`): the import a person
// fixes. Read through the workspace's file reader (the shells give one; the corpus, which keeps no sources, does
// not), bounded, and only for a file already verified in the repository.
import { LIMITS } from "../limits.js";
import type { Location } from "../schema.js";
import type { FileIndex } from "./paths.js";

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
  if (!index.readFile || !loc.file || loc.line !== null) return loc;
  const text = index.readFile(loc.file, MAX_SOURCE);
  if (text === null) return loc;
  const found = findImportLine(text, specifier);
  if (!found) return loc;
  const note = `the line that imports \`${specifier.slice(0, 300)}\` (the tool names the file, not the line)`;
  return {
    ...loc,
    line: found.line,
    column: found.column,
    note: [loc.note, note].filter(Boolean).join("; ").slice(0, LIMITS.message),
  };
}
