// What a shell, a package manager, docker or the runner print when a step fails: missing commands,
// exit codes, registry errors, daemon errors. Mostly wrappers (weight 0) that count only when no tool
// reported anything more specific, except where they are the failure (a missing command, a 404).
import { type Candidate, type Extractor, excerptOf, frame, defineTool } from "./types.js";

export const SHELL = defineTool({ id: "shell", family: "shell" });

export const NPM = defineTool({ id: "npm", family: "package-manager" });

export const PNPM = defineTool({ id: "pnpm", family: "package-manager" });

export const DOCKER = defineTool({ id: "docker", family: "shell" });

export const CURL = defineTool({ id: "curl", family: "shell" });

export const GIT = defineTool({ id: "git", family: "shell" });

export const MAVEN = defineTool({ id: "maven", family: "jvm" });

export const RUNNER = defineTool({ id: "runner", family: "shell" });

export const MAKE = defineTool({ id: "make", family: "shell" });

/**
 * A test runner that could not start because of its configuration (jest: `● Validation Error:`, `● Multiple
 * configurations found:` at the start of a line, where a failed test's `  ● name` is indented): no test ran.
 */
export const CONFIG = defineTool({ id: "config", family: "shell" });

const CONFIG_HEAD = /^● ([A-Z][\w ]{2,80}):$/;

function configError(view: Parameters<Extractor["extract"]>[0], i: number): Candidate | null {
  const h = CONFIG_HEAD.exec(view.lines[i] ?? "");
  if (!h?.[1]) return null;
  let end = i;
  let message: string | null = null;
  for (let k = i + 1; k < Math.min(view.lines.length, i + 30); k++) {
    const l = view.lines[k] ?? "";
    if (l.trim() !== "" && !/^\s/.test(l)) break;
    if (l.trim() === "") continue;
    end = k;
    message ??= l.trim();
  }
  return {
    tool: CONFIG.id,
    weight: 2,
    test: null,
    suite: null,
    where: null,
    frames: [],
    message: message ?? h[1],
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
    kind: h[1],
  };
}

interface Rule {
  re: RegExp;
  weight: Candidate["weight"];
  tool: string;
  kind?: string;
}

