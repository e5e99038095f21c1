// Jest: `FAIL path` file headers, then `  ● suite › test` blocks (and `● Test suite failed to run`).
import { type Candidate, type Extractor, type RawFrame, excerptOf, defineTool } from "./types.js";
import { isTestFile, shellQuote } from "./command.js";
import {
  ERROR_HEAD,
  awaitPackagePath,
  exactNames,
  expectedActual,
  jsFrames,
  npmPackagePath,
  packageHeader,
  ownFrame,
  snapshotPath,
  underRoot,
  PACKAGE_VERSION,
} from "./js-common.js";
import { mietteAt } from "./miette.js";

export const JEST = defineTool({
  id: "jest",
  family: "js-test",
  reproduce: (f) => {
    if (!f.test) return f.file ? `npx jest ${shellQuote(f.file)}` : null;
    return `npx jest ${isTestFile(f.file) ? `${shellQuote(f.file)} ` : ""}-t ${exactNames([f.test.split(" › ").join(" ")])}`;
  },
});

// With colour jest prints the word inverted with a space either side (` FAIL ` in chalk.inverse): one leading space
// is left once the escapes are stripped. A project's displayName (`projects` in its config) comes before the file,
// a padded badge with colour (` FAIL   api  packages/api/x.test.js`), a word without (`FAIL api packages/api/x.test.js`).
const FILE_HEAD = /^ ?(?:FAIL|PASS) {1,3}(\S.{0,500})$/;
/** The displayName before a header's file: a word (no path, no extension) and one or two spaces, then a test file. */
const DISPLAY_NAME = /^[^\s/.]{1,100} {1,2}(?=\S{1,500}\.[cm]?[jt]sx?$)/;
/**
 * A TypeScript diagnostic as ts-jest prints it under `● Test suite failed to run` (`src/a.ts:4:9 - error TS6133: …`,
 * or `src/a.ts(4,9): error TS6133: …` without --pretty): tsc.ts reads it as the `ts-jest` tool, located, with its
 * code (and the category that code means for tsc itself).
 */
const TS_DIAGNOSTIC = /^\S.{0,1000}?(?::\d{1,7}:\d{1,7} - |\(\d{1,7},\d{1,7}\): )error TS\d{1,6}: /;

/**
 * A failed `toThrow` prints the stack of the error the function threw, which runs through expect's own frames
 * (`node_modules/expect/build/…`, `throwingMatcher`) on its way out: the test file's frame after them is the
 * `.toThrow(…)` call, the line that failed; the frame before them is the callback's body, a line above.
 */
function afterMatcher(frames: readonly RawFrame[], file: string): RawFrame | undefined {
  let k = -1;
  for (let j = 0; j < frames.length; j++) {
    const f = frames[j] as RawFrame;
    if (f.path.includes("/expect/build/") || (f.function ?? "").includes("throwingMatcher")) k = j;
  }
  if (k < 0) return undefined;
  return frames.slice(k + 1).find((f) => f.path.endsWith(file));
}

