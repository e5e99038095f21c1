// go test (plain and -v; -json is decoded by normalize; gotestsum), go build/vet errors, and the Go static checks
// CI runs beside them:
// - an example whose output differs: `--- FAIL: ExampleX (0.00s)`, then `got:` and `want:` blocks of bare lines.
// - a panic in a test server's handler: net/http recovers it and logs `http: panic serving ADDR: message` and the
//   goroutine's frames (after a log timestamp); the test itself then fails on the broken response (EOF, a status).
// - staticcheck: `decode.go:42:2: should check returned error before deferring fp.Close() (SA5001)`.
// - gofmt -d: `diff -u x.go.orig x.go` (older: `diff x.go.orig x.go`), `--- x.go.orig`, `+++ x.go`, then hunks; CI
//   often runs it as `diff -u <(echo -n) <(gofmt -d .)`, which prefixes every one of those lines with `+`.
import {
  type Candidate,
  type Extractor,
  type LogView,
  type RawFrame,
  excerptOf,
  frame,
  toInt,
  defineTool,
  lineFinding,
} from "./types.js";
import { dirOf, regexEscape, shellQuote } from "./command.js";
import { LOOKAHEAD, LOOKBEHIND } from "./types.js";

/** How far back a failed test's `=== RUN` line is looked for under -v (a literal check per line first). */
const RUN_LOOKBEHIND = 2_000;

export const GO = defineTool({
  id: "go",
  family: "go",
  reproduce: (f) => {
    if (!f.test) {
      if (f.code === undefined && f.file) return `go vet ${dirOf(f.file)}`;
      // A test binary that exited with no test named: the package again.
      return f.dirHint && isPackage(f.dirHint) ? `go test ${shellQuote(f.dirHint)}` : null;
    }
    const pattern = f.test
      .split("/")
      .map((p) => `^${regexEscape(p)}$`)
      .join("/");
    // The test's package: its test file's folder; else the package go test named (a panic's or a race's innermost
    // repository frame can be in another package than the test's), else the frame's folder.
    const hint = f.dirHint && isPackage(f.dirHint) ? f.dirHint : null;
    const pkg =
      f.file && (f.file.endsWith("_test.go") || !hint)
        ? dirOf(f.file)
        : (hint ?? (f.file ? dirOf(f.file) : "./..."));
    return `go test -run ${shellQuote(pattern)} ${shellQuote(pkg)}`;
  },
});

/** A package go test can be given: `.`, `./sub`, or an import path whose first element is a domain. */
const isPackage = (p: string): boolean =>
  p === "." || p.startsWith("./") || /^[\w-]{1,100}(?:\.[\w-]{1,100}){1,10}\/\S/.test(p);

export const STATICCHECK = defineTool({
  id: "staticcheck",
  family: "lint",
  reproduce: (f) => `staticcheck ${f.file ? dirOf(f.file) : "./..."}`,
});

export const GOFMT = defineTool({
  id: "gofmt",
  family: "lint",
  reproduce: (f) => `gofmt -d ${f.file ? shellQuote(f.file) : "."}`,
});

/**
 * A column-less compiler or vet error at line `i` (as COMPILE's match: path, line, no column, message), when the
 * lines above it up to go's `# pkg` header are errors of the same block (and their indented continuations).
 */
function underPackageHeader(view: LogView, i: number): (string | undefined)[] | null {
  const m = COMPILE_NO_COLUMN.exec(view.lines[i] ?? "");
  if (!m) return null;
  for (let k = i - 1; k >= Math.max(0, i - 50); k--) {
    const l = view.lines[k] ?? "";
    if (l.startsWith("# ")) return [m[0], m[1], m[2], undefined, m[3]];
    if (!COMPILE_NO_COLUMN.test(l) && !COMPILE.test(l) && !l.startsWith("\t")) return null;
  }
  return null;
}

