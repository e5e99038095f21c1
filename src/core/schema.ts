// Every schema of flakeharden, in one place. Types are inferred from them, never written twice.
import { z } from "zod";
import { CATEGORIES, LIMITS, SCHEMA_VERSION, SEVERITIES } from "./limits.js";

// The constants, in a module without zod: the run and the CLI use them without loading zod (limits.ts).
export { CATEGORIES, DEFAULT_SEVERITY, LIMITS, SCHEMA_VERSION, SEVERITIES } from "./limits.js";

/** A whole number written as text (a flag, an action input), with an error that says what is allowed. */
export function wholeNumberText(min: number, max: number) {
  const error = `allowed: a whole number from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .regex(/^\d+$/, { error })
    .transform(Number)
    .pipe(z.number().int().min(min, { error }).max(max, { error }));
}

export const Category = z.enum(CATEGORIES);
export type Category = z.infer<typeof Category>;

export const PathStatus = z.enum(["exact", "mapped", "searched", "missing"]);
export type PathStatus = z.infer<typeof PathStatus>;

export const Location = z.object({
  /** The path as the tool printed it (bounded). */
  printed: z.string().max(LIMITS.path),
  /** Repository-relative path, present only when verified against the repository's file list. */
  file: z.string().max(LIMITS.path).nullable(),
  line: z.number().int().positive().nullable(),
  column: z.number().int().positive().nullable(),
  status: PathStatus,
  /** Closest existing files when the printed path was searched for or is missing. */
  candidates: z.array(z.string().max(LIMITS.path)).max(LIMITS.candidates),
  /** States the discrepancy between the printed path and what exists, when there is one. */
  note: z.string().max(LIMITS.message).nullable(),
});
export type Location = z.infer<typeof Location>;

export const Frame = z.object({
  function: z.string().max(LIMITS.testName).nullable(),
  location: Location,
});
export type Frame = z.infer<typeof Frame>;

/** Details some categories carry; all optional, all bounded. */
export const FailureDetails = z.object({
  code: z.string().max(40).optional(),
  expected: z.string().max(LIMITS.message).optional(),
  actual: z.string().max(LIMITS.message).optional(),
  module: z.string().max(LIMITS.path).optional(),
  snapshotFile: z.string().max(LIMITS.path).optional(),
  limitMs: z.number().nonnegative().optional(),
  frames: z.array(Frame).max(LIMITS.frames).optional(),
  moduleCandidates: z.array(z.string().max(LIMITS.path)).max(LIMITS.candidates).optional(),
});
export type FailureDetails = z.infer<typeof FailureDetails>;

export const Failure = z.object({
  fingerprint: z.string().regex(/^[0-9a-f]{16}$/),
  category: Category,
  confidence: z.number().min(0).max(1),
  /** Rule ids that fired, e.g. `types.ts-code`. */
  patterns: z.array(z.string().max(80)).max(20),
  /** Extractor that found it: `tsc`, `vitest`, `pytest`, `junit`, … */
  tool: z.string().max(40),
  /** Where it came from: the log, a JUnit file, or both merged. */
  source: z.enum(["log", "junit", "both"]),
  /** Test name as the framework prints it, or null for a build/tool error. */
  test: z.string().max(LIMITS.testName).nullable(),
  /** Suite, class or file grouping of the test, when known. */
  suite: z.string().max(LIMITS.testName).nullable(),
  location: Location.nullable(),
  message: z.string().max(LIMITS.message),
  excerpt: z.string().max(LIMITS.excerpt),
  details: FailureDetails,
  /** A command that re-runs just this failure, or null when none is known. */
  reproduce: z.string().max(4_000).nullable(),
  /** 1-based line in the normalized log where it was reported, when it came from the log. */
  logLine: z.number().int().positive().nullable(),
  /** Across the run's attempts (runner only): how often it ran and passed, and that in words. */
  evidence: z
    .object({
      passes: z.number().int().nonnegative(),
      runs: z.number().int().nonnegative(),
      text: z.string().max(200),
    })
    .optional(),
});
export type Failure = z.infer<typeof Failure>;

export const FailureBucket = z.object({
  category: Category,
  confidence: z.number().min(0).max(1),
  patterns: z.array(z.string().max(80)),
  examples: z.array(z.string().max(LIMITS.exampleChars)).max(LIMITS.examples),
  failures: z.array(Failure),
});
export type FailureBucket = z.infer<typeof FailureBucket>;

export const TestStatus = z.enum(["passed", "failed", "error", "skipped"]);
export type TestStatus = z.infer<typeof TestStatus>;

/** One `<testcase>` of a JUnit file, whatever the dialect. */
export const TestCase = z.object({
  name: z.string().max(LIMITS.testName),
  classname: z.string().max(LIMITS.testName).nullable(),
  suite: z.string().max(LIMITS.testName).nullable(),
  file: z.string().max(LIMITS.path).nullable(),
  line: z.number().int().positive().nullable(),
  status: TestStatus,
  /** The failure/error `message` attribute, or the first line of its body. */
  message: z.string().max(LIMITS.message).nullable(),
  /** The failure/error `type` attribute (e.g. `AssertionError`). */
  type: z.string().max(200).nullable(),
  /** Failure/error body text (stack trace), bounded. */
  body: z.string().max(LIMITS.excerpt).nullable(),
  durationMs: z.number().nonnegative().nullable(),
  /** Retried attempts recorded in the file (`<flakyFailure>`, `<rerunFailure>`, …). */
  retries: z.array(
    z.object({
      kind: z.enum(["flakyFailure", "flakyError", "rerunFailure", "rerunError"]),
      message: z.string().max(LIMITS.message).nullable(),
      type: z.string().max(200).nullable(),
    }),
  ),
});
export type TestCase = z.infer<typeof TestCase>;

export const Outcome = z.enum(["passed", "flaky", "failed", "cancelled", "unknown"]);
export type Outcome = z.infer<typeof Outcome>;

export const TestSummary = z.object({
  total: z.number().int().nonnegative(),
  passed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  flaky: z.number().int().nonnegative(),
});
export type TestSummary = z.infer<typeof TestSummary>;

/**
 * A test that both failed and passed within one run (across attempts, or retries recorded in JUnit), in
 * any order. Never a plain pass, never a failure to fix. "Flaky in this run": whether the flakiness predates
 * the change is for the history of other runs.
 */
export const FlakyTest = z.object({
  test: z.string().max(LIMITS.testName),
  suite: z.string().max(LIMITS.testName).nullable(),
  file: z.string().max(LIMITS.path).nullable(),
  /** Failed runs. */
  retries: z.number().int().nonnegative(),
  messages: z.array(z.string().max(LIMITS.message)).max(LIMITS.examples),
  /** As a failure of the latest attempt it failed in: its category, verified location, fingerprint, reproduce command. */
  category: Category.optional(),
  location: Location.nullable().optional(),
  fingerprint: z
    .string()
    .regex(/^[0-9a-f]{16}$/)
    .optional(),
  reproduce: z.string().max(4_000).nullable().optional(),
  /** Runs and passes across the run, and that in words ("passed 2 of 3"). */
  passes: z.number().int().nonnegative().optional(),
  runs: z.number().int().nonnegative().optional(),
  evidence: z.string().max(200).optional(),
});
export type FlakyTest = z.infer<typeof FlakyTest>;

export const Severity = z.enum(SEVERITIES);
export type Severity = z.infer<typeof Severity>;

/** One run of the command by the runner. */
export const Attempt = z.object({
  index: z.number().int().min(1),
  exitCode: z.number().int().nullable(),
  signal: z.string().max(20).nullable(),
  durationMs: z.number().nonnegative(),
  /** The jittered wait before this attempt (0 for the first). */
  delayMs: z.number().nonnegative(),
  timedOut: z.boolean(),
  spawnError: z.string().max(LIMITS.message).nullable(),
  reset: z.object({ exitCode: z.number().int().nullable(), durationMs: z.number().nonnegative() }).nullable(),
  /** From the attempt's JUnit files, when any. */
  tests: TestSummary.nullable(),
  /** Fingerprints and categories of the failures this attempt reported. */
  fingerprints: z.array(z.string().regex(/^[0-9a-f]{16}$/)).max(LIMITS.failuresPerReport),
  categories: z.array(Category),
  outputBytes: z.number().int().nonnegative(),
  droppedBytes: z.number().int().nonnegative(),
  /**
   * Processes of the attempt flakeharden killed: left running when the command exited (background jobs,
   * daemons), or all of them on a timeout or an interruption. Absent from reports of older versions.
   */
  killedProcesses: z.number().int().nonnegative().optional(),
  /**
   * What the attempt ran (`retry-scope`): the whole command (`all`) or only the tests that failed before
   * (`failed`), and why. A `failed` attempt that exited 0 without showing its tests pass is not `confirmed`,
   * and does not count as a pass. Absent from reports of older versions.
   */
  scope: z
    .object({
      kind: z.enum(["all", "failed"]),
      reason: z.string().max(LIMITS.message),
      command: z.string().max(4_000),
      tests: z.number().int().nonnegative(),
      confirmed: z.boolean(),
    })
    .optional(),
});
export type Attempt = z.infer<typeof Attempt>;

/** A test's verdict across the attempts of one run. */
export const TestVerdict = z.object({
  test: z.string().max(LIMITS.testName),
  suite: z.string().max(LIMITS.testName).nullable(),
  file: z.string().max(LIMITS.path).nullable(),
  verdict: z.enum(["passed", "failed", "flaky", "skipped"]),
  passes: z.number().int().nonnegative(),
  runs: z.number().int().nonnegative(),
});
export type TestVerdict = z.infer<typeof TestVerdict>;

const unit = z.number().min(0).max(1);
const percent = z.number().min(0).max(100);

export const Scores = z.object({
  /** Passing attempts / attempts. */
  successRate: unit,
  /** How alike the attempts' results are (1: all the same). */
  consistency: unit,
  /** Share of the tests that failed at least once (0: none). */
  errorRateImpact: unit,
  /** 0–100, penalising failures: see the README for the formula. */
  final: percent,
  resilience: z.object({
    score: percent,
    verdict: z.enum(["PASS", "FAIL"]),
    criticalFailures: z.number().int().nonnegative(),
  }),
  overall: percent,
});
export type Scores = z.infer<typeof Scores>;

/** Where the report comes from; the PR app checks every field against the API before trusting any. */
export const RunContext = z.object({
  repository: z.string().max(200).nullable(),
  sha: z.string().max(64).nullable(),
  runId: z.number().int().nullable(),
  runAttempt: z.number().int().nullable(),
  workflow: z.string().max(500).nullable(),
  job: z.string().max(500).nullable(),
  pullRequest: z.number().int().positive().nullable(),
  headRepository: z.string().max(200).nullable(),
});
export type RunContext = z.infer<typeof RunContext>;

export const Report = z.object({
  schemaVersion: z.literal(SCHEMA_VERSION),
  tool: z.object({ name: z.literal("flakeharden"), version: z.string().max(40) }),
  outcome: Outcome,
  primary: Category.nullable(),
  command: z.string().max(4_000).nullable(),
  buckets: z.array(FailureBucket),
  flaky: z.array(FlakyTest),
  tests: TestSummary,
  /** What was analysed. */
  input: z.object({
    logLines: z.number().int().nonnegative(),
    logBytes: z.number().int().nonnegative(),
    junitFiles: z.number().int().nonnegative(),
    junitCases: z.number().int().nonnegative(),
  }),
  warnings: z.array(z.string().max(LIMITS.message)).max(200),
  /**
   * Filled by the runner: failing tests under an active quarantine (the config's `quarantine:`). They ran and are
   * reported here; they do not fail the run. Absent when none.
   */
  quarantined: z
    .array(
      z.object({
        test: z.string().max(LIMITS.testName),
        suite: z.string().max(LIMITS.testName).nullable(),
        file: z.string().max(LIMITS.path).nullable(),
        category: Category,
        message: z.string().max(LIMITS.message),
        owner: z.string().max(200),
        reason: z.string().max(500),
        expires: z.string().max(10),
      }),
    )
    .max(LIMITS.failuresPerReport)
    .optional(),
  /** Filled by the runner: its attempts, the tests' verdicts across them, the scores. Empty for `analyze`. */
  attempts: z.array(Attempt).max(10),
  verdicts: z.array(TestVerdict).max(100_000),
  scores: Scores.nullable(),
  /** Filled by the action from the workflow's environment and event. */
  context: RunContext.nullable(),
  /** Filled by the runner: what the retries changed and what they cost. */
  retry: z
    .object({
      /** The outcome the first attempt alone would have given. */
      withoutRetries: Outcome,
      /** The categories worth a retry (`retry-on`). */
      retryOn: z.array(z.string().max(40)).max(20),
      /** Attempts the run allowed. */
      planned: z.number().int().min(1).max(10),
      /** The run ended before its planned attempts because an attempt's every failure was deterministic. */
      stoppedEarly: z
        .object({
          attempt: z.number().int().min(1),
          kinds: z.array(z.string().max(40)).max(20),
          saved: z.number().int().nonnegative(),
        })
        .nullable(),
    })
    .nullable()
    .optional(),
});
export type Report = z.infer<typeof Report>;

const weight = z.number().min(0).max(1);

/** `.github/flakeharden.yml`, read by the PR app and (optionally) the action. The app extends it. */
export const Config = z
  .object({
    prompt: z
      .object({
        budget: z.number().int().min(500).max(60_000).default(6_000),
      })
      .strict()
      .prefault({}),
    /** Severity of each failure category (defaults in DEFAULT_SEVERITY). */
    severity: z.partialRecord(Category, Severity).default({}),
    /** Globs of test files whose failures are critical whatever their category (`tests/payments/**`). */
    critical: z.array(z.string().min(1).max(300)).max(100).default([]),
    scoring: z
      .object({
        weights: z
          .object({
            correctness: weight.default(0.5),
            stability: weight.default(0.3),
            consistency: weight.default(0.2),
          })
          .strict()
          .prefault({})
          .refine((w) => Math.abs(w.correctness + w.stability + w.consistency - 1) < 1e-9, {
            error: (issue) => {
              const w = issue.input as { correctness: number; stability: number; consistency: number };
              return `must sum to 1.0; got ${w.correctness + w.stability + w.consistency} (correctness ${w.correctness} + stability ${w.stability} + consistency ${w.consistency})`;
            },
          }),
      })
      .strict()
      .prefault({}),
    /** The PR app: which artifact holds the report. */
    report: z
      .object({
        artifact: z
          .string()
          .regex(/^[A-Za-z0-9._-]{1,100}$/, { error: "allowed: 1–100 letters, digits, '.', '_' or '-'" })
          .default("flakeharden-report"),
        /** The file inside it: the base name of the action's `report-path`. */
        file: z
          .string()
          .regex(/^[A-Za-z0-9._-]{1,200}\.json$/, {
            error: "allowed: a file name ending in .json (no folders)",
          })
          .default("flakeharden-report.json"),
        /**
         * Workflow files (`.github/workflows/ci.yml`) whose runs count as attempts; when empty, every workflow that
         * leaves a report, and a failed run without one only in a workflow that left one before.
         */
        workflows: z.array(z.string().min(1).max(300)).max(50).default([]),
      })
      .strict()
      .prefault({}),
    /** The PR app: the agent it drives. */
    agent: z
      .object({
        /** Mentioned in a new comment with the prompt (`@copilot`); none by default. */
        mention: z
          .string()
          .regex(/^@[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?(?:\/[A-Za-z0-9_.-]{1,100})?$/, {
            error: "allowed: one GitHub @user, @app[bot] or @org/team",
          })
          .nullable()
          .default(null),
      })
      .strict()
      .prefault({}),
    /** The PR app: when to halt the agent. See `COMPLEXITY_FORMULA` in core/agent/loop.ts. */
    loop: z
      .object({
        "max-attempts": z.number().int().min(1).max(100).default(10),
        /** Halt when complexity is above `complexity` and no progress for more than `stalled` consecutive attempts. */
        divergence: z
          .object({
            complexity: z.number().min(0).max(10_000).default(15),
            stalled: z.number().int().min(1).max(50).default(2),
          })
          .strict()
          .prefault({}),
        /** Halt when the same failures come back in this many consecutive attempts. */
        repetition: z.number().int().min(2).max(50).default(3),
        /** Halt on A, B, A, B: alternating failure sets over this many attempts (0 turns it off). */
        oscillation: z
          .number()
          .int()
          .refine((n) => n === 0 || (n >= 4 && n <= 50), { error: "allowed: 0 (off) or 4 to 50" })
          .default(4),
        complexity: z
          .object({
            /** Added per distinct file the failures name. */
            file: z.number().min(0).max(100).default(0.5),
            /** Added per distinct category. */
            category: z.number().min(0).max(100).default(1),
          })
          .strict()
          .prefault({}),
      })
      .strict()
      .prefault({}),
    /** The PR app: its label, and who may command it. */
    halt: z
      .object({
        label: z.string().min(1).max(50).default("flakeharden:halted"),
      })
      .strict()
      .prefault({}),
    /** The PR app: how far back it looks at the runs it has seen (see core/relate/index.ts). */
    history: z
      .object({
        /** Days of runs a failure is judged against (known-flaky, pre-existing). */
        "window-days": z.number().int().min(1).max(90).default(7),
        /** Runs of the base branch needed before a failure is called not the PR's; fewer: `unknown`. */
        "min-runs": z.number().int().min(1).max(100).default(3),
        /** A paste-ready quarantine entry is offered for a test flaky this many times in the window (0: never). */
        "quarantine-after": z.number().int().min(0).max(1_000).default(3),
      })
      .strict()
      .prefault({}),
    /**
     * Tests that still run but whose failures hold nothing against the run or the agent until `expires` (at most
     * 90 days after the day it is read: see core/relate/quarantine.ts, which needs the clock).
     */
    quarantine: z
      .array(
        z
          .object({
            /** The test's name as the report gives it. */
            test: z.string().min(1).max(LIMITS.testName),
            reason: z.string().min(1).max(500),
            /** Who fixes it: `@user` or `@org/team`. */
            owner: z.string().regex(/^@[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\/[A-Za-z0-9_.-]{1,100})?$/, {
              error: "allowed: one GitHub @user or @org/team",
            }),
            /** The last day it holds, `YYYY-MM-DD` (UTC). YAML reads an unquoted date as a timestamp: taken as its day. */
            expires: z.preprocess(
              (v) => {
                if (typeof v !== "object" || v === null || !("toISOString" in v)) return v;
                try {
                  return (v as { toISOString(): string }).toISOString().slice(0, 10);
                } catch {
                  return v; // an invalid timestamp: refused below as what it is
                }
              },
              z.iso.date({ error: "allowed: a date YYYY-MM-DD" }),
            ),
          })
          .strict(),
      )
      .max(500)
      .default([]),
    /** The PR app: what it watches in the agent's pushes (see core/guard). */
    guard: z
      .object({
        /**
         * A push by the agent that weakens the tests: `block` (its status fails and the agent is told to restore
         * them until a person accepts the change), `report` (said in the comment only) or `off`. A person's push is
         * only ever reported.
         */
        weakening: z.enum(["block", "report", "off"]).default("block"),
        /** Logins whose pushes are the agent's, besides `agent.mention` and a bot that opened the PR. */
        "agent-logins": z
          .array(
            z
              .string()
              .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/, { error: "allowed: a GitHub login" }),
          )
          .max(20)
          .default([]),
        /** Minutes to wait for a run of the PR's latest commit before saying it has no CI result (0: never). */
        "no-run-minutes": z.number().int().min(0).max(1_440).default(30),
      })
      .strict()
      .prefault({}),
    /**
     * The PR app: what the agent may spend on one PR before it is paused (the halt label), counted since the last
     * `/continue`. 0 turns a limit off.
     */
    budget: z
      .object({
        /** Pushes by the agent. */
        "agent-pushes": z.number().int().min(0).max(10_000).default(30),
        /** Comments that trigger the agent (the app's mentions, and anyone's, a bot's included, that mention it). */
        "agent-triggers": z.number().int().min(0).max(10_000).default(30),
        /** Minutes of CI the PR's runs took (from each run's start to its end). */
        "ci-minutes": z.number().int().min(0).max(100_000).default(600),
        /**
         * Agent events (pushes and triggers) per hour, measured over the last `rate-window` minutes: the default
         * 30 an hour over 10 minutes pauses the agent at its 6th event within 10 minutes.
         */
        "per-hour": z.number().int().min(0).max(10_000).default(30),
        "rate-window": z.number().int().min(1).max(60).default(10),
      })
      .strict()
      .prefault({}),
    commands: z
      .object({
        /** Repository roles that may command the app. */
        roles: z
          .array(z.enum(["admin", "maintain", "write", "triage", "read"]))
          .min(1)
          .max(5)
          .default(["admin", "maintain", "write"]),
      })
      .strict()
      .prefault({}),
  })
  .strict();
