// A retry of only the failed tests: the command is recognised as a plain invocation of a runner of the registry
// (runners/index.ts), directly (`npx vitest run`) or through a package script that is one (`npm test`, whose
// script is `jest --ci`: the words a retry adds are appended after `--`), and the failed tests are added to its
// own arguments, so its reporters and options (a JUnit file) still apply. Anything else retries the whole
// command, and the plan says why.
//
// Safety: the user's own words are kept as written, and only when each is a plain word (no quotes, no `$`, no
// `;`): nothing of the command is reinterpreted. Everything added comes from the log (test names, file paths)
// and is placed inside single quotes and, where a runner reads a pattern, regex-escaped and anchored.
import { isTestFile } from "../extract/command.js";
import { LIMITS } from "../limits.js";
import { fromDirectory } from "../locate/reproduce.js";
import { isShortened } from "../names.js";
import type { Failure } from "../schema.js";
import { RUNNERS, type Runner, type Target } from "./runners/index.js";
import type { AttemptPlan } from "./scope.js";

/** A command word the user wrote that may be kept as it is: no quoting, expansion or operators. */
const PLAIN = /^[A-Za-z0-9_./:=@%+,*?-]{1,500}$/;
const ENV_ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]{0,100}=/;

/** A package manager's script: `npm test`, `npm run test:ci`, `pnpm test`, `yarn run test`. */
interface ScriptCall {
  /** The words that run the script, kept as written (`npm run test:ci`). */
  call: string[];
  name: string;
  /** Arguments the command already passes to it (after `--` for npm). */
  extra: string[];
  /** npm needs `--` before the script's arguments; pnpm and yarn pass what follows the name. */
  dash: boolean;
}

function scriptCall(words: readonly string[]): ScriptCall | null {
  const pm = words[0];
  if (pm !== "npm" && pm !== "pnpm" && pm !== "yarn") return null;
  let n: number;
  if (words[1] === "test" || (words[1] === "t" && pm !== "yarn")) n = 2;
  else if ((words[1] === "run" || words[1] === "run-script") && words[2] && !words[2].startsWith("-")) n = 3;
  else return null;
  const name = n === 2 ? "test" : (words[2] as string);
  const rest = words.slice(n);
  const dash = pm === "npm";
  if (dash && rest.length > 0 && rest[0] !== "--") return null;
  return { call: words.slice(0, n), name, extra: dash ? rest.slice(1) : rest, dash };
}

interface Recognised {
  runner: Runner;
  /** The words up to and including the runner's own (`npx vitest run`), kept as written. */
  head: string[];
  /** The rest. */
  args: string[];
}

/** The runner `words` invoke directly, or why none is recognised (null: no runner at all). */
function recogniseWords(words: readonly string[]): Recognised | string | null {
  let i = 0;
  while (ENV_ASSIGNMENT.test(words[i] ?? "")) i++;
  if (["npx", "pnpx", "bunx"].includes(words[i] ?? "")) {
    i++;
    while (["-y", "--yes", "--no-install", "--no"].includes(words[i] ?? "")) i++;
  } else if (words[i] === "pnpm" || words[i] === "yarn") {
    if (words[i + 1] === "exec") i += 2;
    else if (RUNNERS.some((r) => typeof r.recognise(words, i + 1) === "number")) i++;
  }
  for (const runner of RUNNERS) {
    const n = runner.recognise(words, i);
    if (n === null) continue;
    if (typeof n === "string") return n;
    return { runner, head: words.slice(0, i + n), args: words.slice(i + n) };
  }
  return null;
}

const NOT_A_RUNNER = `is not a test runner a retry can target (${RUNNERS.map((r) => r.label).join(", ")})`;

/** The positional words of `args` (not options, not an option's value), by index. */
function positionals(runner: Runner, args: readonly string[]): number[] {
  const out: number[] = [];
  for (let k = 0; k < args.length; k++) {
    const a = args[k] ?? "";
    if (a === "--") {
      for (let j = k + 1; j < args.length; j++) out.push(j);
      break;
    }
    if (a.startsWith("-")) {
      if (!a.includes("=") && runner.valueFlags.includes(a)) k++;
      continue;
    }
    out.push(k);
  }
  return out;
}

const hasFlag = (args: readonly string[], flags: readonly string[]) =>
  args.some((a) => flags.some((f) => a === f || a.startsWith(`${f}=`)));

const words = (command: string): string[] | null => {
  const w = command.trim().split(/[ \t]+/);
  return command.includes("\n") || !w.every((x) => PLAIN.test(x)) ? null : w;
};

