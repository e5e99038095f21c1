import { defineConfig } from "@playwright/test";

// Two retries; the junit reporter writes every retry (`includeRetries`) unless PLAYWRIGHT_JUNIT_INCLUDE_RETRIES=0.
export default defineConfig({
  testDir: "tests",
  retries: 2,
  workers: 1,
  reporter: [["list"], ["junit", { outputFile: "junit.xml", includeRetries: true }]],
});
