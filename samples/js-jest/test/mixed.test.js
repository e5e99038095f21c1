const { slugify, displayName, renderBadge } = require("../src/text");

describe("report", () => {
  test("slugifies a single word", () => {
    expect(slugify("Build")).toBe("build");
  });

  test("slugifies the job name", () => {
    expect(slugify("unit tests linux")).toBe("unit-tests-linux");
  });

  test("shows the author", () => {
    expect(displayName({ login: "ci-bot" })).toContain("ci-bot");
  });

  test("renders a red badge for failures", () => {
    expect(renderBadge("failing", 1)).toContain('color="red"');
  });
});
