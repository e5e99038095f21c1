const { slugify } = require("../src/text");

describe("parser", () => {
  test("parses a header", () => {
    const header = { title: "CI", tags: ["a", "b"] ;
    expect(slugify(header.title)).toBe("ci");
  });
});
