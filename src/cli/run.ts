// `flakeharden run [flags] -- <command…>`: the job at a terminal. Progress per attempt, the summary and
// the prompt at the end; exit 0 passed (and flaky unless --fail-on-flaky), 1 failed, 2 usage error.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { z } from "zod";
import { describeIssues } from "../core/errors.js";
import { renderText } from "../core/render.js";
import { shellQuote } from "../core/reproduce.js";
import type { Attempt, Report } from "../core/schema.js";
import { VERSION } from "../core/version.js";
import { ConfigError, loadConfig } from "../run/config.js";
import { JobInterruptedError, runJob } from "../run/job.js";
import { DEFAULT_KILL_GRACE_MS, RunOptionsError } from "../run/options.js";
import { handleInterrupts, SIGNAL_EXIT_CODES } from "../run/signals.js";
import { loadWorkspaceAsync } from "../run/workspace.js";
import { wholeNumberText } from "../core/schema.js";
import { UsageError } from "./args.js";
import type { Io } from "./io.js";

const int = wholeNumberText;

export const RunArgs = z.object({
  retries: int(0, 5).default(2),
  "jitter-ms": int(0, 60_000).default(1_000),
  "timeout-minutes": int(1, 360).optional(),
  mode: z.enum(["retry", "measure"]).default("retry"),
  attempts: int(1, 10).default(3),
  junit: z.string().min(1).max(1_000).optional(),
  "reset-command": z.string().min(1).max(4_000).optional(),
  "fail-on-flaky": z.boolean().default(false),
  report: z.string().min(1).optional(),
  config: z.string().min(1).optional(),
  "prompt-budget": int(500, 60_000).optional(),
});
export type RunArgs = z.infer<typeof RunArgs>;

export function parseRunArgs(argv: readonly string[]): { args: RunArgs; command: string } {
  let values: Record<string, unknown>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...argv],
      options: {
        retries: { type: "string" },
        "jitter-ms": { type: "string" },
        "timeout-minutes": { type: "string" },
        mode: { type: "string" },
        attempts: { type: "string" },
        junit: { type: "string" },
        "reset-command": { type: "string" },
        "fail-on-flaky": { type: "boolean" },
        report: { type: "string" },
        config: { type: "string" },
        "prompt-budget": { type: "string" },
      },
      strict: true,
      allowPositionals: true,
    }));
  } catch (e) {
    throw new UsageError(`flakeharden run: ${(e as Error).message}`);
  }
  const parsed = RunArgs.safeParse(values);
  if (!parsed.success) throw new UsageError(describeIssues(parsed.error, values, "flakeharden run: --"));
  if (positionals.length === 0)
    throw new UsageError("flakeharden run: no command; give it after --, e.g. flakeharden run -- npm test");
  // The user's own words, each quoted, run by bash as a workflow step would.
  const command =
    positionals.length === 1 ? (positionals[0] as string) : positionals.map(shellQuote).join(" ");
  return { args: parsed.data, command };
}

function progress(a: Attempt, total: number, report: Report, interrupted: boolean): string {
  const secs = `${(a.durationMs / 1000).toFixed(1)}s`;
  const passed = a.exitCode === 0 && !a.timedOut && a.spawnError === null;
  if (passed) return `[${a.index}/${total}] ✓ passed in ${secs}${a.index > 1 ? " → flaky" : ""}`;
  const counts = report.buckets.map((b) => `${b.failures.length} ${b.category}`).join(", ");
  const why = interrupted
    ? "interrupted"
    : a.timedOut
      ? "timed out"
      : a.spawnError
        ? "could not start"
        : "failed";
  return `[${a.index}/${total}] ✗ ${why} in ${secs}${counts ? `: ${counts}` : ""}`;
}

export async function runCommand(argv: readonly string[], io: Io): Promise<number> {
  const { args, command } = parseRunArgs(argv);
  // Ctrl-C reaches this process, not the command (its own process group): stop it from here.
  const interrupts = handleInterrupts({
    onFirst: (signal) =>
      io.stderr.write(
        `\nflakeharden: ${signal}: stopping the command (SIGTERM to its processes, SIGKILL after ${DEFAULT_KILL_GRACE_MS / 1000} s); ` +
          "no further attempt will run. Send it again to exit at once.\n",
      ),
  });
  try {
    const code = await runInterruptibly(args, command, io, interrupts.signal);
    return interrupts.received ? SIGNAL_EXIT_CODES[interrupts.received] : code;
  } finally {
    interrupts.dispose();
  }
}

async function runInterruptibly(
  args: RunArgs,
  command: string,
  io: Io,
  abortSignal: AbortSignal,
): Promise<number> {
  const cwd = process.cwd();
  // Listed while the first attempt runs; the CLI's paths are relative to where it was started.
  const workspace = loadWorkspaceAsync(cwd);
  let config;
  try {
    config = await loadConfig(args.config ?? ".github/flakeharden.yml", args.config !== undefined);
  } catch (e) {
    if (e instanceof ConfigError) throw new UsageError(`flakeharden run: ${e.message}`);
    throw e;
  }
  const total = args.mode === "measure" ? args.attempts : args.retries + 1;
  let result;
  try {
    result = await runJob({
      command,
      cwd,
      mode: args.mode,
      retries: args.retries,
      attempts: args.attempts,
      jitterMs: args["jitter-ms"],
      timeoutMs: args["timeout-minutes"] ? args["timeout-minutes"] * 60_000 : null,
      resetCommand: args["reset-command"] ?? null,
      junit: args.junit ?? null,
      config,
      promptBudget: args["prompt-budget"] ?? config.prompt.budget,
      workspace,
      env: process.env,
      context: null,
      version: VERSION,
      abortSignal,
      onOutput: (chunk) => io.stdout.write(chunk),
      onAttemptEnd: (attempt, report) =>
        io.stderr.write(`${progress(attempt, total, report, abortSignal.aborted)}\n`),
    });
  } catch (e) {
    if (e instanceof RunOptionsError) throw new UsageError(`flakeharden run: ${e.message}`);
    if (e instanceof JobInterruptedError) {
      io.stderr.write(`flakeharden run: ${e.message}; no report written\n`);
      return 1;
    }
    throw e;
  }
  const { report, prompt } = result;
  if (args.report) writeFileSync(args.report, `${JSON.stringify(report, null, 2)}\n`);
  io.stdout.write(`\n${renderText(report)}\n\n${report.outcome === "passed" ? "" : `${prompt}\n`}`);
  if (report.outcome === "failed") return 1;
  if (report.outcome === "flaky" && args["fail-on-flaky"]) return 1;
  return 0;
}
