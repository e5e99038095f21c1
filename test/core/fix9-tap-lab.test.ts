// @hapi/lab's sections after its tests (hapijs/boom with `lab -a @hapi/code -t 100 -L -Y`, recorded by
// record-real.sh): every test passes and lab still fails the run on its lint, its type tests, its coverage or a
// global the code leaked.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lab } from "../../src/core/extract/lab.js";
import { extractFrom, recordedFailures, triage } from "../support/recorded.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");
const read = (id: string) => extractFrom(lab, join(REAL, id, "log.txt"));
const failures = (id: string) => recordedFailures(join(REAL, id)).map(triage);

describe("@hapi/lab's lint, types, coverage and leaks sections (boom)", () => {
  it("Lint: the file on one line, each finding below it with its line and eslint's rule", () => {
    expect(read("boom-lab-lint-var").map((c) => [c.tool, c.where, c.code, c.message])).toEqual([
      [
        "lab-lint",
        { function: null, path: "/home/runner/work/boom/boom/lib/index.js", line: 230, column: null },
        "@hapi/no-var",
        "@hapi/no-var - Unexpected var, use let or const instead.",
      ],
    ]);
    expect(failures("boom-lab-lint-var")).toEqual([
      ["compilation", null, "lib/index.js", 230, "npx lab --dry --lint"],
    ]);
  });

  it("Types: one error per line, its column counted from 0 as TypeScript's", () => {
    const got = read("boom-lab-types-missing-rename");
    expect(got.map((c) => [c.tool, c.where?.path, c.where?.line, c.where?.column])).toEqual([
      ["lab-types", "test/index.ts", 103, 43],
      ["lab-types", "test/index.ts", 104, 43],
    ]);
    expect(got[0]?.message).toMatch(/^Namespace '.{1,200}' has no exported member 'MissingAuth'\.$/);
    expect(failures("boom-lab-types-missing-rename")).toEqual([
      ["types", null, "test/index.ts", 103, "npx lab --dry --types"],
      ["types", null, "test/index.ts", 104, "npx lab --dry --types"],
    ]);
  });

  it("Coverage below the threshold: one failure, at the first line a file misses", () => {
    const got = read("boom-lab-coverage-allow-set");
    expect(got.map((c) => [c.tool, c.kind, c.where?.path, c.where?.line, c.message])).toEqual([
      ["coverage", "coverage threshold", "lib/index.js", 234, "Code coverage below threshold: 99.33 < 100"],
    ]);
    expect(got[0]?.excerpt).toEqual([
      "Coverage: 99.33% (2/298)",
      "lib/index.js missing coverage on line(s): 234, 235",
      "Code coverage below threshold: 99.33 < 100",
    ]);
    expect(failures("boom-lab-coverage-allow-set").map((f) => f.slice(0, 4))).toEqual([
      ["assertion", null, "lib/index.js", 234],
    ]);
  });

  it("leaks: the globals lab names, a runtime error of the run with no location (lab names no line)", () => {
    expect(read("boom-lab-leak-global").map((c) => [c.tool, c.kind, c.where, c.message])).toEqual([
      ["lab", "lab leaks", null, "The following leaks were detected: lastBoomified"],
    ]);
    expect(failures("boom-lab-leak-global")).toEqual([["runtime", null, undefined, undefined, "npm test"]]);
  });

  it("reads nothing of sections that say `No issues` (a run whose tests failed)", () => {
    expect(read("boom-lab-www-authenticate-join")).toEqual([]);
    expect(read("hoek-lab")).toEqual([]);
  });
});
