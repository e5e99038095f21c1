// Planted: the sum is off by one (an assertion), and a helper throws a TypeError (a runtime error).
const total = (xs) => xs.reduce((a, b) => a + b, 0) + 1;

describe("api math", () => {
  test("adds the lines", () => {
    expect(total([1, 2, 3])).toBe(6);
  });

  test("reads the price", () => {
    const order = undefined;
    expect(order.price).toBe(3);
  });
});
