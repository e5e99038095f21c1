// Command-line arguments, validated by zod with errors that name the flag, the value and what is allowed.
import { parseArgs } from "node:util";
import { z } from "zod";

export class UsageError extends Error {
  override name = "UsageError";
}

const intFlag = (flag: string, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const n = Number(v);
      if (!/^\d+$/.test(v) || !Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({
          code: "custom",
          message: `${flag}: got ${JSON.stringify(v)}; allowed: a whole number from ${min} to ${max}`,
        });
        return z.NEVER;
      }
      return n;
    });

export const AnalyzeArgs = z.object({
  log: z
    .string()
    .min(1, "--log: got an empty path; allowed: a file path, or - for standard input")
    .optional(),
  junit: z.array(z.string().min(1, "--junit: got an empty path; allowed: a file path")).default([]),
  workspace: z.string().default("."),
  report: z.string().min(1, "--report: got an empty path; allowed: a file path").optional(),
  json: z.boolean().default(false),
  "prompt-budget": intFlag("--prompt-budget", 500, 60_000),
  command: z.string().max(4_000, "--command: longer than 4000 characters").optional(),
  "exit-code": intFlag("--exit-code", 0, 255),
});
export type AnalyzeArgs = z.infer<typeof AnalyzeArgs>;

export function parseAnalyzeArgs(argv: readonly string[]): AnalyzeArgs {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        log: { type: "string" },
        junit: { type: "string", multiple: true },
        workspace: { type: "string" },
        report: { type: "string" },
        json: { type: "boolean" },
        "prompt-budget": { type: "string" },
        command: { type: "string" },
        "exit-code": { type: "string" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    throw new UsageError(`flakeharden analyze: ${(e as Error).message}`);
  }
  const parsed = AnalyzeArgs.safeParse(values);
  if (!parsed.success)
    throw new UsageError(`flakeharden analyze: ${parsed.error.issues.map((i) => i.message).join("; ")}`);
  if (!parsed.data.log && parsed.data.junit.length === 0) {
    throw new UsageError(
      "flakeharden analyze: nothing to analyse; give --log FILE (or - for standard input) and/or --junit FILE",
    );
  }
  return parsed.data;
}
