// The job summary: a golden rendering of a real recorded run, the byte budget, hostile text.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/core/report/analyze.js";
import { parseJUnit } from "../../src/core/junit/index.js";
import { buildPrompt } from "../../src/core/agent/prompt.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import {
  type Attempt,
  type Failure,
  type Location,
  type Report,
  Config,
  Report as ReportSchema,
} from "../../src/core/schema.js";
import { scoreRun } from "../../src/core/report/score.js";
import { SUMMARY_BUDGET, renderSummary, utf8Length } from "../../src/core/render/summary.js";
import { contaminationWarning, runOutcome, testVerdicts } from "../../src/core/report/verdicts.js";
import { CORPUS } from "../corpus/evaluate.js";
import { count, fencesBalanced, prose } from "../support/markdown.js";

const SAMPLE = join(CORPUS, "ts-vitest-mixed");
const SHA = "3f6c2a1e9b8d7c6f5e4d3c2b1a0f9e8d7c6b5a49";
const read = (f: string) => readFileSync(join(SAMPLE, f), "utf8");
const files = read("files.txt").split("\n").filter(Boolean);
const meta = JSON.parse(read("meta.json")) as { cwd: string; command: string; exitCode: number };
const cases = parseJUnit(read("junit.xml"), "junit.xml").cases;

function analyzeLog(log: string): Report {
  return analyze({
    scan: scanLog(log),
    junit: [{ file: "junit.xml", cases }],
    workspace: { files, root: meta.cwd },
    command: meta.command,
    exitCode: meta.exitCode,
    version: "0.1.0",
  });
}

/**
 * Two recorded runs of the same sample (`log.txt`, `log.2.txt`; one JUnit file was kept, read for both),
 * as the runner would report them. By hand, because the runner fills them: the attempts' wall-clock
 * durations and the jittered delay (the logs only hold vitest's own timings), and the attempts' bytes.
 */
function recordedRun(): Report {
  const logs = [read("log.txt"), read("log.2.txt")];
  const perAttempt = logs.map(analyzeLog);
  const last = perAttempt[perAttempt.length - 1] as Report;
  const timing = [
    { durationMs: 2_140, delayMs: 0 },
    { durationMs: 1_870, delayMs: 2_315 },
  ];
  const attempts: Attempt[] = perAttempt.map((r, i) => ({
    index: i + 1,
    exitCode: meta.exitCode,
    signal: null,
    durationMs: timing[i]?.durationMs ?? 0,
    delayMs: timing[i]?.delayMs ?? 0,
    timedOut: false,
    spawnError: null,
    reset: null,
    tests: r.tests,
    fingerprints: r.buckets.flatMap((b) => b.failures.map((f) => f.fingerprint)),
    categories: r.buckets.map((b) => b.category),
    outputBytes: utf8Length(logs[i] ?? ""),
    droppedBytes: 0,
  }));
  const verdicts = testVerdicts(attempts.map((a) => ({ index: a.index, cases })));
  const warning = contaminationWarning(attempts, null);
  const report: Report = {
    ...last,
    outcome: runOutcome(attempts, "retry"),
    attempts,
    verdicts,
    warnings: [...last.warnings, ...(warning ? [warning] : [])],
    scores: scoreRun({
      attempts,
      verdicts,
      failures: last.buckets.flatMap((b) => b.failures),
      config: Config.parse({}),
      mode: "retry",
    }),
  };
  return ReportSchema.parse(report);
}

