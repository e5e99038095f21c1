// What the PR action reads from its runner: its inputs (a JavaScript action gets `INPUT_<NAME>`, upper-cased,
// dashes kept, as @actions/core reads them) and GitHub's variables. Validated once here, by one schema that holds
// every default (action.yml gives each input `default: ''`, but the token's).
import { z } from "zod";
import { describeIssues } from "../core/errors.js";
import { CONFIG_PATH } from "../core/agent/config-status.js";

export class InputError extends Error {
  override name = "InputError";
}

/** Every input action.yml declares (a test checks both). */
export const PR_INPUTS = ["github-token", "config", "bot-login", "timeout-seconds"] as const;

const Inputs = z.object({
  "github-token": z
    .string({ error: "required: the workflow's token (`${{ github.token }}`, the default)" })
    .min(1, { error: "required: the workflow's token (`${{ github.token }}`, the default)" }),
  config: z
    .string()
    .regex(/^[\w.-]+(?:\/[\w.-]+)*\.ya?ml$/, { error: "allowed: a repository path to a .yml or .yaml file" })
    .refine((p) => !p.split("/").includes(".."), { error: "allowed: a path inside the repository" })
    .default(CONFIG_PATH),
  "bot-login": z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\[bot\]$/, {
      error: "allowed: a bot's login, `name[bot]` (the account the token writes comments as)",
    })
    .default("github-actions[bot]"),
  "timeout-seconds": z
    .string()
    .regex(/^\d{1,3}$/, { error: "allowed: whole seconds, 1 to 600" })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: "allowed: whole seconds, 1 to 600" })
        .max(600, { error: "allowed: whole seconds, 1 to 600" }),
    )
    .default(30),
});
export type PrInputs = z.infer<typeof Inputs>;

const Runner = z.object({
  GITHUB_EVENT_NAME: z.string().min(1, { error: "required: set by the runner" }),
  GITHUB_EVENT_PATH: z.string().min(1, { error: "required: set by the runner" }),
  GITHUB_API_URL: z
    .url({ error: "allowed: the REST API's URL (set by the runner)" })
    .default("https://api.github.com"),
  GITHUB_SERVER_URL: z
    .url({ error: "allowed: the server's URL (set by the runner)" })
    .default("https://github.com"),
});
export type Runner = z.infer<typeof Runner>;

export const inputVariable = (name: string) => `INPUT_${name.toUpperCase()}`;

export function readInputs(env: Readonly<Record<string, string | undefined>>): PrInputs & Runner {
  const raw: Record<string, string> = {};
  for (const name of PR_INPUTS) {
    const v = env[inputVariable(name)]?.trim();
    if (v !== undefined && v !== "") raw[name] = v;
  }
  const inputs = Inputs.safeParse(raw);
  if (!inputs.success) throw new InputError(describeIssues(inputs.error, raw, "input ").split("\n")[0] ?? "");
  const runnerRaw = {
    GITHUB_EVENT_NAME: env.GITHUB_EVENT_NAME ?? "",
    GITHUB_EVENT_PATH: env.GITHUB_EVENT_PATH ?? "",
    ...(env.GITHUB_API_URL ? { GITHUB_API_URL: env.GITHUB_API_URL } : {}),
    ...(env.GITHUB_SERVER_URL ? { GITHUB_SERVER_URL: env.GITHUB_SERVER_URL } : {}),
  };
  const runner = Runner.safeParse(runnerRaw);
  if (!runner.success) throw new InputError(describeIssues(runner.error, runnerRaw, "").split("\n")[0] ?? "");
  return { ...inputs.data, ...runner.data };
}
