// Log analysis speed and memory, as ratios against a baseline measured in the same run.
// Run: npm run bench, or npm run build && npx tsx bench/analyze.ts   (writes the "## Log analysis" section)
//
// Inputs are built from real tool output only:
// - typical: REAL passing output as the tools print it in CI (bench/fixtures/passing/*/log.txt, recorded by
//   scripts/bench/record-passing.sh: npm install, mocha, unittest, jest, vitest, node:test, cargo, go), whole
//   recordings one after another, with one whole recorded failing log (test/fixtures/logs/*/log.txt) after
//   every ~2,000 lines;
// - dense: the recorded failing logs back to back (every block a failure report);
// - long lines: 200 MB of lines 10-60 KB long (passing lines joined), a recorded failing log every ~2 MB.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
} from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { analyze } from "../src/core/report/analyze.js";
import { EXTRACTORS } from "../src/core/extract/index.js";
import { buildPrompt } from "../src/core/agent/prompt.js";
import { LogScanner, scanLog } from "../src/core/ingest/scan.js";
import { writeSection } from "./results.js";

const MB = 1024 * 1024;
const RUNS = process.argv.includes("--quick") ? 3 : 5;
const OUT = "/tmp/flakeharden-bench";
const CORPUS = join(import.meta.dirname, "..", "test", "fixtures", "logs");
const PASSING = join(import.meta.dirname, "fixtures", "passing");

const logs = readdirSync(CORPUS)
  .filter((d) => existsSync(join(CORPUS, d, "log.txt")))
  .sort()
  .map((d) => readFileSync(join(CORPUS, d, "log.txt"), "utf8"));
/** The recorded passing runs, each whole, as its lines (a trailing newline dropped). */
const passingCases = readdirSync(PASSING)
  .filter((d) => existsSync(join(PASSING, d, "log.txt")))
  .sort();
const passing = passingCases.map((d) =>
  readFileSync(join(PASSING, d, "log.txt"), "utf8")
    .replace(/\n$/, "")
    .split("\n"),
);
if (passing.length === 0)
  throw new Error(`no recorded passing output in ${PASSING}: run scripts/bench/record-passing.sh`);
const filler = passing.flat();
// The inputs' names carry a hash of what they are built from: a file built from other recordings is not reused.
const inputsHash = createHash("sha256")
  .update(logs.join("\u0000"))
  .update(filler.join("\n"))
  .digest("hex")
  .slice(0, 10);
const inputPath = (file: string) => join(OUT, file.replace(/\.log$/, `-${inputsHash}.log`));

type Kind = "typical" | "dense" | "long";
function build(file: string, bytes: number, kind: Kind): Promise<void> {
  const path = inputPath(file);
  if (existsSync(path)) return Promise.resolve();
  mkdirSync(OUT, { recursive: true });
  const out = createWriteStream(path);
  let written = 0;
  let i = 0;
  // typical: the next recorded passing run, and the line in it where the last block stopped.
  let run = 0;
  let at = 0;
  return new Promise((resolve) => {
    const write = () => {
      let ok = true;
      while (written < bytes && ok) {
        let chunk: string;
        if (kind === "dense") chunk = `${logs[i % logs.length]}\n`;
        else if (kind === "long") {
          const lines: string[] = [];
          for (let k = 0; k < 64; k++) {
            const target = 10_240 + (((i * 64 + k) * 7919) % 51_200);
            let line = "";
            for (let f = i * 64 + k; line.length < target; f += 13)
              line += `${filler[f % filler.length] ?? ""} `;
            lines.push(line.slice(0, target));
          }
          chunk = `${lines.join("\n")}\n${logs[i % logs.length]}\n`;
        } else {
          // ~2,000 lines of passing output, the recordings taken in order, whole (one may straddle two blocks).
          const lines: string[] = [];
          while (lines.length < 2000) {
            const rec = passing[run % passing.length] as string[];
            const take = Math.min(rec.length - at, 2000 - lines.length);
            for (let k = 0; k < take; k++) lines.push(rec[at + k] as string);
            at += take;
            if (at >= rec.length) {
              run++;
              at = 0;
            }
          }
          chunk = `${lines.join("\n")}\n${logs[i % logs.length]}\n`;
        }
        i++;
        written += Buffer.byteLength(chunk);
        ok = out.write(chunk);
      }
      if (written < bytes) out.once("drain", write);
      else out.end(resolve);
    };
    write();
  });
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

async function timeAsync(fn: () => Promise<unknown>, runs: number): Promise<number> {
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    await fn();
    t.push(performance.now() - s);
  }
  return median(t);
}

