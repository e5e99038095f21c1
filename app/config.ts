// The repository's `.github/flakeharden.yml`, read through Probot's `context.config` (so an org's
// `.github` repository can hold defaults, and `_extends` works), validated by the engine's schema.
import { Config } from "../src/core/schema.js";
import { describeIssues } from "../src/core/errors.js";

export const CONFIG_FILE = "flakeharden.yml";

export type RepoConfig =
  | { ok: true; config: Config }
  /** The defaults stand in for rendering; `error` names the field, the value and what is allowed. */
  | { ok: false; config: Config; error: string };

interface ConfigReader {
  config<T>(fileName: string, defaultConfig?: T, deepMergeOptions?: object): Promise<T | null>;
}

/** Later files win on arrays too (deepmerge would concatenate an org's `roles` with the repository's). */
const MERGE = { arrayMerge: (_target: unknown[], source: unknown[]) => source };

export async function loadRepoConfig(context: ConfigReader): Promise<RepoConfig> {
  const defaults = Config.parse({});
  let raw: unknown;
  try {
    raw = await context.config<unknown>(CONFIG_FILE, undefined, MERGE);
  } catch (err) {
    // GitHub's API failing (a 5xx, a rate limit) is not the file's fault: let the event fail.
    if (typeof err === "object" && err !== null && "status" in err) throw err;
    // A YAML syntax error, a directory in its place, an `_extends` loop: say so, do not guess.
    return { ok: false, config: defaults, error: `.github/${CONFIG_FILE}: ${(err as Error).message}` };
  }
  if (raw === null || raw === undefined) return { ok: true, config: defaults };
  const parsed = Config.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      config: defaults,
      error: describeIssues(parsed.error, raw, `.github/${CONFIG_FILE}: `),
    };
  }
  return { ok: true, config: parsed.data };
}
