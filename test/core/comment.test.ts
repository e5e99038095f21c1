// The PR app's comments: golden renderings of real recorded runs in four states, hostile text, the budget,
// the agent mention and the command replies. Goldens: `UPDATE_GOLDEN=1 npx vitest run test/core/comment.test.ts`.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  COMMENT_LIMIT,
  type CommentInput,
  STICKY_MARKER,
  renderAgentMention,
  renderComment,
  renderCommandReply,
} from "../../src/core/render/comment.js";
import { describeIssues } from "../../src/core/errors.js";
import type { CompareFile } from "../../src/core/guard/index.js";
import { findWeakening } from "../../src/core/guard/index.js";
import { buildPrompt } from "../../src/core/agent/prompt.js";
import { heldReport, relate } from "../../src/core/relate/index.js";
import {
  Config,
  type Failure,
  type Guidance,
  INITIAL_PR_GUARD,
  INITIAL_PR_STATE,
  LoopAttempt,
  LoopDecision,
  PrState,
  type Report,
} from "../../src/core/schema.js";
import { analyzeCase, loadCases } from "../corpus/evaluate.js";
import { count, fencesBalanced, prose } from "../support/markdown.js";

const GOLDEN = join(import.meta.dirname, "__golden__");
const SHA = "3f6c2a1e9b8d7c6f5e4d3c2b1a0f9e8d7c6b5a49";
const FORMULA =
  "**complexity** = Σ severity weight of each failure + `loop.complexity.file` × distinct files + `loop.complexity.category` × distinct categories.\n\n- Severity weight: critical 3, high 2, medium 1, low 0.5.";

const CASES = new Map(loadCases().map((c) => [c.id, c]));
/** The report of a recorded run, by the real engine. */
function recorded(id: string): Report {
  const c = CASES.get(id);
  if (!c) throw new Error(`no recorded case ${id}`);
  return analyzeCase(c);
}

const held = (r: Report) =>
  r.buckets
    .flatMap((b) => b.failures.map((f) => f.fingerprint))
    .sort()
    .filter((f, i, a) => a.indexOf(f) === i);

let run = 7_000;
/** An attempt as the app stores it; `from` fills it as the app would from a report. */
function attempt(sha: string, over: Partial<LoopAttempt> = {}, from?: Report): LoopAttempt {
  const base: LoopAttempt = {
    runId: ++run,
    runAttempt: 1,
    sha,
    outcome: "failed",
    fingerprints: from ? held(from) : [],
    failing: from ? held(from).length : 0,
    categories: from ? from.buckets.map((b) => b.category) : [],
    files: from
      ? new Set(from.buckets.flatMap((b) => b.failures.flatMap((f) => f.location?.file ?? []))).size
      : 0,
    complexity: 0,
  };
  return LoopAttempt.parse({ ...base, ...over });
}

const guidance = (by: string, text: string, at = "2025-06-02T09:15:00Z"): Guidance => ({ by, text, at });

function input(over: Partial<CommentInput>): CommentInput {
  return {
    repository: "octo-org/shop",
    serverUrl: "https://github.com",
    pr: 42,
    sha: SHA,
    report: null,
    history: [],
    windowStart: 0,
    decision: null,
    state: PrState.parse(INITIAL_PR_STATE),
    prompt: null,
    configError: null,
    complexityFormula: FORMULA,
    runUrl: "https://github.com/octo-org/shop/actions/runs/7001/attempts/1",
    maxAttempts: 10,
    ...over,
  };
}

/** Failed, active: a real pytest run (assertion, runtime and infrastructure failures), second attempt. */
function failedActive(): CommentInput {
  const report = recorded("py-pytest-mixed-xunit1");
  const history = [
    attempt("a1b2c3d4e5f6a7b8c9d0", {
      failing: 8,
      fingerprints: [],
      categories: ["assertion", "runtime", "infrastructure"],
      files: 5,
      complexity: 19.5,
    }),
    attempt(SHA, { complexity: 14.5 }, report),
  ];
  return input({
    report,
    history,
    decision: LoopDecision.parse({
      decision: "continue",
      halt: null,
      progress: [null, true],
      trend: "improving",
      counted: 2,
    }),
    prompt: buildPrompt(report),
  });
}

