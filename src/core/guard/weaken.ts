// The test-weakening guard: what one push did to the tests, from its diff alone (a diff in, findings out).
// Each rule is a table row: its kind, the files it reads and what it looks for. Every regex is anchored or a plain
// alternation of literals with bounded classes, and runs on lines cut to MAX_LINE characters: linear time.
// A finding says what was weakened and where (file:line); whether it blocks is the state machine's call (an agent's
// push is blocked, a person's reported).
import { z } from "zod";
import { CompareFile, type DiffLine, type FileDiff, MAX_FILES, parsePatch } from "./diff.js";
import type { GuardFinding } from "../schema.js";

type WeakeningKind = GuardFinding["kind"];

/** What was weakened and where (the schema's `GuardFinding`: the state keeps them). */
type Finding = GuardFinding;

/** Findings kept per push (the rest counted in `more`). */
const MAX_FINDINGS = 50;

export interface GuardResult {
  findings: Finding[];
  /** Findings beyond MAX_FINDINGS. */
  more: number;
  /** Files not read: over MAX_FILES, or patches GitHub left out (binary, too large). Named, not hidden. */
  unread: string[];
}

// ------------------------------------------------------------------------------------------------ what a file is

const lower = (s: string) => s.toLowerCase();
const base = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/** A test file of one of the languages the guard knows (by path and name only). */
export function isTestFile(path: string): boolean {
  const p = lower(path);
  const name = base(p);
  if (/(^|\/)(tests?|__tests__|specs?|testing|e2e)\//.test(p)) return true;
  if (/(^|\/)src\/(test|it)\//.test(p)) return true; // Maven and Gradle layouts
  if (/\.(test|spec|e2e)\.[cm]?[jt]sx?$/.test(name)) return true;
  if (/_test\.(go|py|rs|exs?)$/.test(name) || /^test_[^/]*\.py$/.test(name)) return true;
  if (/(test|tests|it|spec)\.(java|kt|scala|cs)$/.test(name)) return true;
  return false;
}

/** A snapshot file: jest/vitest `__snapshots__/*.snap`, insta `.snap`, syrupy `.ambr`, approval `.approved.*`. */
function isSnapshotFile(path: string): boolean {
  const p = lower(path);
  return (
    /\.snap$/.test(p) ||
    /\.ambr$/.test(p) ||
    /\.approved\.[a-z0-9]+$/.test(p) ||
    /(^|\/)__snapshots__\//.test(p)
  );
}

/** A CI definition: GitHub workflows and the other hosted CIs' files. */
function isCiFile(path: string): boolean {
  const p = lower(path);
  return (
    /^\.github\/workflows\/[^/]+\.ya?ml$/.test(p) ||
    /(^|\/)(\.gitlab-ci|azure-pipelines|bitbucket-pipelines|\.travis|appveyor)\.ya?ml$/.test(p) ||
    /^\.circleci\/config\.ya?ml$/.test(p) ||
    /(^|\/)jenkinsfile$/.test(p)
  );
}

/** A file that configures tests or coverage (runner config, package manifest, coverage tools' files). */
function isTestConfig(path: string): boolean {
  const name = base(lower(path));
  return (
    /^(jest|vitest|vite|playwright|cypress|karma|ava|mocha)\.config\.[cm]?[jt]s$/.test(name) ||
    /^\.?(mocharc|nycrc|c8rc|coveragerc)(\.[a-z]+)?$/.test(name) ||
    /^(package\.json|pyproject\.toml|setup\.cfg|tox\.ini|pytest\.ini|codecov\.ya?ml|\.codecov\.ya?ml|jacoco\.gradle|build\.gradle(\.kts)?|pom\.xml|cargo\.toml|tarpaulin\.toml|makefile)$/.test(
      name,
    )
  );
}

/** The repository's flakeharden config, where quarantine entries live. */
const QUARANTINE_FILE = ".github/flakeharden.yml";

/** Source code the tests cover: not a test, snapshot, CI, config, documentation or lock file. */
function isCode(path: string): boolean {
  const p = lower(path);
  if (isTestFile(p) || isSnapshotFile(p) || isCiFile(p) || isTestConfig(p)) return false;
  if (/\.(md|mdx|rst|txt|lock|ya?ml|json|toml|ini|cfg|png|jpe?g|gif|svg)$/.test(p)) return false;
  return /\.[a-z0-9]{1,6}$/.test(p);
}

// ------------------------------------------------------------------------------------------------ line patterns

interface Marker {
  re: RegExp;
  what: string;
}

/** Markers that disable a test, per language. */
const DISABLE: readonly Marker[] = [
  { re: /\b(?:it|test|describe|suite|context|specify)\.(?:skip|todo)\b/, what: "`.skip` (JS/TS)" },
  { re: /\bx(?:it|describe|test|context|specify)\s*\(/, what: "`xit`/`xdescribe`/`xtest` (JS/TS)" },
  { re: /\btest\.fixme\b/, what: "`test.fixme` (Playwright)" },
  { re: /@pytest\.mark\.(?:skip|skipif|xfail)\b/, what: "`@pytest.mark.skip`/`xfail` (Python)" },
  { re: /\bpytest\.(?:skip|xfail)\s*\(/, what: "`pytest.skip(` (Python)" },
  { re: /@unittest\.(?:skip|skipIf|skipUnless|expectedFailure)\b/, what: "`@unittest.skip` (Python)" },
  { re: /\bself\.skipTest\s*\(/, what: "`self.skipTest(` (Python)" },
  { re: /\bt\.Skip(?:f|Now)?\s*\(/, what: "`t.Skip(` (Go)" },
  { re: /#\[ignore\b/, what: "`#[ignore]` (Rust)" },
  { re: /@(?:Disabled|Ignore)\b/, what: "`@Disabled`/`@Ignore` (Java/Kotlin)" },
  { re: /\[(?:Fact|Theory|Test)\s*\(\s*Skip\s*=/, what: "`Skip =` (C#)" },
];

const FOCUS: Marker = {
  re: /\b(?:it|test|describe|suite|context)\.only\b|\bf(?:it|describe)\s*\(/,
  what: "`.only`",
};

/** Lines that declare a test, per language. */
const TEST_DECL =
  /^\s*(?:(?:it|test|specify)(?:\.(?:each|skip|only|todo|concurrent|fixme)\b[^(]*)?\s*\(|def\s+test_?\w*\s*\(|async\s+def\s+test_?\w*\s*\(|func\s+Test\w*\s*\(|#\[(?:tokio::)?test\b|@(?:Test|ParameterizedTest)\b)/;

/** Assertions, per language: one per line counted. */
const ASSERTION_RE =
  /\b(?:expect|assert|assertThat|assert_eq|assert_ne|assert_matches|require\.\w+|assert\.(?!AnError\b)\w+|self\.assert\w*)\b|\.should\.|\bassert(?:Equals?|True|False|Null|NotNull|Same|Throws|Raises|In|Is)\w*\s*\(|\bassert!\s*\(/;
/** An import names an assertion function (`import { expect } from "vitest"`, `from x import assert_that`): no assertion. */
const IMPORT = /^\s*(?:import\b|from\s+[\w.]+\s+import\b|(?:const|let|var)\s+\{[^}]*\}\s*=\s*require\s*\()/;
const ASSERTION = { test: (text: string) => !IMPORT.test(text) && ASSERTION_RE.test(text) };

/** Exact expectations: a value compared as equal. */
const STRICT =
  /\.(?:toBe|toEqual|toStrictEqual|toHaveLength|toMatchObject|toMatchInlineSnapshot|toHaveBeenCalledTimes|toHaveBeenCalledWith)\s*\(|\bassert(?:Equals?|Equal|Same|ListEqual|DictEqual|CountEqual|AlmostEqual)\s*\(|\bassert_eq!|\b(?:require|assert)\.(?:Equal|EqualValues|Exactly|Len|ElementsMatch|JSONEq)\s*\(|^\s*assert\s[^#]*==|\bisEqualTo\s*\(/;

/** Loose expectations: existence, truthiness, a bound. */
const LOOSE =
  /\.(?:toBeTruthy|toBeDefined|toBeGreaterThan|toBeGreaterThanOrEqual|toBeLessThan|toBeLessThanOrEqual|not\.toBeNull|not\.toBeUndefined|toBeInstanceOf)\s*\(|\bassert(?:True|IsNotNone|NotNull|Greater|GreaterEqual|Less|LessEqual|IsInstance)\s*\(|\bassert!\s*\(|\b(?:require|assert)\.(?:True|NotNil|NotEmpty|Greater|GreaterOrEqual|Less|Positive|NotZero)\s*\(|^\s*assert\s+[\w.]+(?:\([^()]*\))?\s*(?:$|#|,|is not None|>|>=)|\bisNotNull\s*\(|\bisNotEmpty\s*\(/;

/** CI lines that hide a failure. */
const SOFT: readonly Marker[] = [
  { re: /\|\|\s*true\b/, what: "`|| true`" },
  { re: /\|\|\s*exit\s+0\b/, what: "`|| exit 0`" },
  { re: /^\s*continue-on-error:\s*true\b/, what: "`continue-on-error: true`" },
  { re: /--passWithNoTests\b/, what: "`--passWithNoTests`" },
  { re: /^\s*allow_failure:\s*true\b/, what: "`allow_failure: true`" },
];

/** Retry settings: a number after a retry key. */
const RETRY =
  /\b(?:retries|retry|retryTimes|reruns|rerun|flaky|maxRetries|max_retries|rerunFailingTestsCount)\b\D{0,20}?(\d[\d_]{0,7})/i;
/** Timeout settings: a number after a timeout key, or a test's last argument (`it("x", fn, 5000)`). */
const TIMEOUT =
  /\b(?:timeout|testTimeout|timeoutMs|timeout_ms|hookTimeout|wait_for_timeout|setTimeout|timeout-minutes|deadline)\b\D{0,20}?(\d[\d_]{0,11})|\},\s*(\d[\d_]{0,11})\s*\)\s*;?\s*$/i;
/** Coverage thresholds: a number after a threshold key. */
const COVERAGE =
  /\b(?:branches|functions|lines|statements|fail_under|fail-under|cov-fail-under|coverageThreshold|minimum|threshold|check-coverage|covered_ratio|minimumCoverage)\b\D{0,20}?(\d{1,3}(?:\.\d+)?)/i;
/** A coverage gate switched off by a removed line. */
const COVERAGE_GATE = /--cov-fail-under|--check-coverage|coverageThreshold|fail_under|thresholds\s*:/;

/**
 * A runner's config setting retries for the whole suite (every runner's default is none): `retry: 2` (vitest),
 * `retryTimes`, `retries` (playwright, mocha), `reruns` (pytest-rerunfailures' ini key). A key and a plain number only.
 */
const SUITE_RETRY =
  /^\s*["']?(?:retry|retries|retryTimes|maxRetries|reruns|rerunFailingTestsCount)["']?\s*[:=]\s*(\d[\d_]{0,7})\b/;
/** A runner's config setting the per-test or per-hook timeout: `testTimeout: 30_000` (jest, vitest), `hookTimeout`. */
const SUITE_TIMEOUT = /^\s*["']?(testTimeout|hookTimeout)["']?\s*[:=]\s*(\d[\d_]{0,11})\b/;
/** jest's and vitest's defaults, in ms: a suite timeout set above them raises it. */
const DEFAULT_TIMEOUT: Readonly<Record<string, number>> = { testTimeout: 5_000, hookTimeout: 10_000 };

/** A number as written in code (`30_000`). */
const num = (digits: string | undefined) => Number((digits ?? "").replace(/_/g, ""));

const QUARANTINE_ENTRY = /^\s*-\s*test:\s*\S/;

// ------------------------------------------------------------------------------------------------ the rules

const clip = (s: string) => {
  const t = s.trim();
  return t.length <= 160 ? t : `${t.slice(0, 159)}…`;
};

/** Lines of `side` not matched by an identical line (trimmed) on the other side: what was really added or removed. */
function net(lines: readonly DiffLine[], sign: "+" | "-"): DiffLine[] {
  const other = new Map<string, number>();
  for (const l of lines) if (l.sign !== sign) other.set(l.text.trim(), (other.get(l.text.trim()) ?? 0) + 1);
  const out: DiffLine[] = [];
  for (const l of lines) {
    if (l.sign !== sign) continue;
    const k = l.text.trim();
    const n = other.get(k) ?? 0;
    if (n > 0) other.set(k, n - 1);
    else out.push(l);
  }
  return out;
}

const count = (lines: readonly DiffLine[], sign: "+" | "-", re: { test(text: string): boolean }) =>
  lines.filter((l) => l.sign === sign && re.test(l.text)).length;

const byHunk = (lines: readonly DiffLine[]): DiffLine[][] => {
  const hunks: DiffLine[][] = [];
  for (const l of lines) (hunks[l.hunk] ??= []).push(l);
  return hunks.filter((h) => h !== undefined);
};

const finding = (kind: WeakeningKind, file: string, l: DiffLine | null, detail: string): Finding => ({
  kind,
  file,
  line: l?.line ?? null,
  side: l?.sign === "-" ? "old" : "new",
  detail,
  text: l === null ? null : clip(l.text),
});

// A comment line (`#`, `//`, `/*`, `*`, `--`): its numbers set nothing.
const COMMENT = /^\s*(?:#|\/\/|\/\*|\*|--)/;

/**
 * A number raised from a removed line to an added one, under the same key, within one hunk. Comments and
 * assertions are not settings (`assert config.timeout_ms == 50` checks a value; it raises nothing).
 */
function raised(
  hunk: readonly DiffLine[],
  re: RegExp,
  up: boolean,
): { from: number; to: DiffLine; value: number }[] {
  const out: { from: number; to: DiffLine; value: number }[] = [];
  const setting = (l: DiffLine) => !COMMENT.test(l.text) && !ASSERTION.test(l.text);
  const removed = hunk
    .filter((l) => l.sign === "-" && setting(l))
    .flatMap((l) => {
      const m = re.exec(l.text);
      return m ? [num(m[1] ?? m[2])] : [];
    });
  if (removed.length === 0) return out;
  for (const l of hunk) {
    if (l.sign !== "+" || !setting(l)) continue;
    const m = re.exec(l.text);
    if (!m) continue;
    const value = num(m[1] ?? m[2]);
    const from = removed.shift();
    if (from === undefined) break;
    if (up ? value > from : value < from) out.push({ from, to: l, value });
  }
  return out;
}

function testFileRules(d: FileDiff, out: Finding[]): void {
  const { filename: file } = d.file;
  const added = net(d.lines, "+");
  const removed = net(d.lines, "-");
  // A new test file weakens no test that was there: its skips are its own (a test that needs a tool, a database).
  for (const l of d.file.status === "added" ? [] : added) {
    const m = DISABLE.find((k) => k.re.test(l.text));
    if (m) out.push(finding("test-disabled", file, l, `${m.what} added`));
    else if (FOCUS.re.test(l.text))
      out.push(
        finding("test-focused", file, l, `${FOCUS.what} added: the other tests of the file no longer run`),
      );
  }
  // Tests: declarations removed beyond those added.
  const declsGone = count(removed, "-", TEST_DECL) - count(added, "+", TEST_DECL);
  if (declsGone > 0) {
    const first = removed.find((l) => TEST_DECL.test(l.text)) ?? null;
    out.push(
      finding(
        "test-removed",
        file,
        first,
        `${declsGone} test declaration${declsGone === 1 ? "" : "s"} removed`,
      ),
    );
  }
  // Assertions: fewer after than before (a reformatted assertion is one removed and one added).
  const assertsGone = count(removed, "-", ASSERTION) - count(added, "+", ASSERTION);
  if (assertsGone > 0 && declsGone <= 0) {
    const first = removed.find((l) => ASSERTION.test(l.text)) ?? null;
    out.push(
      finding(
        "assertions-removed",
        file,
        first,
        `${assertsGone} assertion${assertsGone === 1 ? "" : "s"} removed`,
      ),
    );
  }
  for (const hunk of byHunk(d.lines)) {
    // Loosened: exact expectations removed and loose ones added in the same hunk.
    const h = [...net(hunk, "-"), ...net(hunk, "+")];
    const strictGone = count(h, "-", STRICT) - count(h, "+", STRICT);
    const loose = h.filter((l) => l.sign === "+" && LOOSE.test(l.text) && !STRICT.test(l.text));
    const looseBefore = count(h, "-", LOOSE);
    if (strictGone > 0 && loose.length > looseBefore) {
      const was = h.find((l) => l.sign === "-" && STRICT.test(l.text));
      out.push(
        finding(
          "expectation-loosened",
          file,
          loose[0] ?? null,
          `an exact expectation${was ? ` (\`${clip(was.text)}\`)` : ""} became a looser one`,
        ),
      );
    }
    for (const r of raised(hunk, TIMEOUT, true))
      out.push(finding("timeout-raised", file, r.to, `timeout raised from ${r.from} to ${r.value}`));
    for (const r of raised(hunk, RETRY, true))
      out.push(finding("retries-added", file, r.to, `retries raised from ${r.from} to ${r.value}`));
  }
  for (const l of added)
    if (
      /\b(?:retryTimes|this\.retries|@pytest\.mark\.flaky|@Flaky|@RepeatedTest|@RetryingTest|--reruns)\b/.test(
        l.text,
      ) &&
      !d.lines.some((o) => o.sign === "-" && RETRY.test(o.text))
    )
      out.push(finding("retries-added", file, l, "retries added"));
}

function ciRules(d: FileDiff, out: Finding[]): void {
  const { filename: file } = d.file;
  for (const l of net(d.lines, "+")) {
    const m = SOFT.find((k) => k.re.test(l.text));
    if (m) out.push(finding("ci-softened", file, l, `${m.what} added`));
  }
  for (const hunk of byHunk(d.lines)) {
    for (const r of raised(hunk, RETRY, true))
      out.push(finding("retries-added", file, r.to, `retries raised from ${r.from} to ${r.value}`));
  }
}

function coverageRules(d: FileDiff, out: Finding[]): void {
  const { filename: file } = d.file;
  for (const hunk of byHunk(d.lines))
    for (const r of raised(hunk, COVERAGE, false))
      out.push(
        finding("coverage-lowered", file, r.to, `coverage threshold lowered from ${r.from} to ${r.value}`),
      );
  const added = net(d.lines, "+");
  for (const l of net(d.lines, "-"))
    if (COVERAGE_GATE.test(l.text) && !added.some((a) => COVERAGE_GATE.test(a.text)))
      out.push(finding("coverage-lowered", file, l, "a coverage gate was removed"));
}

/**
 * A runner's config that now retries the whole suite, or times tests out later than the runner's default, where the
 * hunk set no such value before (a value changed is `raised`'s).
 */
function suiteRules(hunk: readonly DiffLine[], file: string, out: Finding[]): void {
  const before = (re: RegExp) => hunk.some((l) => l.sign === "-" && re.test(l.text));
  if (!before(SUITE_RETRY))
    for (const l of net(hunk, "+")) {
      const n = num(SUITE_RETRY.exec(l.text)?.[1]);
      if (n > 0) out.push(finding("retries-added", file, l, `retries added for every test (${n})`));
    }
  if (!before(SUITE_TIMEOUT))
    for (const l of net(hunk, "+")) {
      const m = SUITE_TIMEOUT.exec(l.text);
      const key = m?.[1] ?? "";
      const n = num(m?.[2]);
      const base = DEFAULT_TIMEOUT[key];
      if (base !== undefined && n > base)
        out.push(
          finding("timeout-raised", file, l, `\`${key}\` set to ${n}, above the runner's default of ${base}`),
        );
    }
}

function quarantineRules(d: FileDiff, out: Finding[]): void {
  for (const l of net(d.lines, "+"))
    if (QUARANTINE_ENTRY.test(l.text))
      out.push(finding("quarantine-added", d.file.filename, l, "a quarantine entry was added"));
}

/**
 * What a push did to the tests: `files` as the compare API gives them (between the previous attempt's head and this
 * one). Findings in file order, at most MAX_FINDINGS (the rest counted).
 */
export function findWeakening(files: readonly CompareFile[]): GuardResult {
  const out: Finding[] = [];
  const unread: string[] = [];
  const read = files.slice(0, MAX_FILES);
  for (const f of files.slice(MAX_FILES)) unread.push(f.filename);
  const codeChanged = read.some((f) => f.status !== "unchanged" && isCode(f.filename));
  for (const f of read) {
    const path = f.filename;
    if (f.status === "removed") {
      if (isTestFile(path) && !isSnapshotFile(path) && !/__init__\.py$/.test(path))
        out.push(finding("test-removed", path, null, "the test file was deleted"));
      else if (isSnapshotFile(path) && !codeChanged)
        out.push(
          finding("snapshot-rewritten", path, null, "a snapshot file was deleted while no code changed"),
        );
      continue;
    }
    if (isSnapshotFile(path)) {
      if (f.status !== "added" && !codeChanged)
        out.push(
          finding(
            "snapshot-rewritten",
            path,
            null,
            "snapshots were rewritten while no code under test changed",
          ),
        );
      continue;
    }
    if (f.patch === undefined) {
      if (
        f.status !== "unchanged" &&
        (isTestFile(path) || isCiFile(path) || isTestConfig(path) || path === QUARANTINE_FILE)
      )
        unread.push(path);
      continue;
    }
    const d = parsePatch(f);
    if (d.cut) unread.push(path);
    if (path === QUARANTINE_FILE) quarantineRules(d, out);
    else if (isCiFile(path)) {
      ciRules(d, out);
      coverageRules(d, out);
    } else if (isTestConfig(path)) {
      coverageRules(d, out);
      for (const hunk of byHunk(d.lines)) {
        for (const r of raised(hunk, TIMEOUT, true))
          out.push(finding("timeout-raised", path, r.to, `timeout raised from ${r.from} to ${r.value}`));
        for (const r of raised(hunk, RETRY, true))
          out.push(finding("retries-added", path, r.to, `retries raised from ${r.from} to ${r.value}`));
        suiteRules(hunk, path, out);
      }
    } else if (isTestFile(path)) testFileRules(d, out);
    else {
      // Source files hold tests too (Rust's `mod tests`, Go examples): only the markers that disable one.
      for (const l of net(d.lines, "+")) {
        const m = DISABLE.find((k) => k.re.test(l.text));
        if (m) out.push(finding("test-disabled", path, l, `${m.what} added`));
      }
    }
  }
  return { findings: out.slice(0, MAX_FINDINGS), more: Math.max(0, out.length - MAX_FINDINGS), unread };
}

/** Files the compare API lists in one answer (at most 300; more are past the guard's reading, and said so). */
const COMPARE_FILES = 300;

/** The compare API's answer (`GET /repos/{o}/{r}/compare/{base}...{head}`), the fields the guard reads. */
const CompareAnswer = z.object({
  files: z.array(CompareFile).max(3_000).optional(),
  commits: z
    .array(
      z.object({
        author: z.object({ login: z.string().max(100) }).nullable(),
        committer: z.object({ login: z.string().max(100) }).nullable(),
      }),
    )
    .max(250),
});

export interface PushRead {
  /** `findWeakening` over the change. */
  guard: GuardResult;
  /** Logins of the commits' authors (else committers; null: a commit GitHub could not tie to a user), oldest first. */
  authors: (string | null)[];
}

/**
 * What a push changed and who wrote it, from the compare API's answer (the app and the PR action each fetch it):
 * validated, judged by `findWeakening`; a listing cut at 300 files says so (`unread`). A string: what in the answer
 * is not as GitHub documents it.
 */
export function readCompare(data: unknown): PushRead | string {
  const parsed = CompareAnswer.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `${issue?.path.join(".") ?? ""}: ${issue?.message ?? "invalid"}`;
  }
  const files = parsed.data.files ?? [];
  const guard = findWeakening(files);
  if (files.length >= COMPARE_FILES)
    guard.unread.push(`(more than ${COMPARE_FILES} files changed: not listed)`);
  return { guard, authors: parsed.data.commits.map((c) => c.author?.login ?? c.committer?.login ?? null) };
}
