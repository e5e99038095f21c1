const assert = require("node:assert");
const request = require("supertest");
const app = require("../src/app");

describe("GET /items/:id", () => {
  it("answers the item", async () => {
    const res = await request(app).get("/items/3");
    assert.strictEqual(res.body.price, 300);
  });

  it("answers 500 when the handler throws", async () => {
    // express's default error handler prints the Error's stack: this test passes all the same
    await request(app).get("/items/boom").expect(500);
  });
});

describe("GET /total", () => {
  it("multiplies the quantity by the price", async () => {
    const res = await request(app).get("/total?qty=2");
    assert.strictEqual(res.body.total, 200);
  });
});
