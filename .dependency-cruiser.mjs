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
    {
      name: "core-imports-only-core",
      severity: "error",
      comment:
        "src/core is the pure engine that every shell shares: it imports only src/core (and packages), never a shell, " +
        "the process layer or the app. A decision that needs I/O takes its data as an argument.",
      from: { path: "^src/core/" },
      to: { path: "^(src/(?!core/)|app/|test/|bench/|scripts/)" },
    },
    {
      name: "app-not-the-action-shell",
      severity: "error",
      comment:
        "The Probot app (app/) is a shell over the core: it imports no part of the action's and the CLI's shell " +
        "(src/action, src/cli) nor the process layer (src/run). What both need belongs in src/core.",
      from: { path: "^app/" },
      to: { path: "^src/(action|cli|run)/" },
    },
    {
      name: "shells-share-through-src",
      severity: "error",
      comment:
        "The PR action (src/pr) and the report's download and checks (src/artifact) never import the Probot app: " +
        "what the app and the PR action both need lives in src/core or src/artifact.",
      from: { path: "^src/(pr|artifact)/" },
      to: { path: "^app/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|build|test/fixtures|examples|samples|bench/fixtures)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
