// `retry-scope: failed`: a retry that runs only the tests that failed. The command is recognised as a plain
// invocation of a test runner (vitest, jest, mocha, node:test, pytest, go test, cargo test, cargo nextest)
// and the failed tests are added to its own arguments, so its reporters and options (a JUnit file) still
// apply. Anything else (a package script, shell syntax, a failure that is not a test's, a command that
// already picks its tests) retries the whole command, and the plan says why.
//
// Safety: the user's own words are kept as written, and only when each is a plain word (no quotes, no `$`,
// no `;`): nothing of the command is reinterpreted. Everything added comes from the log (test names, file
// paths) and is placed inside single quotes (shellQuote) and, where a runner reads a pattern, regex-escaped
// first: the same pieces the tools' reproduce commands are built from (core/extract/command.ts).
import { isTestFile } from "../core/extract/command.js";
import { fromDirectory, regexEscape, shellQuote } from "../core/locate/reproduce.js";
import type { ToolId } from "../core/extract/index.js";
import type { Failure } from "../core/schema.js";

// Defined with the run flags (flags.ts), which the CLI's help reads without loading this module.
export type { RetryScope } from "./flags.js";
import type { RetryScope } from "./flags.js";

/** What one attempt runs: the whole command, or only the failed tests; and why. */
export interface ScopePlan {
  scope: RetryScope;
  reason: string;
  command: string;
  /** The tests a `failed` attempt runs (0 for `all`). */
  tests: number;
  /** The runner a `failed` attempt targets. */
  runner?: Runner;
  /** The tests a `failed` attempt runs, as the report knows them (core/report/index.ts `testKey`). */
  targets?: readonly string[];
  /** Their names as the runner prints them, which a pass must show (see targetedPassShown). */
  names?: readonly string[];
}

/** The runners a retry can target, by the tool id their failures carry (the extractors' registry). */
type Runner =
  Extract<ToolId, "vitest" | "jest" | "mocha" | "node-test" | "pytest" | "go" | "cargo"> | "nextest";

/** A failed test as a targeted retry needs it: its name and its test file (a repository path), when known. */
interface Target {
  test: string;
  file: string | null;
}

/** A command word the user wrote that may be kept as it is: no quoting, expansion or operators. */
const PLAIN = /^[A-Za-z0-9_./:=@%+,*?-]{1,500}$/;

const base = (w: string | undefined) => (w ?? "").slice((w ?? "").lastIndexOf("/") + 1);

/** Options of each runner that take their value as the next word (`--reporter junit`). */
const VALUE_FLAGS: Record<Runner, readonly string[]> = {
  vitest: [
    "--reporter",
    "--outputFile",
    "--config",
    "-c",
    "--root",
    "-r",
    "--dir",
    "--project",
    "--pool",
    "--shard",
    "--environment",
    "--mode",
    "--exclude",
  ],
  jest: [
    "--config",
    "-c",
    "--reporters",
    "--outputFile",
    "--selectProjects",
    "--shard",
    "--rootDir",
    "--roots",
    "--maxWorkers",
    "-w",
    "--testTimeout",
  ],
  mocha: [
    "--reporter",
    "-R",
    "--reporter-option",
    "-O",
    "--require",
    "-r",
    "--config",
    "--timeout",
    "-t",
    "--ui",
    "-u",
    "--extension",
    "--ignore",
    "--spec",
    "--file",
  ],
  "node-test": [
    "--import",
    "--require",
    "-r",
    "--loader",
    "--experimental-loader",
    "--test-reporter",
    "--test-reporter-destination",
    "--conditions",
    "-C",
    "--env-file",
    "--test-concurrency",
    "--test-timeout",
  ],
  pytest: [
    "-k",
    "-m",
    "-p",
    "-o",
    "-c",
    "-W",
    "--junitxml",
    "--junit-xml",
    "--rootdir",
    "--basetemp",
    "--confcutdir",
    "--cov",
    "--cov-report",
    "--tb",
    "-n",
    "--maxfail",
    "--durations",
    "--deselect",
    "--ignore",
    "--override-ini",
    "--log-level",
    "--import-mode",
  ],
  go: [
    "-p",
    "-timeout",
    "-count",
    "-tags",
    "-coverprofile",
    "-covermode",
    "-coverpkg",
    "-parallel",
    "-cpu",
    "-exec",
    "-o",
    "-mod",
    "-ldflags",
    "-gcflags",
  ],
  cargo: [
    "-p",
    "--package",
    "--features",
    "-F",
    "--target",
    "--manifest-path",
    "-j",
    "--jobs",
    "--bin",
    "--test",
    "--example",
    "--bench",
    "--profile",
    "--exclude",
    "--test-threads",
    "--format",
    "-Z",
  ],
  nextest: [
    "-p",
    "--package",
    "--features",
    "-F",
    "--target",
    "--manifest-path",
    "-j",
    "--jobs",
    "--profile",
    "-P",
    "--exclude",
    "--test-threads",
    "--retries",
    "--partition",
    "-E",
    "--filterset",
    "--filter-expr",
  ],
};

