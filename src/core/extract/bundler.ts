// Bundlers that fail a build, each in its own words (esbuild's in esbuild.ts, read here too):
// - webpack 5: `ERROR in ./web/app.js 2:0-43` (the module and where in it), then what went wrong
//   (`Module not found: Error: Can't resolve './x' in '/abs/web'`, `Module parse failed: … (5:10)`); ts-loader
//   adds `[tsl] ERROR in /abs/src/a.ts(12,4)` and `TS2345: …` under it; fork-ts-checker-webpack-plugin prints
//   `ERROR in ./src/a.ts:12:4` and `TS2345: …` under it.
// - rollup: `[!] (plugin rpt2) RollupError: …` and its block. rollup-plugin-typescript2 quotes tsc's
//   diagnostics as `[plugin rpt2] /abs/ts/index.ts(12,26): semantic error TS2345: …` (the build-end hook
//   repeats them); rollup's own parse errors name `ts/index.ts (1:7)`.
// - unbuild (rollup underneath): consola's `[error] Error building /abs/root: RollupError: Could not resolve "./x" from
//   "src/a.ts"` (an esbuild transform's: `Error: Transform failed with 1 error:` and esbuild's `/abs/a.ts:1:30: ERROR:
//   …` under it), then the same error twice more (`[error] Could not resolve …`, with and without its stack).
// - rolldown, tsdown, obuild and oxlint: miette's graphical diagnostics (miette.ts). A plugin's error reaches the
//   log inside rolldown's `Error: Build failed with 1 error:`: `[plugin rolldown-plugin-dts:fake-js]` (and the
//   module's id, `:line:col`, when it has one), then the error itself (`SyntaxError: …`) and its stack.
// - vite build: `error during build:`, then the bundler's error (rollup's `src/main.ts (5:9): "x" is not exported
//   by …`, a plugin's `[vite:esbuild] Transform failed with 1 error:` and esbuild's `/abs/a.ts:1:30: ERROR: …`),
//   then `file: /abs/src/main.ts:5:9` and a code frame.
import {
  type Candidate,
  type Extractor,
  type LogView,
  defineTool,
  excerptOf,
  frame,
  rerunCommand,
} from "./types.js";
import { ESBUILD, ESBUILD_LITERALS, ESBUILD_TRIGGER, esbuildError } from "./esbuild.js";
import { MIETTE_LITERALS, MIETTE_TRIGGER, OXLINT, ROLLDOWN, mietteDiagnostic } from "./miette.js";

export const WEBPACK = defineTool({ id: "webpack", family: "bundler", reproduce: rerunCommand });
export const ROLLUP = defineTool({ id: "rollup", family: "bundler", reproduce: rerunCommand });

const WEBPACK_HEAD = /^ERROR in (\S.{0,1000}?)(?: (\d{1,7}):(\d{1,7})(?:-(?:\d{1,7}:)?\d{1,7})?)?$/;
const TSL = /^\[tsl\] ERROR in (\S.{0,1000}?)\((\d{1,7}),(\d{1,7})\)$/;
const TS_CODE = /^\s{0,12}(TS\d{1,6}): (.{1,2000})$/;
const ROLLUP_HEAD = /^\[!\] (?:\(plugin ([^)]{1,100})\) )?(.{1,2000})$/;
// unbuild's head: `[error] Error building <root>: <the error, named>`.
const UNBUILD_HEAD = /^\[error\] Error building \S.{0,1000}?: ((?:[A-Z][A-Za-z]{0,60})?Error: .{1,2000})$/;
// rpt2 (and other plugins quoting tsc): `path(line,col): semantic error TS2345: message`
const PLUGIN_TS =
  /^\s{0,8}(?:\[plugin [^\]]{1,100}\] )?(\S.{0,1000}?)\((\d{1,7}),(\d{1,7})\): (?:semantic|syntax|syntactic|global|options) error (TS\d{1,6}): (.{1,2000})$/;
