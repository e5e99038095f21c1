import { describe, expect, it } from "vitest";
import { globBase, globMatcher } from "../../src/core/glob.js";

describe("globMatcher", () => {
  it.each([
    ["tests/payments/**", "tests/payments/a/b.test.ts", true],
    ["tests/payments/**", "tests/paymentsx.ts", false],
    ["**/junit*.xml", "reports/unit/junit-1.xml", true],
    ["**/junit*.xml", "junit.xml", true],
    ["junit.xml", "deep/dir/junit.xml", true],
    ["reports/*.xml", "reports/a.xml", true],
    ["reports/*.xml", "reports/sub/a.xml", false],
    ["test-results/{unit,e2e}/*.xml", "test-results/e2e/r.xml", true],
    ["test-results/{unit,e2e}/*.xml", "test-results/int/r.xml", false],
    ["src/?.ts", "src/a.ts", true],
    ["src/?.ts", "src/ab.ts", false],
    ["./out/**/*.xml", "out/x/y/z.xml", true],
  ])("%s matches %s: %s", (glob, path, want) => {
    expect(globMatcher(glob)(path)).toBe(want);
  });

  // Their speed is measured in bench/linearity.ts; here, that they get the right answer.
  it("answers patterns built to blow up a backtracking matcher", () => {
    const glob = `${"*a".repeat(30)}*b`;
    expect(globMatcher(glob)("a".repeat(3000))).toBe(false);
    expect(globMatcher(glob)(`${"a".repeat(3000)}b`)).toBe(true);
    const deep = `${"**/".repeat(40)}x`;
    expect(globMatcher(deep)(`${"d/".repeat(200)}y`)).toBe(false);
    expect(globMatcher(deep)(`${"d/".repeat(200)}x`)).toBe(true);
  });

  it("finds the directory to walk from", () => {
    expect(globBase("reports/unit/**/*.xml")).toBe("reports/unit");
    expect(globBase("**/junit.xml")).toBe("");
    expect(globBase("junit.xml")).toBe("");
  });
});
