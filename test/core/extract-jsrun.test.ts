// JavaScript runner shapes met on real projects nobody had recorded before (test/fixtures/real, record-real.sh):
// node-tap 18's own reporter (isaacs/yallist), and jest's failed `toThrow`, whose stack is the thrown error's
// (microsoft/tsyringe).
import { join } from "node:path";
import { extractFrom, recordedFailures } from "../support/recorded.js";
import { describe, expect, it } from "vitest";
import { jest } from "../../src/core/extract/jest.js";
import { tap } from "../../src/core/extract/tap.js";
import { jasmine } from "../../src/core/extract/jasmine.js";
import { nodeTest } from "../../src/core/extract/nodetest.js";
import { nodeTap } from "../../src/core/extract/nodetap.js";
import { vitest } from "../../src/core/extract/vitest.js";
import type { Candidate, Extractor } from "../../src/core/extract/types.js";
import { classify } from "../../src/core/classify/index.js";
import { CORPUS, analyzeCase, failuresOf, loadCases } from "../corpus/evaluate.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");

/** Runs one extractor over a recorded log the way the scanner does: every line its trigger matches is an anchor. */
const run = (x: Extractor, id: string) => extractFrom(x, join(REAL, id, "log.txt"));

describe("node-tap 18's reporter (yallist: three rows of a t.test table fail their t.match)", () => {
  const got = run(nodeTap, "yallist-tap18");

  it("reads each failed row twice, the run's list line and the summary's detail block, at the same line", () => {
    const rows = ["slice > [[2,-2],[3,4]]", "slice > [[1,-2],[2,3,4]]", "slice > [[-5,-2],[2,3,4]]"];
    expect(got.map((c) => c.test)).toEqual([...rows, ...rows]);
    for (const c of got) {
      expect(c.message).toBe("should match pattern");
      expect(c.suite).toBe("test/basic.js");
      expect([c.where?.path, c.where?.line]).toEqual(["test/basic.js", 122]);
    }
  });

  it("takes the detail block's stack as frames (printed without `at `), the source excerpt's lines not", () => {
    const detail = got[3] as Candidate;
    expect(detail.frames.map((f) => `${f.path}:${f.line}`)).toEqual([
      "test/basic.js:122",
      "test/basic.js:121",
      "test/basic.js:120",
      "test/basic.js:118",
    ]);
    expect(detail.end - detail.start).toBeGreaterThan(10);
  });

  it("is an assertion: tap's default message for t.match, and the block's expected/actual diff", () => {
    for (const c of got) expect(classify(c).category).toBe("assertion");
  });

  it("a throw at the file's top level: no test (`TAP` is the root), the thrown class, both forms at one line", () => {
    const thrown = run(nodeTap, "yallist-tap18-throw");
    expect(thrown.map((c) => [c.test, c.kind, c.where?.path, c.where?.line])).toEqual([
      [null, undefined, "src/index.ts", 141],
      [null, "TypeError", "src/index.ts", 141],
    ]);
    expect(classify(thrown[1] as Candidate).category).toBe("runtime");
  });

  it("reads no ` ✖ ` line outside a tap file header (eslint's and ava's `✖` lines)", () => {
    const lines = [" ✖ 3 problems (3 errors, 0 warnings)", " ✖ some test > should be equal test/a.js:1:1"];
    expect(nodeTap.extract({ lines, offset: 0, from: 0, to: lines.length }, [0, 1], {})).toEqual([]);
  });
});

describe("jest: a failed toThrow is located at the `.toThrow(` call, not in the callback a line above", () => {
  it("tsyringe: the test's frame after expect's own frames", () => {
    const got = run(jest, "tsyringe-jest").filter((c) => c.suite === "src/__tests__/errors.test.ts");
    expect(got.map((c) => [c.test, c.where?.line])).toEqual([
      ["Error message composition", 29],
      ["Param position", 47],
      ["Detect circular dependency", 58],
    ]);
  });

  it("a toThrow that did not throw has no thrown stack: its own frame stays (focus-trap-react)", () => {
    const got = run(jest, "focus-trap-react-jest-babel");
    expect(got.map((c) => [c.where?.path, c.where?.line])).toEqual([["test/focus-trap-react.test.js", 147]]);
    expect(classify(got[0] as Candidate).category).toBe("assertion");
  });
});

