import assert from "node:assert/strict";
import { test } from "node:test";
import { applyCoupon, firstAnswers, total } from "../src/cart.js";

test("total adds price times quantity", () => {
  assert.equal(
    total([
      { price: 10, qty: 3 },
      { price: 2.5, qty: 2 },
    ]),
    35,
  );
});

test("total of an empty cart is zero", () => {
  assert.equal(total([]), 0);
});

test("a 10% coupon takes 10% off", () => {
  assert.equal(applyCoupon(200, { percent: 10 }), 180);
});

test("the cache answers before the network", async () => {
  // A real race: the cache's latency varies (0–10 ms), the network's does not (5 ms).
  const order = await firstAnswers(Math.random() * 10, 5);
  assert.deepEqual(order, ["cache", "network"]);
});
