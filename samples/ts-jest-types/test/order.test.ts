import { totalCents } from "../src/order";

describe("totalCents", () => {
  it("adds the orders", () => {
    // Planted: the amount is given as a string (the tests are excluded from tsconfig, so `tsc` passes).
    expect(totalCents([{ id: "a", cents: "250" }])).toBe(250);
  });
});
