// javac (`Foo.java:5: error: …`) and Maven's compiler plugin (`[ERROR] /abs/Foo.java:[5,12] …`).
import {
  type Candidate,
  type Extractor,
  type RawFrame,
  excerptOf,
  frame,
  toInt,
  defineTool,
  type LogView,
  DIGIT_PAREN,
  LOOKBEHIND,
  rerunCommand,
} from "./types.js";
import { shellQuote } from "./command.js";

export const SUREFIRE = defineTool({
  id: "surefire",
  family: "jvm",
  reproduce: (f) => {
    // `com.x.FooTest.method` → `-Dtest=FooTest#method`
    const dot = f.test?.lastIndexOf(".") ?? -1;
    if (!f.test || dot <= 0) return null;
    const cls = f.test.slice(0, dot).split(".").pop() ?? "";
    return `mvn test -Dtest=${shellQuote(`${cls}#${f.test.slice(dot + 1)}`)}`;
  },
});

export const JAVAC_TOOL = defineTool({ id: "javac", family: "jvm" });

/** JUnit 4's text runner (`java org.junit.runner.JUnitCore Class…`): it cannot run one method, so the run's own one-line command runs it again. */
export const JUNIT4 = defineTool({
  id: "junit4",
  family: "jvm",
  reproduce: rerunCommand,
});

