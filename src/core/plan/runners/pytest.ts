// pytest: a retry runs the failed tests' node ids, verbatim (`tests/test_a.py::test_x[1-2]`), in place of the
// command's own paths; through a package script only when the script names none (the ids would run beside
// them). Its summary: `=== 1 failed, 2 passed in 0.1s ===` (or `2 passed` under -q).
import { base, sum, type Runner } from "./types.js";
import { shellQuote } from "./shared.js";

/** A node id as pytest prints it (`file::test[params]`), without the ` - message` of `-rA`/`--tb=line` lines. */
function nodeId(test: string): string | null {
  const id = test.replace(/ \([^()]{0,200}\)$/, "");
  return /^[^\s:]{1,500}\.py::\S/.test(id) ? id : null;
}

export const pytest: Runner = {
  id: "pytest",
  label: "pytest",
  tools: ["pytest", "junit"],
  valueFlags: [
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
  nameFilters: [],
  recognise(words, at) {
    const name = base(words[at]);
    if (name === "pytest" || name === "py.test") return 1;
    if (/^python(?:\d(?:\.\d{1,2})?)?$/.test(name) && words[at + 1] === "-m" && words[at + 2] === "pytest")
      return 3;
    return null;
  },
  target(args, targets, ctx) {
    const ids = targets.map((t) => nodeId(t.test));
    if (ids.some((id) => id === null)) return "a failed test has no pytest node id";
    if (ctx.appendOnly && ctx.positionals.length > 0)
      return "the script names its tests' paths, and ids added after them would run them all";
    return [
      ...args.filter((_, k) => !ctx.positionals.includes(k)),
      ...[...new Set(ids as string[])].map(shellQuote),
    ];
  },
  passesShown: (t) => sum(/^(?:=+ )?(?:\d{1,7} [a-z]{1,12}, ){0,6}(\d{1,7}) passed\b/gm, t),
};