describe("vitest: a named project's coloured badge before the file (zustand's test.name)", () => {
  it("each failure's suite is the file, without the badge, and its location vitest's own `❯` line", () => {
    const got = run(vitest, "zustand-vitest4-project").filter((c) => c.test !== null);
    expect(got.map((c) => [c.suite, c.where?.line])).toEqual([
      ["tests/shallow.test.tsx", 88],
      ["tests/shallow.test.tsx", 154],
      ["tests/vanilla/shallow.test.tsx", 27],
      ["tests/vanilla/shallow.test.tsx", 96],
      ["tests/vanilla/shallow.test.tsx", 115],
      ["tests/vanilla/shallow.test.tsx", 160],
    ]);
  });
});

describe("jest with babel: the test's own frame, not babel's async helpers at the top of the file", () => {
  it("focus-trap-react: `await`ed test located at its expect (978), not at `Generator.call (….test.js:2:1)`", () => {
    const got = run(jest, "focus-trap-react-jest-typeerror");
    const c = got.find((x) => x.test?.endsWith("can be activated and deactivated while still on the screen"));
    expect([c?.where?.path, c?.where?.line]).toEqual(["test/focus-trap-react.test.js", 978]);
  });
});

describe("vitest per package: each failure in the folder of the vitest that printed it", () => {
  // npm test --workspaces (scripts/fixtures/record-js-heldout.sh): vitest in notes fails, then vitest in tags prints
  // its own root; both packages hold test/index.test.js, and no line carries a package prefix.
  it("notes' failure is located and reproduced in packages/notes, not in tags, whose root came last", () => {
    const f = recordedFailures(
      join(import.meta.dirname, "..", "fixtures", "locate", "loc-monorepo-npm-workspaces-vitest"),
    ).filter((x) => x.tool === "vitest");
    expect(f.map((x) => [x.location?.file, x.location?.line, x.reproduce])).toEqual([
      [
        "packages/notes/test/index.test.js",
        9,
        "cd packages/notes && npx vitest run test/index.test.js -t '^(?:notes counts the words)$'",
      ],
    ]);
  });
});

describe("jest `projects` with displayNames: the badge is no part of the file, frames are relative to the project", () => {
  // samples/js-jest-projects (record-js-heldout.sh): api and web each hold test/math.test.js; the header names
  // `packages/api/test/math.test.js` after the badge, the frames `test/math.test.js` (relative to the rootDir).
  // -gha: jest's github-actions reporter repeats the failures at the end, grouped under `::group::Errors thrown in` a
  // path from the filesystem's root without its slash, or relative to the rootDir: the same three failures, not five.
  it.each(["js-jest-projects", "js-jest-projects-color", "js-jest-projects-gha"])(
    "%s: each failure at its own package's line",
    (id) => {
      const f = recordedFailures(join(import.meta.dirname, "..", "fixtures", "locate", id));
      expect(f.map((x) => [x.test, x.category, x.location?.file, x.location?.line]).sort()).toEqual([
        ["api math › adds the lines", "assertion", "packages/api/test/math.test.js", 6],
        ["api math › reads the price", "runtime", "packages/api/test/math.test.js", 11],
        ["web math › adds 2 and 2", "assertion", "packages/web/test/math.test.js", 7],
      ]);
    },
  );
});

describe("ts-jest's diagnostic in colour (samples: ts-jest-unused-local-color)", () => {
  it("the excerpt ends before jest's next FAIL header, whose colour left one leading space", () => {
    const c = loadCases(CORPUS).find((x) => x.id === "ts-jest-unused-local-color");
    if (!c) throw new Error("no case ts-jest-unused-local-color");
    const f = failuresOf(analyzeCase(c)).find((x) => x.tool === "ts-jest");
    expect(f?.excerpt).toContain("error TS6133");
    expect(f?.excerpt).not.toContain("FAIL");
  });
});