describe("renderSummary: golden", () => {
  it("renders a real recorded run (two failing attempts of the vitest sample) as committed", async () => {
    const report = recordedRun();
    const md = renderSummary(report, {
      serverUrl: "https://github.com",
      repository: "octo-org/shop",
      sha: SHA,
      prompt: buildPrompt(report),
      omittedAnnotations: 0,
    });
    await expect(md).toMatchFileSnapshot("./__golden__/summary-ts-vitest-mixed.md");
    expect(fencesBalanced(md)).toBe(true);
    expect(md).toContain(
      `[\`test/mixed.test.ts:11:32\`](https://github.com/octo-org/shop/blob/${SHA}/test/mixed.test.ts#L11)`,
    );
    expect(md).toContain("0/2 attempts passed");
  });

  it("a flaky test (a JUnit rerun) is listed as flaky in this run, not a pass, with what its JUnit file says", () => {
    // The recorded surefire run with -Dsurefire.rerunFailingTestsCount=2: one test failed, then passed.
    const dir = join(CORPUS, "java-mvn-flaky-rerun");
    const report = analyze({
      scan: scanLog(readFileSync(join(dir, "log.txt"), "utf8")),
      junit: [
        {
          file: "junit.xml",
          cases: parseJUnit(readFileSync(join(dir, "junit.xml"), "utf8"), "junit.xml").cases,
        },
      ],
      workspace: { files: readFileSync(join(dir, "files.txt"), "utf8").split("\n").filter(Boolean) },
      version: "test",
    });
    expect(report.flaky.map((t) => t.test)).toEqual(["levelIsEventuallyVisible"]);
    const md = renderSummary(report, {
      serverUrl: "https://github.com",
      repository: null,
      sha: null,
      prompt: "",
    });
    expect(md).toContain("#### ⚠️ Flaky in this run: 1");
    expect(md).toContain("nor is that a pass");
    expect(md).not.toContain("not caused by this change");
    expect(md).toContain(
      "- `levelIsEventuallyVisible`: failed 1 time, passed otherwise: `expected:<12> but was:<0>`",
    );
    // No repository or SHA: locations are not linked.
    expect(md).not.toContain("/blob/");
  });

  /** The recorded run rendered with its first failure at `location` (missing, with a note and a candidate). */
  function withMissingPath(location: Pick<Location, "printed" | "file" | "line" | "column">): string {
    const report = recordedRun();
    const f = report.buckets[0]?.failures[0] as Failure;
    f.location = {
      ...location,
      status: "missing",
      candidates: ["test/mixed.test.ts"],
      note: "printed path not in the repository",
    };
    return renderSummary(report, {
      serverUrl: "https://github.com",
      repository: "o/r",
      sha: SHA,
      prompt: "",
    });
  }

  it("an unverified path is shown as text with its note, never linked", () => {
    const md = withMissingPath({
      printed: "/home/runner/work/shop/shop/test/gone.test.ts",
      file: null,
      line: 3,
      column: null,
    });
    expect(md).toContain(
      "at `/home/runner/work/shop/shop/test/gone.test.ts:3` (not found in the repository: printed path not in the repository; candidates: `test/mixed.test.ts`)",
    );
    expect(md).not.toContain("gone.test.ts#L");
  });

  it("a path marked missing is never linked, even with a file named", () => {
    const md = withMissingPath({
      printed: "test/gone.test.ts",
      file: "test/gone.test.ts",
      line: 3,
      column: 7,
    });
    expect(md).toContain(
      "at `test/gone.test.ts:3:7` (not found in the repository: printed path not in the repository; candidates: `test/mixed.test.ts`)",
    );
    expect(md).not.toContain("gone.test.ts#L");
    expect(md).not.toContain(`blob/${SHA}/test/gone.test.ts`);
  });
});

/** A report with `n` failures: the real ones of the recorded run, repeated under other names. */
function manyFailures(n: number): Report {
  const report = recordedRun();
  const real = report.buckets.flatMap((b) => b.failures);
  report.buckets = report.buckets.map((b) => ({
    ...b,
    failures: Array.from({ length: n / report.buckets.length }, (_, i) => {
      const f = real.find((x) => x.category === b.category) as Failure;
      return { ...f, test: `${f.test} #${i}`, fingerprint: i.toString(16).padStart(16, "0") };
    }),
  }));
  report.warnings = Array.from({ length: 200 }, (_, i) => `warning ${i}: ${"w".repeat(1_900)}`);
  return ReportSchema.parse(report);
}