/** Halted on repetition: the same vitest failure in the three attempts since a `/continue`. */
function haltedRepetition(): CommentInput {
  const report = recorded("ts-vitest-tobe");
  const fp = held(report);
  const history = [
    attempt("0a1b2c3d4e5f", { failing: 3, categories: ["assertion", "types"], files: 2, complexity: 11 }),
    attempt("1b2c3d4e5f6a", { failing: 2, categories: ["assertion"], files: 2, complexity: 6 }),
    attempt("2c3d4e5f6a7b", { complexity: 4.5 }, report),
    attempt("3d4e5f6a7b8c", { complexity: 4.5 }, report),
    attempt(SHA, { complexity: 4.5 }, report),
  ];
  const halt = {
    reason: "repetition" as const,
    summary:
      "The same 1 failure came back in the last 3 failed attempts (#3, #4, #5) with complexity 4.5 each time.",
    evidence: { attempts: [3, 4, 5], repeated: fp, complexity: [4.5, 4.5, 4.5] },
    suggestions: [
      "compare expected and received values and decide which side is wrong before changing code again",
      "run the failing test alone with the reproduce command and read the whole diff",
    ],
  };
  return input({
    report,
    history,
    windowStart: 2,
    decision: LoopDecision.parse({
      decision: "halt",
      halt,
      progress: [null, true, null, false, false],
      trend: "flat",
      counted: 3,
    }),
    state: PrState.parse({
      ...INITIAL_PR_STATE,
      status: "halted",
      windowStart: 2,
      halt,
      guidance: [
        guidance(
          "alice",
          "The coupon is a percentage of the subtotal, not of the total.\nDon't touch the tests: fix `applyCoupon`.",
        ),
      ],
      commentId: 991,
    }),
  });
}

/** Incomplete: the latest run failed and left no report; the loop halts on no reproduction. */
function incomplete(): CommentInput {
  const history = [
    attempt("4e5f6a7b8c9d", { failing: 2, categories: ["runtime"], files: 1, complexity: 5.5 }),
    attempt(SHA, { outcome: "incomplete" }),
  ];
  const halt = {
    reason: "no-reproduction" as const,
    summary: "Attempt #2 failed without a flakeharden report: no failure to hand to the agent.",
    evidence: { attempts: [2], repeated: [], complexity: [] },
    suggestions: ["check that the workflow uploads the flakeharden report artifact even when the tests fail"],
  };
  return input({
    history,
    decision: LoopDecision.parse({
      decision: "halt",
      halt,
      progress: [null, false],
      trend: "none",
      counted: 2,
    }),
    state: PrState.parse({ ...INITIAL_PR_STATE, status: "halted", halt }),
  });
}

/** Invalid config: a real surefire run with a flaky test; the agent is not driven. */
function invalidConfig(): CommentInput {
  const report = recorded("java-mvn-flaky-rerun");
  const data = { loop: { repetition: 1, oscilation: 4 }, agent: { mention: "copilot" } };
  const parsed = Config.safeParse(data);
  if (parsed.success) throw new Error("expected an invalid config");
  return input({
    report,
    history: [attempt(SHA, { complexity: 4.5 }, report)],
    decision: LoopDecision.parse({
      decision: "continue",
      halt: null,
      progress: [null],
      trend: "none",
      counted: 1,
    }),
    configError: describeIssues(parsed.error, data, ".github/flakeharden.yml: "),
  });
}

/** Compares with the golden file, or writes it when UPDATE_GOLDEN=1. */
function golden(name: string, text: string): void {
  const file = join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN === "1" || !existsSync(file)) {
    if (process.env.CI && !existsSync(file)) throw new Error(`missing golden ${name}`);
    writeFileSync(file, text);
    return;
  }
  expect(text).toBe(readFileSync(file, "utf8"));
}

/** What must hold of any sticky comment. */
function wellFormed(md: string, budget = COMMENT_LIMIT): void {
  expect(md.length).toBeLessThanOrEqual(budget);
  expect(md.split("\n")[0]).toBe(STICKY_MARKER);
  expect(md.indexOf("<!--", 1)).toBe(-1);
  expect(fencesBalanced(md)).toBe(true);
  const p = prose(md);
  expect(count(p, "<details>")).toBe(count(p, "</details>"));
  for (const line of p.split("\n"))
    if (line.includes("details>"))
      expect(line.trim()).toMatch(/^(<details><summary>[\w ]+<\/summary>|<\/details>)$/);
}

