// The action's shell: read the inputs and the workflow's environment, run the job, write the outputs,
// the job summary, the annotations, the report and the prompt. No logic of its own.
import { accessSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import * as core from "@actions/core";
import { leftOutText, selectAnnotations } from "../core/render/annotations.js";
import type { Report, RunContext } from "../core/schema.js";
import { renderSummary } from "../core/render/summary.js";
import { VERSION } from "../core/version.js";
import {
  OutsideWorkspaceError,
  globInsideWorkspace,
  insideWorkspace,
  loadWorkspaceAsync,
} from "../run/workspace.js";
import { ConfigError, loadConfig } from "../run/config.js";
import { StopCommandsWatcher } from "../run/capture.js";
import { configFile, FlagConflictError, resolveRunFlags } from "../run/flags.js";
import { outcomeSentence, stepVerdict } from "../core/report/index.js";
import { JobInterruptedError, runJob } from "../run/job.js";
import { DEFAULT_KILL_GRACE_MS } from "../run/options.js";
import { handleInterrupts, SIGNAL_EXIT_CODES, type Interrupts } from "../run/signals.js";
import { InputError, readInputs } from "./inputs.js";

type Env = Readonly<Record<string, string | undefined>>;

const int = (s: string | undefined) => (s && /^\d+$/.test(s) ? Number(s) : null);

interface PullRequestEvent {
  number?: unknown;
  head?: { sha?: unknown; repo?: { full_name?: unknown } };
}

/**
 * Where the report comes from; the PR number and head repository are read from the event payload. Read here, not
 * through @actions/github's `context`: measured, importing it grew dist/action/index.js from 1.93 MB to 3.10 MB
 * (Octokit and a second undici) and the action's start-up from 1,741 ms to 2,054 ms (median of 21 runs, load 20);
 * and `context` reads process.env and parses the event file when imported, throwing on a malformed one before any
 * error handling, where this function takes the environment it is given and ignores an unreadable event.
 */
export function readContext(env: Env): { context: RunContext; headSha: string | null } {
  let event: Record<string, unknown> = {};
  try {
    if (env.GITHUB_EVENT_PATH && existsSync(env.GITHUB_EVENT_PATH)) {
      event = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, "utf8")) as Record<string, unknown>;
    }
  } catch {
    event = {};
  }
  const raw = event.pull_request;
  const pr: PullRequestEvent | null = typeof raw === "object" && raw !== null ? raw : null;
  const headSha = typeof pr?.head?.sha === "string" ? pr.head.sha : (env.GITHUB_SHA ?? null);
  return {
    headSha,
    context: {
      repository: env.GITHUB_REPOSITORY ?? null,
      sha: headSha,
      runId: int(env.GITHUB_RUN_ID),
      runAttempt: int(env.GITHUB_RUN_ATTEMPT),
      workflow: env.GITHUB_WORKFLOW ?? null,
      job: env.GITHUB_JOB ?? null,
      pullRequest: typeof pr?.number === "number" && pr.number > 0 ? pr.number : null,
      headRepository: typeof pr?.head?.repo?.full_name === "string" ? pr.head.repo.full_name : null,
    },
  };
}

/** The report's folder is created and must be writable before the first attempt runs: a run is never wasted on it. */
function writableReportPath(abs: string, given: string): void {
  try {
    mkdirSync(dirname(abs), { recursive: true });
    accessSync(existsSync(abs) ? abs : dirname(abs), constants.W_OK);
  } catch (e) {
    throw new InputError(
      `input report-path: got ${JSON.stringify(given)}, which cannot be written (${e instanceof Error ? e.message : String(e)}); allowed: a writable path inside the workspace`,
    );
  }
}

function outputs(report: Report, reportPath: string, promptPath: string): Record<string, string> {
  const failures = report.buckets.flatMap((b) => b.failures);
  return {
    outcome: report.outcome,
    attempts: String(report.attempts.length),
    "flaky-tests": JSON.stringify(report.flaky.map((f) => f.test)),
    "failed-tests": JSON.stringify([...new Set(failures.filter((f) => f.test !== null).map((f) => f.test))]),
    categories: JSON.stringify(report.buckets.map((b) => b.category)),
    "primary-category": report.primary ?? "",
    score: report.scores ? String(report.scores.overall) : "",
    "report-path": reportPath,
    "prompt-path": promptPath,
  };
}

