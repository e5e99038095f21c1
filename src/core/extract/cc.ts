// gcc/clang diagnostics, the linker, and make's wrapper line.
import {
  type Candidate,
  type Extractor,
  type LogView,
  type RawFrame,
  LOOKBEHIND,
  excerptOf,
  frame,
  defineTool,
  lineFinding,
} from "./types.js";
import {
  CATCH2,
  CATCH_LITERALS,
  CATCH_TRIGGER,
  CTEST,
  CTEST_LITERALS,
  DOCTEST_CPP,
  DOCTEST_LITERALS,
  DOCTEST_TRIGGER,
  CTEST_TRIGGER,
  CMOCKA,
  GOOGLETEST,
  GTEST_LITERALS,
  GTEST_TRIGGER,
  UTEST,
  gtestFailure,
  MESON,
  MESON_LITERALS,
  MESON_TRIGGER,
  catchFailure,
  ctestStatus,
  ctestTestOf,
  doctestFailure,
  gtestRunning,
  MARK_FAIL,
  markedAmongPassed,
  mesonStatus,
  MINIMAL_LITERAL,
  minimalFailure,
} from "./ctest.js";
import { HARNESS } from "./generic.js";

export const CC = defineTool({ id: "cc", family: "c" });

export const LD = defineTool({ id: "ld", family: "c" });

export const SANITIZER_TOOL = defineTool({ id: "sanitizer", family: "c" });

// `main.c:5:10: error: expected ';' before 'return'` / `fatal error:` (column optional)
const DIAG =
  /^(\S{1,1000}?\.(?:c|h|cc|cpp|cxx|hpp|hh|m|mm|s|S)):(\d{1,7}):(?:(\d{1,7}):)? (fatal error|error): (.{1,2000})$/;
// `main.c:(.text+0x1a): undefined reference to `foo'` / `/usr/bin/ld: main.o: in function …`
const LINK =
  /^(?:\/\S{0,200}\/)?(?:ld|ld\.\w{1,10}|collect2|lld|clang|gcc|cc|c\+\+|g\+\+)(?:-\d{1,3})?: (error: )?(.{1,2000})$/;
// GNU ld names the place of a reference as `source:line` (or `object:(.text+0x1a)` without debug info). Its last
// line for one symbol, `%D: more undefined references to `foo' follow`, puts the object that holds the reference in
// front (`rax-test.o:/abs/t.c:845: …`, an archive's member as `libx.a(y.o):/abs/y.c:12: …`): that object is
// skipped, the source and its line are the place.
const UNDEF_REF =
  /^(?:[^\s:()]{1,500}\.o(?:bj)?:|[^\s:()]{1,500}\.a\([^\s:()]{1,300}\):)?(\S{1,1000}?):(?:\(\.\w{1,40}\+0x[0-9a-f]{1,16}\)|(\d{1,7})): ((?:more )?undefined references? to .{1,1000})$/;

// AddressSanitizer & co.: `==123==ERROR: AddressSanitizer: SEGV on unknown address …`, frames
// `    #0 0x… in fn src/x.c:17`, and `SUMMARY: AddressSanitizer: SEGV src/x.c:17 in fn`.
const SANITIZER = /^==\d{1,10}==ERROR: (\w{1,40}Sanitizer): (.{1,1000})$/;
const SAN_FRAME = /^\s+#\d{1,4} 0x[0-9a-f]{1,16} in (\S{1,300}) (\S{1,1000}?):(\d{1,7})(?::(\d{1,7}))?$/;
/**
 * UndefinedBehaviorSanitizer: `/abs/src/x.c:135:13: runtime error: member access within null pointer of type 'T'`,
 * its frames below with UBSAN_OPTIONS=print_stacktrace=1, then its `SUMMARY: UndefinedBehaviorSanitizer: …` line.
 * With -fno-sanitize-recover the program stops there; without, it goes on (a test may still pass).
 */
const UBSAN =
  /^(\S{1,1000}?\.(?:c|cc|cpp|cxx|c\+\+|h|hpp|hh|hxx|m|mm)):(\d{1,7}):(\d{1,7}): runtime error: (.{1,2000})$/;
export const UBSAN_LITERAL = ": runtime error: ";