/** How a command is targeted: its runner, its words, and whether only appended words are possible. */
export type Recognition =
  { runner: Runner; head: string[]; args: string[]; script: ScriptCall | null } | { refused: string };

/** The runner `command` invokes (through a package script whose text is in `scripts`), or why none. */
export function recognise(command: string, scripts: Readonly<Record<string, string>> | null): Recognition {
  const w = words(command);
  if (!w) return { refused: "the command is not a plain runner invocation (it has shell syntax or quoting)" };
  const script = scriptCall(w);
  if (script) {
    const shown = `\`${script.call.join(" ")}\``;
    const text =
      scripts && Object.prototype.hasOwnProperty.call(scripts, script.name)
        ? scripts[script.name]
        : undefined;
    if (text === undefined)
      return {
        refused: `${shown} runs a script this run could not read (no package.json script "${script.name}" where the command runs)`,
      };
    const sw = words(text);
    if (!sw)
      return {
        refused: `${shown} runs \`${text.slice(0, 200)}\`, not a plain runner invocation (shell syntax or quoting)`,
      };
    const r = recogniseWords([...sw, ...script.extra]);
    if (r === null || typeof r === "string")
      return { refused: `${shown} runs \`${text.slice(0, 200)}\`, which ${r ?? NOT_A_RUNNER}` };
    return { ...r, script };
  }
  const r = recogniseWords(w);
  if (typeof r === "string") return { refused: r };
  if (r === null) {
    if (
      [
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
      ].includes(w[0] ?? "")
    )
      return {
        refused: `\`${w.slice(0, 2).join(" ")}\` runs a script whose test runner is not known here, so its tests cannot be picked safely`,
      };
    return { refused: `\`${(w[0] ?? "").slice(0, 100)}\` ${NOT_A_RUNNER}` };
  }
  return { ...r, script: null };
}

/** The failures of an attempt as a plan reads them. */
export type PlanFailure = Pick<Failure, "tool" | "test" | "category"> & {
  location: { file: string | null } | null;
};

/**
 * The command that runs only `failures` (every one a test of the command's runner), or why there is none. The
 * test files are made relative to the command's folder (`commandDir`, null at the repository root).
 */
export function targetedCommand(
  command: string,
  failures: readonly PlanFailure[],
  o: { scripts: Readonly<Record<string, string>> | null; commandDir: string | null; index: number },
): AttemptPlan | string {
  const r = recognise(command, o.scripts);
  if ("refused" in r) return r.refused;
  const runner = r.runner;
  const other = failures.find((f) => f.test === null || !runner.tools.includes(f.tool as never));
  if (other)
    return other.test === null
      ? `attempt ${o.index} has a failure that is not a test's (${other.category})`
      : `attempt ${o.index} has a failure from ${other.tool}, not from ${runner.id}`;
  if (failures.some((f) => isShortened(f.test as string)))
    return `attempt ${o.index} has a test whose name is longer than ${LIMITS.testName} characters and is kept shortened: no pattern names it exactly`;
  if (hasFlag(r.args, runner.nameFilters)) return "the command already picks its tests by name";
  const targets: Target[] = failures.map((f) => {
    const file = f.location && isTestFile(f.location.file) ? f.location.file : null;
    return { test: f.test as string, file: file && o.commandDir ? fromDirectory(o.commandDir, file) : file };
  });
  const pos = positionals(runner, r.args);
  const added = runner.target(r.args, targets, { appendOnly: r.script !== null, positionals: pos });
  if (typeof added === "string") return added;
  const names = [...new Set(targets.map((t) => t.test))];
  const n = names.length;
  const plan = {
    scope: "failed" as const,
    reason: `${runner.id}: only the ${n} test${n === 1 ? "" : "s"} that failed in attempt ${o.index}`,
    tests: n,
    runner: runner.id,
    names,
  };
  if (!r.script) return { ...plan, command: [...r.head, ...added].join(" ") };
  // Through the script: only words appended to its own can be passed.
  if (added.length < r.args.length || r.args.some((a, k) => added[k] !== a))
    return `${runner.id}'s retry of these tests changes the script's own arguments`;
  const s = r.script;
  const more = [...s.extra, ...added.slice(r.args.length)];
  return {
    ...plan,
    reason: `${plan.reason}, through \`${s.call.join(" ")}\``,
    command: [...s.call, ...(s.dash ? ["--"] : []), ...more].join(" "),
  };
}

/** A registered runner by its id. */
export const runnerById = (id: string | undefined): Runner | null => RUNNERS.find((r) => r.id === id) ?? null;