const FAIL_TEST = /^(\s*)--- FAIL: (\S{1,1000}) \([\d.]{1,20}s\)$/;
const GOTESTSUM = /^=== FAIL: (\S{1,500}) (\S{1,1000}) \([\d.]{1,20}s\)$/;
const FAIL_PKG = /^(?:FAIL|ok)\s+(\S{1,500})(?:\s|$)/;
// `    math_test.go:8: message` (t.Error output, indented)
const T_LOG = /^\s+([\w./-]{1,500}\.go):(\d{1,7}): (.{0,2000})$/;
// `./math.go:5:9: undefined: foo` (compiler) — path relative to the module or package
const COMPILE = /^(?:vet: )?([\w./-]{1,1000}\.go):(\d{1,7}):(\d{1,7}): (.{1,2000})$/;
// The same without a column: go test -cover (Go 1.19) prints the compiler's and vet's errors so
// (`name/file.go:30: cannot use …`). A program's own log line (log.Lshortfile) has this shape too, so it is
// read only in the block under go's `# pkg` header.
const COMPILE_NO_COLUMN = /^(?:vet: )?([\w./-]{1,1000}\.go):(\d{1,7}): (.{1,2000})$/;
// goroutine frames: `\t/path/x_test.go:10 +0x2c`
const GO_FRAME = /^\t(\S{1,1000}\.go):(\d{1,7})(?: \+0x[0-9a-f]{1,16})?$/;
// staticcheck's check codes, at the end of its findings: `(SA5001)`, `(S1017)`, `(ST1005)`, `(QF1001)`, `(U1000)`.
const STATICCHECK_CODE = / \(((?:SA|ST|QF|S|U)\d{4})\)$/;
// gofmt -d's header (an optional `+` when the whole diff is itself diffed against nothing).
const GOFMT_DIFF = /^\+?diff (?:-u )?(\S{1,1000}\.go)\.orig (\S{1,1000}\.go)$/;
// net/http's log of a panic it recovered in a handler, after the log package's timestamp.
const SERVED_PANIC = /\bhttp: panic serving \S{1,300}: (.{1,2000})$/;

/** The package a test ran in: the `FAIL\tpkg\t0.01s` line after the failure. */
function packageAfter(view: LogView, i: number): string | undefined {
  for (let k = i; k < Math.min(view.lines.length, i + 400); k++) {
    const l = view.lines[k] ?? "";
    // (not gotestsum's line per test, `FAIL TestName (0.00s)`)
    if (
      (l.startsWith("FAIL\t") || l.startsWith("FAIL ") || l.startsWith("ok ")) &&
      !/ \([\d.]{1,20}s\)$/.test(l)
    ) {
      const m = FAIL_PKG.exec(l);
      if (m?.[1] && m[1] !== "FAIL") return m[1];
    }
  }
  return undefined;
}

/** A goroutine frame's function without its argument list: `net/http.(*conn).serve.func1()` → `net/http.(*conn).serve.func1`. */
function withoutArgs(line: string): string | null {
  const l = line.trim();
  if (!l.endsWith(")")) return l || null;
  let depth = 0;
  for (let k = l.length - 1; k >= 0 && k >= l.length - 2000; k--) {
    if (l[k] === ")") depth++;
    else if (l[k] === "(" && --depth === 0) return l.slice(0, k) || null;
  }
  return l || null;
}

/**
 * A frame in Go's own sources (GOROOT/src/net/http/server.go), never the repository's: the folder before the last
 * `/src/` is a Go installation's and the package after it has no dot (GOPATH's `src/github.com/…` has one).
 */
function isStdFrame(path: string): boolean {
  const p = path.replace(/\\/g, "/");
  const m = /^(.{0,1000})\/src\/([^/]{1,200})\//.exec(p);
  if (!m?.[1] || m[2]?.includes(".")) return false;
  return /(?:\/go|\/go-?\d[\w.]{0,20}|\/golang(?:-\d[\w.]{0,20})?|\/go\/[\w.]{1,30}\/x64|\/libexec|\/sdk\/go[\w.]{1,20})$/.test(
    m[1],
  );
}

/**
 * The panic net/http recovered in a test server's handler while test `i` ran: its `http: panic serving` line
 * between the test's start (its `=== RUN`, or the previous test's result) and its `--- FAIL`, and the frames of
 * the goroutine dump after it.
 */
