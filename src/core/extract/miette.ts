// Graphical diagnostics in miette's shape, printed by the oxc toolchain and the tools on it (rolldown, tsdown,
// obuild, vite 7+, oxlint's default output) and by others that use the same renderer: a head, the location in
// a frame's top border, then a code frame.
//   [PARSE_ERROR] Expected a semicolon …            (rolldown: its error code in brackets)
//       ╭─[ src/flags.ts:13:55 ]
//   × eslint(no-unused-vars): Variable 'x' is …     (oxlint: the plugin and rule; `⚠` a warning)
//      ╭─[index.js:15:9]
//   x Expected a semicolon …, but found             (the narrow ASCII style, a long message wrapped under `|`)
//     | none
//       ,-[/abs/src/flags.ts:13:55]
// The bundler extractor reads them (one registry slot for every bundler). A warning (`⚠`, `!`, `Warning:`)
// fails nothing; the same location printed again (rolldown reports a parse error once per plugin) is one failure.
import {
  type Candidate,
  type LogView,
  type RawFrame,
  defineTool,
  excerptOf,
  frame,
  rerunCommand,
} from "./types.js";
import { DIAGNOSTIC } from "./generic.js";
import { shellQuote } from "./command.js";

/** A build has no narrower command than the one that ran (a one-line command is run again as it is). */
export const ROLLDOWN = defineTool({
  id: "rolldown",
  family: "bundler",
  reproduce: rerunCommand,
});
export const OXLINT = defineTool({
  id: "oxlint",
  family: "lint",
  reproduce: (f) => (f.file ? `npx oxlint ${shellQuote(f.file)}` : "npx oxlint"),
});

/** The frame's top border: `╭─[ path:line:col ]`, `,-[path:line:col]`. */
const FRAME = /^\s{0,16}(?:╭─|┌─|,-)\[ ?(\S.{0,1000}?):(\d{1,7}):(\d{1,7}) ?\]$/;
export const MIETTE_TRIGGER = /^\s{0,16}(?:╭─|┌─|,-)\[/;
export const MIETTE_LITERALS = ["─[", ",-["] as const;

const HEAD_CODE = /^\s{0,8}\[([A-Z][A-Z0-9_]{1,60})\] (?:(Error|Warning): )?(.{1,2000})$/;
const HEAD_MARK = /^\s{0,8}([×xX✖⚠!]) (.{1,2000})$/;
const CONTINUED = /^\s{0,8}[|│] (.{1,2000})$/;
const OXLINT_RULE = /^([\w-]{1,60}(?:\/[\w-]{1,60})?)\(([\w/@-]{1,100})\): (.{1,2000})$/;
const FRAME_BODY = /^\s{0,12}(?:\d{1,7} {0,2})?[│|:·╰─`]|^\s{0,8}(?:help|Help|note|Note): /;

/**
 * Where a miette-style diagnostic at the top of a runner's error block points (swc under @swc/jest: `x Expected '>',
 * got '='`, then `,-[/abs/src/a.ts:182:1]`): the frame border among the few lines after the message line `lines[0]`
 * (a long message wraps under `|`), or null when the message is no miette head.
 */
export function mietteAt(lines: readonly string[]): RawFrame | null {
  const mark = HEAD_MARK.exec(lines[0] ?? "")?.[1];
  if (mark === "⚠" || mark === "!" || (!mark && !HEAD_CODE.test(lines[0] ?? ""))) return null;
  for (const l of lines.slice(1, 8)) {
    if (!l.includes("─[") && !l.includes(",-[")) {
      if (CONTINUED.test(l)) continue;
      return null;
    }
    const f = FRAME.exec(l);
    return f?.[1] ? frame(f[1], f[2], f[3]) : null;
  }
  return null;
}

/** The diagnostic whose frame border is line `i`, or null (a warning, or no head above the border). */
export function mietteDiagnostic(view: LogView, i: number, seen: Set<string>): Candidate | null {
  const f = FRAME.exec(view.lines[i] ?? "");
  if (!f?.[1]) return null;
  // The head: directly above the border, or above the lines a long message wrapped onto.
  const wrapped: string[] = [];
  let head = -1;
  let code: string | undefined;
  let message = "";
  let tool: string = DIAGNOSTIC.id;
  for (let k = i - 1; k >= Math.max(0, i - 8); k--) {
    const l = view.lines[k] ?? "";
    const c = HEAD_CODE.exec(l);
    if (c?.[1] && c[3]) {
      if (c[2] === "Warning") return null;
      head = k;
      code = c[1];
      message = c[3];
      tool = ROLLDOWN.id;
      break;
    }
    const m = HEAD_MARK.exec(l);
    if (m?.[1] && m[2]) {
      if (m[1] === "⚠" || m[1] === "!") return null;
      head = k;
      message = m[2];
      const rule = OXLINT_RULE.exec(m[2]);
      if (rule?.[1] && rule[2] && rule[3]) {
        tool = OXLINT.id;
        code = `${rule[1]}(${rule[2]})`;
        message = rule[3];
      }
      break;
    }
    const w = CONTINUED.exec(l);
    if (!w?.[1]) return null;
    wrapped.unshift(w[1].trim());
  }
  if (head < 0) return null;
  message = [message.trim(), ...wrapped].join(" ");
  // One failure per place: the same line and column under the same file (a relative and an absolute spelling
  // of one path end alike).
  const tail = f[1].split(/[\\/]/).slice(-2).join("/");
  const key = `${tail}:${f[2]}:${f[3]}`;
  if (seen.has(key)) return null;
  seen.add(key);
  let end = i;
  for (let k = i + 1; k < Math.min(view.lines.length, i + 40); k++) {
    if (!FRAME_BODY.test(view.lines[k] ?? "")) break;
    end = k;
  }
  return {
    tool,
    weight: 2,
    test: null,
    suite: null,
    where: frame(f[1], f[2], f[3]),
    frames: [],
    message,
    excerpt: excerptOf(view, head, end),
    start: head,
    end,
    ...(code ? { code } : {}),
    // rolldown's code in brackets is what its own output calls the failure (`[PARSE_ERROR]`, `[UNRESOLVED_IMPORT]`).
    ...(tool === ROLLDOWN.id && code ? { kind: `[${code}]` } : {}),
  };
}
