// The generic layer: failure shapes common to many tools, read when no tool-specific extractor knows the
// output. Its candidates carry their own tools (`diagnostic`, `harness`), weight 1 (they count only when
// nothing weightier was found) and rules of lower confidence. A line that only says the job failed
// (`make: *** … Error 1`, `Process completed with exit code 1.`) is never read as a failure here.
import {
  type Candidate,
  type Extractor,
  type LogView,
  type RawFrame,
  defineTool,
  excerptOf,
  frame,
  rerunCommand,
} from "./types.js";
import { jsFrames } from "./js-common.js";

/** `path:line[:col]: error: message` from a compiler or checker no extractor knows (assemblers, linters, …). */
export const DIAGNOSTIC = defineTool({ id: "diagnostic", family: "report" });

/** A test binary's own report (`FAILED: name (at line N)`), typically run by make. */
export const HARNESS = defineTool({
  id: "harness",
  family: "report",
  // Such a binary has no way to run one test: the run's own command (it failed) runs it again.
  reproduce: rerunCommand,
});

/**
 * A test list under a banner (`Failed tests:`, `Failures:`): `  220) suite test title:` per failed test, its
 * message and its stack below, as runners with mocha's shape print them (@hapi/lab, and others nobody wrote an
 * extractor for). Weight 2: a runner's own report, though read generically.
 */
export const TEST_LIST = defineTool({
  id: "test-list",
  family: "report",
  reproduce: rerunCommand,
});

// poku (and runners shaped like it) list failed files: `151 test file(s) failed:`, then `1) test/x.test.mts` per file.
const LIST_BANNER =
  /^\s{0,4}(?:Failed tests|Failing tests|Failures|Test failures|\d{1,6} test file\(s\) failed):$/;
const LIST_ITEM = /^\s{0,6}(\d{1,6})\) (\S.{0,1000}?):?$/;
// A stack frame a person clicks: node's `at fn (path:line:col)` / `at path:line:col`, or a bare `path:line:col`.
const LIST_FRAME = /^\s{0,16}at (?:.{1,500} \()?(\S{1,1000}?):(\d{1,7}):(\d{1,7})\)?$/;
const ERROR_NAME = /^(?:Uncaught )?([A-Z]\w{0,60}(?:Error|Exception))\b/;

// A file's block of nested titles, as poku prints them: `◌ title` opens a describe or a test (nested by indent),
// `● title › 12.3ms` closes it, an error (`Error: …` and its stack) belongs to the titles open above it.
const OPEN_TITLE = /^(\s{0,40})◌ (\S.{0,1000})$/;
const CLOSE_TITLE = /^(\s{0,40})● \S.{0,1000} › \d{1,12}(?:\.\d{1,12})?ms$/;
const BLOCK_ERROR =
  /^\s{0,40}((?:Uncaught )?(?:[A-Z][A-Za-z0-9_$]{0,60}(?:Error|Exception)|Error)(?: \[[A-Z0-9_]{1,60}\])?):/;

/**
 * The failures of one listed file whose body nests titles (`◌ describe`, `  ◌ test`): one per error, named by the
 * titles open above it, located at its innermost frame in the listed file when it has one. An error printed under a
 * passing check (`✔ Expected error stack …; got:`) is that check's detail, not a failure.
 */
