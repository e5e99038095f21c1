// TAP (versions 12-14) as a format of its own: `not ok N - description`, optional YAML diagnostics indented
// between `---` and `...` (operator, expected/actual or wanted/found, at, stack). Printed by tape, node-tap,
// bats, prove and many others. node:test's TAP is left to nodetest.ts (it carries `failureType:`).
import {
  type Candidate,
  type Extractor,
  type LogView,
  type RawFrame,
  defineTool,
  excerptOf,
  frame,
  LOOKBEHIND,
  parseJsFrame,
  toInt,
} from "./types.js";
import { ERROR_HEAD, jsFrames } from "./js-common.js";
import { shellQuote } from "./command.js";
import { NODE } from "./crash.js";

export const TAP = defineTool({
  id: "tap",
  family: "report",
  // TAP names no runner: the command that printed it does (tape, node-tap, bats); a JS test file runs under node.
  reproduce: (f) => {
    if (!f.file) return null;
    const cmd = f.command ?? "";
    if (/(?:^|[\s/])tape(?:\s|$)/.test(cmd)) return `npx tape ${shellQuote(f.file)}`;
    if (/(?:^|[\s/])tap(?:\s|$)/.test(cmd)) return `npx tap ${shellQuote(f.file)}`;
    // A .bats file is bats' own; run through npm (`npm test` over bats from node_modules), npx finds it.
    if (/(?:^|[\s/])bats(?:\s|$)/.test(cmd) || f.file.endsWith(".bats"))
      return `${/(?:^|[\s/])(?:npm|npx|yarn|pnpm)\s/.test(cmd) ? "npx " : ""}bats ${shellQuote(f.file)}`;
    if (/(?:^|[\s/])prove(?:\s|$)/.test(cmd)) return `prove -l ${shellQuote(f.file)}`;
    return /\.[cm]?js$/.test(f.file) ? `node ${shellQuote(f.file)}` : null;
  },
});

const NOT_OK = /^(\s{0,40})not ok(?: (\d{1,9}))?(?: -)?(?: (.{0,1000}))?$/;

/** A YAML scalar as printed inline: quotes removed. */
const scalar = (s: string) =>
  s
    .trim()
    .replace(/^'(.*)'$/, "$1")
    .replace(/^"(.*)"$/, "$1");

interface Diag {
  operator?: string;
  /** node-tap's `type: TypeError` for an exception the test threw (`tapCaught: testFunctionThrow`). */
  thrown?: string;
  expected?: string;
  actual?: string;
  at: RawFrame | null;
  frames: RawFrame[];
  nodeTest: boolean;
  end: number;
}

/** Reads the YAML block that starts at `i` (the `---` line); returns null when there is none. */
function diagnostics(view: LogView, i: number): Diag | null {
  const open = view.lines[i] ?? "";
  if (open.trim() !== "---") return null;
  const indent = open.search(/\S/);
  const d: Diag = { at: null, frames: [], nodeTest: false, end: i };
  const body: string[] = [];
  let k = i + 1;
  for (; k < Math.min(view.lines.length, i + 200); k++) {
    const l = view.lines[k] ?? "";
    if (l.trim() === "..." && l.search(/\S/) === indent) break;
    body.push(l.slice(indent));
  }
  d.end = Math.min(k, view.lines.length - 1);
  for (let b = 0; b < body.length; b++) {
    const l = body[b] ?? "";
    const kv = /^ {0,4}([A-Za-z_]{1,40}):(?: (.{0,2000}))?$/.exec(l);
    if (!kv?.[1]) continue;
    const key = kv[1];
    let value = kv[2] ?? "";
    // A block scalar (`|-`, `>-`): the indented lines below it.
    if (/^[|>][+-]?$/.test(value.trim())) {
      const lines: string[] = [];
      const base = l.search(/\S/);
      for (
        let c = b + 1;
        c < body.length && ((body[c] ?? "").search(/\S/) > base || (body[c] ?? "").trim() === "");
        c++
      )
        lines.push((body[c] ?? "").trim());
      value = lines.join("\n").trim();
    }
    if (key === "failureType") d.nodeTest = true;
    else if (key === "type" && /^[A-Z][A-Za-z0-9_$]{0,60}(?:Error|Exception)$/.test(scalar(value)))
      d.thrown = scalar(value);
    else if (key === "operator" || (key === "compare" && d.operator === undefined))
      d.operator = scalar(value);
    else if ((key === "expected" || key === "wanted") && d.expected === undefined) d.expected = scalar(value);
    else if ((key === "actual" || key === "found") && d.actual === undefined) d.actual = scalar(value);
    else if (key === "at" && value.trim() !== "") d.at = parseJsFrame(`at ${scalar(value)}`);
    else if (key === "at") {
      // node-tap: `at:` then `fileName:`/`lineNumber:`/`columnNumber:` (or `file`/`line`/`column`).
      let file: string | null = null;
      let line: number | null = null;
      let column: number | null = null;
      for (let c = b + 1; c < Math.min(body.length, b + 8); c++) {
        const m = /^\s+(fileName|file|lineNumber|line|columnNumber|column): (.{1,1000})$/.exec(body[c] ?? "");
        if (!m?.[1]) break;
        const v = scalar(m[2] ?? "");
        if (m[1].startsWith("file")) file = v;
        else if (m[1].startsWith("line")) line = toInt(v);
        else column = toInt(v);
      }
      if (file) d.at = { function: null, path: file, line, column };
    } else if (key === "stack")
      d.frames = jsFrames(value.split("\n").map((s) => (s.startsWith("at ") ? s : `at ${s}`)));
  }
  return d;
}