/**
 * Held: the run passed, but the agent's push before it weakened the tests (open-ace's agent turning a timeout into
 * `pytest.skip`, a real push: test/fixtures/guard/py-skip-agent.json). The headline agrees with the failing status.
 */
function heldWeakened(): CommentInput {
  const files = (
    JSON.parse(
      readFileSync(join(import.meta.dirname, "..", "fixtures", "guard", "py-skip-agent.json"), "utf8"),
    ) as { compare: { files: CompareFile[] } }
  ).compare.files;
  const g = findWeakening(files);
  const passed: Report = {
    ...recorded("py-pytest-mixed-xunit1"),
    outcome: "passed",
    buckets: [],
    primary: null,
  };
  return input({
    report: passed,
    history: [attempt(SHA, { outcome: "passed", failing: 0, fingerprints: [], categories: [] }, passed)],
    state: PrState.parse({
      ...INITIAL_PR_STATE,
      guard: {
        ...INITIAL_PR_GUARD,
        push: {
          sha: SHA,
          by: "agent",
          author: "Copilot",
          findings: g.findings,
          more: g.more,
          unread: g.unread,
          accepted: null,
        },
      },
    }),
    weakening: "block",
  });
}

describe("renderComment: golden", () => {
  it("failed, active: a real report with links at the head SHA, reproduce commands, the prompt", () => {
    const md = renderComment(failedActive());
    golden("comment-failed-active.md", md);
    wellFormed(md);
    expect(md.split("\n")[3]).toBe(
      "❌ **Failed** · attempt 2 of 10 · agent **active** · head [`3f6c2a1`](https://github.com/octo-org/shop/commit/3f6c2a1e9b8d7c6f5e4d3c2b1a0f9e8d7c6b5a49) · [workflow run](https://github.com/octo-org/shop/actions/runs/7001/attempts/1)",
    );
    expect(md).toContain(
      `[\`tests/test_assert.py:6\`](https://github.com/octo-org/shop/blob/${SHA}/tests/test_assert.py#L6)`,
    );
    expect(md).toContain("  ```sh\n  python3 -m pytest tests/test_assert.py::test_with_tax_rounds_up\n  ```");
    expect(md).toContain("| Assertions (primary) | 3 | 0.93 |");
    expect(md).toContain(
      "<details><summary>Prompt for the agent</summary>\n\n````markdown\n# Fix the failing CI run",
    );
    expect(md).toContain("Trend: **improving**");
    expect(md).not.toContain("Halted");
  });

  it("held: a passing run on tests the agent's push weakened is not shown as passed", () => {
    const md = renderComment(heldWeakened());
    golden("comment-held-weakened.md", md);
    wellFormed(md);
    expect(md.split("\n")[3]).toMatch(
      /^🛡️ \*\*Held: the agent's push weakened the tests\*\* · latest CI: passed · /,
    );
    expect(md).not.toContain("✅ **Passed**");
    expect(md).not.toContain("No failure is held against the agent.");
    expect(md).toContain("tests/unit/test_multi_user_config_2235.py:166");
  });

  it("halted on repetition: the reason, the evidence, suggestions, /continue, the window boundary, guidance", () => {
    const md = renderComment(haltedRepetition());
    golden("comment-halted-repetition.md", md);
    wellFormed(md);
    expect(md).toContain("## ⛔ Halted: repetition");
    expect(md).toContain("- Attempts: #3, #4, #5");
    expect(md).toContain("`7c0c77c7d93c89db` `cart total > applies the coupon percentage`");
    expect(md).toContain("- Complexity: 4.5 → 4.5 → 4.5");
    expect(md).toContain("reply `/continue <guidance>`");
    expect(md).toContain("agent **halted**");
    expect(md).toContain("attempt 3 of 10 (counted since the last `/continue`)");
    // The boundary row sits between attempts 2 and 3.
    const rows = md.split("\n").filter((l) => l.startsWith("| "));
    const at = rows.findIndex((r) => r.includes("/continue"));
    expect(rows[at - 1]).toMatch(/^\| 2 \|/);
    expect(rows[at + 1]).toMatch(/^\| 3 \|/);
    expect(md).toContain("> **@\u200balice** (2025-06-02T09:15:00Z):");
    expect(md).toContain("> Don't touch the tests: fix \\`applyCoupon\\`.");
  });

  it("not the PR's: failures listed apart with their verdict and evidence, a quarantine, an entry to paste", () => {
    const report = recorded("py-pytest-mixed-xunit1");
    const failures = report.buckets.flatMap((b) => b.failures);
    const tests = failures.flatMap((f) => (f.test === null ? [] : [f.test]));
    const [flaky, broken, quarantined] = tests as [string, string, string];
    const runsOf = (...v: ("passed" | "failed")[]) =>
      v.map((verdict, i) => ({
        runId: 100 + i,
        runAttempt: 1,
        at: `2025-06-0${i + 1}T00:00:00.000Z`,
        verdict,
      }));
    const relations = relate({
      failures,
      verdicts: [],
      prFiles: { files: [{ filename: "README.md" }], complete: true },
      base: {
        branch: "main",
        windowDays: 7,
        minRuns: 3,
        runs: [],
        tests: new Map([
          [flaky, runsOf("failed", "passed", "failed", "passed", "failed")],
          [broken, runsOf("failed", "failed", "failed", "passed")],
        ]),
      },
      sameCommit: new Map(),
      quarantine: Config.parse({
        quarantine: [{ test: quarantined, reason: "races", owner: "@octo-org/shop", expires: "2025-07-01" }],
      }).quarantine,
      today: "2025-06-02",
    });
    const md = renderComment({
      ...failedActive(),
      report: heldReport(report, relations),
      relations,
      quarantineAfter: 3,
      today: "2025-06-02",
    });
    golden("comment-not-the-prs.md", md);
    wellFormed(md);
    expect(md).toMatch(
      /### Not this PR's failures: \d+ \(not counted against the agent, not in its prompt\)/,
    );
    expect(md).toContain(`- **known flaky** · \`${flaky}\`: failed 3 of 5 runs on main in 7 days`);
    expect(md).toContain(
      `- **pre-existing** · \`${broken}\`: failed in each of the latest 3 runs on main in 7 days`,
    );
    expect(md).toContain("quarantined until 2025-07-01");
    expect(md).toContain(
      `  - test: ${JSON.stringify(flaky)}\n    reason: "flaky: failed 3 of 5 runs on main in 7 days"`,
    );
    expect(md).toContain('    expires: "2025-07-02"');
  });

  it("incomplete: no report, nothing reproduces it, the agent is not prompted, a human is asked", () => {
    const md = renderComment(incomplete());
    golden("comment-incomplete.md", md);
    wellFormed(md);
    expect(md).toContain("⛔ **Halted** · latest CI: incomplete");
    expect(md).toContain("nothing reproduces its failure and **the agent is not prompted**");
    expect(md).toContain("A human needs to look at [the workflow run](");
    expect(md).toContain("## ⛔ Halted: no reproduction");
    expect(md).not.toContain("Prompt for the agent");
  });

  it("a refused report: the reason the app gives, in a code block, with the incomplete section", () => {
    const md = renderComment({
      ...incomplete(),
      reportProblem: "context.sha <!-- x --> does not match the run's head",
    });
    wellFormed(md);
    expect(md).toContain(
      "It left a report, but the report was refused:\n\n```text\ncontext.sha <\u200b!-- x --> does not match the run's head\n```",
    );
  });

  it("invalid config: the exact error in a code block; flaky tests not counted against the agent", () => {
    const inp = invalidConfig();
    const md = renderComment(inp);
    golden("comment-invalid-config.md", md);
    wellFormed(md);
    expect(md).toContain("is invalid, so the agent is not driven until it is fixed");
    expect(md).toContain(`\`\`\`text\n${inp.configError}\n\`\`\``);
    expect(inp.configError).toContain(".github/flakeharden.yml: loop.repetition: got 1;");
    expect(md).toContain("### ⚠️ Flaky tests: 1 (not counted against the agent)");
    expect(md).toContain("- `levelIsEventuallyVisible`");
  });
});

