import typescript from "@rollup/plugin-typescript";

// With noEmitOnError (tsconfig.json) the plugin fails the build on a type error instead of warning.
export default {
  input: "src/index.ts",
  output: { dir: "build/rollup", format: "es" },
  plugins: [typescript()],
};
