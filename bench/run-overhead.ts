// Overhead of `flakeharden run --retries 2 --jitter-ms 0 -- false` over a bash loop running `false` three
// times, both as whole processes started the same way, in the same run.
// Run: npm run build && npx tsx bench/run-overhead.ts [--before DIR [--before-label TEXT]] [--rounds N]
// --before DIR: also time another build of the CLI (DIR/index.js, e.g. the previous commit's dist/cli).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { writeSection } from "./results.js";

const { values } = parseArgs({
  options: { before: { type: "string" }, "before-label": { type: "string" }, rounds: { type: "string" } },
});
// Copies: a build started meanwhile (tests rebuild dist/) must not swap or remove the bundle mid-run.
const copy = (dir: string) => {
  const to = mkdtempSync(join(tmpdir(), "fh-overhead-cli-"));
  cpSync(dir, to, { recursive: true });
  return join(to, "index.js");
};
const CLI = copy(join(import.meta.dirname, "..", "dist", "cli"));
if (values.before && !existsSync(join(values.before, "index.js")))
  throw new Error(`--before: no ${values.before}/index.js`);
const BEFORE = values.before ? copy(resolve(values.before)) : null;
// Unset, not empty: CI runners do not set it, and here it costs every Node start about 50 ms.
const env = { ...process.env };
delete env.NODE_EXTRA_CA_CERTS;
const ROUNDS = Number(values.rounds ?? 5);
const RUNS = 21;
// An empty directory: the run lists the workspace's files (for file:line), which should cost nothing here.
const EMPTY = mkdtempSync(join(tmpdir(), "fh-overhead-"));
const ARGS = ["run", "--retries", "2", "--jitter-ms", "0", "--", "false"];

/** Wall time of one run, which must exit with `status` (anything else ran something else: a half-written build). */
function time(cmd: string, args: string[], status = 1): number {
  const t = performance.now();
  const r = spawnSync(cmd, args, { env, cwd: EMPTY, stdio: "ignore" });
  const elapsed = performance.now() - t;
  if (r.error) throw r.error;
  if (r.status !== status) throw new Error(`${cmd} ${args.join(" ")}: exit ${r.status}, expected ${status}`);
  return elapsed;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (x: number) => `${x.toFixed(1)} ms`;

interface Round {
  base: number;
  node: number;
  ours: number;
  before: number | null;
}

const load = loadavg()[0] ?? NaN;
const rounds: Round[] = [];
for (let r = 0; r < ROUNDS; r++) {
  const base: number[] = [];
  const ours: number[] = [];
  const node: number[] = [];
  const before: number[] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    // Interleaved, so load from other work slows all alike; the first two of each round warm the caches.
    const b = time("bash", ["-c", "for i in 1 2 3; do false; done; true"], 0);
    const o = time(process.execPath, [CLI, ...ARGS]);
    const n = time(process.execPath, ["-e", ""], 0);
    const p = BEFORE ? time(process.execPath, [BEFORE, ...ARGS]) : NaN;
    if (i >= 2) {
      base.push(b);
      ours.push(o);
      node.push(n);
      before.push(p);
    }
  }
  rounds.push({
    base: median(base),
    node: median(node),
    ours: median(ours),
    before: BEFORE ? median(before) : null,
  });
}

const mid = (f: (r: Round) => number) => median(rounds.map(f));
const overhead = (r: Round) => r.ours - r.base;
const beforeOverhead = (r: Round) => (r.before ?? NaN) - r.base;
const spread = (f: (r: Round) => number) => {
  const xs = rounds.map(f).sort((a, b) => a - b);
  return `${(xs[0] ?? NaN).toFixed(1)}–${(xs[xs.length - 1] ?? NaN).toFixed(1)}`;
};
const text = [
  `Machine: Node ${process.version}, ${cpus().length} cores, load average ${load.toFixed(1)} at the start. ` +
    `${ROUNDS} rounds of ${RUNS} interleaved runs of each command; each figure is the median over the rounds of ` +
    `each round's median (the range over the rounds after it). NODE_EXTRA_CA_CERTS unset. ` +
    `Run: \`npm run build && npx tsx bench/run-overhead.ts${BEFORE ? " --before <dir>" : ""}\`.`,
  "",
  "| command | median wall time |",
  "|---|---|",
  `| baseline: \`bash -c 'for i in 1 2 3; do false; done'\` | ${ms(mid((r) => r.base))} |`,
  `| \`node -e ''\` (Node's own start-up) | ${ms(mid((r) => r.node))} |`,
  ...(BEFORE
    ? [
        `| before: \`flakeharden run --retries 2 --jitter-ms 0 -- false\` (${values["before-label"] ?? values.before}) | ${ms(mid((r) => r.before ?? NaN))} (${spread((r) => r.before ?? NaN)}) |`,
      ]
    : []),
  `| \`flakeharden run --retries 2 --jitter-ms 0 -- false\` (3 attempts, each analysed) | ${ms(mid((r) => r.ours))} (${spread((r) => r.ours)}) |`,
  "",
  `Overhead over the baseline: **${ms(mid(overhead))}** in all (rounds: ${spread(overhead)} ms; target: at most 100 ms, ` +
    `Node's start-up included: ${mid(overhead) <= 100 ? "met" : "missed"})` +
    (BEFORE ? `, ${ms(mid(beforeOverhead))} before` : "") +
    `; beyond Node's start-up: ${ms(mid((r) => r.ours - r.node - r.base))} for 3 attempts.`,
].join("\n");
writeSection("Run overhead", text);
console.log(text);
