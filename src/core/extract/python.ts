// pytest (detailed sections and the short summary), unittest, mypy and pip.
import {
  type Candidate,
  type Extractor,
  type LogView,
  type RawFrame,
  excerptOf,
  frame,
  isForeignPath,
  LOOKAHEAD,
  LOOKBEHIND,
  defineTool,
} from "./types.js";
import { isTestFile, pythonOf, shellQuote } from "./command.js";
import { pythonTraceback } from "./crash.js";

export const PYTEST = defineTool({
  id: "pytest",
  family: "python-test",
  reproduce: (f) => {
    // A module that failed to collect (or the conftest that failed to load) is run again by collecting it: the
    // file its error is in may be no test module at all.
    if (!f.test) {
      const module = f.suite && /\.py$/.test(f.suite) && !f.suite.startsWith("/") ? f.suite : null;
      return f.suite ? `${pythonOf(f.command)} -m pytest ${shellQuote(module ?? f.file ?? f.suite)}` : null;
    }
    const sep = f.test.indexOf("::");
    if (sep < 0) return null;
    // A subtest runs with its test: `path::Class::test (n=3)` → `path::Class::test`.
    const node =
      f.test.endsWith(")") && f.test.includes(" (") ? f.test.slice(0, f.test.indexOf(" (")) : f.test;
    // Use the verified path when the node id's file was found elsewhere.
    const nodeFile = f.test.slice(0, sep);
    const id =
      f.file && f.file.endsWith(nodeFile.replace(/^\.\//, "")) && /\.py$/.test(f.file)
        ? `${f.file}${node.slice(sep)}`
        : node;
    return `${pythonOf(f.command)} -m pytest ${shellQuote(id)}`;
  },
});

export const UNITTEST_TOOL = defineTool({
  id: "unittest",
  family: "python-test",
  reproduce: (f) => {
    // A doctest loaded by load_tests runs by itself through the doctest module, on its file; a doctest run's
    // failure names the file it ran (its suite), which its location (a frame its example raised in) may not be.
    if (f.code === "doctest") {
      const file = f.suite && /\.(?:py|txt|rst|md)$/.test(f.suite) ? f.suite : f.file;
      return file ? `${pythonOf(f.command)} -m doctest -v ${shellQuote(file)}` : null;
    }
    return f.suite ? `${pythonOf(f.command)} -m unittest ${shellQuote(f.suite)}` : null;
  },
});

export const MYPY_TOOL = defineTool({
  id: "mypy",
  family: "python",
  reproduce: (f) => (f.file ? `mypy ${shellQuote(f.file)}` : "mypy ."),
});

export const PIP = defineTool({ id: "pip", family: "package-manager" });

// pytest pads a section title to the terminal width with `_`; a title too long for it keeps one `_` a side.
const SECTION = /^(_{1,200}) (.{1,1000}?) (_{1,200})$/;

/** The title of a pytest section line (`____ test_x ____`), or null. */
function sectionTitle(l: string): string | null {
  const m = SECTION.exec(l);
  // `_ _ _ _ _` lines split a traceback's frames: not a title.
  if (!m?.[1] || !m[2] || !m[3] || /^[_\s]/.test(m[2])) return null;
  if ((m[1].length < 3 || m[3].length < 3) && l.length < 60) return null;
  return m[2];
}
// A block's header (`==== FAILURES ====`, `==== tests coverage ====`): the sections below it belong to it.
const BLOCK = /^={3,200} (\S.{0,200}?) ={3,200}$/;
// Blocks whose `___ title ___` sections are no failure (a new run's `test session starts` ends the last one).
const NOT_FAILURES = /^(?:PASSES|test session starts|warnings summary|slowest \d{1,6} durations)$|coverage/;
/**
 * The block a section title at `i` is in: the nearest header above it in the window, or the block of the title
 * before it (remembered, so each line is looked at once however many sections there are); null when unknown.
 */
function blockOf(view: LogView, i: number, state: Record<string, unknown>): string | null {
  const titles = (state.titleBlocks ??= new Map<number, string | null>()) as Map<number, string | null>;
  let block: string | null = null;
  for (let k = i - 1; k >= 0; k--) {
    const known = titles.get(view.offset + k);
    if (known !== undefined) {
      block = known;
      break;
    }
    const h = BLOCK.exec(view.lines[k] ?? "");
    if (h?.[1]) {
      block = h[1];
      break;
    }
  }
  titles.set(view.offset + i, block);
  return block;
}

// `FAILED path::test - msg`; pytest 9 subtests: `SUBFAILED(n=3) path::test - msg`.
const SUMMARY_HEAD = /^(FAILED|ERROR|SUBFAILED)(?:\(([^()]{1,500})\))? /;

/**
 * `FAILED tests/x.py::test[a b] - msg` → [whole, kind, subtest params, node id, message]. A node id's
 * parameters may hold spaces and ` - `: the id runs to the `]` that closes its parameters.
 */
function parseSummary(line: string): (string | undefined)[] | null {
  const h = SUMMARY_HEAD.exec(line);
  if (!h) return null;
  const rest = line.slice(h[0].length);
  const space = rest.indexOf(" ");
  const open = rest.indexOf("[");
  const params = open >= 0 && (space < 0 || open < space);
  // The parameters end at the first `] - ` (a message follows) or at the end of the line.
  const close = params ? rest.indexOf("] - ", open) : -1;
  const sep = params ? (close >= 0 ? close + 1 : -1) : rest.indexOf(" - ");
  const id = sep >= 0 ? rest.slice(0, sep) : rest;
  if (id === "" || id.length > 2000 || (!params && id.includes(" "))) return null;
  return [line, h[1], h[2], id, sep >= 0 ? rest.slice(sep + 3) : undefined];
}
// `tests/test_x.py:6: AssertionError` (the crash line) or `tests/test_x.py:1: in <module>` (a frame).
const PY_LOC = /^(\S{1,1000}\.py):(\d{1,7}):(?: (.{0,500}))?$/;
// Python's lines between the exceptions of a chain.
const CHAINED =
  /^(?:During handling of the above exception, another exception occurred|The above exception was the direct cause of the following exception):$/;
// A text file's doctest (`--doctest-glob='*.md'`, `*.rst`, `*.txt`): `/abs/README.md:239: DocTestFailure`.
const DOC_LOC =
  /^(\S{1,1000}\.(?:md|rst|txt|markdown|rest)):(\d{1,7}): (DocTestFailure|UnexpectedException)$/;

function sectionNodeSuffix(header: string): string {
  // `[doctest] pkg.mod.fn` is the node `path/mod.py::pkg.mod.fn`; `Class.test (n=3)` a subtest of `Class::test`.
  if (header.startsWith("[doctest] ")) return header.slice(10);
  const sub = header.indexOf(" (");
  if (sub > 0 && header.endsWith(")"))
    return `${sectionNodeSuffix(header.slice(0, sub))}${header.slice(sub)}`;
  const bracket = header.indexOf("[");
  const head = bracket >= 0 ? header.slice(0, bracket) : header;
  const tail = bracket >= 0 ? header.slice(bracket) : "";
  return head.split(".").join("::") + tail;
}

function pytestSection(
  view: Parameters<Extractor["extract"]>[0],
  i: number,
  header: string,
): Candidate | null {
  let end = i + 1;
  for (; end < Math.min(view.lines.length, i + 400); end++) {
    const l = view.lines[end] ?? "";
    if (sectionTitle(l) !== null || /^={3,}/.test(l)) break;
  }
  const block = view.lines.slice(i + 1, end);
  const eOf = (lines: readonly string[]) =>
    lines.filter((l) => /^E {1,}/.test(l)).map((l) => l.replace(/^E {1,}/, ""));
  // A chain (`During handling of the above exception, another exception occurred:`): the test failed with the
  // last exception, as the summary line says; its message is that one's.
  let chainAt = -1;
  block.forEach((l, k) => {
    if (CHAINED.test(l)) chainAt = k;
  });
  const eLines = eOf(chainAt >= 0 ? block.slice(chainAt) : block);
  const frames: RawFrame[] = [];
  let crash: RawFrame | null = null;
  let crashKind: string | null = null;
  // Each chained exception's line (`AttributeError: …`) and where it was raised.
  const raised: { exc: string; at: RawFrame }[] = [];
  let sectionExc: string | undefined;
  // The source line each entry marks: `>   code` above its `path:line:` (the long format), or the line under
  // `path:line: in fn` (the short one; pytest's default prints the first and last entries long, the others short).
  const marked = new Map<RawFrame, string>();
  let mark: string | undefined;
  let awaiting: RawFrame | null = null;
  for (const l of block) {
    if (awaiting && /^\s/.test(l)) marked.set(awaiting, l.trim());
    awaiting = null;
    if (l.startsWith(">")) mark = l.slice(1).trim();
    if (CHAINED.test(l)) sectionExc = undefined;
    else if (sectionExc === undefined && /^E {1,}[A-Za-z_][\w.]{0,100}: /.test(l))
      sectionExc = l.replace(/^E {1,}/, "");
    const m = PY_LOC.exec(l) ?? (header.startsWith("[doctest] ") ? DOC_LOC.exec(l) : null);
    if (!m?.[1]) continue;
    const f = frame(m[1], m[2], undefined, m[3]?.startsWith("in ") ? m[3].slice(3) : null);
    if (mark !== undefined) marked.set(f, mark);
    else if (f.function !== null) awaiting = f;
    mark = undefined;
    frames.unshift(f);
    if (m[3] && m[3].trim() !== "" && !m[3].startsWith("in ")) {
      crash = f;
      crashKind = m[3] ?? null;
      if (sectionExc !== undefined) raised.push({ exc: sectionExc, at: f });
    }
  }
  // The last exception wraps an earlier one it quotes whole (a warning or error re-raised with the cause's
  // `AttributeError: …` line in its text): the quoted one was raised where the bug is.
  if (chainAt >= 0) {
    const quoted = raised.slice(0, -1).findLast((r) => eLines.slice(1).includes(r.exc));
    if (quoted) {
      crash = quoted.at;
      // Innermost first: a runtime error is located at its first frame in the repository.
      frames.splice(frames.indexOf(quoted.at), 1);
      frames.unshift(quoted.at);
    }
  }
  // --tb=native: the section is Python's own traceback (`Traceback (most recent call last):`, `  File "/abs/x.py", line
  // 56, in fn` entries through pytest's and pluggy's frames, the exception at column 0), with no `E` lines and no
  // `path:line:` crash line. Its frames (the last traceback's, of a chain) innermost first; the innermost outside
  // site-packages is where it was raised (a runtime error is placed among the repository's frames later).
  let nativeExc: string | undefined;
  if (frames.length === 0 && /^Traceback \(most recent call last\):$/.test(block[0] ?? "")) {
    for (const l of chainAt >= 0 ? block.slice(chainAt) : block) {
      const f = /^ {2}File "(.{1,1000})", line (\d{1,7}), in (.{1,300})$/.exec(l);
      if (f?.[1]) frames.unshift(frame(f[1], f[2], undefined, f[3] ?? null));
      else if (nativeExc === undefined && frames.length > 0 && /^[A-Za-z_][\w.]{0,100}(?::|$)/.test(l))
        nativeExc = l;
    }
    crash = frames.find((f) => !isForeignPath(f.path)) ?? null;
  }
  // `file /abs/tests/test_x.py, line 5` (fixture errors)
  for (const l of block) {
    const m = /^file (.{1,1000}), line (\d{1,7})$/.exec(l.trim());
    if (m?.[1]) frames.push(frame(m[1], m[2]));
  }
  const collecting = /^ERROR collecting (.{1,1000})$/.exec(header);
  const phase = /^ERROR at (setup|teardown) of (.{1,1000})$/.exec(header);
  const name = collecting ? null : phase ? (phase[2] ?? header) : header;
  const excLine =
    nativeExc ?? eLines.find((l) => /^[A-Za-z_][\w.]{0,100}(?:Error|Exception|Exit|Interrupt)\b/.test(l));
  const message =
    nativeExc ??
    (eLines[0]?.trimStart().startsWith("File ") ? excLine : undefined) ??
    eLines[0] ??
    // A strict xfail that passed: no traceback, only `[XPASS(strict)] reason`; a unittest @expectedFailure that
    // passed: only `Unexpected success` (with its reason after `: ` when one was given).
    block.find((l) => l.startsWith("[XPASS(strict)]") || /^Unexpected success\b/.test(l))?.trim() ??
    block.find((l) => /Error|Exception/.test(l))?.trim() ??
    crashKind ??
    header;
  // A SyntaxError names the file it is in: `E     File "/abs/calc/parser.py", line 5`
  const syntaxAt =
    excLine?.startsWith("SyntaxError") || excLine?.startsWith("IndentationError")
      ? eLines.map((l) => /^\s*File "(.{1,1000})", line (\d{1,7})$/.exec(l)).find(Boolean)
      : undefined;
  if (syntaxAt?.[1]) crash = frame(syntaxAt[1], syntaxAt[2]);
  const exc = /^([A-Za-z_][\w.]{0,100}?)(?::|$)/.exec(
    nativeExc ?? eLines.find((l) => /^[A-Za-z_.]+(Error|Exception|Exit)\b/.test(l)) ?? "",
  )?.[1];
  // An assertion inside a helper the test called: the test's own call site (its traceback's first entry, in the
  // test's file) is where a person starts; the helper's line stays first among the frames.
  // (A native traceback's outermost frames are pytest's and unittest's own: the test's is the outermost outside them.)
  const own =
    nativeExc !== undefined
      ? frames.findLast((f) => !isForeignPath(f.path))
      : callSite(frames, frames.length - 1, marked);
  if (
    !phase &&
    !collecting &&
    own &&
    isTestFile(own.path) &&
    own !== (crash ?? frames[0]) &&
    (crashKind === "AssertionError" ||
      (nativeExc !== undefined && exc === "AssertionError") ||
      eLines[0]?.startsWith("assert "))
  )
    crash = own;
  // A test stopped by pytest-timeout (`Failed: Timeout (>30.0s) from pytest-timeout.`) under --tb=short: its
  // innermost frame is only where the signal landed, and no line names the failure's location (--tb=long ends
  // with `svc/poller.py:7: Failed`, kept). The test's own line that never returned is where a person looks: its
  // frame named as the test, innermost (hypothesis adds the test's `def` line above it).
  if (name && /^Failed: Timeout\b/.test(eLines[0] ?? "") && frames.some((f) => f.function !== null)) {
    const fn = (name.split("::").pop() ?? "").replace(/\[.{0,1000}$/, "");
    const test = frames.find((f) => f.function === fn && isTestFile(f.path));
    if (test) crash = test;
  } else if (name && /^Failed: Timeout\b/.test(eLines[0] ?? "") && crash && isForeignPath(crash.path)) {
    // The long format names no function: its last line (`../venv/…/site-packages/pkg/_api.py:361: Failed`) is only
    // where the signal landed, in installed or the interpreter's code. The test's own line that never returned is
    // its outermost entry in a test file (`tests/test_x.py:357: `). A last line in the repository's source (a
    // poll loop the test called) is kept: it is the loop that never ended.
    const test = callSite(
      frames,
      frames.findLastIndex((f) => isTestFile(f.path) && !isForeignPath(f.path)),
      marked,
    );
    if (test) crash = test;
  }
  // A doctest's unexpected exception: where it was raised (the traceback's `File "…", line N` entries, innermost
  // first), then the example's line pytest names.
  if (crashKind === "UnexpectedException")
    for (const l of block) {
      const m = /^ {2}File "(.{1,1000})", line (\d{1,7}), in (.{1,300})$/.exec(l);
      if (m?.[1]) frames.unshift(frame(m[1], m[2], undefined, m[3] ?? null));
    }
  let last = end - 1;
  while (last > i && (view.lines[last] ?? "").trim() === "") last--;
  return {
    tool: PYTEST.id,
    weight: 3,
    instance: true,
    test: name,
    suite: collecting ? (collecting[1] ?? null) : null,
    where: crash ?? frames[0] ?? (collecting?.[1] ? frame(collecting[1]) : null),
    frames,
    message: message.trim(),
    excerpt: excerptOf(view, i, last),
    start: i,
    end: last,
    kind: [
      crashKind,
      exc,
      phase ? `error at ${phase[1]}` : null,
      collecting ? "collection error" : null,
      // `from m import x` run by the test's own body: the module loaded, one of its names is gone.
      name && !phase && /^ImportError: cannot import name /.test(message.trim())
        ? "name import in a test"
        : null,
    ]
      .filter(Boolean)
      .join(" "),
    ...assertParts(eLines),
  };
}

/**
 * The test's own entry among a section's frames (innermost first), starting from the one at `at` and going inward:
 * hypothesis's @given calls the test through a wrapper, and pytest prints the test's `def` line as its entry
 * (`>   def test_x(self,` then `tests/test_x.py:54: `) before the entry of the test's body that failed, in the same
 * file. That `def` entry is no line of the test's: the next entry inward in its file is.
 */
function callSite(
  frames: readonly RawFrame[],
  at: number,
  marked: ReadonlyMap<RawFrame, string>,
): RawFrame | undefined {
  const f = frames[at];
  if (!f || !/^(?:async\s+)?def\s/.test(marked.get(f) ?? "")) return f;
  const inner = frames.slice(0, at).findLast((g) => g.path === f.path);
  return inner ?? f;
}

function assertParts(eLines: readonly string[]): { expected?: string; actual?: string } {
  const m = /^assert (.{1,500}) == (.{1,500})$/.exec(eLines[0] ?? "");
  return m ? { actual: m[1] ?? "", expected: m[2] ?? "" } : {};
}

export const pytest = {
  tools: [PYTEST],
  // `rootdir: /abs/libs/pkg`: the folder pytest prints its relative paths from (a nested package).
  // `ImportError while loading conftest '/abs/tests/conftest.py'.`: pytest stopped before collecting (exit 4).
  trigger:
    /^_{1,200} [^_\s].* _{1,200}$|^(?:FAILED|ERROR|SUBFAILED)[ (]|^rootdir: \/|^ImportError while loading conftest '/,
  // `ERROR` and `FAILED` with what follows them: Maven's `[ERROR]`, `=== ERRORS ===` and cargo's `... FAILED` hold
  // them too.
  literals: [" _", "FAILED ", "FAILED(", "ERROR ", "ERROR(", "rootdir: ", "while loading conftest"],
  extract(view, anchors, state) {
    const out: Candidate[] = [];
    // Sections by their node id's suffix, in order: two tests of one name (a class inherited into another
    // module) have two sections, matched to the summary's lines in the order both are printed.
    const bySuffix = (state.sections ??= new Map<string, Candidate[]>()) as Map<string, Candidate[]>;
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      const rootdir = /^rootdir: (\/[^,]{1,1000})(?:, .{0,1000})?$/.exec(line);
      if (rootdir?.[1]) {
        state.rootdir = rootdir[1].trim();
        continue;
      }
      // The conftest's traceback follows as a collection error's section does (`path:N: in <module>`, `E` lines):
      // read as one, of the conftest, whose import failed.
      const conftest = /^ImportError while loading conftest '(.{1,1000})'\.$/.exec(line);
      if (conftest?.[1]) {
        const c = pytestSection(view, i, `ERROR collecting ${conftest[1]}`);
        // pytest names the conftest by its absolute path, and its traceback's outermost frame by the relative one.
        const own = c?.frames.findLast((f) => f.path.endsWith("conftest.py"));
        if (c) out.push(own && conftest[1].endsWith(`/${own.path}`) ? { ...c, suite: own.path } : c);
        continue;
      }
      const title = sectionTitle(line);
      if (title) {
        // pytest prints `___ name ___` sections for failures and errors, and also for what is no failure: the
        // passes `-rP` shows, pytest-cov's report (`___ coverage: platform … ___` under `=== tests coverage ===`).
        const block = blockOf(view, i, state);
        if (block !== null && NOT_FAILURES.test(block)) continue;
        const c = pytestSection(view, i, title);
        if (!c) continue;
        out.push(c);
        const key = c.test ? sectionNodeSuffix(c.test) : (c.suite ?? "");
        if (key) {
          const list = bySuffix.get(key);
          if (list) list.push(c);
          else bySuffix.set(key, [c]);
        }
        continue;
      }
      const sm = parseSummary(line);
      if (!sm?.[3] || !(sm[3].includes(".py") || sm[3].includes("::"))) continue;
      // [kind, node id (with a subtest's parameters), message]
      const m = [
        sm[0],
        sm[1] === "ERROR" ? "ERROR" : "FAILED",
        sm[2] ? `${sm[3]} (${sm[2]})` : sm[3],
        sm[4],
      ] as const;
      const nodeid = m[2];
      // A module's collection error is titled by its path from the rootdir (`ERROR collecting tests/test_x.py`) and
      // summed up by its path from where pytest ran (`ERROR test_x.py`, run from tests/): the same failure.
      const known = [...bySuffix.entries()].find(
        ([k]) =>
          nodeid === k ||
          nodeid.endsWith(`::${k}`) ||
          nodeid.endsWith(`/${k}`) ||
          (m[1] === "ERROR" && !nodeid.includes("::") && /\.py$/.test(nodeid) && k.endsWith(`/${nodeid}`)),
      );
      if (known) {
        // The detailed section of this failure: give it its node id, keep one failure.
        const list = known[1];
        const c = list.shift() as Candidate;
        if (c.test !== null) c.test = nodeid;
        if (!c.message && m[3]) c.message = m[3];
        // A section with no traceback (`[XPASS(strict)]`): the summary's node id names the test's file. One whose
        // traceback never passes through that file (pytest-timeout's signal landing in asyncio's selector under
        // pytest-asyncio): the test's file comes last among its frames, where a person looks when no frame before
        // it is in the repository.
        const nodeFile = (nodeid.split("::")[0] ?? nodeid).split(" (")[0] ?? nodeid;
        if (!c.where && c.frames.length === 0 && nodeid.includes(".py")) c.where = frame(nodeFile);
        else if (
          /\.py$/.test(nodeFile) &&
          (!c.where || isForeignPath(c.where.path)) &&
          !c.frames.some((f) => f.path.endsWith(nodeFile.replace(/^\.\//, "")))
        )
          c.frames.push(frame(nodeFile));
        if (list.length === 0) bySuffix.delete(known[0]);
        continue;
      }
      const file = (nodeid.split("::")[0] ?? nodeid).split(" (")[0] ?? nodeid;
      // --tb=line prints `path:line: message` per failure, in order, before the summary: the line whose
      // message starts like the summary's (pytest cuts the summary with "...") is this failure's location.
      const used = (state.usedLines ??= new Set<number>()) as Set<number>;
      const msg = (m[3] ?? "").replace(/\.\.\.$/, "");
      let lineAt: RawFrame | null = null;
      for (let k = i - 1; msg.length >= 3 && k >= Math.max(0, i - LOOKBEHIND); k--) {
        const pm = PY_LOC.exec(view.lines[k] ?? "");
        if (pm?.[1] && pm[3]?.startsWith(msg) && !used.has(k + view.offset)) {
          used.add(k + view.offset);
          lineAt = frame(pm[1], pm[2]);
          break;
        }
      }
      out.push({
        tool: PYTEST.id,
        weight: 3,
        test: nodeid.includes("::") ? nodeid : null,
        suite: file,
        where: lineAt ?? frame(file),
        frames: [],
        message: m[3] ?? `${m[1] === "ERROR" ? "error" : "failed"}: ${nodeid}`,
        excerpt: excerptOf(view, i, i),
        start: i,
        end: i,
        kind: m[1] === "ERROR" ? (nodeid.includes("::") ? "error" : "collection error") : "",
      });
    }
    const root = typeof state.rootdir === "string" ? state.rootdir : null;
    return root ? out.map((c) => (c.dirHint ? c : { ...c, dirHint: root })) : out;
  },
} satisfies Extractor;

// `FAIL: test_add (pkg.test_math.TestMath.test_add)` (3.11+; older: `(pkg.test_math.TestMath)`), a subtest
// `… (pkg.m.C.test_x) (n=3)`, a doctest `FAIL: fn (pkg.mod)` followed by `Doctest: pkg.mod.fn`; a test marked
// @expectedFailure that passed: `UNEXPECTED SUCCESS: test_x (pkg.m.C.test_x)`, with no traceback.
const UNITTEST = /^(FAIL|ERROR|UNEXPECTED SUCCESS): (\S{1,500}) \((\S{1,1000})\)(?: .{1,1000})?$/;
// The doctest's own failure: `File "/abs/pkg/mod.py", line 9, in pkg.mod.fn` after `Failed doctest test`.
const DOCTEST_AT = /^File "(.{1,1000})", line (\d{1,7}), in \S{1,500}$/;

// A doctest run printed by a test while it ran (`doctest.testmod()` in a test method; `python -m doctest`): unittest -v's
// progress line that starts it (`test (pkg.C.test) ... Trying:`, or `... ****` when it is not verbose), each failed
// example's report (`****` / `File "/abs/doc.py", line 562, in doc` / `Failed example:`) and its end
// (`***Test Failed*** 20 failures.`).
const DOCTEST_PROGRESS = /^(\S{1,500} \(\S{1,1000}\)) \.\.\. (?:Trying:|\*{70})$/;
const DOCTEST_REPORT = /^Failed example:$/;
const DOCTEST_END = /^\*\*\*Test Failed\*\*\* \d{1,9} failures?\.$/;

interface DoctestRun {
  /** The test that runs it (unittest's `name (id)`), when unittest -v printed it. */
  owner: string | null;
  /** The doctests (`in pkg.mod.fn`) with a failed example read so far. */
  items: Set<string>;
}

/**
 * A failed example of a doctest run at `i` (`Failed example:`). A run printed under a test (unittest -v's progress
 * line above it) is that test's failure: its first failed example is the location, read when the test's `FAIL:`
 * section is. A run under no test (`python -m doctest`) fails once per doctest (as unittest's DocTestSuite
 * reports them), at its first failed example, with the exception it raised (doctest's `Exception raised:`
 * traceback, which is the example's, not a failure of its own) or the output it expected.
 */
function doctestExample(view: LogView, i: number, state: Record<string, unknown>): Candidate | null {
  const at = DOCTEST_AT.exec(view.lines[i - 1] ?? "");
  if (!at?.[1] || !/^\*{70}$/.test(view.lines[i - 2] ?? "")) return null;
  const item = /, in (\S{1,500})$/.exec(view.lines[i - 1] ?? "")?.[1] ?? "";
  let run = state.doctestRun as DoctestRun | undefined;
  if (!run) {
    const owner = typeof state.doctestOwner === "string" ? state.doctestOwner : null;
    run = { owner, items: new Set() };
    state.doctestRun = run;
    state.doctestOwner = undefined;
    if (owner) {
      const firsts = (state.doctestFirst ??= new Map<string, RawFrame>()) as Map<string, RawFrame>;
      if (!firsts.has(owner)) firsts.set(owner, frame(at[1], at[2]));
    }
  }
  if (run.owner !== null || run.items.has(item)) return null;
  run.items.add(item);
  const where = frame(at[1], at[2]);
  // The example's source, then `Exception raised:` and its traceback, or `Expected:`/`Got:`.
  let end = i;
  let source = "";
  let tb: Candidate | null = null;
  const expected: string[] = [];
  const got: string[] = [];
  let into: string[] | null = null;
  for (let k = i + 1; k < Math.min(view.lines.length, i + 60); k++) {
    const l = view.lines[k] ?? "";
    if (/^\*{70}$/.test(l) || DOCTEST_END.test(l) || /^Trying:$/.test(l)) break;
    end = k;
    if (l === "Exception raised:") {
      tb = /^\s+Traceback \(most recent call last\):$/.test(view.lines[k + 1] ?? "")
        ? pythonTraceback(view, k + 1)
        : null;
      if (tb) end = tb.end;
      break;
    }
    if (l === "Expected:" || l === "Expected nothing") into = expected;
    else if (l === "Got:") into = got;
    else if (into) into.push(l.trim());
    else if (source === "") source = l.trim();
  }
  return {
    tool: UNITTEST_TOOL.id,
    weight: 2,
    test: item || null,
    suite: at[1],
    where,
    frames: tb ? [...tb.frames, where] : [],
    message: tb?.message ?? `Failed example: ${source}`,
    excerpt: excerptOf(view, i - 2, end),
    start: i - 2,
    end,
    kind: `doctest${tb?.kind ? ` ${tb.kind}` : ""}`,
    code: "doctest",
    ...(tb ? {} : { expected: expected.join("\n"), actual: got.join("\n") }),
  };
}

/**
 * The traceback a test failed with, from the first of its section: the last of a chain (`During handling of the
 * above exception, another exception occurred:`), which is what failed (the exception the test caught, then its
 * failed check), as pytest's summary says of the same run. At most 10 links, each within 400 lines.
 */
function lastOfChain(view: Parameters<Extractor["extract"]>[0], at: number): Candidate | null {
  let k = at;
  for (let link = 0; link < 10; link++) {
    const tb = pythonTraceback(view, k);
    if (tb) return tb;
    const limit = Math.min(view.lines.length, k + 400);
    let j = k + 1;
    while (j < limit && !CHAINED.test(view.lines[j] ?? "")) j++;
    for (j++; j < limit && (view.lines[j] ?? "").trim() === ""; j++);
    if (j >= limit || !/^Traceback \(most recent call last\):$/.test(view.lines[j] ?? "")) return null;
    k = j;
  }
  return null;
}

export const unittest = {
  tools: [UNITTEST_TOOL],
  trigger:
    /^(?:FAIL|ERROR|UNEXPECTED SUCCESS): \S|^Failed example:$|^\*\*\*Test Failed\*\*\* |^\S{1,500} \(\S{1,1000}\) \.\.\. (?:Trying:|\*{70})$/,
  literals: [
    "FAIL: ",
    "ERROR: ",
    "UNEXPECTED SUCCESS: ",
    "Failed example:",
    "***Test Failed*** ",
    " ... Trying:",
    " ... ****",
  ],
  extract(view, anchors, state) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      const progress = DOCTEST_PROGRESS.exec(line);
      if (progress?.[1]) {
        state.doctestOwner = progress[1];
        state.doctestRun = undefined;
        continue;
      }
      if (DOCTEST_END.test(line)) {
        state.doctestRun = undefined;
        state.doctestOwner = undefined;
        continue;
      }
      if (DOCTEST_REPORT.test(line)) {
        const c = doctestExample(view, i, state);
        if (c) out.push(c);
        continue;
      }
      const m = UNITTEST.exec(line);
      if (!m?.[2] || !m[3]) continue;
      const doctest = /^Doctest: \S/.test(view.lines[i + 1] ?? "");
      // The rule under the name; a test with a docstring has its first line printed between them.
      const rule = /^-{10,}$/.test(view.lines[i + 1] ?? "") ? i + 1 : i + 2;
      if (!/^-{10,}$/.test(view.lines[rule] ?? "")) continue;
      // A test module that failed to import (`unittest.loader._FailedTest`): `ImportError: Failed to import test
      // module: name`, then the import's traceback, whose error (a SyntaxError, a missing name) is the failure.
      const failedImport = /^ImportError: Failed to import test module: \S/.test(view.lines[rule + 1] ?? "");
      const tbAt = rule + (failedImport ? 2 : 1);
      const tb = /^Traceback/.test(view.lines[tbAt] ?? "") ? lastOfChain(view, tbAt) : null;
      let end = tb?.end ?? rule;
      let where = tb?.where ?? null;
      // A failed assertion inside a helper the test called (`self.assertTokensTypes(…)`): the test's own call site,
      // its frame named as the test method (innermost), is where a person starts, as pytest's reader does; the
      // helper's line stays first among the frames. An error keeps the frame that raised.
      if (m[1] === "FAIL" && /^AssertionError\b/.test(tb?.message ?? "")) {
        const own = tb?.frames.find((f) => f.function === m[2]);
        if (own && own !== tb?.frames[0]) where = own;
      }
      let firstExample = false;
      if (doctest) {
        // The report after the traceback: `File …, line N, in …`, `Failed example:`, `Expected:`, `Got:`.
        for (let k = end + 1; k < Math.min(view.lines.length, end + 60); k++) {
          const l = view.lines[k] ?? "";
          if (/^={10,}$/.test(l) || UNITTEST.test(l) || /^Ran \d/.test(l)) break;
          const at = DOCTEST_AT.exec(l);
          // The first failed example is the failure; later ones often follow from it.
          if (at?.[1] && !firstExample && /^-{10,}$/.test(view.lines[k - 1] ?? "")) {
            where = frame(at[1], at[2]);
            firstExample = true;
          }
          if (l.trim() !== "" && !/^-{10,}$/.test(l)) end = k;
        }
      }
      // A doctest run this test printed while it ran (its `assertEqual(failures, 0)` is what failed): the run's first
      // failed example is where the failure is.
      const printedRun = (state.doctestFirst as Map<string, RawFrame> | undefined)?.get(
        line.slice(line.indexOf(": ") + 2),
      );
      if (printedRun && !doctest) where = printedRun;
      const qualified = failedImport ? m[2] : m[3].endsWith(`.${m[2]}`) ? m[3] : `${m[3]}.${m[2]}`;
      // No frame to go by (an unexpected success prints no traceback): the test's module, by its qualified name
      // (`pkg.test_m.Class.test` → `pkg/test_m.py`), is the file a person opens.
      if (!where && !doctest && !failedImport) where = moduleFile(qualified);
      out.push({
        tool: UNITTEST_TOOL.id,
        weight: 3,
        // A doctest by the qualified name unittest prints under it (`Doctest: pkg.mod.fn`).
        // A module that failed to import by the module's name, which `python -m unittest` takes.
        test: doctest
          ? (view.lines[i + 1] ?? "").slice(9).trim()
          : failedImport
            ? m[2]
            : line.slice(line.indexOf(": ") + 2),
        suite: qualified,
        where,
        frames: tb?.frames ?? [],
        message: tb?.message ?? line,
        excerpt: excerptOf(view, i, end),
        start: i,
        end,
        kind: `${m[1]} ${tb?.kind ?? ""}${doctest ? " doctest" : ""}`.trim(),
        ...(doctest ? { code: "doctest" } : {}),
        ...unittestParts(tb?.message ?? ""),
      });
    }
    return out;
  },
} satisfies Extractor;

/** The file of a unittest's module by the test's qualified name (`pkg.test_m.Class.test`), or null (`__main__`). */
function moduleFile(qualified: string): RawFrame | null {
  const parts = qualified.split(".");
  if (parts.length < 3) return null;
  const module = parts.slice(0, -2);
  return module[0] === "__main__" ? null : frame(`${module.join("/")}.py`);
}

function unittestParts(message: string): { expected?: string; actual?: string } {
  const m = /^AssertionError: (.{1,500}) != (.{1,500})$/.exec(message);
  return m ? { actual: m[1] ?? "", expected: m[2] ?? "" } : {};
}

// mypy: `app.py:5: error: Incompatible return value type (got "str", expected "int")  [return-value]`
const MYPY = /^(\S{1,1000}\.pyi?):(\d{1,7}):(?:(\d{1,7}):)? error: (.{1,2000})$/;

// `mypy --install-types --non-interactive` runs pip on the stub packages it lacks before it checks:
// `Installing missing stub packages:`, the pip command, pip's output.
const STUB_INSTALL = /^Installing missing stub packages:$/;
// pip failing to reach its index: urllib3's connection errors in its retry warnings, name resolution, and an index
// that answered no version at all of the packages mypy named (stub packages it knows are published).
const PIP_OFFLINE =
  /\b(?:NewConnectionError|ConnectTimeoutError|ReadTimeoutError|ProxyError|SSLError)\b|Name or service not known|Temporary failure in name resolution|Network is unreachable|Connection refused|No route to host|\(from versions: none\)/;
// How far past the stub install its run's errors may be printed.
const STUB_ERRORS_WITHIN = 2_000;

/**
 * The global index of the end of a stub install at `i` that failed for want of the network (pip's `ERROR:` lines
 * and a connection failure before mypy's first diagnostic), or null.
 */
function offlineStubInstall(view: LogView, i: number): number | null {
  let failed = false;
  let offline = false;
  const limit = Math.min(view.lines.length, i + LOOKAHEAD);
  for (let k = i + 1; k < limit; k++) {
    const l = view.lines[k] ?? "";
    if (MYPY.test(l) || STUB_INSTALL.test(l)) break;
    if (/^ERROR: /.test(l)) failed = true;
    if (PIP_OFFLINE.test(l)) offline = true;
    if (failed && offline) return view.offset + k;
  }
  return null;
}

export const mypy = {
  tools: [MYPY_TOOL],
  trigger: /\.pyi?:\d+:(?:\d+:)? error: |^Installing missing stub packages:$/,
  literals: [" error: ", "Installing missing stub packages:"],
  extract(view, anchors, state) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      if (STUB_INSTALL.test(view.lines[i] ?? "")) {
        state.offlineStubs = offlineStubInstall(view, i);
        continue;
      }
      const m = MYPY.exec(view.lines[i] ?? "");
      if (!m?.[1] || !m[4]) continue;
      let message = m[4];
      let code: string | undefined;
      const br = message.lastIndexOf("  [");
      if (br > 0 && message.endsWith("]")) {
        code = message.slice(br + 3, -1);
        message = message.slice(0, br);
      }
      const got = /\(got "(.{1,300}?)", expected "(.{1,300}?)"\)/.exec(message);
      const mod = /module named "(.{1,300}?)"/.exec(message)?.[1];
      // A package's stubs missing after --install-types could not install them (pip never reached its index): the
      // runner's network, not the code. The same check passes where the index is reachable.
      const after = typeof state.offlineStubs === "number" ? view.offset + i - state.offlineStubs : -1;
      const offline =
        after > 0 && after <= STUB_ERRORS_WITHIN && /^Library stubs not installed for "/.test(message);
      out.push({
        tool: MYPY_TOOL.id,
        weight: 3,
        test: null,
        suite: null,
        where: frame(m[1], m[2], m[3]),
        frames: [],
        message,
        excerpt: excerptOf(view, i, i),
        start: i,
        end: i,
        ...(code ? { code } : {}),
        ...(got ? { actual: got[1] ?? "", expected: got[2] ?? "" } : {}),
        ...(mod ? { module: mod } : {}),
        ...(offline ? { kind: "stub install failed on the network" } : {}),
      });
    }
    return out;
  },
} satisfies Extractor;

/** pip's `Could not find a version that satisfies the requirement R …` line followed by its `No matching distribution found for R`. */
function sameRequirement(first: string, second: string): boolean {
  const a = /^ERROR: Could not find a version that satisfies the requirement (\S{1,500})/.exec(first)?.[1];
  const b = /^ERROR: No matching distribution found for (\S{1,500})$/.exec(second)?.[1];
  return a !== undefined && a === b;
}

export const pip = {
  tools: [PIP],
  trigger: /^ERROR: (?:Could not|No matching)/,
  literals: ["ERROR: "],
  extract(view, anchors) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      // pip says one failure twice: `Could not find a version that satisfies the requirement types-pytz (from
      // versions: none)`, then `No matching distribution found for types-pytz`. One failure, on the first line.
      const line = view.lines[i] ?? "";
      if (sameRequirement(view.lines[i - 1] ?? "", line)) continue;
      const end = sameRequirement(line, view.lines[i + 1] ?? "") ? i + 1 : i;
      out.push({
        tool: PIP.id,
        weight: 2,
        test: null,
        suite: null,
        where: null,
        frames: [],
        message: line.trim(),
        excerpt: excerptOf(view, Math.max(0, i - 3), end),
        start: i,
        end,
      });
    }
    return out;
  },
} satisfies Extractor;
