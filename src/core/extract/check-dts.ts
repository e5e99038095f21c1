// check-dts (type tests of a package's `.d.ts`: it type-checks the project, and its `errors.ts` files where each
// `// THROWS text` comment expects an error on the next line). On failure it prints its spinner's `✖ Check types`,
// then, per problem, a head line and the problem's text on the lines below, indented by two spaces:
//   ✖ test/types.ts:43:18: Type error TS2344         a type error in a file that expects none
//     Type 'Events' does not satisfy the constraint 'DefaultEvents'.
//   ✖ test/errors.ts:12:3: Unexpected error          an error on an `errors.ts` line with no `// THROWS` above it
//   ✖ test/errors.ts:12:3: Wrong error               an error where one was expected, but not the one expected
//     Expected: <the THROWS text>
//     Got: <the compiler's message>
//   ✖ test/errors.ts:12:3: Error was not found       a `// THROWS` whose error never came (located at the comment)
//     <the THROWS text>
// The same shapes from 0.3 to 2.0 (0.1 printed `✖ file` alone and `  12:3: Type error` under it, not read here).
import { type Candidate, type Extractor, LOOKAHEAD, defineTool, excerptOf, frame } from "./types.js";

export const CHECK_DTS = defineTool({
  id: "check-dts",
  family: "typescript",
  reproduce: () => "npx check-dts",
});

/** A problem's head: `✖ path:line:col: ` and what went wrong (a type error carries the compiler's code). */
const HEAD =
  /^✖ (\S.{0,1000}?):(\d{1,7}):(\d{1,7}): (?:Type error (TS\d{1,5})|(Unexpected error|Wrong error|Error was not found))$/;
/** The problem's text below its head: two spaces in. */
const BODY = /^ {2}(\S.{0,2000})$/;

export const checkDts = {
  tools: [CHECK_DTS],
  trigger:
    /^✖ \S.{0,1000}:\d{1,7}:\d{1,7}: (?:Type error TS\d|Unexpected error$|Wrong error$|Error was not found$)/,
  literals: ["✖ "],
  extract(view, anchors) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const m = HEAD.exec(view.lines[i] ?? "");
      if (!m?.[1]) continue;
      const body: string[] = [];
      let end = i;
      for (let k = i + 1; k < Math.min(view.lines.length, i + LOOKAHEAD) && body.length < 40; k++) {
        const b = BODY.exec(view.lines[k] ?? "");
        if (!b?.[1]) break;
        body.push(b[1]);
        end = k;
      }
      const code = m[4];
      const kind = m[5] ?? "Type error";
      const text = body.join(" ").slice(0, 2000);
      // `Wrong error`: the expected text, then the one the compiler gave.
      const expected =
        kind === "Wrong error" ? /^Expected: (.{1,2000})$/.exec(body[0] ?? "")?.[1] : undefined;
      const actual = kind === "Wrong error" ? /^Got: (.{1,2000})$/.exec(body[1] ?? "")?.[1] : undefined;
      out.push({
        tool: CHECK_DTS.id,
        weight: 3,
        test: null,
        suite: null,
        where: frame(m[1], m[2], m[3]),
        frames: [],
        // A type error's text is the compiler's message; the other problems say which expectation failed.
        message: code ? text || `Type error ${code}` : text ? `${kind}: ${text}` : kind,
        excerpt: excerptOf(view, i, end),
        start: i,
        end,
        kind: `check-dts ${kind}`,
        ...(code ? { code } : {}),
        ...(expected !== undefined ? { expected } : {}),
        ...(actual !== undefined ? { actual } : {}),
      });
    }
    return out;
  },
} satisfies Extractor;
