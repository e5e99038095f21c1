// The action's inputs. A composite action gets no INPUT_* variables of its own: action.yml passes each
// input through `env:` under the names below, and nothing here is ever interpolated into a script. The run
// flags' bounds, defaults and messages are the CLI's (run/flags.ts); only the action's own inputs are here.
import { z } from "zod";
import { describeIssues } from "../core/errors.js";
import { RunFlagsSchema } from "../run/flags.js";

/** Input name (as in action.yml) → its schema. Every input action.yml declares must be here (a test checks). */
export const ActionInputs = z.object({
  command: z.string().trim().min(1, { error: "allowed: a non-empty command" }),
  ...RunFlagsSchema.shape,
  "working-directory": z.string().min(1).default("."),
  "report-path": z.string().min(1).default("flakeharden-report.json"),
});
export type ActionInputs = z.infer<typeof ActionInputs>;

/** Inputs the action.yml steps use themselves (upload), not the bundled code. */
export const YAML_ONLY_INPUTS = ["upload-report", "artifact-name"] as const;

export const envName = (input: string) => `INPUT_${input.toUpperCase().replace(/-/g, "_")}`;

export class InputError extends Error {
  override name = "InputError";
}

/**
 * Reads every input from its variable; an empty value is an input not given, as GitHub passes it (its
 * default then comes from the flags' table or the config file, as for the CLI).
 */
export function readInputs(env: Readonly<Record<string, string | undefined>>): ActionInputs {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(ActionInputs.shape)) {
    const v = env[envName(key)];
    if (v !== undefined && (v !== "" || key === "command")) raw[key] = v;
  }
  const parsed = ActionInputs.safeParse(raw);
  if (!parsed.success) throw new InputError(describeIssues(parsed.error, raw, "input "));
  return parsed.data;
}