/**
 * The name of the test an assertion belongs to: tape's nearest `# name` comment above it, else the
 * `# Subtest: name` that opens the block it is indented in (node-tap prints it one level up), however far up in
 * the window (a test of 500 assertions prints thousands of lines under it), up to REACH lines.
 *
 * Not by following every `# Subtest:` line as the scan goes: node:test prints one per test, and made anchors they
 * cost more than half again the analysis of a typical log (the windows they fill are decoded whole).
 */
function testComment(view: LogView, i: number, indent: number, last: Looked | null): string | null {
  const reach = Math.max(0, i - REACH);
  for (let k = i - 1; k >= reach; k--) {
    // The assertion before at this indent: the search from there on is the one made for it.
    if (last !== null && k === last.line && last.indent === indent) return last.name;
    const l = view.lines[k] ?? "";
    if (l.trim() === "") continue;
    const lead = l.search(/\S/);
    if (lead < indent) {
      const sub = /^\s*# Subtest: (.{1,1000})$/.exec(l);
      if (sub?.[1]) return sub[1].trim();
      // brittle: a bare `# name` one level up opens the block, and `not ok N - name` closes it below.
      const bare = /^\s*# (.{1,1000})$/.exec(l)?.[1]?.trim();
      if (bare && closedAs(view, i, lead) === bare) return bare;
      if (/^\s*(?:not )?ok\b/.test(l)) return null; // a sibling block above: this one's opener was passed
      continue;
    }
    if (lead !== indent) continue;
    const m = /^\s*# (?:Subtest: )?(.{1,1000})$/.exec(l);
    if (m?.[1] && !/^(?:tests|pass|fail|ok|skip|todo|time=|failed \d)/.test(m[1])) return m[1].trim();
  }
  return null;
}

/** How far up an assertion's test is looked for. */
const REACH = 5_000;

/** The last assertion's test, as testComment found it: failed assertions in a row search the lines above once. */
interface Looked {
  line: number;
  indent: number;
  name: string | null;
}

/**
 * qunit-tap's one-line dialect: the description carries QUnit's fields, `expected: 1, got: 0, test: T, module: M,
 * source: at fn (/abs/test.js:3538:16)`, or for a test that threw, `Died on test #1: message` with the throw's stack
 * and then `, test: T, module: M, source: TypeError: …` and the error's stack continued on `#` lines below. One
 * failure named `M > T` (QUnit's module and test), at the source's frame; a test that died is the error it threw.
 */
function qunitTap(view: LogView, i: number, description: string): Candidate | null {
  const lines = [description];
  let end = i;
  for (let k = i + 1; k < Math.min(view.lines.length, i + 60); k++) {
    const c = /^#(?: (.{0,1000}))?$/.exec(view.lines[k] ?? "");
    if (!c) break;
    lines.push(c[1] ?? "");
    end = k;
  }
  // The fields sit on one line (the description's, or the `#` line where the died test's stack ends).
  const at = lines.findIndex(
    (l) => l.includes(", test: ") && l.includes(", module: ") && l.includes(", source: "),
  );
  if (at < 0) return null;
  const line = lines[at] as string;
  const t = line.indexOf(", test: ");
  const mod = line.indexOf(", module: ", t);
  const src = line.indexOf(", source: ", mod);
  if (t < 0 || mod < 0 || src < 0) return null;
  const test = line.slice(t + 8, mod);
  const module = line.slice(mod + 10, src);
  const head = [...lines.slice(0, at), line.slice(0, t)].join("\n");
  const source = [line.slice(src + 10), ...lines.slice(at + 1)];
  const died = /^Died on test #\d{1,6}: (.{0,1000})/.exec(head);
  const thrown = died ? ERROR_HEAD.exec(source[0] ?? "")?.[1] : undefined;
  const frames = jsFrames(source.map((l) => (l.startsWith("at ") ? `    ${l}` : l)));
  const values = died ? null : /^(?:.{0,1000}?, )?expected: (.{0,1000}), got: (.{0,1000})$/.exec(head);
  return {
    tool: TAP.id,
    weight: 2,
    test: `${module} > ${test}`,
    suite: null,
    where: died ? null : (frames[0] ?? null),
    frames,
    message: died ? `${thrown ?? "Error"}: ${died[1]}` : head,
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
    kind: thrown ?? (died ? "qunit died" : "qunit assertion"),
    ...(values ? { expected: values[1], actual: values[2] } : {}),
  };
}

