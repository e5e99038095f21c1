// `git diff --exit-code` after a step rewrote committed files (test/fixtures/real, recorded by record-real.sh;
// test/fixtures/git-diff, by record-git-diff.sh): one failure per file at its first changed line on the new side.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GIT_DIFF, gitDiff } from "../../src/core/extract/git-diff.js";
import type { Candidate } from "../../src/core/extract/types.js";
import { classify } from "../../src/core/classify/index.js";
import { normalizeLine } from "../../src/core/ingest/normalize.js";
import { REAL_CORPUS } from "../corpus/evaluate.js";

function read(lines: readonly string[]): Candidate[] {
  const view = lines.map(normalizeLine);
  const anchors = view.flatMap((l, i) => (gitDiff.trigger.test(l) ? [i] : []));
  return gitDiff.extract({ lines: view, offset: 0, from: 0, to: view.length }, anchors);
}

const real = (id: string) => readFileSync(join(REAL_CORPUS, id, "log.txt"), "utf8").split("\n");
const places = (cs: Candidate[]) => cs.map((c) => [c.where?.path, c.where?.line, classify(c).category]);

describe("git's diff of committed files the run rewrote", () => {
  it("a golden output the test scripts rewrote: its first changed line, a snapshot to update (inih)", () => {
    const got = read(real("inih-unittest-sh-git-diff"));
    expect(places(got)).toEqual([["examples/cpptesterrors.txt", 2, "snapshot"]]);
    expect([got[0]?.expected, got[0]?.actual]).toEqual([
      `reader_parse_error errmsg: "parse error on line 5; missing ']' or '='?"`,
      `reader_parse_error errmsg: "parse error on line 5: missing ']' or '=' (or the line is too long)"`,
    ]);
  });

  it("a stale build output: one failure per file, the source map's one line cut short still a change (typescript-action)", () => {
    const got = read(real("typescript-action-check-dist"));
    expect(places(got)).toEqual([
      ["dist/index.js", 28032, "snapshot"],
      ["dist/index.js.map", 1, "snapshot"],
    ]);
    // Each file's block ends where the next begins.
    expect((got[0]?.end ?? 0) < (got[1]?.start ?? 0)).toBe(true);
  });

  it("a formatter's rewrite (gofmt -w): only whitespace moved, a static check", () => {
    const log = readFileSync(
      join(import.meta.dirname, "..", "fixtures", "git-diff", "decimal-gofmt-w.log"),
      "utf8",
    );
    expect(places(read(log.split("\n")))).toEqual([["decimal.go", 97, "compilation"]]);
  });

  it("not the diffs other tools print: minitest, googletest, gofmt -d, a README updater", () => {
    for (const id of [
      "mustache-rake-minitest-string-keys",
      "yaml-cpp-ctest-gtest",
      "go-cmp-gofmt-diff",
      "mitt-npm-run-all-eslint-crash",
    ])
      expect(read(real(id)), id).toEqual([]);
  });

  it("reproduced by the run's own command, which rewrote the files and compared them", () => {
    const command = "cd tests && ./unittest.sh && git diff --exit-code";
    const f = { tool: GIT_DIFF.id, test: null, suite: null, file: "examples/cpptesterrors.txt" };
    expect(GIT_DIFF.reproduce?.({ ...f, command })).toBe(command);
    expect(GIT_DIFF.reproduce?.({ ...f, command: "a\nb" })).toBeNull();
  });

  it("not a header quoted without git's lines below it, nor one with sides but no hunk", () => {
    expect(read(["diff --git a/x.txt b/x.txt", "was quoted in a commit message"])).toEqual([]);
    expect(read(["diff --git a/x.txt b/x.txt", "--- a/x.txt", "+++ b/x.txt", "done"])).toEqual([]);
  });
});
