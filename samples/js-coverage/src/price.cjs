function price(amount, coupon) {
  if (coupon === "HALF") return amount / 2;
  if (coupon === "TENOFF") return amount - 10;
  return amount;
}
module.exports = { price };
