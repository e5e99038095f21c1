// Rows read back from the database, validated: PostgreSQL returns `bigint` (and `count(*)`, sums) as decimal
// strings, SQLite numbers; JSON columns are text. Shared by the store's modules.
import { z } from "zod";

/** Opening, migrating or reading the store failed; the message names the setting and the problem. */
export class StoreError extends Error {
  override readonly name = "StoreError";
}

export const dbInt = z
  .union([z.number(), z.bigint(), z.string().regex(/^-?\d{1,20}$/)])
  .transform((v) => Number(v))
  .pipe(z.number().int());

/** A JSON text column, parsed and validated with `schema`. */
export function json<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "not JSON" });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** Each row validated with `schema`; a StoreError naming `what` for the first invalid one. */
export function parseRows<S extends z.ZodType>(
  schema: S,
  rows: readonly unknown[],
  what: string,
): z.output<S>[] {
  return rows.map((row) => {
    const parsed = schema.safeParse(row);
    if (!parsed.success) {
      throw new StoreError(
        `${what}: a row read back from the database is invalid:\n${z.prettifyError(parsed.error)}`,
      );
    }
    return parsed.data;
  });
}

/**
 * A repository's key in every table: its id as GitHub gives it in the webhook (decimal), never its name — a name is
 * taken again after a rename, a transfer or a deletion, and must not inherit the old repository's rows.
 */
export const RepositoryKey = z
  .string()
  .regex(/^[1-9][0-9]{0,19}$/, { error: "expected a repository id (decimal digits), not a name" });