export type Config = z.infer<typeof Config>;

const fingerprint = z.string().regex(/^[0-9a-f]{16}$/);

/** One CI attempt of a PR as the loop detector sees it (the app stores these). */
export const LoopAttempt = z.object({
  runId: z.number().int().positive(),
  runAttempt: z.number().int().positive(),
  sha: z.string().regex(/^[0-9a-f]{7,64}$/),
  /** `incomplete`: the run failed and left no report (nothing reproduces it). */
  outcome: z.enum(["passed", "flaky", "failed", "incomplete"]),
  /** Fingerprints of the failures held against the agent (flaky tests excluded), sorted. */
  fingerprints: z.array(fingerprint).max(LIMITS.failuresPerReport),
  failing: z.number().int().nonnegative(),
  categories: z.array(Category),
  files: z.number().int().nonnegative(),
  complexity: z.number().nonnegative(),
});
export type LoopAttempt = z.infer<typeof LoopAttempt>;

export const HALT_REASONS = [
  "divergence",
  "repetition",
  "oscillation",
  "budget",
  "no-reproduction",
  "manual",
  "spend",
] as const;
export const HaltReason = z.enum(HALT_REASONS);
export type HaltReason = z.infer<typeof HaltReason>;

export const Halt = z.object({
  reason: HaltReason,
  /** One sentence: why, with the numbers. */
  summary: z.string().max(LIMITS.message),
  evidence: z.object({
    /** 1-based positions in the history of the attempts that show it. */
    attempts: z.array(z.number().int().positive()),
    /** Fingerprints that repeated. */
    repeated: z.array(fingerprint),
    complexity: z.array(z.number().nonnegative()),
  }),
  /** Other approaches to suggest, per category of the latest failures. */
  suggestions: z.array(z.string().max(LIMITS.message)).max(20),
  /** The commit with the fewest failures so far, and what each later commit fixed and broke (see core/guard/best.ts). */
  best: z
    .object({
      sha: z.string().regex(/^[0-9a-f]{7,64}$/),
      failing: z.number().int().nonnegative(),
      later: z
        .array(
          z.object({
            sha: z.string().regex(/^[0-9a-f]{7,64}$/),
            failing: z.number().int().nonnegative(),
            fixed: z.number().int().nonnegative(),
            broke: z.number().int().nonnegative(),
          }),
        )
        .max(20),
    })
    .nullable()
    .optional(),
});
export type Halt = z.infer<typeof Halt>;

