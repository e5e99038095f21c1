// uvu: `   FAIL  Suite  "test"` then the assertion's message, a diff and the stack.
import { type Candidate, type Extractor, defineTool, excerptOf } from "./types.js";
import { shellQuote } from "./command.js";
import { ERROR_HEAD, jsFrames } from "./js-common.js";

export const UVU = defineTool({
  id: "uvu",
  family: "js-test",
  // uvu selects files, not tests; a test file runs by itself under node.
  reproduce: (f) => (f.file ? `node ${shellQuote(f.file)}` : null),
});

const FAIL = /^\s{0,8}FAIL {1,4}(.{1,500}?) {1,4}"(.{1,1000})"$/;

export const uvu = {
  tools: [UVU],
  trigger: /^\s{0,8}FAIL {1,4}\S.{0,500}"$/,
  literals: ["FAIL "],
  extract(view, anchors) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const m = FAIL.exec(view.lines[i] ?? "");
      if (!m?.[1] || !m[2]) continue;
      let end = i;
      const block: string[] = [];
      for (let k = i + 1; k < Math.min(view.lines.length, i + 200); k++) {
        const l = view.lines[k] ?? "";
        if (FAIL.test(l) || /^\s{2}Total: /.test(l)) break;
        block.push(l);
        if (l.trim() !== "") end = k;
      }
      const message = (block.find((l) => l.trim() !== "") ?? "").trim();
      const frames = jsFrames(block);
      out.push({
        tool: UVU.id,
        weight: 3,
        test: `${m[1].trim()} > ${m[2]}`,
        suite: m[1].trim(),
        where: null,
        frames,
        message,
        excerpt: excerptOf(view, i, end),
        start: i,
        end,
        ...(ERROR_HEAD.exec(message)?.[1] ? { kind: ERROR_HEAD.exec(message)?.[1] } : {}),
      });
    }
    return out;
  },
} satisfies Extractor;
