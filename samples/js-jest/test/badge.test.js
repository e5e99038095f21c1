const { renderBadge } = require("../src/text");

describe("renderBadge", () => {
  test("renders a failing badge", () => {
    expect(renderBadge("failing", 3)).toMatchSnapshot();
  });
});
