const { label, lineTotal } = require("../src/cart");

test("label shows name and quantity", () => {
  expect(label({ name: "tea", qty: 3 })).toBe("tea x3");
});

test("line total multiplies price by quantity", () => {
  expect(lineTotal({ price: 120, qty: 3 })).toBe(360);
});
