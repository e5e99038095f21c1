// Import rules checked in CI (npm run cycles): no two-way imports between files, directly or through others.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "A file that imports, directly or through others, a file that imports it: two modules that cannot be read, " +
        "tested or changed one at a time. Move what both need into a third file.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|build|test/fixtures|examples|samples|bench/fixtures)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
