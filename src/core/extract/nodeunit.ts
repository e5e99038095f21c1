// nodeunit's default reporter (and skip_passed's, nested's: the same lines for a failed test): `✔ name` for a test that
// passed, `✖ name` (`×` on Windows) for one that failed, the export groups' names before the test's joined by ` - `
// (`tween - Get the duration with .getDuration`); then a blank line and each failed assertion of the test: nodeunit's
// `Assertion Message: …` when the assertion had one, the error's stack (utils.betterErrors writes an assertion's as
// `AssertionError: <actual> <operator> <expected>`, on several lines when either value does) and a blank line. The run
// ends with `FAILURES: 1/871 assertions failed (402ms)`.
import { type Candidate, type Extractor, type LogView, defineTool, excerptOf } from "./types.js";
import { isTestFile, shellQuote } from "./command.js";
import { ERROR_HEAD, jsFrames } from "./js-common.js";

export const NODEUNIT = defineTool({
  id: "nodeunit",
  family: "js-test",
  // nodeunit selects a test by one part of its name (`-t`) or by all of them joined with commas (`-f`); a title that
  // holds ` - ` itself cannot be split back into those parts, and a spec that matches no test passes with `OK: 0
  // assertions`: the test's file again is the reproduction.
  reproduce: (f) => (isTestFile(f.file) ? `npx nodeunit ${shellQuote(f.file)}` : null),
});

const FAILED = /^[✖×] (\S.{0,1000})$/;
/** The line after a test's blank line: an assertion's message or the error's own first line. */
const ASSERTION_MESSAGE = "Assertion Message: ";
/** A line of the reporter's that ends a failed test's block: another test's verdict, the run's summary. */
const NEXT = /^(?:[✔✖×√] |FAILURES: |OK: )/;

const opensAssertion = (l: string) => l.startsWith(ASSERTION_MESSAGE) || ERROR_HEAD.test(l);

/**
 * The failed test whose `✖ name` is line `i`: its failed assertions' blocks below it, each opened by a message or an
 * error at the start of a line after a blank one (a node:test `✖ name (1.2ms)` has its error indented, no blank line).
 */
function failedTest(view: LogView, i: number): Candidate | null {
  const m = FAILED.exec(view.lines[i] ?? "");
  if (!m?.[1] || (view.lines[i + 1] ?? "") !== "" || !opensAssertion(view.lines[i + 2] ?? "")) return null;
  let end = i + 2;
  const limit = Math.min(view.lines.length, i + 400);
  for (let k = i + 3; k < limit; k++) {
    const l = view.lines[k] ?? "";
    if (NEXT.test(l)) break;
    // A blank line ends an assertion's block: another assertion of the test follows, or the test's block is over.
    if (l === "" && !opensAssertion(view.lines[k + 1] ?? "")) break;
    if (l !== "") end = k;
  }
  const block = view.lines.slice(i + 2, end + 1);
  const at = block.findIndex((l) => ERROR_HEAD.test(l));
  let message = at >= 0 ? (block[at] ?? "") : (block[0] ?? "");
  // betterErrors' values on lines of their own when either is multiline (`AssertionError:` alone, then the values and
  // the operator): a few of them make the message.
  if (at >= 0 && message.endsWith(":")) {
    const values = [];
    for (const l of block.slice(at + 1, at + 8)) {
      if (/^\s{0,20}at /.test(l) || l === "") break;
      values.push(l.trim());
    }
    message = [message, ...values].join(" ");
  }
  const type = ERROR_HEAD.exec(message)?.[1];
  return {
    tool: NODEUNIT.id,
    weight: 3,
    test: m[1].trim(),
    suite: null,
    where: null,
    frames: jsFrames(block),
    message,
    ...(type ? { kind: type } : {}),
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
  };
}

export const nodeunit = {
  tools: [NODEUNIT],
  trigger: /^[✖×] \S/,
  literals: ["✖ ", "× "],
  extract(view, anchors) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const c = failedTest(view, i);
      if (c) out.push(c);
    }
    return out;
  },
} satisfies Extractor;
