const { checkout } = require("../src/checkout");

test("checkout charges the card", () => {
  expect(checkout({ total: 1000 }).charged).toBe(1000);
});
