import { isEven } from "../src/parity";

test("isEven accepts 4", () => {
  expect(isEven(4)).toBe(true);
});
