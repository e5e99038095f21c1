// Mocha's spec reporter: after `N failing`, entries `  1) suite` / `       test:` then the error and stack.
import {
  type Candidate,
  type Extractor,
  type LogView,
  DIGIT_PAREN,
  LOOKAHEAD,
  LOOKBEHIND,
  excerptOf,
  defineTool,
  isForeignPath,
  type RawFrame,
} from "./types.js";
import { isTestFile, regexEscape, shellQuote } from "./command.js";
import {
  ERROR_HEAD,
  awaitPackagePath,
  exactNames,
  expectedActual,
  jsFrames,
  npmPackagePath,
  packageHeader,
  PACKAGE_VERSION,
} from "./js-common.js";

/**
 * A file mocha loads as a spec of its own: named as a test (`x.test.js`, `x.spec.js`), or directly in `test/` or
 * `spec/` (mocha's default spec is `./test/*.{js,cjs,mjs}`). A file deeper down without such a name is, as often
 * as not, required by a spec whose `describe` wraps its tests (nodeca/js-yaml's test/30-issues.js requires
 * test/issues/*.js inside `describe('Issues')`): run alone, its tests lose that root title, the anchored full title
 * matches none of them, and mocha reports `0 passing` with exit 0.
 */
const ownSpec = (file: string | null): file is string =>
  isTestFile(file) &&
  (/[._-](?:test|spec)s?\.[cm]?[jt]sx?$/.test(file) ||
    /(?:^|\/)(?:test|tests|spec|specs)\/[^/]{1,300}$/.test(file));

export const MOCHA = defineTool({
  id: "mocha",
  family: "js-test",
  // A test in a file that is not a spec of its own runs through the whole spec set, picked by its full title.
  // A suite without a test (the one a run killed mid-test was in, `unfinished`): its tests, whose full titles start
  // with the suite's.
  reproduce: (f) =>
    f.test
      ? `npx mocha ${ownSpec(f.file) ? `${shellQuote(f.file)} ` : ""}--grep ${exactNames([f.test])}`
      : f.suite
        ? `npx mocha --grep ${shellQuote(`^${regexEscape(f.suite)} `)}`
        : isTestFile(f.file)
          ? `npx mocha ${shellQuote(f.file)}`
          : null,
});

const ENTRY = /^ {2}(\d{1,6})\) (.{1,1000})$/;
/** The spec reporter's progress line of a failed test: `      1) adds an item`, indented under its suites. */
const PROGRESS = /^( {2,40})\d{1,6}\) (.{1,1000})$/;
/** A test's progress line (passed, failed, pending) rather than a suite's title. */
const RESULT = /^(?:[✔✓] |\d{1,6}\) |- )/;
/** A stack frame a test's own output printed (`    at fn (node:net:1611:16)`) between suite titles: no title. */
const FRAME_LINE = /^at \S.{0,1000}(?:\)|:\d{1,7})$/;

/**
 * A failed test's progress line, named with its suites (the titles above it, each two spaces less indented), when
 * the spec reporter printed it: at least one suite title or passed sibling around it, or it is no mocha line.
 * mocha prints the details only at the end (`N failing`); until then, or when the process dies first (a setup
 * file that exits on an unhandled rejection, a worker killed), this line is all that names the failure.
 */
function progress(view: LogView, i: number): Candidate | null {
  const m = PROGRESS.exec(view.lines[i] ?? "");
  if (!m?.[1] || !m[2]) return null;
  const suites: string[] = [];
  let want = m[1].length - 2;
  let evidence = false;
  for (let k = i - 1; k >= Math.max(0, i - LOOKBEHIND) && want >= 2; k--) {
    const l = view.lines[k] ?? "";
    const t = l.trimStart();
    const indent = l.length - t.length;
    if (t === "" || indent < 2 || FRAME_LINE.test(t.trimEnd())) continue; // blank lines between suites; a test's own output
    if (indent === want + 2 && /^[✔✓] /.test(t)) evidence = true;
    if (indent !== want || RESULT.test(t)) continue;
    suites.unshift(t.trimEnd());
    evidence = true;
    want -= 2;
  }
  if (!evidence) return null;
  const title = m[2].trim();
  return {
    tool: MOCHA.id,
    // Not 3: it names a failed test but not its failure, and the error that killed the run still counts.
    weight: 2,
    test: [...suites, title].join(" "),
    suite: null,
    where: null,
    frames: [],
    message: "failed (mocha stopped before it printed its failures)",
    excerpt: excerptOf(view, i, i),
    start: i,
    end: i,
  };
}

