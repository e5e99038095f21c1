// uvu: `   FAIL  Suite  "test"` then the assertion's message, a diff and the stack.
import { type Candidate, type Extractor, defineTool, excerptOf } from "./types.js";
import { shellQuote } from "./command.js";
import { ERROR_HEAD, jsFrames, shareSlot } from "./js-common.js";
import { nodeTap } from "./nodetap.js";

export const UVU = defineTool({
  id: "uvu",
  family: "js-test",
  // uvu selects files, not tests; a test file runs by itself under node.
  reproduce: (f) => (f.file ? `node ${shellQuote(f.file)}` : null),
});

// `FAIL  Suite  "test"`; a test declared with uvu's top-level `test()` prints no suite: `FAIL  "test"`.
const FAIL = /^\s{0,8}FAIL {1,4}(?:([^"\s].{0,499}?) {1,4})?"(.{1,1000})"$/;

const ASSERT_OP =
  / {2}\((?:is|is\.not|equal|not\.equal|ok|not\.ok|not|type|instance|match|not\.match|snapshot|fixture|throws|not\.throws|unreachable)\)$/;

const uvuOnly = {
  tools: [UVU],
  trigger: /^\s{0,8}FAIL {1,4}\S.{0,500}"$/,
  literals: ["FAIL "],
  extract(view, anchors) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const m = FAIL.exec(view.lines[i] ?? "");
      if (!m?.[2]) continue;
      const suite = m[1]?.trim() || null;
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
      // uvu runs a test's body as `handler`: that frame is the test's own line, below any helper it called.
      const body = frames.find((f) => f.function !== null && /(?:^|\.)handler$/.test(f.function));
      out.push({
        tool: UVU.id,
        weight: 3,
        test: suite ? `${suite} > ${m[2]}` : m[2],
        suite,
        where: body ?? null,
        frames,
        message,
        excerpt: excerptOf(view, i, end),
        start: i,
        end,
        // uvu's assertions end their message with the operator: `Expected values to be strictly equal:  (is)`.
        ...(ASSERT_OP.test(message)
          ? { kind: "uvu assertion" }
          : ERROR_HEAD.exec(message)?.[1]
            ? { kind: ERROR_HEAD.exec(message)?.[1] }
            : {}),
      });
    }
    return out;
  },
} satisfies Extractor;

/** uvu's reader, sharing its registry slot with node-tap 18's (nodetap.ts): the registry holds at most 29. */
export const uvu = shareSlot(uvuOnly, nodeTap);