/** The JUnit Platform's console launcher (`java -jar junit-platform-console-standalone.jar …`): one class or method per run. */
export const JUNIT_CONSOLE = defineTool({
  id: "junit-console",
  family: "jvm",
  reproduce: (f) => {
    const dot = f.test?.lastIndexOf(".") ?? -1;
    const run = /(?:^|\s)-jar (\S{1,500}junit-platform-console\S{0,100}\.jar)(?=\s|$)/.exec(f.command ?? "");
    const jar = run?.[1];
    if (!f.test || dot <= 0 || !jar) return null;
    // The launcher's own class path (after the jar: a compile step before it has its own).
    const after = (f.command ?? "").slice((run.index ?? 0) + run[0].length);
    const cp = /(?:^|\s)(?:-cp|--class-path|-classpath|--classpath)[ =](\S{1,2000})/.exec(after)?.[1];
    const method = f.test.slice(dot + 1).replace(/\[.{0,300}$/, "");
    return `java -jar ${shellQuote(jar)}${cp ? ` -cp ${shellQuote(cp)}` : ""} --select-method ${shellQuote(`${f.test.slice(0, dot)}#${method}`)}`;
  },
});

const JAVAC = /^(\S{1,1000}\.java):(\d{1,7}): error: (.{1,2000})$/;
const MAVEN = /^\[ERROR\] (\S{1,1000}\.java):\[(\d{1,7}),(\d{1,7})\] (.{1,2000})$/;
// `-Werror` (with `-Xlint:…`) fails the build on its warnings: javac prints them, then this line, `1 error`.
const WERROR = "error: warnings found and -Werror specified";
const JAVAC_WARNING = /^(\S{1,1000}\.java):(\d{1,7}): warning: (.{1,2000})$/;

// Surefire 2.x: `[ERROR] method(com.x.FooTest)  Time elapsed: 0.02 s  <<< FAILURE!`
// Surefire 3.x: `[ERROR] com.x.FooTest.method -- Time elapsed: 0.02 s <<< FAILURE!`
const SUREFIRE2 =
  /^\[ERROR\] ([\w$]{1,300})\(([\w.$]{1,500})\) {1,2}Time elapsed: .{1,40}<<< (FAILURE|ERROR)!$/;
const SUREFIRE3 = /^\[ERROR\] ([\w.$]{1,500})\.([\w$]{1,300}) -- Time elapsed: .{1,40}<<< (FAILURE|ERROR)!$/;

export const surefire = {
  tools: [SUREFIRE, JUNIT4, JUNIT_CONSOLE],
  trigger:
    /<<< (?:FAILURE|ERROR)!$|^\[WARNING\] Flakes:|^\d+\) [\w$]+(?:\[.{0,500}\])?\([\w.$]+\)$|^Failures \(\d+\):$/,
  literals: ["<<< ", "[WARNING] Flakes:", "Failures (", ...DIGIT_PAREN],
  extract(view, anchors, state) {
    const out: Candidate[] = junitCore(
      view,
      anchors.filter((i) => JUNITCORE_ITEM.test(view.lines[i] ?? "")),
    );
    for (const i of anchors)
      if (CONSOLE_HEADING.test(view.lines[i] ?? "")) out.push(...junitConsole(view, i));
    const byTest = (state.byTest ??= new Map<string, Candidate[]>()) as Map<string, Candidate[]>;
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      if (line.startsWith("[WARNING] Flakes:")) {
        // `[WARNING] com.x.FooTest.method(com.x.FooTest)`: failed, then passed on a rerun.
        for (let k = i + 1; k < Math.min(view.lines.length, i + 400); k++) {
          const l = view.lines[k] ?? "";
          const f = /^\[WARNING\] ([\w.$]{1,500})\.([\w$]{1,300})(?:\([\w.$]{1,500}\))?$/.exec(l);
          if (f) for (const c of byTest.get(`${f[1]}.${f[2]}`) ?? []) c.flaky = true;
          else if (!/^\[(ERROR|INFO)\] {2,}Run \d/.test(l) && !/^\[(WARNING|INFO|ERROR)\]\s*$/.test(l)) break;
        }
        continue;
      }
      const m2 = SUREFIRE2.exec(line);
      const m3 = m2 ? null : SUREFIRE3.exec(line);
      const cls = m2?.[2] ?? m3?.[1];
      const method = m2?.[1] ?? m3?.[2];
      if (!cls || !method) continue;
      let end = i + 1;
      const frames: RawFrame[] = [];
      for (let k = i + 2; k < Math.min(view.lines.length, i + 200); k++) {
        const l = view.lines[k] ?? "";
        if (!/^\s+(at |\.\.\. \d)|^Caused by: /.test(l)) break;
        end = k;
        const f = jvmFrame(JAVA_FRAME.exec(l));
        if (f) frames.push(f);
      }
      const message = (view.lines[i + 1] ?? "").trim();
      const exc = /^((?:[a-z_][\w$]{0,60}\.){1,12}[A-Z][\w$]{0,100})(?::|$)/.exec(message)?.[1];
      const eq = /expected:\s?<(.{0,300})> but was:\s?<(.{0,300})>/.exec(message);
      const c: Candidate = {
        tool: SUREFIRE.id,
        weight: 3,
        test: `${cls}.${method}`,
        suite: cls,
        where: frames[0] ?? null,
        frames,
        message,
        excerpt: excerptOf(view, i, end),
        start: i,
        end,
        kind: `${(m2?.[3] ?? m3?.[3] ?? "").toLowerCase()} ${exc ?? ""}`.trim(),
        ...(eq ? { expected: eq[1] ?? "", actual: eq[2] ?? "" } : {}),
      };
      out.push(c);
      const list = byTest.get(`${cls}.${method}`) ?? [];
      list.push(c);
      byTest.set(`${cls}.${method}`, list);
    }
    return out;
  },
} satisfies Extractor;

// JUnitCore: `There were 2 failures:`, then per failure `1) method(com.x.FooTest)`, the exception and its stack. A
// Parameterized row is `method[index](Class)`, or with the runner's own `name = "{index}: …"` pattern
// `method[0: a=1, f(x)](Class)`: the whole bracket is kept (it may hold spaces and parentheses; the class's
// parenthesis is the line's last, so one start, one bounded backtrack).
const JUNITCORE_ITEM = /^(\d{1,6})\) ([\w$]{1,300})(\[.{0,500}\])?\(([\w.$]{1,500})\)$/;