/**
 * What the tests' process printed while one test ran that explains its timeout: an error with a frame in the project
 * (`where`), or a service's refusal (`where` null: no code of the project is at fault).
 */
interface Printed {
  message: string;
  kind: string | undefined;
  where: RawFrame | null;
  frames: RawFrame[];
}

/**
 * A socket's refusal as node's clients log it while they retry (`[ioredis] Unhandled error event: Error: connect
 * ECONNREFUSED 127.0.0.1:6380`): a service the test waits for is not there.
 */
const REFUSED =
  /\b(?:connect (?:ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH) \[?[\w.:-]{1,100}\]?:\d{1,5}\b|getaddrinfo (?:ENOTFOUND|EAI_AGAIN) [\w.-]{1,200})/;

/**
 * What was printed while the test (or hook) of progress line `i` ran: the spec reporter prints a test's line only
 * when the test ends, so what the process printed since the result line above came during this test. The nearest
 * error with a frame in the project (a server's default error handler logging the stack of what the test's request
 * threw, `TypeError: x is not a function` / `    at …`), or a service's refusal (a client logging that it cannot
 * connect, while the test's command waits in its queue); null when neither.
 */
function printedWhileRunning(view: LogView, i: number): Printed | null {
  const floor = Math.max(0, i - LOOKBEHIND);
  for (let k = i - 1; k >= floor; k--) {
    const l = view.lines[k] ?? "";
    const t = l.trimStart();
    if (l.length - t.length >= 2 && RESULT.test(t)) return null;
    // Flush left, or indented as koa's default handler prints it (`  TypeError: …`).
    const head = l.length - t.length <= 4 ? ERROR_HEAD.exec(t) : null;
    const refused = head ? null : REFUSED.exec(l);
    if (!head && !refused) continue;
    const stack: string[] = [];
    for (let j = k + 1; j < i && stack.length < 100; j++) {
      const f = view.lines[j] ?? "";
      if (!/^\s{1,12}at /.test(f)) break;
      stack.push(f);
    }
    const frames = jsFrames(stack);
    const where = frames.find((f) => !isForeignPath(f.path));
    if (head && where) return { message: l.trim(), kind: head[1], where, frames };
    if (refused || (head && REFUSED.test(l)))
      return {
        message: l.trim(),
        kind: ERROR_HEAD.exec(t.slice(t.indexOf("Error")))?.[1],
        where: null,
        frames,
      };
  }
  return null;
}

/** Printed errors kept per scan (by the failure's number) before they are dropped. */
const PRINTED_MAX = 1_000;

