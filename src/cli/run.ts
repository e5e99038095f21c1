// `flakeharden run [flags] [--] <command…>`: the job at a terminal. Progress per attempt, the summary and
// the prompt at the end. Flags are read up to the first word that is not one: the rest is the command.
import { writeFileSync } from "node:fs";
import { renderText } from "../core/render/index.js";
import { outcomeSentence, stepVerdict } from "../core/report/index.js";
import { shellQuote } from "../core/locate/reproduce.js";
import type { Attempt, Report } from "../core/schema.js";
import type { AttemptPlan } from "../core/plan/scope.js";
import { VERSION } from "../core/version.js";
import { ConfigError, loadConfig } from "../run/config.js";
import { configFile, FlagConflictError, resolveRunFlags } from "../run/flags.js";
import { JobInterruptedError, runJob } from "../run/job.js";
import { RunOptionsError } from "../run/options.js";
import { SIGNAL_EXIT_CODES, type Interrupts } from "../run/signals.js";
import { workspaceListing } from "../run/workspace.js";
import { parseRunArgs, UsageError } from "./args.js";
import { RUN_HELP } from "./help.js";
import type { Io } from "./io.js";

/** The exit status of a run whose `--report` file could not be written at the end (README: Exit status). */
export const REPORT_UNWRITTEN = 4;

/**
 * One line per attempt, from the planner's reading of it (`passed`: a targeted attempt passes only when it
 * showed its tests pass) and what runs next; never from the exit code alone.
 */
export function progress(
  a: Attempt,
  total: number,
  report: Report,
  o: { passed: boolean; next: AttemptPlan | null; interrupted: boolean; mode: "retry" | "measure" },
): string {
  const only = a.scope?.kind === "failed";
  const secs = `${(a.durationMs / 1000).toFixed(1)}s${only ? ` (only the ${a.scope?.tests} failed test${a.scope?.tests === 1 ? "" : "s"})` : ""}`;
  const then = o.next?.confirming ? "; the whole command runs next to confirm" : "";
  if (o.passed) {
    const after = o.mode === "retry" && a.index > 1 && !only ? " → flaky" : "";
    return `[${a.index}/${total}] ✓ passed in ${secs}${after}${then}`;
  }
  if (a.exitCode === 0 && !a.timedOut && a.spawnError === null && a.scope)
    return `[${a.index}/${total}] ✗ not counted as a pass in ${secs}: ${a.scope.reason}`;
  const counts = report.buckets.map((b) => `${b.failures.length} ${b.category}`).join(", ");
  const why = o.interrupted
    ? "interrupted"
    : a.timedOut
      ? "timed out"
      : a.spawnError
        ? "could not start"
        : "failed";
  return `[${a.index}/${total}] ✗ ${why} in ${secs}${counts ? `: ${counts}` : ""}`;
}

/** Measure mode's reading: each attempt, then the scores, each with what it means. */
export function measured(report: Report): string {
  const out = ["measured:"];
  for (const a of report.attempts) {
    const ok = a.exitCode === 0 && !a.timedOut && a.spawnError === null;
    out.push(
      `  attempt ${a.index}: ${ok ? "passed" : a.timedOut ? "timed out" : "failed"} (${(a.durationMs / 1000).toFixed(1)}s)`,
    );
  }
  const s = report.scores;
  if (s) {
    out.push(
      `  success rate ${(s.successRate * 100).toFixed(0)}%: attempts that passed`,
      `  consistency ${s.consistency.toFixed(2)}: 1 when every test behaves the same in every attempt, 0 when one passes half the time`,
      `  resilience ${s.resilience.score} ${s.resilience.verdict}: severity-weighted share of tests passing; FAIL when the run failed or a critical test failed`,
      `  overall ${s.overall}: the health of the suite's tests (passing, stable, consistent), not whether the run passed`,
    );
  }
  return out.join("\n");
}

/**
 * `interrupts` were installed by the entry point before anything was loaded or spawned: a Ctrl-C at any
 * time stops the command and still reports what ran.
 */
export async function runCommand(argv: readonly string[], io: Io, interrupts: Interrupts): Promise<number> {
  const parsed = parseRunArgs(argv, shellQuote);
  if (parsed.help) {
    io.stdout.write(RUN_HELP);
    return 0;
  }
  const who = "flakeharden run";
  const file = configFile(parsed.flags.config);
  let config;
  try {
    config = await loadConfig(file.path, file.required);
  } catch (e) {
    if (e instanceof ConfigError) throw new UsageError(`${who}: ${e.message.split("\n").join("; ")}`);
    throw e;
  }
  let flags;
  try {
    flags = resolveRunFlags(parsed.flags, config);
  } catch (e) {
    if (e instanceof FlagConflictError) throw new UsageError(`${who}: --${e.message}`);
    throw e;
  }
  const cwd = process.cwd();
  // Listed while an attempt runs, when one prints something; the CLI's paths are relative to where it was started.
  const workspace = workspaceListing(cwd);
  const total = flags.mode === "measure" ? flags.attempts : flags.retries + 1;
  let result;
  try {
    result = await runJob({
      command: parsed.command,
      cwd,
      ...flags,
      config,
      workspace,
      env: process.env,
      context: null,
      version: VERSION,
      abortSignal: interrupts.signal,
      onOutput: (chunk) => io.stdout.write(chunk),
      onAttemptEnd: (attempt, report, passed, next) =>
        io.stderr.write(
          `${progress(attempt, total, report, { passed, next, interrupted: interrupts.signal.aborted, mode: flags.mode })}\n`,
        ),
    });
  } catch (e) {
    if (e instanceof RunOptionsError) throw new UsageError(`${who}: ${e.message.split("\n").join("; ")}`);
    if (e instanceof JobInterruptedError) {
      io.stderr.write(`${who}: ${e.message}; no report written\n`);
      return interrupts.received ? SIGNAL_EXIT_CODES[interrupts.received] : 1;
    }
    throw e;
  }
  const { report, prompt } = result;
  // The result is printed whatever happens to the file: a report that cannot be written loses nothing else.
  let unwritten: string | null = null;
  if (parsed.report)
    try {
      writeFileSync(parsed.report, `${JSON.stringify(report, null, 2)}\n`);
    } catch (e) {
      unwritten = e instanceof Error ? e.message : String(e);
    }
  // The prompt is for failures to fix: a flaky run has none.
  io.stdout.write(`\n${renderText(report)}\n\n${report.outcome === "failed" ? `${prompt}\n` : ""}`);
  if (flags.mode === "measure") io.stdout.write(`${measured(report)}\n\n`);
  io.stderr.write(`flakeharden: ${outcomeSentence(report, flags.mode)}\n`);
  if (unwritten !== null) {
    io.stderr.write(
      `flakeharden: the report could not be written to ${JSON.stringify(parsed.report)}: ${unwritten}\n`,
    );
    return REPORT_UNWRITTEN;
  }
  if (interrupts.received) return SIGNAL_EXIT_CODES[interrupts.received];
  const verdict = stepVerdict(report.outcome, flags.onFlaky);
  if (report.outcome === "flaky" && verdict === "warn")
    io.stderr.write(`flakeharden: warning: flaky in this run (on-flaky: warn; exit 0)\n`);
  if (report.outcome === "flaky" && verdict === "fail")
    io.stderr.write(`flakeharden: failing the run because it was flaky (on-flaky: fail; exit 1)\n`);
  return verdict === "fail" ? 1 : 0;
}
