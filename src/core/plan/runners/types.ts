// What a runner's targeted retry needs, declared by each runner in its own file (one file per runner, one line
// in index.ts): how its invocation is recognised, which of its options take a value or already pick tests,
// the words that run only the failed tests, and how its output shows that they passed.
import type { ToolId } from "../../extract/index.js";

/** A failed test as a targeted retry needs it: its name and its test file (relative to the command's folder). */
export interface Target {
  test: string;
  file: string | null;
}

/** How a targeted run's words are added: anywhere, or only after the command's own (a package script's `--`). */
export interface TargetContext {
  /** Only words appended to the command's own are possible (a package script run with `-- <words>`). */
  appendOnly: boolean;
  /** Indexes of the positional words of the arguments (not options, not an option's value). */
  positionals: readonly number[];
}

export interface Runner {
  /** The runner's id (the report's `runner`). */
  id: string;
  /** How the docs and the help name its invocation (`node --test`, `cargo nextest run`). */
  label: string;
  /** The failures' tools a retry of this runner targets (a JUnit file's test cases are the runner's own). */
  tools: readonly ToolId[];
  /** Options that take their value as the next word (`--reporter junit`). */
  valueFlags: readonly string[];
  /** Options that already pick the tests by name: the command's own choice is not narrowed further. */
  nameFilters: readonly string[];
  /**
   * Whether `words` from `at` (after a launcher: `npx`, `pnpm exec`) invoke this runner: the number of words of
   * its head (`vitest run` is 2), a refusal (why such an invocation cannot be targeted), or null (another runner).
   */
  recognise(words: readonly string[], at: number): number | string | null;
  /** The arguments of the run of only `targets`, or why there is none. */
  target(args: readonly string[], targets: readonly Target[], ctx: TargetContext): string[] | string;
  /**
   * How many of the targeted tests the end of the output shows passed: `names` are the targeted tests as the
   * report names them. Infinity when the runner shows no count but a pass of everything it ran (go).
   */
  passesShown(tail: string, names: readonly string[]): number;
}

/** The base name of a command word: `node_modules/.bin/jest` is `jest`. */
export const base = (w: string | undefined): string => (w ?? "").slice((w ?? "").lastIndexOf("/") + 1);

/** Sums every match's first group (a runner's "N passed" lines). */
export function sum(re: RegExp, text: string): number {
  let n = 0;
  for (const m of text.matchAll(re)) n += Number(m[1]);
  return n;
}
