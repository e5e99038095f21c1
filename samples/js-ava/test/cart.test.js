import test from "ava";
import { total, save } from "../src/cart.js";

test("an empty cart costs nothing", (t) => {
  t.is(total([]), 0);
});

test("quantities multiply the price", (t) => {
  t.is(total([{ price: 250, quantity: 2 }]), 500);
});

test("saving resolves", async (t) => {
  t.timeout(200);
  await save({ items: [] });
  t.pass();
});
