const assert = require("node:assert");
const { parse } = require("../src/parse.js");

describe("parse", () => {
  it("reads pairs", () => {
    assert.deepStrictEqual(parse("a=1&b=2"), { a: "1", b: "2" });
  });

  it("reads a key without a value", () => {
    assert.deepStrictEqual(parse("flag"), { flag: "" });
  });
});
