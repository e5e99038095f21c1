// mocha: a retry adds one `--grep` of the tests' full titles, anchored (mocha matches it against the titles of
// a test's suites and its own, joined by a space, as its spec reporter's failure list names them). Its
// summary: `  2 passing (5ms)`.
import { base, sum, type Runner } from "./types.js";
import { exactNames } from "./shared.js";

export const mocha: Runner = {
  id: "mocha",
  label: "mocha",
  tools: ["mocha", "junit"],
  valueFlags: [
    "--reporter",
    "-R",
    "--reporter-option",
    "--reporter-options",
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
  nameFilters: ["--grep", "-g", "--fgrep", "-f"],
  recognise: (words, at) => (base(words[at]) === "mocha" ? 1 : null),
  target: (args, targets) => [...args, "--grep", exactNames(targets.map((t) => t.test))],
  passesShown: (t) => sum(/^ {1,4}(\d{1,7}) passing/gm, t),
};
