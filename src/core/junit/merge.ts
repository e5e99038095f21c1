// Merging JUnit results into the log's candidates: one failure per test, wherever it was reported.
//
// Linear in the input: each log candidate's name is normalised and indexed once, and each JUnit case is
// looked up by its own names (at most a few hash probes per word of the name), so a run where 32,000 cases
// fail costs 32,000 lookups, not 32,000 × (everything merged so far) name comparisons.
import type { Failure, FlakyTest, TestCase } from "../schema.js";
import { LIMITS } from "../limits.js";
import { type Candidate, JUNIT } from "../extract/index.js";
import { framesFromText } from "../extract/frames.js";
import { normName, shortMark, shortName } from "../names.js";
import { hash64 } from "../classify/fingerprint.js";

export interface JUnitInput {
  file: string;
  cases: readonly TestCase[];
}

export type Merged = Candidate & { source: Failure["source"] };

/** Work done, counted (entries visited and keys probed): tests check it grows linearly with the input. */
export interface WorkCounter {
  steps: number;
}

const clip = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);

/** A pytest collection error names a file (`tests/test_x.py`); its JUnit case names the module (`tests.test_x`). */
const moduleOf = (path: string) => path.replace(/\.[a-z]{1,4}$/, "").replace(/[\\/]/g, ".");