/** jest-resolve's error (jest 24 on): the module asked for and the file that asked, relative to the rootDir. */
const UNRESOLVED = /^Cannot find module '([^'\n]{1,500})' from '([^'\n]{1,500})'$/;

/**
 * The module jest could not resolve and the frame of the repository's module (neither the test file `file` nor a
 * package's) that required it: the innermost frame in the file jest names after `from`.
 */
function requiredFrom(
  message: string,
  file: string | null,
  frames: readonly RawFrame[],
): { module: string; at: RawFrame } | undefined {
  const m = UNRESOLVED.exec(message);
  const from = m?.[2];
  if (
    !m?.[1] ||
    !from ||
    !file ||
    from.includes("node_modules/") ||
    file === from ||
    file.endsWith(`/${from}`)
  )
    return undefined;
  const at = frames.find((f) => f.path === from || f.path.endsWith(`/${from}`));
  return at ? { module: m[1], at } : undefined;
}

export const jest = {
  tools: [JEST],
  trigger:
    /^ ?(?:FAIL|PASS) |^ {2}● |^ › \d+ snapshots? obsolete\.$|^npm (?:error|ERR!) path |^\s?ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL\s|^> \S{1,300}@\d|^::group::Errors thrown in /,
  // ` obsolete.`, not ` › `: every breadcrumb of a test's name holds ` › `.
  literals: [
    "FAIL ",
    "PASS ",
    "  ● ",
    " obsolete.",
    "npm error path ",
    "npm ERR! path ",
    "ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL",
    "::group::Errors thrown in ",
    // A package's script starting (`> @x/cart@1.0.0 test`, js-common.ts's packageHeader): its version. `> ` alone is
    // in every code frame.
    ...PACKAGE_VERSION,
  ],
  extract(view, anchors, state) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      if (npmPackagePath(view, i, out, state) || packageHeader(view, i, state)) continue;
      // jest's github-actions reporter repeats each file's failures at the end in a group named by the file, from
      // the filesystem's root without its slash, or from the project's rootDir: a failure met before keeps its file
      // (the repeat is then the same failure), a new one takes the group's.
      if (line.startsWith("::group::Errors thrown in ")) {
        state.file = line.slice(26).trim();
        state.repeat = true;
        continue;
      }
      const fh = FILE_HEAD.exec(line);
      if (fh?.[1]) {
        state.repeat = false;
        // `FAIL test/x.test.js (5.2 s)` → the file (jest before 23: `(19.257s)`, no space)
        state.file = fh[1]
          .replace(/ \([\d.]{1,20} ?m?s\)$/, "")
          .trim()
          .replace(DISPLAY_NAME, "");
        continue;
      }
      if (line.startsWith(" › ")) {
        // `--ci` fails the run on obsolete snapshots: ` › 1 snapshot obsolete.` then `   • name 1` lines.
        for (let k = i + 1; k < Math.min(view.lines.length, i + 50); k++) {
          const m = /^ {3}• (.{1,1000})$/.exec(view.lines[k] ?? "");
          if (!m?.[1]) break;
          out.push({
            tool: JEST.id,
            weight: 3,
            test: m[1].replace(/ \d{1,6}$/, ""),
            suite: typeof state.file === "string" ? state.file : null,
            where:
              typeof state.file === "string"
                ? { function: null, path: state.file, line: null, column: null }
                : null,
            frames: [],
            message: `obsolete snapshot: ${m[1]}`,
            excerpt: excerptOf(view, i, k),
            start: k,
            end: k,
            kind: "snapshot obsolete",
          });
        }
        continue;
      }
      if (!line.startsWith("  ● ")) continue;
      const title = line.slice(4).trim();
      // `● title › 12.3ms`: poku closing a block it timed (jest never puts a duration in a title), not a failure; nor is
      // `● Timeout: test file exceeded 30000ms limit`, poku ending a file's block (its failures are that file's).
      if (
        title.startsWith("Console") ||
        / › \d{1,12}(?:\.\d{1,12})?ms$/.test(title) ||
        /^Timeout: test file exceeded \d{1,12}ms limit/.test(title)
      )
        continue;
      let end = i + 1;
      for (; end < Math.min(view.lines.length, i + 300); end++) {
        const l = view.lines[end] ?? "";
        if (
          l.startsWith("  ● ") ||
          FILE_HEAD.test(l) ||
          /^(Tests|Test Suites|Snapshots|Snapshot Summary):/.test(l) ||
          l.startsWith(" › ") ||
          l.startsWith("::endgroup::") ||
          l.startsWith("::group::")
        )
          break;
      }
      const block = view.lines.slice(i + 1, end);
      const suiteFailed = title === "Test suite failed to run";
      const msgAt = block.findIndex((l) => l.trim() !== "");
      const msgLine = block[msgAt] ?? "";
      const message = msgLine.trim();
      // The suite failed on a type error: that diagnostic is the failure (tsc.ts's `ts-jest` candidate), not a
      // second, unlocated one of jest's that would read as a runtime error worth a retry.
      if (suiteFailed && TS_DIAGNOSTIC.test(message)) continue;
      // A transformer could not parse a file the suite imports (swc under @swc/jest prints miette's `x Expected '>',
      // got '='` and `,-[/abs/src/a.ts:182:1]`): the file never compiled; located where the parser stopped, not in the
      // transformer's frames or at the import.
      const transform = msgAt >= 0 ? mietteAt(block.slice(msgAt)) : null;
      const frames = transform ? [] : jsFrames(block);
      const filed = (state.fileOf ??= new Map<string, string>()) as Map<string, string>;
      const file =
        (state.repeat === true ? filed.get(title) : undefined) ??
        (typeof state.file === "string" ? state.file : null);
      if (file && state.repeat !== true && filed.size < 10_000) filed.set(title, file);
      const codeFrame = block.map((l) => /^\s*> {1,2}(\d{1,7}) \|/.exec(l)?.[1]).find(Boolean);
      // The test's own call site, not a helper's assertion inside it (the helper's frame stays first among the frames).
      // A test jest stopped at its time limit: its stack is the test's declaration (`it(…)`), then the `describe`
      // around it; the declaration is the test's own line, where jest's code frame points. jest-circus prints
      // `thrown: "Exceeded timeout of 5000 ms for a test.`; jest-jasmine2 (jest's default runner before 27) prints
      // `: Timeout - Async callback was not invoked within the 5000 ms timeout specified by jest.setTimeout.` (the
      // sentence twice, then `Error:`) over `at new Spec (…jest-jasmine2…)`, `at Suite.<anonymous> (test:125:3)` (the
      // `it(`) and `at Object.<anonymous> (test:24:1)` (the top `describe(`, which jasmine2 does not name): the
      // first frame in the test file, past jasmine's own.
      const timedOut =
        /^thrown: "Exceeded timeout of |^:? ?Timeout - Async callback was not invoked within /.test(message);
      const inFile = (f: RawFrame) => file !== null && (f.path.endsWith(file) || underRoot(f.path, file));
      const own =
        (file && !timedOut ? (afterMatcher(frames, file) ?? ownFrame(frames, file)) : undefined) ??
        (timedOut ? frames.find(inFile) : undefined) ??
        frames[0] ??
        null;
      let where: RawFrame | null =
        (own && file && underRoot(own.path, file) ? { ...own, path: file } : own) ??
        (file && codeFrame ? { function: null, path: file, line: Number(codeFrame), column: null } : null);
      const err = ERROR_HEAD.exec(message);
      // Babel: `SyntaxError: /abs/test/x.test.js: Unexpected token (4:2)`
      const syntax = /^SyntaxError: (.{1,1000}?): .{0,500}\((\d{1,7}):(\d{1,7})\)$/.exec(message);
      if (syntax?.[1])
        where = { function: null, path: syntax[1], line: Number(syntax[2]), column: Number(syntax[3]) + 1 };
      if (transform) where = transform;
      // jest-resolve names the file that asked for a module it could not find, from the rootDir: `Cannot find module
      // 'x/build/y' from 'src/a.js'`, then `Require stack:` and a code frame at the first frame outside node_modules,
      // `at Object.require (src/a.js:8:34)`. When that file is another of the repository's modules the suites load
      // (not the test file, not a package's), its require line is the failure, whichever suite or test loaded it:
      // one failure at that line, as a transform error is, not one per suite at each suite's own require.
      const requirer = requiredFrom(message, file, frames);
      if (requirer) where = requirer.at;
      const shared = transform !== null || requirer !== undefined;
      const snap = snapshotPath(block);
      const limit = block
        .map((l) =>
          l.includes("Exceeded timeout")
            ? /Exceeded timeout of (\d{1,9}) ms/.exec(l)?.[1]
            : l.includes("Timeout - Async callback")
              ? /was not invoked within the (\d{1,9}) ?ms timeout/.exec(l)?.[1]
              : undefined,
        )
        .find(Boolean);
      let last = end - 1;
      while (last > i && (view.lines[last] ?? "").trim() === "") last--;
      out.push({
        tool: JEST.id,
        weight: 3,
        // A transform error is the unparsed file's, an unresolved require the requiring module's, whichever test
        // loaded it: one failure, not one per test.
        test: suiteFailed || shared ? null : title,
        suite: file,
        where,
        frames,
        message: suiteFailed && !shared ? `Test suite failed to run: ${message}` : message,
        excerpt: excerptOf(view, i, last),
        start: i,
        end: last,
        ...(err?.[1] ? { kind: err[1] } : {}),
        ...(transform ? { kind: "transform failed" } : {}),
        ...(requirer ? { module: requirer.module } : {}),
        ...expectedActual(block),
        ...(snap ? { snapshotFile: snap } : {}),
        ...(limit ? { limitMs: Number(limit) } : {}),
      });
    }
    awaitPackagePath(out, state);
    return out;
  },
} satisfies Extractor;
