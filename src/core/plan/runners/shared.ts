// Pieces the runners' targeting shares: test files relative to the command's folder, exact-name patterns.
import { regexEscape, shellQuote } from "../../extract/command.js";
import type { Target } from "./types.js";

// The reproduce commands of the extractors anchor names the same way, so one function for both.
export { exactNames } from "../../extract/js-common.js";
export { regexEscape, shellQuote };

/** The targets' test files, once each, when every target has one. */
export function filesOf(targets: readonly Target[]): string[] | null {
  const files: string[] = [];
  for (const t of targets) {
    if (t.file === null) return null;
    if (!files.includes(t.file)) files.push(t.file);
  }
  return files;
}

/** Options of cargo that take a value, for `cargo test` and `cargo nextest run` alike. */
export const CARGO_VALUE_FLAGS: readonly string[] = [
  "-p",
  "--package",
  "--features",
  "-F",
  "--target",
  "--manifest-path",
  "-j",
  "--jobs",
  "--profile",
  "--exclude",
  "--test-threads",
];

/** Words before `--` that are positionals (test name filters), or any word after it that is not an option. */
export function picksTests(args: readonly string[], positionals: readonly number[]): boolean {
  const dash = args.indexOf("--");
  const before = positionals.filter((k) => dash < 0 || k < dash);
  return before.length > 0 || (dash >= 0 && args.slice(dash + 1).some((a) => !a.startsWith("-")));
}

/**
 * `args` with `options` placed where the runner reads them: before the command's own `--` (jest reads every word
 * after it as a test path, vitest ignores them, node as a file to run), else at the end. Through a package script
 * (only appended words possible) past a `--` of the script's own, no option can be read: why not.
 */
export function optionsBeforeDash(
  runner: string,
  args: readonly string[],
  options: readonly string[],
  appendOnly: boolean,
): string[] | string {
  const dash = args.indexOf("--");
  if (dash < 0) return [...args, ...options];
  if (appendOnly)
    return `the script passes \`--\` to ${runner}: options added after it would not be read as options`;
  return [...args.slice(0, dash), ...options, ...args.slice(dash)];
}
