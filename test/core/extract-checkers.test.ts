// Checkers no extractor knows, read by the generic layer from their real output (test/fixtures/real, recorded by
// record-real.sh): cspell's `path:line:col - Unknown word (x)` under npm-run-all's `[lint:spelling] ` label.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generic } from "../../src/core/extract/generic.js";
import type { Candidate } from "../../src/core/extract/types.js";
import { classify } from "../../src/core/classify/index.js";
import { normalizeLine } from "../../src/core/ingest/normalize.js";
import { REAL_CORPUS } from "../corpus/evaluate.js";

function read(lines: string[]): Candidate[] {
  const view = lines.map(normalizeLine);
  const anchors = view.flatMap((l, i) => (generic.trigger.test(l) ? [i] : []));
  return generic.extract({ lines: view, offset: 0, from: 0, to: view.length }, anchors, {});
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
