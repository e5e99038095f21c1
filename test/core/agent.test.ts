// The PR's state machine without HTTP: every transition of an attempt and of each command, as the new state and
// the ordered effects the app carries out. Reports are the engine's real analysis of recorded runs.
import { describe, expect, it } from "vitest";
import {
  type Effect,
  MAX_GUIDANCE,
  type PrContext,
  admit,
  conclusionIgnored,
  reportIgnored,
  workflowIgnored,
  githubRefused,
  obeys,
  onAttempt,
  onCommand,
  onCommentDone,
  prContext,
} from "../../src/core/agent/index.js";
import { COMMANDS, HELP_TEXT, type Command } from "../../src/core/agent/commands.js";
import { STICKY_MARKER } from "../../src/core/render/comment.js";
import {
  Config,
  INITIAL_PR_STATE,
  type LoopAttempt,
  type PrState,
  type Report,
} from "../../src/core/schema.js";
import { analyzeCase, loadCases } from "../corpus/evaluate.js";

const CASES = loadCases();
function reportOf(id: string): Report {
  const c = CASES.find((x) => x.id === id);
  if (!c) throw new Error(`no corpus case ${id}`);
  return analyzeCase(c);
}
const TYPE_ERROR = reportOf("ts-tsc-ts2322");
const PASSED: Report = { ...TYPE_ERROR, outcome: "passed", buckets: [], primary: null };

const NOW = "2026-11-21T12:00:00.000Z";
function ctx(yaml: Record<string, unknown> = {}, configError: string | null = null): PrContext {
  return {
    repository: "octo-org/octo-repo",
    serverUrl: "https://github.com",
    pr: 5,
    config: Config.parse(yaml),
    configError,
    now: NOW,
  };
}
const MENTION = { agent: { mention: "@copilot" } };

const state = (over: Partial<PrState> = {}): PrState => ({ ...structuredClone(INITIAL_PR_STATE), ...over });
const sha = (n: number) => n.toString(16).padStart(40, "a");
let runs = 0;
const run = (n: number, conclusion = "failure") => ({
  runId: ++runs,
  runAttempt: 1,
  sha: sha(n),
  conclusion,
  url: `https://github.com/octo-org/octo-repo/actions/runs/${runs}`,
});
const kinds = (effects: readonly Effect[]) =>
  effects.map((e) =>
    e.kind === "label" ? `label ${e.op}` : e.kind === "status" ? `status ${e.context} ${e.state}` : e.kind,
  );

/** The history after `n` attempts with the same type error, each on a commit of its own. */
function typeErrors(n: number): LoopAttempt[] {
  let history: LoopAttempt[] = [];
  let s = state();
  for (let i = 1; i <= n; i++) {
    const t = onAttempt({ ctx: ctx(), state: s, history, run: run(i), report: TYPE_ERROR, refused: null });
    history = [...history, t.attempt];
    s = t.state;
  }
  return history;
}

