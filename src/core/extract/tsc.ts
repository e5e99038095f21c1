// TypeScript compiler: `file(12,5): error TS2322: …` (plain) and `file:12:5 - error TS2322: …` (--pretty); beside it,
// the TypeScript tools that fail a build the same way: tstyche's type tests, type-coverage's target.
import {
  type Candidate,
  type Extractor,
  type LogView,
  LOOKAHEAD,
  LOOKBEHIND,
  excerptOf,
  frame,
  defineTool,
} from "./types.js";
import { isTestFile, shellQuote } from "./command.js";

export const TSC = defineTool({
  id: "tsc",
  family: "typescript",
  reproduce: () => "npx tsc --noEmit",
});

/**
 * A TypeScript error reported by ts-jest ("Test suite failed to run"): only jest type-checks that file (the
 * project's tsconfig may exclude tests, and then `tsc` passes), so jest reproduces it: on the file when it is a test,
 * else on the tests that import it (a source file given as a path pattern matches no test).
 */
export const TS_JEST = defineTool({
  id: "ts-jest",
  family: "js-test",
  reproduce: (f) =>
    f.file === null
      ? "npx jest"
      : isTestFile(f.file)
        ? `npx jest ${shellQuote(f.file)}`
        : `npx jest --findRelatedTests ${shellQuote(f.file)}`,
});

const CODE = /^TS\d{1,5}$/;

/** True when line `i` is inside jest's `● Test suite failed to run` block (only indented lines between). */
function inJestSuiteFailure(view: LogView, i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 80); k--) {
    const l = view.lines[k] ?? "";
    if (/^\s{1,8}● Test suite failed to run$/.test(l)) return true;
    if (l.trim() !== "" && !/^\s/.test(l)) return false;
  }
  return false;
}

function parseHead(
  line: string,
): { path: string | null; line?: string; col?: string; code: string; message: string } | null {
  let at = line.indexOf(" - error TS");
  if (at > 0) {
    const loc = line.slice(0, at);
    const rest = line.slice(at + " - error ".length);
    const m = /^(.*):(\d+):(\d+)$/.exec(loc);
    const colon = rest.indexOf(": ");
    const code = colon > 0 ? rest.slice(0, colon) : "";
    if (!m || !CODE.test(code)) return null;
    return { path: m[1] ?? null, line: m[2], col: m[3], code, message: rest.slice(colon + 2) };
  }
  at = line.indexOf("): error TS");
  if (at > 0) {
    const open = line.lastIndexOf("(", at);
    const nums = /^(\d+),(\d+)$/.exec(line.slice(open + 1, at));
    const rest = line.slice(at + "): error ".length);
    const colon = rest.indexOf(": ");
    const code = colon > 0 ? rest.slice(0, colon) : "";
    if (open <= 0 || !nums || !CODE.test(code)) return null;
    return { path: line.slice(0, open), line: nums[1], col: nums[2], code, message: rest.slice(colon + 2) };
  }
  if (line.startsWith("error TS")) {
    const rest = line.slice("error ".length);
    const colon = rest.indexOf(": ");
    const code = colon > 0 ? rest.slice(0, colon) : "";
    if (!CODE.test(code)) return null;
    return { path: null, code, message: rest.slice(colon + 2) };
  }
  return null;
}

const QUOTED = /'([^']{1,300})'/g;

function typesOf(code: string, message: string): Pick<Candidate, "expected" | "actual" | "module"> {
  const q = [...message.matchAll(QUOTED)].map((m) => m[1] ?? "");
  if (code === "TS2307" || code === "TS2305" || code === "TS2792") return q[0] ? { module: q[0] } : {};
  if ((code === "TS2322" || code === "TS2345") && q.length >= 2) return { actual: q[0], expected: q[1] };
  return {};
}

/** tstyche, a type test runner: its file's type assertions and the type errors in them, each rerun on its file. */
export const TSTYCHE = defineTool({
  id: "tstyche",
  family: "typescript",
  reproduce: (f) => (f.file ? `npx tstyche ${shellQuote(f.file)}` : "npx tstyche"),
});

/** tstyche's header of a test file that failed: `fail ./types/index.tst.ts`. */
const TSTYCHE_FAIL = /^fail (\.{0,2}\/?[\w@.+/-]{1,500}\.tst\.[cm]?tsx?)$/;
/** A failure in it: `Error: Type 'x' is not assignable to type 'y'. ts(2322)` (an expect failure has no code). */
const TSTYCHE_ERROR = /^Error: (.{1,2000}?)(?: ts\((\d{1,5})\))?$/;
/** Its location, below the code frame: `at ./types/index.tst.ts:58:5`. */
const TSTYCHE_AT = /^\s{1,12}at (\S{1,500}):(\d{1,7}):(\d{1,7})$/;

