// The pipeline: log candidates + JUnit cases → one failure per real problem, classified, located,
// fingerprinted, with a reproduce command → buckets → the report.
import type { Category, Failure, FailureBucket, FlakyTest, Location, Report, TestCase } from "../schema.js";
import { LIMITS, SCHEMA_VERSION } from "../limits.js";
import { type Candidate, type RawFrame, familyOf } from "../extract/index.js";
import { isForeignPath } from "../extract/types.js";
import { ownFrame } from "../extract/js-common.js";
import { COVERAGE_KIND } from "../extract/coverage.js";
import { unfinishedAtEnd } from "../extract/mocha.js";
import { isTestFile } from "../extract/command.js";
import { type Classification, classify } from "../classify/index.js";
import {
  type FileIndex,
  type LocateOptions,
  type Workspace,
  atImportLine,
  atDeclarationLine,
  indexWorkspace,
  locate,
  repoFrames,
  workspaceRelative,
} from "../locate/paths.js";
import { fingerprint, hash64 } from "../classify/fingerprint.js";
import { shortName } from "../names.js";
import { RUNNERS } from "../plan/runners/index.js";
import { reproduceIn } from "../locate/reproduce.js";
import { MAX_CANDIDATES, type ScanResult } from "../ingest/scan.js";
import { type JUnitInput, type Merged, addFlaky, mergeJUnit } from "../junit/merge.js";
import { normalizeLine } from "../ingest/normalize.js";

/** The start of the warning for a coverage threshold missed beside failing tests (report/index.ts reads it). */
export const COVERAGE_ALSO =
  "coverage is also below its threshold; failing tests lower it, so the command may still fail on it once they pass";

export type { JUnitInput } from "../junit/merge.js";

export interface AnalyzeInput {
  scan: ScanResult | null;
  junit: readonly JUnitInput[];
  workspace: Workspace;
  /**
   * The folder the command ran in, relative to the workspace root, when not the root (the action's
   * working-directory): printed relative paths are looked up there first, and reproduce commands start
   * with `cd <folder> && `.
   */
  commandDir?: string | null;
  command?: string | null;
  /** The command's exit code when known: a failing run whose log names no failure still gets one. */
  exitCode?: number | null;
  /** The signal that ended the command (`SIGKILL`, `SIGSEGV`), when one did. */
  signal?: string | null;
  /** The last output of the command (its final bytes, as captured): the excerpt of a failure found by neither. */
  outputTail?: string | null;
  /** Problems the shell met while gathering input (unreadable or malformed files). */
  warnings?: readonly string[];
  version: string;
}

/** How much of the output's end the analysis reads (`run` keeps it; `analyze --log` reads the log's): a runner's summary. */
export const OUTPUT_TAIL = 16_384;

const clip = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);
/** A test's or suite's name within the report's bound, still the name of one test (names.ts). */
const testName = (s: string) => shortName(s, LIMITS.testName, hash64);
/** A command cut short would run something else: one too long for the report is left out. */
const fitting = (command: string | null) => (command !== null && command.length <= 4_000 ? command : null);

const obsolete = (c: Candidate) => c.kind === "snapshot obsolete";

/** Keeps one candidate per real problem: specific reports win over the generic lines inside them. */
export function selectCandidates(all: readonly Candidate[]): Candidate[] {
  // An obsolete snapshot (jest `--ci`: ` › 1 snapshot obsolete`) fails the run, but no test failed: the leftover of a
  // removed test, it hides no other finding (a coverage threshold the removal missed) and comes after them.
  const maxWeight = all.reduce((m, c) => (obsolete(c) ? m : Math.max(m, c.weight)), 0);
  // Wrappers (weight 0) and generic lines (1) count only when nothing weightier was found.
  const pool = all.filter((c) => c.weight >= 2 || c.weight === maxWeight);
  const order = [...pool].sort(
    (a, b) => b.weight - a.weight || a.end - a.start - (b.end - b.start) || a.start - b.start,
  );
  const claimed = new Map<number, number>(); // line → weight of the candidate that claimed it
  const kept: Candidate[] = [];
  for (const c of order) {
    let overlaps = false;
    for (let l = c.start; l <= c.end; l++) {
      if (claimed.has(l)) {
        overlaps = true;
        break;
      }
    }
    if (overlaps) continue;
    for (let l = c.start; l <= c.end; l++) claimed.set(l, c.weight);
    kept.push(c);
  }
  kept.sort((a, b) => Number(obsolete(a)) - Number(obsolete(b)) || a.start - b.start);
  // The same failure printed twice (a summary repeating the details).
  const seen = new Map<string, Candidate[]>();
  return kept.filter((c) => {
    const key = [
      c.tool,
      c.test ?? "",
      c.message.slice(0, 200),
      c.test ? "" : `${c.where?.path ?? ""}:${c.where?.line ?? ""}`,
    ].join("\u0000");
    const earlier = seen.get(key);
    // Two blocks of one test at different lines (jest prints one per failed snapshot of a test) are two
    // failures; a repeat without a location, or at the same one, is the same failure printed again.
    const first = c.instance
      ? undefined
      : earlier?.find((e) => !e.where || !c.where || sameLine(e.where, c.where));
    if (!first) {
      if (earlier) earlier.push(c);
      else seen.set(key, [c]);
      return true;
    }
    // The same failure printed again (a summary repeating the details): keep one, with the better location.
    if (!first.where && c.where) first.where = c.where;
    if (!first.declared && c.declared) first.declared = c.declared;
    if (first.frames.length === 0) first.frames = c.frames;
    return false;
  });
}

