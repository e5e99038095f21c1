// The in-process timings of bench/junit.ts, run in a process of their own, bundled by esbuild and run by plain
// `node` as every parser ships (flakeharden as its ncc bundle does, without tsx's transform: its function-naming
// helper wraps every closure the code creates, which once cost the parser a third of its time).
//   node junit-timing.mjs shape <shape> <file> <runs> <peerRuns>   interleaved runs of every parser on one shape
//   node junit-timing.mjs failing <junit file> <log file> <rounds>   the saxes floor and read + parse + analyze
// Prints one line of JSON.
import { readFileSync } from "node:fs";
import { analyze } from "../src/core/report/analyze.js";
import { parseJUnit } from "../src/core/junit/index.js";
import { scanLog } from "../src/core/ingest/scan.js";
import type { Shape } from "./junit-input.js";
import { PARSERS, type ParserName, runParser } from "./junit-parsers.js";

const [what, ...args] = process.argv.slice(2);

async function shape(name: Shape, path: string, runs: number, peerRuns: number) {
  const times = Object.fromEntries(PARSERS.map((p) => [p, [] as number[]])) as Record<ParserName, number[]>;
  const counts = {} as Record<ParserName, number>;
  for (const p of PARSERS) counts[p] = await runParser(p, path, name); // warm-up
  for (let r = 0; r < runs; r++) {
    // Interleaved, so that load from other work slows all alike.
    for (const p of PARSERS) {
      if (p !== "saxes" && p !== "flakeharden" && r >= peerRuns) continue;
      const t = performance.now();
      await runParser(p, path, name);
      times[p].push(performance.now() - t);
    }
  }
  return { times, counts };
}

async function failing(path: string, logPath: string, rounds: number) {
  const log = readFileSync(logPath, "utf8");
  const floor: number[] = [];
  const analysis: number[] = [];
  let failed = 0;
  for (let r = 0; r < rounds; r++) {
    let t = performance.now();
    await runParser("saxes", path, "vitest");
    floor.push(performance.now() - t);
    t = performance.now();
    const { cases } = parseJUnit(readFileSync(path), path);
    const report = analyze({
      scan: scanLog(log),
      junit: [{ file: path, cases }],
      workspace: { files: [] },
      version: "bench",
    });
    analysis.push(performance.now() - t);
    failed = report.tests.failed;
  }
  return { floor, analysis, failed };
}

const [a, b, c, d] = args as [string, string, string, string];
const out =
  what === "shape" ? await shape(a as Shape, b, Number(c), Number(d)) : await failing(a, b, Number(c));
process.stdout.write(`${JSON.stringify(out)}\n`);
