// The run flags' zod schemas, built from their table (flags.ts). Loaded only when the table refuses a value
// (parseFlags), to say why: loading zod and building schemas costs more than the rest of the CLI's start-up.
import "./jitless.js";
import { z } from "zod";
import { allowedText, LIST_SEPARATORS, RUN_FLAGS, type FlagSpec, type RunFlagName } from "./flags.js";

const intFlag = (spec: FlagSpec & { kind: "int" }) => {
  const error = `allowed: ${allowedText(spec)}`;
  return z
    .string()
    .trim()
    .regex(/^\d+$/, { error })
    .transform(Number)
    .pipe(z.number().int().min(spec.min, { error }).max(spec.max, { error }))
    .optional();
};
const enumFlag = <T extends string>(spec: FlagSpec & { kind: "enum"; values: readonly T[] }) =>
  z.enum(spec.values as readonly T[] as [T, ...T[]], { error: `allowed: ${allowedText(spec)}` }).optional();
const boolFlag = (spec: FlagSpec & { kind: "bool" }) =>
  z
    .union([z.literal(true), z.enum(["true", "false"])], { error: `allowed: ${allowedText(spec)}` })
    .transform((v) => v === true || v === "true")
    .optional();
const textFlag = (spec: FlagSpec & { kind: "text" }) => {
  const error = `allowed: ${allowedText(spec)}`;
  return z.string().min(1, { error }).max(spec.max, { error }).optional();
};
const listFlag = <T extends string>(spec: FlagSpec & { kind: "list"; values: readonly T[] }) => {
  const error = `allowed: ${allowedText(spec)}`;
  return z
    .string()
    .transform((v, ctx): T[] => {
      const items = v.split(LIST_SEPARATORS).filter((s) => s !== "");
      const known = (s: string): s is T => (spec.values as readonly string[]).includes(s);
      if (items.length === 0 || !items.every(known)) {
        ctx.addIssue({ code: "custom", message: error });
        return z.NEVER;
      }
      return [...new Set(items.filter(known))];
    })
    .optional();
};

/**
 * Every run flag's schema, from its text (an action input, a CLI flag's value; a CLI switch arrives as
 * `true`). A flag not given is undefined, so that `resolveRunFlags` can tell "not given" from a default.
 */
export const RunFlagsSchema = z.strictObject({
  retries: intFlag(RUN_FLAGS.retries),
  "jitter-ms": intFlag(RUN_FLAGS["jitter-ms"]),
  "timeout-minutes": intFlag(RUN_FLAGS["timeout-minutes"]),
  mode: enumFlag(RUN_FLAGS.mode),
  attempts: intFlag(RUN_FLAGS.attempts),
  junit: textFlag(RUN_FLAGS.junit),
  "reset-command": textFlag(RUN_FLAGS["reset-command"]),
  "retry-on": listFlag(RUN_FLAGS["retry-on"]),
  "retry-scope": enumFlag(RUN_FLAGS["retry-scope"]),
  "on-flaky": enumFlag(RUN_FLAGS["on-flaky"]),
  "fail-on-flaky": boolFlag(RUN_FLAGS["fail-on-flaky"]),
  config: textFlag(RUN_FLAGS.config),
  "prompt-budget": intFlag(RUN_FLAGS["prompt-budget"]),
} satisfies Record<RunFlagName, z.ZodType>);

/** A flag's schema by its kind (a `multiple` flag: a list of texts). */
export function flagSchema(spec: FlagSpec & { multiple?: boolean }): z.ZodType {
  const one =
    spec.kind === "int"
      ? intFlag(spec)
      : spec.kind === "enum"
        ? enumFlag(spec)
        : spec.kind === "bool"
          ? boolFlag(spec)
          : spec.kind === "text"
            ? textFlag(spec)
            : listFlag(spec);
  return spec.multiple ? z.array(one.unwrap()).optional() : one;
}

/** The schema of a table of flags (strict: a name not in the table is refused). */
export const flagsSchema = (flags: Readonly<Record<string, FlagSpec & { multiple?: boolean }>>) =>
  z.strictObject(Object.fromEntries(Object.entries(flags).map(([name, spec]) => [name, flagSchema(spec)])));