describe("renderSummary: budget", () => {
  const report = manyFailures(4_000);
  const prompt = buildPrompt(report, 60_000);

  it.each([SUMMARY_BUDGET, 200_000, 20_000, 3_000, 600])("fits in %i bytes, every block closed", (budget) => {
    const md = renderSummary(report, {
      serverUrl: "https://github.com",
      repository: "o/r",
      sha: SHA,
      prompt,
      budget,
    });
    expect(utf8Length(md)).toBeLessThanOrEqual(budget);
    expect(Buffer.byteLength(md, "utf8")).toBe(utf8Length(md));
    expect(fencesBalanced(md)).toBe(true);
    expect(count(md, "<details>")).toBe(count(md, "</details>"));
    expect(md.length).toBeGreaterThan(0);
  });

  it("degrades in order: fewer failures, then no excerpts, then no prompt", () => {
    const opts = { serverUrl: "https://github.com", repository: "o/r", sha: SHA, prompt };
    const full = renderSummary(report, opts);
    expect(full).toContain("Prompt for a coding agent");
    expect(full).toContain("Log excerpt");
    expect(full).toContain("- … and 1950 more");
    const seen = [
      SUMMARY_BUDGET,
      600_000,
      300_000,
      200_000,
      150_000,
      120_000,
      100_000,
      80_000,
      60_000,
      40_000,
      20_000,
      3_000,
    ].map((budget) => {
      const md = renderSummary(report, { ...opts, budget });
      return {
        failures: count(md, "\n- `checkout"),
        excerpts: md.includes("Log excerpt"),
        prompt: md.includes("Prompt for a coding agent"),
        cut: md.includes("… (cut to fit the summary's size limit)"),
      };
    });
    for (let i = 1; i < seen.length; i++) {
      const [a, b] = [seen[i - 1]!, seen[i]!];
      expect(b.failures).toBeLessThanOrEqual(a.failures);
      if (!a.excerpts) expect(b.excerpts).toBe(false);
      if (!a.prompt) expect(b.prompt).toBe(false);
      // The prompt goes only after the excerpts have gone, and the excerpts only after failures were dropped.
      if (b.excerpts) expect(b.prompt).toBe(true);
      if (!b.excerpts) expect(b.failures).toBeLessThan(seen[0]!.failures);
    }
    // Each step of the degradation is met on the way down.
    expect(seen.some((x) => x.prompt && !x.excerpts)).toBe(true);
    expect(seen.some((x) => !x.prompt && x.failures > 0)).toBe(true);
    expect(seen[seen.length - 1]).toMatchObject({ failures: 0, excerpts: false, prompt: false, cut: true });
  });

  it("measures bytes, not characters", () => {
    const r = recordedRun();
    (r.buckets[0]?.failures[0] as Failure).message = "é".repeat(1_500);
    const md = renderSummary(r, {
      serverUrl: "https://github.com",
      repository: null,
      sha: null,
      prompt: "",
      budget: 3_000,
    });
    expect(Buffer.byteLength(md, "utf8")).toBeLessThanOrEqual(3_000);
  });
});

describe("renderSummary: hostile text", () => {
  const HOSTILE =
    "</details><script>alert(1)</script> @everyone <img src=x onerror=alert(1)> [x](javascript:alert(1))";
  const FENCE = "````\n</details>\n```\n<script>alert(2)</script>";

  function hostileReport(): Report {
    const r = recordedRun();
    const f = r.buckets[0]?.failures[0] as Failure;
    f.test = `${HOSTILE} \`\`\` #1`;
    f.message = `${HOSTILE}\n${FENCE}`;
    f.excerpt = `${FENCE}\n${HOSTILE}`;
    f.reproduce = `npx vitest -t '${HOSTILE}'`;
    const g = r.buckets[1]?.failures[0] as Failure;
    g.location = {
      printed: `<img src=x>${HOSTILE}`,
      file: null,
      line: null,
      column: null,
      status: "missing",
      candidates: [HOSTILE],
      note: `${HOSTILE} | ${FENCE}`,
    };
    r.buckets[0]!.patterns = ["a|b </details><script>x</script> @everyone"];
    r.command = `echo '${FENCE}'`;
    r.warnings = [HOSTILE, FENCE];
    r.flaky = [{ test: HOSTILE, suite: null, file: HOSTILE, retries: 1, messages: [FENCE] }];
    r.attempts[0]!.spawnError = HOSTILE;
    r.attempts[1]!.signal = "<b>SIG</b>";
    return ReportSchema.parse(r);
  }

  it("neutralises HTML, mentions, links and fences from logs", () => {
    const md = renderSummary(hostileReport(), {
      serverUrl: "https://github.com",
      repository: "o/r",
      sha: SHA,
      prompt: `${HOSTILE}\n${FENCE}`,
    });
    expect(fencesBalanced(md)).toBe(true);
    const p = prose(md);
    expect(p).not.toMatch(/<script|<img|<b>/i);
    expect(p).not.toContain("@everyone");
    expect(p).not.toContain("](javascript:");
    // The only HTML left is ours: balanced <details> blocks on lines of their own.
    expect(count(p, "</details>")).toBe(count(p, "<details>"));
    for (const line of p.split("\n"))
      if (line.includes("details>"))
        expect(line.trim()).toMatch(/^(<details><summary>[\w ]+<\/summary>|<\/details>)$/);
    // Table rows keep their cell count: no pipe from a log splits a cell.
    const rows = md.split("\n").filter((l) => l.startsWith("| Assertions"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.replace(/\\\|/g, "").split("|")).toHaveLength(6);
  });
});
