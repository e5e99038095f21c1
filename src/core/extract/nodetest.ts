// `node --test`: the spec reporter (`✖ name (1.2ms)` + indented error) and TAP (`not ok N - name` + YAML).
import {
  type Candidate,
  type Extractor,
  type LogView,
  type RawFrame,
  excerptOf,
  isForeignPath,
  splitPathLineCol,
  defineTool,
} from "./types.js";
import { shellQuote } from "./command.js";
import { ERROR_HEAD, exactNames, expectedActual, jsFrames } from "./js-common.js";

/** Between a parent's title and its subtest's in a nested test's name (as vitest prints it). */
const NESTED = " > ";

/**
 * The names node may match for a test named `parent > child` (TAP below): its own title (Node 20 matches a pattern
 * against each test's own title), the whole name (a title may itself hold ` > `), and the titles joined by spaces
 * (Node 22 and later also match a test's full name, its ancestors' titles and its own separated by spaces). A test
 * of one title is that title alone.
 */
export function nodeTestNames(name: string): string[] {
  const parts = name.split(NESTED);
  return [...new Set([parts[parts.length - 1] ?? name, name, parts.join(" ")])];
}

export const NODE_TEST = defineTool({
  id: "node-test",
  family: "js-test",
  // A nested test is named `parent > child` (TAP below): the pattern holds each name node may match it by.
  reproduce: (f) =>
    f.test
      ? `node --test --test-name-pattern=${exactNames(nodeTestNames(f.test))}${f.file ? ` ${shellQuote(f.file)}` : ""}`
      : null,
});

const SPEC = /^(\s*)✖ (.{1,1000}) \([\d.]{1,20}m?s\)$/;
const TAP = /^(\s*)not ok \d{1,7} - (.{0,1000})$/;

function unquote(s: string): string {
  const t = s.trim();
  if ((t.startsWith("'") && t.endsWith("'")) || (t.startsWith('"') && t.endsWith('"'))) return t.slice(1, -1);
  return t;
}

function spec(
  view: LogView,
  i: number,
  m: RegExpExecArray,
  state: Record<string, unknown>,
): Candidate | null {
  const indent = (m[1] ?? "").length;
  const body: string[] = [];
  let end = i;
  for (let k = i + 1; k < Math.min(view.lines.length, i + 200); k++) {
    const l = view.lines[k] ?? "";
    const lead = l.length - l.trimStart().length;
    if (l.trim() !== "" && lead <= indent) break;
    body.push(l);
    end = k;
  }
  while (body.length > 0 && (body[body.length - 1] ?? "").trim() === "") {
    body.pop();
    end--;
  }
  if (body.length === 0) return null; // a suite whose subtests failed: they are reported themselves
  const message = unquote(body[0] ?? "");
  const testAt = /^test at (.{1,1000})$/.exec(view.lines[i - 1] ?? "")?.[1];
  const declared = testAt ? splitPathLineCol(testAt) : null;
  // A test file whose process died before it reported a test: node:test names the file (its absolute path) as the
  // failed test, `'test failed'`, and the file printed why above it. That error is the failure, named by the file
  // as node:test names it (its JUnit file names the same testcase), and so is the repeat under `✖ failing tests:`.
  const file = m[2] ?? "";
  if (
    message === "test failed" &&
    body.length === 1 &&
    /^(?:\/|[A-Za-z]:\\)\S{0,1000}\.[cm]?[jt]sx?$/.test(file)
  ) {
    let seen = state.nodeTestDied as Map<string, ReturnType<typeof diedAbove>> | undefined;
    if (!seen || seen.size >= DIED_MAX) seen = state.nodeTestDied = new Map();
    const known = seen.get(file);
    const died = known ?? diedAbove(view, i);
    if (died) {
      if (!known) seen.set(file, died);
      // The error's own lines are this failure's (not another of the same error): the repeat starts at its own line.
      const start = known ? i : died.start;
      return {
        tool: NODE_TEST.id,
        weight: 3,
        test: file,
        suite: file,
        where: died.where ?? died.frames.find((f) => !isForeignPath(f.path)) ?? null,
        declared,
        frames: died.frames,
        message: died.message,
        excerpt: excerptOf(view, start, end),
        start,
        end,
        ...(died.kind ? { kind: died.kind } : {}),
      };
    }
  }
  const instead = thrownInstead(body);
  if (instead) {
    return {
      tool: NODE_TEST.id,
      weight: 3,
      test: m[2] ?? null,
      suite: null,
      where: instead.frames.find((f) => !isForeignPath(f.path)) ?? declared,
      declared,
      frames: declared ? [...instead.frames, declared] : instead.frames,
      message: instead.message,
      excerpt: excerptOf(view, i, end),
      start: i,
      end,
      kind: instead.kind,
    };
  }
  const frames = jsFrames(body);
  const err = ERROR_HEAD.exec(message);
  const limit = /timed out after (\d{1,9})ms/.exec(message)?.[1];
  const ea = expectedActual(body);
  const neq = /^(.{1,300}) !== (.{1,300})$/.exec(body.find((l) => l.includes(" !== "))?.trim() ?? "");
  return {
    tool: NODE_TEST.id,
    weight: 3,
    test: m[2] ?? null,
    suite: null,
    where: frames.find((f) => !f.path.startsWith("node:")) ?? declared,
    declared,
    frames: declared ? [...frames, declared] : frames,
    message,
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
    ...(err?.[1] ? { kind: err[1] } : {}),
    ...(limit ? { limitMs: Number(limit) } : {}),
    ...(neq ? { actual: neq[1], expected: neq[2] } : {}),
    ...ea,
  };
}