function javaFrames(lines: readonly string[]): RawFrame[] {
  const frames: RawFrame[] = [];
  for (const l of lines) {
    const f = jvmFrame(JAVA_FRAME.exec(l));
    if (f) frames.push(f);
  }
  return frames;
}

/** JUnitCore's failures starting at `anchors` (read by the surefire extractor, which the JVM's runners share). */
function junitCore(view: LogView, anchors: readonly number[]): Candidate[] {
  const out: Candidate[] = [];
  for (const i of anchors) {
    const m = JUNITCORE_ITEM.exec(view.lines[i] ?? "");
    if (!m?.[2] || !m[4]) continue;
    // Only under JUnitCore's own heading (`There were N failures:` / `There was 1 failure:`).
    let heading = false;
    for (let k = i - 1; k >= Math.max(0, i - LOOKBEHIND); k--) {
      const l = view.lines[k] ?? "";
      if (/^There (?:was 1 failure|were \d{1,6} failures):$/.test(l)) {
        heading = true;
        break;
      }
      if (l === "" || /^JUnit version /.test(l)) break;
    }
    if (!heading) continue;
    let end = i + 1;
    for (let k = i + 2; k < Math.min(view.lines.length, i + 300); k++) {
      const l = view.lines[k] ?? "";
      if (JUNITCORE_ITEM.test(l) || l === "" || l === "FAILURES!!!") break;
      end = k;
    }
    const block = view.lines.slice(i + 1, end + 1);
    const message = (block[0] ?? "").trim();
    const frames = javaFrames(block);
    const cls = m[4];
    // The test's own frame (its class and method): where a failed expectation is, and the call site of a throw.
    const own = frames.find((f) => f.function === `${cls}.${m[2]}`) ?? null;
    const exc = /^((?:[a-z_][\w$]{0,60}\.){1,12}[A-Z][\w$]{0,100})(?::|$)/.exec(message)?.[1];
    const eq = /expected:\s?<(.{0,300})> but was:\s?<(.{0,300})>/.exec(message);
    out.push({
      tool: JUNIT4.id,
      weight: 3,
      test: `${cls}.${m[2]}${m[3] ?? ""}`,
      suite: cls,
      where: own ?? frames[0] ?? null,
      frames,
      message,
      excerpt: excerptOf(view, i, end),
      start: i,
      end,
      kind: exc ?? "",
      ...(eq ? { expected: eq[1] ?? "", actual: eq[2] ?? "" } : {}),
    });
  }
  return out;
}

// The JUnit Platform console's `Failures (2):` list, after its tree: per failure the test's display path
// (`  JUnit Jupiter:VersionTest:Nested:method()`, a parametrized row's display name last: `[2] 1.0.0`), its source
// (`    MethodSource [className = 'com.x.VersionTest', methodName = 'method', methodParameterTypes = '']`), the
// exception (`    => java.lang.NumberFormatException: …`) and its frames without `at ` (`       com.x.Version.f(Version.java:9)`,
// the JDK's with their module: `java.base/java.lang.Integer.parseInt(Integer.java:668)`), cut at `[...]`.
const CONSOLE_HEADING = /^Failures \(\d{1,6}\):$/;
const CONSOLE_ITEM = /^ {2}(\S.{0,2000})$/;
const CONSOLE_SOURCE =
  /^ {4}MethodSource \[className = '([\w.$]{1,500})', methodName = '([\w$]{1,300})', methodParameterTypes = '(.{0,500})'\]$/;
const CONSOLE_FRAME =
  /^\s+(?:[\w.]{1,100}\/)?((?:[\w$]{1,100}\.){1,20})([\w$<>]{1,100})\((?:([\w$-]{1,200}\.(?:java|kt|scala|groovy)):(\d{1,7})|Unknown Source)\)$/;