function titledErrors(view: LogView, file: string, from: number, to: number): Candidate[] {
  const out: Candidate[] = [];
  const open: { indent: number; title: string }[] = [];
  for (let k = from; k <= to; k++) {
    const l = view.lines[k] ?? "";
    const o = OPEN_TITLE.exec(l);
    if (o?.[2] !== undefined) {
      const indent = o[1]?.length ?? 0;
      while (open.length > 0 && (open[open.length - 1]?.indent ?? 0) >= indent) open.pop();
      open.push({ indent, title: o[2].trim() });
      continue;
    }
    const c = CLOSE_TITLE.exec(l);
    if (c) {
      const indent = c[1]?.length ?? 0;
      while (open.length > 0 && (open[open.length - 1]?.indent ?? 0) >= indent) open.pop();
      continue;
    }
    const e = BLOCK_ERROR.exec(l);
    if (!e?.[1]) continue;
    let above = k - 1;
    while (above > from && (view.lines[above] ?? "").trim() === "") above--;
    const passed = /^\s{0,40}✔ /.test(view.lines[above] ?? "");
    // The error's stack and its properties (`{ code: 'X', … }`), up to the next title, error or blank line.
    let end = k;
    while (end + 1 <= to) {
      const n = view.lines[end + 1] ?? "";
      if (n.trim() === "" || OPEN_TITLE.test(n) || CLOSE_TITLE.test(n) || BLOCK_ERROR.test(n)) break;
      end++;
    }
    if (passed || open.length === 0) {
      k = end;
      continue;
    }
    const frames = jsFrames(view.lines.slice(k + 1, end + 1));
    const own = frames.find((f) => f.path.endsWith(`/${file}`) || f.path === file);
    out.push({
      tool: TEST_LIST.id,
      weight: 2,
      test: open.map((t) => t.title).join(" › "),
      suite: file,
      where:
        own ?? frames.find((f) => !f.path.startsWith("node:") && !f.path.includes("/node_modules/")) ?? null,
      frames,
      message: l.trim().slice(0, 2000),
      excerpt: excerptOf(view, k, end),
      start: k,
      end,
      kind: /^Assertion/.test(e[1]) ? "listed test failure" : e[1].replace(/ \[.*$/, ""),
      instance: true,
    });
    k = end;
  }
  return out;
}

function testList(view: LogView, i: number): Candidate[] {
  const out: Candidate[] = [];
  // A runner lists every failed file under one banner (poku: 151 files, 6,700 lines): bounded, read once.
  const limit = Math.min(view.lines.length, i + 50_000);
  let k = i + 1;
  while (k < limit) {
    const h = LIST_ITEM.exec(view.lines[k] ?? "");
    if (!h?.[2]) {
      const l = view.lines[k] ?? "";
      // The list ends at its runner's summary (`1 of 243 tests failed`) or any unindented line.
      if (l.trim() !== "" && !/^\s/.test(l)) break;
      k++;
      continue;
    }
    const start = k;
    let end = k;
    const frames: RawFrame[] = [];
    const said: string[] = [];
    for (k = start + 1; k < limit; k++) {
      const l = view.lines[k] ?? "";
      if (LIST_ITEM.test(l) || (l.trim() !== "" && !/^\s/.test(l))) break;
      if (l.trim() === "") continue;
      end = k;
      const f = LIST_FRAME.exec(l);
      if (f?.[1]) frames.push(frame(f[1], f[2], f[3]));
      // A diff's legend (`actual expected`, `+ expected - actual`) is not what went wrong.
      else if (
        frames.length === 0 &&
        !/^(?:[-+] ?)?(?:actual|expected)(?: {1,4}(?:[-+] ?)?(?:actual|expected))?$/i.test(l.trim())
      )
        said.push(l.trim());
    }
    // No message and no frame: a numbered line of something else.
    if (said.length === 0 && frames.length === 0) continue;
    // A listed file whose body nests the titles of its tests (poku): one failure per error, named by its titles.
    if (said.some((l) => l.startsWith("◌ "))) {
      out.push(...titledErrors(view, h[2].trim(), start + 1, end));
      continue;
    }
    // The message: an error's own line, a line that says what was expected, else the last line before the stack.
    const message =
      said.find((l) => ERROR_NAME.test(l) || /\bexpected\b|\bassert/i.test(l)) ??
      said[said.length - 1] ??
      h[2];
    const error = ERROR_NAME.exec(message)?.[1];
    out.push({
      tool: TEST_LIST.id,
      weight: 2,
      test: h[2].trim(),
      suite: null,
      where: null,
      frames,
      message: message.slice(0, 2000),
      excerpt: excerptOf(view, start, end),
      start,
      end,
      kind: error && !/^Assertion/.test(error) ? error : "listed test failure",
    });
  }
  return out;
}

const DIAG =
  /^(\S{1,1000}?\.[A-Za-z0-9_+-]{1,12}):(\d{1,7}):(?:(\d{1,7}):)? (?:fatal error|error|Error|ERROR)(?: [A-Z]{1,4}\d{1,6})?: (.{1,2000})$/;
// MSBuild (csc, vbc, fsc) and other Windows-born tools: `File.cs(17,19): error CS0103: msg [/abs/Proj.csproj]`,
// the path relative to the project named in brackets (MSBuild's `12>` node prefix optional).
const DIAG_PAREN =
  /^(?:\s{0,8}\d{1,4}>)?(\S.{0,1000}?\.[A-Za-z0-9_+-]{1,12})\((\d{1,7}),(\d{1,7})\): (?:fatal error|error) ([A-Z]{1,8}\d{1,6}): (.{1,2000}?)(?: \[([^\]]{1,1000})\])?$/;
