// javac (`Foo.java:5: error: …`) and Maven's compiler plugin (`[ERROR] /abs/Foo.java:[5,12] …`).
import { type Candidate, type Extractor, excerptOf, frame } from "./types.js";

const JAVAC = /^(\S{1,1000}\.java):(\d{1,7}): error: (.{1,2000})$/;
const MAVEN = /^\[ERROR\] (\S{1,1000}\.java):\[(\d{1,7}),(\d{1,7})\] (.{1,2000})$/;

export const javac: Extractor = {
  tool: "javac",
  trigger: /\.java:\d+: error: |^\[ERROR\] \S+\.java:\[/,
  extract(view, anchors) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
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
        tool: "javac",
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
};
