const { label, parseQuantity } = require("../src/price");

test("labels of a cart", () => {
  expect(label({ name: "pen", qty: 2 })).toMatchSnapshot();
  expect(label({ name: "ink", qty: 1 })).toMatchSnapshot();
});

test("a quantity that is not a number is refused", () => {
  expect(() => parseQuantity("7")).toThrowErrorMatchingSnapshot();
});
