const net = require("node:net");
const { EventEmitter } = require("node:events");

class JobQueue extends EventEmitter {
  constructor() {
    super();
    this.jobs = [];
  }

  push(job) {
    this.jobs.push(job);
    if (job.priority > 5) this.emit("urgent", job);
  }

  drained() {
    return new Promise((resolve) => this.once("drained", resolve));
  }
}

function connectBroker(port) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => resolve(socket));
    socket.once("error", reject);
  });
}

module.exports = { JobQueue, connectBroker };
