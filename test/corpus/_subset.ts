import { readFileSync } from "node:fs";
import { REAL_CORPUS, analyzeCase, figures, loadCases, scoreCase } from "./evaluate.js";
// npx tsx test/corpus/_subset.ts <file of ids> [--not]   : figures over the cases listed (or not listed)
const ids = new Set(readFileSync(process.argv[2] as string, "utf8").split("\n").filter(Boolean));
const not = process.argv.includes("--not");
const cases = loadCases(REAL_CORPUS).filter((c) => ids.has(c.id) !== not);
const scores = cases.map((c) => scoreCase(c, analyzeCase(c)));
if (process.argv.includes("--verbose")) for (const s of scores) if (s.problems.length) console.log(s.id, s.problems.length, s.primaryOk ? "" : "PRIMARY");
const f = figures(scores);
const pct = ([a, b]: [number, number]) => `${((100 * a) / b).toFixed(1)}% (${a}/${b})`;
console.log(`cases ${cases.length} (${new Set(cases.map((c) => c.meta.sample)).size} projects) | ${pct(f.counts.primary)} | ${pct(f.counts.tests)} | ${pct(f.counts.locations)} | ${pct(f.counts.real)}`);
