export function summarize(counts: { passed: number; failed: number }): string {
  const total = counts.passed + counts.failed;
  if (total === 0) {
    return "no tests";
  }
  return `${counts.failed}/${total} failed (${formatPercent(counts.failed / total)})`;
}
