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

/**
 * The stack's own frames: jasmine 3 starts a failed expectation's stack with `Error: ` and the message again, and a
 * message may quote frames of its own (a reporter's test comparing printed stacks): those lines are skipped.
 */
function withoutEcho(stack: readonly string[], message: readonly string[]): readonly string[] {
  const said = new Set(message.filter((l) => l !== ""));
  let k = 0;
  while (k < stack.length && said.has((stack[k] ?? "").trim().replace(/^Error: /, ""))) k++;
  return k > 0 ? stack.slice(k) : stack;
}

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
      // The entry's lines are indented (`  Message:`, `    text`, `  Stack:`); a message may hold blank lines (a
      // custom matcher's multi-line text), so the entry ends at the next line printed at column 0 (the next entry,
      // `N specs, M failures`, a coverage table), not at a blank one.
      for (let k = i + 2; k < Math.min(view.lines.length, i + 200); k++) {
        const l = view.lines[k] ?? "";
        if (/^\S/.test(l)) break;
        block.push(l);
        if (l.trim() !== "") end = k;
      }
      block.length = Math.max(0, end - (i + 1));
      const stackAt = block.findIndex((l) => l.trim() === "Stack:");
      const messageLines = (stackAt >= 0 ? block.slice(0, stackAt) : block).map((l) => l.trim());
      const message = messageLines[0] ?? "";
      const frames = jsFrames(stackAt >= 0 ? withoutEcho(block.slice(stackAt + 1), messageLines) : []);
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
        // jasmine prints a thrown error's class in the message (`TypeError: …`) and `Failed: …` for fail() and
        // done.fail(); any other message is a matcher's, built in (`Expected 1 to be 2.`) or custom (any text).
        ...(ERROR_HEAD.exec(message)?.[1]
          ? { kind: ERROR_HEAD.exec(message)?.[1] }
          : message !== "" && !/^Failed\b/.test(message)
            ? { kind: "jasmine expectation" }
            : {}),
        ...(exp ? { actual: exp[1], expected: exp[2] } : {}),
      });
    }
    return out;
  },
} satisfies Extractor;
