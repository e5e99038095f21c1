// The repository's `.github/flakeharden.yml`: whether it is valid (`repoConfig`), and `flakeharden/config`: failure
// while it is invalid, success once it is valid again (on the head that shows it valid). A repository whose file was
// never invalid gets no status: no write per event. Pure: the app and the PR action read the file (each its own way)
// and remember per repository (the app) or per PR (the action) whether the status was last set to failure.
import type { Effect } from "./index.js";
import { describeIssues } from "../errors.js";
import { Config } from "../schema.js";

/** Where the repository's config lives (on its default branch). */
export const CONFIG_PATH = ".github/flakeharden.yml";

export const CONFIG_VALID = `${CONFIG_PATH} is valid`;
export const CONFIG_INVALID = `${CONFIG_PATH} is invalid: see the flakeharden comment`;

export type RepoConfig =
  | { ok: true; config: Config }
  /** The defaults stand in for rendering; `error` names the field, the value and what is allowed. */
  | { ok: false; config: Config; error: string };

/**
 * The config in force from what the default branch holds: `null` (no file) means the defaults; `unreadable` is why
 * the file could not be read as YAML; anything else is validated by the config schema. `path` names the file in
 * the error.
 */
export function repoConfig(
  raw: { parsed: unknown } | { unreadable: string } | null,
  path: string = CONFIG_PATH,
): RepoConfig {
  const defaults = Config.parse({});
  if (raw === null) return { ok: true, config: defaults };
  if ("unreadable" in raw) return { ok: false, config: defaults, error: `${path}: ${raw.unreadable}` };
  // An empty file is no settings at all, as in YAML.
  if (raw.parsed === null || raw.parsed === undefined) return { ok: true, config: defaults };
  const parsed = Config.safeParse(raw.parsed);
  if (!parsed.success)
    return { ok: false, config: defaults, error: describeIssues(parsed.error, raw.parsed, `${path}: `) };
  return { ok: true, config: parsed.data };
}

/**
 * The config status to set on `sha` (null: none), and what to remember after it: `failing`, whether it was last set
 * to failure. `invalid`: the file is invalid now.
 */
export function configStatus(o: { failing: boolean; invalid: boolean; sha: string }): {
  effect: Extract<Effect, { kind: "status" }> | null;
  failing: boolean;
} {
  if (!o.invalid && !o.failing) return { effect: null, failing: false };
  return {
    effect: {
      kind: "status",
      sha: o.sha,
      context: "flakeharden/config",
      state: o.invalid ? "failure" : "success",
      description: o.invalid ? CONFIG_INVALID : CONFIG_VALID,
      url: null,
    },
    failing: o.invalid,
  };
}
