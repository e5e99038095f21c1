const path = require("node:path");

module.exports = {
  mode: "production",
  entry: "./web/app.js",
  output: { path: path.resolve(__dirname, "build/web"), filename: "app.js" },
};
