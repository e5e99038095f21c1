// vitest: `vitest run`; a retry adds the failed files (when the command names none) and one `-t` pattern of the
// tests' full names, anchored: vitest matches `-t` against the names of a test's suites and its own, joined by a
// space (`cart > adds` is `cart adds`). Its summary: `Tests  2 passed | 3 skipped (5)`.
import { base, sum, type Runner } from "./types.js";
import { exactNames, filesOf, optionsBeforeDash, shellQuote } from "./shared.js";

export const vitest: Runner = {
  id: "vitest",
  label: "vitest",
  tools: ["vitest", "junit"],
  valueFlags: [
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
  nameFilters: ["-t", "--testNamePattern"],
  recognise(words, at) {
    if (base(words[at]) !== "vitest") return null;
    const sub = words[at + 1];
    if (sub === "run") return 2;
    if (sub !== undefined && !sub.startsWith("-"))
      return `vitest's \`${sub}\` command is not one a retry can target`;
    return 1;
  },
  target(args, targets, ctx) {
    const files = ctx.positionals.length === 0 ? filesOf(targets) : null;
    // Before the command's own `--`: vitest ignores every word after it.
    return optionsBeforeDash(
      "vitest",
      args,
      [...(files ?? []).map(shellQuote), "-t", exactNames(targets.map((t) => t.test.split(" > ").join(" ")))],
      ctx.appendOnly,
    );
  },
  passesShown: (t) => sum(/^ {0,10}Tests {1,4}(?:\d{1,7} [a-z]{1,12} \| ){0,4}(\d{1,7}) passed/gm, t),
};
