// The CLI's zod schemas of its flags, built from the flags' tables (help.ts, run/flags.ts). Loaded only when
// the tables refuse a value (args.ts), to say why in zod's words, the same as before the tables read them.
import { z } from "zod";
import { describeIssues } from "../core/errors.js";
import { allowedText } from "../run/flags.js";
import { RunFlagsSchema } from "../run/flag-schemas.js";
import { ANALYZE_FLAGS, type CliFlag } from "./help.js";

export const RunArgsSchema = RunFlagsSchema.extend({
  report: z.string().min(1, { error: "allowed: a file path in an existing directory" }).optional(),
});

const text = (flag: string) => {
  const spec = ANALYZE_FLAGS[flag] as CliFlag;
  const error = `allowed: ${allowedText(spec)}`;
  return z
    .string({ error })
    .min(1, { error })
    .max(spec.kind === "text" ? spec.max : 4_096, { error });
};
const int = (flag: string) => {
  const spec = ANALYZE_FLAGS[flag] as CliFlag;
  const error = `allowed: ${allowedText(spec)}`;
  if (spec.kind !== "int") throw new Error(`${flag} is not a number flag`);
  return z
    .string()
    .trim()
    .regex(/^\d+$/, { error })
    .transform(Number)
    .pipe(z.number().int().min(spec.min, { error }).max(spec.max, { error }))
    .optional();
};

export const AnalyzeArgsSchema = z.strictObject({
  log: text("log").optional(),
  junit: z.array(text("junit")).default([]),
  workspace: text("workspace").default("."),
  report: text("report").optional(),
  json: z
    .union([z.literal(true), z.enum(["true", "false"])])
    .transform((v) => v === true || v === "true")
    .default(false),
  "prompt-budget": int("prompt-budget"),
  command: text("command").optional(),
  "exit-code": int("exit-code"),
});

/** Why `schema` refuses `values`, on one line (a user error is one line); null if it does not. */
export function refusal(schema: z.ZodType, values: unknown, who: string): string | null {
  const parsed = schema.safeParse(values);
  return parsed.success ? null : describeIssues(parsed.error, values, `${who}: --`).split("\n").join("; ");
}
