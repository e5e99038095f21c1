import typescript from "rollup-plugin-typescript2";
export default {
  input: "ts/index.ts",
  output: { file: "build/rollup/index.js", format: "es" },
  plugins: [typescript({ include: ["ts/**/*.ts"] })],
};