describe("node-tap 16 over a table of rows (npm/node-semver: inc('patch') bumps prereleases too)", () => {
  const got = run(tap, "semver-tap16-rows");

  it("names each failed row by its own `# Subtest:` (a t.test per row), at its first failing t.equal", () => {
    const rows = got.filter((c) => c.where?.path === "test/classes/semver.js");
    expect([...new Set(rows.map((c) => c.test))]).toEqual([
      "1.2.0-0 patch",
      "1.2.3-4 patch",
      "1.2.3-alpha.0.beta patch",
      "1.2.0-0 patch dev",
      "1.2.3-4 patch dev",
      "1.2.3-alpha.0.beta patch dev",
    ]);
  });

  it("names all 18 failed assertions of one long test by its header, 400 and more lines above the last", () => {
    const loop = got.filter((c) => c.where?.path === "test/functions/inc.js");
    expect(loop).toHaveLength(18);
    for (const c of loop) expect(c.test).toBe("increment versions test");
    expect((loop[17] as Candidate).start - (loop[0] as Candidate).start).toBeGreaterThan(600);
  });

  it("takes an exception's class from node-tap's YAML (`type: TypeError`, the message without it)", () => {
    const thrown = run(tap, "semver-tap16-typeerror");
    expect(thrown.map((c) => [c.test, c.kind, c.where?.path, c.where?.line])).toEqual([
      ["coerce tests", "TypeError", "functions/coerce.js", 21],
    ]);
    expect(classify(thrown[0] as Candidate).category).toBe("runtime");
    // `type: Test` under `at:` names the frame's receiver, not an exception.
    expect(got.filter((c) => c.kind === "Test")).toEqual([]);
  });

  it("classifies tap stopping a test that ran out of time (`not ok 5 - timeout!`) as a timeout", () => {
    const out = got.filter((c) => c.message === "timeout!");
    expect(out.map((c) => c.test)).toEqual(["range with 0"]);
    expect(classify(out[0] as Candidate).category).toBe("timeout");
  });
});

describe("poku's file timeouts (sidorares/node-mysql2: `● Timeout: test file exceeded 30000ms limit`)", () => {
  it("are no jest failures: jest never prints that header", () => {
    const got = run(jest, "mysql2-poku-unknown-database");
    expect(got.filter((c) => /Timeout: test file exceeded/.test(c.test ?? ""))).toEqual([]);
  });

  it("are timeouts where they are a file's only failure", () => {
    const failures = recordedFailures(join(REAL, "mysql2-poku-unknown-database")).filter((f) =>
      /Timeout: test file exceeded 30000ms limit$/.test(f.message),
    );
    expect(failures.length).toBeGreaterThan(0);
    for (const f of failures) expect(f.category).toBe("timeout");
  });
});

