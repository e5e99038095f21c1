// The repository's `.github/flakeharden.yml`, read through Probot's `context.config` (so an org's
// `.github` repository can hold defaults, and `_extends` works), validated by the core (core/agent/config-status.ts:
// the PR action validates with the same function).
import { CONFIG_PATH, type RepoConfig, repoConfig } from "../src/core/agent/config-status.js";
import type { Octokit, Repo } from "./github.js";

export type { RepoConfig } from "../src/core/agent/config-status.js";

const CONFIG_FILE = "flakeharden.yml";

export interface ConfigReader {
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

/**
 * What `context.config` reads, without a webhook's context (the sweep has none): Probot's own config plugin
 * (`octokit.config.get`, which follows `_extends` and the org's `.github` repository), the files merged as
 * `loadRepoConfig` merges them — objects key by key, a later file's arrays and values replacing earlier ones.
 */
export function configReader(octokit: Octokit, r: Repo): ConfigReader {
  return {
    async config<T>(fileName: string): Promise<T | null> {
      const { config, files } = await octokit.config.get({
        ...r,
        path: `.github/${fileName}`,
        defaults: (configs: Record<string, unknown>[]) =>
          configs.reduce<Record<string, unknown>>((a, b) => mergeInto(a, b), {}),
      });
      return files.some((f) => f.config !== null) ? (config as T) : null;
    },
  };
}

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function mergeInto(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // defineProperty: a `__proto__` key read from YAML is a key like any other, never the prototype.
  const set = (k: string, v: unknown) =>
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  for (const [k, v] of Object.entries(a)) set(k, v);
  for (const [k, v] of Object.entries(b)) {
    const was = out[k];
    set(k, Object.hasOwn(out, k) && isPlain(was) && isPlain(v) ? mergeInto(was, v) : v);
  }
  return out;
}
