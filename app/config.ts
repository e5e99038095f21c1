// The repository's `.github/flakeharden.yml`, read through Probot's `context.config` (so an org's
// `.github` repository can hold defaults, and `_extends` works), validated by the core (core/agent/config-status.ts:
// the PR action validates with the same function).
import { CONFIG_PATH, type RepoConfig, repoConfig } from "../src/core/agent/config-status.js";

export type { RepoConfig } from "../src/core/agent/config-status.js";

const CONFIG_FILE = "flakeharden.yml";

interface ConfigReader {
  config<T>(fileName: string, defaultConfig?: T, deepMergeOptions?: object): Promise<T | null>;
}

/** Later files win on arrays too (deepmerge would concatenate an org's `roles` with the repository's). */
const MERGE = { arrayMerge: (_target: unknown[], source: unknown[]) => source };

export async function loadRepoConfig(context: ConfigReader): Promise<RepoConfig> {
  let raw: unknown;
  try {
    raw = await context.config<unknown>(CONFIG_FILE, undefined, MERGE);
  } catch (err) {
    // GitHub's API failing (a 5xx, a rate limit) is not the file's fault: let the event fail.
    if (typeof err === "object" && err !== null && "status" in err) throw err;
    // A YAML syntax error, a directory in its place, an `_extends` loop: say so, do not guess.
    return repoConfig({ unreadable: (err as Error).message }, CONFIG_PATH);
  }
  return repoConfig({ parsed: raw }, CONFIG_PATH);
}