export const mocha = {
  tools: [MOCHA],
  trigger:
    /^ {2}\d+ failing|^ {2,40}\d{1,6}\) |^\s{0,4}Exception during run: |^npm (?:error|ERR!) path |^\s?ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL\s|^> \S{1,300}@\d/,
  literals: [
    " failing",
    ...DIGIT_PAREN,
    "Exception during run: ",
    "npm error path ",
    "npm ERR! path ",
    "ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL",
    // A package's script starting (`> @x/cart@1.0.0 test`, js-common.ts's packageHeader): its version. `> ` alone is
    // in every code frame.
    ...PACKAGE_VERSION,
  ],
  extract(view, anchors, state) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      if (npmPackagePath(view, i, out, state) || packageHeader(view, i, state)) continue;
      const exc = /^\s{0,4}Exception during run: (.{1,2000})$/.exec(line);
      if (exc?.[1]) {
        // Mocha could not load the tests (a missing module, a syntax error): no test ran.
        out.push(exceptionDuringRun(view, i, exc[1]));
        continue;
      }
      if (/^ {2}\d+ failing/.test(line)) {
        state.failing = true;
        // The run reached its epilogue: the details below name these failures, the progress lines were a preview.
        for (const c of (state.progress as Candidate[] | undefined) ?? []) c.weight = 0;
        state.progress = [];
        continue;
      }
      if (state.failing !== true) {
        const c = progress(view, i);
        if (c) {
          out.push(c);
          ((state.progress ??= []) as Candidate[]).push(c);
          const printed = printedWhileRunning(view, i);
          const own = /^\s{2,40}(\d{1,6})\) (.{1,1000})$/.exec(line);
          const n = own?.[1];
          let byNumber = state.printed as Map<string, { title: string; printed: Printed }> | undefined;
          if (!byNumber || byNumber.size >= PRINTED_MAX) byNumber = state.printed = new Map();
          if (n && printed) byNumber.set(n, { title: (own?.[2] ?? "").trim(), printed });
          else if (n) byNumber.delete(n);
        }
        continue;
      }
      const m = ENTRY.exec(line);
      if (!m?.[2]) continue;
      // Title lines: the entry line and the indented lines after it up to the one ending with `:`.
      // A suite's own title may end with `:` (`matching:`): mocha indents each level of the title 2 more than the
      // one before, so a title line ending with `:` is the last unless the next line is indented deeper.
      const parts = [m[2].trim()];
      const indent = (l: string) => l.length - l.trimStart().length;
      // The entry line's title starts after its `N) `.
      const column = (at: number) => (at === i ? line.indexOf(m[2] ?? "") : indent(view.lines[at] ?? ""));
      const lastTitle = (at: number, t: string) => {
        const next = view.lines[at + 1] ?? "";
        return t.endsWith(":") && (next.trim() === "" || indent(next) <= column(at));
      };
      let k = i;
      if (!lastTitle(i, parts[0]!)) {
        for (k = i + 1; k < Math.min(view.lines.length, i + 20); k++) {
          const t = (view.lines[k] ?? "").trim();
          if (t === "") break;
          parts.push(t);
          if (lastTitle(k, t)) break;
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
      // A test whose own error has no frame in the project (a timeout, supertest's `expected "X" header field` on the
      // 500 a server answered), after its process printed an error (a server's handler logging what threw while the
      // test waited for its answer, a client's refusal to connect): that error is why it failed.
      const byNumber = state.printed as Map<string, { title: string; printed: Printed }> | undefined;
      const seen = byNumber?.get(m[1] ?? "");
      byNumber?.delete(m[1] ?? "");
      const printed =
        seen && seen.title !== "" && title.endsWith(seen.title) && frames.every((f) => isForeignPath(f.path))
          ? seen.printed
          : null;
      const timeoutAt =
        frames.find((f) => !f.path.startsWith("node:") && !f.path.includes("node_modules")) ??
        (/\((\S{1,1000}\.[cm]?[jt]sx?)\)$/.exec(message)?.[1]
          ? {
              function: null,
              path: /\((\S{1,1000}\.[cm]?[jt]sx?)\)$/.exec(message)?.[1] ?? "",
              line: null,
              column: null,
            }
          : null);
      const kind = printed?.kind ?? err?.[1];
      out.push({
        tool: MOCHA.id,
        weight: 3,
        test: title,
        suite: null,
        // A timeout names the test file at the end of its message: `… ensure it resolves. (/abs/test/x.js)`
        where: printed?.where ?? timeoutAt,
        frames: printed?.frames ?? frames,
        // A timeout explained by what was printed while the test ran is that error (its excerpt shows the timeout).
        message: printed?.message ?? message,
        excerpt: excerptOf(view, i, last),
        start: i,
        end: last,
        ...(kind ? { kind } : {}),
        ...(hook ? { kind: `${kind ?? ""} hook`.trim() } : {}),
        ...expectedActual(block),
        ...(limit ? { limitMs: Number(limit) } : {}),
      });
    }
    awaitPackagePath(out, state);
    return out;
  },
} satisfies Extractor;

/**
 * What a CI or a shell prints when it ends a command (GitHub's `Process completed with exit code 137.` and `The
 * operation was canceled.`, bash's `Killed`, npm's `npm error signal SIGKILL` for the script it ran).
 */
const KILLED_LINE =
  /^(?:Error: )?Process completed with exit code \d{1,3}\.?$|^The operation was canceled\.?$|^The job running on runner |^(?:\S{1,300}: line \d{1,9}: {1,8}\d{1,9} )?(?:Killed|Terminated)\b|^npm (?:error|ERR!) /;

