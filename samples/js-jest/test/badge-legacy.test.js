const { renderBadge } = require("../src/text");

describe("renderBadge legacy", () => {
  test("renders a passing badge", () => {
    expect(renderBadge("passing", 12)).toMatchSnapshot();
  });
});