function servedPanic(view: LogView, i: number): { message: string; frames: RawFrame[]; at: number } | null {
  for (let k = i - 1; k >= Math.max(0, i - LOOKBEHIND); k--) {
    const l = view.lines[k] ?? "";
    if (/^\s*(?:=== (?:RUN|CONT)|--- (?:FAIL|PASS|SKIP)|ok |FAIL\s)/.test(l)) return null;
    const m = SERVED_PANIC.exec(l);
    if (!m?.[1]) continue;
    const frames: RawFrame[] = [];
    let fn: string | null = null;
    for (let j = k + 1; j < i; j++) {
      const x = view.lines[j] ?? "";
      const f = GO_FRAME.exec(x);
      if (f?.[1]) {
        if (!isStdFrame(f[1])) frames.push(frame(f[1], f[2], undefined, fn));
      } else if (x.trim() === "" || /^\s/.test(x) || /^(?:=== |--- )/.test(x)) break;
      else fn = withoutArgs(x.replace(/^created by /, ""));
    }
    return { message: l.slice(l.indexOf("http: panic serving")), frames, at: k };
  }
  return null;
}

/** An example's `got:` / `want:` blocks starting at line k (bare lines, up to a blank line or go test's next line). */
function exampleBlock(view: LogView, k: number): { got: string[]; want: string[]; end: number } | null {
  if ((view.lines[k] ?? "").trim() !== "got:") return null;
  const got: string[] = [];
  const want: string[] = [];
  let into = got;
  let end = k;
  for (let j = k + 1; j < Math.min(view.lines.length, k + 200); j++) {
    const l = view.lines[j] ?? "";
    if (l.trim() === "want:" && into === got) {
      into = want;
      end = j;
      continue;
    }
    if (l.trim() === "" || /^(?:=== |--- |FAIL\b|ok |PASS$|DONE |coverage: )/.test(l)) break;
    into.push(l);
    end = j;
  }
  return into === want ? { got, want, end } : null;
}

function exampleCandidate(
  view: LogView,
  i: number,
  block: { name: string; got: string[]; want: string[]; end: number },
  extra: { suite?: string | null; dirHint?: string },
): Candidate {
  const name = block.name;
  return {
    tool: GO.id,
    weight: 3,
    test: name,
    suite: extra.suite ?? null,
    where: null,
    frames: [],
    message: ["got:", ...block.got, "want:", ...block.want].join("\n").slice(0, 2000),
    excerpt: excerptOf(view, i, block.end),
    start: i,
    end: block.end,
    kind: "example",
    actual: block.got.join("\n").slice(0, 1000),
    expected: block.want.join("\n").slice(0, 1000),
    ...(extra.dirHint ? { dirHint: extra.dirHint } : {}),
  };
}

/** gofmt -d's hunks for one file, from its `diff x.go.orig x.go` header at line i: the first changed line of each. */
function gofmtHunks(view: LogView, i: number, m: RegExpExecArray): Candidate[] {
  const pre = (view.lines[i] ?? "").startsWith("+") ? "+" : "";
  const file = m[2] ?? "";
  const out: Candidate[] = [];
  let hunk: { at: number; old: number; offset: number; found: boolean } | null = null;
  for (let k = i + 1; k < Math.min(view.lines.length, i + LOOKAHEAD); k++) {
    const raw = view.lines[k] ?? "";
    if (!raw.startsWith(pre)) break;
    const l = raw.slice(pre.length);
    if (GOFMT_DIFF.test(l) || GOFMT_DIFF.test(raw)) break;
    if (l.startsWith("--- ") || l.startsWith("+++ ")) continue;
    const h = /^@@ -(\d{1,7})(?:,\d{1,7})? \+\d{1,7}(?:,\d{1,7})? @@/.exec(l);
    if (h) {
      hunk = { at: k, old: Number(h[1]), offset: 0, found: false };
      continue;
    }
    if (!hunk || hunk.found) {
      if (hunk && out.length > 0) {
        const last = out[out.length - 1];
        if (last) last.end = k;
      }
      continue;
    }
    if (l.startsWith("-") || l.startsWith("+")) {
      hunk.found = true;
      out.push({
        tool: GOFMT.id,
        weight: 3,
        test: null,
        suite: null,
        where: { function: null, path: file, line: hunk.old + hunk.offset, column: null },
        frames: [],
        message: `${file} is not formatted as gofmt formats it: ${l.slice(1).trim()}`.slice(0, 2000),
        excerpt: excerptOf(view, hunk.at, k),
        start: hunk.at,
        end: k,
        kind: "format",
      });
    } else hunk.offset++;
  }
  return out;
}

