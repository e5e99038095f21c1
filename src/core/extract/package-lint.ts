// Checks of what a package publishes, run beside the tests (`lint:package`, `lint:types`, a CI job of its own). Each
// failure is the package's manifest to fix: located at its package.json (the package's folder comes from a workspace
// prefix, `packages/a lint: `), with no line, as neither tool names one.
// - @arethetypeswrong/cli (`attw --pack`): one summary paragraph per problem kind, `🐛 Import resolved to types
//   through a conditional package.json export, … https://github.com/arethetypeswrong/arethetypeswrong.github.io/blob/
//   main/docs/problems/FallbackCondition.md` (`(ignored per resolution) ` before a kind that fails nothing), then a
//   table of the entrypoints and resolution modes with each cell's problems (`│ bundler │ 🐛 Used fallback condition
//   │`), flipped (entrypoints as rows) or as `resolution: cell` lines when it is too wide.
// - publint: `Running publint v0.3.5 for @x/pack...`, then `Errors:` and its numbered messages (`1. pkg.exports["."]
//   .types should be the first in the object …`). Warnings and suggestions fail nothing; `--strict` makes warnings
//   errors before they are printed, so they are then listed under `Errors:` too.
import {
  type Candidate,
  type Extractor,
  type LogView,
  LOOKBEHIND,
  defineTool,
  excerptOf,
  frame,
} from "./types.js";
import { dirOf, shellQuote } from "./command.js";

export const ATTW = defineTool({
  id: "attw",
  family: "lint",
  reproduce: (f) => `npx attw --pack ${f.file ? dirOf(f.file) : "."}`,
});

export const PUBLINT = defineTool({
  id: "publint",
  family: "lint",
  reproduce: (f) => (f.file ? `npx publint ${shellQuote(dirOf(f.file))}` : "npx publint"),
});

// Each problem kind attw reports, by the name its docs page has, and the short text its table cells show (packages/
// core/src/problems.ts, problemKindInfo).
const ATTW_KINDS: Readonly<Record<string, string>> = {
  NoResolution: "Resolution failed",
  UntypedResolution: "No types",
  FalseCJS: "Masquerading as CJS",
  FalseESM: "Masquerading as ESM",
  NamedExports: "Named exports",
  CJSResolvesToESM: "ESM (dynamic import only)",
  FallbackCondition: "Used fallback condition",
  CJSOnlyExportsDefault: "CJS default export",
  FalseExportDefault: "Incorrect default export",
  MissingExportEquals: "Missing `export =`",
  UnexpectedModuleSyntax: "Unexpected module syntax",
  InternalResolutionError: "Internal resolution error",
};

const ATTW_DOCS = "https://github.com/arethetypeswrong/arethetypeswrong.github.io/blob/main/docs/problems/";
const ATTW_IGNORED = "(ignored per resolution) ";
// attw's resolution modes as its table names them (packages/cli/src/problemUtils.ts).
const RESOLUTION = /^(node10|node16 \(from CJS\)|node16 \(from ESM\)|bundler)(?: \(ignored\))?: (.{0,500})$/;
/** Lines between a summary paragraph and the table at most (the other kinds' paragraphs, blank lines). */
const TABLE_REACH = 80;
/** Lines of a table read at most (4 resolution modes, a few lines per entrypoint). */
const TABLE_LINES = 400;

/** One cell of attw's table: an entrypoint (`"pkg/sub"`), a resolution mode, the problems it shows, one a line. */
interface Cell {
  entry: string;
  resolution: string;
  lines: string[];
}

/** The cells of a box table whose top border is line `i` (cli-table3's `┌`, `│`, `├`, `└`). */
function boxCells(view: LogView, i: number): Cell[] {
  const rows: string[][][] = [];
  let row: string[][] | null = null;
  for (let k = i + 1; k < Math.min(view.lines.length, i + TABLE_LINES); k++) {
    const l = (view.lines[k] ?? "").trim();
    if (l.startsWith("│")) {
      const cells = l.split("│").slice(1, -1);
      row ??= cells.map(() => []);
      cells.forEach((c, n) => row?.[n]?.push(c.trim()));
    } else if (l.startsWith("├") || l.startsWith("└")) {
      if (row) rows.push(row);
      row = null;
      if (l.startsWith("└")) break;
    } else break;
  }
  const label = (c: string[] | undefined) => (c ?? []).find((s) => s !== "") ?? "";
  const [head, ...body] = rows;
  if (!head) return [];
  // The usual table has a column per entrypoint (`"pkg"`), the flipped one a column per resolution mode.
  const byEntry = head.slice(1).some((c) => label(c).startsWith('"'));
  const out: Cell[] = [];
  for (const r of body) {
    for (let n = 1; n < r.length; n++) {
      const col = label(head[n]);
      out.push({
        entry: byEntry ? col : label(r[0]),
        resolution: byEntry ? label(r[0]) : col,
        lines: (r[n] ?? []).filter((s) => s !== ""),
      });
    }
  }
  return out;
}

