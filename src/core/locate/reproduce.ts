// A command that re-runs just one failure, from the tool that printed it (each tool declares its own in
// its extractor file); null when the tool has none. Commands are relative to the folder the run started in.
import { JUNIT, type ReproduceInput, toolById } from "../extract/index.js";
import { shellQuote } from "../extract/command.js";

export { regexEscape, shellQuote } from "../extract/command.js";
export type { ReproduceInput } from "../extract/index.js";

/**
 * `file` (a repository path) as seen from `dir` (a repository folder): `web/test/a.ts` from `web` is
 * `test/a.ts`, `lib/b.ts` from `web` is `../lib/b.ts`.
 */
export function fromDirectory(dir: string, file: string): string {
  const from = dir.split("/").filter((s) => s !== "" && s !== ".");
  const to = file.split("/");
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  return [...from.slice(common).map(() => ".."), ...to.slice(common)].join("/");
}

/**
 * The reproduce command of a failure of a command that ran in `dir` (a repository folder; null: the root),
 * exact for someone at the repository root: the tool's paths relative to `dir`, run there.
 */
export function reproduceIn(dir: string | null, f: ReproduceInput): string | null {
  if (!dir) return reproduce(f);
  const command = reproduce({ ...f, file: f.file === null ? null : fromDirectory(dir, f.file) });
  return command === null ? null : `cd ${shellQuote(dir)} && ${command}`;
}

/** The reproduce command the failure's tool declares, or null. */
export function reproduce(f: ReproduceInput): string | null {
  // A failure only a JUnit file reported (a reporter that silences the console): the runner the command ran.
  const tool = f.tool === JUNIT.id ? runnerOf(f.command ?? null) : f.tool;
  return tool === null ? null : (toolById(tool)?.reproduce?.({ ...f, tool }) ?? null);
}

/** Test runners by how a command names them (`npx mocha --reporter mocha-junit-reporter`, `python -m pytest`). */
const RUNNERS: readonly (readonly [RegExp, string])[] = [
  [/(?:^|[\s/])mocha(?:\s|$)/, "mocha"],
  [/(?:^|[\s/])jest(?:\s|$)/, "jest"],
  [/(?:^|[\s/])vitest(?:\s|$)/, "vitest"],
  [/(?:^|[\s/])pytest(?:\s|$)/, "pytest"],
  [/(?:^|[\s/])playwright test(?:\s|$)/, "playwright"],
  [/(?:^|[\s/])node [^|;&]{0,500}--test(?:\s|$)/, "node-test"],
];

/** The one test runner a command runs, or null (none, or several: which one wrote the JUnit file is unknown). */
export function runnerOf(command: string | null): string | null {
  if (command === null || command.length > 4_000) return null;
  const found = RUNNERS.filter(([re]) => re.test(command)).map(([, id]) => id);
  return found.length === 1 ? (found[0] ?? null) : null;
}