const sameLine = (a: RawFrame, b: RawFrame) => a.path === b.path && a.line === b.line;

/**
 * Whether `analyze` reads the workspace's file list for this input: only to place a failure's location or
 * frames, a missing module or a snapshot, all of which need a candidate with a path or a module (JUnit's
 * failures carry their files). Without any, a run need not list the repository (`git ls-files`) at all: an
 * empty list gives the same report.
 */
export function needsWorkspaceFiles(scan: ScanResult | null, junit: readonly JUnitInput[]): boolean {
  if (junit.length > 0) return true;
  return (
    scan?.candidates.some((c) => c.where !== null || c.frames.length > 0 || c.module !== undefined) ?? false
  );
}

export function analyze(input: AnalyzeInput): Report {
  const index = { ...indexWorkspace(input.workspace), base: input.commandDir ?? null };
  const warnings = [...(input.warnings ?? [])];
  const scan = input.scan;
  if (scan?.truncatedLines)
    warnings.push(`${scan.truncatedLines} log line(s) longer than 4096 characters were cut for analysis`);
  if (scan?.stoppedAtLine)
    warnings.push(
      `more than ${MAX_CANDIDATES} failure reports: the log was analysed up to line ${scan.stoppedAtLine - 1} of ${scan.lines} and only counted past it (at least ${scan.droppedCandidates} further report(s) not analysed)`,
    );
  else if (scan?.droppedCandidates)
    warnings.push(`${scan.droppedCandidates} further failure report(s) past the limit were not analysed`);

  const candidates = withUnfinished(scan?.candidates ?? [], input);
  const all = selectCandidates(candidates);
  // A coverage threshold missed beside failing tests is no failure of its own (they lower coverage), but the
  // person fixing them should know the command checks it: once they pass it may still fail on coverage.
  const threshold = candidates.find((c) => c.kind === COVERAGE_KIND);
  if (threshold && !all.includes(threshold)) warnings.push(`${COVERAGE_ALSO} (${threshold.message})`);
  // Failures the tool itself saw pass on a rerun are flaky tests, never failures.
  const toolFlaky: FlakyTest[] = all
    .filter((c) => c.flaky && c.test)
    .map((c) => ({
      test: testName(c.test as string),
      suite: c.suite,
      file: null,
      retries: 1,
      messages: [clip(c.message, LIMITS.message)],
    }));
  const selected = all.filter((c) => !c.flaky);
  const { merged: allMerged, flaky: junitFlaky } = mergeJUnit(selected, input.junit);
  const merged = withoutPrintedErrors(allMerged, input, warnings);
  const flaky = addFlaky(junitFlaky, toolFlaky);
  // How the command ended describes the failure when nothing else does, and better than generic lines do
  // when a signal ended it (`bash: line 1: 42 Killed …`): those lines are then its excerpt.
  const ended = merged.every((c) => c.weight <= 1 && c.source === "log") ? exitFailure(input) : null;
  if (ended && (merged.length === 0 || ended.kind !== undefined))
    merged.splice(0, merged.length, { ...ended, source: "log" });

  // nyc/istanbul run the code they instrumented: its line numbers are not the source's. The command says
  // so (`nyc mocha`), or, behind a script (`npm run test-ci`), the require hook's frames in the stack.
  const byCommand = INSTRUMENTED.test(input.command ?? "");
  const failures: Failure[] = [];
  // Test files in which a service the tests need failed them (a database not created, a broker not listening).
  // A suite whose service failure is printed after its first failures (jest: a hook's timeout, then the suite's
  // `getaddrinfo ENOTFOUND redis`): known before any of its failures is placed.
  const placed = merged.slice(0, LIMITS.failuresPerReport);
  const classes = placed.map((c) => classify(c, { command: input.command }));
  const serviceDown = new Set<string>(
    placed.flatMap((c, k) =>
      c.suite !== null && classes[k]?.category === "infrastructure" ? [c.suite] : [],
    ),
  );
  // A service's refusal that a client logged by itself (`[ioredis] Unhandled error event: … ECONNREFUSED`), under no
  // test, when a reader tied a later test's failure to the service (mocha: printed while that test ran): that
  // failure reports it; the client's line is not reported once more on its own.
  const loose = placed.findIndex(
    (c, k) => c.test === null && c.suite === null && classes[k]?.category === "infrastructure",
  );
  const looseFollowed =
    loose >= 0 &&
    placed.some(
      (c, k) =>
        c.test !== null && c.start > (placed[loose]?.start ?? 0) && classes[k]?.category === "infrastructure",
    );
  // Per tool, the package folder its relative stack paths were last found in (a runner inside a monorepo package).
  const packages = new Map<string, { package: string | null }>();
  for (const [k, c] of placed.entries()) {
    if (looseFollowed && k === loose) continue;
    const instrumented = byCommand || c.frames.some((f) => INSTRUMENTING_FRAME.test(f.path));
    const carried = packages.get(c.tool) ?? { package: null };
    packages.set(c.tool, carried);
    const own = thrownByTest(classes[k] as Classification, c, index, {
      dirHint: c.dirHint,
      carried,
    });
    // An exception is located where it was thrown (the innermost frame in the repository), not at the test's line;
    // so is a service's refusal, raised in the client code that asked (the test's call is its next frame), unless
    // the runner names the test's own place: the refusal is no defect of the client, the test is what needs the
    // service (its own frame in the test file, where it called the client, else the test's declaration).
    const located =
      own.category === "infrastructure" && c.declared
        ? locate(index, null, [...c.frames.filter((f) => isTestFile(f.path)), c.declared], {
            dirHint: c.dirHint,
            carried,
          })
        : (own.category === "runtime" || own.category === "infrastructure") && c.frames.length > 0
          ? locate(
              index,
              null,
              instrumented
                ? testFramesFirst(c.where ? [...c.frames, c.where] : c.frames)
                : c.where
                  ? [...c.frames, c.where]
                  : c.frames,
              { dirHint: c.dirHint, carried },
            )
          : atTestCall(index, own.category, c, { dirHint: c.dirHint, carried });
    // Every frame is a library's (pg-protocol's parser, a framework's internals): the test's own file, which a
    // person opens next, rather than no location.
    const ownFile =
      located?.file || !c.suite || !isTestFile(c.suite)
        ? null
        : locate(index, { function: null, path: c.suite, line: null, column: null }, [], {
            dirHint: c.dirHint,
          });
    const found = withoutTransformedLine(
      instrumented ? notExactIfInstrumented(located) : ownFile?.file ? ownFile : located,
    );
    // An unresolved import named with its importing file and no line (vite/rollup): the line that imports it.
    // A test's file and no line: the line that declares the test.
    const loc =
      found && c.module
        ? atImportLine(index, found, c.module)
        : found && c.test && isTestFile(found.file ?? "")
          ? atDeclarationLine(index, found, c.test)
          : found;
    const file = loc?.file ?? null;
    // The test file: the runner's name for it, else where the failure is located when that is a test file.
    const cls = followsService(own, c.suite ?? (file && isTestFile(file) ? file : null), serviceDown);
    // jest and vitest keep snapshots in `__snapshots__/<test file>.snap` beside the test: name it when it exists.
    const snap = `${file?.includes("/") ? file.slice(0, file.lastIndexOf("/") + 1) : ""}__snapshots__/${file?.split("/").pop() ?? ""}.snap`;
    if (cls.category === "snapshot" && !c.snapshotFile && file && index.files.has(snap))
      c.snapshotFile = snap;
    const frames = repoFrames(index, c.frames, c.dirHint);
    const test = c.test ? testName(c.test) : null;
    failures.push({
      fingerprint: fingerprint({
        category: cls.category,
        tool: c.tool,
        // The whole name: two long names that differ past the report's bound are two failures.
        test: c.test ?? null,
        file: file ?? (c.where ? (c.where.path.split(/[\\/]/).pop() ?? null) : null),
        code: c.code,
        message: c.message,
      }),
      category: cls.category,
      confidence: cls.confidence,
      patterns: cls.patterns,
      tool: c.tool,
      source: c.source,
      test,
      suite: c.suite ? testName(c.suite) : null,
      location: loc,
      message: clip(c.message, LIMITS.message),
      excerpt: clip(c.excerpt.join("\n"), LIMITS.excerpt),
      details: {
        ...(c.code ? { code: clip(c.code, 40) } : {}),
        ...(c.expected !== undefined ? { expected: clip(c.expected, LIMITS.message) } : {}),
        ...(c.actual !== undefined ? { actual: clip(c.actual, LIMITS.message) } : {}),
        ...(c.module ? { module: clip(c.module, LIMITS.path) } : {}),
        ...(c.snapshotFile ? { snapshotFile: clip(c.snapshotFile, LIMITS.path) } : {}),
        ...(c.limitMs !== undefined ? { limitMs: c.limitMs } : {}),
        ...(frames.length > 0 ? { frames } : {}),
        ...(c.module && cls.category === "compilation"
          ? { moduleCandidates: moduleCandidates(index.files, c.module) }
          : {}),
      },
      reproduce: fitting(
        // A runner that printed its own root (a package of a monorepo) reruns from there: what it printed is where
        // it ran, more precise than the folder the command started in (a workspace's root, its script entering a
        // package).
        reproduceIn((c.dirHint ? workspaceRelative(index, c.dirHint) || null : null) ?? index.base, {
          tool: c.tool,
          test: c.test,
          suite: c.suite,
          file,
          dirHint: c.dirHint,
          code: c.code,
          command: input.command,
        }),
      ),
      logLine: c.start === Number.MAX_SAFE_INTEGER ? null : c.start + 1,
    });
  }
  if (merged.length > LIMITS.failuresPerReport) {
    warnings.push(
      `${merged.length - LIMITS.failuresPerReport} failure(s) past the first ${LIMITS.failuresPerReport} were left out`,
    );
  }

  const reported = withoutStaticRepeats(failures);
  const buckets = bucketize(reported);
  const cases = input.junit.flatMap((j) => j.cases);
  const count = (s: TestCase["status"]) => cases.filter((c) => c.status === s).length;
  return {
    schemaVersion: SCHEMA_VERSION,
    tool: { name: "flakeharden", version: input.version },
    outcome: reported.length > 0 ? "failed" : flaky.length > 0 ? "flaky" : "passed",
    primary: reported[0]?.category ?? null,
    command: input.command ? clip(input.command, 4_000) : null,
    buckets,
    flaky,
    tests: {
      total: cases.length,
      // A flaky case passed in the end: it is counted flaky, not passed. A test only the log calls flaky is no case.
      passed: count("passed") - junitFlaky.length,
      failed: count("failed") + count("error"),
      skipped: count("skipped"),
      flaky: flaky.length,
    },
    input: {
      logLines: scan?.lines ?? 0,
      logBytes: scan?.bytes ?? 0,
      junitFiles: input.junit.length,
      junitCases: cases.length,
    },
    warnings: warnings.slice(0, 200).map((w) => clip(w, LIMITS.message)),
    attempts: [],
    verdicts: [],
    scores: null,
    context: null,
  };
}

