// Time on hostile input, as ratios: 4x the input must cost about 4x the time (quadratic code: 16x). These
// were tests once; a test that times code fails on a busy machine, so the tests now count work
// (test/support/work.ts) and the times live here.
// Run: npx tsx bench/linearity.ts   (writes the "## Linearity on hostile input" section of bench/RESULTS.md;
// exits 1 when a ratio passes its limit)
//
// Each ratio is the best of 5 runs on the large input over the best of 5 on the small one, interleaved, so
// that a busy machine slows both alike; a floor of 1 ms keeps tiny times from dominating.
import { availableParallelism, loadavg } from "node:os";
import { parseCommands } from "../src/core/agent/commands.js";
import { EXTRACTORS } from "../src/core/extract/index.js";
import { globMatcher } from "../src/core/glob.js";
import { JUnitParseError, parseJUnit } from "../src/core/junit/index.js";
import { createRedactor } from "../src/core/redact/index.js";
import { HOSTILE_JUNIT } from "../test/support/hostile-junit.js";
import { hostileLog, pipeline } from "../test/support/hostile-log.js";
import { writeSection } from "./results.js";

const RUNS = 5;
const MB = 1024 * 1024;

function time(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

function ratio(small: () => void, large: () => void): number {
  small(); // warm up
  let bestSmall = Infinity;
  let bestLarge = Infinity;
  for (let k = 0; k < RUNS; k++) {
    bestSmall = Math.min(bestSmall, time(small));
    bestLarge = Math.min(bestLarge, time(large));
  }
  return Math.max(bestLarge, 1) / Math.max(bestSmall, 1);
}

interface Row {
  what: string;
  ratio: number;
  limit: number;
}
const rows: Row[] = [];
const measure = (what: string, limit: number, small: () => void, large: () => void) => {
  rows.push({ what, ratio: ratio(small, large), limit });
  const row = rows[rows.length - 1];
  if (row) console.log(`${row.what}: ${row.ratio.toFixed(2)} (limit ${row.limit})`);
};

// The engine's whole path on hostile log lines, 900 vs 3600 characters each.
{
  const small = hostileLog(900);
  const large = hostileLog(3600);
  measure(
    "log pipeline, lines 4x longer",
    9,
    () => pipeline(small),
    () => pipeline(large),
  );
}

// Every extractor's trigger on 4x longer lines.
for (const e of EXTRACTORS) {
  const s = "a ".repeat(2000);
  const l = "a ".repeat(8000);
  measure(
    `trigger of ${e.tools.map((t) => t.id).join(",")}, line 4x longer`,
    12,
    () => {
      for (let i = 0; i < 50; i++) e.trigger.test(s);
    },
    () => {
      for (let i = 0; i < 50; i++) e.trigger.test(l);
    },
  );
}

// parseJUnit on hostile documents, 1.25 MB vs 5 MB.
const parse = (xml: string) => () => {
  try {
    parseJUnit(xml, "hostile.xml");
  } catch (e) {
    if (!(e instanceof JUnitParseError)) throw e;
  }
};
for (const [label, make] of HOSTILE_JUNIT) {
  measure(`parseJUnit: ${label}, 5 MB vs 1.25 MB`, 8, parse(make(1.25 * MB)), parse(make(5 * MB)));
}

// The redactor on hostile megabytes vs a quarter of them.
{
  const r = createRedactor({ API_TOKEN: "abcdef" });
  const hostile = (k: number) => [
    "-----BEGIN ".repeat(100_000 / k),
    "Bearer ".repeat(150_000 / k),
    `Basic ${"QUJD".repeat(250_000 / k)}`,
    `https://${"a".repeat(1_000_000 / k)}`,
    "Authorization: ".repeat(70_000 / k),
    "abcde".repeat(200_000 / k),
  ];
  const small = hostile(4);
  hostile(1).forEach((h, i) => {
    const s = small[i] ?? "";
    measure(
      `redact: ${JSON.stringify(h.slice(0, 12))}…, 4x longer`,
      8,
      () => r(s),
      () => r(h),
    );
  });
}

// PR comment commands on 4x longer hostile bodies.
{
  const body = (n: number) => [`/continue${" ".repeat(n)}x`, `${" ".repeat(n)}/`, `/${"a".repeat(n)}!`];
  const small = body(25_000);
  const large = body(100_000);
  measure(
    "parseCommands, bodies 4x longer",
    8,
    () => small.forEach((b) => parseCommands(b)),
    () => large.forEach((b) => parseCommands(b)),
  );
}

// Globs built to blow up a backtracking matcher, on 4x longer paths.
{
  const globs = [`${"*a".repeat(30)}*b`, `${"**/".repeat(40)}x`].map((g) => globMatcher(g));
  const small = ["a".repeat(750), "d/".repeat(50) + "y"];
  const large = ["a".repeat(3000), "d/".repeat(200) + "y"];
  measure(
    "globMatcher, paths 4x longer",
    20,
    () => globs.forEach((m, i) => m(small[i] ?? "")),
    () => globs.forEach((m, i) => m(large[i] ?? "")),
  );
}

const over = rows.filter((r) => r.ratio >= r.limit);
const worst = [...rows].sort((a, b) => b.ratio / b.limit - a.ratio / a.limit).slice(0, 8);
writeSection(
  "Linearity on hostile input",
  `\`npx tsx bench/linearity.ts\` (${new Date().toISOString().slice(0, 10)}; ${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(1)}): ${rows.length} ratios of the time on 4x the input to the time on the input, best of ${RUNS}; ${over.length} over their limit. Linear code: about 4; quadratic: about 16. The closest to their limits:

| what | ratio | limit |
| --- | ---: | ---: |
${worst.map((r) => `| ${r.what} | ${r.ratio.toFixed(2)} | ${r.limit} |`).join("\n")}`,
);
if (over.length > 0) {
  console.error(`over the limit: ${over.map((r) => `${r.what} (${r.ratio.toFixed(2)})`).join(", ")}`);
  process.exit(1);
}