describe("onAttempt", () => {
  it("a failed attempt with a report: the sticky comment, an active status, then the agent's mention", () => {
    const r = run(1);
    const t = onAttempt({
      ctx: ctx(MENTION),
      state: state(),
      history: [],
      run: r,
      report: TYPE_ERROR,
      refused: null,
    });
    expect(kinds(t.effects)).toEqual(["sticky", "status flakeharden/agent success", "mention"]);
    expect(t.effects[1]).toMatchObject({ sha: r.sha, description: "active: attempt 1 of 10", url: r.url });
    const mention = t.effects[2] as { body: string };
    expect(mention.body).toMatch(/^@copilot please fix the CI failures of attempt 1/);
    expect(mention.body).toContain("TS2322");
    // The mention triggers the agent: charged to the budget's ledger.
    const { guard, ...loop } = t.state;
    expect(loop).toEqual(state({ mentioned: r.sha }));
    expect(guard?.ledger).toMatchObject({ triggers: 1, pushes: 0, events: [ctx().now] });
    expect(t.attempt).toMatchObject({ runId: r.runId, outcome: "failed", sha: r.sha });
    expect(t.decision.decision).toBe("continue");
  });

  it("a second run of the same commit is the same attempt: counted once, no second mention", () => {
    const first = run(1);
    const a = onAttempt({
      ctx: ctx(MENTION),
      state: state(),
      history: [],
      run: first,
      report: TYPE_ERROR,
      refused: null,
    });
    const second = { ...run(1), sha: first.sha };
    const b = onAttempt({
      ctx: ctx(MENTION),
      state: a.state,
      history: [a.attempt],
      run: second,
      report: TYPE_ERROR,
      refused: null,
    });
    expect(kinds(b.effects)).toEqual(["sticky", "status flakeharden/agent success"]);
    expect(b.effects[1]).toMatchObject({ description: "active: attempt 1 of 10" });
  });

  it("no mention without `agent.mention`, for a passing attempt, or while the config is invalid", () => {
    const plain = onAttempt({
      ctx: ctx(),
      state: state(),
      history: [],
      run: run(1),
      report: TYPE_ERROR,
      refused: null,
    });
    expect(kinds(plain.effects)).toEqual(["sticky", "status flakeharden/agent success"]);
    expect(plain.state.mentioned).toBeNull();

    const passed = onAttempt({
      ctx: ctx(MENTION),
      state: state(),
      history: [],
      run: run(2, "success"),
      report: PASSED,
      refused: null,
    });
    expect(kinds(passed.effects)).toEqual(["sticky", "status flakeharden/agent success"]);

    const invalid = onAttempt({
      ctx: ctx(MENTION, "loop.max-attempts: got 0"),
      state: state(),
      history: [],
      run: run(3),
      report: TYPE_ERROR,
      refused: null,
    });
    expect(kinds(invalid.effects)).toEqual([
      "sticky",
      "status flakeharden/agent success",
      "status flakeharden/config failure",
    ]);
    expect((invalid.effects[0] as { body: string }).body).toContain("loop.max-attempts: got 0");
  });

  it("the loop halts an active agent once: the label, a failing status, no mention; a halted one stays halted", () => {
    const history = typeErrors(2);
    const t = onAttempt({
      ctx: ctx(MENTION),
      state: state(),
      history,
      run: run(3),
      report: TYPE_ERROR,
      refused: null,
    });
    expect(kinds(t.effects)).toEqual(["sticky", "label add", "status flakeharden/agent failure"]);
    expect(t.effects[1]).toEqual({ kind: "label", op: "add", label: "flakeharden:halted" });
    expect(t.effects[2]).toMatchObject({ description: "halted (repetition): reply /continue to resume" });
    expect(t.state.status).toBe("halted");
    expect(t.state.halt?.reason).toBe("repetition");
    expect((t.effects[0] as { body: string }).body).toContain("Halted: repetition");

    const again = onAttempt({
      ctx: ctx(MENTION),
      state: t.state,
      history: [...history, t.attempt],
      run: run(4),
      report: TYPE_ERROR,
      refused: null,
    });
    expect(kinds(again.effects)).toEqual(["sticky", "status flakeharden/agent failure"]);
    expect(again.state.halt).toEqual(t.state.halt);
  });

  it("a failed run without a report halts on no-reproduction and says why the report was refused", () => {
    const t = onAttempt({
      ctx: ctx(MENTION),
      state: state(),
      history: [],
      run: run(1),
      report: null,
      refused: "the report does not belong to this run",
    });
    expect(t.attempt.outcome).toBe("incomplete");
    expect(kinds(t.effects)).toEqual(["sticky", "label add", "status flakeharden/agent failure"]);
    expect(t.state.halt?.reason).toBe("no-reproduction");
    expect((t.effects[0] as { body: string }).body).toContain("the report does not belong to this run");
  });

  it("the sticky effect names the comment the state holds, and the decision is made once for it", () => {
    const t = onAttempt({
      ctx: ctx(),
      state: state({ commentId: 77 }),
      history: [],
      run: run(1),
      report: TYPE_ERROR,
      refused: null,
    });
    expect(t.effects[0]).toMatchObject({ kind: "sticky", commentId: 77 });
    expect((t.effects[0] as { body: string }).body.startsWith(STICKY_MARKER)).toBe(true);
  });
});

const cmd = (name: Command["name"], text = ""): Command => ({ name, text });

