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

  it("stays fast on patterns built to blow up a backtracking matcher", () => {
    const glob = `${"*a".repeat(30)}*b`;
    const path = "a".repeat(3000);
    const deep = `${"**/".repeat(40)}x`;
    const t = performance.now();
    expect(globMatcher(glob)(path)).toBe(false);
    expect(globMatcher(deep)(`${"d/".repeat(200)}y`)).toBe(false);
    expect(performance.now() - t).toBeLessThan(2_000);
  });

  it("finds the directory to walk from", () => {
    expect(globBase("reports/unit/**/*.xml")).toBe("reports/unit");
    expect(globBase("**/junit.xml")).toBe("");
    expect(globBase("junit.xml")).toBe("");
  });
});