/** The failures listed under the console launcher's `Failures (N):` heading at `i`. */
function junitConsole(view: LogView, i: number): Candidate[] {
  const out: Candidate[] = [];
  let k = i + 1;
  while (k < Math.min(view.lines.length, i + 2000)) {
    const head = CONSOLE_ITEM.exec(view.lines[k] ?? "");
    if (!head?.[1]) break;
    const start = k;
    let end = k;
    let source: RegExpExecArray | null = null;
    let message = "";
    const frames: RawFrame[] = [];
    for (k = k + 1; k < Math.min(view.lines.length, start + 300); k++) {
      const l = view.lines[k] ?? "";
      if (!l.startsWith("    ")) break;
      end = k;
      source ??= CONSOLE_SOURCE.exec(l);
      if (!message && l.startsWith("    => ")) message = l.slice(7).trim();
      const f = jvmFrame(CONSOLE_FRAME.exec(l));
      if (f && frames.length < 100) frames.push(f);
    }
    if (!source?.[1] || !source[2]) continue; // a class or engine that failed as a whole: its tests report it
    const cls = source[1];
    const method = source[2];
    // A parametrized or repeated test's row: its display name (`[2] 1.0.0`) is the path's last segment.
    const row = /:(\[\d{1,6}\].{0,300})$/.exec(head[1])?.[1];
    const exc = /^((?:[a-z_][\w$]{0,60}\.){1,12}[A-Z][\w$]{0,100})(?::|$)/.exec(message)?.[1];
    const eq = /expected:\s?<(.{0,300})> but was:\s?<(.{0,300})>/.exec(message);
    // A failed expectation is located at the test's own frame; an exception where the code threw it.
    const own = frames.find((f) => f.function === `${cls}.${method}`) ?? null;
    const failedExpectation =
      /AssertionFailedError|AssertionError|ComparisonFailure|MultipleFailuresError/.test(exc ?? "");
    out.push({
      tool: JUNIT_CONSOLE.id,
      weight: 3,
      test: `${cls}.${method}${row ? `[${row.slice(1, row.indexOf("]"))}]` : ""}`,
      suite: cls,
      where: failedExpectation ? own : null,
      frames,
      message,
      excerpt: excerptOf(view, start, end),
      start,
      end,
      kind: exc ?? "",
      instance: true,
      ...(eq ? { expected: eq[1] ?? "", actual: eq[2] ?? "" } : {}),
    });
  }
  return out;
}

/** The column of the caret javac prints under a diagnostic's source line, 1-based (or undefined). */
function caretColumn(block: readonly string[]): string | undefined {
  const col = block.find((l) => /^\s*\^\s*$/.test(l))?.indexOf("^");
  return col !== undefined && col >= 0 ? String(col + 1) : undefined;
}

/**
 * The warnings javac printed before its `-Werror` line at `i` (back to the previous javac's `N errors` / `N warnings`):
 * each an error of the build, one failure per line of the source (several lints on one statement are one fix).
 */
function werrorWarnings(view: LogView, i: number): Candidate[] {
  let from = i;
  for (let k = i - 1; k >= Math.max(0, i - 5000); k--) {
    const l = view.lines[k] ?? "";
    if (/^\d{1,6} (?:errors?|warnings?)$/.test(l) || JAVAC.test(l)) break;
    from = k;
  }
  const out: Candidate[] = [];
  const seen = new Set<string>();
  for (let k = from; k < i; k++) {
    const w = JAVAC_WARNING.exec(view.lines[k] ?? "");
    if (!w?.[1] || !w[3]) continue;
    let end = k;
    while (end + 1 < i && /^\s/.test(view.lines[end + 1] ?? "")) end++;
    if (seen.has(`${w[1]}:${w[2]}`)) continue;
    seen.add(`${w[1]}:${w[2]}`);
    out.push({
      tool: JAVAC_TOOL.id,
      weight: 3,
      test: null,
      suite: null,
      where: frame(w[1], w[2], caretColumn(view.lines.slice(k, end + 1))),
      frames: [],
      message: `${w[3]} (-Werror)`,
      excerpt: excerptOf(view, k, end),
      start: k,
      end,
      kind: "-Werror",
    });
  }
  // Only warnings without a file (`warning: [options] …`): the build's own line, at no location.
  if (out.length === 0)
    out.push({
      tool: JAVAC_TOOL.id,
      weight: 3,
      test: null,
      suite: null,
      where: null,
      frames: [],
      message: "warnings found and -Werror specified",
      excerpt: excerptOf(view, i, i),
      start: i,
      end: i,
      kind: "-Werror",
    });
  return out;
}

