// Planted: one row of a table fails.
describe("web math", () => {
  test.each([
    [1, 1, 2],
    [2, 2, 5],
  ])("adds %i and %i", (a, b, sum) => {
    expect(a + b).toBe(sum);
  });
});