/** The failures under tstyche's `fail ./file.tst.ts` header at `i`: to the next file header or the run's totals. */
function tstycheFile(view: LogView, i: number, file: string): Candidate[] {
  const out: Candidate[] = [];
  let open: { at: number; message: string; code: string | null } | null = null;
  for (let k = i + 1; k < Math.min(view.lines.length, i + LOOKAHEAD); k++) {
    const l = view.lines[k] ?? "";
    if (/^(?:fail|pass) \S|^Targets: |^Test files: /.test(l)) break;
    const e = TSTYCHE_ERROR.exec(l);
    if (e?.[1]) {
      open = { at: k, message: e[1], code: e[2] ? `TS${e[2]}` : null };
      continue;
    }
    const at = open ? TSTYCHE_AT.exec(l) : null;
    if (open && at?.[1]) {
      out.push({
        tool: TSTYCHE.id,
        weight: 3,
        test: null,
        suite: file,
        where: frame(at[1], at[2], at[3]),
        frames: [],
        message: open.message,
        excerpt: excerptOf(view, open.at, k),
        start: open.at,
        end: k,
        ...(open.code
          ? { code: open.code, ...typesOf(open.code, open.message) }
          : { kind: "tstyche expect" }),
      });
      open = null;
    }
  }
  return out;
}

/** type-coverage: the share of identifiers whose type is not `any`, under the project's target. */
export const TYPE_COVERAGE = defineTool({
  id: "type-coverage",
  family: "typescript",
  reproduce: () => "npx type-coverage --detail",
});

