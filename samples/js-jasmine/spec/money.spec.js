const { format } = require("../src/money.js");

describe("format", () => {
  it("prints whole dollars", () => {
    expect(format(1200)).toBe("$12.0");
  });

  it("pads the cents", () => {
    expect(format(1205)).toBe("$12.05");
  });
});
