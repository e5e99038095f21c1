const http = require("node:http");

const port = Number(process.env.FH_SAMPLE_PORT || 9);
console.log(`checking http://127.0.0.1:${port}/health`);
http.get({ host: "127.0.0.1", port, path: "/health" }, (res) => {
  console.log(`status ${res.statusCode}`);
  res.resume();
});
