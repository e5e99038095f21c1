const { applyDiscount } = require("../src/price");

describe("applyDiscount", () => {
  test.each([
    [1000, 10, 900],
    [1050, 10, 945],
    [1999, 50, 1000],
  ])("%i cents at %i%% costs %i", (cents, percent, expected) => {
    expect(applyDiscount(cents, percent)).toBe(expected);
  });
});