const RULES: Rule[] = [
  // bash: `bash: line 1: foo: command not found`, sh: `sh: 1: foo: not found`
  {
    re: /^(?:\S{1,300}: )?(?:line \d{1,7}: )?(\S{1,300}): command not found$/,
    weight: 2,
    tool: SHELL.id,
    kind: "command not found",
  },
  {
    re: /^\S{0,300}sh: \d{1,7}: (\S{1,300}): not found$/,
    weight: 2,
    tool: SHELL.id,
    kind: "command not found",
  },
  // bash `${VAR:?message}`
  {
    re: /^\S{1,300}: line \d{1,7}: ([A-Z_][A-Z0-9_]{0,100}): .{0,500}$/,
    weight: 2,
    tool: SHELL.id,
    kind: "parameter",
  },
  {
    re: /^(?:\S{1,300}: )?(?:line \d{1,7}: )?\S{1,300}: (?:No such file or directory|Permission denied)$/,
    weight: 2,
    tool: SHELL.id,
  },
  // `python3: can't open file '/x/seed.py': [Errno 2] No such file or directory`
  {
    re: /^\S{1,300}: can't open file '.{1,1000}': \[Errno \d{1,4}\] .{1,300}$/,
    weight: 2,
    tool: SHELL.id,
    kind: "missing file",
  },
  // npm ≥ 10 says `npm error`, older `npm ERR!`
  { re: /^npm (?:error|ERR!) code (E\d{3}|E[A-Z]{2,20}|ELIFECYCLE)$/, weight: 1, tool: NPM.id },
  {
    re: /^npm (?:error|ERR!) (?:404 Not Found|Missing script|notarget|network|ERESOLVE|could not resolve|Could not resolve|An unknown git error)/,
    weight: 2,
    tool: NPM.id,
  },
  {
    re: /^npm (?:error|ERR!) (?:Lifecycle script|command failed|Test failed|[a-z@].{0,200}@.{0,100} \w+: `)/,
    weight: 0,
    tool: NPM.id,
  },
  // pnpm naming the package whose script failed (`pnpm -r test`, `pnpm --filter pkg test`; with `--no-bail` or
  // `--parallel`, ` ERR_PNPM_RECURSIVE_FAIL ` then each failed package's folder and script): it only wraps what the
  // scripts printed, as npm's `npm error Lifecycle script` and the runner's exit code do, so it is that kind of line:
  // never a test, flaky or not, and a failure only when nothing else was found.
  { re: /^\u2009?ERR_PNPM_RECURSIVE_(?:(?:RUN|EXEC)_FIRST_)?FAIL\b/, weight: 0, tool: RUNNER.id },
  // pnpm's own error codes, printed between thin spaces (U+2009): ` ERR_PNPM_FETCH_404  GET https://…`.
  { re: /^\u2009?ERR_PNPM_[A-Z0-9_]{1,60}\u2009? /, weight: 2, tool: PNPM.id },
  { re: /^(?:yarn|pnpm|ERR_PNPM)\S{0,60}:? .{0,30}(?:ERR|error)/, weight: 1, tool: PNPM.id },
  // docker CLI and daemon
  {
    re: /^(?:docker: )?(?:Cannot connect to the Docker daemon|Error response from daemon: |toomanyrequests: |Unable to find image .{1,300} locally$)/,
    weight: 2,
    tool: DOCKER.id,
  },
  // curl, git, network tools
  { re: /^curl: \(\d{1,3}\) /, weight: 2, tool: CURL.id },
  {
    re: /^(?:fatal|error): (?:unable to access|Could not resolve host|Authentication failed|repository .{1,300} not found)/,
    weight: 2,
    tool: GIT.id,
  },
  // Maven: a goal that could not run (dependency resolution, offline) — wrappers of test or compile failures weigh nothing.
  {
    re: /^\[ERROR\] Failed to execute goal .{0,2000}(?:There are test failures|Compilation failure|There was a timeout)/,
    weight: 0,
    tool: MAVEN.id,
  },
  { re: /^\[ERROR\] Failed to execute goal /, weight: 2, tool: MAVEN.id },
  // The runner and make only wrap what failed.
  { re: /^(?:Error: )?Process completed with exit code (\d{1,3})\.?$/, weight: 0, tool: RUNNER.id },
  { re: /^make(?:\[\d{1,4}\])?: \*\*\* .{0,500}Error \d{1,3}/, weight: 0, tool: MAKE.id },
  {
    re: /^make(?:\[\d{1,4}\])?: \*\*\* .{0,500}(?:Segmentation fault|Aborted|Killed|Bus error)/,
    weight: 1,
    tool: SHELL.id,
  },
  // A network error on a line of its own (a script's `console.error(err.message)`), wherever it stands.
  {
    re: /\b(?:ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|ETIMEDOUT)\b/,
    weight: 1,
    tool: SHELL.id,
    kind: "network",
  },
  // The assembler, the linker or any tool: the disk is full, whoever says it.
  { re: /No space left on device|\bENOSPC\b/, weight: 2, tool: SHELL.id, kind: "disk full" },
  { re: /^Error: Command failed with exit code \d{1,3}/, weight: 0, tool: SHELL.id },
  {
    re: /^(?:Killed|Terminated|Segmentation fault|Aborted|Bus error)(?: \(core dumped\))?(?:\s|$)/,
    weight: 1,
    tool: SHELL.id,
  },
  {
    re: /^\S{0,300}: line \d{1,7}: \d{1,9} (?:Killed|Terminated|Segmentation fault|Aborted)/,
    weight: 1,
    tool: SHELL.id,
  },
  {
    re: /^(?:ERROR|Error|error):? .{0,100}(?:No space left on device|ENOSPC|disk quota exceeded)/i,
    weight: 2,
    tool: SHELL.id,
  },
];

// pnpm's list under ` ERR_PNPM_RECURSIVE_FAIL `, after `Summary: 2 fails, 1 passes`: each failed package's folder
// (`/abs/packages/a:`), then ` ERROR  @x/a@1.0.0 test: \`vitest run\``, `Exit status 1`.
const PNPM_FAILED_SCRIPT = /^\u2009?ERROR\u2009? {1,2}(\S{1,300}@\S{1,100} [\w:.+-]{1,100}: `.{0,500}`)$/;
/** Packages named at most, and lines read for them: the list is short (one block of 3-4 lines per package). */
const MAX_PNPM_FAILED = 20;
const PNPM_LIST_LINES = 120;

/**
 * ` ERR_PNPM_RECURSIVE_FAIL ` names no package: the scripts that failed, listed below it, say which packages failed
 * when nothing else in the log does. The index of the list's last line read, and the scripts.
 */
function pnpmFailedScripts(
  view: Parameters<Extractor["extract"]>[0],
  i: number,
): { end: number; scripts: string[] } {
  const scripts: string[] = [];
  let end = i;
  for (let k = i + 1; k < Math.min(view.lines.length, i + PNPM_LIST_LINES); k++) {
    const l = view.lines[k] ?? "";
    const m = PNPM_FAILED_SCRIPT.exec(l);
    if (m?.[1]) {
      scripts.push(m[1]);
      end = k;
      if (scripts.length >= MAX_PNPM_FAILED) break;
    } else if (/^Exit status \d{1,3}$/.test(l)) end = k;
    // Anything but the summary, blank lines and the folders ends the list (pnpm's ` ELIFECYCLE ` line after it).
    else if (!(l.trim() === "" || l.startsWith("Summary: ") || /^(?:\/|[A-Za-z]:[\\/]).{0,1000}:$/.test(l)))
      break;
  }
  return { end, scripts };
}

/**
 * `make: *** [Makefile:4: test] Aborted` or `Aborted (core dumped)` just below glibc's `prog: file.c:12: fn:
 * Assertion `x' failed.`: the abort is that assertion's consequence (assert() calls abort()), which the C extractor
 * reports; the line only wraps it.
 */
function abortAfterAssert(view: Parameters<Extractor["extract"]>[0], i: number, line: string): boolean {
  if (!line.includes("Aborted")) return false;
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    const l = view.lines[k] ?? "";
    if (l.includes(": Assertion `") && l.endsWith("' failed.")) return true;
  }
  return false;
}

export const shell = {
  tools: [SHELL, NPM, PNPM, DOCKER, CURL, GIT, MAVEN, RUNNER, MAKE, CONFIG],
  trigger:
    // Anchored where the rules are, and otherwise keyed on `: ` so most positions of a line are skipped at once.
    /: (?:command not found|not found$|can't open file|line \d|No such file|Permission denied)|^npm (?:error|ERR!)|^(?:yarn|pnpm|\u2009?ERR_PNPM)|^(?:docker: )?(?:Cannot connect|Error response from daemon|toomanyrequests|Unable to find image)|^curl: |^(?:fatal|error): |^\[ERROR\] Failed to execute goal|^(?:Error: )?(?:Process completed with exit code|Command failed)|^make|^(?:Killed|Terminated|Segmentation|Aborted|Bus error)|No space left|ENOSPC|disk quota|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|ETIMEDOUT|^● [A-Z][\w ]{2,80}:$/,
  literals: [
    "not found",
    "can't open file",
    ": line ",
    "No such file",
    "Permission denied",
    "npm error",
    "npm ERR!",
    "yarn",
    "pnpm",
    "ERR_PNPM",
    "Cannot connect",
    "Error response from daemon",
    "toomanyrequests",
    "Unable to find image",
    "curl: ",
    "fatal: ",
    "error: ",
    "[ERROR] Failed to execute goal",
    "Process completed with exit code",
    "Command failed",
    "make",
    "Killed",
    "Terminated",
    "Segmentation",
    "Aborted",
    "Bus error",
    "No space left",
    "ENOSPC",
    "disk quota",
    "ECONNREFUSED",
    "ENOTFOUND",
    "EAI_AGAIN",
    "ECONNRESET",
    "ETIMEDOUT",
    "● ",
  ],
  extract(view, anchors) {
    const out: Candidate[] = [];
    for (const i of anchors) {
      const line = view.lines[i] ?? "";
      if (line.startsWith("● ")) {
        const c = configError(view, i);
        if (c) out.push(c);
        continue;
      }
      const rule = RULES.find((r) => r.re.test(line));
      if (!rule) continue;
      // npm's error block repeats the code it named on its `npm error code ECONNREFUSED` line (errno, the FetchError,
      // the error's fields): one failure, that line's.
      if (rule.kind === "network" && /^npm (?:error|ERR!) /.test(line)) continue;
      // bash names the script and line: `scripts/lint.sh: line 5: tflint: command not found`
      const at = /^([^\s:]{1,500}): line (\d{1,7}): /.exec(line);
      const failed = /^\u2009?ERR_PNPM_RECURSIVE_FAIL\b/.test(line) ? pnpmFailedScripts(view, i) : null;
      if (failed && failed.scripts.length > 0) {
        out.push({
          tool: rule.tool,
          weight: rule.weight,
          test: null,
          suite: null,
          where: null,
          frames: [],
          message: `ERR_PNPM_RECURSIVE_FAIL: ${failed.scripts.join(", ")} failed`.slice(0, 2000),
          excerpt: excerptOf(view, i, failed.end),
          start: i,
          end: failed.end,
        });
        continue;
      }
      out.push({
        tool: rule.tool,
        weight: rule.weight === 1 && abortAfterAssert(view, i, line) ? 0 : rule.weight,
        test: null,
        suite: null,
        where: at?.[1] && at[1] !== "bash" && at[1] !== "sh" ? frame(at[1], at[2]) : null,
        frames: [],
        message: line.trim(),
        excerpt: excerptOf(view, i, i),
        start: i,
        end: i,
        ...(rule.kind ? { kind: rule.kind } : {}),
      });
    }
    return out;
  },
} satisfies Extractor;
