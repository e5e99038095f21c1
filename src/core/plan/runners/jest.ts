// jest: a retry adds one `-t` pattern of the tests' full names, anchored (jest matches it against the names of
// a test's `describe` blocks and its own, joined by a space), and the failed files after `--`: jest's array
// options (`--reporters=default --reporters=jest-junit`) take every word after them as another value, and
// its positional test paths are patterns (regex-escaped). Its summary: `Tests: 1 failed, 2 passed, 3 total`.
import { base, sum, type Runner } from "./types.js";
import { exactNames, filesOf, optionsBeforeDash, regexEscape, shellQuote } from "./shared.js";

export const jest: Runner = {
  id: "jest",
  label: "jest",
  tools: ["jest", "junit"],
  valueFlags: [
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
    "--env",
    "--testEnvironment",
    "--coverageDirectory",
    "--coverageProvider",
    "--cacheDirectory",
    "--globalSetup",
    "--globalTeardown",
    "--testRunner",
    "--testSequencer",
    "--testResultsProcessor",
    "--seed",
  ],
  nameFilters: ["-t", "--testNamePattern"],
  recognise: (words, at) => (base(words[at]) === "jest" ? 1 : null),
  target(args, targets, ctx) {
    const names = ["-t", exactNames(targets.map((t) => t.test.trim().split(" › ").join(" ")))];
    // Before the command's own `--`: after it, `-t` and its pattern are two more test paths.
    const withNames = optionsBeforeDash("jest", args, names, ctx.appendOnly);
    if (typeof withNames === "string") return withNames;
    const files = ctx.positionals.length === 0 ? filesOf(targets) : null;
    if (!files) return withNames;
    // After `--` already in the command, a path is just one more.
    const dash = args.includes("--") ? [] : ["--"];
    return [...withNames, ...dash, ...files.map((f) => shellQuote(regexEscape(f)))];
  },
  passesShown: (t) => sum(/^Tests: {1,8}(?:\d{1,7} [a-z]{1,10}, ){0,4}(\d{1,7}) passed/gm, t),
};
