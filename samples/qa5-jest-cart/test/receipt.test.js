const { receipt } = require("../src/receipt");

test("receipt lists every line", () => {
  const r = receipt([
    { name: "tea", price: 350, qty: 2 },
    { name: "mug", price: 900, qty: 1 },
  ]);
  expect(r).toMatchSnapshot();
});
