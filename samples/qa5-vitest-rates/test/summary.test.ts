import { expect, it } from "vitest";
import { withVat } from "../src/rates";

function summary(cents: number, country: string) {
  return { country, net: cents, gross: withVat(cents, country), rounding: "half-up" };
}

it("summarises a German order", () => {
  expect(summary(1000, "DE")).toMatchSnapshot();
});

it("prints the French rate line", () => {
  expect(`FR ${withVat(100, "FR")}`).toMatchInlineSnapshot(`"FR 121"`);
});
