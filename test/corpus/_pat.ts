import { CORPUS, REAL_CORPUS, analyzeCase, failuresOf, loadCases } from "./evaluate.js";
const want = process.argv[2];
for (const root of [REAL_CORPUS, CORPUS]) for (const c of loadCases(root)) for (const f of failuresOf(analyzeCase(c))) if (f.patterns[0] === want) console.log(c.id, f.category, f.patterns.join(","), f.message.slice(0, 80));