describe("onCommand", () => {
  const halted = () => {
    const history = typeErrors(3);
    return {
      history,
      s: state({
        status: "halted",
        halt: {
          reason: "repetition",
          summary: "x",
          evidence: { attempts: [1, 2, 3], repeated: [], complexity: [] },
          suggestions: [],
        },
      }),
    };
  };

  it("/continue resumes a halted agent: a new window, the guidance kept, the label removed, the agent mentioned with it", () => {
    const { history, s } = halted();
    const t = onCommand({
      ctx: ctx(MENTION),
      state: s,
      history,
      report: TYPE_ERROR,
      command: cmd("continue", "use the cache"),
      user: "mona",
    });
    expect(t.refused).toBe(false);
    expect(t.state).toMatchObject({ status: "active", halt: null, windowStart: 3 });
    expect(t.state.guidance).toEqual([{ by: "mona", text: "use the cache", at: NOW }]);
    expect(kinds(t.effects)).toEqual([
      "sticky",
      "label remove",
      "status flakeharden/agent success",
      "mention",
    ]);
    expect(t.effects[2]).toMatchObject({
      sha: history[2]?.sha,
      description: "active: attempt 0 of 10",
      url: null,
    });
    const body = (t.effects[3] as { body: string }).body;
    expect(body).toContain("please go on fixing");
    expect(body).toContain("use the cache");
    expect(body).toContain("TS2322");
  });

  it("/continue on an active agent with no history: no label, no status, the fallback prompt; no mention while the config is invalid", () => {
    const t = onCommand({
      ctx: ctx(MENTION),
      state: state(),
      history: [],
      report: null,
      command: cmd("continue"),
      user: "mona",
    });
    expect(kinds(t.effects)).toEqual(["sticky", "mention"]);
    expect(t.state.guidance).toEqual([]);
    expect((t.effects[1] as { body: string }).body).toContain("left no failures to fix from a report");

    const invalid = onCommand({
      ctx: ctx(MENTION, "bad"),
      state: state(),
      history: [],
      report: null,
      command: cmd("continue"),
      user: "mona",
    });
    expect(kinds(invalid.effects)).toEqual(["sticky"]);
  });

  it("/continue keeps the last MAX_GUIDANCE pieces of guidance", () => {
    const old = Array.from({ length: MAX_GUIDANCE }, (_, i) => ({ by: "x", text: `g${i}`, at: NOW }));
    const t = onCommand({
      ctx: ctx(),
      state: state({ guidance: old }),
      history: [],
      report: null,
      command: cmd("continue", "newest"),
      user: "mona",
    });
    expect(t.state.guidance).toHaveLength(MAX_GUIDANCE);
    expect(t.state.guidance[0]?.text).toBe("g1");
    expect(t.state.guidance.at(-1)?.text).toBe("newest");
  });

  it("/halt halts with who and why (or 'no reason given'): the label and a failing status", () => {
    const history = typeErrors(1);
    const t = onCommand({
      ctx: ctx(),
      state: state(),
      history,
      report: TYPE_ERROR,
      command: cmd("halt", "wrong approach"),
      user: "mona",
    });
    expect(t.state.status).toBe("halted");
    expect(t.state.halt).toMatchObject({ reason: "manual", summary: "halted by mona: wrong approach" });
    expect(kinds(t.effects)).toEqual(["sticky", "label add", "status flakeharden/agent failure"]);
    const bare = onCommand({
      ctx: ctx(),
      state: state(),
      history: [],
      report: null,
      command: cmd("halt"),
      user: "mona",
    });
    expect(bare.state.halt?.summary).toBe("halted by mona: no reason given");
    expect(kinds(bare.effects)).toEqual(["sticky", "label add"]);
  });

  it("/status refreshes the sticky comment and replies with the state, changing nothing", () => {
    const history = typeErrors(2);
    const s = state({ commentId: 9 });
    const t = onCommand({
      ctx: ctx(),
      state: s,
      history,
      report: TYPE_ERROR,
      command: cmd("status"),
      user: "mona",
    });
    expect(t.state).toEqual(s);
    expect(kinds(t.effects)).toEqual(["sticky", "reply"]);
    expect((t.effects[1] as { body: string }).body).toMatch(/agent \*\*active\*\* · attempt 2 of 10/);
  });

  it("/retry re-runs the latest run's failed jobs; with no run it says so; after a passing run it is refused", () => {
    const history = typeErrors(2);
    const t = onCommand({
      ctx: ctx(),
      state: state(),
      history,
      report: TYPE_ERROR,
      command: cmd("retry"),
      user: "mona",
    });
    expect(t.effects).toEqual([{ kind: "rerun", runId: history[1]?.runId }]);

    const none = onCommand({
      ctx: ctx(),
      state: state(),
      history: [],
      report: null,
      command: cmd("retry"),
      user: "mona",
    });
    expect(none.refused).toBe(false);
    expect(kinds(none.effects)).toEqual(["reply"]);
    expect((none.effects[0] as { body: string }).body).toMatch(/no run of this pull request is recorded/);

    const passed = onAttempt({
      ctx: ctx(),
      state: state(),
      history,
      run: run(9, "success"),
      report: PASSED,
      refused: null,
    });
    const refused = onCommand({
      ctx: ctx(),
      state: state(),
      history: [...history, passed.attempt],
      report: PASSED,
      command: cmd("retry"),
      user: "mona",
    });
    expect(refused.refused).toBe(true);
    expect(kinds(refused.effects)).toEqual(["reply"]);
    expect((refused.effects[0] as { body: string }).body).toMatch(/latest run passed/);
  });

  it("/flakeharden help replies with the help", () => {
    const t = onCommand({
      ctx: ctx(),
      state: state(),
      history: [],
      report: null,
      command: cmd("help"),
      user: "mona",
    });
    expect(t.effects).toEqual([{ kind: "reply", body: `${HELP_TEXT}\n` }]);
  });

  it("every command of the table has a transition that does something", () => {
    for (const c of COMMANDS) {
      const t = onCommand({
        ctx: ctx(),
        state: state(),
        history: typeErrors(1),
        report: TYPE_ERROR,
        command: cmd(c.name, "x"),
        user: "mona",
      });
      expect(t.effects.length, c.name).toBeGreaterThan(0);
    }
  });
});