/** The name on the first `ok`/`not ok` line below `i` at indent `lead` (the line that closes `i`'s block). */
function closedAs(view: LogView, i: number, lead: number): string | null {
  for (let k = i + 1; k < Math.min(view.to, i + 400); k++) {
    const l = view.lines[k] ?? "";
    if (l.trim() === "" || l.search(/\S/) !== lead) continue;
    const m = /^\s*(?:not )?ok \d{1,9} - (.{1,1000})$/.exec(l);
    return m?.[1] ? m[1].replace(/\s#\s.{0,200}$/, "").trim() : null;
  }
  return null;
}

// Test::More (Perl) and compatible producers explain a failure in comments, on stderr, so not always next to
// its `not ok`: `#   Failed test 'name'` / `#   at t/x.t line 8.` / `#          got: '250'` / `#     expected: '500'`.
const FAILED_TEST = /^#\s{1,8}Failed test(?: '(.{1,1000})'| at (\S{1,1000}) line (\d{1,7})\.)$/;
const AT_LINE = /^#\s{1,8}at (\S{1,1000}) line (\d{1,7})\.$/;

function testMore(view: LogView, i: number, m: RegExpExecArray): Candidate {
  let where: RawFrame | null = m[2] ? { function: null, path: m[2], line: toInt(m[3]), column: null } : null;
  let end = i;
  let expected: string | undefined;
  let actual: string | undefined;
  for (let k = i + 1; k < Math.min(view.lines.length, i + 30); k++) {
    const l = view.lines[k] ?? "";
    if (!l.startsWith("#") || FAILED_TEST.test(l) || /^# Looks like/.test(l)) break;
    end = k;
    const at = AT_LINE.exec(l);
    if (at?.[1] && !where) where = { function: null, path: at[1], line: toInt(at[2]), column: null };
    const got = /^#\s{1,20}got: (.{0,1000})$/.exec(l);
    if (got && actual === undefined) actual = scalar(got[1] ?? "");
    const exp = /^#\s{1,20}expected: (.{0,1000})$/.exec(l);
    if (exp && expected === undefined) expected = scalar(exp[1] ?? "");
  }
  return {
    tool: TAP.id,
    weight: 2,
    test: m[1] ?? null,
    suite: null,
    where,
    frames: [],
    message: `Failed test${m[1] ? ` '${m[1]}'` : ""}`,
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
    kind: actual !== undefined || expected !== undefined ? "tap is" : "tap ok",
    ...(expected !== undefined ? { expected } : {}),
    ...(actual !== undefined ? { actual } : {}),
  };
}

// bats explains a failed test in comments below its `not ok`: the call chain, innermost first, ending at the test's
// own line (`# (from function `assert_x' in file test/helper.bash, line 29,` / `#  in test file test/a.bats, line
// 13)`, or `# (in test file test/a.bats, line 5)` alone), then the command that failed (`#   `[ "$x" = 1 ]' failed`,
// `… failed with status 127`).
const BATS_FRAME =
  /^#\s{1,4}\(?(?:from function `([^'`]{1,200})' in file (\S{1,1000}), line (\d{1,7})|in test file (\S{1,1000}), line (\d{1,7}))[,)]$/;
const BATS_FAILED = /^#\s{1,8}`(.{1,1000})' failed(?: with status (\d{1,3}))?$/;

interface Bats {
  frames: RawFrame[];
  own: RawFrame | null;
  command: string | null;
  status: string | null;
  end: number;
}

/** bats' comments below the `not ok` at `i`, or null when it printed none (another TAP producer). */
function batsDiagnostics(view: LogView, i: number): Bats | null {
  const b: Bats = { frames: [], own: null, command: null, status: null, end: i };
  for (let k = i + 1; k < Math.min(view.lines.length, i + 40); k++) {
    const l = view.lines[k] ?? "";
    if (!l.startsWith("#")) break;
    const f = BATS_FRAME.exec(l);
    if (f) {
      const at = f[2] ? frame(f[2], f[3], undefined, f[1] ?? null) : frame(f[4] ?? "", f[5]);
      b.frames.push(at);
      if (!f[2]) b.own = at;
      b.end = k;
      continue;
    }
    const c = b.frames.length > 0 ? BATS_FAILED.exec(l) : null;
    if (c) {
      b.command = c[1] ?? null;
      b.status = c[2] ?? null;
      b.end = k;
      break;
    }
    if (b.frames.length > 0) break;
  }
  return b.own ? b : null;
}

/** True when a Test::More diagnostic for `title` is printed near line `i` (it is reported instead). */
function explainedNearby(view: LogView, i: number, title: string): boolean {
  if (!title) return false;
  const want = `Failed test '${title}'`;
  for (let k = Math.max(0, i - 60); k < Math.min(view.lines.length, i + 60); k++) {
    const l = view.lines[k] ?? "";
    if (l.startsWith("#") && l.endsWith(want)) return true;
  }
  return false;
}

/**
 * prove's summary of a TAP script that failed: `basic.sh   (Wstat: 256 (exited 1) Tests: 17 Failed: 1)`, then
 * `  Failed test:  7` (or `Failed tests:  3, 5-7`). Not verbose, prove prints nothing else of a script whose
 * failed tests explain nothing on stderr (a shell script's `is`).
 */
const PROVE_FILE = /^(\S{1,1000}?) {0,200}\(Wstat: \d{1,9} .{0,60}?Tests: (\d{1,9}) Failed: (\d{1,9})\)$/;

/**
 * tape runs every test file in one process, so an exception thrown outside a test's own flow (in an fs callback, a
 * timer) kills the run: under the running test's `# name` header node prints its crash report, the throwing line's
 * `/abs/path.js:7`, its source and a caret, the error and its stack, then `Node.js v20.20.2`, and no `not ok` and no
 * summary follow. Read at that last line (node prints it only for an error that ended the process).
 */
const NODE_EXIT = /^Node\.js v\d{1,3}\.\d{1,4}\.\d{1,4}$/;
/** The first line of node's source excerpt over an error: the module's path (or URL) and line, alone. */
const THROWN_AT = /^((?:file:\/\/)?\/\S{1,1000}?|node:\S{1,200}?):(\d{1,7})$/;
/** TAP's own lines between a test's header and the crash: its assertions, their YAML, its comments. */
const TAP_LINE = /^(?:(?:not )?ok\b|#|\s{2,}\S|\s*$)/;
/** tape's closing comments (`# tests 12`, `# pass 12`, `# ok`): no test's header. */
const TAP_COUNT = /^# (?:tests|pass|fail|ok|skip|todo)\b/;

/**
 * The crash report that ends at `i` (`Node.js v…`), when the TAP of a test is right above it: a node crash named by
 * the test it ended (node's own report, so its rules, not TAP's; weightier than the crash reader's nameless one).
 */
function diedUnder(view: LogView, i: number): Candidate | null {
  const reach = Math.max(0, i - LOOKBEHIND);
  let head = -1;
  for (let k = i - 1; k >= reach; k--) {
    if (ERROR_HEAD.test(view.lines[k] ?? "")) {
      head = k;
      break;
    }
  }
  const err = head >= 0 ? ERROR_HEAD.exec(view.lines[head] ?? "") : null;
  if (!err) return null;
  let start = head;
  let thrownAt: RawFrame | null = null;
  for (let k = head - 1; k >= Math.max(reach, head - 6); k--) {
    const m = THROWN_AT.exec(view.lines[k] ?? "");
    if (m?.[1]) {
      thrownAt = frame(m[1], m[2]);
      start = k;
      break;
    }
  }
  let test: string | null = null;
  for (let k = start - 1; k >= reach; k--) {
    const l = view.lines[k] ?? "";
    if (!TAP_LINE.test(l)) return null;
    const name =
      l.startsWith("# ") && !TAP_COUNT.test(l)
        ? l
            .slice(2)
            .replace(/^Subtest: /, "")
            .trim()
        : "";
    if (name !== "") {
      test = name;
      break;
    }
  }
  if (test === null) return null;
  const frames = jsFrames(view.lines.slice(head + 1, i));
  return {
    tool: NODE.id,
    weight: 3,
    test,
    suite: null,
    where: thrownAt ?? frames.find((f) => !f.path.startsWith("node:")) ?? null,
    frames,
    message: (view.lines[head] ?? "").trim(),
    excerpt: excerptOf(view, start, i),
    start,
    end: i,
    kind: err[1] ?? "Error",
  };
}

export const tap = {
  // A crash under a test's header is node's report (NODE), named by the test.
  tools: [TAP, NODE],
  trigger: /^\s*not ok\b|^#\s{1,8}Failed test\b|\(Wstat: \d|^Node\.js v\d/,
  literals: ["not ok", "Failed test", "(Wstat: ", "Node.js v"],
  extract(view, anchors, state) {
    const out: Candidate[] = [];
    let last: Looked | null = null;
    for (const i of anchors) {
      if (NODE_EXIT.test(view.lines[i] ?? "")) {
        const died = diedUnder(view, i);
        if (died) out.push(died);
        continue;
      }
      const pv = PROVE_FILE.exec(view.lines[i] ?? "");
      if (pv?.[1]) {
        // Only when no failure of the run was read from its TAP or its Test::More comments (they say more).
        if (state.read === true || pv[3] === "0") continue;
        const which = /^\s{1,8}Failed tests?: {1,8}(\S.{0,200})$/.exec(view.lines[i + 1] ?? "")?.[1];
        out.push({
          tool: TAP.id,
          weight: 2,
          test: pv[1],
          suite: pv[1],
          where: frame(pv[1]),
          frames: [],
          message: `${pv[3]} of ${pv[2]} tests failed${which ? ` (${which.trim()})` : ""}`,
          excerpt: excerptOf(view, i, which ? i + 1 : i),
          start: i,
          end: which ? i + 1 : i,
          kind: "prove failed",
        });
        continue;
      }
      state.read = true;
      const tm = FAILED_TEST.exec(view.lines[i] ?? "");
      if (tm) {
        out.push(testMore(view, i, tm));
        continue;
      }
      const m = NOT_OK.exec(view.lines[i] ?? "");
      if (!m) continue;
      const description = (m[3] ?? "").trim();
      // `# TODO` and `# SKIP` failures do not fail the run.
      if (/#\s*(?:TODO|SKIP)\b/i.test(description)) continue;
      const indent = (m[1] ?? "").length;
      const d = diagnostics(view, i + 1);
      if (d?.nodeTest) continue;
      // A parent whose subtests failed (indented deeper just above it) is not a failure of its own.
      let k = i - 1;
      while (k >= 0 && (view.lines[k] ?? "").trim() === "") k--;
      if (k >= 0 && (view.lines[k] ?? "").search(/\S/) > indent && !d?.at) continue;
      const title = description.replace(/\s#\s.{0,200}$/, "");
      if (explainedNearby(view, i, title)) continue;
      const bats = d ? null : batsDiagnostics(view, i);
      if (bats) {
        // bats names the test on its `not ok` line (its comments above belong to the test before).
        out.push({
          tool: TAP.id,
          weight: 2,
          test: title || null,
          suite: bats.own?.path ?? null,
          where: bats.own,
          frames: bats.frames,
          message: bats.command
            ? `\`${bats.command}' failed${bats.status ? ` with status ${bats.status}` : ""}`
            : title,
          excerpt: excerptOf(view, i, bats.end),
          start: i,
          end: bats.end,
          kind: bats.status === "127" ? "bats command not found" : "bats assertion failed",
        });
        continue;
      }
      const q = qunitTap(view, i, description);
      if (q) {
        out.push(q);
        continue;
      }
      const comment = testComment(view, i, indent, last);
      last = { line: i, indent, name: comment };
      const end = d ? d.end : i;
      out.push({
        tool: TAP.id,
        weight: 2,
        test: comment ?? (title || null),
        suite: null,
        where: d?.at ?? null,
        frames: d?.frames ?? [],
        message: title || `not ok ${m[2] ?? ""}`.trim(),
        excerpt: excerptOf(view, i, end),
        start: i,
        end,
        // node-tap's `t.matchSnapshot()` says `must match snapshot` (and compares with `===`).
        kind: /^must match snapshot$/.test(title)
          ? "tap matchSnapshot"
          : (d?.thrown ?? `tap ${d?.operator ?? "not ok"}`),
        ...(d?.expected !== undefined ? { expected: d.expected } : {}),
        ...(d?.actual !== undefined ? { actual: d.actual } : {}),
      });
    }
    return out;
  },
} satisfies Extractor;