/**
 * node:test's `failureType` for an error no test's code raised in its own flow: a promise rejected with no handler,
 * an exception thrown from a callback, each charged to the test running when the process saw it. The error's own
 * class still decides first (an AssertionError so raised is a failed check); a plain `Error` that escaped is a
 * runtime error, in the words the runtime rules read (node's own: `UnhandledPromiseRejection`, `Uncaught`).
 * `testCodeFailure` (the test's function threw: a hand-rolled check may throw a plain Error) and `hookFailure` leave
 * it to the error; `testTimeoutFailure` has its own rule.
 */
const OUTSIDE_THE_TEST: ReadonlyMap<string, string> = new Map([
  ["unhandledRejection", "Unhandled Rejection"],
  ["uncaughtException", "Uncaught exception"],
]);

/**
 * node:test's TAP nests a subtest in its parent: `# Subtest: parent`, then the child's `# Subtest: child` and
 * `not ok 4 - child` indented four spaces deeper, and the parent's own `not ok N - parent` (`subtestsFailed`) only
 * after all its children. A test is named by that path, `parent > child` (as vitest names nested tests): two files
 * may each hold a `child` under another parent, failing with the same error, and they are two tests.
 *
 * Read upward from the `not ok` at indent `indent`: the first `# Subtest:` less indented is its parent, and so on
 * out. Lines at the test's indent or deeper are its siblings and their YAML; a less indented `ok` or `not ok` ends
 * the search (no open parent there). The search stops at the last nested failure's line too (as indented or deeper,
 * or it would have ended there): no line in between closed a parent less indented than what is still looked for, so
 * that failure's parents out from there are this one's. Each line is so read once for the failures below it, not
 * once per failure. A parent named by an absolute path is a file (Node 18 wrapped each file's tests in one), not a
 * test.
 */
