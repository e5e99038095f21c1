// Scores the engine on the two recorded corpora, real tool output with hand-written expected labels:
// the purpose-written samples (test/fixtures/logs/*) and real open-source projects broken the way a
// pull request breaks them (test/fixtures/real/*, recorded by scripts/fixtures/record-real.sh).
// Used by the corpus tests and by `npx tsx test/corpus/score.ts`.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { OUTPUT_TAIL, analyze } from "../../src/core/report/analyze.js";
import { parseJUnit } from "../../src/core/junit/index.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import { sameTest } from "../../src/core/names.js";
import type { Failure, Report } from "../../src/core/schema.js";

export const CORPUS = join(import.meta.dirname, "..", "fixtures", "logs");
export const REAL_CORPUS = join(import.meta.dirname, "..", "fixtures", "real");

export interface ExpectedFailure {
  category: string;
  test: string | null;
  file: string | null;
  line: number | null;
  code?: string;
}

export interface Case {
  id: string;
  dir: string;
  meta: { case: string; sample: string; command: string; exitCode: number; color: boolean; cwd: string };
  expected: { primary: string | null; failures: ExpectedFailure[] };
  files: string[];
}

/** The cases of one corpus: every folder of `root` with a log.txt and its expected.json. */
export function loadCases(root: string = CORPUS): Case[] {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((id) => existsSync(join(root, id, "expected.json")) && existsSync(join(root, id, "log.txt")))
    .sort()
    .map((id) => {
      const dir = join(root, id);
      return {
        id,
        dir,
        meta: JSON.parse(readFileSync(join(dir, "meta.json"), "utf8")) as Case["meta"],
        expected: JSON.parse(readFileSync(join(dir, "expected.json"), "utf8")) as Case["expected"],
        files: readFileSync(join(dir, "files.txt"), "utf8").split("\n").filter(Boolean),
      };
    });
}

export function analyzeCase(c: Case, logName = "log.txt", withJUnit = true): Report {
  const junitPath = join(c.dir, "junit.xml");
  const junit =
    withJUnit && existsSync(junitPath) ? [parseJUnit(readFileSync(junitPath, "utf8"), "junit.xml")] : [];
  const log = readFileSync(join(c.dir, logName), "utf8");
  return analyze({
    scan: scanLog(log),
    // The log's end, as `flakeharden run` and `analyze --log` pass the output's.
    outputTail: log.slice(-OUTPUT_TAIL),
    exitCode: c.meta.exitCode,
    junit,
    workspace: { files: c.files, root: c.meta.cwd },
    command: c.meta.command,
    version: "test",
  });
}

export const failuresOf = (r: Report): Failure[] =>
  r.buckets.flatMap((b) => b.failures).sort((a, b) => (a.logLine ?? 1e12) - (b.logLine ?? 1e12));

export function matches(f: Failure, e: ExpectedFailure): boolean {
  if (e.test !== null && e.test !== undefined) return f.test !== null && sameTest(f.test, e.test);
  if (e.file) return f.location?.file === e.file && (e.line === null || f.location.line === e.line);
  return f.category === e.category;
}

export interface CaseScore {
  id: string;
  primaryOk: boolean;
  expectedTests: number;
  foundTests: number;
  expectedLocations: number;
  foundLocations: number;
  categoriesOk: number;
  reported: number;
  real: number;
  problems: string[];
}

export function scoreCase(c: Case, r: Report): CaseScore {
  const got = failuresOf(r);
  const problems: string[] = [];
  const primaryOk = r.primary === c.expected.primary;
  if (!primaryOk) problems.push(`primary: got ${r.primary}, expected ${c.expected.primary}`);
  let foundTests = 0;
  let expectedTests = 0;
  let foundLocations = 0;
  let expectedLocations = 0;
  let categoriesOk = 0;
  for (const e of c.expected.failures) {
    // Two failures of one test (two snapshot blocks): each expectation takes the one at its own line.
    const f =
      got.find(
        (g) => matches(g, e) && e.line !== null && g.location?.file === e.file && g.location.line === e.line,
      ) ?? got.find((g) => matches(g, e));
    if (e.test) {
      expectedTests++;
      if (f) foundTests++;
      else problems.push(`test not found: ${e.test}`);
    }
    if (e.file && e.line !== null) {
      expectedLocations++;
      const at = got.find(
        (g) => (e.test ? g === f : true) && g.location?.file === e.file && g.location.line === e.line,
      );
      if (at) foundLocations++;
      else
        problems.push(
          `location not found: ${e.file}:${e.line}${f ? ` (got ${f.location?.file ?? f.location?.printed}:${f.location?.line})` : ""}`,
        );
    }
    if (f && f.category === e.category) categoriesOk++;
    else if (f)
      problems.push(
        `category of ${e.test ?? `${e.file}:${e.line}`}: got ${f.category}, expected ${e.category}`,
      );
  }
  const real = got.filter((g) => c.expected.failures.some((e) => matches(g, e))).length;
  for (const g of got) {
    if (!c.expected.failures.some((e) => matches(g, e)))
      problems.push(`noise: ${g.category} ${g.tool} ${g.test ?? ""} ${g.message.slice(0, 80)}`);
  }
  return {
    id: c.id,
    primaryOk,
    expectedTests,
    foundTests,
    expectedLocations,
    foundLocations,
    categoriesOk,
    reported: got.length,
    real,
    problems,
  };
}

export interface CorpusFigures {
  cases: number;
  /** Each a share in [0, 1], or null when the corpus labels nothing of that kind. */
  primary: number | null;
  tests: number | null;
  locations: number | null;
  real: number | null;
  counts: {
    primary: [number, number];
    tests: [number, number];
    locations: [number, number];
    real: [number, number];
  };
}

/** The four figures of a corpus: primary category right, failing tests found, file:line found, reported failures real. */
export function figures(scores: CaseScore[]): CorpusFigures {
  const sum = (
    k: "foundTests" | "expectedTests" | "foundLocations" | "expectedLocations" | "real" | "reported",
  ) => scores.reduce((s, x) => s + x[k], 0);
  const share = ([a, b]: [number, number]) => (b === 0 ? null : a / b);
  const counts: CorpusFigures["counts"] = {
    primary: [scores.filter((s) => s.primaryOk).length, scores.length],
    tests: [sum("foundTests"), sum("expectedTests")],
    locations: [sum("foundLocations"), sum("expectedLocations")],
    real: [sum("real"), sum("reported")],
  };
  return {
    cases: scores.length,
    primary: share(counts.primary),
    tests: share(counts.tests),
    locations: share(counts.locations),
    real: share(counts.real),
    counts,
  };
}
