// Vitest: ` FAIL  file > suite > test` blocks in the "Failed Tests" section, ⎯-separated, plus the
// "Unhandled Errors" section and suite-level failures (` FAIL  file [ file ]`).
import {
  type Candidate,
  type Extractor,
  type LogView,
  type RawFrame,
  LOOKBEHIND,
  excerptOf,
  toInt,
  defineTool,
} from "./types.js";
import { isTestFile, shellQuote } from "./command.js";
import {
  ERROR_HEAD,
  exactNames,
  expectedActual,
  jsFrames,
  ownFrame,
  snapshotPath,
  underRoot,
} from "./js-common.js";

export const VITEST = defineTool({
  id: "vitest",
  family: "js-test",
  reproduce: (f) => {
    // Type tests (`*.test-d.ts`, `--typecheck`) fail only under the type checker.
    const typecheck =
      /(?:^|\s)--typecheck\b/.test(f.command ?? "") || /\.(?:test|spec)-d\.[cm]?[jt]sx?$/.test(f.file ?? "")
        ? "--typecheck "
        : "";
    if (!f.test) return f.file ? `npx vitest run ${typecheck}${shellQuote(f.file)}` : null;
    return `npx vitest run ${typecheck}${isTestFile(f.file) ? `${shellQuote(f.file)} ` : ""}-t ${exactNames([f.test.split(" > ").join(" ")])}`;
  },
});

const SEP = "⎯";

/**
 * The project's name vitest prints before the file when the config names one (a workspace's project, or
 * `test.name`): `|name| ` without colour, a coloured badge ` name ` with it, which leaves `name  ` (two spaces)
 * once the escapes are stripped. A name may hold single spaces: browser mode names each browser's instance of a
 * project `name (browser)` (` FAIL   prod (chromium)  test/a.test.tsx > …`). No `>` in it: a test's name after
 * the file's ` > ` may hold two spaces.
 */
const PROJECT = /^(?:\|[^|]{1,100}\| |[^\s|>](?:[^\s|>]| (?![\s>])){0,99} {2}(?=\S))/;

function header(line: string): { file: string; test: string | null; project: boolean } | null {
  if (!line.startsWith(" FAIL  ")) return null;
  const body = line.slice(7).trim();
  const bracket = body.indexOf(" [ ");
  const gt = body.indexOf(" > ");
  // A file's own failure, ` FAIL  file [ file ]`; a test named with an array (a test.each row's `%s` of
  // `['A', 'Link']`: `file > suite > ALink => [ 'A', 'Link' ]`) has its ` > ` before the bracket.
  const own = bracket > 0 && body.endsWith(" ]") && (gt < 0 || gt > bracket);
  if (!own && gt <= 0) return null;
  const printed = body.slice(0, own ? bracket : gt);
  const file = printed.replace(PROJECT, "");
  return { file, test: own ? null : body.slice(gt + 3), project: file !== printed };
}