/** Frames of a stack looked through for the test's own, at most (a helper's stack is a few frames deep). */
const MAX_CALL_FRAMES = 50;

/**
 * The location of a failure found by its runner's location and stack, except that a JavaScript runner's failed
 * expectation thrown inside a shared helper outside the test files (graphql-js's `expectJSON` in
 * `src/__testUtils__/`, a custom matcher's module) is located at the test's own call site, the innermost frame in a
 * test file (moved outward over a helper of that file, as `ownFrame` does): where a person starts, whichever runner
 * printed it (mocha and node:test name no test file to look for; jest and vitest find the same frame from their
 * header's file). An error stays where it was thrown, and another family's failure where its runner put it.
 */
function atTestCall(
  index: FileIndex,
  category: Category,
  c: Candidate,
  opts: LocateOptions,
): Location | null {
  const at = locate(index, c.where, c.frames, opts);
  if ((category !== "assertion" && category !== "snapshot") || familyOf(c.tool) !== "js-test") return at;
  if (!at?.file) return at;
  if (isTestFile(at.file)) {
    // A helper in another test file (`test/helpers.ts`'s check) the test called: the runner names the test's own
    // file (node:test's `location:`), and the test's frame in it is its call.
    const own = c.declared ? locate(index, c.declared, [], opts)?.file : null;
    if (!own) return NAMED_TEST.test(at.file) ? at : (atNamedTestFrame(index, c.frames, opts) ?? at);
    if (own === at.file) return at;
    const call = c.frames
      .slice(0, MAX_CALL_FRAMES)
      .find((f) => f !== c.declared && locate(index, f, [], opts)?.file === own);
    return call ? (locate(index, call, [], opts) ?? at) : at;
  }
  const frames = c.frames.slice(0, MAX_CALL_FRAMES);
  for (let k = 0; k < frames.length; k++) {
    const f = frames[k] as RawFrame;
    if (isForeignPath(f.path.replace(/\\/g, "/"))) continue;
    const loc = locate(index, f, [], opts);
    if (!loc?.file || !isTestFile(loc.file)) continue;
    const call = ownFrame(frames.slice(k), f.path);
    return call && call !== f ? (locate(index, call, [], opts) ?? loc) : loc;
  }
  return at;
}

