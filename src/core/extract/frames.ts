// Frames from free text (a JUnit failure body): whatever stack format it holds.
import { type RawFrame, frame, toInt } from "./types.js";
import { jsFrames } from "./js-common.js";

const PY = /^\s*File "(.{1,1000})", line (\d{1,7})(?:, in (.{1,300}))?$/;
const PYTEST = /^(\S{1,1000}\.py):(\d{1,7}): /;
const JAVA =
  /^\s+at ((?:[\w$]{1,100}\.){1,20})([\w$<>]{1,100})\(([\w$-]{1,200}\.(?:java|kt|scala|groovy)):(\d{1,7})\)$/;
const GO = /^\s*([\w./-]{1,500}_test\.go):(\d{1,7}): /;
const PANIC_AT = /panicked at (\S{1,1000}):(\d{1,7}):(\d{1,7}):?$/;

/** Innermost frame first, as the extractors give them. */
export function framesFromText(lines: readonly string[]): RawFrame[] {
  const js = jsFrames(lines);
  if (js.length > 0) return js;
  const out: RawFrame[] = [];
  for (const l of lines) {
    let m = PY.exec(l);
    if (m?.[1]) {
      out.unshift(frame(m[1], m[2], undefined, m[3] ?? null));
      continue;
    }
    m = JAVA.exec(l);
    if (m?.[1] && m[3]) {
      out.push({
        function: `${m[1]}${m[2]}`,
        path: [...m[1].split(".").slice(0, -2), m[3]].join("/"),
        line: toInt(m[4]),
        column: null,
      });
      continue;
    }
    m = PYTEST.exec(l) ?? GO.exec(l);
    if (m?.[1]) {
      out.unshift(frame(m[1], m[2]));
      continue;
    }
    m = PANIC_AT.exec(l);
    if (m?.[1]) out.unshift(frame(m[1], m[2], m[3]));
  }
  return out;
}