/** A line of a code frame: `  35 |     target …`, `> 37 |   ) {`. */
const CODE_FRAME = /^ {0,4}>? {0,4}\d{1,7} \|/;
/** A loader's error naming the file and the position in it: `SyntaxError: /abs/src/a.js: Unexpected token (37:2)`. */
const LOADER_POSITION = /^([A-Z][A-Za-z]{0,60}Error): (\S{1,1000}?): .{1,2000} \((\d{1,7}):(\d{1,7})\)$/;
const ROLLUP_AT = /^(\S{1,1000}) \((\d{1,7}):(\d{1,7})\)$/;
const PLUGIN_QUOTED =
  /^(?:\[plugin [^\]]{1,100}\] )?(\S{1,1000}?) \((\d{1,7}):(\d{1,7})\): (?:@[\w/-]{1,100} )?(TS\d{1,6}): (.{1,2000})$/;

function webpackError(view: LogView, i: number): Candidate | null {
  const h = WEBPACK_HEAD.exec(view.lines[i] ?? "");
  if (!h?.[1]) return null;
  // The block: to the next `ERROR in`/`WARNING in`, the closing `webpack … compiled`, or a blank line. A loader's
  // failure (`Module build failed (from …):`) goes on over the blank line before its error's code frame (babel's
  // `  35 |     target …`, `> 37 |   ) {`).
  const building = (view.lines[i + 1] ?? "").startsWith("Module build failed ");
  let end = i;
  for (let k = i + 1; k < Math.min(view.lines.length, i + 60); k++) {
    const l = view.lines[k] ?? "";
    if (/^(?:ERROR|WARNING) in /.test(l) || /^webpack \d/.test(l)) break;
    if (l.trim() === "" && !(building && CODE_FRAME.test(view.lines[k + 1] ?? ""))) break;
    if (l.trim() !== "") end = k;
  }
  const block = view.lines.slice(i + 1, end + 1);
  const message = block.find((l) => l.trim() !== "")?.trim() ?? `webpack could not build ${h[1]}`;
  // fork-ts-checker-webpack-plugin (and other plugins reporting a file's own diagnostics) join the location to the
  // path, `ERROR in ./src/index.ts:7:30`, and print the diagnostic's code first on the next line, `TS2345: …`.
  const joined = h[2] ? null : /^(\S.{0,1000}?):(\d{1,7}):(\d{1,7})$/.exec(h[1]);
  let where = joined?.[1]
    ? frame(joined[1].replace(/^\.\//, ""), joined[2], joined[3])
    : frame(h[1].replace(/^\.\//, ""), h[2], h[3]);
  let code: string | undefined;
  let text = message;
  const first = TS_CODE.exec(block.find((l) => l.trim() !== "") ?? "");
  if (first?.[1] && first[2]) {
    code = first[1];
    text = first[2];
  }
  for (let k = 0; k < block.length; k++) {
    const t = TSL.exec(block[k] ?? "");
    if (t?.[1]) {
      where = frame(t[1], t[2], t[3]);
      const c = TS_CODE.exec(block[k + 1] ?? "");
      if (c?.[1] && c[2]) {
        code = c[1];
        text = c[2];
      }
      break;
    }
  }
  // `Module parse failed: Unexpected token (5:10)`: the line and column in the module.
  const parse = /^Module parse failed: .{0,1000}\((\d{1,7}):(\d{1,7})\)$/.exec(message);
  if (parse) where = frame(h[1].replace(/^\.\//, ""), parse[1], parse[2]);
  // `Module build failed (from ./node_modules/babel-loader/lib/index.js):`: a loader failed on the module's source, and
  // its own error is the next line, the failure's message (babel's `SyntaxError: /abs/src/a.js: Unexpected token (37:2)`,
  // its position in the source the loader was given: the module's file).
  const loader = /^Module build failed \(from .{1,1000}\):$/.test(message)
    ? block.slice(block.findIndex((l) => l.trim() !== "") + 1).find((l) => l.trim() !== "")
    : undefined;
  if (loader && !code) {
    text = loader.trim();
    const pos = LOADER_POSITION.exec(text);
    if (pos?.[2] && !h[2] && !joined) {
      const own = h[1].replace(/^\.\//, "");
      // The path the loader names, when it is the module's (printed absolute): else the module webpack names.
      where = frame(pos[2].endsWith(`/${own}`) || pos[2] === own ? pos[2] : own, pos[3], pos[4]);
    }
  }
  const mod = /Can't resolve '(.{1,300}?)'/.exec(message)?.[1];
  return {
    tool: WEBPACK.id,
    weight: 3,
    test: null,
    suite: null,
    where,
    frames: [],
    message: text,
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
    ...(code ? { code } : {}),
    ...(mod ? { module: mod } : {}),
  };
}

const VITE_HEAD = /^error during build:$/;
const VITE_FILE = /^file: (\S{1,1000}?)(?::(\d{1,7}):(\d{1,7}))?$/;
const ROLLUP_ID_LOC = /^(\S{1,1000}?) \((\d{1,7}):(\d{1,7})\): (.{1,2000})$/;
const ESBUILD_LINE = /^(\S{1,1000}?):(\d{1,7}):(\d{1,7}): (?:ERROR|error): (.{1,2000})$/;

/** vite build's failure (rollup underneath through vite 7): what follows `error during build:`. */
function viteBuildError(view: LogView, i: number): Candidate | null {
  let k = i + 1;
  while (k < Math.min(view.lines.length, i + 4) && (view.lines[k] ?? "").trim() === "") k++;
  const head = (view.lines[k] ?? "").trim();
  if (head === "") return null;
  let where: Candidate["where"] = null;
  let message = head.replace(/^(?:Rollup)?Error: /, "");
  let kind: string | undefined;
  const loc = ROLLUP_ID_LOC.exec(message);
  if (loc?.[1] && loc[4]) {
    where = frame(loc[1], loc[2], loc[3]);
    message = loc[4];
  } else {
    const plugin = /^\[([\w:@/.-]{1,100})\] (.{1,2000})$/.exec(message);
    if (plugin?.[1] && plugin[2]) {
      kind = `vite plugin ${plugin[1]}`;
      message = plugin[2];
      // A plugin that quotes esbuild's error: the error's own line is the message.
      const e = ESBUILD_LINE.exec((view.lines[k + 1] ?? "").trim());
      if (e?.[1] && e[4]) {
        where = frame(e[1], e[2], e[3]);
        message = e[4];
      }
    }
  }
  let end = k;
  for (let j = k + 1; j < Math.min(view.lines.length, k + 40); j++) {
    const l = view.lines[j] ?? "";
    if (/^\s{2,}at /.test(l) || /ELIFECYCLE|^npm error/.test(l)) break;
    const f = VITE_FILE.exec(l.trim());
    if (f?.[1] && !where) where = frame(f[1], f[2], f[3]);
    if (l.trim() !== "") end = j;
  }
  // `Could not resolve "./x" from "src/main.ts"`: the importing file (the import's line is found from the module).
  const mod = /Could not resolve ['"](.{1,300}?)['"]|failed to resolve import ['"](.{1,300}?)['"]/i.exec(
    message,
  );
  const from = / from ['"](.{1,1000}?)['"]\.?$/.exec(message)?.[1];
  if (!where && mod && from) where = frame(from);
  return {
    tool: ROLLUP.id,
    weight: 3,
    test: null,
    suite: null,
    where,
    frames: [],
    message,
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
    ...(kind ? { kind } : {}),
    ...(mod ? { module: mod[1] ?? mod[2] ?? "" } : {}),
  };
}

function rollupErrors(view: LogView, i: number): Candidate[] {
  const line = view.lines[i] ?? "";
  const u = line.startsWith("[error] ") ? UNBUILD_HEAD.exec(line) : null;
  const r = u ? null : ROLLUP_HEAD.exec(line);
  const head = u?.[1] ?? r?.[2];
  const plugin = r?.[1];
  if (!head) return [];
  let end = i;
  for (let k = i + 1; k < Math.min(view.lines.length, i + 120); k++) {
    if ((view.lines[k] ?? "").trim() === "" || (view.lines[k] ?? "").startsWith("[!] ")) break;
    end = k;
  }
  // A plugin that quotes tsc: one failure per distinct diagnostic (the build-end hook prints each again).
  const out: Candidate[] = [];
  const seen = new Set<string>();
  let at: Candidate["where"] = null;
  // The head itself may carry the quoted diagnostic (`[!] (plugin rpt2) Error: /abs/src/a.ts(96,29): semantic
  // error TS2345: …`), as well as the lines under it.
  for (let k = i; k <= end; k++) {
    const l = k === i ? head.replace(/^(?:Rollup)?Error: /, "") : (view.lines[k] ?? "");
    const d = PLUGIN_TS.exec(l);
    if (d?.[1] && d[4] && d[5]) {
      const key = `${d[1]}:${d[2]}:${d[3]}:${d[4]}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({
        tool: ROLLUP.id,
        weight: 3,
        test: null,
        suite: null,
        where: frame(d[1], d[2], d[3]),
        frames: [],
        message: d[5],
        excerpt: excerptOf(view, i, end),
        start: out.length === 0 ? i : k,
        end: k,
        code: d[4],
      });
      continue;
    }
    const a = ROLLUP_AT.exec(l);
    if (a?.[1] && !at) at = frame(a[1], a[2], a[3]);
  }
  if (out.length > 0) {
    // Disjoint spans over the block: each diagnostic to the line before the next; the first from the head.
    out.forEach((c, n) => {
      c.end = n + 1 < out.length ? (out[n + 1] as Candidate).start - 1 : end;
    });
    return out;
  }
  let message = head.replace(/^(?:Rollup)?Error: (?:There was an error during the build:)?\s*/, "");
  // @rollup/plugin-typescript (noEmitOnError): `[plugin typescript] src/a.ts (7:30): @rollup/plugin-typescript
  // TS2345: …`: the location and tsc's code inside the message.
  const quoted = PLUGIN_QUOTED.exec(message);
  let code: string | undefined;
  if (quoted?.[1] && quoted[4] && quoted[5]) {
    at ??= frame(quoted[1], quoted[2], quoted[3]);
    code = quoted[4];
    message = quoted[5];
  }
  const inner = view.lines[i + 1]?.trim() ?? "";
  // esbuild's transform (unbuild's esbuild plugin): `Transform failed with 1 error:`, then the error's own line.
  if (/^Transform failed with \d{1,6} errors?:$/.test(message)) {
    const e = ESBUILD_LINE.exec(inner);
    if (e?.[1] && e[4]) {
      at ??= frame(e[1], e[2], e[3]);
      message = e[4];
    }
  }
  // `Could not resolve "./x" from "src/a.ts"`: the importing file (the import's line is found from the module).
  const mod = /Could not resolve ['"](.{1,300}?)['"]/.exec(message)?.[1];
  const from = mod ? / from ['"](.{1,1000}?)['"]\.?$/.exec(message)?.[1] : undefined;
  if (from) at ??= frame(from);
  return [
    {
      tool: ROLLUP.id,
      weight: 3,
      test: null,
      suite: null,
      where: at,
      frames: [],
      message: message === "" ? inner : message,
      ...(code ? { code } : {}),
      excerpt: excerptOf(view, i, end),
      start: i,
      end,
      ...(plugin ? { kind: `rollup plugin ${plugin}` } : {}),
      ...(mod ? { module: mod } : {}),
    },
  ];
}

// rolldown's summary of a failed build (`Error: Build failed with 2 errors:`, esbuild's has the same words), then
// each error it ran into, up to five: its own (miette's, read by miette.ts) or a plugin's.
const BUILD_FAILED = /^(?:Error: )?Build failed with \d{1,6} errors?:$/;
const PLUGIN_ERROR = /^\[plugin ([^\]]{1,100})\](?: (\S{1,1000}?)(?::(\d{1,7}):(\d{1,7}))?)?$/;
const NAMED_ERROR = /^((?:[A-Z][A-Za-z0-9_$]{0,60})?Error): (.{1,2000})$/;

/**
 * The plugins' errors under rolldown's `Build failed with N errors:`: `[plugin name]` (and the module's id, with
 * `:line:col` when known), the error on the next line, then its code frame and stack (indented). A position in the
 * message itself (`… (153:220)`) is in the plugin's generated code, not a repository file.
 */
function rolldownPluginErrors(view: LogView, i: number): Candidate[] {
  const out: Candidate[] = [];
  const limit = Math.min(view.lines.length, i + 400);
  for (let k = i + 1; k < limit; k++) {
    const l = view.lines[k] ?? "";
    if (l.startsWith("}") || BUILD_FAILED.test(l)) break;
    const p = l.startsWith("[plugin ") ? PLUGIN_ERROR.exec(l) : null;
    const e = p ? NAMED_ERROR.exec(view.lines[k + 1] ?? "") : null;
    if (!p?.[1] || !e?.[2]) continue;
    let end = k + 1;
    let quoted = false;
    while (end + 1 < limit && /^\s/.test(view.lines[end + 1] ?? "")) {
      end++;
      quoted ||= MIETTE_TRIGGER.test(view.lines[end] ?? "");
    }
    // A parser's diagnostic quoted in the error (`  x …` and `,-[/abs/src/a.ts:13:55]`, rolldown-plugin-dts's own
    // parse of a file rolldown failed to parse too): miette.ts reads it, once per place.
    if (quoted) {
      k = end;
      continue;
    }
    out.push({
      tool: ROLLDOWN.id,
      weight: 3,
      test: null,
      suite: null,
      where: p[2] ? frame(p[2], p[3], p[4]) : null,
      frames: [],
      message: e[2],
      // From its own `[plugin …]` line: rolldown's own errors above it are miette.ts's.
      excerpt: excerptOf(view, k, end),
      start: k,
      end,
      kind: `rolldown plugin ${p[1]}`,
    });
    k = end;
  }
  return out;
}

export const bundler = {
  tools: [WEBPACK, ROLLUP, ESBUILD, ROLLDOWN, OXLINT],
  trigger: new RegExp(
    `^ERROR in \\S|^\\[!\\] |^\\[error\\] Error building |^error during build:$|${BUILD_FAILED.source}|${ESBUILD_TRIGGER.source}|${MIETTE_TRIGGER.source}`,
  ),
  literals: [
    "ERROR in ",
    "[!] ",
    "[error] Error building ",
    "error during build:",
    "Build failed with ",
    ...ESBUILD_LITERALS,
    ...MIETTE_LITERALS,
  ],
  extract(view, anchors, state) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      if (BUILD_FAILED.test(line)) out.push(...rolldownPluginErrors(view, i));
      else if (VITE_HEAD.test(line)) {
        const c = viteBuildError(view, i);
        if (c) out.push(c);
      } else if (MIETTE_TRIGGER.test(line)) {
        const seen = (state.mietteSeen ??= new Set<string>()) as Set<string>;
        const c = mietteDiagnostic(view, i, seen);
        if (c) out.push(c);
      } else if (ESBUILD_TRIGGER.test(line)) {
        const c = esbuildError(view, i);
        if (c) out.push(c);
      } else if (line.startsWith("ERROR in ")) {
        const c = webpackError(view, i);
        if (c) out.push(c);
      } else out.push(...rollupErrors(view, i));
    }
    return out;
  },
} satisfies Extractor;
