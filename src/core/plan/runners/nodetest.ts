// node:test (`node --test`): a retry runs the failed files (in place of the command's own; through a package
// script, after its own words when it names no file) with one `--test-name-pattern` per test, anchored, placed
// before the first file (node reads every word after a file as one more file). Its counts cannot be trusted: from Node 22
// a file none of whose tests matches the pattern is itself reported as one passed test, named after the file; so
// a pass is read by name: `✔ name (1.2ms)` (spec) or `ok 3 - name` (TAP, `#` and `\` escaped).
import { base, type Runner } from "./types.js";
import { filesOf, regexEscape, shellQuote } from "./shared.js";
import { nodeTestNames } from "../../extract/nodetest.js";

/** Whether node:test's output shows `name` passed (as its own title, indented under its parents, or whole). */
function shownPassed(name: string, tail: string): boolean {
  return nodeTestNames(name).some((t) => shownPassedAs(t, tail));
}

function shownPassedAs(name: string, tail: string): boolean {
  const tap = name.replace(/\\/g, "\\\\").replace(/#/g, "\\#");
  for (const line of tail.split("\n")) {
    const l = line.trimStart();
    if (l.startsWith(`✔ ${name} (`)) return true;
    const ok = /^ok \d{1,7} - /.exec(l);
    if (ok && l.slice(ok[0].length) === tap) return true;
  }
  return false;
}

export const nodeTest: Runner = {
  id: "node-test",
  label: "node --test",
  tools: ["node-test", "junit"],
  valueFlags: [
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
  nameFilters: ["--test-name-pattern", "--test-skip-pattern", "--test-only"],
  recognise: (words, at) =>
    /^node(?:\d{1,2})?$/.test(base(words[at])) && words.includes("--test") ? 1 : null,
  target(args, targets, ctx) {
    const files = filesOf(targets);
    // Through a package script the command's own files stay: the added ones run beside them.
    const replace = files !== null && !ctx.appendOnly;
    const kept = replace ? args.filter((_, k) => !ctx.positionals.includes(k)) : [...args];
    const added = files !== null && (replace || ctx.positionals.length === 0) ? files : [];
    const patterns = [...new Set(targets.map((t) => t.test))].map((t) => {
      const names = nodeTestNames(t).map(regexEscape);
      return shellQuote(`--test-name-pattern=^${names.length === 1 ? names[0] : `(?:${names.join("|")})`}$`);
    });
    // node reads options only before its first file and before `--`: every word after either is one more file
    // to run (`Could not find '…/--test-name-pattern=…'`).
    const first = replace ? undefined : ctx.positionals[0];
    const dash = kept.indexOf("--");
    const at = Math.min(first ?? kept.length, dash < 0 ? kept.length : dash);
    if (at < kept.length && ctx.appendOnly)
      return "the script names its test files (or `--`): node would read options added after them as more files";
    return [...kept.slice(0, at), ...patterns, ...kept.slice(at), ...added.map(shellQuote)];
  },
  passesShown: (tail, names) => names.filter((n) => shownPassed(n, tail)).length,
};