function panicFrames(view: LogView, i: number): { frames: RawFrame[]; end: number } {
  const frames: RawFrame[] = [];
  let end = i;
  let fn: string | null = null;
  for (let k = i; k < Math.min(view.lines.length, i + 300); k++) {
    const l = view.lines[k] ?? "";
    if (/^(FAIL|ok)\s/.test(l) || l.startsWith("exit status")) break;
    end = k;
    const f = GO_FRAME.exec(l);
    if (f?.[1]) frames.push(frame(f[1], f[2], undefined, fn));
    else if (!l.startsWith("\t")) fn = withoutArgs(l);
  }
  return { frames, end };
}

function failTest(view: LogView, i: number, m: RegExpExecArray, claimed: Set<number>): Candidate | null {
  const indent = (m[1] ?? "").length;
  const name = m[2] ?? "";
  // Output of the test: the lines indented deeper after `--- FAIL` (non -v), or the lines before it
  // between `=== RUN   Name` and the `--- FAIL` (-v).
  const logs: { line: number; text: string }[] = [];
  let end = i;
  let hasChild = false;
  for (let k = i + 1; k < Math.min(view.lines.length, i + 200); k++) {
    const l = view.lines[k] ?? "";
    const lead = l.length - l.trimStart().length;
    if (l.trim() === "" || lead <= indent) break;
    if (FAIL_TEST.test(l) || /^\s+--- (PASS|SKIP)/.test(l)) {
      hasChild ||= FAIL_TEST.test(l);
      // a subtest's block: skip to the next line at our depth + 4
      continue;
    }
    end = k;
    if (lead === indent + 4) logs.push({ line: k, text: l });
  }
  if (logs.length === 0 && !hasChild) {
    // -v: a test's output follows its `=== RUN   Name` (or `=== CONT   Name`) line, up to the next one. A test that
    // prints whole documents it compared (envconfig's usage text: 370 lines) runs far past the usual look-behind:
    // its RUN line is looked for as far back as the scanner's window holds (its lines from the window's start).
    let run = -1;
    for (let k = i - 1; k >= Math.max(0, i - RUN_LOOKBEHIND); k--) {
      if (
        (view.lines[k] ?? "").startsWith("=== ") &&
        /^=== (?:RUN|CONT) {1,3}/.test(view.lines[k] ?? "") &&
        (view.lines[k] ?? "").trim().split(/\s+/)[2] === name
      ) {
        run = k;
        break;
      }
    }
    let owner: string | null = null;
    for (let k = run; run >= 0 && k < i; k++) {
      const l = view.lines[k] ?? "";
      const m = /^=== (?:RUN|CONT|PAUSE|NAME) {1,3}(\S{1,1000})$/.exec(l.trim());
      if (m?.[1]) owner = l.includes("=== PAUSE") ? null : m[1];
      else if (owner === name && T_LOG.test(l)) logs.push({ line: k, text: l });
    }
  }
  if (logs.length === 0 && hasChild) return null; // failed only because a subtest failed
  const first = logs.map((x) => T_LOG.exec(x.text)).find(Boolean);
  // A panic in the test shows up right after the FAIL line.
  const panicAt = (view.lines[i + 1] ?? "").startsWith("panic: ") ? i + 1 : -1;
  // A panic in a handler the test served: the test's own failure (EOF, a status) is its consequence.
  const served = panicAt < 0 ? servedPanic(view, i) : null;
  if (served) {
    const own = logs.map((x) => x.text.trim()).join("\n");
    return {
      tool: GO.id,
      weight: 3,
      test: name,
      suite: null,
      where: null,
      frames: served.frames,
      message: (own ? `${served.message}\n${own}` : served.message).slice(0, 2000),
      excerpt: [
        ...excerptOf(view, served.at, served.at + 19, 20),
        ...excerptOf(view, i, Math.max(end, i), 20),
      ],
      start: i,
      end: Math.max(end, i),
      kind: "panic",
      ...dir(view, i),
    };
  }
  const example = logs.length === 0 && panicAt < 0 ? exampleBlock(view, i + 1) : null;
  if (example) {
    for (let k = i + 1; k <= example.end; k++) claimed.add(k);
    return exampleCandidate(view, i, { name, ...example }, dir(view, i));
  }
  if (logs.length === 0 && panicAt < 0) {
    return {
      tool: GO.id,
      weight: 3,
      test: name,
      suite: null,
      where: null,
      frames: [],
      message: `--- FAIL: ${name}`,
      excerpt: excerptOf(view, i, i),
      start: i,
      end: i,
      ...dir(view, i),
    };
  }
  if (panicAt >= 0) {
    const p = panicFrames(view, panicAt);
    for (let k = panicAt; k <= p.end; k++) claimed.add(k);
    const inTest = p.frames.filter(
      (f) => !f.path.includes("/src/runtime/") && !f.path.includes("/src/testing/"),
    );
    return {
      tool: GO.id,
      weight: 3,
      test: name,
      suite: null,
      where: inTest[0] ?? null,
      frames: inTest,
      message: (view.lines[panicAt] ?? "").replace(/ \[recovered\]$/, "").trim(),
      excerpt: excerptOf(view, i, p.end),
      start: i,
      end: p.end,
      kind: "panic",
      ...dir(view, i),
    };
  }
  // `go test -race`: the test only says `race detected`; the race report above it has the frames.
  const race = logs.some((x) => x.text.includes("race detected")) ? raceFrames(view, i) : [];
  return {
    tool: GO.id,
    weight: 3,
    test: name,
    suite: null,
    where: race.length > 0 ? null : first?.[1] ? frame(first[1], first[2]) : null,
    frames: race,
    message: logs
      .map((x) => x.text.trim())
      .join("\n")
      .slice(0, 2000),
    excerpt: excerptOf(view, Math.min(i, logs[0]?.line ?? i), Math.max(end, i)),
    start: i,
    end: Math.max(end, i),
    kind: "t.Error",
    ...gotWant(first?.[3] ?? ""),
    ...dir(view, i),
  };
}

