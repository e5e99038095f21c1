const { label } = require("../src/price");

test("a label names the item", () => {
  const item = { name: "pen", qty: 2 };
  expect(label(itme)).toBe("pen x2");
});