function parentsOf(view: LogView, i: number, indent: number, last: Nested | null): Parent[] {
  const out: Parent[] = [];
  let want = indent;
  for (let k = i - 1; k >= Math.max(0, i - NESTED_REACH) && want > 0; k--) {
    if (last !== null && k === last.line && last.indent >= want)
      return [...last.parents.filter((p) => p.indent < want), ...out.reverse()];
    const l = view.lines[k] ?? "";
    const lead = l.search(/\S/);
    if (lead < 0 || lead >= want) continue;
    const sub = /^\s*# Subtest: (.{1,1000})$/.exec(l)?.[1]?.trim();
    if (sub) {
      out.push({ indent: lead, title: /^(?:\/|file:\/\/|[A-Za-z]:\\)/.test(sub) ? null : sub });
      want = lead;
    } else if (/^\s*(?:not )?ok\b/.test(l)) break;
  }
  return out.reverse();
}

/** How far up a nested test's parents are looked for. */
const NESTED_REACH = 5_000;

/** A parent of a nested test: its `# Subtest:` line's indent and title (null for a file's wrapper). */
interface Parent {
  indent: number;
  title: string | null;
}

/** The last nested failure's line, indent and parents: the next nested failure's search stops there. */
interface Nested {
  line: number;
  indent: number;
  parents: Parent[];
}

/** The last nested failure kept in the scan's state (global line), as a line of this window. */
function lastNested(state: Record<string, unknown>, view: LogView): Nested | null {
  const n = state.nodeTestNested as Nested | undefined;
  return n ? { ...n, line: n.line - view.offset } : null;
}

function tap(view: LogView, i: number, m: RegExpExecArray, state: Record<string, unknown>): Candidate | null {
  if ((view.lines[i + 1] ?? "").trim() !== "---") return null;
  const fields = new Map<string, string>();
  const stack: string[] = [];
  const errorLines: string[] = [];
  let end = i + 1;
  let current = "";
  const base = (view.lines[i + 1] ?? "").search(/\S/);
  for (let k = i + 2; k < Math.min(view.lines.length, i + 300); k++) {
    const raw = view.lines[k] ?? "";
    const t = raw.trim();
    end = k;
    if (t === "...") break;
    const kv = raw.search(/\S/) === base ? /^([a-zA-Z_]{1,40}):(?: (.*))?$/.exec(t) : null;
    if (kv?.[1]) {
      current = kv[1];
      fields.set(kv[1], kv[2] ?? "");
    } else if (current === "stack") stack.push(t);
    else if (current === "error") errorLines.push(t);
  }
  // node:test's YAML always carries `duration_ms` (and `failureType` on a failure); without them the TAP is
  // another producer's (node-tap, tape), read by tap.ts.
  if (!fields.has("failureType") && !fields.has("duration_ms")) return null;
  const failureType = unquote(fields.get("failureType") ?? "");
  if (failureType === "subtestsFailed") return null;
  const indent = (m[1] ?? "").length;
  const leaf = m[2] ?? "";
  const parents = indent > 0 ? parentsOf(view, i, indent, lastNested(state, view)) : [];
  if (indent > 0) state.nodeTestNested = { line: view.offset + i, indent, parents };
  const titles = parents.flatMap((p) => (p.title === null ? [] : [p.title]));
  const test = leaf && titles.length > 0 ? [...titles, leaf].join(NESTED) : leaf || null;
  let error = unquote(fields.get("error") ?? "");
  if (error === "|-" || error === "|" || error === ">-")
    error = errorLines.filter((l) => l !== "").join("\n");
  const name = unquote(fields.get("name") ?? "");
  // A test file whose process died (`error: 'test failed'`, its `exitCode`) before reporting any test: what it printed
  // on the way out is above, as TAP comments (a transform's syntax error, an exception at import).
  const died =
    error === "test failed" && fields.has("exitCode") && stack.length === 0 ? diedWith(view, i) : null;
  if (died) {
    return {
      tool: NODE_TEST.id,
      weight: 3,
      test,
      suite: null,
      where: died.where ?? died.frames.find((f) => !f.path.startsWith("node:")) ?? null,
      frames: died.frames,
      message: died.message,
      excerpt: excerptOf(view, died.start, end),
      start: i,
      end,
      ...(died.kind ? { kind: died.kind } : {}),
    };
  }
  const location = fields.get("location");
  const declared = location ? splitPathLineCol(unquote(location)) : null;
  const frames = jsFrames(stack.map((l) => `at ${l}`));
  const firstLine = error.split("\n")[0] ?? "";
  const served = SERVER_ERROR_STATUS.test(firstLine) ? serverError(view, i) : null;
  if (served) {
    return {
      tool: NODE_TEST.id,
      weight: 3,
      test,
      suite: null,
      where: served.where,
      declared,
      frames: [...served.frames, ...frames, ...(declared ? [declared] : [])],
      message: served.message,
      excerpt: excerptOf(view, served.start, end),
      start: i,
      end,
      ...(served.kind ? { kind: served.kind } : {}),
    };
  }
  const limit = /timed out after (\d{1,9})ms/.exec(error)?.[1];
  const expected = fields.get("expected");
  const actual = fields.get("actual");
  const neq = /^(.{1,300}) !== (.{1,300})$/.exec(error.split("\n").find((l) => l.includes(" !== ")) ?? "");
  return {
    tool: NODE_TEST.id,
    weight: 3,
    test,
    suite: null,
    where: frames.find((f) => !f.path.startsWith("node:")) ?? declared,
    declared,
    frames: declared ? [...frames, declared] : frames,
    message: name && !firstLine.startsWith(name) ? `${name}: ${firstLine}` : firstLine,
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
    kind: [name, failureType, OUTSIDE_THE_TEST.get(failureType)].filter(Boolean).join(" "),
    ...(limit ? { limitMs: Number(limit) } : {}),
    ...(expected !== undefined ? { expected: unquote(expected) } : neq?.[2] ? { expected: neq[2] } : {}),
    ...(actual !== undefined ? { actual: unquote(actual) } : neq?.[1] ? { actual: neq[1] } : {}),
  };
}

