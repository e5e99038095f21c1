const path = require("node:path");

// ts-loader checks types itself (its default).
module.exports = {
  mode: "production",
  entry: "./src/index.ts",
  module: { rules: [{ test: /\.ts$/, loader: "ts-loader", exclude: /node_modules/ }] },
  resolve: { extensions: [".ts", ".js"] },
  output: { path: path.resolve(__dirname, "build/loader"), filename: "index.js" },
};
