const { cartTotal, shippingFor } = require("../src/cart");

describe("cart", () => {
  test("sums line totals", () => {
    expect(cartTotal([{ price: 250, qty: 2 }, { price: 100, qty: 1 }])).toBe(600);
  });

  test("charges shipping under 50 euros", () => {
    expect(shippingFor(1200)).toBe(495);
  });

  test("ships free from 50 euros", () => {
    expect(shippingFor(5000)).toBe(0);
  });
});
