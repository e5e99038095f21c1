// ESLint's stylish formatter: a file path line, then `  3:10  error  message  rule-id` lines.
import { type Candidate, type Extractor, excerptOf, toInt, defineTool } from "./types.js";
import { shellQuote } from "./command.js";

export const ESLINT = defineTool({
  id: "eslint",
  family: "lint",
  reproduce: (f) => (f.file ? `npx eslint ${shellQuote(f.file)}` : null),
});

/** Parses `  3:10  error  'foo' is not defined  no-undef` without a backtracking regex. */
function parseProblem(
  line: string,
): { line: string; col: string; message: string; rule: string | null } | null {
  const m = /^ {2,9}(\d{1,7}):(\d{1,7}) {1,20}error {2,20}/.exec(line);
  if (!m) return null;
  const rest = line.slice(m[0].length).trimEnd();
  const gap = rest.lastIndexOf("  ");
  const rule = gap > 0 ? rest.slice(gap).trim() : null;
  const message = gap > 0 ? rest.slice(0, gap).trim() : rest;
  return {
    line: m[1] ?? "",
    col: m[2] ?? "",
    message,
    rule: rule && /^[@a-z0-9/_-]{1,100}$/.test(rule) ? rule : null,
  };
}

export const eslint = {
  tools: [ESLINT],
  trigger: /^ {2,9}\d+:\d+ +error {2}/,
  literals: [" error  "],
  extract(view, anchors) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const p = parseProblem(view.lines[i] ?? "");
      if (!p) continue;
      // The file is the nearest preceding line that is not a problem line.
      let file: string | null = null;
      for (let k = i - 1; k >= Math.max(0, i - 2000); k--) {
        const l = view.lines[k] ?? "";
        if (/^ {2,9}\d+:\d+ /.test(l)) continue;
        if (l.trim() !== "" && !l.startsWith(" ")) file = l.trim();
        break;
      }
      if (!file) continue;
      out.push({
        tool: ESLINT.id,
        weight: 3,
        test: null,
        suite: null,
        where: { function: null, path: file, line: toInt(p.line), column: toInt(p.col) },
        frames: [],
        message: p.rule ? `${p.message} (${p.rule})` : p.message,
        excerpt: excerptOf(view, i, i),
        start: i,
        end: i,
        ...(p.rule ? { code: p.rule } : {}),
      });
    }
    return out;
  },
} satisfies Extractor;
