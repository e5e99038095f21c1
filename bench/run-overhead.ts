// Start-up and retry overhead, as ratios to Node's own start-up (`node -e 0`) and a bash loop measured in the
// same run, beside nick-fields/retry (the retry action a user would pick), run from the peers' folder when
// FLAKEHARDEN_BENCH_PEERS names one (bench/peers.ts).
// Run: npm run bench, or npm run build && npx tsx bench/run-overhead.ts [--rounds N] [--dist DIR]
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { peerDir } from "./peers.js";
import { writeSection } from "./results.js";

const { values } = parseArgs({
  options: { rounds: { type: "string" }, dist: { type: "string" }, quick: { type: "boolean" } },
});
const DIST = resolve(values.dist ?? process.env.BENCH_DIST ?? join(import.meta.dirname, "..", "dist"));
// Copies: a build started meanwhile (tests rebuild dist/) must not swap or remove the bundle mid-run.
const copy = (dir: string) => {
  const to = mkdtempSync(join(tmpdir(), "fh-overhead-"));
  cpSync(dir, to, { recursive: true });
  return to;
};
const BUNDLE = copy(DIST);
const CLI = join(BUNDLE, "cli", "index.js");
const ACTION = join(BUNDLE, "action", "index.js");
// Unset, not empty: CI runners do not set it, and here it costs every Node start about 50 ms.
const env: NodeJS.ProcessEnv = { ...process.env };
delete env.NODE_EXTRA_CA_CERTS;
// Node >= 22.1 keeps the bundle's compiled code (`module.enableCompileCache()`): in a directory of this run's,
// warm after the first run. Node 20 has no such cache: every start compiles.
env.NODE_COMPILE_CACHE = mkdtempSync(join(tmpdir(), "fh-overhead-cache-"));
delete env.NODE_DISABLE_COMPILE_CACHE;
const ROUNDS = Number(values.rounds ?? (values.quick ? 2 : 5));
const RUNS = values.quick ? 7 : 15;
// An empty directory: the run lists the workspace's files (for file:line), which should cost nothing here.
const EMPTY = mkdtempSync(join(tmpdir(), "fh-overhead-ws-"));
const LOG = join(EMPTY, "..", `fh-overhead-${process.pid}.log`);
writeFileSync(LOG, "x\n".repeat(512));