/** Options that already pick the tests by name: the command's own choice is not narrowed further. */
const NAME_FILTERS: Record<Runner, readonly string[]> = {
  vitest: ["-t", "--testNamePattern"],
  jest: ["-t", "--testNamePattern"],
  mocha: ["--grep", "-g", "--fgrep", "-f"],
  "node-test": ["--test-name-pattern", "--test-skip-pattern", "--test-only"],
  pytest: [],
  go: ["-run"],
  cargo: [],
  nextest: ["-E", "--filterset", "--filter-expr"],
};

/** The failures' tools a runner's retry can target (a JUnit file's test cases are the runner's own). */
const TOOLS_OF: Record<Runner, readonly string[]> = {
  vitest: ["vitest", "junit"],
  jest: ["jest", "junit"],
  mocha: ["mocha", "junit"],
  "node-test": ["node-test", "junit"],
  pytest: ["pytest", "junit"],
  go: ["go", "junit"],
  cargo: ["cargo", "junit"],
  nextest: ["cargo", "junit"],
};

interface Recognised {
  runner: Runner;
  /** The words up to and including the runner's own (`npx vitest run`), kept as written. */
  head: string[];
  /** The rest. */
  args: string[];
}

const JS_RUNNERS = new Set(["vitest", "jest", "mocha"]);
const SCRIPT_RUNNERS = new Set([
  "npm",
  "yarn",
  "pnpm",
  "bun",
  "make",
  "just",
  "task",
  "tox",
  "nox",
  "gradle",
  "./gradlew",
  "mvn",
  "./mvnw",
]);

/** The runner a command word list invokes directly, or why none is recognised. */
export function recognise(words: readonly string[]): Recognised | string {
  let i = 0;
  if (["npx", "pnpx", "bunx"].includes(words[0] ?? "")) {
    i = 1;
    while (["-y", "--yes", "--no-install", "--no"].includes(words[i] ?? "")) i++;
  } else if (["pnpm", "yarn"].includes(words[0] ?? "")) {
    if (words[1] === "exec") i = 2;
    else if (JS_RUNNERS.has(words[1] ?? "")) i = 1;
  }
  const w = words[i];
  const name = base(w);
  if (JS_RUNNERS.has(name)) {
    let j = i + 1;
    if (name === "vitest") {
      const sub = words[j];
      if (sub === "run") j++;
      else if (sub !== undefined && !sub.startsWith("-"))
        return `vitest's \`${sub}\` command is not one a retry can target`;
    }
    return { runner: name as Runner, head: words.slice(0, j), args: words.slice(j) };
  }
  if (/^node(?:\d{1,2})?$/.test(name) && words.includes("--test"))
    return { runner: "node-test", head: words.slice(0, 1), args: words.slice(1) };
  if (name === "pytest" || name === "py.test")
    return { runner: "pytest", head: words.slice(0, 1), args: words.slice(1) };
  if (/^python(?:\d(?:\.\d{1,2})?)?$/.test(name) && words[1] === "-m" && words[2] === "pytest")
    return { runner: "pytest", head: words.slice(0, 3), args: words.slice(3) };
  if (name === "go" && words[1] === "test")
    return { runner: "go", head: words.slice(0, 2), args: words.slice(2) };
  if (name === "cargo" && words[1] === "test")
    return { runner: "cargo", head: words.slice(0, 2), args: words.slice(2) };
  if (name === "cargo" && words[1] === "nextest" && words[2] === "run")
    return { runner: "nextest", head: words.slice(0, 3), args: words.slice(3) };
  if (SCRIPT_RUNNERS.has(words[0] ?? ""))
    return `\`${words.slice(0, 2).join(" ")}\` runs a script whose test runner is not known here, so its tests cannot be picked safely`;
  return `\`${name}\` is not a test runner a retry can target (vitest, jest, mocha, node --test, pytest, go test, cargo test, cargo nextest)`;
}

/** The positional words of `args` (not options, not an option's value), by index. */
function positionals(runner: Runner, args: readonly string[], until = args.length): number[] {
  const out: number[] = [];
  for (let k = 0; k < until; k++) {
    const a = args[k] ?? "";
    if (a.startsWith("-")) {
      if (!a.includes("=") && VALUE_FLAGS[runner].includes(a)) k++;
      continue;
    }
    out.push(k);
  }
  return out;
}

