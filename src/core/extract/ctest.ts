// CTest (CMake's test driver): one status line per test, `2/2 Test #2: wrap ....Subprocess aborted***Exception:
// 0.00 sec` or `1/2 Test #1: push ....***Failed  0.00 sec`. With --output-on-failure (or -V) the test binary's
// own output follows it: the assertion or check that failed, usually with its `path:line:`
// (`test_wrap: /abs/tests/test_wrap.c:12: main: Assertion `x' failed.`, a CHECK macro's `tests/a.c:9: …`,
// googletest's `/abs/tests/a.cc:17: Failure`). The summary at the end (`  1 - push (Failed)`) repeats the names.
import {
  type Candidate,
  LOOKAHEAD,
  LOOKBEHIND,
  type LogView,
  defineTool,
  excerptOf,
  frame,
} from "./types.js";
import { shellQuote } from "./command.js";

export const CTEST = defineTool({
  id: "ctest",
  family: "c",
  reproduce: (f) => (f.test ? ctestRun(f.command, f.test) : null),
});

/**
 * `ctest … -R '^name$'` for one CTest test, from where the run's ctest ran: the build folder it named
 * (`--test-dir build`) or its preset (`--preset gcc-14-debug`), kept so that the command runs from the same place.
 */
function ctestRun(command: string | null | undefined, test: string): string {
  const dir = /(?:^|\s)--test-dir[ =](\S{1,500})/.exec(command ?? "")?.[1];
  const preset = /(?:^|\s)ctest\s(?:.{0,300}\s)?--preset[ =](\S{1,200})/.exec(command ?? "")?.[1];
  const cd = dir ? `--test-dir ${shellQuote(dir)} ` : preset ? `--preset ${shellQuote(preset)} ` : "";
  const name = test.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&");
  return `ctest ${cd}--output-on-failure -R ${shellQuote(`^${name}$`)}`;
}

// A test judged by its output (PASS_REGULAR_EXPRESSION, FAIL_REGULAR_EXPRESSION) says why after `***Failed`, with the
// expression, which may hold a newline: the time then comes on the next line (`Regex=[, Fail 0` / `]  0.09 sec`).
const STATUS =
  /^\s{0,8}\d{1,6}\/\d{1,6} Test {1,6}#\d{1,6}: (\S{1,500}) \.{0,300} {0,10}(\*{3}Failed|\*{3}Timeout|\*{3}Not Run|[A-Za-z ]{0,40}\*{3}Exception:?|Exception:?)(?:(.{0,300}?) {1,10}[\d.]{1,12} sec| {1,10}((?:Required regular expression not found|Error regular expression found in output)\. Regex=\[.{0,300}))$/;
/**
 * A location in the binary's output: a C/C++ source, its line, then `:`, `)` or `,` (assert(), CHECK macros,
 * googletest). Tested on each word alone, anchored, so that a long line costs its length, not its square.
 */
