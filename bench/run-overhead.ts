// Overhead of `flakeharden run --retries 2 --jitter-ms 0 -- false` over a bash loop running `false` three
// times, both as whole processes started the same way, in the same run. Run: npm run build && npx tsx bench/run-overhead.ts
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { writeSection } from "./results.js";

const CLI = join(import.meta.dirname, "..", "dist", "cli", "index.js");
const env = { ...process.env, NODE_EXTRA_CA_CERTS: "" };
const RUNS = 21;
// An empty directory: the run lists the workspace's files (for file:line), which should cost nothing here.
const EMPTY = mkdtempSync(join(tmpdir(), "fh-overhead-"));

function time(cmd: string, args: string[]): number {
  const t = performance.now();
  const r = spawnSync(cmd, args, { env, cwd: EMPTY, stdio: "ignore" });
  if (r.error) throw r.error;
  return performance.now() - t;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const base: number[] = [];
const ours: number[] = [];
const node: number[] = [];
for (let i = 0; i < RUNS + 2; i++) {
  // Interleaved, so load from other work slows all alike; the first two rounds warm the caches.
  const b = time("bash", ["-c", "for i in 1 2 3; do false; done; true"]);
  const o = time(process.execPath, [CLI, "run", "--retries", "2", "--jitter-ms", "0", "--", "false"]);
  const n = time(process.execPath, ["-e", ""]);
  if (i >= 2) {
    base.push(b);
    ours.push(o);
    node.push(n);
  }
}
const overhead = median(ours) - median(base);
const text = [
  `Machine: Node ${process.version}, ${cpus().length} cores. Medians of ${RUNS} interleaved runs of each, NODE_EXTRA_CA_CERTS unset. Run: \`npx tsx bench/run-overhead.ts\`.`,
  "",
  "| command | median wall time |",
  "|---|---|",
  `| baseline: \`bash -c 'for i in 1 2 3; do false; done'\` | ${median(base).toFixed(1)} ms |`,
  `| \`node -e ''\` (Node's own start-up) | ${median(node).toFixed(1)} ms |`,
  `| \`flakeharden run --retries 2 --jitter-ms 0 -- false\` (3 attempts, each analysed) | ${median(ours).toFixed(1)} ms |`,
  "",
  `Overhead over the baseline: ${overhead.toFixed(1)} ms in all (target: at most 100 ms, Node's start-up included); ` +
    `beyond Node's start-up: ${(median(ours) - median(node) - median(base)).toFixed(1)} ms for 3 attempts, ${((median(ours) - median(node) - median(base)) / 3).toFixed(1)} ms per attempt (target: under 10 ms per retry).`,
].join("\n");
writeSection("Run overhead", text);
console.log(text);
