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

export const NODE_TEST = defineTool({
  id: "node-test",
  family: "js-test",
  reproduce: (f) =>
    f.test
      ? `node --test --test-name-pattern=${exactNames([f.test])}${f.file ? ` ${shellQuote(f.file)}` : ""}`
      : null,
});

const SPEC = /^(\s*)✖ (.{1,1000}) \([\d.]{1,20}m?s\)$/;
const TAP = /^(\s*)not ok \d{1,7} - (.{0,1000})$/;

function unquote(s: string): string {
  const t = s.trim();
  if ((t.startsWith("'") && t.endsWith("'")) || (t.startsWith('"') && t.endsWith('"'))) return t.slice(1, -1);
  return t;
}

function spec(view: LogView, i: number, m: RegExpExecArray): Candidate | null {
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
  const frames = jsFrames(body);
  const testAt = /^test at (.{1,1000})$/.exec(view.lines[i - 1] ?? "")?.[1];
  const declared = testAt ? splitPathLineCol(testAt) : null;
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

function tap(view: LogView, i: number, m: RegExpExecArray): Candidate | null {
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
      test: m[2] ?? null,
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
      test: m[2] ?? null,
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
    test: m[2] ?? null,
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
  let k = i - 1;
  while (k >= 0 && /^\s{0,80}# Subtest: /.test(view.lines[k] ?? "")) k--;
  const said: string[] = [];
  let start = i;
  for (; k >= Math.max(0, i - 200); k--) {
    const l = view.lines[k] ?? "";
    if (!l.startsWith("# ") && l !== "#") break;
    said.unshift(l.slice(2));
    start = k;
  }
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
  let k = i - 1;
  while (k >= 0 && /^# Subtest: /.test(view.lines[k] ?? "")) k--;
  const said: string[] = [];
  let start = i;
  for (; k >= Math.max(0, i - 200); k--) {
    const l = view.lines[k] ?? "";
    if (!l.startsWith("# ") && l !== "#") break;
    said.unshift(l.slice(2));
    start = k;
  }
  const head = said.findIndex((l) => ERROR_HEAD.test(l.trim()));
  if (head < 0) return null;
  const rest = said.slice(head);
  const message = (rest[0] ?? "").trim();
  const diag = rest.map((l) => ESBUILD_LINE.exec(l.trim())).find((x) => x !== null);
  // Node's own header over an error it threw loading a module (an ESM import that does not link): the module and
  // line (`file:///abs/tests/index.js:4`), the line's source and a caret, then the error.
  const header = said
    .slice(Math.max(0, head - 3), head)
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
    start,
  };
}

export const nodeTest = {
  tools: [NODE_TEST],
  trigger: /✖ |not ok \d/,
  literals: ["✖ ", "not ok "],
  extract(view, anchors) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      const s = SPEC.exec(line);
      const c = s
        ? spec(view, i, s)
        : (() => {
            const t = TAP.exec(line);
            return t ? tap(view, i, t) : null;
          })();
      if (c) out.push(c);
    }
    return out;
  },
} satisfies Extractor;
