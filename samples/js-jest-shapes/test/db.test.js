const { Client } = require("pg");

describe("orders table", () => {
  let client;
  beforeAll(async () => {
    client = new Client({ host: process.env.PGHOST || "127.0.0.1", database: "shop_test_missing", user: "postgres", password: "postgres" });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
  });

  test("starts empty", async () => {
    const { rows } = await client.query("select count(*)::int as n from orders");
    expect(rows[0].n).toBe(0);
  });
});
