// A flaky test (fails on its first attempt, passes on the retry) and a real failure, with jest.retryTimes.
jest.retryTimes(2);

let reads = 0;

describe("replica", () => {
  test("eventually sees the write", () => {
    reads++;
    expect(reads).toBeGreaterThan(1);
  });

  test("counts the items", () => {
    expect(2 + 2).toBe(5);
  });

  test("adds", () => {
    expect(1 + 2).toBe(3);
  });
});
