// The action's inputs. A composite action gets no INPUT_* variables of its own: action.yml passes each
// input through `env:` under the names below, and nothing here is ever interpolated into a script.
import { z } from "zod";
import { describeIssues } from "../core/errors.js";
import { wholeNumberText } from "../core/schema.js";

const num = wholeNumberText;
const bool = z
  .enum(["true", "false"], { error: 'allowed: "true" or "false"' })
  .transform((v) => v === "true");

/** Input name (as in action.yml) → its schema. Every input action.yml declares must be here (a test checks). */
export const ActionInputs = z.object({
  command: z.string().trim().min(1, { error: "allowed: a non-empty command" }),
  retries: num(0, 5).default(2),
  "jitter-ms": num(0, 60_000).default(1_000),
  "timeout-minutes": z.union([z.literal("").transform(() => null), num(1, 360)]).default(null),
  mode: z.enum(["retry", "measure"], { error: 'allowed: "retry" or "measure"' }).default("retry"),
  attempts: num(1, 10).default(3),
  junit: z.string().max(1_000).default(""),
  "working-directory": z.string().min(1).default("."),
  "reset-command": z.string().max(4_000).default(""),
  "fail-on-flaky": bool.default(false),
  config: z.string().min(1).default(".github/flakeharden.yml"),
  "report-path": z.string().min(1).default("flakeharden-report.json"),
  "prompt-budget": num(500, 60_000).default(6_000),
});
export type ActionInputs = z.infer<typeof ActionInputs>;

/** Inputs the action.yml steps use themselves (upload), not the bundled code. */
export const YAML_ONLY_INPUTS = ["upload-report", "artifact-name"] as const;

export const envName = (input: string) => `INPUT_${input.toUpperCase().replace(/-/g, "_")}`;

export class InputError extends Error {
  override name = "InputError";
}

/** Reads every input from its variable; an empty value means the default, as GitHub passes it. */
export function readInputs(env: Readonly<Record<string, string | undefined>>): ActionInputs {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(ActionInputs.shape)) {
    const v = env[envName(key)];
    if (v !== undefined && (v !== "" || key === "timeout-minutes" || key === "command")) raw[key] = v;
  }
  const parsed = ActionInputs.safeParse(raw);
  if (!parsed.success) throw new InputError(describeIssues(parsed.error, raw, "input "));
  return parsed.data;
}