/** The spec reporter's epilogue: `  2 passing (12ms)`, `  1 failing`, `  3 pending`. */
const EPILOGUE = /^ {2}\d{1,9} (?:passing|failing|pending)\b/;

/**
 * The titles of the suites around line k (indented `indent`): each line above it indented 2 less that is no test's
 * result, outermost first, as the spec reporter nests them.
 */
function suitesAbove(view: LogView, k: number, indent: number): string[] {
  const suites: string[] = [];
  let want = indent - 2;
  for (let j = k - 1; j >= Math.max(0, k - LOOKBEHIND) && want >= 2; j--) {
    const l = view.lines[j] ?? "";
    const t = l.trimStart();
    if (t === "" || l.length - t.length !== want || RESULT.test(t) || FRAME_LINE.test(t.trimEnd())) continue;
    suites.unshift(t.trimEnd());
    want -= 2;
  }
  return suites;
}

/**
 * A run that stopped while a test ran: mocha's spec reporter prints a suite's title when the suite starts and a
 * test's line (`✔ title`, `1) title`) only when the test ends, then, at the end of the run, its epilogue (`N passing`).
 * Output whose last lines are a test's result and, after it, only suite titles (and what killed it: KILLED_LINE)
 * ended inside the last suite printed: one of its tests (or hooks) was running and never finished — a synchronous
 * loop mocha's own timeout cannot stop, until a job's time limit killed it. Which test is unknown (its title is
 * printed only when it ends): the candidate names the suite. Only at the end of the output (`view.to`, its last line).
 */
function unfinished(view: LogView, i: number): Candidate | null {
  if (view.to !== view.lines.length || view.lines.length - i > LOOKAHEAD) return null;
  const line = view.lines[i] ?? "";
  const t = line.trimStart();
  const indent = line.length - t.length;
  if (indent < 2 || !RESULT.test(t)) return null;
  let title = -1;
  let end = i;
  for (let k = i + 1; k < view.lines.length; k++) {
    const l = view.lines[k] ?? "";
    const s = l.trimStart();
    if (s === "") continue;
    end = k;
    const at = l.length - s.length;
    if (at < 2) {
      // Only the lines of what killed it; another runner's summary at column 0 (jest's `Tests:`) ended a run.
      if (!KILLED_LINE.test(l)) return null;
      continue;
    }
    // A later result (a pending test's `- title`) or the epilogue: the run went on or ended by itself.
    if (RESULT.test(s) || EPILOGUE.test(l)) return null;
    title = k;
  }
  const suites =
    title >= 0
      ? [
          ...suitesAbove(
            view,
            title,
            (view.lines[title] ?? "").length - (view.lines[title] ?? "").trimStart().length,
          ),
          (view.lines[title] ?? "").trim(),
        ]
      : suitesAbove(view, i, indent);
  if (suites.length === 0) return null;
  const suite = suites.join(" ");
  const from = title >= 0 ? title : i;
  return {
    tool: MOCHA.id,
    weight: 0,
    test: null,
    suite,
    where: null,
    frames: [],
    message:
      title >= 0
        ? `a test of \`${suite}\` never finished: mocha printed the suite's title and no result under it`
        : `a test of \`${suite}\` after \`${t.replace(RESULT, "").trim()}\` never finished: mocha printed no result after that one`,
    excerpt: excerptOf(view, i, end),
    start: from,
    end: from,
  };
}

/**
 * The suite a mocha run was in when its output stopped (`unfinished`), read from the output's last lines (normalized;
 * the shells keep the captured output's end): null when they end otherwise. Not an extractor's anchor: the last
 * passed test's `✔` line, the only mark near the end, is a tenth of the lines of a passing log, and anchoring every
 * one doubled the scan's time on the benchmark's passing logs. The output's end is read only when the command was
 * killed (analyze.ts), once.
 */
export function unfinishedAtEnd(lines: readonly string[]): Candidate | null {
  const view: LogView = { lines, offset: 0, from: 0, to: lines.length };
  for (let k = lines.length - 1; k >= Math.max(0, lines.length - LOOKAHEAD); k--) {
    const l = lines[k] ?? "";
    const t = l.trimStart();
    if (l.length - t.length >= 2 && /^[✔✓] |^\d{1,6}\) /.test(t)) return unfinished(view, k);
  }
  return null;
}

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
