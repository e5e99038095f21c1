// tap 16's default reporter (treport, in colour) on npm/hosted-git-info (record-real.sh): ` FAIL ` and ` PASS ` between
// zero-width spaces, each failure as it happens under a header without counts (` ✖ message`, source, diff, YAML with
// `test:`, `at:`, `stack: |`, `type:`), then the file's header with counts listing the same ` ✖ message` lines again.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nodeTap } from "../../src/core/extract/nodetap.js";
import { extractFrom, recordedFailures, triage } from "../support/recorded.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");
const RAW = join(REAL, "hosted-git-info-tap16-sourcehut-raw");
const THROWN = join(REAL, "hosted-git-info-tap16-hashformat-typeerror");

describe("tap 16's treport: failed assertions", () => {
  it("reads each failure once, named by its `test:` and placed at its `at:`, not the file's list of them", () => {
    const got = extractFrom(nodeTap, join(RAW, "log.txt"));
    expect(got.map((c) => [c.test, c.message, c.suite, c.where?.path, c.where?.line, c.kind])).toEqual(
      [107, 108, 132, 133].map((line) => [
        "test/sourcehut.js string methods populate correctly",
        "should be equal",
        "test/sourcehut.js",
        "test/sourcehut.js",
        line,
        "AssertionError",
      ]),
    );
    // The block holds the diff and the YAML, up to the stack's last frame.
    expect(got[0]?.excerpt.some((l) => l.includes("+https://git.sr.ht/~foo/bar/raw/HEAD/"))).toBe(true);
    expect(got[0]?.excerpt.at(-1)).toContain("append-transform/index.js:64:4");
  });

  it("reports four assertions of the test, each at its own line, not the runner's exit code", () => {
    expect(recordedFailures(RAW).map((f) => triage(f).slice(0, 4))).toEqual(
      [107, 108, 132, 133].map((line) => [
        "assertion",
        "test/sourcehut.js string methods populate correctly",
        "test/sourcehut.js",
        line,
      ]),
    );
  });
});

describe("tap 16's treport: a TypeError thrown in six tests of four files", () => {
  it("reads the thrown error's type and stack (frames without `at `), one failure per test and file", () => {
    const got = extractFrom(nodeTap, join(THROWN, "log.txt"));
    expect(got.map((c) => [c.suite, c.test, c.kind])).toEqual([
      ["test/bitbucket.js", "string methods populate correctly", "TypeError"],
      ["test/github.js", "string methods populate correctly", "TypeError"],
      ["test/github.js", "from manifest", "TypeError"],
      ["test/gitlab.js", "string methods populate correctly", "TypeError"],
      ["test/gitlab.js", "from manifest", "TypeError"],
      ["test/sourcehut.js", "string methods populate correctly", "TypeError"],
    ]);
    expect(got[0]?.message).toBe("Cannot read properties of undefined (reading 'toLowerCase')");
    expect(got[0]?.where).toBeNull();
    expect(got[0]?.frames.slice(0, 2).map((f) => [f.function, f.path, f.line])).toEqual([
      ["formatHashFragment", "lib/hosts.js", 2],
      ["browsetreetemplate", "lib/hosts.js", 6],
    ]);
  });

  it("files them as runtime errors in lib/hosts.js (nyc's instrumented line: the source's is not in the log)", () => {
    const failures = recordedFailures(THROWN);
    expect(failures.map((f) => triage(f).slice(0, 3))).toEqual([
      ["runtime", "string methods populate correctly", "lib/hosts.js"],
      ["runtime", "string methods populate correctly", "lib/hosts.js"],
      ["runtime", "from manifest", "lib/hosts.js"],
      ["runtime", "string methods populate correctly", "lib/hosts.js"],
      ["runtime", "from manifest", "lib/hosts.js"],
      ["runtime", "string methods populate correctly", "lib/hosts.js"],
    ]);
  });
});