/** What the loop detector says after an attempt. */
export const LoopDecision = z.object({
  decision: z.enum(["continue", "halt"]),
  halt: Halt.nullable(),
  /** Per attempt of the history, whether it made progress over the one before (null: the first of a window). */
  progress: z.array(z.boolean().nullable()),
  trend: z.enum(["improving", "flat", "worsening", "none"]),
  /** Attempts counted in the current window, towards `max-attempts`. */
  counted: z.number().int().nonnegative(),
});
export type LoopDecision = z.infer<typeof LoopDecision>;

/** Words a human gave with `/continue`, quoted as theirs (bounded; escaped when rendered). */
export const Guidance = z.object({
  by: z.string().max(100),
  text: z.string().max(LIMITS.message),
  /** ISO time it was given. */
  at: z.string().max(40),
});
export type Guidance = z.infer<typeof Guidance>;

export const WEAKENING_KINDS = [
  "test-removed",
  "test-disabled",
  "test-focused",
  "assertions-removed",
  "expectation-loosened",
  "timeout-raised",
  "retries-added",
  "ci-softened",
  "snapshot-rewritten",
  "coverage-lowered",
  "quarantine-added",
] as const;

/** What a push did to the tests, at one place (see core/guard/weaken.ts). */
export const GuardFinding = z.object({
  kind: z.enum(WEAKENING_KINDS),
  /** Repository path. */
  file: z.string().max(LIMITS.path),
  /** The line in the new file (`side` new) or the old one (a removed line); null: the whole file. */
  line: z.number().int().positive().nullable(),
  side: z.enum(["new", "old"]),
  /** What was weakened, in one sentence. */
  detail: z.string().max(LIMITS.message),
  /** The line as written, trimmed and cut (data, never instructions). */
  text: z.string().max(200).nullable(),
});
export type GuardFinding = z.infer<typeof GuardFinding>;

