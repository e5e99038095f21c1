// Mocha's spec reporter: after `N failing`, entries `  1) suite` / `       test:` then the error and stack.
import { type Candidate, type Extractor, type LogView, DIGIT_PAREN, excerptOf, defineTool } from "./types.js";
import { isTestFile, shellQuote } from "./command.js";
import { ERROR_HEAD, exactNames, expectedActual, jsFrames } from "./js-common.js";

export const MOCHA = defineTool({
  id: "mocha",
  family: "js-test",
  reproduce: (f) =>
    f.test
      ? `npx mocha ${isTestFile(f.file) ? `${shellQuote(f.file)} ` : ""}--grep ${exactNames([f.test])}`
      : isTestFile(f.file)
        ? `npx mocha ${shellQuote(f.file)}`
        : null,
});

const ENTRY = /^ {2}(\d{1,6})\) (.{1,1000})$/;

export const mocha = {
  tools: [MOCHA],
  trigger: /^ {2}\d+ failing|^ {2}\d+\) |^\s{0,4}Exception during run: /,
  literals: [" failing", ...DIGIT_PAREN, "Exception during run: "],
  extract(view, anchors, state) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      const exc = /^\s{0,4}Exception during run: (.{1,2000})$/.exec(line);
      if (exc?.[1]) {
        // Mocha could not load the tests (a missing module, a syntax error): no test ran.
        out.push(exceptionDuringRun(view, i, exc[1]));
        continue;
      }
      if (/^ {2}\d+ failing/.test(line)) {
        state.failing = true;
        continue;
      }
      const m = ENTRY.exec(line);
      if (!m?.[2] || state.failing !== true) continue;
      // Title lines: the entry line and the indented lines after it up to the one ending with `:`.
      const parts = [m[2].trim()];
      let k = i;
      if (!parts[0]!.endsWith(":")) {
        for (k = i + 1; k < Math.min(view.lines.length, i + 20); k++) {
          const t = (view.lines[k] ?? "").trim();
          if (t === "") break;
          parts.push(t);
          if (t.endsWith(":")) break;
        }
      }
      const title = parts.join(" ").replace(/:$/, "");
      let end = k + 1;
      for (; end < Math.min(view.lines.length, k + 300); end++) {
        const l = view.lines[end] ?? "";
        // Output after the epilogue (a crash, nyc's table) starts at column 0 after blank lines.
        if (
          ENTRY.test(l) ||
          (/^\S/.test(l) &&
            (view.lines[end - 1] ?? "").trim() === "" &&
            (view.lines[end - 2] ?? "").trim() === "")
        )
          break;
      }
      const block = view.lines.slice(k + 1, end);
      const message = (block.find((l) => l.trim() !== "") ?? "").trim();
      const frames = jsFrames(block);
      const err = ERROR_HEAD.exec(message);
      const hook = /^"(before|after)( all| each)?" hook/.exec(title);
      let last = end - 1;
      while (last > i && (view.lines[last] ?? "").trim() === "") last--;
      const limit = /Timeout of (\d{1,9})ms exceeded/.exec(message)?.[1];
      out.push({
        tool: MOCHA.id,
        weight: 3,
        test: title,
        suite: null,
        // A timeout names the test file at the end of its message: `… ensure it resolves. (/abs/test/x.js)`
        where:
          frames.find((f) => !f.path.startsWith("node:") && !f.path.includes("node_modules")) ??
          (/\((\S{1,1000}\.[cm]?[jt]sx?)\)$/.exec(message)?.[1]
            ? {
                function: null,
                path: /\((\S{1,1000}\.[cm]?[jt]sx?)\)$/.exec(message)?.[1] ?? "",
                line: null,
                column: null,
              }
            : null),
        frames,
        message,
        excerpt: excerptOf(view, i, last),
        start: i,
        end: last,
        ...(err?.[1] ? { kind: err[1] } : {}),
        ...(hook ? { kind: `${err?.[1] ?? ""} hook`.trim() } : {}),
        ...expectedActual(block),
        ...(limit ? { limitMs: Number(limit) } : {}),
      });
    }
    return out;
  },
} satisfies Extractor;

function exceptionDuringRun(view: LogView, i: number, message: string): Candidate {
  let end = i;
  const block: string[] = [];
  for (let k = i + 1; k < Math.min(view.lines.length, i + 80); k++) {
    const l = view.lines[k] ?? "";
    if (l.trim() === "" || (/^\S/.test(l) && !/^(?:Require stack:|- \/|\})/.test(l))) break;
    block.push(l);
    end = k;
  }
  const frames = jsFrames(block);
  const err = ERROR_HEAD.exec(message);
  const module = /Cannot find module '(.{1,500}?)'/.exec(message)?.[1];
  return {
    tool: MOCHA.id,
    weight: 3,
    test: null,
    suite: null,
    where: null,
    frames,
    message,
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
    ...(err?.[1] ? { kind: err[1] } : {}),
    ...(module ? { module } : {}),
  };
}