/**
 * What a test file printed just above line `i` and its `# Subtest:` headers (`header`): node:test's TAP comments
 * (`# …`, here without the `# `) in order, and the line of the first (`i` when none); within 200 lines of `i`.
 */
function commentsAbove(view: LogView, i: number, header: RegExp): { said: string[]; start: number } {
  const floor = Math.max(0, i - 200);
  let k = i - 1;
  while (k >= floor && header.test(view.lines[k] ?? "")) k--;
  const said: string[] = [];
  let start = i;
  for (; k >= floor; k--) {
    const l = view.lines[k] ?? "";
    if (!l.startsWith("# ") && l !== "#") break;
    said.push(l.slice(2));
    start = k;
  }
  return { said: said.reverse(), start };
}

/**
 * supertest's assertion on the status the server answered, `expected 200 "OK", got 500 "Internal Server Error"`: a 5xx
 * is the server failing on its own error, which the server logs (koa's and express's default handlers print its
 * stack on stderr) while the test runs.
 */
const SERVER_ERROR_STATUS = /^expected \d{3} "[^"]{0,80}", got 5\d\d "/;

/**
 * The error the server printed while the test ran: node:test's TAP prints what a test file writes on stdout or
 * stderr as comments (`#   TypeError: …`, `#       at fn (/abs/lib/x.js:388:26)`) as it comes, and a test's
 * `# Subtest:` header only when the test is reported, after it ended. So the comments right above the test's headers,
 * after the previous test's report, were printed while this test ran. The error's first frame in the project is
 * where it was raised; null when no error with such a frame is there.
 */
