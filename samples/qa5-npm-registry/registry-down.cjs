// A stand-in for a registry that is down: every request gets 503 Service Unavailable.
const http = require("node:http");
const port = Number(process.argv[2] || 4873);
http
  .createServer((req, res) => {
    res.writeHead(503, { "content-type": "text/plain" });
    res.end("Service Unavailable\n");
  })
  .listen(port, "127.0.0.1");