export const vitest = {
  tools: [VITEST],
  // ` RUN  v4.1.2 /abs/root`: the folder vitest prints its relative paths from (a package in a monorepo).
  trigger: /^ FAIL {2}|⎯ Unhandled|^ ?RUN {1,2}v\d/,
  literals: [" FAIL  ", "⎯ Unhandled", "RUN v", "RUN  v"],
  extract(view, anchors, state) {
    const out: Candidate[] = [];
    const seen = new Set<number>();
    for (const i of anchors) {
      if (seen.has(i)) continue;
      const line = view.lines[i] ?? "";
      const run = /^ ?RUN {1,2}v\S{1,40} (\/\S.{0,1000})$/.exec(line);
      if (run?.[1]) {
        state.root = run[1].trim();
        continue;
      }
      if (!line.includes("FAIL") && !line.includes("Unhandled")) continue;
      // The folder of the vitest that printed this failure: the root of the last ` RUN ` line above it, not of a
      // later one (`npm test --workspaces` runs one vitest per package, each printing its own root).
      const root = typeof state.root === "string" ? { dirHint: state.root } : {};
      if (line.includes(`${SEP} Unhandled`)) {
        // `⎯ Unhandled Errors ⎯` only opens the section; each error has its own `⎯ Unhandled Rejection ⎯`.
        if (!line.includes("Unhandled Errors"))
          out.push(...unhandled(view, i).map((c) => ({ ...c, ...root })));
        continue;
      }
      // Consecutive headers share one error.
      const heads: { file: string; test: string | null; project: boolean }[] = [];
      let k = i;
      for (; k < view.lines.length; k++) {
        const h = header(view.lines[k] ?? "");
        if (!h) break;
        heads.push(h);
        seen.add(k);
      }
      if (heads.length === 0) continue;
      const start = k;
      let end = start;
      for (; end < Math.min(view.lines.length, start + 200); end++) {
        const l = view.lines[end] ?? "";
        if (l.includes(SEP + SEP + SEP) || header(l)) break;
      }
      const block = view.lines.slice(start, end);
      const msgIdx = block.findIndex((l) => l.trim() !== "");
      const message = msgIdx >= 0 ? (block[msgIdx] ?? "").trim() : "";
      const frames = jsFrames(block);
      const err = ERROR_HEAD.exec(message);
      // A file that vite could not transform (a syntax error): never ran; located where the parser stopped.
      const transform = /^(?:Error: )?Transform failed with \d{1,6} errors?/.test(message)
        ? transformAt(block)
        : null;
      const plugin = pluginFile(block);
      heads.forEach((h, n) => {
        // The test's own call site, not a helper's assertion inside it; the failed line itself when it is in a
        // callback written inline in the test. A vite plugin's error names its file (the header's, when it is).
        const own =
          (plugin && (plugin.path === h.file || plugin.path.endsWith(`/${h.file}`)) ? plugin : null) ??
          inlineFrame(frames, h.file) ??
          ownFrame(frames, h.file) ??
          frames[0] ??
          null;
        out.push({
          tool: VITEST.id,
          weight: 3,
          test: h.test,
          suite: h.file,
          where: transform ?? own,
          frames: transform ? [] : frames,
          message,
          excerpt: excerptOf(view, i, end - 1),
          // Each header its own line (several tests that failed with one error are several failures); the last
          // one spans the shared block.
          start: i + n,
          end: n === heads.length - 1 ? Math.max(i + n, end - 1) : i + n,
          ...(err?.[1] ? { kind: err[1] } : {}),
          ...expectedActual(block),
          ...snapshotOf(block),
          ...limitOf(message),
          ...(transform ? { kind: "transform failed" } : {}),
          ...pollOf(block, err?.[1]),
          // Under a project's badge, each block is one project's failure: the same test failing with the same error
          // in two projects (a browser-mode config's prod and dev) is two failures, not a summary repeating one.
          ...(h.project ? { instance: true } : {}),
          ...root,
        });
      });
    }
    return out;
  },
} satisfies Extractor;

/**
 * The file a vite plugin's error names under its `Plugin: vite:import-analysis` line (`File: /abs/test/a.test.ts:4:30`,
 * a module the file imports that could not be resolved): where the suite stopped before it ran.
 */
function pluginFile(block: readonly string[]): RawFrame | null {
  const p = block.slice(0, 8).findIndex((l) => /^\s{0,8}Plugin: \S/.test(l));
  if (p < 0) return null;
  const m = /^\s{0,8}File: (\S{1,1000}?):(\d{1,7}):(\d{1,7})$/.exec(block[p + 1] ?? "");
  return m?.[1] ? { function: null, path: m[1], line: toInt(m[2]), column: toInt(m[3]) } : null;
}

/**
 * The innermost frame in the test's file `file` when it and the frames right outward of it there (two or more) are all
 * anonymous: callbacks written inline in the test's body (`await createRoot(async () => { … expect(x).toBe(1) })`),
 * so the innermost is the check that failed, the line vitest's code frame shows, in the test's own code. A named
 * frame among them is a helper's (`compare` declared in the file): ownFrame then finds the test's call of it.
 */
function inlineFrame(frames: readonly RawFrame[], file: string): RawFrame | undefined {
  const inFile = (f: RawFrame) => f.path.endsWith(file) || underRoot(f.path, file);
  const first = frames.findIndex(inFile);
  if (first < 0) return undefined;
  let k = first;
  for (; k < frames.length && inFile(frames[k] as RawFrame); k++)
    if ((frames[k] as RawFrame).function !== null) return undefined;
  return k - first >= 2 ? frames[first] : undefined;
}

/**
 * A test's console output as vitest echoes it: a `stdout | file > suite > test` (`stderr | …`) header, then what the
 * test wrote (a `console.error(err)` of an error the test expected prints its stack), then a blank line.
 */
export const CONSOLE_HEADER = /^(?:stdout|stderr) \| \S/;
/**
 * Lines vitest itself prints, which end a console block: a file's or a test's result (` ✓ `, ` ❯ `, ` × `, ` ↓ `), a
 * failure's header or code frame, a section's rule (`⎯⎯⎯`), the summary, the banner.
 */
