// Playwright's list/line reporters: `  1) [project] › tests/x.spec.ts:11:3 › suite › test ─────` then the error,
// a code frame and `at /abs/tests/x.spec.ts:13:59`.
import { type Candidate, type Extractor, excerptOf, frame, defineTool } from "./types.js";
import { shellQuote } from "./command.js";
import { ERROR_HEAD, expectedActual, jsFrames } from "./js-common.js";

export const PLAYWRIGHT = defineTool({
  id: "playwright",
  family: "js-test",
  reproduce: (f) => {
    // dirHint is the test's declared `path:line` as printed; prefer the verified path when it is the same file.
    const m = /^(.{1,1000}):(\d{1,7})$/.exec(f.dirHint ?? "");
    if (!m?.[1]) return null;
    const path = f.file && f.file.endsWith(m[1].replace(/^\.\//, "")) ? f.file : m[1];
    return `npx playwright test ${shellQuote(`${path}:${m[2]}`)}`;
  },
});

const ENTRY =
  /^ {2}(\d{1,6})\) (?:\[([^\]]{1,100})\] › )?(\S{1,1000}):(\d{1,7}):(\d{1,7}) › (.{1,1000}?)(?: ─{2,})?$/;

export const playwright = {
  tools: [PLAYWRIGHT],
  trigger: /^ {2}\d+\) (?:\[[^\]]{1,100}\] › )?\S+:\d+:\d+ › /,
  // The ` › ` after the line and column (a digit before it): jest's breadcrumbs hold ` › ` after a name.
  literals: ["0 › ", "1 › ", "2 › ", "3 › ", "4 › ", "5 › ", "6 › ", "7 › ", "8 › ", "9 › "],
  extract(view, anchors) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const m = ENTRY.exec(view.lines[i] ?? "");
      if (!m?.[3] || !m[6]) continue;
      let end = i + 1;
      for (; end < Math.min(view.lines.length, i + 300); end++) {
        const l = view.lines[end] ?? "";
        if (ENTRY.test(l) || /^ {2}\d+ (failed|flaky|passed|skipped|did not run)/.test(l)) break;
      }
      const block = view.lines.slice(i + 1, end);
      const message = (block.find((l) => l.trim() !== "") ?? "").trim();
      const frames = jsFrames(block);
      const declared = frame(m[3], m[4], m[5]);
      const err = ERROR_HEAD.exec(message);
      let last = end - 1;
      while (last > i && (view.lines[last] ?? "").trim() === "") last--;
      const limit = /Timeout (?:of )?(\d{1,9})ms exceeded/.exec(message)?.[1];
      out.push({
        tool: PLAYWRIGHT.id,
        weight: 3,
        test: m[6].trim(),
        suite: m[2] ?? null,
        where: frames.find((f) => f.path.endsWith(m[3] ?? "\u0000")) ?? frames[0] ?? declared,
        frames: [...frames, declared],
        message,
        excerpt: excerptOf(view, i, last),
        start: i,
        end: last,
        ...(err?.[1] ? { kind: err[1] } : {}),
        ...(limit ? { limitMs: Number(limit) } : {}),
        ...expectedActual(block),
        // The declared location of the test, for `npx playwright test file:line`.
        dirHint: `${m[3]}:${m[4]}`,
      });
    }
    return out;
  },
} satisfies Extractor;
