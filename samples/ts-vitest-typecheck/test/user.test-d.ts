import { expectTypeOf, test } from "vitest";
import { displayName } from "../src/user.js";

test("displayName takes a user", () => {
  expectTypeOf(displayName).parameter(0).toEqualTypeOf<{ id: number; name: string }>();
});

test("displayName returns the name", () => {
  // Planted: the name is a string, not a number.
  expectTypeOf(displayName({ id: 1, name: "Ada" })).toEqualTypeOf<number>();
});