function serverError(
  view: LogView,
  i: number,
): { message: string; kind?: string; where: RawFrame; frames: RawFrame[]; start: number } | null {
  const { said, start } = commentsAbove(view, i, /^\s{0,80}# Subtest: /);
  const head = said.findIndex((l) => ERROR_HEAD.test(l.trim()));
  if (head < 0) return null;
  const message = (said[head] ?? "").trim();
  const frames = jsFrames(said.slice(head + 1));
  const where = frames.find((f) => !isForeignPath(f.path));
  if (!where) return null;
  const kind = ERROR_HEAD.exec(message)?.[1];
  return { message, ...(kind ? { kind } : {}), where, frames, start };
}

/** The first line of Node's source excerpt over an error: the module's path or URL and the line, alone. */
const NODE_SOURCE_HEAD = /^((?:file:\/\/)?\/\S{1,1000}?):(\d{1,7})$/;

/** esbuild's own diagnostic line, `/abs/src/a.ts:108:61: ERROR: Expected ")" but found ":"`. */
const ESBUILD_LINE = /^(\S{1,1000}?):(\d{1,7}):(\d{1,7}): ERROR: (.{1,1000})$/;

/**
 * What a test file's process printed before it died, read from the TAP comments (`# …`) just above its
 * `# Subtest:` line: the error it died of, its frames, and esbuild's location of a syntax error. Null when no error
 * is there.
 */
function diedWith(
  view: LogView,
  i: number,
): { message: string; kind?: string; where: RawFrame | null; frames: RawFrame[]; start: number } | null {
  const { said, start } = commentsAbove(view, i, /^# Subtest: /);
  const head = said.findIndex((l) => ERROR_HEAD.test(l.trim()));
  return head < 0 ? null : { ...deathOf(said, head), start };
}

/**
 * The error a test file's process died of, from what it printed (`said`, its error's head at `head`): the message,
 * its frames, and esbuild's location of a syntax error, or Node's own header over an error it threw loading a module.
 */
function deathOf(
  said: readonly string[],
  head: number,
): { message: string; kind?: string; where: RawFrame | null; frames: RawFrame[] } {
  const rest = said.slice(head);
  const message = (rest[0] ?? "").trim();
  const diag = rest.map((l) => ESBUILD_LINE.exec(l.trim())).find((x) => x !== null);
  // Node's own header over an error it threw loading a module (an ESM import that does not link): the module and
  // line (`file:///abs/tests/index.js:4`), the line's source and a caret, then the error.
  const header = said
    .slice(Math.max(0, head - 4), head)
    .map((l) => NODE_SOURCE_HEAD.exec(l.trim()))
    .find((x) => x !== null);
  const where = diag?.[1]
    ? splitPathLineCol(`${diag[1]}:${diag[2]}:${diag[3]}`)
    : header?.[1]
      ? splitPathLineCol(`${header[1]}:${header[2]}`)
      : null;
  const kind = ERROR_HEAD.exec(message)?.[1];
  return {
    message: diag?.[4] ? `${message} ${diag[4]}` : message,
    ...(kind ? { kind } : {}),
    where,
    frames: jsFrames(rest),
  };
}

/** A line of the spec reporter's own (a result, the summary), or the `test at` line over a failing test's repeat. */
const SPEC_MARK = /^\s{0,80}(?:[✔✖ℹ﹣▶] |test at )/;

/**
 * What a test file printed just above its spec line `i` (the reporter's `✖ /abs/test/x.ts (5896ms)` / `'test failed'`
 * for a file whose process died before reporting any test), back to the reporter's previous line: the error it died
 * of (the last one printed), as Node printed it on stderr (`file:///abs/index.js:126`, the source, a caret,
 * `SyntaxError: Unexpected token '?'`, frames, `Node.js v20.20.2`). Null when it printed no error.
 */
function diedAbove(
  view: LogView,
  i: number,
): { message: string; kind?: string; where: RawFrame | null; frames: RawFrame[]; start: number } | null {
  const said: string[] = [];
  let start = i;
  for (let k = i - 1; k >= Math.max(0, i - 200); k--) {
    const l = view.lines[k] ?? "";
    if (SPEC_MARK.test(l)) break;
    said.push(l);
    start = k;
  }
  said.reverse();
  let head = -1;
  for (let k = said.length - 1; k >= 0; k--)
    if (/^\S/.test(said[k] ?? "") && ERROR_HEAD.test(said[k] ?? "")) {
      head = k;
      break;
    }
  if (head < 0) return null;
  // The block starts at the header Node printed over the error, when there is one.
  let from = head;
  for (let k = head - 1; k >= Math.max(0, head - 4); k--)
    if (NODE_SOURCE_HEAD.test((said[k] ?? "").trim())) from = k;
  return { ...deathOf(said, head), start: start + from };
}

/** Files whose death was read (diedAbove) kept per scan, for the summary's repeat of their failure. */
const DIED_MAX = 1_000;

/**
 * An assertion on what a function throws (`assert.throws(fn, /re/)`, `assert.rejects`) that got the engine's own error
 * instead (`actual: TypeError: Cannot read properties of undefined`, with its frames): the code under test broke
 * before it could throw what the test expects. That error, located at its own frames, is the failure.
 */
const ENGINE_ERROR =
  /^actual: ((?:TypeError|ReferenceError|RangeError)(?: \[[A-Za-z_]{1,40}\])?: .{1,1000})$/;

function thrownInstead(
  body: readonly string[],
): { message: string; kind: string; frames: RawFrame[] } | null {
  if (!body.some((l) => /^\s{0,40}operator: '(?:throws|rejects)'/.test(l))) return null;
  for (let k = 0; k < body.length; k++) {
    const l = body[k] ?? "";
    const m = ENGINE_ERROR.exec(l.trim());
    if (!m?.[1]) continue;
    const lead = l.length - l.trimStart().length;
    const stack: string[] = [];
    for (let j = k + 1; j < Math.min(body.length, k + 100); j++) {
      const f = body[j] ?? "";
      if (f.length - f.trimStart().length <= lead || !f.trimStart().startsWith("at ")) break;
      stack.push(f);
    }
    const frames = jsFrames(stack);
    if (!frames.some((f) => !isForeignPath(f.path))) return null;
    return { message: m[1], kind: ERROR_HEAD.exec(m[1])?.[1] ?? "Error", frames };
  }
  return null;
}

/**
 * Whether a test of this name failed with this error before, declared at another place (TAP's `location:`): two
 * tests then, each reported once (a title repeated in two files, at their top level), never one failure printed
 * twice. The same place again is the same test's report repeated, left to be merged. Kept per scan, bounded.
 */
function declaredElsewhere(state: Record<string, unknown>, c: Candidate): boolean {
  if (!c.declared || c.test === null) return false;
  let seen = state.nodeTestDeclared as Map<string, Set<string>> | undefined;
  if (!seen || seen.size >= DECLARED_MAX) {
    seen = new Map();
    state.nodeTestDeclared = seen;
  }
  const key = `${c.test}\u0000${c.message.slice(0, 200)}`;
  const at = `${c.declared.path}:${c.declared.line ?? ""}`;
  const places = seen.get(key);
  if (!places) {
    seen.set(key, new Set([at]));
    return false;
  }
  if (places.has(at)) return false;
  places.add(at);
  return true;
}

/** Names kept by declaredElsewhere before it starts over. */
const DECLARED_MAX = 10_000;

export const nodeTest = {
  tools: [NODE_TEST],
  trigger: /✖ |not ok \d/,
  literals: ["✖ ", "not ok "],
  extract(view, anchors, state) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      const s = SPEC.exec(line);
      const c = s
        ? spec(view, i, s, state)
        : (() => {
            const t = TAP.exec(line);
            return t ? tap(view, i, t, state) : null;
          })();
      if (c && !s && declaredElsewhere(state, c)) c.instance = true;
      if (c) out.push(c);
    }
    return out;
  },
} satisfies Extractor;
