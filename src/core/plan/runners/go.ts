// go test: a retry runs the failed top-level tests with one anchored `-run` (a subtest `TestAdd/neg` reruns its
// parent). go prints no count without -v: a package that ran tests (`ok`, not `[no tests to run]`) counts as
// all of them.
import { base, type Runner } from "./types.js";
import { exactNames } from "./shared.js";

export const go: Runner = {
  id: "go",
  label: "go test",
  tools: ["go", "junit"],
  valueFlags: [
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
  nameFilters: ["-run"],
  recognise: (words, at) => (base(words[at]) === "go" && words[at + 1] === "test" ? 2 : null),
  target(args, targets, ctx) {
    const run = ["-run", exactNames(targets.map((t) => t.test.split("/")[0] ?? t.test))];
    // go reads its flags before the packages: through a script, only after a script that names none.
    if (ctx.appendOnly)
      return ctx.positionals.length > 0
        ? "the script names its packages before the flags a retry adds"
        : [...args, ...run];
    return [...run, ...args];
  },
  passesShown: (t) =>
    /^ok {1,8}\S{1,500}\s{1,8}(?:\(cached\)|[\d.]{1,20}s)(?:\s{1,8}coverage:.{0,100})?$/m.test(t)
      ? Infinity
      : 0,
};