/** Frames of the nearest `WARNING: DATA RACE` report before line i: `      /abs/x.go:7 +0x77`. */
function raceFrames(view: LogView, i: number): RawFrame[] {
  let start = -1;
  for (let k = i - 1; k >= Math.max(0, i - LOOKBEHIND); k--) {
    if ((view.lines[k] ?? "").startsWith("WARNING: DATA RACE")) {
      start = k;
      break;
    }
  }
  const frames: RawFrame[] = [];
  for (let k = start + 1; start >= 0 && k < i; k++) {
    const m = /^\s+(\S{1,1000}\.go):(\d{1,7})(?: \+0x[0-9a-f]{1,16})?$/.exec(view.lines[k] ?? "");
    if (m?.[1]) frames.push(frame(m[1], m[2]));
  }
  return frames;
}

function dir(view: LogView, i: number): { dirHint?: string } {
  const pkg = packageAfter(view, i);
  return pkg ? { dirHint: pkg } : {};
}

function gotWant(message: string): { expected?: string; actual?: string } {
  const m = /\bgot:? (.{1,300}?),? want:? (.{1,300})$/.exec(message);
  return m ? { actual: m[1] ?? "", expected: m[2] ?? "" } : {};
}

// go test's result line for a package whose test binary ran: `FAIL\tpkg\t0.756s`.
const FAIL_RAN = /^FAIL\t(\S{1,500})\t[\d.]{1,20}s(?:\s|$)/;