// A linter's finding with its rule code and no `error` word (flake8, pycodestyle, ruff, pylint):
// `six.py:30:1: F401 'warnings' imported but unused`, `x.py:3:0: W0611: Unused import os (unused-import)`.
const LINT_CODE =
  /^(\S{1,1000}?\.[A-Za-z0-9_+-]{1,12}):(\d{1,7}):(\d{1,7}): ([EWFCR][A-Z]{0,3}\d{2,5}):? (.{1,2000})$/;
// A checker's finding, `path:line:col - message` (cspell: `src/a.js:17:31 - Unknown word (exeption)`), under the
// `[script] ` label npm-run-all -l puts on each line of a script it runs beside others.
const CHECKER_DASH =
  /^(?:\[[\w:. -]{1,80}\] )?(\S{1,1000}?\.[A-Za-z0-9_+-]{1,12}):(\d{1,7}):(\d{1,7}) - (\S.{0,2000})$/;
const HARNESS_FAIL = /^\s{0,8}(?:FAILED|FAIL|FAILURE)[: ] ?(.{1,1000}?) \((?:at )?line (\d{1,7})\)$/;
// Unity (C): `tests/parse_number.c:55:parse_number_should_parse_positive_reals:FAIL: Expected 0 Was 10`.
const UNITY_FAIL = /^(\S{1,1000}?\.[A-Za-z0-9_+-]{1,12}):(\d{1,7}):([\w$.]{1,300}):FAIL(?:: ?(.{0,2000}))?$/;
/** The signals a test program's exit status 128+N says killed it: a crash, not a failed check. */
const CRASH_SIGNALS: Readonly<Record<string, string>> = {
  "132": "SIGILL",
  "134": "SIGABRT",
  "135": "SIGBUS",
  "136": "SIGFPE",
  "139": "SIGSEGV",
};

/**
 * What test-suite.log says of automake's failed test `name` (printed below the summary by `VERBOSE=yes` or a CI step
 * that cats the log): its section (`FAIL: name` underlined with `=`) up to the closing `FAIL name (exit status: N)`.
 * The signal that killed it (a crash, not a failed check), and the first `file.c:44:` line the program printed (its
 * check's location, relative to the tests' folder). Null when no section is in reach.
 */
function suiteLogOf(
  view: LogView,
  i: number,
  name: string,
): { signal: string | null; where: RawFrame | null } | null {
  const header = `FAIL: ${name}`;
  const closing = `FAIL ${name} (exit status: `;
  let inSection = false;
  let where: RawFrame | null = null;
  for (let k = i; k < Math.min(view.lines.length, i + 400); k++) {
    const l = view.lines[k] ?? "";
    if (l === header && /^={3,}$/.test(view.lines[k + 1] ?? "")) inSection = true;
    else if (inSection && l.startsWith(closing))
      return { signal: CRASH_SIGNALS[l.slice(closing.length, -1)] ?? null, where };
    else if (inSection && !where) {
      const at = /^([\w./-]{1,500}\.(?:c|cc|cpp|cxx)):(\d{1,7}):/.exec(l);
      if (at?.[1]) where = frame(at[1], at[2]);
    }
  }
  return null;
}

// A numbered check list (redis' testhelp.h, many hand-rolled harnesses): `18 - sdsrange(...,1,100): FAILED`.
// automake's test harness (make check): `FAIL: test-reader`, `ERROR: t/x.sh`, `XPASS: …`, one test program per line.
const AUTOMAKE = /^(FAIL|ERROR|XPASS): (\S{1,500})$/;
// A test driver's one line per failed test program (uthash's do_tests: `test47 failed`): a name that says it is
// a test, then `failed`.
const NAMED_FAILED = /^(\S{0,100}[Tt][Ee][Ss][Tt]\S{0,100}) failed\.?$/;
// A test recipe's banner (zlib's `make test`): `\t\t*** zlib test FAILED ***`, the failed check printed above it.
const BANNER_FAIL = /^\s{0,16}\*{2,3} (.{1,200}?) FAILED \*{2,3}$/;
const NUMBERED_FAIL = /^\s{0,8}\d{1,6} - (.{1,1000}?):? (?:FAILED|FAIL)$/;

/**
 * The source of the test binary that printed line `i`: the make recipe ran `./test/tests` (or `test/tests`),
 * and the compile line before it built it (`-o test/tests test/tests.c src/stack.c`); the source named like
 * the binary, else the first in a test folder.
 */
