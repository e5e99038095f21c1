// cargo test: a retry passes the failed tests' paths with `--exact` after `--` (the test binary's own
// arguments). Doctests (`src/lib.rs - add (line 3)`) cannot be picked that way. Its summary per binary:
// `test result: ok. 3 passed; 0 failed; …`.
import { base, sum, type Runner } from "./types.js";
import { CARGO_VALUE_FLAGS, picksTests, shellQuote } from "./shared.js";

export const cargo: Runner = {
  id: "cargo",
  label: "cargo test",
  tools: ["cargo", "junit"],
  valueFlags: [...CARGO_VALUE_FLAGS, "--bin", "--test", "--example", "--bench", "--format", "-Z"],
  nameFilters: [],
  recognise: (words, at) => (base(words[at]) === "cargo" && words[at + 1] === "test" ? 2 : null),
  target(args, targets, ctx) {
    if (targets.some((t) => / \(line \d+\)$/.test(t.test))) return "a failed test is a doctest";
    if (picksTests(args, ctx.positionals)) return "the command already picks its tests by name";
    const dash = args.indexOf("--");
    if (ctx.appendOnly && dash >= 0) return "the script passes its own arguments to the test binaries";
    const before = dash < 0 ? args : args.slice(0, dash);
    const after = dash < 0 ? [] : args.slice(dash + 1);
    return [
      ...before,
      "--",
      ...after,
      "--exact",
      ...[...new Set(targets.map((t) => t.test))].map(shellQuote),
    ];
  },
  passesShown: (t) => sum(/^test result: ok\. (\d{1,7}) passed/gm, t),
};
