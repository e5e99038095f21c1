// Mutation testing of the core's deciding modules: npm run mutation (scores in bench/MUTATION.md).
// Scoped to the modules that decide (verdicts, the loop detector, classification with the rules of
// categories.ts, the PR's state machine and the report builder), and to the tests of those modules
// (vitest.mutation.config.ts), so that it runs on 2 cores in minutes. Incremental: a later run re-tests only
// mutants whose code or tests changed (reports/stryker-incremental.json; delete it, or pass --force, for a
// full run).
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "vitest.mutation.config.ts", related: false },
  mutate: [
    "src/core/agent/loop.ts",
    "src/core/report/verdicts.ts",
    "src/core/classify/index.ts",
    "src/core/classify/categories.ts",
    "src/core/agent/index.ts",
    "src/core/report/index.ts",
    "src/core/plan/index.ts",
    "src/core/plan/target.ts",
  ],
  coverageAnalysis: "perTest",
  concurrency: 2,
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
  thresholds: { high: 90, low: 80, break: null },
};
