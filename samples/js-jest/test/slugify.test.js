const { slugify } = require("../src/text");

describe("slugify", () => {
  test("joins every word with a dash", () => {
    expect(slugify("Flaky Test Report")).toBe("flaky-test-report");
  });
});
