const assert = require("node:assert");
const { connectBroker } = require("../src/queue");

describe("broker", () => {
  let socket;

  before(async () => {
    socket = await connectBroker(Number(process.env.BROKER_PORT || 5673));
  });

  after(() => socket && socket.destroy());

  it("is writable", () => {
    assert.ok(socket.writable);
  });
});
