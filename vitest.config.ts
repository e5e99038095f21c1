import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // dist/ built once from the source under test before any file runs (the action's tests execute it).
    globalSetup: ["test/support/build-once.ts"],
    // A net for a hung test, not a measure of speed: no test asserts time (bench/ does, as ratios), and a
    // busy 2-core machine may take many times longer than an idle one.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
