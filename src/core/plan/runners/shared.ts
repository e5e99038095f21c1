// Pieces the runners' targeting shares: test files relative to the command's folder, exact-name patterns.
import { regexEscape, shellQuote } from "../../extract/command.js";
import type { Target } from "./types.js";

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

/** A pattern matching exactly these names (anchored, each regex-escaped), quoted for the shell. */
export const exactNames = (names: readonly string[]): string =>
  shellQuote(`^(?:${[...new Set(names)].map(regexEscape).join("|")})$`);