function timeSync(fn: () => unknown, runs: number): number {
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    fn();
    t.push(performance.now() - s);
  }
  return median(t);
}

const baseline = (path: string) => readFileSync(path, "utf8").split("\n").length;

async function ours(path: string, prefilter = true) {
  const scanner = new LogScanner(EXTRACTORS, { prefilter });
  // Bytes, as the CLI reads a log: the scanner decodes only the lines it needs.
  const stream = createReadStream(path, { highWaterMark: MB });
  for await (const chunk of stream) scanner.push(chunk as Buffer);
  return analyze({ scan: scanner.end(), junit: [], workspace: { files: [] }, version: "bench" });
}

const rows: string[] = [];
const row = (...cells: (string | number)[]) => rows.push(`| ${cells.join(" | ")} |`);

await build("typical-50mb.log", 50 * MB, "typical");
await build("dense-50mb.log", 50 * MB, "dense");
await build("typical-200mb.log", 200 * MB, "typical");
await build("long-lines-200mb.log", 200 * MB, "long");

const verdict = (ok: boolean) => (ok ? "**met**" : "**missed**");
const targets: string[] = [];
const loadAtStart = loadavg()[0] ?? NaN;
const grepCount = (path: string) => spawnSync("grep", ["-c", "Error", path], { encoding: "utf8" }).stdout;
rows.push(
  "| input | floor: read + split | flakeharden: stream + analyse, prefilter on (the default) | same, prefilter off | `grep -c Error` (for scale) | target |",
  "|---|---|---|---|---|---|",
);
for (const [file, limit] of [
  ["typical-50mb.log", 1.0],
  ["dense-50mb.log", 1.3],
] as const) {
  const path = inputPath(file);
  baseline(path);
  await ours(path);
  const b: number[] = [];
  const o: number[] = [];
  const g: number[] = [];
  const f: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    // Interleaved, so load from other work slows all alike.
    b.push(timeSync(() => baseline(path), 1));
    o.push(await timeAsync(() => ours(path), 1));
    g.push(timeSync(() => grepCount(path), 1));
    f.push(await timeAsync(() => ours(path, false), 1));
  }
  const ratio = median(o) / median(b);
  row(
    file,
    `${median(b).toFixed(0)} ms (1.00×)`,
    `**${ratio.toFixed(2)}×** (${median(o).toFixed(0)} ms)`,
    `${(median(f) / median(b)).toFixed(2)}×`,
    `${(median(g) / median(b)).toFixed(2)}×`,
    `≤ ${limit.toFixed(1)}×: ${verdict(ratio <= limit)}`,
  );
  targets.push(
    `- ${file}: at most ${limit.toFixed(1)}× the read + split floor: ${verdict(ratio <= limit)} (${ratio.toFixed(2)}×).`,
  );
}

// A typical 200 KB log, in-process, and the prompt.
const small = readFileSync(inputPath("typical-50mb.log"), "utf8").slice(0, 200 * 1024);
const smallReport = analyze({ scan: scanLog(small), junit: [], workspace: { files: [] }, version: "bench" });
for (let i = 0; i < 100; i++) scanLog(small);
const smallMs = timeSync(
  () => analyze({ scan: scanLog(small), junit: [], workspace: { files: [] }, version: "bench" }),
  300,
);
const smallBase = timeSync(() => small.split("\n").length, 300);
const promptMs = timeSync(() => buildPrompt(smallReport), 200);

// Peak RSS of the CLI bundle analysing 200 MB, against `node -e` reading the same file in a stream.
const CLI = process.env.BENCH_DIST
  ? join(process.env.BENCH_DIST, "cli", "index.js")
  : join(import.meta.dirname, "..", "dist", "cli", "index.js");