/** Wall time of one run, which must exit with `status` (anything else ran something else: a half-written build). */
function time(cmd: string, args: string[], status: number, extraEnv: NodeJS.ProcessEnv = {}): number {
  const t = performance.now();
  const r = spawnSync(cmd, args, { env: { ...env, ...extraEnv }, cwd: EMPTY, stdio: "ignore" });
  const elapsed = performance.now() - t;
  if (r.error) throw r.error;
  if (status !== -1 && r.status !== status)
    throw new Error(`${cmd} ${args.join(" ")}: exit ${r.status}, expected ${status}`);
  return elapsed;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (x: number) => `${x.toFixed(1)} ms`;
const verdict = (ok: boolean) => (ok ? "**met**" : "**missed**");

const COMMANDS = {
  bash: () => time("bash", ["-c", "for i in 1 2 3; do false; done; true"], 0),
  node: () => time(process.execPath, ["-e", "0"], 0),
  run: () => time(process.execPath, [CLI, "run", "--retries", "2", "--jitter-ms", "0", "--", "false"], 1),
  run1: () => time(process.execPath, [CLI, "run", "--retries", "0", "--jitter-ms", "0", "--", "false"], 1),
  help: () => time(process.execPath, [CLI, "--help"], 0),
  analyze: () => time(process.execPath, [CLI, "analyze", "--log", LOG, "--json"], 0),
  // No inputs: the action loads, finds no `command`, reports it and exits.
  action: () => time(process.execPath, [ACTION], -1),
} as const;
type Name = keyof typeof COMMANDS;
const names = Object.keys(COMMANDS) as Name[];

const load = loadavg()[0] ?? NaN;
const rounds: Record<Name, number>[] = [];
for (let r = 0; r < ROUNDS; r++) {
  const samples = Object.fromEntries(names.map((n) => [n, [] as number[]])) as Record<Name, number[]>;
  for (let i = 0; i < RUNS + 2; i++) {
    // Interleaved, so load from other work slows all alike; the first two of each round warm the caches.
    for (const n of names) {
      const t = COMMANDS[n]();
      if (i >= 2) samples[n].push(t);
    }
  }
  rounds.push(Object.fromEntries(names.map((n) => [n, median(samples[n])])) as Record<Name, number>);
}
const mid = (f: (r: Record<Name, number>) => number) => median(rounds.map(f));
const node = mid((r) => r.node);
const perAttempt = mid((r) => (r.run - r.bash - r.node) / 3);
const extraAttempt = mid((r) => (r.run - r.run1) / 2);
const help = mid((r) => r.help);

// nick-fields/retry at its fastest settings (it polls the child every second at least, and waits at least 1 s
// between attempts: 0 means its defaults, 1 s and 10 s), from the peers' folder.
const RETRY_DIR = peerDir("retry", join("dist", "index.js"));
const retryEnv = {
  INPUT_MAX_ATTEMPTS: "3",
  INPUT_COMMAND: "false",
  INPUT_TIMEOUT_SECONDS: "60",
  INPUT_RETRY_WAIT_SECONDS: "1",
  INPUT_POLLING_INTERVAL_SECONDS: "1",
  INPUT_RETRY_ON: "any",
  INPUT_WARNING_ON_RETRY: "true",
  INPUT_CONTINUE_ON_ERROR: "false",
};
const retryRuns: number[] = [];
if (RETRY_DIR)
  for (let i = 0; i < (values.quick ? 1 : 3); i++)
    retryRuns.push(time(process.execPath, [join(RETRY_DIR, "dist", "index.js")], 1, retryEnv));
const retry = median(retryRuns);

const row = (label: string, t: number) => `| ${label} | ${(t / node).toFixed(2)}× | ${ms(t)} |`;
const text = [
  `Machine: Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), load average ${load.toFixed(1)} at the start. ${ROUNDS} rounds of ${RUNS} interleaved runs of each command (after 2 warm-up runs); each figure is the median over the rounds of each round's median. NODE_EXTRA_CA_CERTS unset. Bundles: \`npm run build\` output (copied before the run); ${Number(process.versions.node.split(".")[0]) >= 22 ? "Node keeps their compiled code (`module.enableCompileCache()`) in a directory of the run's own, warm after the first run" : "this Node has no code cache (`module.enableCompileCache()` came in Node 22.1): every start compiles them"}. Run: \`npm run bench\` or \`npx tsx bench/run-overhead.ts\`.`,
  "",
  "| command | ratio to `node -e 0` | median wall time |",
  "|---|---|---|",
  row("`node -e 0` (Node's own start-up, the floor)", node),
  row(
    "`bash -c 'for i in 1 2 3; do false; done'` (the command alone)",
    mid((r) => r.bash),
  ),
  row(
    "`flakeharden run --retries 2 --jitter-ms 0 -- false` (3 attempts, each analysed)",
    mid((r) => r.run),
  ),
  row(
    "`flakeharden run --retries 0 --jitter-ms 0 -- false` (1 attempt)",
    mid((r) => r.run1),
  ),
  row("`flakeharden --help`", help),
  row(
    "`flakeharden analyze --log <1 KB> --json`",
    mid((r) => r.analyze),
  ),
  row(
    "the action bundle without inputs (loads, reports the missing `command`, exits)",
    mid((r) => r.action),
  ),
  RETRY_DIR
    ? row(
        `nick-fields/retry dd56f1c, \`max_attempts: 3\`, \`command: false\` (its fastest settings; ${retryRuns.length} run(s))`,
        retry,
      )
    : "| nick-fields/retry: not measured (FLAKEHARDEN_BENCH_PEERS unset, bench/peers.ts) | – | – |",
  "",
  `Run overhead per attempt, beyond the bash loop and Node's start-up: ${ms(perAttempt)} = **${(perAttempt / node).toFixed(2)}×** \`node -e 0\` (target ≤ 0.75×: ${verdict(perAttempt / node <= 0.75)}). An extra attempt alone costs ${ms(extraAttempt)} (${(extraAttempt / node).toFixed(2)}×): the rest is loading the bundle, once per run.`,
  `\`--help\`: **${(help / node).toFixed(2)}×** \`node -e 0\` (target ≤ 1.3×: ${verdict(help / node <= 1.3)}).`,
].join("\n");
writeSection("Run overhead", text);
console.log(text);
