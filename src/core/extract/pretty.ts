// eslint-formatter-pretty, printed by xo (lint) and tsd (type tests): a `  file:line:col` header, then
// `  ✖  line:col  message  rule` per problem (`⚠` lines are warnings). A problem with a rule id is xo's; tsd's
// have none.
import { type Candidate, type Extractor, defineTool, excerptOf, toInt } from "./types.js";
import { shellQuote } from "./command.js";

export const XO = defineTool({
  id: "xo",
  family: "lint",
  reproduce: (f) => (f.file ? `npx xo ${shellQuote(f.file)}` : "npx xo"),
});

export const TSD = defineTool({ id: "tsd", family: "typescript", reproduce: () => "npx tsd" });

const HEADER = /^ {2}(\S{1,1000}?):(\d{1,7}):(\d{1,7})$/;
const PROBLEM = /^ {2}✖ {1,4}(\d{1,7}):(\d{1,7}) {1,4}(.{1,2000})$/;

export const pretty = {
  tools: [XO, TSD],
  trigger: /^ {2}✖ {1,4}\d/,
  literals: ["✖ "],
  extract(view, anchors) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const m = PROBLEM.exec(view.lines[i] ?? "");
      if (!m?.[3]) continue;
      // The file is the nearest header above (problem lines of the same file are listed under it).
      let file: string | null = null;
      for (let k = i - 1; k >= Math.max(0, i - 2000); k--) {
        const l = view.lines[k] ?? "";
        const h = HEADER.exec(l);
        if (h?.[1]) {
          file = h[1];
          break;
        }
        if (!/^ {2}[✖⚠]/.test(l) && l.trim() !== "") break;
      }
      if (!file) continue;
      const rest = m[3].trimEnd();
      const gap = rest.lastIndexOf("  ");
      const rule = gap > 0 ? rest.slice(gap).trim() : "";
      const isRule = /^[@a-z0-9/_-]{1,100}$/.test(rule);
      const message = isRule ? rest.slice(0, gap).trim() : rest.trim();
      out.push({
        tool: isRule ? XO.id : TSD.id,
        weight: 3,
        test: null,
        suite: null,
        where: { function: null, path: file, line: toInt(m[1]), column: toInt(m[2]) },
        frames: [],
        message: isRule ? `${message} (${rule})` : message,
        excerpt: excerptOf(view, i, i),
        start: i,
        end: i,
        ...(isRule ? { code: rule } : {}),
      });
    }
    return out;
  },
} satisfies Extractor;