/**
 * A test binary that ended without a test failing: a test or an example called log.Fatal or os.Exit, or the runtime
 * stopped it (`fatal error: concurrent map writes`, `all goroutines are asleep`). go test then prints the package's
 * `FAIL` line with no `--- FAIL` and no panic above it. The test is the one still running under -v (its `=== RUN`
 * without a result), or the goroutine dump's test function.
 */
function binaryExit(view: LogView, i: number, pkg: string): Candidate | null {
  let start = -1;
  let fatal = -1;
  let last = -1;
  const ended = new Set<string>();
  let running: string | null = null;
  // The package's whole output must be seen (from the previous package's result line, or the log's start).
  let whole = i <= LOOKBEHIND && view.offset === 0;
  for (let k = i - 1; k >= Math.max(0, i - LOOKBEHIND); k--) {
    const l = view.lines[k] ?? "";
    if (/^(?:ok {1,3}\t|FAIL\t|\? {1,3}\t|PASS$)/.test(l)) {
      whole = true;
      break;
    }
    start = k;
    if (/--- FAIL: |^=== FAIL: |^panic: |race detected during execution/.test(l)) return null;
    if (l.startsWith("fatal error: ")) fatal = k;
    const r = /^\s*--- (?:PASS|SKIP): (\S{1,1000}) \(/.exec(l);
    if (r?.[1]) ended.add(r[1]);
    const run = /^=== RUN {1,3}(\S{1,1000})$/.exec(l);
    if (run?.[1] && running === null && !ended.has(run[1])) running = run[1];
    if (last < 0 && l.trim() !== "" && l.trim() !== "FAIL" && !/^exit status \d{1,3}$/.test(l.trim()))
      last = k;
  }
  if (!whole || start < 0 || last < 0) return null;
  const p = fatal >= 0 ? panicFrames(view, fatal) : { frames: [], end: i };
  const inRepo = p.frames.filter((f) => !isStdFrame(f.path) && !f.path.includes("/src/runtime/"));
  const dumped = p.frames
    .map((f) => /\.((?:Test|Example)[\w]{0,200})$/.exec(f.function ?? "")?.[1])
    .find(Boolean);
  const at = fatal >= 0 ? fatal : last;
  return {
    tool: GO.id,
    weight: 2,
    test: running ?? dumped ?? null,
    suite: null,
    where: null,
    frames: inRepo,
    // (without the log package's timestamp)
    message: (view.lines[at] ?? "")
      .trim()
      .replace(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,9})? /, "")
      .slice(0, 2000),
    excerpt: excerptOf(view, start, i),
    start: i,
    end: i,
    kind: "test binary exited",
    dirHint: pkg,
  };
}