const hasFlag = (args: readonly string[], flags: readonly string[]) =>
  args.some((a) => flags.some((f) => a === f || a.startsWith(`${f}=`)));

/** A test file path relative to the command's folder, when every target has one. */
function filesOf(targets: readonly Target[], dir: string | null): string[] | null {
  const files = targets.map((t) => t.file);
  if (files.some((f) => f === null)) return null;
  return [...new Set((files as string[]).map((f) => (dir ? fromDirectory(dir, f) : f)))];
}

const alternation = (names: readonly string[]) => [...new Set(names)].map(regexEscape).join("|");

/** The words a runner's targeted retry adds (quoted), or why it has none. */
function target(r: Recognised, targets: readonly Target[], dir: string | null): string[] | string {
  const { runner, args } = r;
  if (hasFlag(args, NAME_FILTERS[runner])) return "the command already picks its tests by name";
  const pos = positionals(runner, args);
  const q = (s: string) => shellQuote(s);
  switch (runner) {
    case "vitest":
    case "jest": {
      const sep = runner === "vitest" ? " > " : " › ";
      const names = alternation(targets.map((t) => t.test.split(sep).join(" ")));
      // Their positionals are filters added together: files only when the command gave none.
      const files = pos.length === 0 ? filesOf(targets, dir) : null;
      const fileArgs = files ? files.map((f) => q(runner === "jest" ? regexEscape(f) : f)) : [];
      return [...args, ...fileArgs, "-t", q(names)];
    }
    case "mocha":
      return [...args, "--grep", q(alternation(targets.map((t) => t.test)))];
    case "node-test": {
      const files = filesOf(targets, dir);
      const kept = files ? args.filter((_, k) => !pos.includes(k)) : [...args];
      return [
        ...kept,
        ...[...new Set(targets.map((t) => t.test))].map((t) => q(`--test-name-pattern=${regexEscape(t)}`)),
        ...(files ?? []).map(q),
      ];
    }
    case "pytest": {
      const ids = targets.map((t) => t.test.replace(/ \([^()]{0,200}\)$/, ""));
      if (ids.some((id) => !id.includes("::"))) return "a failed test has no pytest node id";
      return [...args.filter((_, k) => !pos.includes(k)), ...[...new Set(ids)].map(q)];
    }
    case "go": {
      const tops = targets.map((t) => t.test.split("/")[0] ?? t.test);
      return ["-run", q(`^(?:${alternation(tops)})$`), ...args];
    }
    case "cargo":
    case "nextest": {
      if (targets.some((t) => / \(line \d+\)$/.test(t.test))) return "a failed test is a doctest";
      const dash = args.indexOf("--");
      const before = dash < 0 ? args : args.slice(0, dash);
      const after = dash < 0 ? [] : args.slice(dash + 1);
      if (positionals(runner, before).length > 0 || after.some((a) => !a.startsWith("-")))
        return "the command already picks its tests by name";
      const names = [...new Set(targets.map((t) => t.test))];
      if (runner === "nextest") {
        if (names.some((n) => !/^[A-Za-z0-9_:]{1,500}$/.test(n)))
          return "a failed test's name is not a Rust path";
        return [...args, "-E", q(names.map((n) => `test(=${n})`).join(" | "))];
      }
      return [...before, "--", ...after, "--exact", ...names.map(q)];
    }
  }
}

/** The failures of an attempt as a plan reads them. */
export interface PreviousAttempt {
  index: number;
  failures: readonly Pick<Failure, "tool" | "test" | "suite" | "category" | "location">[];
  /** It failed without naming any failure (killed, a runner's own error). */
  unexplained: boolean;
}

/**
 * The command of the attempt after `previous`: only its failed tests (scope `failed`) when the command's
 * runner is recognised and every failure is one of its tests, else the whole command, saying why.
 */
