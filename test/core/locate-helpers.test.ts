// Locations a person would click (issue 24, point 4), recorded by scripts/fixtures/record-locate.sh from
// samples/loc-pytest and samples/loc-js-helper: an assertion inside a helper is located at the test's own call site
// (the helper's line stays first among the frames); a pytest fixture that raises at setup at the line pytest names
// in conftest.py (no line of the test is printed); a doctest's unexpected exception where it was raised.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { jsFrames, ownFrame } from "../../src/core/extract/js-common.js";
import { recordedFailures } from "../support/recorded.js";
import type { RawFrame } from "../../src/core/extract/types.js";
import { describe, expect, it } from "vitest";

const LOCATE = join(import.meta.dirname, "..", "fixtures", "locate");

const failures = (id: string, log = "log.txt") => recordedFailures(join(LOCATE, id), log);

const where = (f: ReturnType<typeof failures>) =>
  f.map((x) => [
    x.category,
    x.test,
    `${x.location?.file}:${x.location?.line}`,
    x.details.frames?.[0]?.location.line,
  ]);

describe("pytest: the line a person would click", () => {
  it.each(["loc-pytest-helper-fixture", "loc-pytest-helper-fixture-short"])(
    "%s: the test's call site for an assertion in a helper; conftest.py's line for a fixture's error",
    (id) => {
      for (const log of ["log.txt", "log.2.txt"])
        expect(where(failures(id, log))).toEqual([
          ["runtime", "tests/test_cart.py::test_saves", "tests/conftest.py:9", 9],
          // The helper `check_total` asserted at line 2: first among the frames, the location is the test's line 6.
          ["assertion", "tests/test_cart.py::test_empty_cart_total", "tests/test_cart.py:6", 2],
        ]);
    },
  );

  it("a doctest's unexpected exception: where it was raised, then the example's line", () => {
    const f = failures("loc-pytest-doctest-exception");
    expect(where(f)).toEqual([["runtime", "pkg/prices.py::pkg.prices.discount", "pkg/prices.py:6", 6]]);
    expect(f[0]?.details.frames?.map((x) => x.location.line)).toEqual([6, 17, 14]);
  });
});

describe("jest and vitest: an assertion inside a helper is located at the test's own call site", () => {
  it.each([
    ["loc-jest-helper", "test/cart.test.js", 8],
    ["loc-vitest-helper", "test/cart.vitest.test.mjs", 9],
  ])("%s", (id, file, helperLine) => {
    const f = failures(id);
    // `expectTotal` (in the test file) asserted at line 8/9, the test called it at 17/18; `expectCents` lives in
    // test/helpers/, the test called it at 27/28. The helper's line stays first among the frames.
    expect(f.map((x) => `${x.location?.file}:${x.location?.line}`)).toEqual([
      `${file}:${helperLine + 9}`,
      `${file}:${helperLine + 19}`,
    ]);
    expect(f[0]?.details.frames?.[0]?.location.line).toBe(helperLine);
  });
});

describe("ownFrame: a helper called from a callback the test passed inline", () => {
  // dayjs-jest-tz-node20 (real jest 22 output): matchMoment (the helper, line 30) called at 486 from the callback
  // the test passed to `forEach(` at 484.
  const log = readFileSync(
    join(import.meta.dirname, "..", "fixtures", "real", "dayjs-jest-tz-node20", "log.txt"),
    "utf8",
  );
  const frames = jsFrames(log.split("\n").filter((l) => l.includes("test/plugin/timezone.test.js:")));
  const file = "test/plugin/timezone.test.js";

  it("is the callback's call of the helper, a few lines below the test's own frame", () => {
    expect(frames.map((f) => f.line)).toEqual([30, 486, 484]);
    expect(ownFrame(frames, file)?.line).toBe(486);
  });

  it("is the test's own frame when the frame inside it is the helper recursing, or another helper far from it", () => {
    const [helper, callback, test] = frames as [RawFrame, RawFrame, RawFrame];
    // compare() recursing (domhandler-vitest-fixture-rows): its own frames are no callback of the test.
    expect(ownFrame([helper, { ...callback, function: helper.function }, test], file)?.line).toBe(484);
    // A helper calling a helper defined elsewhere in the file (above the test, or far below it).
    expect(ownFrame([helper, { ...callback, line: 40 }, test], file)?.line).toBe(484);
    expect(ownFrame([helper, { ...callback, line: 520 }, test], file)?.line).toBe(484);
    // Two frames: the helper and the test, as before.
    expect(ownFrame([helper, test], file)?.line).toBe(484);
  });
});

describe("a plain Error a helper beside the tests threw: the project's own failed check", () => {
  const REAL = join(import.meta.dirname, "..", "fixtures", "real");
  const at = (id: string) =>
    recordedFailures(join(REAL, id)).map((x) => [x.category, `${x.location?.file}:${x.location?.line}`]);

  it("is an assertion at the test's call, under mocha, which names no test file (validator-mocha-dot-nyc)", () => {
    // `Error: validator.isHexColor("0f38") failed but should have passed` at test/testFunctions.js:41, the helper
    // test() at :32, then the test's Context.<anonymous> at test/validators.test.js:4989.
    expect(at("validator-mocha-dot-nyc")).toEqual([["assertion", "test/validators.test.js:4989"]]);
  });

  it("stays an error when the code under test is on the stack, or the test file threw it itself", () => {
    // neverthrow: the test's callback threw through src/result.ts, whose try/catch the patch removed.
    expect(at("neverthrow-vitest-throw")).toEqual([["runtime", "tests/index.test.ts:151"]]);
  });
});
