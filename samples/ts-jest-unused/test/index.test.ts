import { isEven } from "../src";

test("the index exports isEven", () => {
  expect(isEven(2)).toBe(true);
});