const sha = z.string().regex(/^[0-9a-f]{7,64}$/);
const isoTime = z.string().max(40);

/** What the app remembers of a PR beside the loop: the agent's spend, the latest judged push, a commit without CI. */
export const PrGuard = z.object({
  /** Since the last `/continue` (or the PR's start). */
  ledger: z.object({
    pushes: z.number().int().nonnegative(),
    triggers: z.number().int().nonnegative(),
    ciMinutes: z.number().nonnegative(),
    /** Times of the latest agent events (pushes, triggers), newest last; at most 100. */
    events: z.array(isoTime).max(100),
    /** Runs whose minutes are counted (`runId:attempt`), newest last; at most 200. */
    runs: z.array(z.string().max(40)).max(200),
  }),
  /** The latest push judged, with what it weakened. */
  push: z
    .object({
      sha,
      by: z.enum(["agent", "human"]),
      author: z.string().max(100),
      findings: z.array(GuardFinding).max(50),
      /** Findings beyond those kept. */
      more: z.number().int().nonnegative(),
      /** Files the guard could not read (named in the comment). */
      unread: z.array(z.string().max(LIMITS.path)).max(20),
      /** A person accepted the change: who and why. */
      accepted: z.object({ by: z.string().max(100), reason: z.string().max(500) }).nullable(),
    })
    .nullable(),
  /** A commit with no CI result yet (awaiting approval, cancelled, never run): not an attempt. */
  waiting: z
    .object({ sha, why: z.string().max(LIMITS.message), url: z.string().max(500).nullable() })
    .nullable(),
  /** The failing set (fingerprints joined) the agent was steered about: one steer per repetition. */
  steered: z.string().max(20_000).nullable(),
});
export type PrGuard = z.infer<typeof PrGuard>;

export const INITIAL_PR_GUARD: PrGuard = {
  ledger: { pushes: 0, triggers: 0, ciMinutes: 0, events: [], runs: [] },
  push: null,
  waiting: null,
  steered: null,
};

/** The app's state of one PR, beside its attempts. */
export const PrState = z.object({
  status: z.enum(["active", "halted"]),
  /** Attempts at positions before this (0-based) belong to earlier windows; `/continue` moves it to the end. */
  windowStart: z.number().int().nonnegative(),
  halt: Halt.nullable(),
  /** Newest last; at most the last 20 kept. */
  guidance: z.array(Guidance).max(20),
  /** The sticky comment, once posted. */
  commentId: z.number().int().positive().nullable(),
  /** The commit (SHA) the agent was last mentioned for: at most one mention per attempt (a commit). */
  mentioned: z.string().max(60).nullable(),
  /** The guard's memory; absent: the initial one (states saved before it, stores that keep only the loop's fields). */
  guard: PrGuard.optional(),
});
export type PrState = z.infer<typeof PrState>;

export const INITIAL_PR_STATE: PrState = {
  status: "active",
  windowStart: 0,
  halt: null,
  guidance: [],
  commentId: null,
  mentioned: null,
};