describe("renderComment: details", () => {
  it("links a location only when it was verified; a missing one is shown as printed", () => {
    const inp = failedActive();
    const report = structuredClone(inp.report!);
    const [f, g] = report.buckets[0]!.failures as [Failure, Failure];
    f.location = { ...f.location!, status: "missing", file: null, printed: "/tmp/build/gone.py" };
    g.location = { ...g.location!, status: "searched", note: "printed as test_assert.py" };
    const md = renderComment({ ...inp, report });
    expect(md).toContain("`/tmp/build/gone.py:6` (not found in the repository)");
    expect(md).not.toContain("gone.py#L");
    expect(md).toContain(`/blob/${SHA}/tests/test_assert.py#L11) (printed as test\\_assert.py)`);
  });

  it("without a usable SHA, repository or server, nothing is linked", () => {
    const inp = failedActive();
    for (const over of [
      { sha: null },
      { sha: "not-a-sha" },
      { repository: "a/b c" },
      { serverUrl: "javascript:x" },
    ]) {
      const md = renderComment({ ...inp, ...over });
      expect(md).not.toContain("/blob/");
    }
    expect(renderComment({ ...inp, runUrl: "javascript:alert(1)" })).not.toContain("javascript:");
  });

  it("right after a /continue (no attempt in the new window yet) the boundary row comes last", () => {
    const inp = failedActive();
    const md = renderComment({ ...inp, windowStart: 2, decision: null });
    const rows = md.split("\n").filter((l) => l.startsWith("| "));
    expect(rows[rows.length - 1]).toContain("/continue");
    expect(md).toContain("attempt 0 of 10 (counted since the last `/continue`)");
  });

  it("shows the latest history rows and says how many earlier ones were left out", () => {
    const inp = haltedRepetition();
    const history = Array.from({ length: 60 }, (_, i) =>
      attempt(i.toString(16).padStart(8, "0"), { failing: i, complexity: i }),
    );
    const md = renderComment({ ...inp, history, windowStart: 50, decision: null });
    expect(md).toContain("The latest 30 of 60 attempts (30 earlier not shown).");
    expect(md).toContain("| 60 |");
    expect(md).not.toMatch(/^\| 30 \|/m);
    expect(md).toMatch(/^\| 31 \|/m);
  });
});

