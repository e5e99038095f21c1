// Reads `.github/flakeharden.yml`: absent means the defaults; malformed YAML or a value the schema does
// not allow is an error that names the file, the field, the value and what is allowed.
import { existsSync, readFileSync, statSync } from "node:fs";
import { describeIssues } from "../core/errors.js";
import { quarantineProblems, utcDay } from "../core/relate/quarantine.js";
import { defaultConfig } from "../core/default-config.js";
import type { Config } from "../core/schema.js";

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * The config at `path`; `today` (`YYYY-MM-DD`, UTC; default: the clock's) bounds the quarantine entries'
 * expiry (at most 90 days ahead).
 */
export async function loadConfig(
  path: string,
  required: boolean,
  today: string = utcDay(Date.now()),
): Promise<Config> {
  if (!existsSync(path)) {
    if (required) throw new ConfigError(`${path}: no such file`);
    // The defaults without zod (most runs have no config file): core/default-config.ts.
    return defaultConfig();
  }
  if (!statSync(path).isFile()) throw new ConfigError(`${path}: not a file; allowed: a YAML file`);
  const text = readFileSync(path, "utf8");
  // The YAML parser is a third of the bundle: loaded only when there is a file to read (most runs have none).
  const { parse, YAMLParseError } = await import("yaml");
  let data: unknown;
  try {
    data = parse(text, { maxAliasCount: 100 }) ?? {};
  } catch (e) {
    if (e instanceof YAMLParseError) {
      const at = e.linePos?.[0];
      throw new ConfigError(
        `${path}${at ? `:${at.line}:${at.col}` : ""}: not valid YAML: ${e.message.split("\n")[0] ?? ""}`,
      );
    }
    throw e;
  }
  // zod is loaded only here, where there is a file to check: with its schemas it costs more than the rest
  // of the CLI's start-up.
  await import("./jitless.js");
  const { Config } = await import("../core/schema.js");
  const parsed = Config.safeParse(data);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error, data, `${path}: `));
  const problems = quarantineProblems(parsed.data.quarantine, today);
  if (problems.length > 0) throw new ConfigError(problems.map((p) => `${path}: ${p}`).join("\n"));
  return parsed.data;
}
