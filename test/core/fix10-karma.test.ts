// karma's reporters on their real recordings (test/fixtures/real: record-real.sh): karma-mocha-reporter's FAILED TESTS
// tree, karma's own `<browser> ERROR` for an error no test caught, and the progress reporter's `<browser> … FAILED`
// with karma-qunit's Expected/Actual in two browsers.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extractFrom, recordedFailures, triage } from "../support/recorded.js";
import { normalizeLine } from "../../src/core/ingest/normalize.js";
import { karma } from "../../src/core/extract/karma.js";
import type { Candidate } from "../../src/core/extract/types.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");
const run = (id: string) => extractFrom(karma, join(REAL, id, "log.txt"));
const frameOf = (c: Candidate) => {
  const f = c.frames[0];
  return f ? `${f.path}:${f.line}` : null;
};

describe("karma-mocha-reporter's FAILED TESTS tree", () => {
  it("one failure per `✖` with a browser below it, named with its suites, at its frame relative to karma's base", () => {
    const got = run("details-menu-karma-arrow-up-last");
    // The progress tree above prints the same `✖` titles with no browser below them: not failures of their own.
    expect(got.map((c) => [c.test, c.kind, frameOf(c)])).toEqual([
      [
        "details-menu element after tree insertion opens and focuses last item on arrow up",
        "AssertionError",
        "test.js:94",
      ],
      [
        "details-menu element after tree insertion does not trigger aria-disabled item",
        "AssertionError",
        "test.js:223",
      ],
    ]);
    // `test.js` is the repository's test/test.js (karma's basePath is test/), an assertion each.
    expect(recordedFailures(join(REAL, "details-menu-karma-arrow-up-last")).map(triage)).toEqual([
      [
        "assertion",
        "details-menu element after tree insertion opens and focuses last item on arrow up",
        "test/test.js",
        94,
        null,
      ],
      [
        "assertion",
        "details-menu element after tree insertion does not trigger aria-disabled item",
        "test/test.js",
        223,
        null,
      ],
    ]);
  });

  it("tests of one title are told apart by their suites, read back over the blocks of the failures above them", () => {
    const got = run("details-menu-karma-selected-event-rename");
    expect(got.map((c) => [c.test, c.message.slice(0, 40), frameOf(c)])).toEqual([
      [
        "details-menu element after tree insertion fires events in order",
        "AssertionError: Unspecified AssertionErr",
        "test.js:184",
      ],
      [
        "details-menu element mutually exclusive menu items as buttons manages checked state and fires events",
        "AssertionError: selected event is fired ",
        "test.js:281",
      ],
      [
        "details-menu element mutually exclusive menu items as labels manages checked state and fires events",
        "AssertionError: selected event is fired ",
        "test.js:320",
      ],
      [
        "details-menu element with labels as menu item checkboxes manages checked state and fires events",
        "AssertionError: selected event is fired ",
        "test.js:367",
      ],
      [
        "details-menu element with labels as menu item with indeterminate checkboxes manages checked state and fires events",
        "AssertionError: selected event is fired ",
        "test.js:415",
      ],
    ]);
  });

  it("the suites still open carry over to a window that starts below them", () => {
    const lines = readFileSync(join(REAL, "details-menu-karma-selected-event-rename", "log.txt"), "utf8")
      .split("\n")
      .map(normalizeLine);
    const cut = lines.indexOf("    with labels as menu item checkboxes");
    const anchors = (from: number, to: number) =>
      lines.slice(from, to).flatMap((l, i) => (karma.trigger.test(l) ? [i] : []));
    const state = {};
    const first = karma.extract(
      { lines: lines.slice(0, cut), offset: 0, from: 0, to: cut },
      anchors(0, cut),
      state,
    );
    // The second window sees nothing of the tree above its first line: `details-menu element` comes from the state.
    const rest = lines.slice(cut);
    const second = karma.extract(
      { lines: rest, offset: cut, from: 0, to: rest.length },
      anchors(cut, lines.length),
      state,
    );
    expect([...first, ...second].map((c) => c.test)).toEqual([
      "details-menu element after tree insertion fires events in order",
      "details-menu element mutually exclusive menu items as buttons manages checked state and fires events",
      "details-menu element mutually exclusive menu items as labels manages checked state and fires events",
      "details-menu element with labels as menu item checkboxes manages checked state and fires events",
      "details-menu element with labels as menu item with indeterminate checkboxes manages checked state and fires events",
    ]);
  });
});

describe("karma's `<browser> ERROR`", () => {
  it("the page's uncaught error: runtime, no test, in the TypeScript source of the build output it names", () => {
    const [c, ...rest] = run("details-menu-karma-define-twice");
    expect(rest).toEqual([]);
    expect([c?.test, c?.kind, c?.message.slice(0, 46)]).toEqual([
      null,
      "Uncaught NotSupportedError",
      "NotSupportedError: Failed to execute 'define' ",
    ]);
    const failures = recordedFailures(join(REAL, "details-menu-karma-define-twice"));
    // dist/index.js is tsc's output without a source map: the source file, at the JavaScript's line (319; the
    // statement is at src/index.ts:355, which only the file's text could tell).
    expect(failures.map((f) => [f.category, f.test, f.location?.file, f.location?.status])).toEqual([
      ["runtime", null, "src/index.ts", "searched"],
    ]);
  });
});

describe("karma's progress reporter with karma-qunit", () => {
  it("one failure per test per browser, QUnit's values compared, Chrome's and Firefox's frames read", () => {
    const got = run("stimulus-karma-camelize-uppercase");
    expect(got.map((c) => [c.test, c.kind, c.expected, c.actual, frameOf(c)])).toEqual(
      ["Chrome Headless 156.0.0.0 (Linux x86_64)", "Firefox 153.0 (Linux x86_64)"].flatMap((browser) => [
        [
          `${browser} StringHelpersTests should camelize strings`,
          "qunit assertion",
          '"underscore_Value"',
          '"underscoreValue"',
          "webpack:///./dist/tests/modules/core/string_helpers_tests.js?:29",
        ],
        [
          `${browser} StringHelpersTests should namespace camelize strings`,
          "qunit assertion",
          '"underscore_Value"',
          '"underscoreValue"',
          "webpack:///./dist/tests/modules/core/string_helpers_tests.js?:41",
        ],
      ]),
    );
    // The ~700 `Executed N of 215` lines rewritten around them are no failures; each is in the test's TypeScript file.
    const failures = recordedFailures(join(REAL, "stimulus-karma-camelize-uppercase"));
    expect(failures.map((f) => [f.category, f.patterns, f.location?.file])).toEqual(
      Array.from({ length: 4 }, () => [
        "assertion",
        ["assertion.qunit"],
        "src/tests/modules/core/string_helpers_tests.ts",
      ]),
    );
  });
});
