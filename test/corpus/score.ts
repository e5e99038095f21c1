// Prints the engine's scores on both recorded corpora, each on its own:
//   npx tsx test/corpus/score.ts [--verbose] [samples|real]
//   npx tsx test/corpus/score.ts real --write-gaps   # rewrite test/corpus/real-gaps.ts from today's problems
// (--write-gaps pins what the engine does now: run it after a change that fixes gaps, and read the diff).
// samples: the purpose-written sample projects (test/fixtures/logs); real: real open-source projects
// broken the way a pull request breaks them (test/fixtures/real).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { CORPUS, REAL_CORPUS, analyzeCase, figures, loadCases, scoreCase } from "./evaluate.js";

const verbose = process.argv.includes("--verbose");
const writeGaps = process.argv.includes("--write-gaps");
const only = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const corpora = [
  { name: "samples", title: "purpose-written samples (test/fixtures/logs)", root: CORPUS },
  { name: "real", title: "real open-source projects (test/fixtures/real)", root: REAL_CORPUS },
].filter((c) => only.length === 0 || only.includes(c.name));

const HEADER = `// Where the engine falls short on the real-world corpus (test/fixtures/real), pinned: the exact
// problems \`scoreCase\` reports per case, and floors under the four figures. A change that fixes a
// gap fails the corpus test until its entry is removed here (and the floor raised); a change that
// breaks another case fails it too. Written by \`npx tsx test/corpus/score.ts real --write-gaps\`.
`;

const pct = ([a, b]: [number, number]) => (b === 0 ? "n/a" : `${((100 * a) / b).toFixed(1)}% (${a}/${b})`);
for (const corpus of corpora) {
  const cases = loadCases(corpus.root);
  const scores = cases.map((c) => scoreCase(c, analyzeCase(c)));
  console.log(`== ${corpus.title}`);
  for (const s of scores)
    if (s.problems.length > 0 || verbose) console.log(`${s.id}: ${s.problems.join(" | ") || "ok"}`);
  const f = figures(scores);
  const projects = new Set(cases.map((c) => c.meta.sample)).size;
  console.log(`cases ${f.cases} (${projects} projects)`);
  console.log(`primary category right  ${pct(f.counts.primary)}`);
  console.log(`failing tests found      ${pct(f.counts.tests)}`);
  console.log(`file:line found          ${pct(f.counts.locations)}`);
  console.log(`reported failures real   ${pct(f.counts.real)}`);
  console.log("");
  if (writeGaps && corpus.name === "real") {
    const floor = (x: number | null) => Math.floor((x ?? 0) * 100) / 100;
    const gaps = Object.fromEntries(
      scores.filter((s) => s.problems.length > 0).map((s) => [s.id, s.problems]),
    );
    const file = join(import.meta.dirname, "real-gaps.ts");
    writeFileSync(
      file,
      `${HEADER}
/** The four figures of the real corpus may not drop below these (shares in [0, 1]). */
export const REAL_FLOORS = ${JSON.stringify({ primary: floor(f.primary), tests: floor(f.tests), locations: floor(f.locations), real: floor(f.real) })};

export const REAL_KNOWN_GAPS: Record<string, string[]> = ${JSON.stringify(gaps, null, 2)};
`,
    );
    console.log(`wrote ${file} (${Object.keys(gaps).length} cases with gaps); run prettier on it`);
  }
}