export function planRetry(o: {
  command: string;
  scope: RetryScope;
  previous: PreviousAttempt;
  /** The command's folder relative to the repository root (null at the root): test files are made relative to it. */
  commandDir: string | null;
}): ScopePlan {
  const all = (reason: string): ScopePlan => ({ scope: "all", reason, command: o.command, tests: 0 });
  if (o.scope === "all") return all("retry-scope is `all`");
  const p = o.previous;
  if (p.unexplained) return all(`attempt ${p.index} failed without naming a failed test`);
  if (p.failures.length === 0) return all(`attempt ${p.index} named no failed test`);
  const words = o.command.trim().split(/[ \t]+/);
  if (o.command.includes("\n") || !words.every((w) => PLAIN.test(w)))
    return all("the command is not a plain runner invocation (it has shell syntax or quoting)");
  const r = recognise(words);
  if (typeof r === "string") return all(r);
  const nonTest = p.failures.find((f) => f.test === null || !TOOLS_OF[r.runner].includes(f.tool));
  if (nonTest)
    return all(
      nonTest.test === null
        ? `attempt ${p.index} has a failure that is not a test's (${nonTest.category})`
        : `attempt ${p.index} has a failure from ${nonTest.tool}, not from ${r.runner}`,
    );
  const targets: Target[] = p.failures.map((f) => ({
    test: f.test as string,
    file: f.location && isTestFile(f.location.file) ? f.location.file : null,
  }));
  const added = target(r, targets, o.commandDir);
  if (typeof added === "string") return all(added);
  const names = [...new Set(targets.map((t) => t.test))];
  const n = names.length;
  return {
    scope: "failed",
    reason: `${r.runner}: only the ${n} test${n === 1 ? "" : "s"} that failed in attempt ${p.index}`,
    command: [...r.head, ...added].join(" "),
    tests: n,
    runner: r.runner,
    names,
  };
}

/** Sums every match's first group (a runner's "N passed" lines). */
function sum(re: RegExp, text: string): number {
  let n = 0;
  for (const m of text.matchAll(re)) n += Number(m[1]);
  return n;
}

/** How many passed tests a runner's summary shows at the end of its output (0: none shown). */
const PASSES_SHOWN: Record<Runner, (tail: string) => number> = {
  vitest: (t) => sum(/^ {0,10}Tests {1,4}(?:\d{1,7} [a-z]{1,12} \| ){0,4}(\d{1,7}) passed/gm, t),
  jest: (t) => sum(/^Tests: {1,8}(?:\d{1,7} [a-z]{1,10}, ){0,4}(\d{1,7}) passed/gm, t),
  mocha: (t) => sum(/^ {1,4}(\d{1,7}) passing/gm, t),
  "node-test": (t) => sum(/^(?:ℹ|#) pass (\d{1,7})$/gm, t),
  pytest: (t) => sum(/^(?:=+ )?(?:\d{1,7} [a-z]{1,12}, ){0,6}(\d{1,7}) passed\b/gm, t),
  // go prints no count without -v: a package that ran tests (`ok`, not `[no tests to run]`) counts as all of them.
  go: (t) =>
    /^ok {1,8}\S{1,500}\s{1,8}(?:\(cached\)|[\d.]{1,20}s)(?:\s{1,8}coverage:.{0,100})?$/m.test(t)
      ? Infinity
      : 0,
  cargo: (t) => sum(/^test result: ok\. (\d{1,7}) passed/gm, t),
  nextest: (t) => sum(/^ {0,8}Summary \[.{1,40}\] {1,8}\d{1,7} tests? run: (\d{1,7}) passed/gm, t),
};

/**
 * node:test names each test it passed: `✔ name (1.2ms)` (spec, indented under its suite) or `ok 3 - name` (TAP,
 * without a `# SKIP`). Its counts cannot be trusted here: from Node 22 a file none of whose tests matches
 * `--test-name-pattern` is itself reported as one passed test, named after the file.
 */
function nodeTestPassed(name: string, tail: string): boolean {
  const tap = name.replace(/\\/g, "\\\\").replace(/#/g, "\\#");
  for (const line of tail.split("\n")) {
    const l = line.trimStart();
    if (l.startsWith(`✔ ${name} (`)) return true;
    const ok = /^ok \d{1,7} - /.exec(l);
    if (ok && l.slice(ok[0].length) === tap) return true;
  }
  return false;
}

/**
 * Whether a targeted attempt that exited 0 showed its tests pass: its JUnit files hold each of them passed (or,
 * where the names are not known, as many passed cases), or its runner's output shows them pass (node:test by
 * name, the others by their summary's count). A name pattern that matched nothing also exits 0, and that is no
 * pass of the failed tests.
 */
export function targetedPassShown(
  plan: ScopePlan,
  tail: string,
  junit: { passed: number; passedNames: ReadonlySet<string> },
): boolean {
  if (plan.scope !== "failed" || !plan.runner) return true;
  const names = plan.names;
  if (names ? names.every((n) => junit.passedNames.has(n)) : junit.passed >= plan.tests) return true;
  // Colours (CI turns them on) around the summary's words.
  const plain = tail.replace(/\u001b\[[0-9;]{0,20}m/g, "");
  if (plan.runner === "node-test" && names) return names.every((n) => nodeTestPassed(n, plain));
  return PASSES_SHOWN[plan.runner](plain) >= plan.tests;
}
