// `flakeharden/config`: failure while `.github/flakeharden.yml` is invalid, success once it is valid again (on the
// head that shows it valid). A repository whose file was never invalid gets no status: no write per event. Pure: the
// app remembers per repository whether the status was last set to failure, and passes it.
import type { Effect } from "./index.js";

export const CONFIG_VALID = ".github/flakeharden.yml is valid";
export const CONFIG_INVALID = ".github/flakeharden.yml is invalid: see the flakeharden comment";

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
