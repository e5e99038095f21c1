// No page, no browser: these run wherever Node does.
import { existsSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

test("cart total adds prices", () => {
  expect(10 * 3 + 2.5 * 2).toBe(35);
});

test("price cache is warm before checkout", () => {
  // Fails on its first attempt (no marker yet), passes on the retry.
  const marker = process.env.FLAKY_MARKER ?? "";
  const warm = marker !== "" && existsSync(marker);
  if (marker !== "") writeFileSync(marker, "");
  expect(warm ? "warm" : "cold").toBe("warm");
});

test("coupon takes 10% off", () => {
  const applyCoupon = (amount: number, percent: number) => amount - percent; // the planted bug
  expect(applyCoupon(200, 10)).toBe(180);
});
