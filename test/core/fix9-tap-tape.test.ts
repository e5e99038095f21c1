// tape killed mid-run (inspect-js/object-inspect under nyc, recorded by record-real.sh): an exception thrown in an fs
// callback ends the process right under the running test's `# system errors` header, with node's crash report and no
// `not ok`. The crash is named by that header.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tap } from "../../src/core/extract/tap.js";
import { extractFrom, recordedFailures } from "../support/recorded.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");

describe("tape killed by an uncaught exception (object-inspect: obj.sycall)", () => {
  it("reads node's crash report under the last `# ` header as that test's runtime error", () => {
    const got = extractFrom(tap, join(REAL, "object-inspect-tape-nyc-async-typeerror", "log.txt"));
    expect(got.map((c) => [c.tool, c.test, c.kind, c.message, c.where?.line])).toEqual([
      [
        "node",
        "system errors",
        "TypeError",
        "TypeError: String.prototype.toUpperCase called on null or undefined",
        7,
      ],
    ]);
    expect(got[0]?.frames.map((f) => `${f.path.replace(/^.*\/object-inspect\//, "")}:${f.line}`)).toEqual([
      "index.js:7",
      "test/syscall.js:13",
      "node:fs:197",
    ]);
  });

  it("reports the one failure, named, instead of the nameless crash", () => {
    const failures = recordedFailures(join(REAL, "object-inspect-tape-nyc-async-typeerror"));
    expect(failures.map((f) => [f.category, f.test, f.location?.file])).toEqual([
      ["runtime", "system errors", "index.js"],
    ]);
  });

  it("reads no crash whose lines above are not a test's TAP (mocha's, a script's)", () => {
    for (const id of ["koa-cors-mocha-load-typeerror", "mysql2-wait-up-reference-error"])
      expect(extractFrom(tap, join(REAL, id, "log.txt")).filter((c) => c.tool === "node")).toEqual([]);
  });
});
