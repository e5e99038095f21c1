// The action's inputs. A composite action gets no INPUT_* variables of its own: action.yml passes each
// input through `env:` under the names below, and nothing here is ever interpolated into a script. The run
// flags' bounds, defaults and messages are the CLI's (run/flags.ts); only the action's own inputs are here.
//
// Read without zod when every input is valid (the flags by their table, run/flags.ts parseFlags); an input
// refused is handed to the zod schema built from the same table (input-schema.ts, loaded then), whose
// message is the error. A test checks both accept the same inputs and give the same values.
import { parseFlags, RUN_FLAGS, type RunFlags } from "../run/flags.js";

/** Every input action.yml declares for the bundled code, in the schema's order (a test checks both). */
export const ACTION_INPUTS = [
  "command",
  ...Object.keys(RUN_FLAGS),
  "working-directory",
  "report-path",
] as const;

export type ActionInputs = RunFlags & {
  command: string;
  "working-directory": string;
  "report-path": string;
};

/** Inputs the action.yml steps use themselves (upload), not the bundled code. */
export const YAML_ONLY_INPUTS = ["upload-report", "artifact-name"] as const;

export const envName = (input: string) => `INPUT_${input.toUpperCase().replace(/-/g, "_")}`;

export class InputError extends Error {
  override name = "InputError";
}

/** The inputs by the flags' table, or null when one is refused (the schema then says why). */
function readValid(raw: Readonly<Record<string, string>>): ActionInputs | null {
  const { command, "working-directory": dir, "report-path": reportPath, ...rest } = raw;
  const trimmed = command?.trim();
  if (trimmed === undefined || trimmed.length < 1) return null;
  const flags = parseFlags(RUN_FLAGS, rest);
  if (!flags) return null;
  if (dir === "" || reportPath === "") return null;
  return {
    command: trimmed,
    ...(flags as RunFlags),
    "working-directory": dir ?? ".",
    "report-path": reportPath ?? "flakeharden-report.json",
  };
}

/**
 * Reads every input from its variable; an empty value is an input not given, as GitHub passes it (its
 * default then comes from the flags' table or the config file, as for the CLI).
 */
export async function readInputs(env: Readonly<Record<string, string | undefined>>): Promise<ActionInputs> {
  const raw: Record<string, string> = {};
  for (const key of ACTION_INPUTS) {
    const v = env[envName(key)];
    if (v !== undefined && (v !== "" || key === "command")) raw[key] = v;
  }
  const valid = readValid(raw);
  if (valid) return valid;
  const { ActionInputsSchema } = await import("./input-schema.js");
  const { describeIssues } = await import("../core/errors.js");
  const parsed = ActionInputsSchema.safeParse(raw);
  if (!parsed.success) throw new InputError(describeIssues(parsed.error, raw, "input "));
  throw new Error("internal error: an input the flags' table refuses and its schema accepts");
}
