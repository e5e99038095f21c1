// Shared by the tests: checks a total in cents.
function expectCents(actual, cents) {
  if (typeof actual !== "number") throw new TypeError("not a number");
  expect(actual).toBe(cents);
}

module.exports = { expectCents };