export const go = {
  tools: [GO, STATICCHECK, GOFMT],
  trigger:
    /^\s*--- FAIL: |^=== FAIL: |^panic: |\.go:\d+:\d+: |^(?:vet: )?[\w./-]{1,1000}\.go:\d+: |^\+?diff (?:-u )?\S{1,1000}\.go\.orig |^FAIL\t/,
  literals: ["--- FAIL: ", "=== FAIL: ", "panic: ", ".go:", ".go.orig ", "FAIL\t"],
  extract(view, anchors) {
    const out: Candidate[] = [];
    const claimed = new Set<number>();
    for (const i of anchors) {
      if (claimed.has(i)) continue;
      const line = view.lines[i] ?? "";
      const g = GOTESTSUM.exec(line);
      if (g?.[2]) {
        // gotestsum: `=== FAIL: pkg TestName (0.00s)` then the test's output, indented.
        const logs: RegExpExecArray[] = [];
        let end = i;
        for (let k = i + 1; k < Math.min(view.lines.length, i + 200); k++) {
          const l = view.lines[k] ?? "";
          if (l.trim() === "" || l.startsWith("=== ") || l.startsWith("DONE ")) break;
          claimed.add(k);
          end = k;
          const m = T_LOG.exec(l);
          if (m) logs.push(m);
        }
        if (logs.length === 0) {
          const example = exampleBlock(view, i + 1);
          if (example)
            out.push(
              exampleCandidate(view, i, { name: g[2], ...example }, { suite: g[1] ?? null, dirHint: g[1] }),
            );
          continue; // else a parent that failed because a subtest did
        }
        out.push({
          tool: GO.id,
          weight: 3,
          test: g[2],
          suite: g[1] ?? null,
          where: logs[0]?.[1] ? frame(logs[0][1], logs[0][2]) : null,
          frames: [],
          message: logs
            .map((m) => m[0].trim())
            .join("\n")
            .slice(0, 2000),
          excerpt: excerptOf(view, i, end),
          start: i,
          end,
          kind: "t.Error",
          ...gotWant(logs[0]?.[3] ?? ""),
          ...(g[1] ? { dirHint: g[1] } : {}),
        });
        continue;
      }
      const t = FAIL_TEST.exec(line);
      if (t) {
        const c = failTest(view, i, t, claimed);
        if (c) out.push(c);
        continue;
      }
      const ran = FAIL_RAN.exec(line);
      if (ran?.[1]) {
        const c = binaryExit(view, i, ran[1]);
        if (c) out.push(c);
        continue;
      }
      if (line.startsWith("panic: ")) {
        // A panic outside a reported test: `panic: test timed out after 1s` (with `running tests:`).
        const p = panicFrames(view, i);
        const running =
          /^\t(\S{1,1000}) \(/.exec(view.lines[i + 2] ?? "")?.[1] ??
          /^\t(\S{1,1000}) \(/.exec(view.lines[i + 1] ?? "")?.[1];
        const inRepo = p.frames.filter(
          (f) => !f.path.includes("/src/runtime/") && !f.path.includes("/src/testing/"),
        );
        const limit = /^panic: test timed out after (\d{1,9})(ms|s|m)/.exec(line);
        out.push({
          tool: GO.id,
          weight: 3,
          // Go ≥ 1.20 names the running tests; before that only the goroutine dump does (`pkg.TestName(…)`).
          test: (view.lines[i + 1] ?? "").startsWith("running tests:")
            ? (running ?? null)
            : (p.frames.map((f) => /\.(Test[\w]{0,200})$/.exec(f.function ?? "")?.[1]).find(Boolean) ?? null),
          suite: null,
          where: inRepo[0] ?? null,
          frames: inRepo,
          message: line.trim(),
          excerpt: excerptOf(view, i, p.end),
          start: i,
          end: p.end,
          kind: "panic",
          ...(limit
            ? { limitMs: Number(limit[1]) * (limit[2] === "ms" ? 1 : limit[2] === "s" ? 1000 : 60_000) }
            : {}),
          ...dir(view, i),
        });
        continue;
      }
      const fmt = GOFMT_DIFF.exec(line);
      if (fmt) {
        out.push(...gofmtHunks(view, i, fmt));
        continue;
      }
      const c = COMPILE.exec(line) ?? underPackageHeader(view, i);
      // The compiler's `x.go:498:45: too many errors` closes a list of ten it printed: no error of its own.
      if (
        c?.[1] &&
        c[4] &&
        !c[4].startsWith("error:") &&
        !c[4].startsWith("warning:") &&
        c[4] !== "too many errors"
      ) {
        const check = STATICCHECK_CODE.exec(c[4])?.[1];
        const where = { function: null, path: c[1], line: toInt(c[2]), column: toInt(c[3]) };
        out.push({
          ...lineFinding(view, i, { tool: check ? STATICCHECK.id : GO.id, where, message: c[4] }),
          ...(check ? { code: check } : {}),
          kind: "compile",
          ...(() => {
            const pkg = /^# (\S{1,500})/.exec(
              view.lines
                .slice(Math.max(0, i - 50), i)
                .reverse()
                .find((l) => l.startsWith("# ")) ?? "",
            )?.[1];
            return pkg ? { dirHint: pkg } : {};
          })(),
        });
      }
    }
    return out;
  },
} satisfies Extractor;