/**
 * glibc's assert(): `prog: file.c:12: fn: Assertion `expr' failed.` (then the process aborts; make says `Aborted`).
 * `fn` is `__PRETTY_FUNCTION__`, in C++ with its return type and parameters (`void Suite::check(int)`). Read by
 * words, not one regex: the program, the `path:line` and the function are separated by `: `.
 *
 * glibc writes the message to stderr unbuffered, while the program's own stdout waits in its buffer until a newline
 * (or, piped, until exit, which abort() never reaches): a driver that printed a phase without a newline and then
 * asserted leaves that text in front on the same line (`Unit tests: prog: file.c:12: fn: Assertion …`). So the
 * `path:line` may also come after a short prefix of up to MAX_PREFIX_PARTS more `: `-separated pieces, when the
 * piece just before it is a bare program name (glibc prints `program_invocation_short_name`: no slash, no space).
 */
export const ASSERTION_LITERAL = ": Assertion `";
const MAX_PREFIX_PARTS = 3;
const MAX_PREFIX = 300;
const SOURCE_LINE = /^\S{1,1000}:\d{1,7}$/;
const PROGRAM_NAME = /^[\w.+-]{1,255}$/;
export function assertionAt(
  line: string,
): { program: string | null; path: string; line: string; fn: string; expr: string } | null {
  const at = line.indexOf(ASSERTION_LITERAL);
  if (at < 0 || !line.endsWith("' failed.") || line.length > 5_000) return null;
  const parts = line.slice(0, at).split(": ");
  let loc = parts.findIndex((p, k) => k <= 1 && SOURCE_LINE.test(p));
  if (loc < 0) {
    // Behind stdout's unflushed text: `prefix: …: prog: path:line: fn`.
    let prefix = (parts[0] ?? "").length;
    for (let k = 2; k < parts.length - 1 && k <= 1 + MAX_PREFIX_PARTS && prefix <= MAX_PREFIX; k++) {
      if (SOURCE_LINE.test(parts[k] ?? "") && PROGRAM_NAME.test(parts[k - 1] ?? "")) {
        loc = k;
        break;
      }
      prefix += 2 + (parts[k - 1] ?? "").length;
    }
  }
  if (loc < 0 || loc === parts.length - 1) return null;
  const where = parts[loc] ?? "";
  const colon = where.lastIndexOf(":");
  return {
    program: loc >= 1 ? (parts[loc - 1] ?? null) : null,
    path: where.slice(0, colon),
    line: where.slice(colon + 1),
    fn: parts.slice(loc + 1).join(": "),
    expr: line.slice(at + ASSERTION_LITERAL.length, -"' failed.".length),
  };
}

/** The test an assert() failed in: its function's bare name (`Suite::check` of `void Suite::check(int)`), or the
 * program's when the function is `main` (a test binary that asserts in main). */