function binarySource(view: LogView, i: number): string | null {
  for (let k = i - 1; k >= Math.max(0, i - 200); k--) {
    const run = /^(?:\.\/)?([\w./-]{1,300})(?: .{0,500})?$/.exec(view.lines[k] ?? "");
    if (!run?.[1] || !(view.lines[k] ?? "").startsWith("./")) continue;
    const bin = run[1];
    for (let c = k - 1; c >= Math.max(0, k - 200); c--) {
      const l = view.lines[c] ?? "";
      if (!l.includes(`-o ${bin}`) && !l.includes(`-o ./${bin}`)) continue;
      const sources = l.split(/\s+/).filter((w) => /\.(?:c|cc|cpp|cxx)$/.test(w));
      const stem = bin.replace(/\.[a-z]{1,4}$/, "");
      return (
        sources.find((s) => s.replace(/\.[a-z]{1,4}$/, "") === stem) ??
        sources.find((s) => /(?:^|\/)tests?\//.test(s)) ??
        null
      );
    }
    return null;
  }
  return null;
}

export const generic = {
  tools: [DIAGNOSTIC, HARNESS, TEST_LIST],
  trigger:
    /^\s{0,4}(?:Failed tests|Failing tests|Failures|Test failures|\d{1,6} test file\(s\) failed):$|:\d+:(?:\d+:)? (?:fatal error|error|Error|ERROR)[: ]|:\d+:\d+: [EWFCR][A-Z]{0,3}\d{2,5}:? |\(\d+,\d+\): (?:fatal )?error [A-Z]+\d+: |^\s{0,8}(?:FAILED|FAIL|FAILURE)[: ].{0,1000}line \d+\)$|:\d+:[\w$.]+:FAIL|^\s{0,8}\d+ - .{1,1000} FAIL(?:ED)?$|^\s{0,16}\*{2,3} .{1,200} FAILED \*{2,3}$|^(?:FAIL|ERROR|XPASS): \S+$|^\S*[Tt][Ee][Ss][Tt]\S* failed\.?$|:\d+:\d+ - (?:Unknown|Forbidden) word \(/,
  // A linter's code starts with E, W, F, C or R (pycodestyle, pyflakes, mccabe, pylint; ruff's defaults).
  // What each alternative holds at least: `: error` (not ` error`, in every `1 error` summary), `: E` (`: Error`,
  // `: ERROR`, a linter's code), `FAIL` with what follows it (not `FAIL` alone: go's bare `FAIL` line,
  // `ERR_TEST_FAILURE`, `=== FAILURES ===`), and for a numbered result ending in FAIL its ` FAIL` (not the
  // number's `1 - `: TAP's `ok 1 - name` lines hold it, ~120,000 of the bench's typical log, each then decoded
  // and tested for nothing). A checker's `file:17:31 - message` has no literal of its own that TAP's lines do not
  // hold too: cspell's is its message (`Unknown word (x)`, `Forbidden word (x)`).
  literals: [
    "Failed tests:",
    "Failing tests:",
    "Failures:",
    "Test failures:",
    "test file(s) failed:",
    ": fatal error",
    ": error",
    " FAIL",
    ":FAIL",
    "FAIL ",
    "FAIL:",
    "FAILED ",
    "FAILED:",
    "FAILURE ",
    "FAILURE:",
    "ERROR: ",
    "XPASS: ",
    " failed",
    ": E",
    ": W",
    ": F",
    ": C",
    ": R",
    " - Unknown word (",
    " - Forbidden word (",
  ],
  extract(view, anchors) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      if (LIST_BANNER.test(line)) {
        out.push(...testList(view, i));
        continue;
      }
      const d = DIAG.exec(line);
      if (d?.[1] && d[4]) {
        out.push({
          tool: DIAGNOSTIC.id,
          weight: 1,
          test: null,
          suite: null,
          where: frame(d[1], d[2], d[3]),
          frames: [],
          message: d[4],
          excerpt: excerptOf(view, i, i),
          start: i,
          end: i,
        });
        continue;
      }
      const lint = LINT_CODE.exec(line);
      if (lint?.[1] && lint[5]) {
        out.push({
          tool: DIAGNOSTIC.id,
          weight: 1,
          test: null,
          suite: null,
          where: frame(lint[1], lint[2], lint[3]),
          frames: [],
          message: `${lint[4]} ${lint[5]}`,
          excerpt: excerptOf(view, i, i),
          start: i,
          end: i,
          code: lint[4],
        });
        continue;
      }
      const dash = line.includes(" - ") ? CHECKER_DASH.exec(line) : null;
      // `- error TS2322:` is tsc's own (pretty) diagnostic, read by its extractor.
      if (dash?.[1] && dash[4] && !/^(?:error|warning) TS\d/.test(dash[4])) {
        out.push({
          tool: DIAGNOSTIC.id,
          weight: 1,
          test: null,
          suite: null,
          where: frame(dash[1], dash[2], dash[3]),
          frames: [],
          message: dash[4],
          excerpt: excerptOf(view, i, i),
          start: i,
          end: i,
        });
        continue;
      }
      const p = DIAG_PAREN.exec(line);
      if (p?.[1] && p[5]) {
        const project = p[6]?.replace(/\\/g, "/");
        out.push({
          tool: DIAGNOSTIC.id,
          weight: 1,
          test: null,
          suite: null,
          where: frame(p[1], p[2], p[3]),
          frames: [],
          message: `${p[4]}: ${p[5]}`,
          excerpt: excerptOf(view, i, i),
          start: i,
          end: i,
          code: p[4],
          ...(project?.includes("/") ? { dirHint: project.slice(0, project.lastIndexOf("/")) } : {}),
        });
        continue;
      }
      const u = UNITY_FAIL.exec(line) ?? null;
      if (u?.[1] && u[3]) {
        out.push({
          tool: HARNESS.id,
          weight: 1,
          test: u[3],
          suite: null,
          where: frame(u[1], u[2]),
          frames: [],
          message: u[4]?.trim() || line.trim(),
          excerpt: excerptOf(view, i, i),
          start: i,
          end: i,
          kind: "harness check failed",
        });
        continue;
      }
      const n = NUMBERED_FAIL.exec(line);
      if (n?.[1]) {
        out.push({
          tool: HARNESS.id,
          weight: 1,
          test: n[1].trim(),
          suite: null,
          where: null,
          frames: [],
          message: line.trim(),
          excerpt: excerptOf(view, i, i),
          start: i,
          end: i,
          kind: "harness check failed",
        });
        continue;
      }
      const nf = NAMED_FAILED.exec(line);
      if (nf?.[1]) {
        out.push({
          tool: HARNESS.id,
          weight: 1,
          test: nf[1],
          suite: null,
          where: null,
          frames: [],
          message: line.trim(),
          excerpt: excerptOf(view, i, i),
          start: i,
          end: i,
          kind: "harness check failed",
        });
        continue;
      }
      const am = AUTOMAKE.exec(line);
      if (am?.[1] && am[2]) {
        const log = am[1] === "FAIL" ? suiteLogOf(view, i, am[2]) : null;
        const killed = log?.signal ?? null;
        out.push({
          tool: HARNESS.id,
          weight: 1,
          test: am[2],
          suite: null,
          where: log?.where ?? null,
          frames: [],
          message: killed
            ? `${am[2]}: killed by ${killed}`
            : `${am[2]}: ${am[1] === "XPASS" ? "passed, but was expected to fail" : am[1] === "ERROR" ? "hard error" : "failed"}`,
          excerpt: excerptOf(view, i, i),
          start: i,
          end: i,
          kind: killed ? "harness crashed" : am[1] === "ERROR" ? "harness error" : "harness check failed",
        });
        continue;
      }
      const b = BANNER_FAIL.exec(line);
      if (b?.[1]) {
        // What failed: the nearest line above that says so (an error, a failed or bad check), back to the
        // command that built or started the program.
        let said: string | null = null;
        for (let k = i - 1; k >= Math.max(0, i - 30); k--) {
          const l = (view.lines[k] ?? "").trim();
          if (/^(?:gcc|cc|clang|g\+\+|c\+\+|ld|make(?:\[\d{1,4}\])?:)\b/.test(l)) break;
          if (/\berror\b|\bbad\b|\bfail(?:ed|ure)?\b/i.test(l)) {
            said = l;
            break;
          }
        }
        out.push({
          tool: HARNESS.id,
          weight: 1,
          test: null,
          suite: null,
          where: null,
          frames: [],
          message: said ? `${said} (${b[1]} failed)` : line.trim(),
          excerpt: excerptOf(view, Math.max(0, i - 8), i),
          start: i,
          end: i,
          kind: "harness check failed",
        });
        continue;
      }
      const h = HARNESS_FAIL.exec(line);
      if (h?.[1]) {
        const source = binarySource(view, i);
        const where: RawFrame | null = source ? frame(source, h[2]) : null;
        out.push({
          tool: HARNESS.id,
          weight: 1,
          test: h[1].trim(),
          suite: null,
          where,
          frames: [],
          message: line.trim(),
          excerpt: excerptOf(view, i, i),
          start: i,
          end: i,
          kind: "harness check failed",
        });
      }
    }
    return out;
  },
} satisfies Extractor;
