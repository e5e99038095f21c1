const { Client } = require("pg");

test("reads the schema version", async () => {
  const client = new Client({ host: "127.0.0.1", port: 5499, database: "shop", user: "postgres" });
  await client.connect();
  const { rows } = await client.query("select 1 as v");
  expect(rows[0].v).toBe(1);
  await client.end();
});
