const firstRunFails = require("./flaky.js");

describe("cart", () => {
  test("adds the prices", () => {
    expect([1, 2, 3].reduce((a, b) => a + b, 0)).toBe(6);
  });
  test("warms the cache", () => {
    expect(firstRunFails() ? "cold" : "warm").toBe("warm");
  });
});
