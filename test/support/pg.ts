// The local PostgreSQL the app's tests use (CI has it; FLAKEHARDEN_SKIP_PG=1 skips those tests):
// each test gets a schema of its own, selected through the connection URL, dropped afterwards.
import { randomBytes } from "node:crypto";
import pg from "pg";

export const PG_URL = process.env.FLAKEHARDEN_TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
export const SKIP_PG = process.env.FLAKEHARDEN_SKIP_PG === "1";

/** A connection URL whose search_path is `schema`. */
export const urlFor = (schema: string): string =>
  `${PG_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;

/** A new empty schema: its URL, and a function that drops it. */
export async function freshSchema(): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `fh_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Pool({ connectionString: PG_URL, connectionTimeoutMillis: 5_000 });
  admin.on("error", () => undefined);
  try {
    await admin.query(`create schema ${schema}`);
  } catch (error) {
    await admin.end();
    throw new Error(
      `PostgreSQL is not reachable at ${PG_URL} (${error instanceof Error ? error.message : String(error)}): ` +
        "set FLAKEHARDEN_TEST_PG_URL to use another, or FLAKEHARDEN_SKIP_PG=1 to skip the PostgreSQL tests.",
    );
  }
  return {
    url: urlFor(schema),
    async drop() {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}
