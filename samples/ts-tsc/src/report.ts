export interface TestResult {
  name: string;
  passed: boolean;
  durationMs: number;
}

export function describeResult(result: TestResult): string {
  const status = result.passed ? "passed" : "failed";
  return `${result.name} ${status} in ${result.elapsed}ms`;
}
