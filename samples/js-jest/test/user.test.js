const { displayName } = require("../src/text");

describe("displayName", () => {
  test("falls back to the login", () => {
    expect(displayName({ login: "octocat" })).toBe("octocat");
  });
});