/** A file named as a test (`validators.test.js`, `parse.spec.ts`), not a helper beside the tests. */
const NAMED_TEST = /[._-](?:test|spec)\.[cm]?[jt]sx?$/;

/**
 * A runner that names no test file (mocha): a failed check in a helper of the test folder (validator.js's
 * `test/testFunctions.js`) is placed at the outer frame in a file named as a test, the test's call of the helper.
 */
function atNamedTestFrame(
  index: FileIndex,
  frames: readonly RawFrame[],
  opts: LocateOptions,
): Location | null {
  const stack = frames.slice(0, MAX_CALL_FRAMES);
  for (let k = 0; k < stack.length; k++) {
    const f = stack[k] as RawFrame;
    if (isForeignPath(f.path.replace(/\\/g, "/"))) continue;
    const loc = locate(index, f, [], opts);
    if (!loc?.file || !NAMED_TEST.test(loc.file)) continue;
    const call = ownFrame(stack.slice(k), f.path);
    return call && call !== f ? (locate(index, call, [], opts) ?? loc) : loc;
  }
  return null;
}

/**
 * A plain `Error` (no rule but the generic one read it) thrown by a helper beside the tests (a file of the test
 * folder not named as a test) that a test called directly, with no code of the repository in between, is the
 * project's way of failing a check (validator.js's `test/testFunctions.js` throws `…failed but should have
 * passed`): an assertion. An Error thrown in a test file itself (a rejected setup, a callback the code under test
 * should have caught), or with the code under test on the stack, stays an error.
 */