describe("who is obeyed", () => {
  it("never the app itself or the agent it drives (case-insensitive)", () => {
    expect(obeys({ ctx: ctx(MENTION), user: "mona", appLogin: "flakeharden[bot]" })).toBe(true);
    expect(obeys({ ctx: ctx(MENTION), user: "Flakeharden[bot]", appLogin: "flakeharden[bot]" })).toBe(false);
    expect(obeys({ ctx: ctx(MENTION), user: "Copilot", appLogin: "flakeharden[bot]" })).toBe(false);
    expect(obeys({ ctx: ctx(), user: "copilot", appLogin: "flakeharden[bot]" })).toBe(true);
  });

  it("the roles of `commands.roles`; admins only while the config is invalid", () => {
    expect(admit(ctx(), "mona", "maintain")).toEqual({
      allowed: true,
      effects: [{ kind: "reaction", content: "eyes" }],
    });
    const refused = admit(ctx(), "ray", "read");
    expect(refused.allowed).toBe(false);
    expect(kinds(refused.effects)).toEqual(["reaction", "reply"]);
    expect(refused.effects[0]).toEqual({ kind: "reaction", content: "confused" });
    expect((refused.effects[1] as { body: string }).body).toContain("write, maintain or admin");
    expect(admit(ctx({ commands: { roles: ["read"] } }), "ray", "read").allowed).toBe(true);
    expect(admit(ctx({}, "bad"), "mona", "maintain").allowed).toBe(false);
    expect(admit(ctx({}, "bad"), "root", "admin").allowed).toBe(true);
  });
});

describe("after a comment's commands", () => {
  it("👍 unless every command failed; unknown lines get the help naming them first", () => {
    expect(onCommentDone({ commands: 2, failed: 1, unknown: [] })).toEqual([
      { kind: "reaction", content: "+1" },
    ]);
    expect(onCommentDone({ commands: 2, failed: 2, unknown: [] })).toEqual([
      { kind: "reaction", content: "confused" },
    ]);
    const help = onCommentDone({ commands: 0, failed: 0, unknown: ["/flakeharden frob"] });
    expect(kinds(help)).toEqual(["reply", "reaction"]);
    expect((help[0] as { body: string }).body).toMatch(/^Unknown command: `\/flakeharden frob`/);
    expect(help[1]).toEqual({ kind: "reaction", content: "+1" });
  });

  it("a command GitHub refused is answered with GitHub's words, bounded", () => {
    const [reply] = githubRefused(cmd("retry"), `Server Error ${"x".repeat(1_000)}`);
    expect(reply?.kind).toBe("reply");
    expect((reply as { body: string }).body).toMatch(
      /^`retry` was not applied: GitHub answered: Server Error x+…?\n$/,
    );
    expect((reply as { body: string }).body.length).toBeLessThan(600);
  });
});

