// Runtime crash reports that any tool can print: Node's uncaught errors and fatal errors, Python
// tracebacks, Java exceptions, Go panics. Tool-specific extractors claim the same lines when the crash
// happened inside a test framework's report (they outweigh these).
import {
  type Candidate,
  type Extractor,
  type LogView,
  type RawFrame,
  excerptOf,
  frame,
  toInt,
  defineTool,
  LOOKBEHIND,
  lineFinding,
} from "./types.js";
import { ERROR_HEAD, jsFrames } from "./js-common.js";
import { CONSOLE_HEADER, inConsoleOutput } from "./vitest.js";

export const NODE = defineTool({ id: "node", family: "runtime" });

export const PYTHON = defineTool({ id: "python", family: "runtime" });

export const JAVA = defineTool({ id: "java", family: "runtime" });

function nodeError(view: LogView, i: number): Candidate | null {
  const line = view.lines[i] ?? "";
  if (line.startsWith("FATAL ERROR: ") || line.includes("JavaScript heap out of memory")) {
    return lineFinding(view, i, {
      tool: NODE.id,
      where: null,
      message: line.trim(),
      weight: 2,
      kind: "FatalError",
    });
  }
  let err = ERROR_HEAD.exec(line) ?? /^\[?(UnhandledPromiseRejection)\b/.exec(line);
  // A script's own words before the error it logs (`console.log('Unexpected error waiting for connection', err)`):
  // the error from its name on, when its stack follows on the next line.
  let from = 0;
  if (!err && /^\s+at /.test(view.lines[i + 1] ?? "")) {
    const p = LOGGED_ERROR.exec(line);
    if (p?.[1] !== undefined && p[2]) {
      from = p[1].length;
      err = ERROR_HEAD.exec(line.slice(from));
    }
  }
  if (!err) return null;
  // istanbul's require hook (istanbul 0.4 `cover`, isparta) when its parser cannot read a file: `Failed to parse file:
  // <path>`, `Transformation error; return original code`, then the parser's error as console.error prints it (esprima's
  // `Error: Line 64: Unexpected token ...`, its stack, `{ lineNumber, description, index }`). The hook loads the file
  // uninstrumented and the run goes on: a coverage tool's warning, no failure.
  if ((view.lines[i - 1] ?? "").trim() === "Transformation error; return original code") return null;
  // Frames follow within a few lines (messages can span lines).
  let k = i + 1;
  while (k < Math.min(view.lines.length, i + 8) && !/^\s+at /.test(view.lines[k] ?? "")) k++;
  const hasFrames = /^\s+at /.test(view.lines[k] ?? "");
  if (!hasFrames && !line.includes("ERR_UNHANDLED_REJECTION") && !/^\[?UnhandledPromiseRejection/.test(line))
    return null;
  let end = hasFrames ? k : i;
  while (
    end + 1 < view.lines.length &&
    end - i < 60 &&
    /^\s+(at |\{|\}|[a-zA-Z]+: )/.test(view.lines[end + 1] ?? "")
  )
    end++;
  if ((view.lines[end + 1] ?? "").startsWith("}")) end++;
  const block = view.lines.slice(i, end + 1);
  const frames = jsFrames(block);
  // Node prints the throwing source line above the error: `/path/x.js:3` + code + `^`.
  let start = i;
  let thrownAt: RawFrame | null = null;
  for (let b = i - 1; b >= Math.max(0, i - 6); b--) {
    const l = view.lines[b] ?? "";
    const m = /^(\/.{1,1000}|file:\/\/.{1,1000}|[A-Za-z]:\\.{1,1000}):(\d{1,7})$/.exec(l);
    if (m?.[1]) {
      thrownAt = frame(m[1], m[2]);
      start = b;
      break;
    }
  }
  const code = /code: '([A-Z_]{2,40})'/.exec(block.join("\n"))?.[1];
  // Thrown inside a tool (every frame in node_modules or node itself) about a file the error names (a config
  // it could not load): that file is the place to look, not the tool's frames.
  const inTool =
    frames.length > 0 && frames.every((f) => f.path.startsWith("node:") || f.path.includes("/node_modules/"));
  const named = inTool
    ? view.lines
        .slice(i, k)
        .map((l) => /(?:^|\s)(\/(?!\S*\/node_modules\/)\S{1,1000}\.[A-Za-z]{1,8})(?=$|[\s,:;])/.exec(l)?.[1])
        .find((p) => p !== undefined)
    : undefined;
  // `RollupError: Failed to compile. Check the logs above.`: a wrapper over errors already printed; so is a task
  // runner's `Error: Command failed: eslint …` (execSync's, in a Jakefile, a gulp task, a build script) over the
  // child's own report above it, and a bundler's summary of its errors (BUILD_WRAPPER). Each counts only when
  // nothing else is found.
  const wrapper =
    /\b(?:check|see) the (?:logs?|output|errors?) above\b/i.test(line) ||
    /^Error: Command failed: \S/.test(line.slice(from).trim()) ||
    BUILD_WRAPPER.test(line.slice(from).trim());
  return {
    tool: NODE.id,
    weight: wrapper ? 0 : 2,
    test: null,
    suite: null,
    where:
      thrownAt ?? (named ? frame(named) : null) ?? frames.find((f) => !f.path.startsWith("node:")) ?? null,
    frames,
    message: line.slice(from).trim(),
    excerpt: excerptOf(view, start, end),
    start,
    end,
    kind: err[1] ?? "Error",
    ...(code ? { code } : {}),
  };
}

/**
 * A bundler's error over the errors it ran into, printed above it or quoted under it (their own readers take them):
 * esbuild's and rolldown's `Error: Build failed with 2 errors:` (rolldown's lists each error under it), tsup's
 * `Error: error occurred in dts build` (after tsc's diagnostics).
 */
const BUILD_WRAPPER = /^Error: (?:Build failed with \d{1,6} errors?:|error occurred in dts build)$/;

/** `<a script's words> <ErrorName>: <message>`: group 1 the words and the space, group 2 the error's name. */
const LOGGED_ERROR =
  /^(\S.{0,300}? )((?:[A-Z][A-Za-z0-9_$]{0,60})?(?:Error|Exception))(?: \[[A-Z0-9_]{1,60}\])?: \S/;

/** The doctest report's lines above an example's traceback (Python's doctest.py, 3.8–3.13). */
const DOCTEST_OUTPUT = /^(?:Exception raised|Expecting|Expected|Got):$/;

const PY_FRAME = /^\s*File "(.{1,1000})", line (\d{1,7})(?:, in (.{1,300}))?$/;

export function pythonTraceback(view: LogView, i: number): Candidate | null {
  const indent = (view.lines[i] ?? "").search(/\S/);
  const frames: RawFrame[] = [];
  let k = i + 1;
  let excLine = -1;
  for (; k < Math.min(view.lines.length, i + 400); k++) {
    const l = view.lines[k] ?? "";
    const f = PY_FRAME.exec(l);
    if (f?.[1]) {
      frames.unshift(frame(f[1], f[2], undefined, f[3] ?? null));
      continue;
    }
    const lead = l.search(/\S/);
    if (lead === indent && l.trim() !== "" && !l.trim().startsWith("^")) {
      excLine = k;
      break;
    }
  }
  if (excLine < 0) return null;
  const message = (view.lines[excLine] ?? "").trim();
  // Chained tracebacks: the last one is what failed; the earlier ones are its context.
  for (let k = excLine + 1; k <= excLine + 3; k++) {
    if (
      /^(During handling of the above exception|The above exception was the direct cause)/.test(
        (view.lines[k] ?? "").trim(),
      )
    )
      return null;
  }
  const kind = /^([A-Za-z_][\w.]{0,100}?)(?::|$)/.exec(message)?.[1];
  return {
    tool: PYTHON.id,
    weight: 2,
    test: null,
    suite: null,
    where: frames[0] ?? null,
    frames,
    message,
    excerpt: excerptOf(view, i, excLine),
    start: i,
    end: excLine,
    ...(kind ? { kind } : {}),
  };
}

const JAVA_EXC =
  /^(?:Exception in thread "[^"]{1,200}" )?((?:[a-z_][\w$]{0,60}\.){1,12}[A-Z][\w$]{0,100}(?:Exception|Error))(?:: (.{0,2000}))?$/;
const JAVA_FRAME =
  /^\s+at ((?:[\w$]{1,100}\.){1,20})([\w$<>]{1,100})\(([\w$-]{1,200}\.(?:java|kt|scala|groovy)):(\d{1,7})\)$/;

function javaException(view: LogView, i: number): Candidate | null {
  const m = JAVA_EXC.exec((view.lines[i] ?? "").trim());
  if (!m?.[1] || !/^\s+at /.test(view.lines[i + 1] ?? "")) return null;
  const frames: RawFrame[] = [];
  let end = i;
  for (let k = i + 1; k < Math.min(view.lines.length, i + 100); k++) {
    const l = view.lines[k] ?? "";
    if (!/^\s+(at |\.\.\. \d+ more|Caused by)/.test(l) && !/^Caused by: /.test(l)) break;
    end = k;
    const f = JAVA_FRAME.exec(l);
    if (f?.[1] && f[3]) {
      // com.example.Foo.bar(Foo.java:12) → com/example/Foo.java (the package is the folder)
      const pkg = f[1].split(".").slice(0, -2);
      frames.push({
        function: `${f[1]}${f[2]}`,
        path: [...pkg, f[3]].join("/"),
        line: toInt(f[4]),
        column: null,
      });
    }
  }
  return {
    tool: JAVA.id,
    weight: 2,
    test: null,
    suite: null,
    where: frames[0] ?? null,
    frames,
    message: (view.lines[i] ?? "").trim(),
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
    kind: m[1].split(".").pop() ?? m[1],
  };
}

export const crash = {
  tools: [NODE, PYTHON, JAVA],
  // vitest's console headers (`stderr | file > test`) too: where the last one was, for inConsoleOutput.
  trigger:
    /Error|Exception|^FATAL ERROR|^Traceback \(most|^\s+Traceback \(most|UnhandledPromiseRejection|heap out of memory|^std(?:out|err) \| /,
  literals: [
    "Error",
    "Exception",
    "FATAL ERROR",
    "Traceback (most",
    "UnhandledPromiseRejection",
    "heap out of memory",
    "stdout | ",
    "stderr | ",
  ],
  extract(view, anchors, state) {
    const out: Candidate[] = [];
    let claimed = -1;
    for (const i of anchors) {
      if (i <= claimed) continue;
      const line = view.lines[i] ?? "";
      // A test's console output starts here: later errors are looked up back to it, and only when one is near.
      if (line.startsWith("std") && CONSOLE_HEADER.test(line)) {
        state.console = view.offset + i;
        continue;
      }
      let c: Candidate | null = null;
      // A traceback in a doctest's output is an example's: one it expects (`Expecting:` when verbose, `Expected:`),
      // one it printed (`Got:`), or one it raised (`Exception raised:`). The doctest's own report (its runner's, or
      // python.ts's reader of a doctest run) is the failure, and a later example's error often follows from an
      // earlier one (`NameError` on a name the failed example never bound).
      if (/^\s*Traceback \(most recent call last\):$/.test(line))
        c = DOCTEST_OUTPUT.test(view.lines[i - 1] ?? "") ? null : pythonTraceback(view, i);
      else if (line.startsWith("Exception in thread") || /^(?:[a-z_][\w$]*\.)+[A-Z]/.test(line.trim()))
        c = javaException(view, i);
      if (!c && !/^\s/.test(line)) c = nodeError(view, i);
      // An error a test printed (vitest's `stderr | file > test` block): the test passed or failed on its own.
      const header = typeof state.console === "number" ? state.console - view.offset : null;
      if (c && header !== null && c.start - header <= LOOKBEHIND && inConsoleOutput(view, c.start, header)) {
        claimed = c.end;
        continue;
      }
      if (c) {
        out.push(c);
        claimed = c.end;
      }
    }
    return out;
  },
} satisfies Extractor;
