// JUnit ingest: flakeharden against the saxes streaming floor and the parsers a user would pick instead, as
// ratios measured in the same run, on three dialect shapes of ~20 MB / 40,000 cases (bench/junit-input.ts);
// and the whole analysis of a run where 32,000 cases fail (JUnit merged with the log), against the same floor.
// Run: npx tsx bench/junit.ts [--quick]   (writes the "## JUnit ingest" section of bench/RESULTS.md)
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CASES, OUT, SHAPES, type Shape, testcases, writeShapes } from "./junit-input.js";
import type { ParserName } from "./junit-parsers.js";
import { peerDir } from "./peers.js";
import { writeSection } from "./results.js";

const QUICK = process.argv.includes("--quick");
const RUNS = QUICK ? 3 : 5;
const PEER_RUNS = QUICK ? 1 : 3;
const MB = 1024 * 1024;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const verdict = (ok: boolean) => (ok ? "**met**" : "**missed**");

// ---------------------------------------------------------------------------------------------------------
// Peak memory: each parser alone in a fresh process (bundled by esbuild, plain node), reading the file as
// the benchmark does.

const DRIVER = fileURLToPath(new URL("./junit-driver.ts", import.meta.url));
const TIMING = fileURLToPath(new URL("./junit-timing.ts", import.meta.url));
function bundle(entry: string, name: string, extra: string[] = []): string {
  const out = join(OUT, name);
  const esbuild = join(import.meta.dirname, "..", "node_modules", ".bin", "esbuild");
  const r = spawnSync(
    esbuild,
    [
      entry,
      "--bundle",
      "--platform=node",
      "--format=esm",
      // xml2js and xml-js are CommonJS that require Node's modules.
      '--banner:js=import { createRequire } from "node:module"; const require = createRequire(import.meta.url);',
      `--outfile=${out}`,
      "--log-level=error",
      ...extra,
    ],
    { encoding: "utf8" },
  );
  if (r.status !== 0) throw new Error(`esbuild failed: ${r.stderr}`);
  return out;
}

// The peers, from the peers' folder (bench/peers.ts), each bundled by esbuild from its own source with its own
// dependencies (its checkout's node_modules), as its action bundles it.
mkdirSync(OUT, { recursive: true });
const peerBundles: string[] = [];
const dornyDir = peerDir("test-reporter", join("node_modules", "xml2js"));
if (dornyDir) {
  const entry = join(OUT, "peer-dorny-entry.ts");
  const parsers = join(dornyDir, "src", "parsers");
  writeFileSync(
    entry,
    [
      `export { JestJunitParser } from ${JSON.stringify(join(parsers, "jest-junit", "jest-junit-parser.ts"))};`,
      `export { JavaJunitParser } from ${JSON.stringify(join(parsers, "java-junit", "java-junit-parser.ts"))};`,
      `export { PythonXunitParser } from ${JSON.stringify(join(parsers, "python-xunit", "python-xunit-parser.ts"))};`,
      "",
    ].join("\n"),
  );
  peerBundles.push(`dorny=${bundle(entry, "peer-dorny.mjs")}`);
}
const mikepenzDir = peerDir("action-junit-report", join("node_modules", "xml-js"));
if (mikepenzDir) {
  const entry = join(OUT, "peer-mikepenz-entry.ts");
  writeFileSync(
    entry,
    `export { parseFile } from ${JSON.stringify(join(mikepenzDir, "src", "testParser.ts"))};\n`,
  );
  // Its logging and workspace search replaced (bench/peer-stubs.ts): the parse alone is measured.
  const stubs = fileURLToPath(new URL("./peer-stubs.ts", import.meta.url));
  peerBundles.push(
    `mikepenz=${bundle(entry, "peer-mikepenz.mjs", [`--alias:@actions/core=${stubs}`, `--alias:glob=${stubs}`])}`,
  );
}
process.env.FH_JUNIT_PEERS = peerBundles.join(",");
const PEERS = peerBundles.map((p) => p.split("=")[0] as ParserName);
const PARSERS: ParserName[] = ["saxes", "flakeharden", "fast-xml-parser", ...PEERS];
const PEER_TITLES: Record<string, string> = {
  dorny: "dorny/test-reporter",
  mikepenz: "mikepenz/action-junit-report",
};
const header = `| shape | size | saxes floor | flakeharden | fast-xml-parser |${PEERS.map((p) => ` ${PEER_TITLES[p]} |`).join("")}`;
const rule = `| --- | --- | --- | --- | --- |${PEERS.map(() => " --- |").join("")}`;

