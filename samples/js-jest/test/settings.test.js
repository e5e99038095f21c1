const { mergeSettings } = require("../src/text");

describe("mergeSettings", () => {
  test("keeps nested defaults", () => {
    const defaults = { retries: 2, report: { format: "junit", dir: "reports" } };
    const merged = mergeSettings(defaults, { report: { dir: "out" } });
    expect(merged).toEqual({
      retries: 2,
      report: { format: "junit", dir: "out" },
    });
  });
});
