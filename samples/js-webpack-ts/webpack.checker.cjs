const path = require("node:path");
const ForkTsCheckerWebpackPlugin = require("fork-ts-checker-webpack-plugin");

// ts-loader only transpiles; fork-ts-checker-webpack-plugin checks types in a worker.
module.exports = {
  mode: "production",
  entry: "./src/index.ts",
  module: {
    rules: [{ test: /\.ts$/, loader: "ts-loader", exclude: /node_modules/, options: { transpileOnly: true } }],
  },
  resolve: { extensions: [".ts", ".js"] },
  plugins: [new ForkTsCheckerWebpackPlugin()],
  output: { path: path.resolve(__dirname, "build/checker"), filename: "index.js" },
};