function thrownByTest(
  cls: Classification,
  c: Candidate,
  index: FileIndex,
  opts: LocateOptions,
): Classification {
  if (cls.category !== "runtime" || cls.patterns.length !== 1 || cls.patterns[0] !== "runtime.error")
    return cls;
  if (familyOf(c.tool) !== "js-test" || !/^Error: /.test(c.message)) return cls;
  const inner = c.frames[0];
  if (!inner || isForeignPath(inner.path.replace(/\\/g, "/"))) return cls;
  const helper = locate(index, inner, [], opts)?.file ?? null;
  if (!isTestFile(helper) || NAMED_TEST.test(helper)) return cls;
  for (const f of c.frames.slice(1, MAX_CALL_FRAMES)) {
    if (isForeignPath(f.path.replace(/\\/g, "/"))) continue;
    const file = locate(index, f, [], opts)?.file ?? null;
    if (!isTestFile(file)) return cls;
    if (NAMED_TEST.test(file)) break;
  }
  if (!atNamedTestFrame(index, c.frames, opts)) return cls;
  return {
    category: "assertion",
    confidence: 0.55,
    patterns: ["assertion.thrown-by-test", ...cls.patterns],
  };
}

/**
 * A TypeScript source at line 1 and a column past 200 was run as transformed code without a source map (tsx's
 * loader prints every position of a module on its one line: node:test's `location: 'x.test.ts:1:856'`, its stack's
 * `x.test.ts:1:1183`): the line is none a person could open. The file stays; the line is unknown (where the
 * workspace can be read, the test's declaration gives one).
 */
