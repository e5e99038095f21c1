// knip (unused files, exports and dependencies; dependencies the code uses and package.json does not list). Its
// default `symbols` reporter prints one section per kind of issue, a title and its count, then a table, one issue a
// row, the columns two or more spaces apart:
//   Unlisted dependencies (1)
//   lru-cache  src/LruCachedFactory.ts:1:26
//   Unused devDependencies (1)
//   console-fail-test  package.json:49:4
//   Unused exports (1)
//   createThing  function  src/thing.ts:31:17
//   Unused files (1)
//   src/legacy.ts
// Its `Configuration hints` (warnings unless knip.json treats them as errors, and printed alike) are not read: in a
// chain that fails later they would be failures of a run knip passed.
// Each row is a failure at the file (and line) its location cell names: the place a person edits, the import, the
// export or the package.json entry.
import { type Candidate, type Extractor, defineTool, excerptOf, frame } from "./types.js";

export const KNIP = defineTool({ id: "knip", family: "lint", reproduce: () => "npx knip" });

// knip's ISSUE_TYPE_TITLE (v5, v6).
const TITLES = [
  "Unused files",
  "Unused dependencies",
  "Unused devDependencies",
  "Referenced optional peerDependencies",
  "Unlisted dependencies",
  "Unlisted binaries",
  "Unresolved imports",
  "Unused exports",
  "Exports in used namespace",
  "Unused exports in namespaces",
  "Unused exported types",
  "Exported types in used namespace",
  "Unused exported types in namespaces",
  "Unused exported enum members",
  "Unused exported class members",
  "Unused exported namespace members",
  "Duplicate exports",
  "Unused catalog entries",
  "Unresolved catalog references",
  "Circular dependencies",
] as const;

export const KNIP_HEAD = new RegExp(`^(${TITLES.join("|")}) \\((\\d{1,7})\\)$`);
// A location cell: a path (a folder separator or an extension) and, for all but files, `:line:col`.
const LOCATION = /^([^\s:]{1,1000}?)(?::(\d{1,7})(?::(\d{1,7}))?)?$/;
const PATHLIKE = /\/|\.[A-Za-z0-9]{1,12}$/;
/** Rows read per section at most (knip prints every issue; a bound keeps one section from flooding the report). */
const MAX_ROWS = 200;

/** `Unlisted dependencies` → `Unlisted dependency`, as knip names one issue. */
const singular = (title: string) => title.replace(/ies$/, "y").replace(/s$/, "");

/** The rows of the knip section whose title is at `i`, one failure each. */
export function knipSection(view: Parameters<Extractor["extract"]>[0], i: number): Candidate[] {
  const h = KNIP_HEAD.exec(view.lines[i] ?? "");
  if (!h?.[1] || !h[2]) return [];
  const title = h[1];
  const count = Math.min(Number(h[2]), MAX_ROWS);
  const out: Candidate[] = [];
  for (let k = i + 1; k <= Math.min(view.lines.length - 1, i + count); k++) {
    const row = (view.lines[k] ?? "").trim();
    if (row === "" || KNIP_HEAD.test(row) || row.startsWith("…")) break;
    const cells = row.split(/\s{2,}/);
    // The location is the last cell that is a path (`(removed)` may follow it under --fix).
    let where: Candidate["where"] = null;
    let at = -1;
    for (let c = cells.length - 1; c >= 0; c--) {
      const m = LOCATION.exec(cells[c] ?? "");
      if (m?.[1] && PATHLIKE.test(m[1])) {
        where = frame(m[1], m[2], m[3]);
        at = c;
        break;
      }
    }
    if (!where) break; // not knip's row: the section is over
    const symbol = cells.slice(0, at).join(" ") || cells[at];
    const rest = cells.slice(at + 1).join(" ");
    out.push({
      tool: KNIP.id,
      weight: 3,
      test: null,
      suite: null,
      where,
      frames: [],
      message: `${singular(title)}: ${symbol}${rest ? ` (${rest})` : ""}`,
      excerpt: excerptOf(view, i, i).concat(excerptOf(view, k, k)),
      start: k,
      end: k,
      kind: title,
    });
  }
  return out;
}

/** Substrings of every title (the scanner's prefilter; lint.ts reads knip's sections beside the other linters). */
export const KNIP_LITERALS = [
  "Unused ",
  "Unlisted ",
  "Unresolved ",
  "Referenced optional",
  "in used namespace",
  "Duplicate exports",
  "Circular dependencies",
];
