// The action's shell: read the inputs and the workflow's environment, run the job, write the outputs,
// the job summary, the annotations, the report and the prompt. No logic of its own.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import * as core from "@actions/core";
import { selectAnnotations } from "../core/annotations.js";
import type { Report, RunContext } from "../core/schema.js";
import { renderSummary } from "../core/summary.js";
import { VERSION } from "../core/version.js";
import { loadWorkspaceAsync } from "../run/workspace.js";
import { ConfigError, loadConfig } from "../run/config.js";
import { configFile, FlagConflictError, resolveRunFlags } from "../run/flags.js";
import { stepVerdict } from "../core/report.js";
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

/** Where the report comes from; the PR number and head repository are read from the event payload. */
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
  const cwd = resolve(workspace, inputs["working-directory"]);
  // Listed while the first attempt runs. Paths are the repository's (annotations need them); the command's
  // folder (working-directory) is passed on, so reproduce commands start with `cd <folder> &&`.
  const listing = loadWorkspaceAsync(workspace);
  const file = configFile(inputs.config);
  const config = await loadConfig(resolve(workspace, file.path), file.required);
  const flags = resolveRunFlags(inputs, config);
  const { context, headSha } = readContext(env);
  let total = 0;
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
    onOutput: (chunk) => process.stdout.write(chunk),
    onAttemptEnd: (a) => {
      process.stdout.write("\n::endgroup::\n");
      const ok = a.exitCode === 0 && !a.timedOut && a.spawnError === null;
      core.info(
        `[${a.index}/${total}] ${ok ? "✓ passed" : a.timedOut ? "✗ timed out" : "✗ failed"} in ${(a.durationMs / 1000).toFixed(1)}s`,
      );
    },
  });

  const reportPath = isAbsolute(inputs["report-path"])
    ? inputs["report-path"]
    : join(workspace, inputs["report-path"]);
  mkdirSync(dirname(reportPath), { recursive: true });
  writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
  const promptPath = join(env.RUNNER_TEMP ?? dirname(reportPath), "flakeharden-prompt.md");
  writeFileSync(promptPath, `${prompt}\n`);

  const files = await listing;
  const { annotations, omitted } = selectAnnotations(report, undefined, new Set(files.files));
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
        }),
      )
      .write();
  }
  for (const [name, value] of Object.entries(outputs(report, reportPath, promptPath)))
    core.setOutput(name, value);

  const verdict = stepVerdict(report.outcome, flags.onFlaky);
  const flaky = report.flaky.map((f) => f.test).join(", ");
  if (report.outcome === "failed")
    core.setFailed(
      `flakeharden: the command failed (${report.primary ?? "no failure identified"}); see the job summary`,
    );
  else if (report.outcome === "flaky" && verdict === "fail")
    core.setFailed(
      `flakeharden: flaky in this run (${flaky}) and on-flaky is fail (or fail-on-flaky is set)`,
    );
  else if (report.outcome === "flaky" && verdict === "warn")
    core.warning(`flakeharden: flaky in this run: ${flaky}`);
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
    if (e instanceof InputError || e instanceof ConfigError) core.setFailed(e.message);
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
