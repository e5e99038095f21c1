// Frames from free text (a JUnit failure body): whatever stack format it holds.
import { type RawFrame, frame, toInt } from "./types.js";
import { jsFrames } from "./js-common.js";

const PY = /^\s*File "(.{1,1000})", line (\d{1,7})(?:, in (.{1,300}))?$/;
const PYTEST = /^(\S{1,1000}\.py):(\d{1,7}): /;
const JAVA =
  /^\s+at ((?:[\w$]{1,100}\.){1,20})([\w$<>]{1,100})\(([\w$-]{1,200}\.(?:java|kt|scala|groovy)):(\d{1,7})\)$/;
const GO = /^\s*([\w./-]{1,500}_test\.go):(\d{1,7}): /;
const PANIC_AT = /panicked at (\S{1,1000}):(\d{1,7}):(\d{1,7}):?$/;
// .NET: `at Ns.Class.Method() in /src/File.cs:line 42`; xUnit's own console: `/src/File.cs(42,0): at Ns.Class.Method()`.
const DOTNET = /^\s*at (.{1,1000}?) in (.{1,1000}?):line (\d{1,7})$/;
const DOTNET_PAREN = /^\s*(\S.{0,1000}?\.(?:cs|fs|vb))\((\d{1,7}),(\d{1,7})\): at (.{1,1000})$/;
// Ruby: `/app/lib/x.rb:12:in 'method'` (3.4) or `` `method' `` (older); RSpec prints them after `# `.
const RUBY = /^\s*(?:# )?(\S{1,1000}?\.(?:rb|rake|ru|gemspec)):(\d{1,7})(?::in [`'](.{1,300})')?$/;

/** .NET and Ruby frames (innermost first, as both print them). */
export function nativeFrames(lines: readonly string[]): RawFrame[] {
  const out: RawFrame[] = [];
  for (const l of lines) {
    const d = DOTNET.exec(l);
    if (d?.[2]) {
      out.push(frame(d[2], d[3], undefined, d[1] ?? null));
      continue;
    }
    const p = DOTNET_PAREN.exec(l);
    if (p?.[1]) {
      out.push(frame(p[1], p[2], p[3] === "0" ? undefined : p[3], p[4] ?? null));
      continue;
    }
    const r = RUBY.exec(l);
    if (r?.[1]) out.push(frame(r[1], r[2], undefined, r[3] ?? null));
    if (out.length >= 40) break;
  }
  return out;
}

/** Innermost frame first, as the extractors give them. */
export function framesFromText(lines: readonly string[]): RawFrame[] {
  const js = jsFrames(lines);
  if (js.length > 0) return js;
  const native = nativeFrames(lines);
  if (native.length > 0) return native;
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