/** How it fails: `The type coverage rate(99.97%) is lower than the target(100%).` (`--at-least`), or `is not` (`--is`). */
const TYPE_COVERAGE_FAIL =
  /^The type coverage rate\((\d{1,3}(?:\.\d{1,2})?)%\) is (?:lower than|not) the target\(/;
/** Above it, each identifier typed `any` (with `--detail`, or by default when it fails): `/abs/lib/a.js:659:11: input`. */
const TYPE_COVERAGE_ANY = /^(\S{1,1000}?):(\d{1,7}):(\d{1,7}): (\S.{0,500})$/;
/** Identifiers read at most: each is a place to type; a project far under its target lists thousands. */
const MAX_ANY = 100;

/**
 * type-coverage's failure at `i`: one per identifier typed `any` it listed above its count (`(4172 / 4173) 99.97%`),
 * each at its place (a linter's finding, as typescript-eslint's no-explicit-any is); the failure line alone when it
 * listed none (`--no-detail-when-failed`).
 */
function typeCoverage(view: LogView, i: number): Candidate[] {
  const line = view.lines[i] ?? "";
  const m = TYPE_COVERAGE_FAIL.exec(line);
  if (!m) return [];
  let k = i - 1;
  if (/^\(\d{1,9} \/ \d{1,9}\)/.test(view.lines[k] ?? "")) k--;
  const out: Candidate[] = [];
  for (; k >= Math.max(0, i - LOOKBEHIND) && out.length < MAX_ANY; k--) {
    const a = TYPE_COVERAGE_ANY.exec(view.lines[k] ?? "");
    if (!a?.[1] || !a[4]) break;
    out.push({
      tool: TYPE_COVERAGE.id,
      weight: 3,
      test: null,
      suite: null,
      where: frame(a[1], a[2], a[3]),
      frames: [],
      message: `\`${a[4]}\` is typed any: ${line}`,
      excerpt: [view.lines[k] ?? "", line],
      start: k,
      end: k,
    });
  }
  if (out.length > 0) return out.reverse();
  return [
    {
      tool: TYPE_COVERAGE.id,
      weight: 3,
      test: null,
      suite: null,
      where: null,
      frames: [],
      message: line,
      excerpt: excerptOf(view, Math.max(0, i - 1), i),
      start: i,
      end: i,
    },
  ];
}

/** A path inside installed dependencies: `node_modules/@types/node/ffi.d.ts`, `/abs/node_modules/x/index.d.ts`. */
function inNodeModules(path: string): boolean {
  return /(?:^|[/\\])node_modules[/\\]/.test(path);
}

/** The kind of the one failure tsc's errors become when every one sits in node_modules (categories.ts reads it). */
export const TSC_IN_DEPENDENCIES = "tsc errors in node_modules only";

/**
 * When every error tsc printed in the log sits in node_modules (the installed declarations do not compile with this
 * TypeScript: a newer `@types/node` than the compiler parses, dependencies that moved with no lockfile), one failure of
 * the dependencies, not one per error: the project's code is not what failed. One error in the project's own files
 * (its `.d.ts` too) or without a file (an option) keeps them all, each its own: the dependency's errors may follow
 * from the project's. Across the scanner's windows (`state`): once the project's own error was met, none collapses; once
 * the dependencies' failure was made, their further errors are part of it.
 */
function inDependenciesOnly(
  view: LogView,
  out: Candidate[],
  own: number[],
  state: Record<string, unknown>,
): Candidate[] {
  const errors = own.map((k) => out[k]).filter((c): c is Candidate => c !== undefined);
  const first = errors[0];
  const last = errors.at(-1);
  if (!first || !last) return out;
  if (state.tscOwn === true || !errors.every((c) => c.where !== null && inNodeModules(c.where.path))) {
    state.tscOwn = true;
    return out;
  }
  const skip = new Set(own);
  if (state.tscDependencies === true) return out.filter((_, k) => !skip.has(k));
  state.tscDependencies = true;
  const files = [...new Set(errors.map((c) => c.where?.path ?? ""))];
  const named = files.slice(0, 3).join(", ") + (files.length > 3 ? ` and ${files.length - 3} more` : "");
  const count = errors.length === 1 ? "1 error" : `${errors.length} errors`;
  return [
    ...out.filter((_, k) => !skip.has(k)),
    {
      ...first,
      message: `${count} in installed dependencies (${named}), none in the project: ${first.message}`,
      excerpt: excerptOf(view, first.start, last.end, 12),
      end: last.end,
      kind: TSC_IN_DEPENDENCIES,
    },
  ];
}

export const tsc = {
  tools: [TSC, TS_JEST, TSTYCHE, TYPE_COVERAGE],
  trigger: /error TS\d|^fail \S|^The type coverage rate\(/,
  literals: ["error TS", "fail ./", "The type coverage rate("],
  extract(view, anchors, state) {
    const out: Candidate[] = [];
    /** Where tsc's own errors sit in `out`. */
    const own: number[] = [];
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      if (line.startsWith("The type coverage rate(")) {
        out.push(...typeCoverage(view, i));
        continue;
      }
      const tst = TSTYCHE_FAIL.exec(line);
      if (tst?.[1]) {
        out.push(...tstycheFile(view, i, tst[1]));
        continue;
      }
      const head = parseHead(line.trimStart());
      if (!head) continue;
      // The block: the head, then continuation lines (indented) or the --pretty code frame.
      let end = i;
      for (let k = i + 1; k < Math.min(view.lines.length, i + 30); k++) {
        const l = view.lines[k] ?? "";
        // jest's next file header or failure block (ts-jest prints its diagnostic between them; ` FAIL ` keeps one
        // leading space once its colour is stripped, which read as a continuation line).
        if (parseHead(l) || /^Found \d+ errors?/.test(l) || /^ ?(?:FAIL|PASS) {1,2}\S|^ {2}● /.test(l)) break;
        if (l.trim() === "" && (view.lines[k + 1] ?? "").trim() === "") break;
        if (l.trim() !== "" && !/^\s/.test(l) && !/^\d+\s/.test(l)) break;
        end = k;
      }
      const extra = view.lines
        .slice(i + 1, end + 1)
        .filter((l) => !line.includes(" - error TS") && /^\s{2}\S/.test(l));
      const tool = /^\s/.test(line) && inJestSuiteFailure(view, i) ? TS_JEST.id : TSC.id;
      if (tool === TSC.id) own.push(out.length);
      out.push({
        tool,
        weight: 3,
        test: null,
        suite: null,
        where: head.path ? frame(head.path, head.line, head.col) : null,
        frames: [],
        message:
          extra.length > 0 && !/^\s*\d/.test(extra[0] ?? "")
            ? `${head.message} ${extra.map((l) => l.trim()).join(" ")}`.slice(0, 2000)
            : head.message,
        excerpt: excerptOf(view, i, end),
        start: i,
        end,
        code: head.code,
        ...typesOf(head.code, head.message),
      });
    }
    return inDependenciesOnly(view, out, own, state);
  },
} satisfies Extractor;
