// grunt-contrib-qunit: QUnit pages run in headless Chrome under grunt. Without --verbose it prints a dot per test
// (`F` for a failed one) and, when a page ends, its failures through grunt's log.error, every line behind `>> `:
// the test's full name (`module > test`), then for each failed assertion `Message: …`, `Actual: …`, `Expected: …`
// and the assertion's stack (`  at fn (http://127.0.0.1:9998/tests.js:171:12)`, the URL of the page's server).
// The task then ends with `Warning: N tests completed … with M failed` and grunt's `Aborted due to warnings.`.
import { type Candidate, type Extractor, type RawFrame, defineTool, excerptOf } from "./types.js";
import { ERROR_HEAD, jsFrames } from "./js-common.js";

export const GRUNT_QUNIT = defineTool({
  id: "grunt-qunit",
  family: "js-test",
  // grunt-contrib-qunit runs whole pages; no option selects one test: the task again is the reproduction.
  reproduce: () => null,
});

const PREFIX = ">> ";
/** An assertion's own lines: its fields (each may run over several lines) and its stack. */
const FIELD = /^(?:Message|Actual|Expected): |^\s{1,20}at /;

/**
 * A frame in a page served by the task's web server (grunt-contrib-connect): the URL's path is a file under the
 * server's base folder, so it is kept relative (`tests.js`) for the path search to find in the repository.
 */
function servedPath(f: RawFrame): RawFrame {
  const m = /^https?:\/\/[^/\s]{1,300}\/(.{1,1000})$/.exec(f.path);
  return m?.[1] ? { ...f, path: m[1] } : f;
}

export const gruntQunit = {
  tools: [GRUNT_QUNIT],
  trigger: /^>> Message: /,
  literals: [">> Message: "],
  extract(view, anchors) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      // The test's name is the line above its first assertion; a later assertion of the same test follows the
      // previous one's stack or fields.
      const above = view.lines[i - 1] ?? "";
      if (!above.startsWith(PREFIX)) continue;
      const name = above.slice(PREFIX.length).trim();
      if (name === "" || FIELD.test(above.slice(PREFIX.length))) continue;
      let end = i;
      const block: string[] = [];
      for (let k = i; k < Math.min(view.lines.length, i + 400); k++) {
        const l = view.lines[k] ?? "";
        if (!l.startsWith(PREFIX) && l !== ">>") break;
        const body = l.slice(PREFIX.length);
        // The next test's name: a line that is none of these fields, just above a `Message:`.
        if (k > i && !FIELD.test(body) && (view.lines[k + 1] ?? "").startsWith(`${PREFIX}Message: `)) break;
        block.push(body);
        end = k;
      }
      const field = (f: string) => block.find((l) => l.startsWith(`${f}: `))?.slice(f.length + 2);
      const message = field("Message") ?? "";
      const expected = field("Expected");
      const actual = field("Actual");
      // QUnit names a test that threw `Died on test #N: …`; its other assertions compare Actual and Expected.
      const died = /^Died on test #\d{1,6}\b/.test(message);
      const type = ERROR_HEAD.exec(message.replace(/^Died on test #\d{1,6}:? ?/, ""))?.[1];
      out.push({
        tool: GRUNT_QUNIT.id,
        weight: 3,
        test: name,
        suite: name.includes(" > ") ? name.slice(0, name.lastIndexOf(" > ")) : null,
        where: null,
        frames: jsFrames(block).map(servedPath),
        message,
        ...(type
          ? { kind: type }
          : !died && expected !== undefined && actual !== undefined
            ? { kind: "qunit assertion" }
            : {}),
        ...(expected !== undefined ? { expected } : {}),
        ...(actual !== undefined ? { actual } : {}),
        excerpt: excerptOf(view, i - 1, end),
        start: i - 1,
        end,
      });
    }
    return out;
  },
} satisfies Extractor;
