// Log analysis speed and memory, as ratios against a baseline measured in the same run.
// Run: npm run build && npx tsx bench/analyze.ts   (writes the "## Log analysis" section of bench/RESULTS.md)
//
// Inputs are built from the recorded corpus (real tool output, test/fixtures/logs/*/log.txt):
// - typical: the corpus' lines that no extractor triggers on (passing output, progress, banners) as
//   filler, with one whole recorded failing log every ~2,000 lines;
// - dense: the recorded failing logs back to back (every block a failure report).
import { spawnSync } from "node:child_process";
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
} from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { analyze } from "../src/core/analyze.js";
import { EXTRACTORS } from "../src/core/extract/index.js";
import { buildPrompt } from "../src/core/prompt.js";
import { LogScanner, scanLog } from "../src/core/scan.js";
import { writeSection } from "./results.js";

const MB = 1024 * 1024;
const OUT = "/tmp/flakeharden-bench";
const CORPUS = join(import.meta.dirname, "..", "test", "fixtures", "logs");

const logs = readdirSync(CORPUS)
  .filter((d) => existsSync(join(CORPUS, d, "log.txt")))
  .map((d) => readFileSync(join(CORPUS, d, "log.txt"), "utf8"));
const trigger = new RegExp(EXTRACTORS.map((e) => `(?:${e.trigger.source})`).join("|"));
const filler = logs.flatMap((l) => l.split("\n")).filter((l) => l.trim() !== "" && !trigger.test(l));

function build(file: string, bytes: number, dense: boolean): Promise<void> {
  const path = join(OUT, file);
  if (existsSync(path)) return Promise.resolve();
  mkdirSync(OUT, { recursive: true });
  const out = createWriteStream(path);
  let written = 0;
  let i = 0;
  return new Promise((resolve) => {
    const write = () => {
      let ok = true;
      while (written < bytes && ok) {
        let chunk: string;
        if (dense) chunk = `${logs[i % logs.length]}\n`;
        else {
          const lines: string[] = [];
          for (let k = 0; k < 2000; k++) lines.push(filler[(i * 2000 + k * 7919) % filler.length] ?? "");
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

async function ours(path: string) {
  const scanner = new LogScanner();
  const stream = createReadStream(path, { encoding: "utf8", highWaterMark: MB });
  for await (const chunk of stream) scanner.push(chunk as string);
  return analyze({ scan: scanner.end(), junit: [], workspace: { files: [] }, version: "bench" });
}

const rows: string[] = [];
const row = (...cells: (string | number)[]) => rows.push(`| ${cells.join(" | ")} |`);

await build("typical-50mb.log", 50 * MB, false);
await build("dense-50mb.log", 50 * MB, true);
await build("typical-200mb.log", 200 * MB, false);

rows.push(
  "| input | baseline: read + split (ms) | flakeharden: stream + analyse (ms) | throughput | ratio to baseline |",
  "|---|---|---|---|---|",
);
for (const file of ["typical-50mb.log", "dense-50mb.log"]) {
  const path = join(OUT, file);
  baseline(path);
  await ours(path);
  const b = timeSync(() => baseline(path), 5);
  const o = await timeAsync(() => ours(path), 5);
  row(
    file,
    `${b.toFixed(0)} (${(50 / (b / 1000)).toFixed(0)} MB/s)`,
    o.toFixed(0),
    `${(50 / (o / 1000)).toFixed(0)} MB/s`,
    `${(o / b).toFixed(2)}x`,
  );
}

// A typical 200 KB log, in-process, and the prompt.
const small = readFileSync(join(OUT, "typical-50mb.log"), "utf8").slice(0, 200 * 1024);
const smallReport = analyze({ scan: scanLog(small), junit: [], workspace: { files: [] }, version: "bench" });
for (let i = 0; i < 100; i++) scanLog(small);
const smallMs = timeSync(
  () => analyze({ scan: scanLog(small), junit: [], workspace: { files: [] }, version: "bench" }),
  300,
);
const smallBase = timeSync(() => small.split("\n").length, 50);
const promptMs = timeSync(() => buildPrompt(smallReport), 200);

// Peak RSS of the CLI bundle analysing 200 MB, against `node -e` reading the same file in a stream.
function rss(args: string[]): number {
  const r = spawnSync(process.execPath, ["--import", join(import.meta.dirname, "rss.mjs"), ...args], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: "" },
    encoding: "utf8",
    stdio: ["ignore", "ignore", "pipe"],
    maxBuffer: 64 * MB,
  });
  if (r.status !== 0) throw new Error(`rss child failed (${r.status}): ${r.stderr.slice(-2000)}`);
  return Number(r.stderr.trim().split("\n").pop());
}
const big = join(OUT, "typical-200mb.log");
const rssBase = rss([
  "-e",
  `const s=require("fs").createReadStream(${JSON.stringify(big)},{encoding:"utf8"});s.on("data",()=>{});`,
]);
const rssOurs = rss([
  join(import.meta.dirname, "..", "dist", "cli", "index.js"),
  "analyze",
  "--log",
  big,
  "--json",
]);

rows.push(
  "",
  "| measure | baseline | flakeharden | target |",
  "|---|---|---|---|",
  `| 200 KB log, in-process analysis (${smallReport.buckets.reduce((s, b) => s + b.failures.length, 0)} failures) | split: ${smallBase.toFixed(2)} ms | ${smallMs.toFixed(2)} ms | < 5 ms |`,
  `| prompt generation for that report | — | ${promptMs.toFixed(3)} ms | < 1 ms |`,
  `| peak RSS, 200 MB log through the CLI bundle | ${(rssBase / 1024).toFixed(0)} MB (stream read only) | ${(rssOurs / 1024).toFixed(0)} MB | < 200 MB |`,
);

const text = [
  `Machine: Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? "?"}). Medians of 5 runs (300 for the 200 KB log after 100 warm-up runs, 200 for the prompt).`,
  `Inputs built from the ${logs.length} recorded logs of test/fixtures/logs (${filler.length} filler lines). Targets: >= 150 MB/s and within 3x of the baseline for 50 MB; peak RSS < 200 MB for 200 MB.`,
  "",
  ...rows,
].join("\n");
writeSection("Log analysis", text);
console.log(text);
