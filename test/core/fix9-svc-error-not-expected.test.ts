// chai's `expected TypeError: … to equal null`: a callback test that asserted no error (or the error its stub
// returns) and got the TypeError the code under test threw. Real run (record-real.sh): connect-pg-simple under mocha
// and c8, its pg-promise path switched to a method the unit tests' stub does not have.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { recordedFailures } from "../support/recorded.js";

const CASE = join(import.meta.dirname, "..", "fixtures", "real", "connect-pg-simple-mocha-c8-pgp-many");

describe("runtime.js-error-not-expected", () => {
  const failures = recordedFailures(CASE);
  const callbacks = failures.filter((f) => / callback queries$/.test(f.test ?? ""));

  it("files an assertion that carries the code's TypeError as runtime, like the TypeError itself", () => {
    expect(callbacks.map((f) => [f.message, f.category])).toEqual([
      [
        "Uncaught AssertionError: expected TypeError: this[#pgPromise].many is not a… to equal null",
        "runtime",
      ],
      [
        "Uncaught AssertionError: expected TypeError: this[#pgPromise].many is not a… to equal Error: Fail",
        "runtime",
      ],
    ]);
    for (const f of callbacks) expect(f.patterns).toContain("runtime.js-error-not-expected");
  });
});
