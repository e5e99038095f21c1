// Ruby's test frameworks and its linter, each in its own words:
// - test-unit (Rake::TestTask, `ruby -Itest`): a `Failure: test_x(TestFoo)` or `Error: test_x(TestFoo): Klass: msg`
//   head, then the backtrace (`/abs/test/x.rb:12:in 'test_x'`), the source around the line and the message.
// - minitest: `  1) Failure:` then `TestFoo#test_x [test/x.rb:12]:` and the message; `  2) Error:` then
//   `TestFoo#test_y:`, `RuntimeError: boom` and an indented backtrace.
// - RSpec: under `Failures:`, `  1) Foo#bar does x`, `     Failure/Error: expect(…)`, the message and
//   `     # ./spec/foo_spec.rb:5:in 'block (2 levels) …'` frames.
// - rubocop (progress and clang formatters): `lib/x.rb:2:18: C: [Correctable] Style/StringLiterals: message`.
import { shellQuote } from "./command.js";
import {
  type Candidate,
  type Extractor,
  type LogView,
  type RawFrame,
  defineTool,
  excerptOf,
  frame,
} from "./types.js";

const rubyTest = (f: { file: string | null; test: string | null }) =>
  f.file && f.test ? `ruby -Ilib -Itest ${shellQuote(f.file)} -n ${shellQuote(f.test)}` : null;

export const TEST_UNIT = defineTool({ id: "test-unit", family: "ruby", reproduce: rubyTest });
export const MINITEST = defineTool({ id: "minitest", family: "ruby", reproduce: rubyTest });
/** Ruby itself: a file that did not parse when a test run loaded it (`ruby -w test/all.rb` under rake). */
export const RUBY = defineTool({
  id: "ruby",
  family: "ruby",
  reproduce: (f) => (f.file ? `ruby -wc ${shellQuote(f.file)}` : null),
});
export const RSPEC = defineTool({
  id: "rspec",
  family: "ruby",
  reproduce: (f) => (f.dirHint ? `bundle exec rspec ${shellQuote(f.dirHint)}` : null),
});
export const RUBOCOP = defineTool({
  id: "rubocop",
  family: "lint",
  reproduce: (f) => (f.file ? `rubocop ${shellQuote(f.file)}` : "rubocop"),
});

// test-unit: `Failure: test_x(TestFoo)` (a message may follow after `: `), `Error: test_x(TestFoo): Klass: msg`.
const TU_HEAD = /^(Failure|Error): (test[\w?!]{0,300}|test: .{1,300}?)\(([\w:]{1,300})\)(?:: ?(.{0,2000}))?$/;
// minitest: `  1) Failure:` / `  1) Error:`, then `TestFoo#test_x [path:line]:` or `TestFoo#test_x:`.
const MT_HEAD = /^\s{0,4}\d{1,6}\) (Failure|Error):$/;
const MT_NAME = /^([\w:]{1,300})#(\S{1,300}?)(?: \[(\S{1,1000}?):(\d{1,7})\])?:$/;

/**
 * minitest's name line: `TestFoo#test_x [test/x.rb:12]:`, or a spec's, whose class and method hold spaces
 * (`Erubi::Engine#test_0010_should handle :outvar [test/test.rb:46]:`, `a thing::nested#test_0001_works:`): the
 * method from its `#test_`, the location from the last ` [`. Read with string operations, not one regex.
 */