function withoutTransformedLine(loc: Location | null): Location | null {
  if (!loc?.file || loc.line !== 1 || (loc.column ?? 0) <= 200 || !/\.[cm]?tsx?$/.test(loc.file)) return loc;
  const note =
    "the runner printed line 1 of code transformed without a source map (tsx); the line is unknown";
  return {
    ...loc,
    line: null,
    column: null,
    note: [loc.note, note].filter(Boolean).join("; ").slice(0, LIMITS.message),
  };
}

/**
 * A failure of a test file in which an earlier test could not reach a service it needs is that failure's
 * consequence, not a second defect: the next tests of the file use the connection that never opened (`Can't add
 * new command when connection is in closed state`, a TypeError on the client it never got, a hook that waits for
 * it until its time limit). Errors, unclassified failures and time limits follow; an assertion or a syntax error
 * keeps its own category.
 */
export function followsService(
  cls: Classification,
  suite: string | null,
  serviceDown: Set<string>,
): Classification {
  if (suite === null) return cls;
  if (cls.category === "infrastructure") {
    serviceDown.add(suite);
    return cls;
  }
  const follows = cls.category === "runtime" || cls.category === "unknown" || cls.category === "timeout";
  if (!follows || !serviceDown.has(suite)) return cls;
  return {
    category: "infrastructure",
    confidence: Math.min(cls.confidence, 0.7),
    patterns: ["infrastructure.follows-service", ...cls.patterns],
  };
}

/** A runner's summary line: jest's `Test Suites:` and `Tests:`, vitest's `Test Files`, `Tests` and `Errors`. */
const SUMMARY = /^\s{0,12}(?:Test Suites:|Test Files|Tests:?|Errors)\s/;

/**
 * Whether the end of an attempt's output shows its tests passed: a runner's summary with passes (`Tests: 2
 * passed, 2 total`, `2 passed in 0.30s`) and none that mentions a failure or an error. What tells that a command
 * which failed for a static check chained after its tests ran them, and that they passed.
 */
