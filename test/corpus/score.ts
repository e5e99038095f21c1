// Prints the engine's scores on the recorded corpus: `npx tsx test/corpus/score.ts [--verbose]`.
import { analyzeCase, loadCases, scoreCase } from "./evaluate.js";

const verbose = process.argv.includes("--verbose");
const scores = loadCases().map((c) => scoreCase(c, analyzeCase(c)));
const sum = (k: keyof (typeof scores)[number]) => scores.reduce((s, x) => s + Number(x[k]), 0);
const pct = (a: number, b: number) => (b === 0 ? "n/a" : `${((100 * a) / b).toFixed(1)}% (${a}/${b})`);
for (const s of scores)
  if (s.problems.length > 0 || verbose) console.log(`${s.id}: ${s.problems.join(" | ") || "ok"}`);
console.log(`cases ${scores.length}`);
console.log(`primary category right  ${pct(scores.filter((s) => s.primaryOk).length, scores.length)}`);
console.log(`failing tests found      ${pct(sum("foundTests"), sum("expectedTests"))}`);
console.log(`file:line found          ${pct(sum("foundLocations"), sum("expectedLocations"))}`);
console.log(`reported failures real   ${pct(sum("real"), sum("reported"))}`);