const SOURCE_AT = /^['"(]?(\/?[\w./+-]{1,1000}\.(?:c|cc|cpp|cxx|h|hpp|hh|m|mm))[:(](\d{1,7})[):,]/;
/**
 * A harness's own assert macro that prints the place in parentheses, a space before the line:
 * `Assertion failed: x == 3 (/abs/test/test_json_val.c: 378)` (yyjson's yy_assert): the path's word, then the line's.
 */
const SOURCE_PAREN = /^\((\/?[\w./+-]{1,1000}\.(?:c|cc|cpp|cxx|h|hpp|hh|m|mm)):$/;
const sourceAt = (line: string): readonly (string | undefined)[] | null => {
  const words = line.split(" ");
  for (let w = 0; w < words.length; w++) {
    const word = words[w] ?? "";
    const m = word.length > 3 ? SOURCE_AT.exec(word) : null;
    if (m) return m;
    const p = word.length > 3 ? SOURCE_PAREN.exec(word) : null;
    const n = p ? /^(\d{1,7})\)/.exec(words[w + 1] ?? "") : null;
    if (p?.[1] && n?.[1]) return [`${p[0]} ${n[0]}`, p[1], n[1]];
  }
  return null;
};

/**
 * `meson test`: `24/26 json-c:test_json_pointer  FAIL  0.03s  killed by signal 6 SIGABRT` (`exit status 19` for a
 * program that exited non-zero itself); also TIMEOUT, UNEXPECTEDPASS, and ERROR (exit code 99, GNU's hard error, or
 * a TAP bail-out): meson's bad results (mtest.py's TestResult.is_bad, less INTERRUPT: the run was stopped).
 */
export const MESON = defineTool({
  id: "meson",
  family: "c",
  reproduce: (f) => {
    if (!f.test) return null;
    const dir = /(?:^|\s)-C[ =]?(\S{1,500})/.exec(f.command ?? "")?.[1];
    return `meson test ${dir ? `-C ${shellQuote(dir)} ` : ""}--print-errorlogs ${shellQuote(f.test)}`;
  },
});

const MESON_STATUS =
  /^\s{0,8}\d{1,6}\/\d{1,6} (?:([\w.+-]{1,200}):)?(\S{1,500}) {1,80}(FAIL|TIMEOUT|UNEXPECTEDPASS|ERROR) {1,40}[\d.]{1,12}s(?: {1,40}(.{1,300}))?$/;
/** What the cc extractor's trigger adds for meson's status lines, and the literals that cover it. */
export const MESON_TRIGGER = /^\s*\d+\/\d+ \S+ +(?:FAIL|TIMEOUT|UNEXPECTEDPASS|ERROR) +\d/;
export const MESON_LITERALS = ["FAIL ", "TIMEOUT ", "UNEXPECTEDPASS ", "ERROR "] as const;

/**
 * A meson test's status line as a failure. With --verbose (or --print-errorlogs) the test's output follows
 * between a `――― ✀ ―――` line and a closing `―――` rule; the `Summary of Failures:` at the end repeats the status
 * lines alone (one failure each: the first, with its output, is kept).
 */
export function mesonStatus(view: LogView, i: number, state: Record<string, unknown>): Candidate | null {
  const m = MESON_STATUS.exec(view.lines[i] ?? "");
  if (!m?.[2] || !m[3]) return null;
  const seen = (state.mesonSeen ??= new Set<string>()) as Set<string>;
  const name = m[2];
  if (seen.has(name)) return null;
  seen.add(name);
  let end = i;
  if ((view.lines[i + 1] ?? "").includes("✀")) {
    for (let k = i + 2; k < Math.min(view.lines.length, i + 300); k++) {
      end = k;
      if (/^―{10,}$/.test((view.lines[k] ?? "").trim())) break;
    }
  }
  const output = view.lines.slice(i + 2, end);
  const atLine = output.findIndex((l) => sourceAt(l) !== null);
  const at = atLine >= 0 ? sourceAt(output[atLine] ?? "") : null;
  const said = atLine >= 0 ? (output[atLine] ?? "").trim() : null;
  const how = [m[3], m[4]?.trim()].filter(Boolean).join(" ");
  return {
    tool: MESON.id,
    weight: 3,
    test: name,
    suite: m[1] ?? null,
    where: at?.[1] ? frame(at[1].replace(/^(?:\.\.\/)+/, ""), at[2]) : null,
    frames: [],
    message: said ?? `${name} (${how})`,
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
    kind: `meson ${how}`,
  };
}

// lest (and minimal frameworks shaped like it): `/abs/test/a.t.cpp:1057: failed: case name: expr for 0 == 7`;
// Catch2's console reporter: `/abs/test/options.cpp:803: FAILED:` (MSVC style `file(803): FAILED:`); doctest's
// `/abs/test/a.cpp:36: ERROR: CHECK( x == 4 ) is NOT correct!` (`FATAL ERROR:` for a REQUIRE).
const OWN_REPORT =
  /(?::\d{1,7}|\(\d{1,7}\)): failed: |:FAIL(?::|$)|^\[ {2}FAILED {2}\] |^\s{0,8}FAILED: .{1,1000} \(at line \d{1,7}\)$|(?::\d{1,7}|\(\d{1,7}\)): (?:FAILED:$|(?:FATAL )?ERROR: )/;

/** CTest's own lines between tests: a test's start (`    Start 2: name`), its status, and in verbose mode `test 3`. */
const CTEST_START = /^\s{0,8}Start {1,6}(\d{1,6}): /;
const CTEST_OWN =
  /^\s{0,8}Start {1,6}\d|^\s{0,8}\d{1,6}\/\d{1,6} Test |^\d{1,3}% tests passed|^test \d{1,6}$/;
/** What verbose mode prints of a test before its output (its number cut by normalization). */
const CTEST_PREAMBLE =
  /^(?:Test command|Working Directory|Environment variables|Test timeout computed to be): ?/;

/**
 * The output of the test whose status line is at `i`, and where it is. With --output-on-failure it follows the status
 * line: to the next test's lines, the summary, or two blank lines (googletest's output holds blank lines of its own,
 * two after a failed check's message: it ends at CTest's lines). Nothing follows it in verbose mode (`-V`, `-VV`):
 * the output was printed as the test ran, above its status line, from its `Test command: ` line on (its lines
 * numbered `N: ` by ctest, a number normalization cuts); the test's `Start N:` line begins it.
 */
function ctestOutput(view: LogView, i: number, number: string): { from: number; to: number } | null {
  let last = i;
  let blank = 0;
  const gtest = GTEST_BANNER.test(view.lines[i + 1] ?? "");
  for (let k = i + 1; k < Math.min(view.lines.length, i + 20_000); k++) {
    const l = view.lines[k] ?? "";
    if (CTEST_OWN.test(l)) break;
    if (l.trim() === "") {
      if (++blank >= 2 && !gtest) break;
      continue;
    }
    blank = 0;
    last = k;
  }
  if (last > i) return { from: i + 1, to: last };
  for (let k = i - 1; k >= Math.max(0, i - 20_000); k--) {
    const l = view.lines[k] ?? "";
    if (/^\d{1,3}% tests passed/.test(l)) return null; // an earlier ctest run
    if (CTEST_START.exec(l)?.[1] !== number) continue;
    // Verbose mode only: without it, other tests' status lines and output may stand between (ctest -j).
    const head = view.lines.slice(k + 1, k + 4).findIndex((h) => h?.startsWith("Test command: "));
    return head >= 0 && k + 1 + head < i - 1 ? { from: k + 2 + head, to: i - 1 } : null;
  }
  return null;
}

/**
 * A sanitizer's report in a test binary's output: AddressSanitizer & co. (`==123==ERROR: AddressSanitizer: …`), or
 * UndefinedBehaviorSanitizer's `src/x.c:135:13: runtime error: …`. The cc extractor reads it as the failure (of the
 * googletest test that was running, when one was): the CTest status line only wraps it.
 */
export const SANITIZER_REPORT =
  /^==\d{1,10}==ERROR: \w{1,40}Sanitizer: |^\S{1,1000}?\.(?:c|cc|cpp|cxx|c\+\+|h|hpp|hh|hxx|m|mm):\d{1,7}:\d{1,7}: runtime error: /;

/**
 * A harness that marks each check it runs, passed or failed, at the start of a line: `[pass] Example_1 [0][0]`,
 * `[fail] Query attribute: not a number [XML_WRONG_ATTRIBUTE_TYPE][XML_NO_ATTRIBUTE]` (tinyxml2's xmltest). A `[fail]`
 * line is a check's only among `[pass]` lines (within MARK_WINDOW lines), the harness's evidence that it marks them.
 */
export const MARK_FAIL = /^\[(?:fail|FAIL)\] (\S.{0,2000})$/;
const MARK_PASS = /^\[(?:pass|PASS)\] \S/;
const MARK_WINDOW = 100;
export function markedAmongPassed(lines: readonly string[], i: number): boolean {
  for (let k = Math.max(0, i - MARK_WINDOW); k < Math.min(lines.length, i + MARK_WINDOW); k++)
    if (MARK_PASS.test(lines[k] ?? "")) return true;
  return false;
}

/** Whether some `[fail]` line of a binary's output is among `[pass]` lines (markedAmongPassed), in one pass. */
function marksAFailedCheck(lines: readonly string[]): boolean {
  let lastPass = -Infinity;
  let lastFail = -Infinity;
  for (let k = 0; k < lines.length; k++) {
    const l = lines[k] ?? "";
    if (MARK_PASS.test(l)) {
      if (k - lastFail < MARK_WINDOW) return true;
      lastPass = k;
    } else if (MARK_FAIL.test(l)) {
      if (k - lastPass <= MARK_WINDOW) return true;
      lastFail = k;
    }
  }
  return false;
}

/** The CTest status line at `i` as a failure (null for a passed test or another line): read by the cc extractor. */
export function ctestStatus(view: LogView, i: number): Candidate | null {
  const m = STATUS.exec(view.lines[i] ?? "");
  if (!m?.[1] || !m[2]) return null;
  const status = m[2].replace(/\*{3}/g, " ").replace(/:$/, "").trim();
  // The binary's output: its first 200 lines are the excerpt, the whole of it (googletest prints a `[ RUN ]` and an
  // `[ OK ]` line per test, thousands) is searched for the binary's own reports.
  const number = /Test {1,6}#(\d{1,6}):/.exec(view.lines[i] ?? "")?.[1] ?? "";
  const out = ctestOutput(view, i, number);
  const below = out !== null && out.from > i;
  const whole = out ? view.lines.slice(out.from, out.to + 1).filter((l) => !CTEST_PREAMBLE.test(l)) : [];
  const output = below ? whole.slice(0, 200) : whole.slice(-200);
  const end = below && out ? Math.min(out.to, i + 199) : i;
  const atLine = output.findIndex((l) => sourceAt(l) !== null);
  const at = atLine >= 0 ? sourceAt(output[atLine] ?? "") : null;
  // The first line the binary printed that reports a failure (`[fail] name`, `FAILED …`), else its first line; never
  // the end of the status line a regular expression with a newline split (`]  0.09 sec`).
  const printed = output.filter((l) => l.trim() !== "" && !/^\S{0,300} {1,10}[\d.]{1,12} sec$/.test(l));
  const said =
    atLine >= 0
      ? (output[atLine] ?? "").trim()
      : (printed.find((l) => /^\s{0,8}\[?(?:fail|FAIL|failed|FAILED)\]?[: ]/.test(l)) ?? printed[0])?.trim();
  // A binary whose own harness reports each test (Unity's `file:line:test:FAIL`, googletest's `[  FAILED  ]`,
  // `FAILED: name (at line N)`, Catch2's `file:line: FAILED:`): those are the failures, read by the generic layer
  // (Catch2's by catchFailure below); this line only wraps them.
  const own = whole.some((l) => OWN_REPORT.test(l) || SANITIZER_REPORT.test(l)) || marksAFailedCheck(whole);
  // A googletest binary that crashed (an abort, a signal) closed no test: the one its last `[ RUN ]` opened was
  // running, and is the failure, rerun through CTest with its filter.
  const running = !own && /Exception|aborted|SEGFAULT|Child aborted/i.test(status) ? crashedIn(whole) : null;
  return {
    tool: running ? GOOGLETEST.id : CTEST.id,
    weight: own ? 0 : 3,
    test: running?.test ?? m[1],
    suite: running ? m[1] : null,
    where: at?.[1] ? frame(at[1], at[2]) : null,
    frames: [],
    message: running
      ? (running.said ?? `${running.test} (${status})`)
      : (said ?? `${m[1]} (${status}${(m[3] ?? m[4])?.trim() ? ` ${(m[3] ?? m[4] ?? "").trim()}` : ""})`),
    // Above the status line in verbose mode: the output's last lines (where a crash ends it) and the status line.
    excerpt: below || !out ? excerptOf(view, i, end) : excerptOf(view, Math.max(out.from, out.to - 38), i),
    start: i,
    end: own ? i : end,
    kind: `ctest ${status}`,
  };
}

/**
 * The CTest test whose output holds line `i` (another tool's report in it: a sanitizer's), or null: the failed status
 * line above it (--output-on-failure prints the output below its status), or in verbose mode the test's `Start N:`
 * line (the output comes before the status). A passed test's status line, or a run's `N% tests passed`, above it
 * first: the line is no failed test's output (or tests ran in parallel, verbose, their lines mixed). Undefined when no
 * CTest line is in reach above (the output is longer than that).
 */
function testAbove(view: LogView, i: number): string | null | undefined {
  for (let k = i - 1; k >= Math.max(0, i - LOOKBEHIND); k--) {
    const l = view.lines[k] ?? "";
    const st = STATUS.exec(l) ?? /^\s{0,8}Start {1,6}\d{1,6}: (\S{1,500})$/.exec(l);
    if (st?.[1]) return st[1];
    if (/^\d{1,3}% tests passed|^\s{0,8}\d{1,6}\/\d{1,6} Test {1,6}#/.test(l)) return null;
  }
  return undefined;
}

/**
 * The CTest test whose output holds the report at lines `i`..`end` (see testAbove). When no CTest line is in
 * reach above it (a verbose run whose test printed more than that before the report: googletest's `[ RUN ]`/`[ OK ]`
 * lines), the first CTest line below it, when that is a failed test's status: verbose mode prints the status right
 * after the output (with --output-on-failure the next test's `Start N:` line, or the summary, comes first).
 */
export function ctestTestOf(view: LogView, i: number, end: number): string | null {
  const above = testAbove(view, i);
  if (above !== undefined) return above;
  for (let k = end + 1; k < Math.min(view.lines.length, i + LOOKAHEAD); k++) {
    const l = view.lines[k] ?? "";
    if (CTEST_OWN.test(l)) return STATUS.exec(l)?.[1] ?? null;
  }
  return null;
}

/** What the cc extractor's trigger adds for CTest's status lines, and the literals that cover it. */
export const CTEST_TRIGGER = /^\s*\d+\/\d+ Test +#\d+: .*(?:\*\*\*|Exception)/;
export const CTEST_LITERALS = ["***", "Exception"] as const;

/** Catch2 (v2 and v3), a test binary's own framework: run alone, by make, or by CTest. */
export const CATCH2 = defineTool({
  id: "catch2",
  family: "c",
  // The binary names itself (`options_test is a Catch v2.13.11 host application.`); Catch runs one test case
  // given its name. Relative to the folder the binary ran in (CTest's test folder).
  reproduce: (f) => (f.test && f.suite ? `./${shellQuote(f.suite)} ${shellQuote(f.test)}` : null),
});

/** `path:line: FAILED:` (or `path(line): FAILED:`): one failed assertion, or a test case's unexpected exception. */
const CATCH_FAILED =
  /^(\S{1,1000}?\.(?:c|cc|cpp|cxx|c\+\+|h|hpp|hh|hxx|m|mm))(?::(\d{1,7})|\((\d{1,7})\)): FAILED:$/;
export const CATCH_TRIGGER = /: FAILED:$/;
export const CATCH_LITERALS = [": FAILED:"] as const;
const RULE = (l: string, c: string) => l.length >= 20 && l.length <= 200 && /^[-.=]+$/.test(l) && l[0] === c;

/**
 * A Catch2 failure at `i`: its test case's header above it (a rule of dashes, the test case's name and its
 * sections, a rule, the declaration's `path:line`, a rule of dots) names it; the assertion (`CHECK( x == 1 )`,
 * `with expansion:`, `1 == 2`) or the exception's message follows. A test case's later failed assertions print
 * under the same header and stay one failure (its first).
 */
export function catchFailure(view: LogView, i: number): Candidate | null {
  const m = CATCH_FAILED.exec(view.lines[i] ?? "");
  if (!m?.[1]) return null;
  let dots = -1;
  for (let k = i - 1; k >= Math.max(0, i - 300); k--) {
    const l = view.lines[k] ?? "";
    if (RULE(l, ".")) {
      dots = k;
      break;
    }
    if (CATCH_FAILED.test(l) || RULE(l, "=")) return null; // an earlier assertion of this test case, or no header
  }
  if (dots < 3 || !RULE(view.lines[dots - 2] ?? "", "-")) return null;
  const names: string[] = [];
  let top = dots - 3;
  for (; top >= Math.max(0, dots - 20) && !RULE(view.lines[top] ?? "", "-"); top--)
    names.unshift(view.lines[top] ?? "");
  // The test case's name, wrapped at the console's width, then its sections indented by two spaces.
  const sections = names.findIndex((l) => l.startsWith("  "));
  const test = (sections < 0 ? names : names.slice(0, sections)).map((l) => l.trim()).join(" ");
  if (!test || top < 0) return null;
  // The binary's name, printed once above its first failure.
  let binary: string | null = null;
  for (let k = top - 1; k >= Math.max(0, top - 2000); k--) {
    const b = /^(\S{1,200}) is a Catch2? v[\d.]{1,20} host application\.$/.exec(view.lines[k] ?? "");
    if (b?.[1]) {
      binary = b[1];
      break;
    }
    if (/^\s{0,8}\d{1,6}\/\d{1,6} Test {1,6}#/.test(view.lines[k] ?? "")) break; // another CTest test's output
  }
  let end = i;
  const said: string[] = [];
  for (let k = i + 1; k < Math.min(view.lines.length, i + 40); k++) {
    const l = view.lines[k] ?? "";
    if (l.trim() === "" || CATCH_FAILED.test(l) || RULE(l, "-") || RULE(l, "=")) break;
    end = k;
    said.push(l.trim());
  }
  // Below the expression: `due to unexpected exception with message:` and the exception's text, or `due to a fatal
  // error condition:` and the signal (`SIGSEGV - Segmentation violation signal`): the test crashed, nothing failed
  // a comparison.
  const exception = said.includes("due to unexpected exception with message:");
  const fatal = said.includes("due to a fatal error condition:");
  return {
    tool: CATCH2.id,
    weight: 3,
    test,
    suite: binary,
    where: frame(m[1], m[2] ?? m[3]),
    frames: [],
    message: said.filter((l) => !l.startsWith("due to ")).join(" ") || `${test} failed`,
    excerpt: excerptOf(view, top, end),
    start: i,
    end,
    kind: exception
      ? "catch2 unexpected exception"
      : fatal
        ? "catch2 fatal error condition"
        : "catch2 assertion failed",
  };
}

/** doctest (C++), a test binary's own framework. */
export const DOCTEST_CPP = defineTool({
  id: "doctest-cpp",
  family: "c",
  // The binary the command ran (`./tests`, `build/tests`), given the test case by name (a comma separates filters).
  reproduce: (f) => {
    const bin = /(?:^|[\s;&|])(\.{0,2}\/[\w./-]{1,200})(?=\s|$)/.exec(f.command ?? "")?.[1];
    return f.test && bin ? `${bin} --test-case=${shellQuote(f.test.replace(/,/g, "\\,"))}` : null;
  },
});

/** `path:line: ERROR: CHECK( a == 2 ) is NOT correct!` (or `FATAL ERROR:`, `path(line):`). */
const DOCTEST_ERROR =
  /^(\S{1,1000}?\.(?:c|cc|cpp|cxx|c\+\+|h|hpp|hh|hxx|m|mm))(?::(\d{1,7})|\((\d{1,7})\)): (?:FATAL )?ERROR: (.{1,2000})$/;
export const DOCTEST_TRIGGER = /: (?:FATAL )?ERROR: /;
export const DOCTEST_LITERALS = [": ERROR: ", ": FATAL ERROR: "] as const;

/**
 * A doctest failure at `i`: the header above it (a rule of `=`, the test case's `path:line:`, `TEST SUITE: s`,
 * `TEST CASE:  name`, its subcases indented) names it; `values: CHECK( 5 == 4 )` below says what was compared.
 * `THREW exception: "…"` is an exception from the code under test, not a failed comparison. A test case's later
 * failed checks print under the same header and stay one failure (its first).
 */
export function doctestFailure(view: LogView, i: number): Candidate | null {
  const m = DOCTEST_ERROR.exec(view.lines[i] ?? "");
  if (!m?.[1] || !m[4]) return null;
  let name: string | null = null;
  let suite: string | null = null;
  let head = -1;
  for (let k = i - 1; k >= Math.max(0, i - 60); k--) {
    const l = view.lines[k] ?? "";
    if (DOCTEST_ERROR.test(l) && name === null) return null; // an earlier check of this test case
    const tc = /^TEST CASE: {1,2}(.{1,1000})$/.exec(l);
    if (tc?.[1] && name === null) name = tc[1].trim();
    const ts = /^TEST SUITE: (.{1,1000})$/.exec(l);
    if (ts?.[1]) suite = ts[1].trim();
    if (RULE(l, "=")) {
      head = k;
      break;
    }
  }
  if (name === null || head < 0) return null;
  let end = i;
  const said = [m[4].trim()];
  for (let k = i + 1; k < Math.min(view.lines.length, i + 20); k++) {
    const l = view.lines[k] ?? "";
    if (!l.startsWith("  ") || l.trim() === "") break;
    end = k;
    said.push(l.trim());
  }
  const exception = /\bTHREW exception\b/.test(m[4]);
  return {
    tool: DOCTEST_CPP.id,
    weight: 3,
    test: name,
    suite,
    where: frame(m[1], m[2] ?? m[3]),
    frames: [],
    message: said.join(" "),
    excerpt: excerptOf(view, head + 1, end),
    start: i,
    end,
    kind: exception ? "doctest unexpected exception" : "doctest assertion failed",
  };
}

/**
 * `path:line: failed: case name: expression for decomposition`: a minimal C++ framework's one line per failed
 * check (lest: `where: kind[ note]: case: what`, the kind `failed`, or `failed: got unexpected exception` with
 * ` with message "…"` or ` of unknown type`, or `failed: didn't get exception` with ` of type T`). Case names
 * hold `: ` often (`optional: Allows …`), expressions seldom: the name runs to the last `: ` before the
 * decomposition's ` for ` (an exception's line has none: to the last `: `).
 */
const MINIMAL_FAILED =
  /^(\S{1,1000}?\.(?:c|cc|cpp|cxx|c\+\+|h|hpp|hh|hxx|m|mm))(?::(\d{1,7})|\((\d{1,7})\)): failed: (.{1,3000})$/;
export const MINIMAL_LITERAL = ": failed: ";

/** The failed check on `line` of a minimal framework (see MINIMAL_FAILED), or null. */
export function minimalFailure(
  line: string,
): { path: string; line: string; test: string | null; what: string; exception: boolean } | null {
  const m = MINIMAL_FAILED.exec(line);
  if (!m?.[1] || !m[4]) return null;
  const said = m[4];
  let rest = said;
  const unexpected = rest.startsWith("got unexpected exception");
  const exception = unexpected || rest.startsWith("didn't get exception");
  if (exception) {
    const quoted = rest.startsWith('got unexpected exception with message "');
    const cut = quoted ? rest.indexOf('": ') + 1 : rest.indexOf(": ");
    if (cut <= 0) return null;
    rest = rest.slice(cut + 2);
  }
  const upTo = exception ? rest.length : rest.lastIndexOf(" for ");
  const sep = rest.lastIndexOf(": ", upTo > 0 ? upTo : rest.length);
  return {
    path: m[1],
    line: m[2] ?? m[3] ?? "",
    test: sep > 0 ? rest.slice(0, sep).trim() : null,
    // An exception's kind says what happened (`got unexpected exception with message "…"`), the expression where.
    what: exception
      ? `${said.slice(0, said.length - rest.length - 2)}: ${sep > 0 ? rest.slice(sep + 2) : rest}`
      : sep > 0
        ? rest.slice(sep + 2)
        : rest,
    exception: unexpected,
  };
}

/**
 * googletest, and utest.h (a single-header C/C++ clone that prints the same lines): each test runs under
 * `[ RUN      ] Suite.name`, its failed checks print `path:line: Failure` (`path(line): error: ` on Windows;
 * `unknown file: Failure` with `C++ exception with description "…" thrown in the test body.` for an exception),
 * and `[  FAILED  ] Suite.name (12 ms)` (utest: `(3798ns)`) closes it. The summary at the end repeats the names
 * without a time (`[  FAILED  ] 2 tests, listed below:`, then one line each), which are not failures of their own.
 */
export const GOOGLETEST = defineTool({
  id: "googletest",
  family: "c",
  // Under CTest (its test the failure's suite), ctest runs the binary again, googletest's GTEST_FILTER keeping only
  // this test; run alone, the binary with --gtest_filter.
  reproduce: (f) => {
    if (!f.test) return null;
    if (f.suite) return `GTEST_FILTER=${shellQuote(f.test)} ${ctestRun(f.command, f.suite)}`;
    const bin = binaryOf(f.command);
    return bin ? `${bin} --gtest_filter=${shellQuote(f.test)}` : null;
  },
});

/**
 * The test the last `[ RUN ]` line of a googletest binary's output opened, when no line closed it, and what the
 * process printed of its end after that line (an `Error:`, an assertion, `terminate called …`).
 */
function crashedIn(output: readonly string[]): { test: string; said: string | null } | null {
  for (let k = output.length - 1; k >= 0; k--) {
    const l = output[k] ?? "";
    if (/^\[ {0,7}(?:OK|FAILED|SKIPPED|PASSED|=+) {0,7}\]/.test(l)) return null;
    const r = GTEST_RUN.exec(l);
    if (r?.[1]) {
      const after = output.slice(k + 1, k + 40).map((x) => x.trim());
      return {
        test: r[1],
        said: after.find((x) => /error|abort|assert|fault|terminate|exception/i.test(x)) ?? null,
      };
    }
  }
  return null;
}

/**
 * The googletest test running at line `i` of a binary's output (its `[ RUN      ] Suite.name` above, no line closing
 * it between), or null: what a crash report printed there (a sanitizer's) happened in. Stops at another test's or
 * run's end, and at CTest's own lines (another CTest test's output lies above them).
 */
export function gtestRunning(view: LogView, i: number): string | null {
  for (let k = i - 1; k >= Math.max(0, i - LOOKBEHIND); k--) {
    const l = view.lines[k] ?? "";
    const r = GTEST_RUN.exec(l);
    if (r?.[1]) return r[1];
    if (/^\[ {0,7}(?:OK|FAILED|SKIPPED|PASSED|=+) {0,7}\]/.test(l) || CTEST_OWN.test(l)) return null;
  }
  return null;
}

/** utest.h: googletest's lines, its own filter flag. */
export const UTEST = defineTool({
  id: "utest",
  family: "c",
  // utest.h reads no filter from the environment: under CTest, ctest runs its whole binary again.
  reproduce: (f) => {
    if (!f.test) return null;
    if (f.suite) return ctestRun(f.command, f.suite);
    const bin = binaryOf(f.command);
    return bin ? `${bin} --filter=${shellQuote(f.test)}` : null;
  },
});

/** cmocka: googletest's brackets, its own words (`[  ERROR   ] --- …`, `[   LINE   ] --- path:line: error: Failure!`). */
export const CMOCKA = defineTool({
  id: "cmocka",
  family: "c",
  // Its binaries take no filter from the command line: under CTest, ctest runs the binary again; alone, the run's
  // command.
  reproduce: (f) =>
    f.test && f.suite
      ? ctestRun(f.command, f.suite)
      : f.command && !f.command.includes("\n")
        ? f.command
        : null,
});

/** The test binary a command ran by path (`./json_test`, `build/tests`): the last one a step of it starts with. */
function binaryOf(command: string | null | undefined): string | null {
  let bin: string | null = null;
  for (const step of (command ?? "").slice(0, 5_000).split(/&&|\|\||[;|\n]/)) {
    const first = step.trim().split(/\s/)[0] ?? "";
    if (/^\.{0,2}\/[\w./-]{1,200}$/.test(first)) bin = first;
  }
  return bin;
}

/** `[  FAILED  ] Suite.name (12 ms)`, a parametrized row's `, where GetParam() = 4` before the time. */
const GTEST_FAILED =
  /^\[ {2}FAILED {2}\] (\S{1,500}?)(?:, where .{1,500}?)? \(\d{1,12} ?(?:ns|us|µs|ms|s)\)$/;
/** cmocka's `[  FAILED  ] test_name`, no time: a test's only when its `[ RUN      ]` section is just above. */
const CMOCKA_FAILED = /^\[ {2}FAILED {2}\] (\S{1,500})$/;
/** cmocka's prefixes of a failed check's lines: its message, then its location. */
const CMOCKA_ERROR = /^\[ {2}ERROR {3}\] --- /;
const CMOCKA_LINE = /^\[ {3}LINE {3}\] --- /;
const GTEST_RUN = /^\[ RUN {6}\] (\S{1,500})$/;
/** A check's location line: `/abs/test/a.c:104: Failure`, `a.cc(17): error: …`, `unknown file: Failure`. */
const GTEST_AT =
  /^(\S{1,1000}?)(?::(\d{1,7}):|\((\d{1,7})\): error:) (?:Failure$|.{0,2000})|^unknown file: Failure$/;
/**
 * The run's banner: utest.h counts `test cases.`, googletest `tests from N test suites.`, cmocka `test(s).` after its
 * group's name (`[==========] range_tests: Running 2 test(s).`).
 */
const GTEST_BANNER = /^\[=+\] (?:\S{1,300}: )?Running \d{1,9} (test cases?\.|tests? from |test\(s\)\.)/;
export const GTEST_TRIGGER = /^\[ {2}FAILED {2}\] |^\[=+\] (?:\S+: )?Running \d/;
export const GTEST_LITERALS = ["[  FAILED  ] ", "] Running ", ": Running "] as const;

/**
 * The googletest (or utest.h) test closed by the `[  FAILED  ]` line at `i`, or null for a summary line. A run's
 * banner line only records (in `state`) which of the two printed it.
 */
export function gtestFailure(view: LogView, i: number, state: Record<string, unknown>): Candidate | null {
  const banner = GTEST_BANNER.exec(view.lines[i] ?? "");
  if (banner?.[1]) {
    state.gtestStyle = banner[1].startsWith("test case")
      ? "utest"
      : banner[1].startsWith("test(")
        ? "cmocka"
        : "gtest";
    return null;
  }
  const timed = GTEST_FAILED.exec(view.lines[i] ?? "");
  const untimed = timed ? null : CMOCKA_FAILED.exec(view.lines[i] ?? "");
  const m = timed ?? untimed;
  if (!m?.[1]) return null;
  // Its `[ RUN      ]` line above; a test that printed more than the window holds keeps its name alone. An untimed
  // line (cmocka's) is a test's only right below its section: the summary's list repeats the names after others.
  let run = i;
  for (let k = i - 1; k >= Math.max(0, i - LOOKBEHIND); k--) {
    const l = view.lines[k] ?? "";
    const r = GTEST_RUN.exec(l);
    if (r) {
      if (r[1] === m[1]) run = k;
      break;
    }
    if (untimed && /^\[ {0,2}(?:OK|FAILED|PASSED|SKIPPED|=+) {0,7}\]/.test(l)) break;
  }
  if (untimed && run === i) return null;
  // The CTest test whose output this is, when CTest ran the binary: the status line above it
  // (`14/15 Test #14: utils_tests ...***Failed`, --output-on-failure), or in verbose mode, where the output comes
  // before the status, the test's `Start 3: name` line (an earlier failed test's status may be above it).
  let ctest: string | null = null;
  for (let k = run - 1; k >= Math.max(0, run - LOOKBEHIND); k--) {
    const l = view.lines[k] ?? "";
    const st = STATUS.exec(l) ?? /^\s{0,8}Start {1,6}\d{1,6}: (\S{1,500})$/.exec(l);
    if (st?.[1]) {
      ctest = st[1];
      break;
    }
    if (/^\d{1,3}% tests passed/.test(l)) break; // an earlier CTest run's end: this binary ran alone
  }
  const body = view.lines
    .slice(run + 1, i)
    .map((l) => (CMOCKA_LINE.test(l) || CMOCKA_ERROR.test(l) ? l.slice(l.indexOf(" --- ") + 5) : l));
  const atLine = body.findIndex((l) => GTEST_AT.test(l));
  const at = atLine >= 0 ? GTEST_AT.exec(body[atLine] ?? "") : null;
  // googletest and utest.h print the check's text below its location, cmocka above it. An untimed line is cmocka's
  // unless a googletest-like banner was seen (utfcpp's ftest.h prints googletest's lines without times).
  const cmocka = state.gtestStyle === "cmocka" || (untimed !== null && state.gtestStyle === undefined);
  const said = (atLine >= 0 ? (cmocka ? body.slice(0, atLine) : body.slice(atLine + 1)) : body)
    .map((l) => l.trim())
    .filter(Boolean);
  const exception = said.some((l) =>
    /^C\+\+ exception with description .{0,2000}thrown in |^Unknown C\+\+ exception thrown in /.test(l),
  );
  return {
    tool: cmocka ? CMOCKA.id : state.gtestStyle === "utest" ? UTEST.id : GOOGLETEST.id,
    weight: 3,
    test: m[1],
    suite: ctest,
    where: at?.[1] && (at[2] ?? at[3]) ? frame(at[1], at[2] ?? at[3]) : null,
    frames: [],
    message: said.slice(0, 6).join(" ") || `${m[1]} failed`,
    excerpt: excerptOf(view, run, i),
    start: run,
    end: i,
    kind: exception
      ? "googletest unexpected exception"
      : `${cmocka ? "cmocka" : "googletest"} assertion failed`,
  };
}
