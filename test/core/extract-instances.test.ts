// One failure per test instance: two subtests of one test that fail at the same line (pytest 9 prints a section
// for each) are two failures, while a summary repeating a failure's details is still one.
import { describe, expect, it } from "vitest";
import { REAL_CORPUS, CORPUS, analyzeCase, failuresOf, loadCases } from "../corpus/evaluate.js";

const find = (root: string, id: string) => {
  const c = loadCases(root).find((x) => x.id === id);
  if (!c) throw new Error(`no recorded case ${id}`);
  return c;
};

describe("failure instances", () => {
  it("keeps both failing subtests of one test (tenacity, pytest 9 subtests)", () => {
    const got = failuresOf(analyzeCase(find(REAL_CORPUS, "tenacity-pytest-subtests")));
    expect(got.map((f) => [f.test, f.location?.line])).toEqual([
      ["tests/test_tenacity.py::TestStopConditions::test_stop_after_delay (<subtest>)", 252],
      ["tests/test_tenacity.py::TestStopConditions::test_stop_after_delay (<subtest>)", 252],
    ]);
  });

  it("keeps two snapshot blocks of one jest test, at their own lines", () => {
    const got = failuresOf(analyzeCase(find(CORPUS, "js-jest-snapshot-blocks")));
    expect(got.filter((f) => f.test === "labels of a cart").map((f) => f.location?.line)).toEqual([4, 5]);
  });

  it("keeps each of several vitest FAIL headers over one shared error", () => {
    const got = failuresOf(analyzeCase(find(CORPUS, "ts-vitest-shared-error")));
    expect(got.map((f) => f.test)).toEqual([
      "with the stock service > reorders below the minimum",
      "with the stock service > reorders nothing above the minimum",
    ]);
  });

  it("still reports a failure the runner's summary repeats once (meson's Summary of Failures)", () => {
    const got = failuresOf(analyzeCase(find(REAL_CORPUS, "json-c-meson-test")));
    expect(got.map((f) => f.test)).toEqual(["test_json_pointer", "test_json_patch"]);
  });
});
