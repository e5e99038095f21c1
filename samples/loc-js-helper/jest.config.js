module.exports = { testMatch: ["**/test/cart.test.js"] };