const VITEST_OWN =
  /^ {1,8}(?:[✓✔×✗↓❯] |FAIL {2}|Test Files {2}|Tests {2}|Duration {2}|Start at {2}|RUN {1,2}v|DEV {1,2}v)|⎯{3}/;

/**
 * Whether line `i` is inside a test's console output, the console header at line `header` above it: no line of
 * vitest's own between them (the caller finds the header, the last one it read, within LOOKBEHIND lines). What a
 * test wrote is no failure: the runner reports the test's failures itself.
 */
export function inConsoleOutput(view: LogView, i: number, header: number): boolean {
  if (header >= i || i - header > LOOKBEHIND) return false;
  for (let k = i - 1; k > header; k--) if (VITEST_OWN.test(view.lines[k] ?? "")) return false;
  return true;
}

/**
 * Where a transform error points: oxc's `╭─[ file.ts:5:31 ]`, esbuild's `/abs/file.ts:5:30: ERROR: …`. esbuild counts
 * columns from 0 (`:5:0:` under a caret at the line's first character), oxc from 1 as the report does.
 */
function transformAt(block: readonly string[]): Candidate["where"] {
  for (const l of block.slice(0, 40)) {
    const oxc = /[╭┌]─\[ (\S{1,1000}):(\d{1,7}):(\d{1,7}) \]$/.exec(l);
    const m = oxc ?? /^(\S{1,1000}):(\d{1,7}):(\d{1,7}): ERROR: /.exec(l);
    if (m?.[1]) {
      const column = oxc ? toInt(m[3]) : Number(m[3]) + 1;
      return { function: null, path: m[1], line: toInt(m[2]), column };
    }
  }
  return null;
}

/**
 * expect.poll (and browser mode's expect.element, built on it) retries its matcher until its timeout, then throws the
 * matcher's last error with the cause `Error: Matcher did not succeed in time.`, printed below it as `Caused by: `.
 * When that last error is the locator's finding no element (`VitestBrowserElementError: Cannot find element with
 * locator: …`), the element the test expected never appeared: the kind says so, for the category's rule.
 */
function pollOf(block: readonly string[], name: string | undefined): { kind?: string } {
  if (name === undefined) return {};
  const gaveUp = block.some((l) => l.startsWith("Caused by: Error: Matcher did not succeed in time."));
  return gaveUp ? { kind: `${name}, matcher did not succeed in time` } : {};
}

function snapshotOf(block: readonly string[]): { snapshotFile?: string } {
  const path = snapshotPath(block);
  return path ? { snapshotFile: path } : {};
}

function limitOf(message: string): { limitMs?: number } {
  const m = /timed out in (\d{1,9})ms/.exec(message);
  return m?.[1] ? { limitMs: Number(m[1]) } : {};
}

/** `⎯⎯⎯ Unhandled Rejection ⎯⎯⎯` / `Unhandled Error`: an error thrown outside any test. */
function unhandled(view: Parameters<Extractor["extract"]>[0], i: number): Candidate[] {
  let end = i + 1;
  for (; end < Math.min(view.lines.length, i + 200); end++) {
    const l = view.lines[end] ?? "";
    if (l.includes(SEP + SEP + SEP) || header(l)) break;
  }
  const block = view.lines.slice(i + 1, end);
  const msgIdx = block.findIndex(
    (l) => l.trim() !== "" && !l.startsWith("Vitest caught") && !l.startsWith("This might cause"),
  );
  if (msgIdx < 0) return [];
  const message = (block[msgIdx] ?? "").trim();
  const origin = block
    .map((l) => /The latest test that might've caused the error is "(.{1,500})"/.exec(l)?.[1])
    .find(Boolean);
  const file = block.map((l) => /This error originated in "(.{1,300})" test file/.exec(l)?.[1]).find(Boolean);
  const frames = jsFrames(block);
  const kindLine = (view.lines[i] ?? "").replaceAll(SEP, "").trim();
  const err = ERROR_HEAD.exec(message);
  return [
    {
      tool: VITEST.id,
      weight: 3,
      test: origin ?? null,
      suite: file ?? null,
      where: frames[0] ?? null,
      frames,
      message,
      excerpt: excerptOf(view, i, end - 1),
      start: i,
      end: end - 1,
      kind: `${kindLine} ${err?.[1] ?? ""}`.trim(),
    },
  ];
}