const JAVA_FRAME =
  /^\s+at ((?:[\w$]{1,100}\.){1,20})([\w$<>]{1,100})\((?:([\w$-]{1,200}\.(?:java|kt|scala|groovy)):(\d{1,7})|Unknown Source)\)$/;

/**
 * A JVM frame (`com.x.Foo.bar(Foo.java:12)`) as a path under its package. A class compiled without debug information
 * (javac -g:none) prints `(Unknown Source)`: its file is taken from the outer class's name, with no line.
 */
function jvmFrame(f: RegExpExecArray | null): RawFrame | null {
  if (!f?.[1] || !f[2]) return null;
  const parts = f[1].split(".").slice(0, -1);
  const file = f[3] ?? `${(parts.pop() ?? "").split("$")[0]}.java`;
  if (file === ".java") return null;
  return {
    function: `${f[1]}${f[2]}`,
    path: [...f[1].split(".").slice(0, -2), file].join("/"),
    line: f[3] ? toInt(f[4]) : null,
    column: null,
  };
}

export const javac = {
  tools: [JAVAC_TOOL],
  trigger: /\.java:\d+: error: |^\[ERROR\] \S+\.java:\[|^error: warnings found and -Werror specified$/,
  // `.java:` alone is in every frame of a Java stack trace; these are in every line the trigger matches.
  literals: [".java:[", ": error: ", "-Werror specified"],
  extract(view, anchors) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      if (line === WERROR) {
        out.push(...werrorWarnings(view, i));
        continue;
      }
      const j = JAVAC.exec(line);
      const m = j ? null : MAVEN.exec(line);
      if (!j && !m) continue;
      const path = (j?.[1] ?? m?.[1]) as string;
      const message = (j?.[3] ?? m?.[4]) as string;
      // javac: the source line, the caret, then `symbol:` / `location:` lines.
      let end = i;
      if (j) {
        for (let k = i + 1; k < Math.min(view.lines.length, i + 8); k++) {
          const l = view.lines[k] ?? "";
          if (JAVAC.test(l) || /^\d+ errors?$/.test(l)) break;
          end = k;
        }
      }
      const block = view.lines.slice(i, end + 1);
      const symbol = block.map((l) => /^\s*symbol:\s+(.{1,300})$/.exec(l)?.[1]).find(Boolean);
      const conv = /incompatible types: (.{1,300}?) cannot be converted to (.{1,300})$/.exec(message);
      const col = j ? block.find((l) => /^\s*\^\s*$/.test(l))?.indexOf("^") : undefined;
      out.push({
        tool: JAVAC_TOOL.id,
        weight: 3,
        test: null,
        suite: null,
        where: j
          ? frame(path, j[2], col !== undefined && col >= 0 ? String(col + 1) : undefined)
          : frame(path, m?.[2], m?.[3]),
        frames: [],
        message: symbol ? `${message} (${symbol.trim()})` : message,
        excerpt: excerptOf(view, i, end),
        start: i,
        end,
        ...(conv ? { actual: conv[1] ?? "", expected: conv[2] ?? "" } : {}),
      });
    }
    return out;
  },
} satisfies Extractor;