const HOSTILE = `${STICKY_MARKER} </details><script>alert(1)</script> @org/team @everyone <img src=x onerror=alert(1)> [x](javascript:alert(1)) <!-- x`;
const FENCES = "````\n</details>\n```\n<!-- flakeharden:sticky -->\n~~~";

function hostileInput(): CommentInput {
  const inp = haltedRepetition();
  const report = structuredClone(recorded("py-pytest-mixed-xunit1"));
  const [f, g] = report.buckets[0]!.failures as [Failure, Failure];
  f.test = `${HOSTILE} \`\`\``;
  f.message = `${HOSTILE}\n${FENCES}\n${"m".repeat(100_000)}`;
  f.excerpt = `${FENCES}\n${HOSTILE}`;
  f.reproduce = `pytest -k '${HOSTILE}'\n${FENCES}`;
  g.location = { ...g.location!, note: HOSTILE, status: "searched" };
  report.flaky = [{ test: HOSTILE, suite: null, file: HOSTILE, retries: 1, messages: [FENCES] }];
  const halt = {
    ...inp.state.halt!,
    summary: HOSTILE,
    suggestions: [HOSTILE, FENCES],
    evidence: { ...inp.state.halt!.evidence, repeated: [f.fingerprint] },
  };
  return {
    ...inp,
    report,
    prompt: `${HOSTILE}\n${FENCES}`,
    configError: `${HOSTILE}\n${FENCES}\n${"e".repeat(100_000)}`,
    state: {
      ...inp.state,
      halt,
      guidance: [guidance(`@org/team ${HOSTILE}`, `${HOSTILE}\n${FENCES}\n- list\n===\n1. x\n    indented`)],
    },
  };
}

describe("renderComment: hostile text", () => {
  it.each([COMMENT_LIMIT, 20_000, 3_000])(
    "no HTML, link, mention, fence breakout or forged marker (budget %i)",
    (budget) => {
      const md = renderComment(hostileInput(), budget);
      wellFormed(md, budget);
      expect(count(md, STICKY_MARKER)).toBe(1);
      const p = prose(md.slice(STICKY_MARKER.length + 1));
      expect(p).not.toMatch(/<script|<img|<!--/i);
      expect(p).not.toContain("](javascript:");
      // Every @ in what GitHub interprets is followed by a zero-width space: no ping.
      expect(p).not.toMatch(/@(?!\u200b)/);
    },
  );

  it("quotes guidance line by line: no list, heading or code block can start inside the quote", () => {
    const md = renderComment(hostileInput());
    expect(md).toContain("> \\- list");
    expect(md).toContain("> \\===");
    expect(md).toContain("> 1\\. x");
    expect(md).toContain("> indented");
  });

  it("bounds a 100 KB message and a 100 KB config error", () => {
    const md = renderComment(hostileInput());
    expect(md).not.toContain("m".repeat(400));
    expect(md).not.toContain("e".repeat(4_100));
    expect(md).toContain("(error cut to");
  });
});

