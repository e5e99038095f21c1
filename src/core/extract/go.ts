// go test (plain and -v; -json is decoded by normalize) and go build/vet errors.
import {
  type Candidate,
  type Extractor,
  type LogView,
  type RawFrame,
  excerptOf,
  frame,
  toInt,
  defineTool,
} from "./types.js";
import { dirOf, regexEscape, shellQuote } from "./command.js";
import { LOOKBEHIND } from "./types.js";

export const GO = defineTool({
  id: "go",
  family: "go",
  reproduce: (f) => {
    if (!f.test) return f.code === undefined && f.file ? `go vet ${dirOf(f.file)}` : null;
    const pattern = f.test
      .split("/")
      .map((p) => `^${regexEscape(p)}$`)
      .join("/");
    const pkg = f.file ? dirOf(f.file) : (f.dirHint ?? "./...");
    return `go test -run ${shellQuote(pattern)} ${shellQuote(pkg)}`;
  },
});

const FAIL_TEST = /^(\s*)--- FAIL: (\S{1,1000}) \([\d.]{1,20}s\)$/;
const GOTESTSUM = /^=== FAIL: (\S{1,500}) (\S{1,1000}) \([\d.]{1,20}s\)$/;
const FAIL_PKG = /^(?:FAIL|ok)\s+(\S{1,500})(?:\s|$)/;
// `    math_test.go:8: message` (t.Error output, indented)
const T_LOG = /^\s+([\w./-]{1,500}\.go):(\d{1,7}): (.{0,2000})$/;
// `./math.go:5:9: undefined: foo` (compiler) — path relative to the module or package
const COMPILE = /^(?:vet: )?([\w./-]{1,1000}\.go):(\d{1,7}):(\d{1,7}): (.{1,2000})$/;
// goroutine frames: `\t/path/x_test.go:10 +0x2c`
const GO_FRAME = /^\t(\S{1,1000}\.go):(\d{1,7})(?: \+0x[0-9a-f]{1,16})?$/;

/** The package a test ran in: the `FAIL\tpkg\t0.01s` line after the failure. */
function packageAfter(view: LogView, i: number): string | undefined {
  for (let k = i; k < Math.min(view.lines.length, i + 400); k++) {
    const l = view.lines[k] ?? "";
    if (l.startsWith("FAIL\t") || l.startsWith("FAIL ") || l.startsWith("ok ")) {
      const m = FAIL_PKG.exec(l);
      if (m?.[1] && m[1] !== "FAIL") return m[1];
    }
  }
  return undefined;
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
    else if (!l.startsWith("\t")) fn = l.trim().replace(/\(.{0,500}\)$/, "") || null;
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
    // -v: a test's output follows its `=== RUN   Name` (or `=== CONT   Name`) line, up to the next one.
    let run = -1;
    for (let k = i - 1; k >= Math.max(0, i - LOOKBEHIND); k--) {
      if (
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

export const go = {
  tools: [GO],
  trigger: /^\s*--- FAIL: |^=== FAIL: |^panic: |\.go:\d+:\d+: /,
  literals: ["--- FAIL: ", "=== FAIL: ", "panic: ", ".go:"],
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
        if (logs.length === 0) continue; // a parent that failed because a subtest did
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
      const c = COMPILE.exec(line);
      if (c?.[1] && c[4] && !c[4].startsWith("error:") && !c[4].startsWith("warning:")) {
        out.push({
          tool: GO.id,
          weight: 3,
          test: null,
          suite: null,
          where: { function: null, path: c[1], line: toInt(c[2]), column: toInt(c[3]) },
          frames: [],
          message: c[4],
          excerpt: excerptOf(view, i, i),
          start: i,
          end: i,
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
