// Pieces shared by the JavaScript test runners' extractors.
import { type Candidate, type Extractor, type LogView, type RawFrame, parseJsFrame } from "./types.js";
import { regexEscape, shellQuote } from "./command.js";

/** `Expected: 4` / `Received: 3` (jest), `- Expected` / `+ Received` diff (vitest, jest), node:assert's `3 !== 4`. */
export function expectedActual(lines: readonly string[]): { expected?: string; actual?: string } {
  let expected: string | undefined;
  let actual: string | undefined;
  for (const raw of lines) {
    const l = raw.trim();
    if (expected === undefined && /^Expected( value)?( length)?:\s/.test(l))
      expected = l.slice(l.indexOf(":") + 1).trim();
    else if (actual === undefined && /^Received( value)?( length)?:\s/.test(l))
      actual = l.slice(l.indexOf(":") + 1).trim();
    else if (expected === undefined && l.startsWith("expected: ")) expected = l.slice(10).replace(/,$/, "");
    else if (actual === undefined && l.startsWith("actual: ")) actual = l.slice(8).replace(/,$/, "");
  }
  if (expected === undefined && actual === undefined) {
    // chai (vitest): `AssertionError: expected 27 to be 28 // Object.is equality`
    for (const raw of lines) {
      const m =
        /^(?:AssertionError: )?expected (.{1,300}) to (?:be|equal|deeply equal|strictly equal|eql) (.{1,300}?)(?: \/\/ .{0,100})?$/.exec(
          raw.trim(),
        );
      if (m) {
        actual = m[1];
        expected = m[2];
        break;
      }
    }
  }
  return { ...(expected !== undefined ? { expected } : {}), ...(actual !== undefined ? { actual } : {}) };
}

/** Frames from `at …` lines and vitest's ` ❯ path:line:col` lines. */
export function jsFrames(lines: readonly string[]): RawFrame[] {
  const frames: RawFrame[] = [];
  for (const l of lines) {
    const t = l.trimStart();
    let f: RawFrame | null = null;
    if (t.startsWith("at ")) f = parseJsFrame(t);
    else if (t.startsWith("❯ ")) {
      const body = t.slice(2).trim();
      // ` ❯ fn path:line:col` or ` ❯ path:line:col`
      const sp = body.lastIndexOf(" ");
      f = parseJsFrame(`at ${sp > 0 ? `${body.slice(0, sp)} (${body.slice(sp + 1)})` : body}`);
    }
    if (f) frames.push(f);
    if (frames.length >= 12) break;
  }
  return frames;
}