/** Two printed paths of the same file: one is a trailing part of the other. */
function sameFile(a: string, b: string): boolean {
  const x = a.replace(/\\/g, "/").replace(/^\.\//, "");
  const y = b.replace(/\\/g, "/").replace(/^\.\//, "");
  return x === y || x.endsWith(`/${y}`) || y.endsWith(`/${x}`);
}

/**
 * A normalised name and its word suffixes (`a b c`, `b c`, `c`). Two names are the same test (names.ts
 * `sameTest`) exactly when one of them is among the other's word suffixes.
 */
function wordSuffixes(norm: string): string[] {
  const out = [norm];
  for (let p = norm.indexOf(" "); p !== -1; p = norm.indexOf(" ", p + 1)) out.push(norm.slice(p + 1));
  return out;
}

/** The last word of a normalised name (the whole name when it has one word). */
const lastWord = (norm: string) => norm.slice(norm.lastIndexOf(" ") + 1);

function junitCandidate(tc: TestCase): Candidate {
  const body = (tc.body ?? "").split("\n").slice(0, 60);
  const frames = framesFromText(body);
  const message = tc.message ?? body.find((l) => l.trim() !== "")?.trim() ?? `${tc.status}: ${tc.name}`;
  return {
    tool: JUNIT.id,
    weight: 3,
    test: tc.name,
    suite: tc.classname ?? tc.suite,
    where: tc.file
      ? (frames.find((f) => f.line !== null && tc.line === null && sameFile(f.path, tc.file as string)) ?? {
          function: null,
          path: tc.file,
          line: tc.line,
          column: null,
        })
      : (frames[0] ?? null),
    frames,
    message,
    excerpt: body.slice(0, 40),
    start: Number.MAX_SAFE_INTEGER,
    end: Number.MAX_SAFE_INTEGER,
    kind: `${tc.status === "error" ? "error" : "failure"} ${tc.type ?? ""}`.trim(),
  };
}

/**
 * The names a JUnit case goes by (`b`, and with its classname `a b` and `a.b`), as written (`raw`) and
 * normalised (`norms`): `a b` and `a.b` normalise alike, so at most two normalised names.
 */
interface CaseNames {
  raw: readonly string[];
  norms: readonly string[];
}
function caseNames(tc: TestCase): CaseNames {
  // A name shortened around its hash (names.ts) is found by that mark: the log's and JUnit's heads and tails
  // are cut at different words when their separators differ in length (`a › b`, `a b`).
  const mark = shortMark(tc.name);
  const marks = mark === undefined ? [] : [mark];
  if (!tc.classname) return { raw: [tc.name], norms: [normName(tc.name), ...marks] };
  const spaced = `${tc.classname} ${tc.name}`;
  const own = normName(tc.name);
  const full = normName(spaced);
  return {
    raw: [tc.name, spaced, `${tc.classname}.${tc.name}`],
    norms: [...(own === full ? [own] : [own, full]), ...marks],
  };
}

/** Positions (into `merged`) of the log's candidates, by the keys a JUnit case can find them with. */
class LogIndex {
  /** Every word suffix of each candidate's normalised test name → positions, ascending. */
  private readonly bySuffix = new Map<string, number[]>();
  /** Each candidate's whole normalised test name → positions, ascending. */
  private readonly byName = new Map<string, number[]>();
  /** Candidates without a test name, by the module their suite (a file) names. */
  private readonly byModule = new Map<string, number[]>();
  /**
   * The last word of every key of byName: a name whose last word is not among them has no word suffix in
   * byName (every suffix ends with that word), and is not probed suffix by suffix.
   */
  private readonly lastWords = new Set<string>();
  private readonly removed: boolean[];

  constructor(
    private readonly merged: readonly Merged[],
    private readonly work: WorkCounter,
  ) {
    this.removed = merged.map(() => false);
    const add = (map: Map<string, number[]>, key: string, at: number) => {
      const list = map.get(key);
      if (list) list.push(at);
      else map.set(key, [at]);
    };
    merged.forEach((c, at) => {
      if (c.test !== null) {
        const norm = normName(c.test);
        add(this.byName, norm, at);
        // The log's whole name, which the report shortens later (report/analyze.ts) as the JUnit reader did.
        const mark = shortMark(shortName(c.test, LIMITS.testName, hash64));
        if (mark !== undefined) add(this.bySuffix, mark, at);
        this.lastWords.add(lastWord(norm));
        for (const s of wordSuffixes(norm)) {
          this.work.steps++;
          add(this.bySuffix, s, at);
        }
      } else if (c.suite !== null) add(this.byModule, moduleOf(c.suite), at);
    });
  }

  /** The lists of positions that may hold a candidate naming the same test as `names`. */
  private lists(names: CaseNames): number[][] {
    const out: number[][] = [];
    const push = (list: number[] | undefined) => {
      this.work.steps++;
      if (list !== undefined && list.length > 0) out.push(list);
    };
    if (this.byModule.size > 0) for (const n of names.raw) push(this.byModule.get(n));
    const { norms } = names;
    for (const norm of norms) {
      // The case's name is a word suffix of the candidate's, or the candidate's of the case's.
      push(this.bySuffix.get(norm));
      if (!this.lastWords.has(lastWord(norm))) continue;
      // Another of the case's names ends with this one: its word suffixes hold this one's.
      if (norms.some((o) => o.length > norm.length && o.endsWith(` ${norm}`))) continue;
      for (const s of wordSuffixes(norm)) push(this.byName.get(s));
    }
    return out;
  }

  /** Drops removed positions from the front of `list` (each is dropped once). */
  private front(list: number[]): number | undefined {
    let k = 0;
    while (k < list.length && this.removed[list[k] as number]) k++;
    if (k > 0) {
      this.work.steps += k;
      list.splice(0, k);
    }
    return list[0];
  }

  /** The first candidate still merged that names the same test as `names`. */
  first(names: CaseNames): Merged | undefined {
    let best: number | undefined;
    for (const list of this.lists(names)) {
      const at = this.front(list);
      if (at !== undefined && (best === undefined || at < best)) best = at;
    }
    return best === undefined ? undefined : this.merged[best];
  }

  /** Removes every candidate that came from the log only and names the same test as `names`. */
  removeLogOnly(names: CaseNames): void {
    for (const list of this.lists(names)) {
      let kept = 0;
      for (const at of list) {
        this.work.steps++;
        if (this.removed[at]) continue;
        if ((this.merged[at] as Merged).source === "log") this.removed[at] = true;
        else list[kept++] = at;
      }
      list.length = kept;
    }
  }

  isRemoved(at: number): boolean {
    return this.removed[at] === true;
  }
}

/** Names of go parent tests whose subtest failed (`TestA` when `TestA/sub` failed): the subtest is the failure. */
function parentsOfFailed(junit: readonly JUnitInput[], work: WorkCounter): Set<string> {
  const parents = new Set<string>();
  for (const j of junit) {
    for (const c of j.cases) {
      work.steps++;
      if (c.status !== "failed" && c.status !== "error") continue;
      for (let p = c.name.indexOf("/"); p !== -1; p = c.name.indexOf("/", p + 1))
        parents.add(c.name.slice(0, p));
    }
  }
  return parents;
}

/** Merges JUnit results into the log's candidates: one failure per test, wherever it was reported. */
export function mergeJUnit(
  log: readonly Candidate[],
  junit: readonly JUnitInput[],
  work: WorkCounter = { steps: 0 },
): { merged: Merged[]; flaky: FlakyTest[] } {
  const fromLog: Merged[] = log.map((c) => ({ ...c, source: "log" as const }));
  // No JUnit case to merge (a log read alone): the index of every log name's word suffixes is not built. Long
  // names make it the dearest part of an analysis (about 13 ms of 8 MB of typical CI output, bench/analyze.ts).
  if (junit.every((j) => j.cases.length === 0)) return { merged: fromLog, flaky: [] };
  const index = new LogIndex(fromLog, work);
  const parents = parentsOfFailed(junit, work);
  const added: Merged[] = [];
  const flaky: FlakyTest[] = [];
  for (const j of junit) {
    for (const tc of j.cases) {
      work.steps++;
      const names = caseNames(tc);
      if (tc.status === "passed" && tc.retries.length > 0) {
        // It failed, then passed on a retry: what the log said about its failed attempts is the flake, not a failure.
        index.removeLogOnly(names);
        flaky.push({
          test: tc.name,
          suite: tc.classname ?? tc.suite,
          file: tc.file,
          retries: tc.retries.length,
          messages: tc.retries
            .slice(0, LIMITS.examples)
            .map((r) => clip(r.message ?? r.type ?? "failed", LIMITS.message)),
        });
        continue;
      }
      if (tc.status !== "failed" && tc.status !== "error") continue;
      if (parents.has(tc.name)) continue;
      const match = index.first(names);
      if (match) {
        match.source = "both";
        if (!match.where && tc.file)
          match.where = { function: null, path: tc.file, line: tc.line, column: null };
        if (!match.message && tc.message) match.message = tc.message;
        continue;
      }
      added.push({ ...junitCandidate(tc), source: "junit" });
    }
  }
  const merged = fromLog.filter((_, at) => !index.isRemoved(at));
  for (const c of added) merged.push(c);
  return { merged, flaky };
}

/**
 * The flaky tests a tool reported itself (`extra`) that JUnit did not already report (`first`): one entry
 * per test, found through an index of `first`'s names rather than by comparing every pair.
 */
export function addFlaky(first: readonly FlakyTest[], extra: readonly FlakyTest[]): FlakyTest[] {
  const bySuffix = new Set<string>();
  const byName = new Set<string>();
  for (const f of first) {
    const norm = normName(f.test);
    byName.add(norm);
    for (const s of wordSuffixes(norm)) bySuffix.add(s);
  }
  const out = [...first];
  for (const t of extra) {
    const norm = normName(t.test);
    if (bySuffix.has(norm) || wordSuffixes(norm).some((s) => byName.has(s))) continue;
    out.push(t);
  }
  return out;
}
