// jasmine: after `Failures:`, entries `1) Suite spec`, `  Message:` (the expectation), `  Stack:` (frames).
import { type Candidate, type Extractor, DIGIT_PAREN, defineTool, excerptOf } from "./types.js";
import { isTestFile, regexEscape, shellQuote } from "./command.js";
import { ERROR_HEAD, jsFrames } from "./js-common.js";

export const JASMINE = defineTool({
  id: "jasmine",
  family: "js-test",
  reproduce: (f) =>
    f.test
      ? `npx jasmine ${isTestFile(f.file) ? `${shellQuote(f.file)} ` : ""}--filter=${shellQuote(regexEscape(f.test))}`
      : null,
});

const ENTRY = /^(\d{1,6})\) (.{1,1000})$/;

export const jasmine = {
  tools: [JASMINE],
  trigger: /^Failures:$|^\d{1,6}\) \S/,
  literals: ["Failures:", ...DIGIT_PAREN],
  extract(view, anchors, state) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      if (line === "Failures:") {
        state.failures = true;
        continue;
      }
      const m = ENTRY.exec(line);
      if (!m?.[2] || state.failures !== true || (view.lines[i + 1] ?? "").trim() !== "Message:") continue;
      let end = i + 1;
      const block: string[] = [];
      for (let k = i + 2; k < Math.min(view.lines.length, i + 200); k++) {
        const l = view.lines[k] ?? "";
        if (ENTRY.test(l) || /^\d+ specs?, /.test(l) || l.trim() === "") break;
        block.push(l);
        end = k;
      }
      const stackAt = block.findIndex((l) => l.trim() === "Stack:");
      const messageLines = (stackAt >= 0 ? block.slice(0, stackAt) : block).map((l) => l.trim());
      const message = messageLines[0] ?? "";
      const frames = jsFrames(stackAt >= 0 ? block.slice(stackAt + 1) : []);
      const exp = /^Expected (.{1,300}) to (?:be|equal) (.{1,300}?)\.?$/.exec(message);
      out.push({
        tool: JASMINE.id,
        weight: 3,
        test: m[2].trim(),
        suite: null,
        where: null,
        frames,
        message,
        excerpt: excerptOf(view, i, end),
        start: i,
        end,
        ...(ERROR_HEAD.exec(message)?.[1] ? { kind: ERROR_HEAD.exec(message)?.[1] } : {}),
        ...(exp ? { actual: exp[1], expected: exp[2] } : {}),
      });
    }
    return out;
  },
} satisfies Extractor;
