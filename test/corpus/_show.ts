// scratch: npx tsx test/corpus/_show.ts <case-id> [...]  prints the engine's failures for a real case
import { REAL_CORPUS, analyzeCase, failuresOf, loadCases, scoreCase } from "./evaluate.js";
const ids = process.argv.slice(2);
for (const c of loadCases(REAL_CORPUS).filter((c) => ids.includes(c.id))) {
  const r = analyzeCase(c);
  console.log(`== ${c.id} primary=${r.primary} expected=${c.expected.primary}`);
  for (const f of failuresOf(r))
    console.log(`  ${f.category} [${(f.patterns ?? []).join(",")}] test=${JSON.stringify(f.test)} at ${f.location?.file}:${f.location?.line} :: ${String(f.message ?? "").slice(0, 140).replace(/\n/g, " ⏎ ")}`);
  console.log("  expected:"); for (const e of c.expected.failures) console.log(`    ${e.category} test=${JSON.stringify(e.test)} ${e.file}:${e.line}`);
  console.log("  problems:", scoreCase(c, r).problems);
}
