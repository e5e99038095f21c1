// The action's inputs: the rows of the run flags' table the action has (run/flags.ts), read from their
// variables and checked there, once. A composite action gets no INPUT_* variables of its own: action.yml
// (generated from the same table, action-yml.ts) passes each input through `env:` under the names below, and
// nothing here is ever interpolated into a script.
import { ACTION_FLAGS, FlagError, readFlags, type FlagValues } from "../run/flags.js";

/** Every input the bundled code reads, in action.yml's order. */
export const ACTION_INPUTS = Object.keys(ACTION_FLAGS) as (keyof typeof ACTION_FLAGS)[];

export type ActionInputs = FlagValues<typeof ACTION_FLAGS> & {
  "working-directory": string;
  "report-path": string;
};

export const envName = (input: string) => `INPUT_${input.toUpperCase().replace(/-/g, "_")}`;

export class InputError extends Error {
  override name = "InputError";
}

/**
 * Reads every input from its variable; an empty value is an input not given, as GitHub passes it (its
 * default then comes from the flags' table or the config file, as for the CLI), but for a required one.
 */
export function readInputs(env: Readonly<Record<string, string | undefined>>): ActionInputs {
  const raw: Record<string, string> = {};
  for (const [name, spec] of Object.entries(ACTION_FLAGS)) {
    const v = env[envName(name)];
    if (v !== undefined && (v !== "" || ("required" in spec && spec.required))) raw[name] = v;
  }
  try {
    const given = readFlags(ACTION_FLAGS, raw, (name) => `input ${name}`);
    return {
      ...given,
      "working-directory": given["working-directory"] ?? ACTION_FLAGS["working-directory"].default,
      "report-path": given["report-path"] ?? ACTION_FLAGS["report-path"].default,
    };
  } catch (e) {
    if (e instanceof FlagError) throw new InputError(e.message);
    throw e;
  }
}
