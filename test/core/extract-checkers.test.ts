// Checkers no extractor knows, read by the generic layer from their real output (test/fixtures/real, recorded by
// record-real.sh): cspell's `path:line:col - Unknown word (x)` under npm-run-all's `[lint:spelling] ` label.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { crash } from "../../src/core/extract/crash.js";
import { generic } from "../../src/core/extract/generic.js";
import type { Candidate } from "../../src/core/extract/types.js";
import { classify } from "../../src/core/classify/index.js";
import { normalizeLine } from "../../src/core/ingest/normalize.js";
import { REAL_CORPUS, analyzeCase, failuresOf, loadCases } from "../corpus/evaluate.js";

function read(lines: string[]): Candidate[] {
  const view = lines.map(normalizeLine);
  const anchors = view.flatMap((l, i) => (generic.trigger.test(l) ? [i] : []));
  return generic.extract({ lines: view, offset: 0, from: 0, to: view.length }, anchors);
}

describe("a checker's `path:line:col - message` (cspell)", () => {
  it("one finding per line, at its file and line, a static check the change does not pass", () => {
    const log = readFileSync(join(REAL_CORPUS, "style-loader-cspell", "log.txt"), "utf8").split("\n");
    const got = read(log);
    expect(got.map((c) => [c.where?.path, c.where?.line, c.where?.column, c.message])).toEqual([
      ["src/runtime/insertBySelector.js", 17, 31, "Unknown word (exeption) fix: (exception, exemption)"],
      ["src/runtime/insertBySelector.js", 17, 43, "Unknown word (acess) fix: (access)"],
      ["src/runtime/insertBySelector.js", 38, 43, "Unknown word (probaly) fix: (probably)"],
    ]);
    expect(got.map((c) => classify(c).category)).toEqual(["compilation", "compilation", "compilation"]);
  });

  it("not tsc's pretty diagnostic (its extractor's), nor a dash after a time or a list number", () => {
    expect(
      read([
        "src/a.ts:4:9 - error TS6133: 'x' is declared but its value is never read.",
        "12:00:01 - build started",
        "  1 - first step",
      ]),
    ).toEqual([]);
  });
});

describe("a script that logs the error it caught (mysql2's tools/wait-up.js)", () => {
  it("the error from its name on, at its innermost frame in the repository, with its stack", () => {
    const log = readFileSync(join(REAL_CORPUS, "mysql2-wait-up-access-denied", "log.txt"), "utf8").split(
      "\n",
    );
    const view = log.map(normalizeLine);
    const anchors = view.flatMap((l, i) => (crash.trigger.test(l) ? [i] : []));
    const got = crash.extract({ lines: view, offset: 0, from: 0, to: view.length }, anchors, {});
    expect(got).toHaveLength(1);
    const c = got[0] as Candidate;
    expect([c.message, c.kind, c.where?.line, c.code]).toEqual([
      "Error: Access denied for user 'root'@'127.0.0.1' (using password: YES)",
      "Error",
      833,
      "ER_ACCESS_DENIED_ERROR",
    ]);
    expect(classify(c).category).toBe("infrastructure");
  });

  it("not words before an error name with no stack below them", () => {
    const lines = ["Retrying after Error: socket closed", "done"];
    const anchors = lines.flatMap((l, i) => (crash.trigger.test(l) ? [i] : []));
    expect(crash.extract({ lines, offset: 0, from: 0, to: lines.length }, anchors, {})).toEqual([]);
  });
});

describe("a script node ran that throws a ReferenceError (mysql2's tools/wait-up.js, a renamed variable)", () => {
  it("is a runtime error at the throwing line: the file parsed, the name was missing when the line ran", () => {
    const c = loadCases(REAL_CORPUS).find((x) => x.id === "mysql2-wait-up-reference-error");
    if (!c) throw new Error("missing real case mysql2-wait-up-reference-error");
    const [f] = failuresOf(analyzeCase(c));
    expect([f?.tool, f?.category, f?.patterns[0], f?.location?.file, f?.location?.line]).toEqual([
      "node",
      "runtime",
      "runtime.js-reference-in-test",
      "tools/common.js",
      18,
    ]);
    // Python's NameError stays an undefined name.
    const name = "NameError: name 'x' is not defined";
    const py: Candidate = {
      tool: "python",
      weight: 2,
      test: null,
      suite: null,
      where: null,
      frames: [],
      message: name,
      excerpt: [name],
      start: 0,
      end: 0,
    };
    expect(classify(py).category).toBe("compilation");
  });
});
