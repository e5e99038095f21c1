// The tests that pin the core's deciding modules: what `npm run mutation` (stryker.config.mjs) runs against
// each mutant.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "test/core/{loop,verdicts,classify,agent,report,plan}.test.ts",
      "test/core/{loop,verdicts,classify,agent,report}.*.test.ts",
      "test/core/{plan,report}/*.test.ts",
    ],
    testTimeout: 180_000,
  },
});