function rss(args: string[]): number {
  const env = { ...process.env };
  delete env.NODE_EXTRA_CA_CERTS;
  const r = spawnSync(process.execPath, ["--import", join(import.meta.dirname, "rss.mjs"), ...args], {
    env,
    encoding: "utf8",
    stdio: ["ignore", "ignore", "pipe"],
    maxBuffer: 64 * MB,
  });
  if (r.status !== 0 && r.status !== 1)
    throw new Error(`rss child failed (${r.status}): ${r.stderr.slice(-2000)}`);
  return Number(r.stderr.trim().split("\n").pop()) / 1024;
}
const memRows: string[] = [];
for (const file of ["typical-200mb.log", "long-lines-200mb.log"]) {
  const big = inputPath(file);
  const rssBase = rss([
    "-e",
    `const s=require("fs").createReadStream(${JSON.stringify(big)},{encoding:"utf8"});s.on("data",()=>{});`,
  ]);
  const rssOurs = rss([CLI, "analyze", "--log", big, "--json"]);
  const mb = (rssOurs * MB) / 1e6;
  memRows.push(
    `| ${file} | ${rssBase.toFixed(0)} MiB (1.00×) | ${(rssOurs / rssBase).toFixed(2)}× (${rssOurs.toFixed(0)} MiB = ${mb.toFixed(0)} MB) | ≤ 200 MB: ${verdict(mb <= 200)} |`,
  );
  targets.push(`- ${file}: peak RSS at most 200 MB: ${verdict(mb <= 200)} (${mb.toFixed(0)} MB).`);
}
const smallRatio = smallMs / smallBase;
rows.push(
  "",
  "| measure | floor | flakeharden |",
  "|---|---|---|",
  `| 200 KB log, in-process analysis (${smallReport.buckets.reduce((s, b) => s + b.failures.length, 0)} failures) | split: ${smallBase.toFixed(2)} ms (1.00×) | ${smallRatio.toFixed(1)}× (${smallMs.toFixed(2)} ms) |`,
  `| prompt generation for that report | split of the log: ${smallBase.toFixed(2)} ms (1.00×) | ${(promptMs / smallBase).toFixed(2)}× (${promptMs.toFixed(3)} ms) |`,
  "",
  "Peak resident set size through the CLI bundle (`flakeharden analyze --log <file> --json`, plain `node`), against a",
  "`node -e` that only streams the same file:",
  "",
  "| input | floor: stream read only | flakeharden | target |",
  "|---|---|---|---|",
  ...memRows,
);

const text = [
  `Machine: Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0]?.toFixed(1)} at the end. Medians of ${RUNS} interleaved runs (300 for the 200 KB log after 100 warm-up runs, 200 for the prompt).`,
  "With the literal prefilter on (src/core/ingest/prefilter.ts, `LogScanner`'s `prefilter` option), an automaton runs over the raw bytes; only lines holding an extractor's literal are decoded, normalized and tested (by the triggers of the extractors whose literals they hold); any other line is decoded when an extractor reads it (a few lines around those that match); the target is checked on that column. Without it, every line is decoded, normalized and tested. Past 3,000 candidates (the dense log, at line 40,000) the scanner stops extracting and only counts lines and bytes, in both columns.",
  `Inputs: the typical log is REAL passing output as the tools print it in CI, ${filler.length.toLocaleString("en-US")} lines recorded by scripts/bench/record-passing.sh (bench/fixtures/passing/: ${passingCases.join(", ")}), the recordings one after another, whole, with one of the ${logs.length} recorded failing logs of test/fixtures/logs after every ~2,000 lines; the dense log is those failing logs back to back. The floor is a Node process reading the whole file and splitting it into lines (\`readFileSync(path, "utf8").split("\\n")\`); flakeharden streams the file's bytes in 1 MiB chunks through \`LogScanner\` and \`analyze\`. \`grep -c\` is a separate process, shown for scale only.`,
  "",
  ...rows,
  "",
  "Targets:",
  ...targets,
].join("\n");
writeSection("Log analysis", text);
console.log(text);