describe("which runs are attempts", () => {
  const config = Config.parse({});
  const listed = Config.parse({ report: { workflows: [".github/workflows/ci.yml"] } });

  it("only runs that built and tested the code, of a listed workflow when the list is set", () => {
    for (const c of ["success", "failure", "timed_out", "startup_failure"])
      expect(conclusionIgnored(c)).toBeNull();
    for (const c of ["cancelled", "skipped", "stale", "neutral", null])
      expect(conclusionIgnored(c)).toMatch(/not an attempt/);
    const ci = { conclusion: "failure", workflow: ".github/workflows/ci.yml" };
    expect(workflowIgnored({ ...ci, config })).toBeNull();
    expect(workflowIgnored({ ...ci, config: listed })).toBeNull();
    expect(workflowIgnored({ ...ci, workflow: ".github/workflows/lint.yml", config: listed })).toMatch(
      /not listed in report.workflows/,
    );
  });

  it("without a usable report: only a failed run, of a workflow known (or listed) to leave one", () => {
    const base = { workflow: ".github/workflows/ci.yml", knownWorkflow: false };
    expect(reportIgnored({ ...base, conclusion: "success", report: "ok", config })).toBeNull();
    expect(reportIgnored({ ...base, conclusion: "success", report: "none", config })).toMatch(
      /without a usable report/,
    );
    expect(reportIgnored({ ...base, conclusion: "success", report: "rejected", config })).toMatch(
      /without a usable report/,
    );
    expect(reportIgnored({ ...base, conclusion: "failure", report: "none", config })).toMatch(
      /never left a flakeharden report/,
    );
    expect(
      reportIgnored({ ...base, conclusion: "failure", report: "none", knownWorkflow: true, config }),
    ).toBeNull();
    expect(reportIgnored({ ...base, conclusion: "failure", report: "none", config: listed })).toBeNull();
    expect(reportIgnored({ ...base, conclusion: "failure", report: "rejected", config })).toBeNull();
  });
});

describe("onAttempt with evidence: only the PR's failures are held", () => {
  const MIXED = reportOf("ts-vitest-mixed");
  const tests = MIXED.buckets.flatMap((b) => b.failures.map((f) => f.test as string));
  const base = (verdicts: ("passed" | "failed")[]) => ({
    branch: "main",
    windowDays: 7,
    minRuns: 3,
    runs: [],
    tests: new Map(
      tests.map((t) => [
        t,
        verdicts.map((verdict, i) => ({
          runId: 900 + i,
          runAttempt: 1,
          at: `2026-11-2${i}T00:00:00.000Z`,
          verdict,
        })),
      ]),
    ),
  });

  it("failures flaky on the base branch: a flaky attempt, no mention, listed apart; three of them never halt", () => {
    const evidence = {
      prFiles: { files: [], complete: true },
      base: base(["failed", "passed", "passed"]),
      sameCommit: new Map(),
    };
    let history: LoopAttempt[] = [];
    let s = state();
    for (let i = 1; i <= 3; i++) {
      const t = onAttempt({
        ctx: ctx(MENTION),
        state: s,
        history,
        run: run(i),
        report: MIXED,
        refused: null,
        evidence,
      });
      expect(t.relations.map((r) => r.verdict)).toEqual(["known-flaky", "known-flaky"]);
      expect(t.attempt.outcome).toBe("flaky");
      expect(t.held?.buckets).toEqual([]);
      expect(kinds(t.effects)).toEqual(["sticky", "status flakeharden/agent success"]);
      expect((t.effects[0] as { body: string }).body).toContain("Not this PR's failures: 2");
      history = [...history, t.attempt];
      s = t.state;
    }
    expect(s.status).toBe("active");
  });

  it("the same failures in files the PR changes: held, prompted, counted", () => {
    const evidence = {
      prFiles: { files: [{ filename: "src/cart.ts" }, { filename: "test/mixed.test.ts" }], complete: true },
      base: base(["failed", "passed", "passed"]),
      sameCommit: new Map(),
    };
    const t = onAttempt({
      ctx: ctx(MENTION),
      state: state(),
      history: [],
      run: run(1),
      report: MIXED,
      refused: null,
      evidence,
    });
    expect(t.relations.map((r) => r.verdict)).toEqual(["related", "related"]);
    expect(t.attempt.failing).toBe(2);
    expect(kinds(t.effects)).toEqual(["sticky", "status flakeharden/agent success", "mention"]);
  });

  it("without evidence every failure is unknown, hence held (never hidden)", () => {
    const t = onAttempt({
      ctx: ctx(),
      state: state(),
      history: [],
      run: run(1),
      report: MIXED,
      refused: null,
    });
    expect(t.relations.map((r) => r.verdict)).toEqual(["unknown", "unknown"]);
    expect(t.held).toBe(MIXED);
  });

  it("a quarantine expiring more than 90 days ahead makes the config invalid, naming the field", () => {
    const c = ctx({ quarantine: [{ test: "t", reason: "r", owner: "@mona", expires: "2027-06-01" }] });
    expect(prContext(c).configError).toBe(
      ".github/flakeharden.yml: quarantine[0].expires: 2027-06-01 is more than 90 days ahead; allowed: a day up to 2027-02-19",
    );
    expect(
      prContext(ctx({ quarantine: [{ test: "t", reason: "r", owner: "@mona", expires: "2027-02-19" }] }))
        .configError,
    ).toBeNull();
  });
});
