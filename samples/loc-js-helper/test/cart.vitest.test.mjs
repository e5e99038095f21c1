import { describe, test, expect } from "vitest";
import { expectCents } from "./helpers/money.mjs";

function total(lines) {
  return lines.reduce((sum, l) => sum + l.cents * l.qty, 0);
}

function expectTotal(lines, cents) {
  expect(total(lines)).toBe(cents);
}

describe("cart", () => {
  test("totals one line", () => {
    expectTotal([{ cents: 150, qty: 2 }], 300);
  });

  test("totals two lines", () => {
    expectTotal(
      [
        { cents: 150, qty: 2 },
        { cents: 99, qty: 1 },
      ],
      400,
    );
  });

  test("applies the shared check", () => {
    expectCents(total([{ cents: 100, qty: 3 }]), 310);
  });
});
