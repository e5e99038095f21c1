const { loadPlugins } = require("./missing");

describe("plugins", () => {
  test("loads the default plugins", () => {
    expect(loadPlugins()).toHaveLength(2);
  });
});
