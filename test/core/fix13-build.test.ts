// Build tools and browser/node runners of issue 24's held-out projects, on their real recordings (test/fixtures/real,
// record-real.sh): webpack's loader failure (babel-loader's SyntaxError), karma-mocha's timeout, nodeunit's default
// reporter.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extractFrom, recordedFailures, triage } from "../support/recorded.js";
import { bundler } from "../../src/core/extract/bundler.js";
import { karma } from "../../src/core/extract/karma.js";
import { nodeunit } from "../../src/core/extract/nodeunit.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");
const log = (id: string) => join(REAL, id, "log.txt");

describe("webpack: a loader's failure", () => {
  it("`Module build failed (from …babel-loader…):` is babel's SyntaxError below it, at the line and column babel names", () => {
    const got = extractFrom(bundler, log("clipboard-js-babel-syntax-error"));
    expect(got.map((c) => [c.tool, c.where?.path, c.where?.line, c.where?.column])).toEqual([
      ["webpack", "/home/runner/work/clipboard.js/clipboard.js/src/actions/copy.js", 37, 2],
    ]);
    expect(got[0]?.message).toBe(
      'SyntaxError: /home/runner/work/clipboard.js/clipboard.js/src/actions/copy.js: Unexpected token, expected "," (37:2)',
    );
    // The block goes on over the blank line before babel's code frame, to webpack's ` @ ./importer` line.
    expect(got[0]?.excerpt).toContain("> 37 |   ) {");
    expect(got[0]?.excerpt.at(-1)).toBe(" @ ./src/clipboard.js 27:0-49 187:13-32");
    expect(recordedFailures(join(REAL, "clipboard-js-babel-syntax-error")).map(triage)).toEqual([
      ["compilation", null, "src/actions/copy.js", 37, expect.any(String)],
    ]);
  });

  it("a failure of webpack's own (`Module not found`) keeps its one-line block and the position webpack gives", () => {
    const got = extractFrom(bundler, log("clipboard-js-webpack-missing-module"));
    expect(got.map((c) => [c.where?.path, c.where?.line, c.module, c.end - c.start])).toEqual([
      ["src/clipboard.js", 24, "./common/listen", 1],
    ]);
  });
});

describe("karma-mocha: a test over its time limit", () => {
  it("mocha's `Timeout of 2000ms exceeded` under karma's `<browser> … FAILED` is a timeout, with its limit", () => {
    const got = extractFrom(karma, log("clipboard-js-karma-event-rename-timeout"));
    expect(got.map((c) => c.limitMs)).toEqual([2000, 2000, 2000, 2000]);
    const failures = recordedFailures(join(REAL, "clipboard-js-karma-event-rename-timeout"));
    expect(failures.map((f) => [f.category, f.test, f.details.limitMs])).toEqual([
      [
        "timeout",
        "Chrome Headless 156.0.0.0 (Linux x86_64) Clipboard #onClick should init when called",
        2000,
      ],
      [
        "timeout",
        "Chrome Headless 156.0.0.0 (Linux x86_64) Clipboard #onClick should use an event's currentTarget when not equal to target",
        2000,
      ],
      [
        "timeout",
        "Chrome Headless 156.0.0.0 (Linux x86_64) Clipboard #events should fire a success event with certain properties",
        2000,
      ],
      [
        "timeout",
        "Chrome Headless 156.0.0.0 (Linux x86_64) Clipboard #clearSelection should clear text selection without moving focus",
        2000,
      ],
    ]);
  });
});

describe("nodeunit's default reporter", () => {
  it("`✖ group - test`, a blank line and the assertion's stack: one failure named as nodeunit prints it", () => {
    const got = extractFrom(nodeunit, log("tween-js-nodeunit-get-duration"));
    expect(got.map((c) => [c.test, c.kind, c.message, c.frames[1]?.path, c.frames[1]?.line])).toEqual([
      [
        "tween - Get the duration with .getDuration",
        "AssertionError",
        "AssertionError: 0.1 deepEqual 100",
        "/home/runner/work/tween.js/tween.js/.tmp/tests.cjs",
        3092,
      ],
    ]);
    // The block: from the `✖` line to the stack's last frame (the blank line after it and the next test's output are
    // not the failure's).
    expect(got[0]?.excerpt.at(-1)).toMatch(/^ {4}at \S*async\.js:134:25$/);
    // The bundle (.tmp/tests.cjs, gitignored, no source map) is no repository file: an assertion, named, no line
    // claimed in the repository.
    const failures = recordedFailures(join(REAL, "tween-js-nodeunit-get-duration"));
    expect(failures.map((f) => [f.category, f.test, f.location?.file ?? null])).toEqual([
      ["assertion", "tween - Get the duration with .getDuration", null],
    ]);
  });

  it("two tests failing with one error are two failures, each a runtime error", () => {
    const failures = recordedFailures(join(REAL, "tween-js-nodeunit-group-add-typeerror"));
    expect(failures.map((f) => [f.category, f.tool, f.test])).toEqual([
      [
        "runtime",
        "nodeunit",
        "tween - Custom group.onComplete() should be triggered when all Tweens in the group have reached their completion, and the child Tween.onComplete() should also be fired",
      ],
      ["runtime", "nodeunit", "tween - Tween.group sets the tween's group."],
    ]);
  });

  it("reads no other runner's `✖` line: node:test's spec reporter, eslint's stylish total", () => {
    expect(extractFrom(nodeunit, log("amqplib-node-test-assert"))).toEqual([]);
    expect(extractFrom(nodeunit, log("clipboard-js-eslint-eqeqeq"))).toEqual([]);
  });
});