describe("jasmine 3 over specs tsc compiled in place (bcaudan/jasmine-spec-reporter, under nyc)", () => {
  const got = run(jasmine, "jasmine-spec-reporter-ts");
  const stack = got.find((c) => c.test?.startsWith("With spec display stacktrace")) as Candidate;

  it("reads a custom matcher's multi-line message, blank lines included, down to its Stack: section", () => {
    expect(stack.message).toBe("Expect");
    expect(stack.frames.map((f) => `${f.path.replace(/^.*\/spec\//, "spec/")}:${f.line}`)).toEqual([
      "spec/unit/display-stacktrace.spec.js:20",
      "spec/helpers/test-helper.js:95",
    ]);
  });

  it("takes no frame from the message the stack repeats (the spec compares printed stacks)", () => {
    expect(stack.frames.some((f) => f.line === 77)).toBe(false);
  });

  it("classifies a matcher's message, built in or custom, as an assertion; a thrown error's class is its kind", () => {
    expect(got).toHaveLength(4);
    for (const c of got) expect(classify(c).category).toBe("assertion");
    expect(
      classify({ ...stack, kind: "TypeError", message: "TypeError: x is not a function" }).category,
    ).toBe("runtime");
  });

  it("locates a frame of a compiled spec the repository does not hold in the TypeScript file beside it", () => {
    const failures = recordedFailures(join(REAL, "jasmine-spec-reporter-ts"));
    expect(failures).toHaveLength(4);
    for (const f of failures) {
      expect(f.location?.file).toMatch(/^spec\/unit\/[a-z-]+\.spec\.ts$/);
      expect(f.location?.status).toBe("searched");
      expect(f.location?.note).toMatch(/line is the JavaScript's/);
    }
  });
});

describe("node:test through tsx, a test file that dies at import (tinyglobby: a syntax error in the source)", () => {
  it("reads the error its process printed as TAP comments above the file's `not ok`, at esbuild's location", () => {
    const got = run(nodeTest, "tinyglobby-tsx-syntax-error");
    expect(
      got.map((c) => [c.test, c.kind, c.where?.path.replace(/^.*\/src\//, "src/"), c.where?.line]),
    ).toEqual([["test/index.test.ts", "Error", "src/index.ts", 108]]);
    expect((got[0] as Candidate).message).toBe(
      'Error: Transform failed with 1 error: Expected ")" but found ":"',
    );
    expect(classify(got[0] as Candidate).category).toBe("compilation");
  });

  it("reads a test's own failure from its YAML as before (tinyglobby: five TypeErrors, a renamed export)", () => {
    const got = run(nodeTest, "tinyglobby-tsx-renamed-export");
    expect(got.map((c) => [c.kind, c.where?.line])).toEqual(
      [175, 180, 185, 190, 195].map((line) => ["TypeError testCodeFailure", line]),
    );
  });
});

describe("vitest 1 over test.each tables (unjs/scule: a row named with an array)", () => {
  it("keeps a row whose name ends in `[ 'A', 'Link' ]` a test, not a file's own failure", () => {
    const got = run(vitest, "scule-vitest-each");
    expect(got.map((c) => [c.test, c.where?.line])).toEqual([
      ["splitByCase > ALink => [ 'A', 'Link' ]", 39],
      ["kebabCase > ALink => a-link", 78],
    ]);
  });
});

describe("jest 19's file header (facebook/prop-types: ` FAIL  file (19.257s)`, no space before the unit)", () => {
  it("the duration is no part of the file, so a shared helper's expect is located at the test's own call", () => {
    const got = run(jest, "prop-types-jest19-babel-message");
    expect(got.map((c) => [c.suite, c.where?.line])).toEqual([
      ["__tests__/PropTypesDevelopmentStandalone-test.js", 650],
      ["__tests__/PropTypesDevelopmentStandalone-test.js", 677],
    ]);
  });

  it("jest 26 and later print `(20.449 s)`: still the file alone (class-transformer)", () => {
    const got = run(jest, "class-transformer-jest26-timeout");
    expect(got.length).toBeGreaterThan(0);
    expect(got.every((c) => c.suite?.endsWith(".spec.ts"))).toBe(true);
  });
});

describe("@swc/jest could not parse a source file (vercel/swr: a template literal ended early)", () => {
  const LOG = join(REAL, "swr-jest30-swc-template-backtick", "log.txt");

  it("each block is a transform failure at swc's frame, not at the transformer's stack, with no test", () => {
    const got = extractFrom(jest, LOG);
    // 33 suites that failed to run, 8 tests that required swr inside them, each printed twice (github-actions).
    expect(got.length).toBeGreaterThan(41);
    for (const c of got) {
      expect([c.test, c.where?.path, c.where?.line, c.kind, c.message, c.frames]).toEqual([
        null,
        "/home/runner/work/swr/swr/src/index/use-swr.ts",
        182,
        "transform failed",
        "x Expected '>', got '='",
        [],
      ]);
      expect(classify(c).category).toBe("compilation");
    }
  });

  it("the report holds one compilation failure at src/index/use-swr.ts:182", () => {
    const failures = recordedFailures(join(REAL, "swr-jest30-swc-template-backtick"));
    expect(failures.map((f) => [f.category, f.test, f.location?.file, f.location?.line])).toEqual([
      ["compilation", null, "src/index/use-swr.ts", 182],
    ]);
  });

  it("babel-jest's own SyntaxError is read as before: its message, its frames, its `(line:col)`", () => {
    const got = run(jest, "../logs/js-jest-syntax-error");
    expect(
      got.map((c) => [
        c.kind,
        c.message.startsWith("Test suite failed to run: SyntaxError: "),
        c.where?.line,
      ]),
    ).toEqual([["SyntaxError", true, 5]]);
  });
});