export function testsShownPassed(tail: string): boolean {
  let shown = false;
  for (const line of tail.replace(/\u001b\[[0-9;]{0,20}m/g, "").split("\n")) {
    if (line.length > 500) continue;
    // jest's `Test Suites: 1 failed, 2 passed` (a file that could not run), vitest's `Errors  1 error` (an
    // unhandled error fails the run): the tests' own line may still show only passes.
    if (SUMMARY.test(line) && /fail|error/i.test(line)) return false;
    if (!RUNNERS.some((r) => r.passesShown(line, []) > 0)) continue;
    if (/fail|error/i.test(line)) return false;
    shown = true;
  }
  return shown;
}

/**
 * A pass is a pass: an error a runtime printed (a stack that names no test: express's default handler in a
 * passing error-path test, a logged exception) is no failure when the run shows its tests ran and were judged
 * by the runner: the command exited 0, its runner's summary shows its tests passed (a lint or type step after
 * them failed it), a JUnit file lists test cases, or the runner reported its failures by test name. Such an error is listed among the warnings, with no weight in any category.
 */
function withoutPrintedErrors(merged: Merged[], input: AnalyzeInput, warnings: string[]): Merged[] {
  // A runtime error only: a syntax error or a missing module printed before a test file failed is its cause. An
  // AssertionError no runner caught is a failed check when it ended a bare script; printed beside tests a runner
  // judged, it is output like any other error's.
  const printed = (c: Merged) => {
    if (c.source !== "log" || c.test !== null || familyOf(c.tool) !== "runtime") return false;
    const { category, patterns } = classify(c);
    return ["runtime", "unknown"].includes(category) || patterns.includes("assertion.js-uncaught-assert");
  };
  if (!merged.some(printed)) return merged;
  const judged =
    input.exitCode === 0 ||
    testsShownPassed(input.outputTail ?? "") ||
    input.junit.some((j) => j.cases.length > 0) ||
    merged.some((c) => c.test !== null && c.weight === 3);
  if (!judged) return merged;
  for (const c of merged.filter(printed).slice(0, 5)) {
    const at = c.where ?? c.frames.find((f) => !isForeignPath(f.path)) ?? null;
    warnings.push(
      `printed while the tests ran, but no test failed with it (not counted as a failure): ${clip(c.message, 200)}${at ? ` (${at.path}${at.line ? `:${at.line}` : ""})` : ""}`,
    );
  }
  return merged.filter((c) => !printed(c));
}

/** A command run under istanbul's instrumentation (`nyc mocha`, `npx nyc --reporter=lcov npm test`). c8 reads V8's own coverage: its lines are the source's. */
const INSTRUMENTED = /(?:^|[\s/;&|(])(?:nyc|istanbul)(?=\s)/;
/** A frame of nyc's require hook, which compiles the instrumented code. */
const INSTRUMENTING_FRAME = /\/node_modules\/(?:append-transform|istanbul-lib-hook|nyc)\//;

/** The frames of test files first (nyc leaves tests uninstrumented), each group innermost first. */
function testFramesFirst(frames: readonly RawFrame[]): RawFrame[] {
  return [...frames.filter((f) => isTestFile(f.path)), ...frames.filter((f) => !isTestFile(f.path))];
}

/** A location in instrumented code: its file is right, its line may not be; say so. */
function notExactIfInstrumented(loc: Location | null): Location | null {
  if (!loc?.file || isTestFile(loc.file) || loc.line === null) return loc;
  return {
    ...loc,
    status: "searched",
    note: "line number from coverage-instrumented code (nyc/istanbul); the source line may differ",
  };
}

/** Signals a shell reports as exit code 128 + n, and what each says about the failure. */
const SIGNALS: Readonly<Record<string, { number: number; says: string }>> = {
  SIGKILL: {
    number: 9,
    says: "killed from outside the process, most often by the system when it ran out of memory",
  },
  SIGSEGV: { number: 11, says: "Segmentation fault: a crash (invalid memory access)" },
  SIGABRT: { number: 6, says: "Aborted: a crash (abort(), a failed native assertion)" },
  SIGBUS: { number: 7, says: "Bus error: a crash (invalid memory access), core dumped if enabled" },
  SIGILL: { number: 4, says: "Illegal instruction: a crash, core dumped if enabled" },
  SIGFPE: { number: 8, says: "Floating point exception: a crash, core dumped if enabled" },
  SIGTERM: { number: 15, says: "terminated from outside the process" },
  SIGINT: { number: 2, says: "interrupted" },
  SIGHUP: { number: 1, says: "its terminal or session went away" },
};

/** Signals that end a process from outside (a job's time limit, a cancellation, the OOM killer), not a crash of its own. */
const FROM_OUTSIDE: ReadonlySet<string> = new Set(["SIGKILL", "SIGTERM", "SIGINT", "SIGHUP"]);

/**
 * The candidates, and the test a mocha run left unfinished when the command was killed from outside (a signal, or
 * GNU timeout's exit code 124) and its output ends inside a suite (mocha.ts's unfinishedAtEnd, read from the output's
 * end as the shells captured it): what the run was doing when it was stopped, reported as a timeout. A judgment, from
 * the evidence: the test had the process and never returned it (a synchronous loop mocha's own timeout cannot
 * interrupt), and no heap exhaustion was printed (V8 reports its own, `JavaScript heap out of memory`, and aborts,
 * SIGABRT, before a runner's memory runs out); a time limit is what ends a hung test. An output that merely stops
 * there (a test calling process.exit) names nothing.
 */
function withUnfinished(all: readonly Candidate[], input: AnalyzeInput): Candidate[] {
  if (!input.outputTail) return [...all];
  const signal = endingSignal(input);
  const killed = signal !== null && FROM_OUTSIDE.has(signal);
  if (!killed && input.exitCode !== 124) return [...all];
  const lines = input.outputTail.slice(-OUTPUT_TAIL).replace(/\n$/, "").split("\n").map(normalizeLine);
  const c = unfinishedAtEnd(lines);
  if (!c) return [...all];
  // The suite's line in the log: as far from the log's end as from the output's.
  const at = Math.max(0, (input.scan?.lines ?? lines.length) - (lines.length - c.start));
  const how = killed ? `killed by ${signal}` : "stopped by its time limit (exit code 124)";
  return [
    ...all,
    {
      ...c,
      weight: 2,
      start: at,
      end: at,
      message: `${c.message}; the run was ${how} while it ran`,
      kind: "test timed out: never finished before the run was killed",
    },
  ];
}

/** The signal that ended the command: named by the shell, or read from a shell's exit code `128 + n`; null if none. */
function endingSignal(input: AnalyzeInput): string | null {
  const code = input.exitCode ?? null;
  const named = input.signal && SIGNALS[input.signal] ? input.signal : null;
  const byCode =
    code !== null && code > 128
      ? (Object.entries(SIGNALS).find(([, s]) => s.number === code - 128)?.[0] ?? null)
      : null;
  return named ?? input.signal ?? byCode;
}

/** Lines of the excerpt of a failure found only by how the command ended. */
const TAIL_LINES = 20;

/**
 * The failure of a run that failed while neither the log nor JUnit names anything: how the command ended
 * (a signal, named, or an exit code, `128 + n` read as the signal a shell reports that way), with the last
 * lines of its output as the excerpt. The message says what the signal means, so that the classifier's
 * rules place it: SIGKILL and exit 137 in infrastructure (out of memory), SIGSEGV and SIGABRT in runtime.
 */
export function exitFailure(input: AnalyzeInput): Candidate | null {
  const code = input.exitCode ?? null;
  const signal = endingSignal(input);
  if (signal === null && (code === null || code === 0)) return null;
  const lines = (input.outputTail ?? "")
    .slice(-OUTPUT_TAIL)
    .split("\n")
    .map(normalizeLine)
    .filter((l) => l.trim() !== "");
  const excerpt = lines.slice(-TAIL_LINES);
  const line = Math.max(0, (input.scan?.lines ?? 1) - 1);
  const meaning = signal ? SIGNALS[signal] : undefined;
  const shown = code ?? (meaning ? 128 + meaning.number : null);
  const how = [shown === null ? null : `exit code ${shown}`, meaning?.says ?? null].filter((p) => p !== null);
  const message =
    signal === null
      ? `Process completed with exit code ${code}.`
      : `Process was killed by ${signal}${how.length > 0 ? ` (${how.join(": ")})` : ""}.`;
  return {
    tool: "runner",
    weight: 0,
    test: null,
    suite: null,
    where: null,
    frames: [],
    message,
    excerpt,
    start: line,
    end: line,
    ...(signal ? { kind: signal } : {}),
  };
}

/** Files whose name resembles an unresolved module's (`./utils/mathh` → `src/utils/math.ts`). */
function moduleCandidates(files: ReadonlySet<string>, module: string): string[] {
  const base = (module.split("/").pop() ?? module).replace(/\.[a-z]{1,4}$/, "").toLowerCase();
  if (base.length < 2) return [];
  const out: string[] = [];
  for (const f of files) {
    const fb = (f.split("/").pop() ?? f).replace(/\.[a-z]{1,4}$/, "").toLowerCase();
    if (
      fb === base ||
      (base.length >= 4 &&
        (fb.startsWith(base) || base.startsWith(fb)) &&
        Math.abs(fb.length - base.length) <= 2)
    ) {
      out.push(f);
      if (out.length >= LIMITS.candidates) break;
    }
  }
  return out;
}

/**
 * A type checker's or compiler's finding with no test, at the very line of a failing test's location, is what that
 * test failed on seen by another tool, not a problem of its own: vitest's typecheck names the test (`FAIL
 * tests/a.test-d.ts > name` with its TypeCheckError at :61:49) and then tsc, run by another script, prints the same
 * error (`tests/a.test-d.ts(61,49): error TS7006`); a test that failed at run time on a broken import is reported
 * again by the type errors at its line. The test's failure stays, the repeat goes. Only where both are placed on
 * one line of one file.
 */
function withoutStaticRepeats(failures: readonly Failure[]): Failure[] {
  const at = (f: Failure) =>
    f.location?.file && f.location.line !== null ? `${f.location.file}:${f.location.line}` : null;
  const tested = new Set(failures.flatMap((f) => (f.test !== null && at(f) ? [at(f)] : [])));
  if (tested.size === 0) return [...failures];
  return failures.filter(
    (f) => f.test !== null || (f.category !== "types" && f.category !== "compilation") || !tested.has(at(f)),
  );
}

function bucketize(failures: readonly Failure[]): FailureBucket[] {
  const by = new Map<Category, Failure[]>();
  for (const f of failures) {
    const list = by.get(f.category);
    if (list) list.push(f);
    else by.set(f.category, [f]);
  }
  return [...by.entries()].map(([category, list]) => {
    const freq = new Map<string, number>();
    for (const f of list) for (const p of f.patterns) freq.set(p, (freq.get(p) ?? 0) + 1);
    const examples: string[] = [];
    for (const f of list) {
      const e = clip(f.message.split("\n")[0] ?? "", LIMITS.exampleChars);
      if (e && !examples.includes(e)) examples.push(e);
      if (examples.length >= LIMITS.examples) break;
    }
    const confidence = list.reduce((s, f) => s + f.confidence, 0) / list.length;
    return {
      category,
      confidence: Math.round(confidence * 100) / 100,
      patterns: [...freq.entries()].sort((a, b) => b[1] - a[1]).map(([p]) => p),
      examples,
      failures: list,
    };
  });
}
