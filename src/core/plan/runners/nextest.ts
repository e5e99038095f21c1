// cargo nextest run: a retry adds one filterset `-E 'test(=a) | test(=b)'` (exact names). Its summary:
// `Summary [   0.01s] 3 tests run: 3 passed, 0 skipped`.
import { base, sum, type Runner } from "./types.js";
import { CARGO_VALUE_FLAGS, picksTests, shellQuote } from "./shared.js";

export const nextest: Runner = {
  id: "nextest",
  label: "cargo nextest run",
  tools: ["cargo", "junit"],
  valueFlags: [...CARGO_VALUE_FLAGS, "-P", "--retries", "--partition", "-E", "--filterset", "--filter-expr"],
  nameFilters: ["-E", "--filterset", "--filter-expr"],
  recognise: (words, at) =>
    base(words[at]) === "cargo" && words[at + 1] === "nextest" && words[at + 2] === "run" ? 3 : null,
  target(args, targets, ctx) {
    if (targets.some((t) => / \(line \d+\)$/.test(t.test))) return "a failed test is a doctest";
    if (picksTests(args, ctx.positionals)) return "the command already picks its tests by name";
    const names = [...new Set(targets.map((t) => t.test))];
    if (names.some((n) => !/^[A-Za-z0-9_:]{1,500}$/.test(n)))
      return "a failed test's name is not a Rust path";
    if (ctx.appendOnly && args.includes("--"))
      return "the script passes its own arguments to the test binaries";
    return [...args, "-E", shellQuote(names.map((n) => `test(=${n})`).join(" | "))];
  },
  passesShown: (t) => sum(/^ {0,8}Summary \[.{1,40}\] {1,8}\d{1,7} tests? run: (\d{1,7}) passed/gm, t),
};
