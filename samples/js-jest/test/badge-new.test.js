const { renderBadge } = require("../src/text");

describe("renderBadge new", () => {
  test("renders an empty badge", () => {
    expect(renderBadge("passing", 0)).toMatchSnapshot();
  });
});
