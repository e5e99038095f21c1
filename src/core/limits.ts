// The report's constants, without zod: what the run, the CLI and the core read at run time (schema.ts
// re-exports them beside the schemas). Importing schema.ts loads zod and builds every schema, about 1.6x
// Node's own start-up on Node 20; the run validates nothing with zod unless it has untrusted input to parse.
import { CATEGORY_IDS, byCategory } from "./classify/categories.js";

/**
 * Fields added after version 1 was published are optional (`flaky[].category`…, `buckets[].failures[].evidence`,
 * `retry`): a reader of version 1 accepts reports with or without them, so the version stays 1 until a field
 * changes meaning or becomes required.
 */
export const SCHEMA_VERSION = 1 as const;

/** Bounds applied to everything that comes from a log, a JUnit file or an artifact. */
export const LIMITS = {
  message: 2_000,
  excerpt: 4_000,
  testName: 1_000,
  path: 1_000,
  examples: 3,
  exampleChars: 400,
  candidates: 5,
  failuresPerReport: 1_000,
  frames: 8,
} as const;

/** The failure categories; each is one row of categories.ts. */
export const CATEGORIES = CATEGORY_IDS;

export const SEVERITIES = ["critical", "high", "medium", "low"] as const;

/** Each category's severity, from its row in categories.ts. */
export const DEFAULT_SEVERITY: Readonly<Record<(typeof CATEGORIES)[number], (typeof SEVERITIES)[number]>> =
  byCategory((row) => row.severity);

/** The prompt's default size, in characters (`prompt-budget`). */
export const DEFAULT_PROMPT_BUDGET = 6_000;

/** What a flaky outcome does to the step: nothing, a warning, or a failure. */
export const ON_FLAKY = ["pass", "warn", "fail"] as const;
export type OnFlaky = (typeof ON_FLAKY)[number];

/** What `retry-on` accepts: the failure categories, and `missing-command` (exit 127, "command not found"). */
export const RETRY_ON_VALUES = [...CATEGORIES, "missing-command"] as const;
export type RetryOn = (typeof RETRY_ON_VALUES)[number];
/** Not worth a retry by default: the code does not build or type-check, or the command does not exist. */
export const DETERMINISTIC: readonly RetryOn[] = ["compilation", "types", "missing-command"];
export const DEFAULT_RETRY_ON: readonly RetryOn[] = RETRY_ON_VALUES.filter((v) => !DETERMINISTIC.includes(v));
