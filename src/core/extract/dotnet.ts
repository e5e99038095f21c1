// `dotnet test` (VSTest's console logger, any adapter: xUnit, NUnit, MSTest): `  Failed Ns.Class.Test [12 ms]`,
// then `  Error Message:` and `  Stack Trace:` blocks whose frames read `at Ns.Class.Test() in /src/X.cs:line 42`.
// (xUnit's own `[FAIL]` lines print the same failure earlier; the VSTest block is the one read.)
import { type Candidate, type Extractor, defineTool, excerptOf } from "./types.js";
import { nativeFrames } from "./frames.js";
import { shellQuote } from "./command.js";

export const VSTEST = defineTool({
  id: "vstest",
  family: "report",
  // The fully qualified name, with any theory arguments dropped: `--filter` matches the method.
  reproduce: (f) =>
    f.test ? `dotnet test --filter ${shellQuote(`FullyQualifiedName=${f.test.replace(/\(.*$/, "")}`)}` : null,
});

const FAILED = /^\s{0,4}Failed (\S.{0,1000}?) \[(?:< )?[\d.]{1,12} (?:ms|s|m)\]$/;
const HEADING = /^\s{0,4}(Error Message|Stack Trace|Standard Output Messages|Standard Error Messages):$/;

export const dotnet = {
  tools: [VSTEST],
  trigger: /^\s{0,4}Failed \S.{0,1000} \[(?:< )?[\d.]{1,12} (?:ms|s|m)\]$/,
  // The duration at the end (`Failed ` is in vitest's `Failed Tests`, TAP's `Failed test`, …).
  literals: [" ms]", " s]", " m]"],
  extract(view, anchors) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const m = FAILED.exec(view.lines[i] ?? "");
      if (!m?.[1]) continue;
      const message: string[] = [];
      const stack: string[] = [];
      let section = "";
      let end = i;
      for (let k = i + 1; k < Math.min(view.lines.length, i + 300); k++) {
        const l = view.lines[k] ?? "";
        const h = HEADING.exec(l);
        if (h?.[1]) {
          section = h[1];
          end = k;
          continue;
        }
        // The next result (`  Passed …`, `  Failed …`, `  Skipped …`) or the run's summary ends the block.
        if (
          /^\s{0,4}(?:Passed|Failed|Skipped) \S/.test(l) ||
          /^(?:Test Run|Total tests|Results File)/.test(l)
        )
          break;
        if (section === "") break;
        end = k;
        if (section === "Error Message") message.push(l.trim());
        else if (section === "Stack Trace") stack.push(l);
      }
      const frames = nativeFrames(stack);
      const text = message.filter((l) => l !== "").join("\n");
      const exception = /^([A-Z][\w.]{0,200}(?:Exception|Error)) ?:/.exec(text)?.[1];
      out.push({
        tool: VSTEST.id,
        weight: 3,
        test: m[1],
        suite: null,
        where: null,
        frames,
        message: (text.split("\n")[0] ?? "").slice(0, 2000) || `Failed ${m[1]}`,
        excerpt: excerptOf(view, i, end),
        start: i,
        end,
        kind: exception ?? "dotnet test failure",
      });
    }
    return out;
  },
} satisfies Extractor;