export async function main(env: Env = process.env, abortSignal?: AbortSignal): Promise<void> {
  const workspace = resolve(env.GITHUB_WORKSPACE ?? process.cwd());
  const inputs = readInputs(env);
  // Every path input stays inside the workspace, symlinks followed (README: "relative to the workspace").
  const cwd = insideWorkspace(workspace, inputs["working-directory"], "working-directory");
  const reportPath = insideWorkspace(workspace, inputs["report-path"], "report-path");
  if (inputs.junit) globInsideWorkspace(inputs.junit, "junit");
  writableReportPath(reportPath, inputs["report-path"]);
  // Listed while the first attempt runs. Paths are the repository's (annotations need them); the command's
  // folder (working-directory) is passed on, so reproduce commands start with `cd <folder> &&`.
  const listing = loadWorkspaceAsync(workspace);
  const file = configFile(inputs.config);
  // A config symlinked out of the workspace (to /etc/passwd) is refused before it is read.
  const config = await loadConfig(insideWorkspace(workspace, file.path, "config"), file.required);
  const flags = resolveRunFlags(inputs, config);
  const { context, headSha } = readContext(env);
  let total = 0;
  const stopped = new StopCommandsWatcher();
  const { report, prompt } = await runJob({
    command: inputs.command,
    cwd,
    ...flags,
    config,
    workspace: listing,
    env,
    context,
    version: VERSION,
    ...(abortSignal ? { abortSignal } : {}),
    onAttemptStart: (index, n) => {
      total = n;
      process.stdout.write(`::group::Attempt ${index}/${n}\n`);
    },
    onOutput: (chunk) => {
      stopped.write(chunk);
      process.stdout.write(chunk);
    },
    onAttemptEnd: (a, _report, passed, next) => {
      // A test that printed `::stop-commands::TOKEN` would silence everything printed from here on.
      const resumed = stopped.resume();
      process.stdout.write(`\n${resumed.lines}::endgroup::\n`);
      if (resumed.tokens > 0)
        core.notice(
          `flakeharden: attempt ${a.index}'s output stopped workflow commands (::stop-commands::); flakeharden resumed them after the attempt`,
        );
      const shown = passed
        ? "✓ passed"
        : a.timedOut
          ? "✗ timed out"
          : a.exitCode === 0
            ? "✗ not counted as a pass"
            : "✗ failed";
      const only =
        a.scope?.kind === "failed"
          ? ` (only the ${a.scope.tests} failed test${a.scope.tests === 1 ? "" : "s"})`
          : "";
      core.info(
        `[${a.index}/${total}] ${shown} in ${(a.durationMs / 1000).toFixed(1)}s${only}${next ? `; next: ${next.reason}` : ""}`,
      );
    },
  });

  // The summary, annotations and outputs are written whatever happens to the report file.
  let unwritten: string | null = null;
  try {
    mkdirSync(dirname(reportPath), { recursive: true });
    writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
  } catch (e) {
    unwritten = e instanceof Error ? e.message : String(e);
  }
  const promptPath = join(env.RUNNER_TEMP ?? dirname(reportPath), "flakeharden-prompt.md");
  writeFileSync(promptPath, `${prompt}\n`);

  const files = await listing;
  const limits = { errors: 10, warnings: 10 };
  const selection = selectAnnotations(report, limits, new Set(files.files));
  const { annotations, omitted } = selection;
  for (const a of annotations) {
    const props = {
      title: a.title,
      file: a.file,
      ...(a.line ? { startLine: a.line } : {}),
      ...(a.column ? { startColumn: a.column } : {}),
    };
    if (a.level === "error") core.error(a.message, props);
    else core.warning(a.message, props);
  }
  if (env.GITHUB_STEP_SUMMARY) {
    await core.summary
      .addRaw(
        renderSummary(report, {
          serverUrl: env.GITHUB_SERVER_URL ?? "https://github.com",
          repository: context.repository,
          sha: headSha,
          prompt,
          omittedAnnotations: omitted.errors + omitted.warnings,
          annotationsLeftOut: leftOutText(selection, limits),
        }),
      )
      .write();
  }
  for (const [name, value] of Object.entries(outputs(report, reportPath, promptPath)))
    core.setOutput(name, value);

  if (unwritten !== null) {
    core.setFailed(
      `flakeharden: input report-path: ${JSON.stringify(inputs["report-path"])} could not be written: ${unwritten}; the job summary and outputs hold the result (${outcomeSentence(report, flags.mode)})`,
    );
    return;
  }
  const verdict = stepVerdict(report.outcome, flags.onFlaky);
  const flaky = report.flaky.map((f) => f.test).join(", ");
  const said = outcomeSentence(report, flags.mode);
  if (report.outcome === "cancelled")
    core.setFailed(
      `flakeharden: cancelled after ${report.attempts.length} attempt(s): the results are incomplete; the report covers the attempts that ran`,
    );
  else if (report.outcome === "flaky" && verdict === "fail")
    core.setFailed(
      `flakeharden: ${said}; flaky in this run: ${flaky}; on-flaky is fail (or fail-on-flaky is set)`,
    );
  else if (verdict === "fail")
    core.setFailed(
      `flakeharden: ${said}: ${report.primary ?? "no failure identified"} first; see the job summary`,
    );
  else if (report.outcome === "flaky" && verdict === "warn")
    core.warning(`flakeharden: ${said}; flaky in this run: ${flaky}`);
  else core.info(`flakeharden: ${said}`);
}

/**
 * A cancelled workflow sends SIGINT, then SIGTERM 7.5 s later: the first stops the command and the report
 * of what ran is still written (and uploaded: the upload step runs on `always()`); a second exits at once.
 */
function interrupts(): Interrupts {
  return handleInterrupts({
    onFirst: (signal) =>
      core.info(
        `flakeharden: ${signal}: stopping the command (SIGTERM to its processes, SIGKILL after ${DEFAULT_KILL_GRACE_MS / 1000} s); no further attempt will run`,
      ),
  });
}

/** Known failures become one clear error; anything else is a bug, reported with its stack. */
export async function run(env: Env = process.env): Promise<void> {
  const stop = interrupts();
  let completed = false;
  try {
    await main(env, stop.signal);
    completed = true;
  } catch (e) {
    if (e instanceof InputError || e instanceof ConfigError || e instanceof OutsideWorkspaceError)
      core.setFailed(e.message);
    else if (e instanceof FlagConflictError) core.setFailed(`input ${e.message}`);
    else if (e instanceof JobInterruptedError) core.setFailed(`flakeharden: ${e.message}; no report written`);
    else
      core.setFailed(
        `flakeharden: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
      );
  } finally {
    stop.dispose();
  }
  if (stop.received) {
    if (completed)
      core.setFailed(`flakeharden: interrupted by ${stop.received}; the report covers the attempts that ran`);
    process.exitCode = SIGNAL_EXIT_CODES[stop.received];
  }
}
