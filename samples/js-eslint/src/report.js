import { readFileSync } from "node:fs";

export function loadReport(path) {
  const raw = readFileSync(path, "utf8");
  let lines = raw.split("\n");
  return lines.filter((line) => line.length > 0);
}

export function printSummary(results) {
  const failed = results.filter((r) => !r.passed);
  const skipped = results.filter((r) => r.skipped);
  console.log(`${failed.length} failed of ${result.length}`);
  return failed.length === 0;
}
