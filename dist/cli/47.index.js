"use strict";
exports.id = 47;
exports.ids = [47];
exports.modules = {

/***/ 2047:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Config: () => (/* binding */ Config)
});

// UNUSED EXPORTS: Attempt, CATEGORIES, Category, DEFAULT_SEVERITY, Failure, FailureBucket, FailureDetails, FlakyTest, Frame, Guidance, HALT_REASONS, Halt, HaltReason, INITIAL_PR_STATE, LIMITS, Location, LoopAttempt, LoopDecision, Outcome, PathStatus, PrState, Report, RunContext, SCHEMA_VERSION, SEVERITIES, Scores, Severity, TestCase, TestStatus, TestSummary, TestVerdict, wholeNumberText

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(3759);
;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/iso.js



function datetime(params) {
    return core._isoDateTime(ZodISODateTime, params);
}
function date(params) {
    return api/* _isoDate */.db(schemas/* ZodISODate */.Brp, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}

// EXTERNAL MODULE: ./src/core/limits.ts
var limits = __webpack_require__(6419);
;// CONCATENATED MODULE: ./src/core/schema.ts
// Every schema of flakeharden, in one place. Types are inferred from them, never written twice.


// The constants, in a module without zod: the run and the CLI use them without loading zod (limits.ts).

/** A whole number written as text (a flag, an action input), with an error that says what is allowed. */
function wholeNumberText(min, max) {
    const error = `allowed: a whole number from ${min} to ${max}`;
    return z
        .string()
        .trim()
        .regex(/^\d+$/, { error })
        .transform(Number)
        .pipe(z.number().int().min(min, { error }).max(max, { error }));
}
const Category = schemas/* enum */.k5n(limits/* CATEGORIES */.R6);
const PathStatus = schemas/* enum */.k5n(["exact", "mapped", "searched", "missing"]);
const Location = schemas/* object */.Ikc({
    /** The path as the tool printed it (bounded). */
    printed: schemas/* string */.YjP().max(limits/* LIMITS */.b1.path),
    /** Repository-relative path, present only when verified against the repository's file list. */
    file: schemas/* string */.YjP().max(limits/* LIMITS */.b1.path).nullable(),
    line: schemas/* number */.aig().int().positive().nullable(),
    column: schemas/* number */.aig().int().positive().nullable(),
    status: PathStatus,
    /** Closest existing files when the printed path was searched for or is missing. */
    candidates: schemas/* array */.YOg(schemas/* string */.YjP().max(limits/* LIMITS */.b1.path)).max(limits/* LIMITS */.b1.candidates),
    /** States the discrepancy between the printed path and what exists, when there is one. */
    note: schemas/* string */.YjP().max(limits/* LIMITS */.b1.message).nullable(),
});
const Frame = schemas/* object */.Ikc({
    function: schemas/* string */.YjP().max(limits/* LIMITS */.b1.testName).nullable(),
    location: Location,
});
/** Details some categories carry; all optional, all bounded. */
const FailureDetails = schemas/* object */.Ikc({
    code: schemas/* string */.YjP().max(40).optional(),
    expected: schemas/* string */.YjP().max(limits/* LIMITS */.b1.message).optional(),
    actual: schemas/* string */.YjP().max(limits/* LIMITS */.b1.message).optional(),
    module: schemas/* string */.YjP().max(limits/* LIMITS */.b1.path).optional(),
    snapshotFile: schemas/* string */.YjP().max(limits/* LIMITS */.b1.path).optional(),
    limitMs: schemas/* number */.aig().nonnegative().optional(),
    frames: schemas/* array */.YOg(Frame).max(limits/* LIMITS */.b1.frames).optional(),
    moduleCandidates: schemas/* array */.YOg(schemas/* string */.YjP().max(limits/* LIMITS */.b1.path)).max(limits/* LIMITS */.b1.candidates).optional(),
});
const Failure = schemas/* object */.Ikc({
    fingerprint: schemas/* string */.YjP().regex(/^[0-9a-f]{16}$/),
    category: Category,
    confidence: schemas/* number */.aig().min(0).max(1),
    /** Rule ids that fired, e.g. `types.ts-code`. */
    patterns: schemas/* array */.YOg(schemas/* string */.YjP().max(80)).max(20),
    /** Extractor that found it: `tsc`, `vitest`, `pytest`, `junit`, … */
    tool: schemas/* string */.YjP().max(40),
    /** Where it came from: the log, a JUnit file, or both merged. */
    source: schemas/* enum */.k5n(["log", "junit", "both"]),
    /** Test name as the framework prints it, or null for a build/tool error. */
    test: schemas/* string */.YjP().max(limits/* LIMITS */.b1.testName).nullable(),
    /** Suite, class or file grouping of the test, when known. */
    suite: schemas/* string */.YjP().max(limits/* LIMITS */.b1.testName).nullable(),
    location: Location.nullable(),
    message: schemas/* string */.YjP().max(limits/* LIMITS */.b1.message),
    excerpt: schemas/* string */.YjP().max(limits/* LIMITS */.b1.excerpt),
    details: FailureDetails,
    /** A command that re-runs just this failure, or null when none is known. */
    reproduce: schemas/* string */.YjP().max(4_000).nullable(),
    /** 1-based line in the normalized log where it was reported, when it came from the log. */
    logLine: schemas/* number */.aig().int().positive().nullable(),
    /** Across the run's attempts (runner only): how often it ran and passed, and that in words. */
    evidence: schemas/* object */.Ikc({
        passes: schemas/* number */.aig().int().nonnegative(),
        runs: schemas/* number */.aig().int().nonnegative(),
        text: schemas/* string */.YjP().max(200),
    })
        .optional(),
});
const FailureBucket = schemas/* object */.Ikc({
    category: Category,
    confidence: schemas/* number */.aig().min(0).max(1),
    patterns: schemas/* array */.YOg(schemas/* string */.YjP().max(80)),
    examples: schemas/* array */.YOg(schemas/* string */.YjP().max(limits/* LIMITS */.b1.exampleChars)).max(limits/* LIMITS */.b1.examples),
    failures: schemas/* array */.YOg(Failure),
});
const TestStatus = schemas/* enum */.k5n(["passed", "failed", "error", "skipped"]);
/** One `<testcase>` of a JUnit file, whatever the dialect. */
const TestCase = schemas/* object */.Ikc({
    name: schemas/* string */.YjP().max(limits/* LIMITS */.b1.testName),
    classname: schemas/* string */.YjP().max(limits/* LIMITS */.b1.testName).nullable(),
    suite: schemas/* string */.YjP().max(limits/* LIMITS */.b1.testName).nullable(),
    file: schemas/* string */.YjP().max(limits/* LIMITS */.b1.path).nullable(),
    line: schemas/* number */.aig().int().positive().nullable(),
    status: TestStatus,
    /** The failure/error `message` attribute, or the first line of its body. */
    message: schemas/* string */.YjP().max(limits/* LIMITS */.b1.message).nullable(),
    /** The failure/error `type` attribute (e.g. `AssertionError`). */
    type: schemas/* string */.YjP().max(200).nullable(),
    /** Failure/error body text (stack trace), bounded. */
    body: schemas/* string */.YjP().max(limits/* LIMITS */.b1.excerpt).nullable(),
    durationMs: schemas/* number */.aig().nonnegative().nullable(),
    /** Retried attempts recorded in the file (`<flakyFailure>`, `<rerunFailure>`, …). */
    retries: schemas/* array */.YOg(schemas/* object */.Ikc({
        kind: schemas/* enum */.k5n(["flakyFailure", "flakyError", "rerunFailure", "rerunError"]),
        message: schemas/* string */.YjP().max(limits/* LIMITS */.b1.message).nullable(),
        type: schemas/* string */.YjP().max(200).nullable(),
    })),
});
const Outcome = schemas/* enum */.k5n(["passed", "flaky", "failed", "unknown"]);
const TestSummary = schemas/* object */.Ikc({
    total: schemas/* number */.aig().int().nonnegative(),
    passed: schemas/* number */.aig().int().nonnegative(),
    failed: schemas/* number */.aig().int().nonnegative(),
    skipped: schemas/* number */.aig().int().nonnegative(),
    flaky: schemas/* number */.aig().int().nonnegative(),
});
/**
 * A test that both failed and passed within one run (across attempts, or retries recorded in JUnit), in
 * any order. Never a plain pass, never a failure to fix. "Flaky in this run": whether the flakiness predates
 * the change is for the history of other runs.
 */
const FlakyTest = schemas/* object */.Ikc({
    test: schemas/* string */.YjP().max(limits/* LIMITS */.b1.testName),
    suite: schemas/* string */.YjP().max(limits/* LIMITS */.b1.testName).nullable(),
    file: schemas/* string */.YjP().max(limits/* LIMITS */.b1.path).nullable(),
    /** Failed runs. */
    retries: schemas/* number */.aig().int().nonnegative(),
    messages: schemas/* array */.YOg(schemas/* string */.YjP().max(limits/* LIMITS */.b1.message)).max(limits/* LIMITS */.b1.examples),
    /** As a failure of the latest attempt it failed in: its category, verified location, fingerprint, reproduce command. */
    category: Category.optional(),
    location: Location.nullable().optional(),
    fingerprint: schemas/* string */.YjP()
        .regex(/^[0-9a-f]{16}$/)
        .optional(),
    reproduce: schemas/* string */.YjP().max(4_000).nullable().optional(),
    /** Runs and passes across the run, and that in words ("passed 2 of 3"). */
    passes: schemas/* number */.aig().int().nonnegative().optional(),
    runs: schemas/* number */.aig().int().nonnegative().optional(),
    evidence: schemas/* string */.YjP().max(200).optional(),
});
const Severity = schemas/* enum */.k5n(limits/* SEVERITIES */.oC);
/** One run of the command by the runner. */
const Attempt = schemas/* object */.Ikc({
    index: schemas/* number */.aig().int().min(1),
    exitCode: schemas/* number */.aig().int().nullable(),
    signal: schemas/* string */.YjP().max(20).nullable(),
    durationMs: schemas/* number */.aig().nonnegative(),
    /** The jittered wait before this attempt (0 for the first). */
    delayMs: schemas/* number */.aig().nonnegative(),
    timedOut: schemas/* boolean */.zMY(),
    spawnError: schemas/* string */.YjP().max(limits/* LIMITS */.b1.message).nullable(),
    reset: schemas/* object */.Ikc({ exitCode: schemas/* number */.aig().int().nullable(), durationMs: schemas/* number */.aig().nonnegative() }).nullable(),
    /** From the attempt's JUnit files, when any. */
    tests: TestSummary.nullable(),
    /** Fingerprints and categories of the failures this attempt reported. */
    fingerprints: schemas/* array */.YOg(schemas/* string */.YjP().regex(/^[0-9a-f]{16}$/)).max(limits/* LIMITS */.b1.failuresPerReport),
    categories: schemas/* array */.YOg(Category),
    outputBytes: schemas/* number */.aig().int().nonnegative(),
    droppedBytes: schemas/* number */.aig().int().nonnegative(),
    /**
     * Processes of the attempt flakeharden killed: left running when the command exited (background jobs,
     * daemons), or all of them on a timeout or an interruption. Absent from reports of older versions.
     */
    killedProcesses: schemas/* number */.aig().int().nonnegative().optional(),
    /**
     * What the attempt ran (`retry-scope`): the whole command (`all`) or only the tests that failed before
     * (`failed`), and why. A `failed` attempt that exited 0 without showing its tests pass is not `confirmed`,
     * and does not count as a pass. Absent from reports of older versions.
     */
    scope: schemas/* object */.Ikc({
        kind: schemas/* enum */.k5n(["all", "failed"]),
        reason: schemas/* string */.YjP().max(limits/* LIMITS */.b1.message),
        command: schemas/* string */.YjP().max(4_000),
        tests: schemas/* number */.aig().int().nonnegative(),
        confirmed: schemas/* boolean */.zMY(),
    })
        .optional(),
});
/** A test's verdict across the attempts of one run. */
const TestVerdict = schemas/* object */.Ikc({
    test: schemas/* string */.YjP().max(limits/* LIMITS */.b1.testName),
    suite: schemas/* string */.YjP().max(limits/* LIMITS */.b1.testName).nullable(),
    file: schemas/* string */.YjP().max(limits/* LIMITS */.b1.path).nullable(),
    verdict: schemas/* enum */.k5n(["passed", "failed", "flaky", "skipped"]),
    passes: schemas/* number */.aig().int().nonnegative(),
    runs: schemas/* number */.aig().int().nonnegative(),
});
const unit = schemas/* number */.aig().min(0).max(1);
const percent = schemas/* number */.aig().min(0).max(100);
const Scores = schemas/* object */.Ikc({
    /** Passing attempts / attempts. */
    successRate: unit,
    /** How alike the attempts' results are (1: all the same). */
    consistency: unit,
    /** Share of the tests that failed at least once (0: none). */
    errorRateImpact: unit,
    /** 0–100, penalising failures: see the README for the formula. */
    final: percent,
    resilience: schemas/* object */.Ikc({
        score: percent,
        verdict: schemas/* enum */.k5n(["PASS", "FAIL"]),
        criticalFailures: schemas/* number */.aig().int().nonnegative(),
    }),
    overall: percent,
});
/** Where the report comes from; the PR app checks every field against the API before trusting any. */
const RunContext = schemas/* object */.Ikc({
    repository: schemas/* string */.YjP().max(200).nullable(),
    sha: schemas/* string */.YjP().max(64).nullable(),
    runId: schemas/* number */.aig().int().nullable(),
    runAttempt: schemas/* number */.aig().int().nullable(),
    workflow: schemas/* string */.YjP().max(500).nullable(),
    job: schemas/* string */.YjP().max(500).nullable(),
    pullRequest: schemas/* number */.aig().int().positive().nullable(),
    headRepository: schemas/* string */.YjP().max(200).nullable(),
});
const Report = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(limits/* SCHEMA_VERSION */.f$),
    tool: schemas/* object */.Ikc({ name: schemas/* literal */.euz("flakeharden"), version: schemas/* string */.YjP().max(40) }),
    outcome: Outcome,
    primary: Category.nullable(),
    command: schemas/* string */.YjP().max(4_000).nullable(),
    buckets: schemas/* array */.YOg(FailureBucket),
    flaky: schemas/* array */.YOg(FlakyTest),
    tests: TestSummary,
    /** What was analysed. */
    input: schemas/* object */.Ikc({
        logLines: schemas/* number */.aig().int().nonnegative(),
        logBytes: schemas/* number */.aig().int().nonnegative(),
        junitFiles: schemas/* number */.aig().int().nonnegative(),
        junitCases: schemas/* number */.aig().int().nonnegative(),
    }),
    warnings: schemas/* array */.YOg(schemas/* string */.YjP().max(limits/* LIMITS */.b1.message)).max(200),
    /**
     * Filled by the runner: failing tests under an active quarantine (the config's `quarantine:`). They ran and are
     * reported here; they do not fail the run. Absent when none.
     */
    quarantined: schemas/* array */.YOg(schemas/* object */.Ikc({
        test: schemas/* string */.YjP().max(limits/* LIMITS */.b1.testName),
        suite: schemas/* string */.YjP().max(limits/* LIMITS */.b1.testName).nullable(),
        file: schemas/* string */.YjP().max(limits/* LIMITS */.b1.path).nullable(),
        category: Category,
        message: schemas/* string */.YjP().max(limits/* LIMITS */.b1.message),
        owner: schemas/* string */.YjP().max(200),
        reason: schemas/* string */.YjP().max(500),
        expires: schemas/* string */.YjP().max(10),
    }))
        .max(limits/* LIMITS */.b1.failuresPerReport)
        .optional(),
    /** Filled by the runner: its attempts, the tests' verdicts across them, the scores. Empty for `analyze`. */
    attempts: schemas/* array */.YOg(Attempt).max(10),
    verdicts: schemas/* array */.YOg(TestVerdict).max(100_000),
    scores: Scores.nullable(),
    /** Filled by the action from the workflow's environment and event. */
    context: RunContext.nullable(),
    /** Filled by the runner: what the retries changed and what they cost. */
    retry: schemas/* object */.Ikc({
        /** The outcome the first attempt alone would have given. */
        withoutRetries: Outcome,
        /** The categories worth a retry (`retry-on`). */
        retryOn: schemas/* array */.YOg(schemas/* string */.YjP().max(40)).max(20),
        /** Attempts the run allowed. */
        planned: schemas/* number */.aig().int().min(1).max(10),
        /** The run ended before its planned attempts because an attempt's every failure was deterministic. */
        stoppedEarly: schemas/* object */.Ikc({
            attempt: schemas/* number */.aig().int().min(1),
            kinds: schemas/* array */.YOg(schemas/* string */.YjP().max(40)).max(20),
            saved: schemas/* number */.aig().int().nonnegative(),
        })
            .nullable(),
    })
        .nullable()
        .optional(),
});
const weight = schemas/* number */.aig().min(0).max(1);
/** `.github/flakeharden.yml`, read by the PR app and (optionally) the action. The app extends it. */
const Config = schemas/* object */.Ikc({
    prompt: schemas/* object */.Ikc({
        budget: schemas/* number */.aig().int().min(500).max(60_000).default(6_000),
    })
        .strict()
        .prefault({}),
    /** Severity of each failure category (defaults in DEFAULT_SEVERITY). */
    severity: schemas/* partialRecord */.jgl(Category, Severity).default({}),
    /** Globs of test files whose failures are critical whatever their category (`tests/payments/**`). */
    critical: schemas/* array */.YOg(schemas/* string */.YjP().min(1).max(300)).max(100).default([]),
    scoring: schemas/* object */.Ikc({
        weights: schemas/* object */.Ikc({
            correctness: weight.default(0.5),
            stability: weight.default(0.3),
            consistency: weight.default(0.2),
        })
            .strict()
            .prefault({})
            .refine((w) => Math.abs(w.correctness + w.stability + w.consistency - 1) < 1e-9, {
            error: (issue) => {
                const w = issue.input;
                return `must sum to 1.0; got ${w.correctness + w.stability + w.consistency} (correctness ${w.correctness} + stability ${w.stability} + consistency ${w.consistency})`;
            },
        }),
    })
        .strict()
        .prefault({}),
    /** The PR app: which artifact holds the report. */
    report: schemas/* object */.Ikc({
        artifact: schemas/* string */.YjP()
            .regex(/^[A-Za-z0-9._-]{1,100}$/, { error: "allowed: 1–100 letters, digits, '.', '_' or '-'" })
            .default("flakeharden-report"),
        /** The file inside it: the base name of the action's `report-path`. */
        file: schemas/* string */.YjP()
            .regex(/^[A-Za-z0-9._-]{1,200}\.json$/, {
            error: "allowed: a file name ending in .json (no folders)",
        })
            .default("flakeharden-report.json"),
        /**
         * Workflow files (`.github/workflows/ci.yml`) whose runs count as attempts; when empty, every workflow that
         * leaves a report, and a failed run without one only in a workflow that left one before.
         */
        workflows: schemas/* array */.YOg(schemas/* string */.YjP().min(1).max(300)).max(50).default([]),
    })
        .strict()
        .prefault({}),
    /** The PR app: the agent it drives. */
    agent: schemas/* object */.Ikc({
        /** Mentioned in a new comment with the prompt (`@copilot`); none by default. */
        mention: schemas/* string */.YjP()
            .regex(/^@[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?(?:\/[A-Za-z0-9_.-]{1,100})?$/, {
            error: "allowed: one GitHub @user, @app[bot] or @org/team",
        })
            .nullable()
            .default(null),
    })
        .strict()
        .prefault({}),
    /** The PR app: when to halt the agent. See `COMPLEXITY_FORMULA` in core/loop.ts. */
    loop: schemas/* object */.Ikc({
        "max-attempts": schemas/* number */.aig().int().min(1).max(100).default(10),
        /** Halt when complexity is above `complexity` and no progress for more than `stalled` consecutive attempts. */
        divergence: schemas/* object */.Ikc({
            complexity: schemas/* number */.aig().min(0).max(10_000).default(15),
            stalled: schemas/* number */.aig().int().min(1).max(50).default(2),
        })
            .strict()
            .prefault({}),
        /** Halt when the same failures come back in this many consecutive attempts. */
        repetition: schemas/* number */.aig().int().min(2).max(50).default(3),
        /** Halt on A, B, A, B: alternating failure sets over this many attempts (0 turns it off). */
        oscillation: schemas/* number */.aig()
            .int()
            .refine((n) => n === 0 || (n >= 4 && n <= 50), { error: "allowed: 0 (off) or 4 to 50" })
            .default(4),
        complexity: schemas/* object */.Ikc({
            /** Added per distinct file the failures name. */
            file: schemas/* number */.aig().min(0).max(100).default(0.5),
            /** Added per distinct category. */
            category: schemas/* number */.aig().min(0).max(100).default(1),
        })
            .strict()
            .prefault({}),
    })
        .strict()
        .prefault({}),
    /** The PR app: its label, and who may command it. */
    halt: schemas/* object */.Ikc({
        label: schemas/* string */.YjP().min(1).max(50).default("flakeharden:halted"),
    })
        .strict()
        .prefault({}),
    /** The PR app: how far back it looks at the runs it has seen (see core/relate.ts). */
    history: schemas/* object */.Ikc({
        /** Days of runs a failure is judged against (known-flaky, pre-existing). */
        "window-days": schemas/* number */.aig().int().min(1).max(90).default(7),
        /** Runs of the base branch needed before a failure is called not the PR's; fewer: `unknown`. */
        "min-runs": schemas/* number */.aig().int().min(1).max(100).default(3),
        /** A paste-ready quarantine entry is offered for a test flaky this many times in the window (0: never). */
        "quarantine-after": schemas/* number */.aig().int().min(0).max(1_000).default(3),
    })
        .strict()
        .prefault({}),
    /**
     * Tests that still run but whose failures hold nothing against the run or the agent until `expires` (at most
     * 90 days after the day it is read: see core/quarantine.ts, which needs the clock).
     */
    quarantine: schemas/* array */.YOg(schemas/* object */.Ikc({
        /** The test's name as the report gives it. */
        test: schemas/* string */.YjP().min(1).max(limits/* LIMITS */.b1.testName),
        reason: schemas/* string */.YjP().min(1).max(500),
        /** Who fixes it: `@user` or `@org/team`. */
        owner: schemas/* string */.YjP().regex(/^@[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\/[A-Za-z0-9_.-]{1,100})?$/, {
            error: "allowed: one GitHub @user or @org/team",
        }),
        /** The last day it holds, `YYYY-MM-DD` (UTC). YAML reads an unquoted date as a timestamp: taken as its day. */
        expires: schemas/* preprocess */.vkY((v) => {
            if (typeof v !== "object" || v === null || !("toISOString" in v))
                return v;
            try {
                return v.toISOString().slice(0, 10);
            }
            catch {
                return v; // an invalid timestamp: refused below as what it is
            }
        }, date({ error: "allowed: a date YYYY-MM-DD" })),
    })
        .strict())
        .max(500)
        .default([]),
    commands: schemas/* object */.Ikc({
        /** Repository roles that may command the app. */
        roles: schemas/* array */.YOg(schemas/* enum */.k5n(["admin", "maintain", "write", "triage", "read"]))
            .min(1)
            .max(5)
            .default(["admin", "maintain", "write"]),
    })
        .strict()
        .prefault({}),
})
    .strict();
const fingerprint = schemas/* string */.YjP().regex(/^[0-9a-f]{16}$/);
/** One CI attempt of a PR as the loop detector sees it (the app stores these). */
const LoopAttempt = schemas/* object */.Ikc({
    runId: schemas/* number */.aig().int().positive(),
    runAttempt: schemas/* number */.aig().int().positive(),
    sha: schemas/* string */.YjP().regex(/^[0-9a-f]{7,64}$/),
    /** `incomplete`: the run failed and left no report (nothing reproduces it). */
    outcome: schemas/* enum */.k5n(["passed", "flaky", "failed", "incomplete"]),
    /** Fingerprints of the failures held against the agent (flaky tests excluded), sorted. */
    fingerprints: schemas/* array */.YOg(fingerprint).max(limits/* LIMITS */.b1.failuresPerReport),
    failing: schemas/* number */.aig().int().nonnegative(),
    categories: schemas/* array */.YOg(Category),
    files: schemas/* number */.aig().int().nonnegative(),
    complexity: schemas/* number */.aig().nonnegative(),
});
const HALT_REASONS = [
    "divergence",
    "repetition",
    "oscillation",
    "budget",
    "no-reproduction",
    "manual",
];
const HaltReason = schemas/* enum */.k5n(HALT_REASONS);
const Halt = schemas/* object */.Ikc({
    reason: HaltReason,
    /** One sentence: why, with the numbers. */
    summary: schemas/* string */.YjP().max(limits/* LIMITS */.b1.message),
    evidence: schemas/* object */.Ikc({
        /** 1-based positions in the history of the attempts that show it. */
        attempts: schemas/* array */.YOg(schemas/* number */.aig().int().positive()),
        /** Fingerprints that repeated. */
        repeated: schemas/* array */.YOg(fingerprint),
        complexity: schemas/* array */.YOg(schemas/* number */.aig().nonnegative()),
    }),
    /** Other approaches to suggest, per category of the latest failures. */
    suggestions: schemas/* array */.YOg(schemas/* string */.YjP().max(limits/* LIMITS */.b1.message)).max(20),
});
/** What the loop detector says after an attempt. */
const LoopDecision = schemas/* object */.Ikc({
    decision: schemas/* enum */.k5n(["continue", "halt"]),
    halt: Halt.nullable(),
    /** Per attempt of the history, whether it made progress over the one before (null: the first of a window). */
    progress: schemas/* array */.YOg(schemas/* boolean */.zMY().nullable()),
    trend: schemas/* enum */.k5n(["improving", "flat", "worsening", "none"]),
    /** Attempts counted in the current window, towards `max-attempts`. */
    counted: schemas/* number */.aig().int().nonnegative(),
});
/** Words a human gave with `/continue`, quoted as theirs (bounded; escaped when rendered). */
const Guidance = schemas/* object */.Ikc({
    by: schemas/* string */.YjP().max(100),
    text: schemas/* string */.YjP().max(limits/* LIMITS */.b1.message),
    /** ISO time it was given. */
    at: schemas/* string */.YjP().max(40),
});
/** The app's state of one PR, beside its attempts. */
const PrState = schemas/* object */.Ikc({
    status: schemas/* enum */.k5n(["active", "halted"]),
    /** Attempts at positions before this (0-based) belong to earlier windows; `/continue` moves it to the end. */
    windowStart: schemas/* number */.aig().int().nonnegative(),
    halt: Halt.nullable(),
    /** Newest last; at most the last 20 kept. */
    guidance: schemas/* array */.YOg(Guidance).max(20),
    /** The sticky comment, once posted. */
    commentId: schemas/* number */.aig().int().positive().nullable(),
    /** The commit (SHA) the agent was last mentioned for: at most one mention per attempt (a commit). */
    mentioned: schemas/* string */.YjP().max(60).nullable(),
});
const INITIAL_PR_STATE = {
    status: "active",
    windowStart: 0,
    halt: null,
    guidance: [],
    commentId: null,
    mentioned: null,
};


/***/ })

};
;