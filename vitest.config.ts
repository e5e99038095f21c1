import { defineConfig } from "vitest/config";

// The tests that execute the committed bundles (dist/) need them built from the source under test: only
// those are in the `bundle` project, whose global setup builds dist/ once before any of its files runs.
// Every other test imports the source and runs without a build, so one unit-test file runs in seconds and
// leaves dist/ alone (`npx vitest run test/core/scan.test.ts`, or `npx vitest --project unit`).
const BUNDLE_TESTS = [
  "test/action/**/*.test.ts",
  "test/cli/bundle.test.ts",
  "test/cli/cli.test.ts",
  "test/cli/early-signal.test.ts",
  "test/cli/startup.test.ts",
  // Builds the PR action's bundle into a temporary folder itself (never dist/), then runs it per event.
  "test/pr/action.test.ts",
];

export default defineConfig({
  test: {
    // A net for a hung test, not a measure of speed: no test asserts time (bench/ does, as ratios), and a
    // busy 2-core machine may take many times longer than an idle one.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    projects: [
      { extends: true, test: { name: "unit", include: ["test/**/*.test.ts"], exclude: BUNDLE_TESTS } },
      {
        extends: true,
        test: { name: "bundle", include: BUNDLE_TESTS, globalSetup: ["test/support/build-once.ts"] },
      },
    ],
  },
});