function minitestName(line: string): [string, string, string, string | undefined, string | undefined] | null {
  const plain = MT_NAME.exec(line);
  if (plain?.[1] && plain[2]) return [line, plain[1], plain[2], plain[3], plain[4]];
  if (!line.endsWith(":") || line.length > 3_000) return null;
  const hash = line.indexOf("#test_");
  if (hash <= 0) return null;
  let body = line.slice(hash + 1, -1);
  let path: string | undefined;
  let at: string | undefined;
  const open = body.lastIndexOf(" [");
  const loc =
    open > 0 && body.endsWith("]") ? /^(\S{1,1000}):(\d{1,7})$/.exec(body.slice(open + 2, -1)) : null;
  if (loc?.[1]) {
    path = loc[1];
    at = loc[2];
    body = body.slice(0, open);
  }
  return [line, line.slice(0, hash), body, path, at];
}
// RSpec: the failure's number and description, under `Failures:`.
const RS_HEAD = /^ {2}(\d{1,6})\) (\S.{0,1000})$/;
// A backtrace line: `/abs/x.rb:12:in 'm'`, `x.rb:12:in \`block in <class:Foo>'`, RSpec's `# ./spec/x.rb:5:in …`.
const RB_FRAME = /^\s{0,12}(?:# )?(\S{1,1000}?\.(?:rb|rake|ru|gemspec)):(\d{1,7}):in [`'](.{1,500})'$/;
const RUBOCOP_LINE =
  /^(\S{1,1000}?):(\d{1,7}):(\d{1,7}): ([CWEF]): (?:\[(?:Correctable|Corrected|Todo|Unsafe Correctable)\] )?([A-Z]\w{0,60}\/\w{1,100}): (.{1,2000})$/;

function rbFrame(line: string): RawFrame | null {
  const m = RB_FRAME.exec(line);
  if (!m?.[1]) return null;
  return frame(m[1].replace(/^\.\//, ""), m[2], undefined, m[3] ?? null);
}

/** Whether a frame is the framework's own (a gem, the standard library) rather than the project's. */
const foreign = (f: RawFrame) => /\/(?:gems|rubygems|ruby\/\d[\d.]*|vendor\/bundle)\//.test(f.path);

function testUnit(view: LogView, i: number): Candidate | null {
  const h = TU_HEAD.exec(view.lines[i] ?? "");
  if (!h?.[1] || !h[2] || !h[3]) return null;
  const frames: RawFrame[] = [];
  const message: string[] = [];
  let end = i;
  for (let k = i + 1; k < Math.min(view.lines.length, i + 120); k++) {
    const l = view.lines[k] ?? "";
    if (/^={20,}$/.test(l) || TU_HEAD.test(l)) break;
    end = k;
    const f = rbFrame(l);
    if (f) {
      frames.push(f);
      continue;
    }
    // The source test-unit quotes (`     359:   def x`, `  => 360:     assert_equal …`) and the diff are not the message.
    if (/^\s{0,8}(?:=>)?\s{0,8}\d{1,7}: /.test(l) || /^(?:diff:|\? )/.test(l)) continue;
    if (l.trim() !== "" && message.length < 4) message.push(l.trim());
  }
  const error = h[1] === "Error";
  // An error's head names the exception (`Error: test_x(TestFoo): RuntimeError: boom`).
  const exc = error
    ? /^([\w:]{1,200}(?:Error|Exception|Interrupt|Exit)\b|[A-Z][\w:]{0,200}): (.{0,2000})$/.exec(h[4] ?? "")
    : null;
  const own = frames.filter((f) => !foreign(f));
  return {
    tool: TEST_UNIT.id,
    weight: 3,
    test: h[2],
    suite: h[3],
    // A failed assertion: the test's own line (test-unit hides its own frames); an error: the frames decide.
    where: error ? null : (own[0] ?? null),
    frames: own,
    message: (h[4]?.trim() || message.join(" ")).slice(0, 2000) || `${h[2]} failed`,
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
    kind: error ? (exc?.[1] ?? "error") : "test-unit failure",
  };
}

function minitest(view: LogView, i: number): Candidate | null {
  const h = MT_HEAD.exec(view.lines[i] ?? "");
  const n = minitestName(view.lines[i + 1] ?? "");
  if (!h?.[1] || !n?.[1] || !n[2]) return null;
  const frames: RawFrame[] = [];
  const message: string[] = [];
  let end = i + 1;
  for (let k = i + 2; k < Math.min(view.lines.length, i + 120); k++) {
    const l = view.lines[k] ?? "";
    if (MT_HEAD.test(l) || /^\d{1,7} (?:runs|tests), /.test(l) || /^Finished in /.test(l)) break;
    end = k;
    const f = rbFrame(l);
    if (f) frames.push(f);
    else if (l.trim() !== "" && message.length < 4) message.push(l.trim());
  }
  while (end > i + 1 && (view.lines[end] ?? "").trim() === "") end--;
  const error = h[1] === "Error";
  const own = frames.filter((f) => !foreign(f));
  return {
    tool: MINITEST.id,
    weight: 3,
    // The class with the method, as minitest names a test (and its -n takes): a spec's method names repeat in
    // each class that includes the same shared examples.
    test: `${n[1]}#${n[2]}`,
    suite: n[1],
    where: n[3] ? frame(n[3], n[4]) : error ? null : (own[0] ?? null),
    frames: own,
    message: message.join(" ").slice(0, 2000) || `${n[2]} failed`,
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
    kind: error ? (/^([\w:]{1,200}): /.exec(message[0] ?? "")?.[1] ?? "error") : "minitest failure",
  };
}

function rspec(view: LogView, i: number, state: Record<string, unknown>): Candidate | null {
  const h = RS_HEAD.exec(view.lines[i] ?? "");
  if (!h?.[2]) return null;
  // Only under RSpec's `Failures:` (the numbered list of other tools is theirs).
  let under = state["rspecFailures"] === true;
  for (let k = i - 1; !under && k >= Math.max(0, i - 400); k--)
    if (view.lines[k] === "Failures:") under = true;
  if (!under) return null;
  let k = i + 1;
  // A long description wraps onto indented lines before `Failure/Error:`.
  // `Failure/Error: expect(x).to eq(y)`, or `Failure/Error:` alone with a longer expression on the lines below it,
  // up to a blank line (not the message).
  const FAILURE_ERROR = /^\s{3,}Failure\/Error:(?: |$)/;
  while (k < Math.min(view.lines.length, i + 6) && !FAILURE_ERROR.test(view.lines[k] ?? "")) k++;
  if (!FAILURE_ERROR.test(view.lines[k] ?? "")) return null;
  let from = k + 1;
  if ((view.lines[k] ?? "").trimEnd().endsWith("Failure/Error:"))
    while (from < Math.min(view.lines.length, k + 30) && (view.lines[from] ?? "").trim() !== "") from++;
  const frames: RawFrame[] = [];
  const message: string[] = [];
  let end = k;
  for (let j = from; j < Math.min(view.lines.length, i + 150); j++) {
    const l = view.lines[j] ?? "";
    if (RS_HEAD.test(l) || /^(?:Finished in|Failed examples:)/.test(l)) break;
    end = j;
    const f = rbFrame(l);
    if (f) frames.push(f);
    else if (l.trim() !== "" && message.length < 4) message.push(l.trim());
  }
  while (end > k && (view.lines[end] ?? "").trim() === "") end--;
  const own = frames.filter((f) => !foreign(f));
  const spec = own.find((f) => /_spec\.rb$/.test(f.path));
  const text = message.join(" ");
  const expectation = /\bexpected\b|\bgot:|to (?:eq|be|include|match|raise)/.test(text);
  return {
    tool: RSPEC.id,
    weight: 3,
    test: h[2].trim(),
    suite: null,
    // A failed expectation: the spec's line; an error: the frames decide (the innermost in the project).
    where: expectation ? (spec ?? own[0] ?? null) : null,
    frames: own,
    message: text.slice(0, 2000) || (view.lines[k] ?? "").trim(),
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
    kind: expectation
      ? "rspec expectation"
      : (/^([A-Z][\w:]{0,200}):$/.exec(message[0] ?? "")?.[1] ?? "rspec error"),
    ...(spec ? { dirHint: `${spec.path}:${spec.line ?? ""}`.replace(/:$/, "") } : {}),
  };
}

function rubocop(view: LogView, i: number): Candidate | null {
  const r = RUBOCOP_LINE.exec(view.lines[i] ?? "");
  if (!r?.[1] || !r[5] || !r[6]) return null;
  return {
    tool: RUBOCOP.id,
    weight: 3,
    test: null,
    suite: null,
    where: frame(r[1], r[2], r[3]),
    frames: [],
    message: `${r[5]}: ${r[6]}`,
    excerpt: excerptOf(view, i, i),
    start: i,
    end: i,
    code: r[5],
  };
}

/**
 * A Ruby file that did not parse when the run loaded it (`lib/tilt.rb:2:in 'require_relative':
 * /abs/lib/tilt/mapping.rb:281: syntax error, unexpected ')', expecting 'end' (SyntaxError)`): the first error, at
 * its file and line. The parser's later `syntax error` lines of the same file follow from where it lost its place.
 */
const RB_AT = /\.rb:(\d{1,7}): /;
function loadSyntaxError(view: Parameters<Extractor["extract"]>[0], i: number): Candidate | null {
  const line = view.lines[i] ?? "";
  // The first `.rb:N: ` of the line, its path back to the space before it (a require's `…:in 'require_relative': `).
  const at = RB_AT.exec(line);
  if (!at?.[1]) return null;
  const path = line.slice(line.lastIndexOf(" ", at.index) + 1, at.index + 3);
  if (path === ".rb" || path.length > 1_000) return null;
  const what = line.slice(at.index + at[0].length, -"(SyntaxError)".length).trim();
  let end = i;
  for (let k = i + 1; k < Math.min(view.lines.length, i + 200); k++) {
    const l = view.lines[k] ?? "";
    if (!l.startsWith(`${path}:`) && !/^\s/.test(l) && l.trim() !== "") break;
    end = k;
  }
  return {
    tool: RUBY.id,
    weight: 3,
    test: null,
    suite: null,
    where: frame(path, at[1]),
    frames: [],
    message: `${what || "syntax error"} (SyntaxError)`,
    excerpt: excerptOf(view, i, Math.min(end, i + 20)),
    start: i,
    end,
    kind: "SyntaxError",
  };
}

export const ruby = {
  tools: [TEST_UNIT, MINITEST, RSPEC, RUBOCOP, RUBY],
  trigger:
    /\(SyntaxError\)$|^(?:Failure|Error): test|^\s{0,4}\d{1,6}\) (?:Failure|Error):$|^ {2}\d{1,6}\) \S|^Failures:$|^\S{1,1000}:\d{1,7}:\d{1,7}: [CWEF]: /,
  literals: [
    "(SyntaxError)",
    "Failure: test",
    "Error: test",
    ") Failure:",
    ") Error:",
    "Failures:",
    ": C: ",
    ": W: ",
    ": E: ",
    ": F: ",
    // RSpec's numbered examples: a digit before `) ` (rspec() checks for `Failures:` above).
    ..."0123456789".split("").map((d) => `${d}) `),
  ],
  extract(view, anchors, state) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      if (line === "Failures:") {
        state["rspecFailures"] = true;
        continue;
      }
      const c =
        (line.endsWith("(SyntaxError)")
          ? loadSyntaxError(view, i)
          : line.startsWith("Failure: ") || line.startsWith("Error: ")
            ? testUnit(view, i)
            : MT_HEAD.test(line)
              ? minitest(view, i)
              : RUBOCOP_LINE.test(line)
                ? rubocop(view, i)
                : rspec(view, i, state)) ?? null;
      if (c) out.push(c);
    }
    return out;
  },
} satisfies Extractor;