/** Runs the bundled timing driver (junit-timing.ts) and returns what it printed. */
function timing<T>(args: string[]): T {
  const env = { ...process.env };
  delete env.NODE_EXTRA_CA_CERTS;
  const r = spawnSync(process.execPath, [timingDriver, ...args], {
    env,
    encoding: "utf8",
    maxBuffer: 1 << 24,
  });
  if (r.status !== 0) throw new Error(`timing ${args.join(" ")} failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split("\n").pop() ?? "") as T;
}
function peakRss(driver: string, parser: ParserName | "idle", shape: Shape, path: string): number {
  const env = { ...process.env };
  delete env.NODE_EXTRA_CA_CERTS;
  const r = spawnSync(process.execPath, [driver, parser, shape, path], { env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`driver ${parser} ${shape} failed: ${r.stderr}`);
  const { maxRssKiB, cases } = JSON.parse(r.stdout.trim().split("\n").pop() ?? "") as {
    maxRssKiB: number;
    cases: number;
  };
  if (parser !== "idle" && parser !== "dorny" && cases !== CASES && parser !== "mikepenz")
    throw new Error(`${parser} counted ${cases} cases in ${shape}`);
  return maxRssKiB / 1024;
}

// ---------------------------------------------------------------------------------------------------------

const load = loadavg()[0] ?? 0;
const inputs = writeShapes();
const driver = bundle(DRIVER, "junit-driver.mjs");
const timingDriver = bundle(TIMING, "junit-timing.mjs");
const lines: string[] = [];
const targets: string[] = [];

lines.push(
  `In-process wall time (median of ${RUNS} for saxes and flakeharden, ${PEER_RUNS} for each peer, runs interleaved after a`,
  "warm-up so load from other work slows all alike) as a ratio to the saxes floor of the same run; every parser",
  "reads the file itself. All run in one process per shape, bundled by esbuild and run by plain `node`, as they",
  "ship (bench/junit-timing.ts). Cases counted: each parser's count of test cases (40,000 in every document).",
  "",
  header,
  rule,
);
const memRows: string[] = [];
let worstTime = 0;
let worstMem = 0;
for (const shape of SHAPES) {
  const { path } = inputs[shape];
  const size = statSync(path).size / MB;
  const measured = timing<{ times: Record<ParserName, number[]>; counts: Record<ParserName, number> }>([
    "shape",
    shape,
    path,
    String(RUNS),
    String(PEER_RUNS),
  ]);
  const times = new Map<ParserName, number[]>(PARSERS.map((p) => [p, measured.times[p]]));
  const counts = new Map<ParserName, number>(PARSERS.map((p) => [p, measured.counts[p]]));
  const floor = median(times.get("saxes") ?? []);
  const cell = (p: ParserName) => {
    const ms = median(times.get(p) ?? []);
    const n = counts.get(p) ?? 0;
    const counted = n === CASES ? "" : `, **${n.toLocaleString("en-US")} cases counted**`;
    return p === "saxes"
      ? `${ms.toFixed(0)} ms (1.00×)`
      : `${(ms / floor).toFixed(2)}× (${ms.toFixed(0)} ms${counted})`;
  };
  const ours = median(times.get("flakeharden") ?? []) / floor;
  worstTime = Math.max(worstTime, ours);
  lines.push(`| ${shape} | ${size.toFixed(1)} MB | ${PARSERS.map(cell).join(" | ")} |`);
  console.log(lines[lines.length - 1]);

  const idle = peakRss(driver, "idle", shape, path);
  const mem = new Map<ParserName, number>();
  for (const p of PARSERS) mem.set(p, peakRss(driver, p, shape, path));
  const memFloor = mem.get("saxes") ?? NaN;
  worstMem = Math.max(worstMem, (mem.get("flakeharden") ?? NaN) / memFloor);
  memRows.push(
    `| ${shape} | ${idle.toFixed(0)} MiB | ${PARSERS.map((p) => `${p === "saxes" ? "" : `${((mem.get(p) ?? NaN) / memFloor).toFixed(2)}× `}(${(mem.get(p) ?? NaN).toFixed(0)} MiB)`).join(" | ")} |`,
  );
  console.log(memRows[memRows.length - 1]);
}
targets.push(
  `- flakeharden within 1.5× the saxes floor in process on every shape: ${verdict(worstTime <= 1.5)} (worst ${worstTime.toFixed(2)}×).`,
  `- flakeharden's peak memory within 1.5× the floor's: ${verdict(worstMem <= 1.5)} (worst ${worstMem.toFixed(2)}×).`,
);

lines.push(
  "",
  "Peak resident set size of a fresh process (bundled by esbuild, plain `node`, NODE_EXTRA_CA_CERTS unset) that",
  "parses one document once, as a ratio to the saxes floor's; idle: the same process parsing nothing.",
  "",
  header.replace("| size |", "| idle |"),
  rule,
  ...memRows,
);

// ---------------------------------------------------------------------------------------------------------
// The whole analysis of a run where most cases fail (a suite whose database is down): JUnit read, parsed,
// merged with the log's candidates, classified, against the saxes floor on the same file.

const FAILING = Number(process.env.BENCH_FAILING ?? 32_000);
function buildFailing(): string {
  const path = join(OUT, `junit-failing-${FAILING}.xml`);
  if (existsSync(path)) return path;
  mkdirSync(OUT, { recursive: true });
  const src = readFileSync(
    join(import.meta.dirname, "..", "test", "fixtures", "logs", "ts-vitest-mixed", "junit.xml"),
    "utf8",
  );
  const failing = testcases(src).filter((e) => e.includes("<failure"));
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="vitest tests">\n'];
  for (let k = 0; k < FAILING; k++) {
    if (k % 100 === 0) parts.push(`<testsuite name="src/db-${k / 100}.test.ts" tests="100">\n`);
    const e = failing[k % failing.length] as string;
    parts.push(e.replace(/name="([^"]*)"/, `name="$1 #${k}"`), "\n");
    if (k % 100 === 99) parts.push("</testsuite>\n");
  }
  parts.push("</testsuites>\n");
  writeFileSync(path, parts.join(""));
  return path;
}
const failingPath = buildFailing();
const failingLog = join(import.meta.dirname, "..", "test", "fixtures", "logs", "ts-vitest-mixed", "log.txt");
const failingRun = timing<{ floor: number[]; analysis: number[]; failed: number }>([
  "failing",
  failingPath,
  failingLog,
  String(QUICK ? 1 : 3),
]);
const floorTimes = failingRun.floor;
const analyzeTimes = failingRun.analysis;
const failedCounted = failingRun.failed;
const mergeRatio = median(analyzeTimes) / median(floorTimes);
lines.push(
  "",
  `Analysis of a run whose ${FAILING.toLocaleString("en-US")} cases all fail (${(statSync(failingPath).size / MB).toFixed(1)} MB of real vitest failing cases, names varied, with`,
  "that run's recorded log): read + parse + `analyze`, against the saxes floor on the same file, in the same bundled",
  "process (bench/junit-timing.ts).",
  "",
  "| saxes floor | read + parse + analyze | failures counted |",
  "| --- | --- | --- |",
  `| ${median(floorTimes).toFixed(0)} ms | ${mergeRatio.toFixed(2)}× (${median(analyzeTimes).toFixed(0)} ms) | ${failedCounted.toLocaleString("en-US")} |`,
);
targets.push(
  `- ${FAILING.toLocaleString("en-US")} failing cases analysed within 3× the saxes floor: ${verdict(mergeRatio <= 3)} (${mergeRatio.toFixed(2)}×).`,
);

const text = [
  "Run: `npx tsx bench/junit.ts` (or `npm run bench`). Peers: `saxes` 6 and `fast-xml-parser` 5 (devDependencies, for the",
  "benchmark only); dorny/test-reporter's parsers (29672c5) and mikepenz/action-junit-report's `parseFile` (305cd1f)",
  PEERS.length === 2
    ? "from the peers' folder (`FLAKEHARDEN_BENCH_PEERS`, bench/peers.ts), each bundled from its own checkout (mikepenz's logging and workspace search stubbed out: bench/peer-stubs.ts)."
    : `not measured in this run: ${["dorny", "mikepenz"].filter((p) => !PEERS.includes(p as ParserName)).join(" and ")} missing from the peers' folder (\`FLAKEHARDEN_BENCH_PEERS\`, bench/peers.ts; \`bash scripts/bench/peers.sh DIR\` sets it up).`,
  "Inputs (bench/junit-input.ts): each shape repeats the real `<testcase>` elements of that dialect's recorded",
  "fixtures, names varied, 1 in 20 a failure, padded to ~20 MB with real recorded log text in `<system-out>`.",
  "",
  ...lines,
  "",
  "Targets:",
  ...targets,
  "",
  `Machine: Node ${process.version}, nproc ${availableParallelism()} (${cpus()[0]?.model ?? "?"}), load average ${load.toFixed(1)} when the run started.`,
].join("\n");
writeSection("JUnit ingest", text);
console.log(`\n${text}`);
