// scratch: npx tsx test/corpus/_subset.ts [--not] id1 id2 ... (or @file with ids)  figures over a case list
import { readFileSync } from "node:fs";
import { REAL_CORPUS, analyzeCase, figures, loadCases, scoreCase } from "./evaluate.js";
const args = process.argv.slice(2); const not = args.includes("--not");
const ids = new Set(args.filter((a) => a !== "--not").flatMap((a) => a.startsWith("@") ? readFileSync(a.slice(1), "utf8").split(/\s+/).filter(Boolean) : [a]));
const cases = loadCases(REAL_CORPUS).filter((c) => ids.has(c.id) !== not);
const scores = cases.map((c) => scoreCase(c, analyzeCase(c)));
for (const s of scores) if (s.problems.length) console.log(`${s.id}: ${s.problems.join(" | ")}`);
const f = figures(scores); const pct = ([a, b]: [number, number]) => `${b ? ((100 * a) / b).toFixed(1) : "n/a"}% (${a}/${b})`;
console.log(`cases ${f.cases}: primary ${pct(f.counts.primary)} tests ${pct(f.counts.tests)} locations ${pct(f.counts.locations)} real ${pct(f.counts.real)}`);
