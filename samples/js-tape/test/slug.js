const test = require("tape");
const { slugify } = require("../src/slug.js");

test("slugify lower-cases", (t) => {
  t.equal(slugify("Hello"), "hello");
  t.end();
});

test("slugify joins every word", (t) => {
  t.equal(slugify("a quick brown fox"), "a-quick-brown-fox");
  t.end();
});