/** The cells of the `resolution: cell` form attw prints when its table is too wide, from the entrypoint at `i`. */
function asciiCells(view: LogView, i: number): Cell[] {
  const out: Cell[] = [];
  let entry = (view.lines[i] ?? "").trim();
  let cell: Cell | null = null;
  for (let k = i + 1; k < Math.min(view.lines.length, i + TABLE_LINES); k++) {
    const l = (view.lines[k] ?? "").trim();
    const m = RESOLUTION.exec(l);
    if (m?.[1]) {
      cell = { entry, resolution: m[1], lines: [m[2] ?? ""] };
      out.push(cell);
    } else if (/^\*{10,}$/.test(l)) cell = null;
    else if (/^"[^"]{1,300}"$/.test(l)) entry = l;
    else if (l === "") continue;
    else if (cell) cell.lines.push(l);
    else break;
  }
  return out;
}

/** attw's table below its summary paragraph at `i`, as cells; none when there is none in reach. */
function attwCells(view: LogView, i: number, state: Record<string, unknown>): Cell[] {
  const cached = state.attw as { at: number; cells: Cell[] } | undefined;
  for (let k = i + 1; k < Math.min(view.lines.length, i + TABLE_REACH); k++) {
    const l = (view.lines[k] ?? "").trim();
    if (!l.startsWith("┌") && !(/^"[^"]{1,300}"$/.test(l) && (view.lines[k + 1] ?? "").trim() === ""))
      continue;
    // Every summary paragraph reads the same table: read it once.
    const at = view.offset + k;
    if (cached?.at === at) return cached.cells;
    const cells = l.startsWith("┌") ? boxCells(view, k) : asciiCells(view, k);
    state.attw = { at, cells };
    return cells;
  }
  return [];
}

function attwProblem(view: LogView, i: number, state: Record<string, unknown>): Candidate | null {
  const line = (view.lines[i] ?? "").trim();
  const docs = line.lastIndexOf(ATTW_DOCS);
  // A kind that fails nothing (only in resolution modes the run ignores) is said so first.
  if (docs < 0 || line.startsWith(ATTW_IGNORED)) return null;
  const kind = line.slice(docs + ATTW_DOCS.length).replace(/\.md$/, "");
  if (!/^\w{1,60}$/.test(kind)) return null;
  const short = ATTW_KINDS[kind];
  // The paragraph (its emoji first, unless --no-emoji) up to its first sentence, when the table says nothing of it.
  const text = line.slice(0, docs).replace(/^\S{1,8} (?=[A-Z])/, "");
  const sentence = /^.{1,500}?\.(?= |$)/.exec(text)?.[0] ?? text.trim();
  // Where the table shows the problem, in a mode the run does not ignore: `"pkg" in node16 (from ESM), bundler`.
  const places = new Map<string, string[]>();
  for (const c of short ? attwCells(view, i, state) : []) {
    if (c.resolution.endsWith("(ignored)")) continue;
    if (!c.lines.some((l) => !l.startsWith("(ignored)") && l.endsWith(short ?? ""))) continue;
    const modes = places.get(c.entry) ?? [];
    modes.push(c.resolution);
    places.set(c.entry, modes);
  }
  const where = [...places].map(([entry, modes]) => `${entry} in ${modes.join(", ")}`).join("; ");
  return {
    tool: ATTW.id,
    weight: 3,
    test: null,
    suite: null,
    where: frame("package.json"),
    frames: [],
    message: (short && where ? `${short}: ${where}` : sentence).slice(0, 2000),
    excerpt: excerptOf(view, i, i),
    start: i,
    end: i,
    code: kind,
  };
}

const PUBLINT_RUNNING = /^Running publint v\S{1,40} for \S.{0,300}\.\.\.$/;
const PUBLINT_ITEM = /^\d{1,4}\. (\S.{0,2000})$/;

/** publint's numbered errors under its `Errors:` heading at `i`, when publint printed the heading. */
function publintErrors(view: LogView, i: number): Candidate[] {
  let running = false;
  for (let k = i - 1; k >= Math.max(0, i - LOOKBEHIND) && !running; k--)
    running = PUBLINT_RUNNING.test(view.lines[k] ?? "");
  if (!running) return [];
  const out: Candidate[] = [];
  for (let k = i + 1; k < Math.min(view.lines.length, i + 200); k++) {
    const m = PUBLINT_ITEM.exec(view.lines[k] ?? "");
    if (!m?.[1]) break; // `Warnings:`, `Suggestions:`, the package manager's next line
    out.push({
      tool: PUBLINT.id,
      weight: 3,
      test: null,
      suite: null,
      where: frame("package.json"),
      frames: [],
      message: m[1],
      excerpt: excerptOf(view, k, k),
      start: k,
      end: k,
    });
  }
  return out;
}

export const packageLint = {
  tools: [ATTW, PUBLINT],
  trigger: /docs\/problems\/\w{1,60}\.md$|^Errors:$/,
  literals: ["docs/problems/", "Errors:"],
  extract(view, anchors, state) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      if (line === "Errors:") out.push(...publintErrors(view, i));
      else {
        const c = attwProblem(view, i, state);
        if (c) out.push(c);
      }
    }
    return out;
  },
} satisfies Extractor;
