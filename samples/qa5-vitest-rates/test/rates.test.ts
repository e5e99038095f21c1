import { describe, expect, it } from "vitest";
import { withVat } from "../src/rates";

describe("withVat", () => {
  it.each([
    { cents: 1000, country: "DE", expected: 1190 },
    { cents: 1000, country: "FR", expected: 1200 },
    { cents: 999, country: "NL", expected: 1209 },
    { cents: 1000, country: "AT", expected: 1200 },
    { cents: 2500, country: "IT", expected: 3050 },
  ])("$cents cents in $country is $expected", ({ cents, country, expected }) => {
    expect(withVat(cents, country)).toBe(expected);
  });
});