/** `Error: msg`, `TypeError: msg`, `AssertionError [ERR_ASSERTION]: msg` at the start of a line. */
export const ERROR_HEAD =
  /^(?:Uncaught )?([A-Z][A-Za-z0-9_$]{0,60}(?:Error|Exception)|Error|\[?[A-Z][A-Za-z]{0,40}Error)(?: \[[A-Z0-9_]{1,60}\])?(?::|$)/;

/** The first `*.snap` path mentioned in the lines (checked with a literal search before any regex). */
export function snapshotPath(lines: readonly string[]): string | undefined {
  for (const l of lines) {
    const at = l.indexOf(".snap");
    if (at < 0) continue;
    let start = at;
    while (start > 0 && at - start < 300 && !/\s/.test(l[start - 1] ?? " ")) start--;
    const path = l.slice(start, at + 5).replace(/^[`'"(]+/, "");
    if (path.length > 5) return path;
  }
  return undefined;
}

/**
 * A pattern matching exactly these names (anchored, each regex-escaped), quoted for the shell: `-t add` also runs
 * `add twice`; `^(?:add)$` runs `add` alone. The reproduce commands of jest, vitest, mocha and node:test and the
 * retry planner's targeting (plan/runners/shared.ts) build their name filters with it.
 */
export const exactNames = (names: readonly string[]): string =>
  shellQuote(`^(?:${[...new Set(names)].map(regexEscape).join("|")})$`);

/**
 * The test's own frame in its file `file`: the innermost frame there, moved outward over the frames right after it
 * in the same file (a helper the test called, inside the test's callback), never onto a `describe` block's frame
 * (a timeout's stack is the test's declaration). An assertion inside a helper is then located at the test's call.
 */
export function ownFrame(frames: readonly RawFrame[], file: string): RawFrame | undefined {
  const inFile = (f: RawFrame) => f.path.endsWith(file) || underRoot(f.path, file);
  const first = frames.findIndex(inFile);
  if (first < 0) return undefined;
  let k = first;
  while (k + 1 < frames.length) {
    const next = frames[k + 1] as RawFrame;
    if (!inFile(next) || /(?:^|\.)(?:describe|suite|context)$/.test(next.function ?? "")) break;
    // The async helpers a compiler put at the top of the file (babel's `Generator.call`, `asyncGeneratorStep`
    // at `test.js:2:1`; tsc's `__awaiter`, `step`): the test's `await` compiled, not its call site.
    if (ASYNC_HELPER.test(next.function ?? "")) break;
    k++;
  }
  // A helper called from a callback the test passed inline (`cases.forEach((c) => matchMoment(…))`): the callback's
  // frame, a few lines below the test's own (the `forEach(` call it is written in), is the line that tells which call
  // failed. A helper's frame (the innermost function again: it recursed) or another helper's, defined elsewhere in
  // the file, is not.
  const inner = frames[k - 1];
  const own = frames[k] as RawFrame;
  if (
    k - first >= 2 &&
    inner &&
    inner.function !== frames[first]?.function &&
    inner.line !== null &&
    own.line !== null &&
    inner.line > own.line &&
    inner.line - own.line <= INLINE_CALLBACK_LINES
  )
    return inner;
  return own;
}

/** How far below the test's call an inline callback's call of a helper may be: a few lines of one call's arguments. */
const INLINE_CALLBACK_LINES = 10;

/**
 * A frame printed relative to a sub-project's root (jest `projects` with a `rootDir`: `test/math.test.js`) inside the
 * file the runner's header names from its own root (`packages/api/test/math.test.js`).
 */
export const underRoot = (framePath: string, file: string): boolean =>
  !framePath.startsWith("/") && !framePath.includes(":") && file.endsWith(`/${framePath}`);

const ASYNC_HELPER =
  /^(?:Generator\.\S{1,40}|asyncGeneratorStep|_asyncToGenerator|_next|_throw|__awaiter|__generator|step|fulfilled|rejected)$/;

const NPM_PATH = /^npm (?:error|ERR!) path ((?:\/|[A-Za-z]:[\\/]).{0,1000})$/;
const PNPM_FAIL = /^\s?ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL\s/;
const PNPM_DIR = /^((?:\/|[A-Za-z]:[\\/]).{0,1000}):$/;
/** At most this many candidates wait for the folder their runner ran in. */
const MAX_UNSCOPED = 500;

/**
 * The folder a package manager names after a workspace's script failed: npm's `npm error path /abs/packages/a`
 * (`npm test --workspaces`, `npm test -w a`), pnpm's `/abs/packages/a:` above ` ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL`
 * (`pnpm -r test`). The candidates this extractor found since the last such line printed their paths relative to it:
 * it becomes their `dirHint`, unless they have one. True when line `i` was that line; `out` is this call's
 * candidates so far, `state` the extractor's.
 */
export function npmPackagePath(
  view: LogView,
  i: number,
  out: readonly Candidate[],
  state: Record<string, unknown>,
): boolean {
  const line = view.lines[i] ?? "";
  const dir = PNPM_FAIL.test(line)
    ? PNPM_DIR.exec(view.lines[i - 1] ?? "")?.[1]
    : NPM_PATH.exec(line)?.[1]?.trim();
  if (!dir) return false;
  const done = typeof state.scoped === "number" ? state.scoped : 0;
  for (const c of [...((state.unscoped as Candidate[] | undefined) ?? []), ...out.slice(done)])
    c.dirHint ??= dir;
  state.unscoped = [];
  state.scoped = out.length;
  return true;
}

/** The literals of a package's script header (`@1.0.0`): `@` and a digit. */
export const PACKAGE_VERSION: readonly string[] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"].map(
  (d) => `@${d}`,
);

// A package's script starting: pnpm's `> @loc/cart@1.0.0 test /abs/packages/cart`, npm's `> @loc/cart@1.0.0 test`.
const PACKAGE_HEAD = /^> \S{1,300}@\d\S{0,100} [\w:.-]{1,100}(?: ((?:\/|[A-Za-z]:[\\/]).{0,1000}))?$/;

/**
 * pnpm's header of a package's script names the folder its runner ran in, before its output: the candidates that
 * follow take it as their `dirHint` (awaitPackagePath). True when line `i` was one.
 */
export function packageHeader(view: LogView, i: number, state: Record<string, unknown>): boolean {
  const line = view.lines[i] ?? "";
  if (!line.startsWith("> ")) return false;
  const m = PACKAGE_HEAD.exec(line);
  if (!m) return false; // `> jest`: the script's command, echoed
  const dir = m[1];
  // npm's header (no folder) starts another package too: what follows is not the previous one's.
  const heads = (state.heads ??= []) as { at: number; dir: string | null }[];
  heads.push({ at: i, dir: dir ?? null });
  return true;
}

/**
 * At the end of an extractor's call: its candidates take the folder of the pnpm header above them (packageHeader),
 * and those still without one wait for npm's or pnpm's line after them (npmPackagePath).
 */
export function awaitPackagePath(out: readonly Candidate[], state: Record<string, unknown>): void {
  const heads = (state.heads as { at: number; dir: string | null }[] | undefined) ?? [];
  let current = typeof state.head === "string" ? state.head : null;
  for (const c of out) {
    while (heads.length > 0 && (heads[0] as { at: number }).at < c.start)
      current = heads.shift()?.dir ?? null;
    if (current && !c.dirHint) c.dirHint = current;
  }
  for (const h of heads) current = h.dir;
  state.head = current;
  state.heads = [];
  const done = typeof state.scoped === "number" ? state.scoped : 0;
  const waiting = (state.unscoped ??= []) as Candidate[];
  for (const c of out.slice(done)) if (!c.dirHint && waiting.length < MAX_UNSCOPED) waiting.push(c);
  state.scoped = 0;
}

/**
 * Two extractors in one registry slot: the scanner's literal prefilter keeps one bit per extractor and holds at most
 * 29 (ingest/prefilter.ts), so a small runner's reader shares the slot of another's. Each reads only the anchors its
 * own trigger matches, with its own state; their tools are both the slot's.
 */
export function shareSlot<A extends Extractor, B extends Extractor>(a: A, b: B) {
  return {
    tools: [...a.tools, ...b.tools] as [...A["tools"], ...B["tools"]],
    trigger: new RegExp(`${a.trigger.source}|${b.trigger.source}`),
    literals: [...(a.literals ?? []), ...(b.literals ?? [])],
    extract(view: LogView, anchors: readonly number[], state: Record<string, unknown>): Candidate[] {
      const mine = (x: Extractor) => anchors.filter((i) => x.trigger.test(view.lines[i] ?? ""));
      const sa = (state.a ??= {}) as Record<string, unknown>;
      const sb = (state.b ??= {}) as Record<string, unknown>;
      return [...a.extract(view, mine(a), sa), ...b.extract(view, mine(b), sb)].sort(
        (x, y) => x.start - y.start,
      );
    },
  } satisfies Extractor;
}