/** A report with many failures (the real ones under other names), a long prompt and a long history. */
function big(): CommentInput {
  const inp = failedActive();
  const report = structuredClone(inp.report!);
  report.buckets = report.buckets.map((b) => ({
    ...b,
    failures: Array.from({ length: 60 }, (_, i) => {
      const f = b.failures[0]!;
      return { ...f, test: `case_${b.category}_${i}`, fingerprint: (i + 1).toString(16).padStart(16, "0") };
    }),
  }));
  const history = Array.from({ length: 40 }, (_, i) =>
    attempt(`${i.toString(16).padStart(4, "0")}abcdef`, { failing: 180, complexity: 20 }),
  );
  return {
    ...inp,
    report,
    history,
    decision: null,
    prompt: buildPrompt(report, 60_000),
    state: { ...inp.state, guidance: [guidance("bob", "g".repeat(1_500))] },
  };
}

describe("renderComment: budget", () => {
  const inp = big();

  it.each([COMMENT_LIMIT, 40_000, 20_000, 8_000, 3_000, 1_000, 256])(
    "fits in %i characters, marker first, every block closed",
    (budget) => {
      const md = renderComment(inp, budget);
      wellFormed(md, budget);
      expect(md.length).toBeGreaterThan(budget / 3);
    },
  );

  it("degrades in order: fewer failures, no excerpts, a shorter prompt, fewer history rows, then a cut", () => {
    const budgets = [COMMENT_LIMIT, ...Array.from({ length: 64 }, (_, i) => 64_000 - i * 1_000), 600];
    const seen = budgets.map((budget) => {
      const md = renderComment(inp, budget);
      return {
        budget,
        failures: count(md, "\n- **"),
        excerpts: md.includes("Log excerpt"),
        prompt: md.includes("Prompt for the agent"),
        shortened: md.includes("Shortened to fit"),
        rows: md.split("\n").filter((l) => /^\| \d+ \|/.test(l)).length,
        cut: md.includes("… (cut to fit GitHub's comment size limit)"),
      };
    });
    const first = seen[0]!;
    expect(first).toMatchObject({ failures: 10, excerpts: true, prompt: true, rows: 30, cut: false });
    for (let i = 1; i < seen.length; i++) {
      const [a, b] = [seen[i - 1]!, seen[i]!];
      expect(b.failures).toBeLessThanOrEqual(a.failures);
      expect(b.rows).toBeLessThanOrEqual(a.rows);
      if (!a.excerpts) expect(b.excerpts).toBe(false);
      if (!a.prompt) expect(b.prompt).toBe(false);
      // Excerpts go only after failures were dropped; the prompt is shortened only once excerpts are gone;
      // history rows go only once the prompt was shortened or left out.
      if (!b.excerpts) expect(b.failures).toBeLessThan(first.failures);
      if (b.shortened) expect(b.excerpts).toBe(false);
      if (b.rows < first.rows) expect(b.shortened || !b.prompt).toBe(true);
    }
    expect(seen.some((x) => x.shortened && x.rows === first.rows)).toBe(true);
    expect(seen.some((x) => x.prompt && !x.excerpts && !x.shortened)).toBe(true);
    expect(seen[seen.length - 1]).toMatchObject({ prompt: false, cut: true });
  });

  it("refuses a budget too small for the marker and a status line", () => {
    expect(() => renderComment(inp, 100)).toThrow(RangeError);
  });
});

