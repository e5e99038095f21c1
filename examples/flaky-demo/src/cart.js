// A tiny shopping cart: what the example's tests exercise.
export function total(items) {
  return items.reduce((sum, item) => sum + item.price * item.qty, 0);
}

export function applyCoupon(amount, coupon) {
  // Planted bug: the percentage is applied as a flat amount.
  return amount - coupon.percent;
}

/** Asks the cache and the network; the caller assumes the cache always answers first (it does not). */
export async function firstAnswers(cacheDelayMs, networkDelayMs) {
  const order = [];
  await Promise.all([
    new Promise((resolve) => setTimeout(() => resolve(order.push("cache")), cacheDelayMs)),
    new Promise((resolve) => setTimeout(() => resolve(order.push("network")), networkDelayMs)),
  ]);
  return order;
}
