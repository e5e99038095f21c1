import { describe, expect, test } from "vitest";
const clause =
  "when the customer holds a loyalty card and the basket mixes goods from several tax categories and a coupon that expires today ";
const names = Array.from({ length: 10 }, (_, i) => {
  const length = Number(process.env.NAME_BASE ?? 200) + i * 44;
  const body = clause.repeat(Math.ceil(length / clause.length)).slice(0, length - 12);
  return `${body} (case ${String(i + 1).padStart(2, "0")})`;
});

describe("checkout", () => {
  for (const [i, name] of names.entries()) {
    test(name, () => {
      expect(i + 1).toBe(0);
    });
  }
  test("a short name that passes", () => {
    expect(1).toBe(1);
  });
});