describe("renderAgentMention", () => {
  const prompt = buildPrompt(recorded("ts-vitest-tobe"));

  it("mentions the agent first, quotes the guidance as the human's words, fences the prompt", () => {
    const md = renderAgentMention({
      mention: "@copilot",
      prompt,
      attempt: 3,
      guidance: [guidance("alice", "Fix `applyCoupon`, not the test.\n@org/team please review <!-- x -->")],
    });
    expect(md.startsWith("@copilot please fix the CI failures of attempt 3")).toBe(true);
    expect(md).toContain(
      "> **@\u200balice** (2025-06-02T09:15:00Z):\n>\n> Fix \\`applyCoupon\\`, not the test.\n",
    );
    expect(md).toContain("> @\u200borg/team please review &lt;\\!-- x --&gt;");
    expect(md).toContain(`\`\`\`\`markdown\n${prompt}\n\`\`\`\``);
    expect(count(md, "@copilot")).toBe(1);
    expect(md).not.toContain("<!--");
    expect(fencesBalanced(md)).toBe(true);
  });

  it("fits the budget: older guidance goes first, then the prompt is shortened, the newest guidance stays", () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      guidance(`user${i}`, `advice ${i} ${"x".repeat(1_900)}`),
    );
    const long = buildPrompt(structuredClone(big().report!), 60_000);
    const roomy = renderAgentMention({ mention: "@copilot", prompt: long, attempt: 2, guidance: many });
    expect(roomy.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    for (const budget of [20_000, 5_000, 1_000]) {
      const md = renderAgentMention({
        mention: "@copilot",
        prompt: long,
        attempt: 2,
        guidance: many,
        budget,
      });
      expect(md.length).toBeLessThanOrEqual(budget);
      expect(md).toContain("user19");
      expect(md).not.toContain("user0**");
      expect(fencesBalanced(md)).toBe(true);
    }
    expect(
      renderAgentMention({ mention: "@copilot", prompt: long, attempt: 2, guidance: many, budget: 5_000 }),
    ).toContain("shortened to fit");
  });

  it("after a /continue (attempt 0) asks the agent to go on", () => {
    const md = renderAgentMention({ mention: "@octo-org/agents", prompt, attempt: 0, guidance: [] });
    expect(md.startsWith("@octo-org/agents please go on fixing")).toBe(true);
  });

  it("refuses a mention the config would not allow", () => {
    for (const mention of ["copilot", "@a @b", "@x\n<!-- flakeharden:sticky -->"])
      expect(() => renderAgentMention({ mention, prompt, attempt: 1, guidance: [] })).toThrow();
  });
});

describe("renderCommandReply", () => {
  it("refused: who, their permission, the roles needed, without a ping", () => {
    expect(renderCommandReply({ kind: "refused", user: "bob", role: "read" })).toBe(
      "@\u200bbob has read permission; flakeharden commands need write, maintain or admin. Nothing was done.\n",
    );
    expect(
      renderCommandReply({ kind: "refused", user: "eve", role: "<b>x</b>", allowed: ["admin", "triage"] }),
    ).toContain("&lt;b&gt;x&lt;/b&gt; permission; flakeharden commands need triage or admin");
  });

  it("help names the unknown commands in code spans, then the help", () => {
    const md = renderCommandReply({ kind: "help", unknown: ["/flakeharden frobnicate <!-- x"] });
    expect(
      md.startsWith("Unknown command: `/flakeharden frobnicate <\u200b!-- x`.\n\n**flakeharden commands**"),
    ).toBe(true);
    expect(md).toContain("| `/continue <guidance>` |");
  });

  it("status: active or halted, attempts counted in the window, the latest run", () => {
    const inp = haltedRepetition();
    const md = renderCommandReply({
      kind: "status",
      state: inp.state,
      history: inp.history,
      maxAttempts: 10,
      stickyUrl: "https://github.com/octo-org/shop/pull/42#issuecomment-991",
    });
    expect(md).toBe(
      `flakeharden: agent **halted** (repetition) · attempt 3 of 10 (counted since the last \`/continue\`) · latest run: ❌ failed at \`3f6c2a1\`. Details in [the flakeharden comment](https://github.com/octo-org/shop/pull/42#issuecomment-991). Reply \`/continue <guidance>\` to resume.\n`,
    );
    expect(renderCommandReply({ kind: "status", state: INITIAL_PR_STATE, history: [], maxAttempts: 5 })).toBe(
      "flakeharden: agent **active** · attempt 0 of 5 · no run recorded yet.\n",
    );
  });

  it("no-run and ignored", () => {
    expect(renderCommandReply({ kind: "no-run" })).toContain("nothing to run again");
    expect(renderCommandReply({ kind: "ignored", command: "/halt", why: "already halted by @x" })).toBe(
      "`/halt` was not applied: already halted by @\u200bx\n",
    );
  });
});