function assertionTest(a: NonNullable<ReturnType<typeof assertionAt>>): string {
  const bare = /(\S{1,500})\(/.exec(a.fn)?.[1] ?? a.fn;
  const name = bare.replace(/^[*&]+/, "");
  return name === "main" && a.program ? (a.program.split("/").pop() ?? a.program) : name;
}

function sanitizer(view: LogView, i: number, m: RegExpExecArray): Candidate {
  const frames: RawFrame[] = [];
  let end = i;
  for (let k = i + 1; k < Math.min(view.lines.length, i + 200); k++) {
    const l = view.lines[k] ?? "";
    end = k;
    const f = SAN_FRAME.exec(l);
    if (f?.[2]) frames.push(frame(f[2], f[3], f[4], f[1] ?? null));
    if (l.startsWith("SUMMARY: ") || (l.startsWith("==") && l.includes("ABORTING"))) break;
  }
  return {
    ...crashedTest(view, i, end),
    weight: 3,
    where: frames[0] ?? null,
    frames,
    message: `${m[1]}: ${m[2]}`,
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
    kind: `${m[1]} crash`,
  };
}

/**
 * Whose crash a sanitizer's report at `i` is: the googletest test that was running (rerun through its filter, under
 * the CTest test that ran the binary), else the CTest test whose output it is (--output-on-failure, -V).
 */
function crashedTest(view: LogView, i: number, end: number): Pick<Candidate, "tool" | "test" | "suite"> {
  const ctest = ctestTestOf(view, i, end);
  const gtest = gtestRunning(view, i);
  return gtest
    ? { tool: GOOGLETEST.id, test: gtest, suite: ctest }
    : { tool: SANITIZER_TOOL.id, test: ctest, suite: null };
}

/** UBSan's `path:line:col: runtime error: …` at `i` (see UBSAN), with the frames that follow it. */
function ubsan(view: LogView, i: number, m: RegExpExecArray): Candidate {
  const frames: RawFrame[] = [];
  let end = i;
  for (let k = i + 1; k < Math.min(view.lines.length, i + 100); k++) {
    const l = view.lines[k] ?? "";
    const f = SAN_FRAME.exec(l);
    if (f?.[2]) frames.push(frame(f[2], f[3], f[4], f[1] ?? null));
    // A frame in a binary without a source line (`#3 0x… in testing::Test::Run() (/abs/build/testrunner+0x86ae7d)`).
    else if (!/^\s+#\d{1,4} 0x/.test(l) && !l.startsWith("SUMMARY: UndefinedBehaviorSanitizer")) break;
    end = k;
  }
  return {
    ...crashedTest(view, i, end),
    // Below a test framework's own report of the test (a check that failed after it, the process going on).
    weight: 2,
    where: frame(m[1] ?? "", m[2], m[3]),
    frames,
    message: `runtime error: ${m[4] ?? ""}`,
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
    kind: "UndefinedBehaviorSanitizer runtime error",
  };
}

/**
 * A test program's own harness saying which check failed in words (cglm's `assert fail in /abs/test/src/test_vec3.h
 * on line 1152 : ASSERT(…)`), then marking the test failed on the next line with a symbol and its name
 * (`𐄂 glmc_vec3_distance2`; a passed test's line is `✔︎ name  0`).
 */
const ASSERT_FAIL_IN =
  /^\s{0,8}assert(?:ion)? fail(?:ed)? in (\S{1,1000}?\.(?:c|h|cc|cpp|cxx|hpp|hh|hxx)) on line (\d{1,7})(?: ?: {0,4}(.{1,2000}))?$/;
const MARKED_NAME = /^\s{0,8}[^\w\s]{1,4} ([A-Za-z_][\w:.]{0,300}) {0,4}$/;

/**
 * A check a marking harness failed (`[fail] Query attribute: not a number [XML_WRONG_ATTRIBUTE_TYPE][XML_NO_ATTRIBUTE]`,
 * see MARK_FAIL), named by its description: the words before the `[expected][found]` pair it ends with, when it does.
 */
function markedFailure(view: LogView, i: number): Candidate | null {
  const m = MARK_FAIL.exec(view.lines[i] ?? "");
  if (!m?.[1] || !markedAmongPassed(view.lines, i)) return null;
  const said = m[1].trim();
  const pair = said.endsWith("]") ? said.lastIndexOf("][") : -1;
  const open = pair > 0 ? said.lastIndexOf(" [", pair) : -1;
  const name = open > 0 ? said.slice(0, open).trim() : said;
  return {
    tool: HARNESS.id,
    weight: 3,
    test: name,
    suite: null,
    where: null,
    frames: [],
    message: said,
    excerpt: excerptOf(view, i, i),
    start: i,
    end: i,
    kind: "harness check failed",
  };
}

/**
 * minctest (a one-header C harness): `lrun("INFs", fn)` prints the test's name padded (`\tINFs          `) and no
 * newline, each failed check prints its place and what failed on a line of its own (`smoke.c:267 error ` for `lok`,
 * `smoke.c:684 (3628800.000000 != 10.000000)` for `lequal`/`lfequal`/`lsequal`), the first behind the name, and the
 * test ends with its tally (`pass:48   fail: 2      0ms`; one with no failed check has it behind its name).
 */
const TALLY = /^\s{0,8}pass:\s{0,8}\d{1,9}\s{1,8}fail:\s{0,8}[1-9]\d{0,8}\s{1,8}-?\d{1,9}ms$/;
const PLACE_WORD = /^(\S{1,1000}?\.(?:c|cc|cpp|cxx|c\+\+|h|hpp|hh|hxx|m|mm)):(\d{1,7})$/;

/** A check's line of minctest (see TALLY): the words before its place (the test's name on the first), the place, what. */
function tallyCheck(line: string): { before: string; path: string; line: string; what: string } | null {
  if (line.length > 3_000) return null;
  const words = line.split(" ");
  let at = 0;
  for (const word of words) {
    const w = word.trim();
    const m = w.length > 3 ? PLACE_WORD.exec(w) : null;
    if (m?.[1] && m[2]) {
      const before = line.slice(0, at).trim();
      const what = line.slice(at + word.length).trim();
      const compared = what.startsWith("(") && what.endsWith(")") && what.includes(" != ");
      return what === "error" || compared ? { before, path: m[1], line: m[2], what } : null;
    }
    at += word.length + 1;
  }
  return null;
}

/** The failed checks of the minctest test whose tally is at `i`: one failure per place, named by the test. */
function tallyFailures(view: LogView, i: number): Candidate[] {
  const checks: { k: number; path: string; line: string; what: string }[] = [];
  let name: string | null = null;
  let top = -1;
  for (let k = i - 1; k >= Math.max(0, i - LOOKBEHIND); k--) {
    const c = tallyCheck(view.lines[k] ?? "");
    if (!c) return [];
    checks.unshift({ k, path: c.path, line: c.line, what: c.what });
    if (c.before) {
      name = c.before;
      top = k;
      break;
    }
  }
  if (name === null) return [];
  const seen = new Set<string>();
  const out: Candidate[] = [];
  for (const c of checks) {
    const place = `${c.path}:${c.line}`;
    if (seen.has(place)) continue;
    seen.add(place);
    out.push({
      tool: HARNESS.id,
      weight: 3,
      test: name,
      suite: null,
      where: frame(c.path, c.line),
      frames: [],
      message: `${place} ${c.what}`,
      excerpt: excerptOf(view, top, i),
      start: c.k,
      end: c.k,
      kind: "harness check failed",
    });
  }
  return out;
}

/**
 * A harness naming the failed test and its check's place on one line (pugixml's `Test dom_attr_as_bool failed:
 * node.attribute("attr5").as_bool() is false at tests/test_dom_traverse.cpp:183`): the test, what it checked, and
 * the file and line after the last ` at `. Read without a regex over the message (it may hold ` at ` itself).
 */
const TEST_FAILED_AT = /^ at (\S{1,1000}\.(?:c|h|cc|cpp|cxx|hpp|hh|hxx)):(\d{1,7})$/;
function testFailedAt(
  line: string,
): { test: string; what: string; path: string; line: string; exception: false } | null {
  if (!line.startsWith("Test ")) return null;
  const failed = line.indexOf(" failed: ");
  const at = line.lastIndexOf(" at ");
  if (failed < 6 || at <= failed) return null;
  const test = line.slice(5, failed);
  const place = TEST_FAILED_AT.exec(line.slice(at));
  if (!place?.[1] || !place[2] || !/^[A-Za-z_][\w:.]{0,300}$/.test(test)) return null;
  return { test, what: line.slice(failed + 9, at), path: place[1], line: place[2], exception: false };
}

/**
 * A hand-rolled test driver's own word that a check failed, with what it expected and what it got, and no place:
 * `Iterator unit test error: test 3, rubens expected, rub reported` (or `… test failed: expected 3, got 4`). Up to
 * 120 characters of words before the phrase (the check's subject, and a phase the driver printed without a newline
 * and so left on the same line: `Unit tests: `); after it, both halves of a comparison, else the line is no
 * check's (`Test error: connection refused`). Read at the generic layer's weight: it counts only when no runner or
 * tool said anything weightier, in place of the bare exit code.
 */
const DRIVER_FAILED = /\b[Tt]est (?:error|failed|failure): /;
const DRIVER_SUBJECT = /^[\w ,.:/'-]{0,120}$/;
const EXPECTED = /\b[Ee]xpected\b/;
const ACTUAL = /\b(?:got|reported|found|actual|but was|instead)\b/;
function driverCheckFailed(line: string): string | null {
  const m = line.length <= 2_000 ? DRIVER_FAILED.exec(line) : null;
  if (!m || !DRIVER_SUBJECT.test(line.slice(0, m.index))) return null;
  const what = line.slice(m.index + m[0].length);
  return EXPECTED.test(what) && ACTUAL.test(what) ? line.trim() : null;
}

export const cc = {
  tools: [CC, LD, SANITIZER_TOOL, CTEST, MESON, CATCH2, DOCTEST_CPP, GOOGLETEST, UTEST, CMOCKA, HARNESS],
  // The driver's or the linker's own lines (`/usr/bin/ld: `, `collect2: `, `gcc-12: `, `cc1plus: `, `ld.lld: `,
  // `clang++: `): the name, then a version or variant that starts with a digit, `.`, `+` or `-`. A letter there
  // makes another program (`ldconfig`, `ldd`), and lets the prefilter's literals stay out of words ("build",
  // "field", "success"): `ld`, `cc` and `++` followed by a character the suffix may start with, or by `: `.
  trigger:
    /: (?:fatal )?error: |undefined reference to|^(?:\/\S{0,200}\/)?(?:ld|collect2|lld|clang|gcc|cc|c\+\+|g\+\+)(?:[\d.+-][\w.+-]{0,19})?: |^==\d+==ERROR: |:\d+:\d+: runtime error: |^\s*\d+\/\d+ Test +#\d+: .*(?:\*\*\*|Exception)|^\s*\d+\/\d+ \S+ +(?:FAIL|TIMEOUT|UNEXPECTEDPASS|ERROR) +\d|: FAILED:$|: (?:FATAL )?ERROR: |: Assertion `|: failed: |^\[ {2}FAILED {2}\] |^\[=+\] (?:\S+: )?Running \d|^\s*assert(?:ion)? fail(?:ed)? in \S+ on line \d|^Test \S+ failed: |[Tt]est (?:error|failed|failure): |^\[(?:fail|FAIL)\] |^\s*pass:\s*\d+\s+fail:\s*[1-9]/,
  literals: [
    "error: ",
    ASSERTION_LITERAL,
    MINIMAL_LITERAL,
    "undefined reference to",
    "==ERROR: ",
    UBSAN_LITERAL,
    "collect2",
    "clang",
    ...CTEST_LITERALS,
    ...MESON_LITERALS,
    ...CATCH_LITERALS,
    ...DOCTEST_LITERALS,
    ...GTEST_LITERALS,
    "assert fail in ",
    "assertion failed in ",
    "assertion fail in ",
    "assert failed in ",
    " failed: ",
    "test error: ",
    "Test error: ",
    "test failure: ",
    "Test failure: ",
    "[fail] ",
    "[FAIL] ",
    "fail:",
    ...["ld", "cc", "++"].flatMap((name) => [": ", ..."0123456789.+-"].map((next) => `${name}${next}`)),
  ],
  extract(view, anchors, state) {
    const out: Candidate[] = [];
    // The last line (global) of a CTest or meson test's output: an assert() there is that test's, read with it.
    let runnerUntil = typeof state.ccRunnerUntil === "number" ? state.ccRunnerUntil : -1;
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      if (MESON_TRIGGER.test(line)) {
        const t = mesonStatus(view, i, state);
        if (t) out.push(t);
        if (t) runnerUntil = Math.max(runnerUntil, view.offset + t.end);
        continue;
      }
      if (CTEST_TRIGGER.test(line)) {
        const t = ctestStatus(view, i);
        if (t) out.push(t);
        if (t) runnerUntil = Math.max(runnerUntil, view.offset + t.end);
        continue;
      }
      // A test binary's own report of one check on one line (lest's; pugixml's `Test NAME failed: … at FILE:LINE`):
      // CTest's or make's status line only wraps it.
      const f = (line.includes(MINIMAL_LITERAL) ? minimalFailure(line) : null) ?? testFailedAt(line);
      if (f) {
        out.push({
          tool: HARNESS.id,
          weight: 3,
          test: f.test,
          suite: null,
          where: frame(f.path, f.line),
          frames: [],
          message: f.what,
          excerpt: excerptOf(view, i, i),
          start: i,
          end: i,
          kind: f.exception ? "harness unexpected exception" : "harness check failed",
        });
        continue;
      }
      if (line.includes("fail:") && TALLY.test(line)) {
        out.push(...tallyFailures(view, i));
        continue;
      }
      if (line.startsWith("[fail] ") || line.startsWith("[FAIL] ")) {
        const t = markedFailure(view, i);
        if (t) {
          out.push(t);
          continue;
        }
      }
      const fail = ASSERT_FAIL_IN.exec(line);
      if (fail?.[1]) {
        const named = MARKED_NAME.exec(view.lines[i + 1] ?? "");
        out.push({
          tool: HARNESS.id,
          weight: 3,
          test: named?.[1] ?? null,
          suite: null,
          where: frame(fail[1], fail[2]),
          frames: [],
          message: fail[3]?.trim() || line.trim(),
          excerpt: excerptOf(view, i, named ? i + 1 : i),
          start: i,
          end: named ? i + 1 : i,
          kind: "harness check failed",
        });
        continue;
      }
      if (line.includes(ASSERTION_LITERAL)) {
        const a = view.offset + i > runnerUntil ? assertionAt(line) : null;
        if (a) {
          // The test binary's own report: it has no way to run one function alone, the run's command runs it again.
          out.push({
            tool: HARNESS.id,
            weight: 3,
            test: assertionTest(a),
            suite: null,
            where: frame(a.path, a.line),
            frames: [],
            message: line.trim(),
            excerpt: excerptOf(view, i, i),
            start: i,
            end: i,
            kind: "assertion failed",
          });
        }
        continue;
      }
      if (GTEST_TRIGGER.test(line)) {
        const t = gtestFailure(view, i, state);
        if (t) out.push(t);
        continue;
      }
      if (CATCH_TRIGGER.test(line)) {
        const t = catchFailure(view, i);
        if (t) out.push(t);
        continue;
      }
      if (DOCTEST_TRIGGER.test(line)) {
        const t = doctestFailure(view, i);
        if (t) {
          out.push(t);
          continue;
        }
      }
      const san = SANITIZER.exec(line);
      if (san) {
        out.push(sanitizer(view, i, san));
        continue;
      }
      const ub = line.includes(UBSAN_LITERAL) ? UBSAN.exec(line) : null;
      if (ub) {
        out.push(ubsan(view, i, ub));
        continue;
      }
      const d = DIAG.exec(line);
      if (d?.[1] && d[5]) {
        let end = i;
        for (let k = i + 1; k < Math.min(view.lines.length, i + 6); k++) {
          const l = view.lines[k] ?? "";
          if (!/^\s/.test(l) || l.trim() === "") break;
          end = k;
        }
        const undeclared =
          /'([\w$]{1,200})' undeclared|undeclared identifier '([\w$]{1,200})'|implicit declaration of function '([\w$]{1,200})'/.exec(
            d[5],
          );
        const header =
          /^([\w./+-]{1,300}): No such file or directory$/.exec(d[5])?.[1] ??
          /'([\w./+-]{1,300})' file not found/.exec(d[5])?.[1];
        out.push({
          tool: CC.id,
          weight: 3,
          test: null,
          suite: null,
          where: frame(d[1], d[2], d[3]),
          frames: [],
          message: d[5],
          excerpt: excerptOf(view, i, end),
          start: i,
          end,
          kind: d[4] ?? "error",
          ...(undeclared ? { module: undeclared[1] ?? undeclared[2] ?? undeclared[3] ?? "" } : {}),
          ...(header ? { module: header } : {}),
        });
        continue;
      }
      // ld's later undefined references in one object name the source straight after its own prefix
      // (`/usr/bin/ld: /abs/test/a.c:59: undefined reference to `f'`); the first follows an `in function` line.
      const u = UNDEF_REF.exec(line) ?? UNDEF_REF.exec(LINK.exec(line)?.[2] ?? "");
      if (u?.[1] && u[3]) {
        out.push({
          tool: LD.id,
          weight: 3,
          test: null,
          suite: null,
          // Without debug info an object may stand where the source would (`x.o:(.text+0x1a)`): no place then.
          where: u[2] ? frame(u[1], u[2]) : /\.(?:o|obj|a\([^()]{1,300}\))$/.test(u[1]) ? null : frame(u[1]),
          frames: [],
          message: u[3],
          excerpt: excerptOf(view, Math.max(0, i - 1), i),
          start: i,
          end: i,
          kind: "linker",
          module: /`([^']{1,200})'/.exec(u[3])?.[1] ?? "",
        });
        continue;
      }
      const l = LINK.exec(line);
      if (l?.[2] && !/in function [`']/.test(l[2])) {
        // `collect2: error: ld returned 1 exit status` only wraps the errors above it.
        const wrapper = /returned \d+ exit status/.test(l[2]);
        out.push({
          tool: LD.id,
          weight: wrapper ? 0 : 2,
          test: null,
          suite: null,
          where: null,
          frames: [],
          message: l[2],
          excerpt: excerptOf(view, i, i),
          start: i,
          end: i,
          kind: "linker",
        });
        continue;
      }
      // Last: a line any reader above takes (a compiler's `a.c:3: error: …`) is theirs.
      const said = driverCheckFailed(line);
      if (said) {
        out.push(
          lineFinding(view, i, {
            tool: HARNESS.id,
            where: null,
            message: said,
            weight: 1,
            kind: "harness check failed",
          }),
        );
      }
    }
    state.ccRunnerUntil = runnerUntil;
    return out;
  },
} satisfies Extractor;
