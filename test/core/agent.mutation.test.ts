// Rules of agent.ts that mutation testing (npm run mutation) found unpinned: which reports are prompted about,
// the words for a run without a conclusion, a halted agent without a recorded halt, the config error kept over
// the quarantine's, and what each command answers.
import { describe, expect, it } from "vitest";
import {
  type PrContext,
  conclusionIgnored,
  onAttempt,
  onCommand,
  prContext,
  promptFor,
  reportIgnored,
} from "../../src/core/agent/index.js";
import type { CommandName } from "../../src/core/agent/commands.js";
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
const config = Config.parse({});

function ctx(yaml: Record<string, unknown> = {}, configError: string | null = null): PrContext {
  return {
    repository: "octo-org/octo-repo",
    serverUrl: "https://github.com",
    pr: 5,
    config: Config.parse(yaml),
    configError,
    now: "2026-11-21T12:00:00.000Z",
  };
}
const state = (over: Partial<PrState> = {}): PrState => ({ ...structuredClone(INITIAL_PR_STATE), ...over });
let runs = 0;
const run = (conclusion = "failure") => ({
  runId: ++runs,
  runAttempt: 1,
  sha: runs.toString(16).padStart(40, "b"),
  conclusion,
  url: null,
});

describe("promptFor: a report is prompted about when it names failures", () => {
  it("failed; unknown with a failure in any bucket; never passed, flaky, or unknown without failures", () => {
    expect(promptFor(TYPE_ERROR, config)).toContain("TS2322");
    const [bucket] = TYPE_ERROR.buckets;
    if (!bucket) throw new Error("no bucket");
    const empty = { ...bucket, failures: [] };
    const unknown = (buckets: Report["buckets"]): Report => ({ ...TYPE_ERROR, outcome: "unknown", buckets });
    expect(promptFor(unknown([empty, bucket]), config)).toContain("TS2322");
    expect(promptFor(unknown([empty]), config)).toBeNull();
    expect(promptFor(unknown([]), config)).toBeNull();
    expect(promptFor({ ...TYPE_ERROR, outcome: "flaky" }, config)).toBeNull();
    expect(promptFor({ ...TYPE_ERROR, outcome: "passed" }, config)).toBeNull();
    expect(promptFor(null, config)).toBeNull();
  });
});

describe("runs that are no attempt say why", () => {
  it("a run without a conclusion", () => {
    expect(conclusionIgnored(null)).toBe("run without conclusion: not an attempt");
    expect(conclusionIgnored("cancelled")).toBe("run cancelled: not an attempt");
    expect(conclusionIgnored("success")).toBeNull();
    expect(
      reportIgnored({
        conclusion: null,
        workflow: ".github/workflows/ci.yml",
        config,
        report: "none",
        knownWorkflow: true,
      }),
    ).toBe("run without conclusion without a usable report: not an attempt");
  });
});

describe("prContext", () => {
  it("keeps the config's own error over the quarantine's problems, and lists several problems a line each", () => {
    const entry = (test: string) => ({ test, owner: "@octo", expires: "2027-12-31", reason: "flaky" });
    const yaml = { quarantine: [entry("a"), entry("a"), entry("b")] };
    const own = prContext(ctx(yaml, "loop.max-attempts: 0 is not allowed"));
    expect(own.configError).toBe("loop.max-attempts: 0 is not allowed");
    const problems = prContext(ctx(yaml)).configError ?? "";
    const lines = problems.split("\n");
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const l of lines) expect(l).toMatch(/^\.github\/flakeharden\.yml: /);
  });
});

describe("onAttempt", () => {
  it("a halted agent without a recorded halt reads as halted (manual) in its status", () => {
    const t = onAttempt({
      ctx: ctx(),
      state: state({ status: "halted", halt: null }),
      history: [],
      run: run(),
      report: TYPE_ERROR,
      refused: null,
    });
    const status = t.effects.find((e) => e.kind === "status");
    expect(status).toMatchObject({
      state: "failure",
      description: "halted (manual): reply /continue to resume",
    });
  });

  it("an invalid config: a failing flakeharden/config status that says where to look", () => {
    const t = onAttempt({
      ctx: ctx({}, "loop: bad"),
      state: state(),
      history: [],
      run: run(),
      report: TYPE_ERROR,
      refused: null,
    });
    expect(t.effects.find((e) => e.kind === "status" && e.context === "flakeharden/config")).toMatchObject({
      state: "failure",
      description: ".github/flakeharden.yml is invalid: see the flakeharden comment",
    });
  });

  it("no mention for a failed run whose report names no failure (nothing to prompt about)", () => {
    const t = onAttempt({
      ctx: ctx({ agent: { mention: "@copilot" } }),
      state: state(),
      history: [],
      run: run("failure"),
      report: { ...TYPE_ERROR, outcome: "unknown", buckets: [] },
      refused: null,
    });
    expect(t.attempt.outcome).toBe("failed");
    expect(t.effects.map((e) => e.kind)).not.toContain("mention");
  });
});

describe("onCommand", () => {
  const history = [
    onAttempt({ ctx: ctx(), state: state(), history: [], run: run(), report: TYPE_ERROR, refused: null })
      .attempt,
  ];
  const command = (name: CommandName, text = "") => ({ name, text });
  const on = (name: CommandName, c: PrContext = ctx(), text = "") =>
    onCommand({
      ctx: c,
      state: state(),
      history,
      report: TYPE_ERROR,
      command: command(name, text),
      user: "octocat",
    });

  it("every applied command is not refused", () => {
    for (const name of ["continue", "halt", "status", "retry", "help"] as const)
      expect(on(name).refused, name).toBe(false);
  });

  it("/continue mentions nobody without agent.mention", () => {
    expect(on("continue").effects.map((e) => e.kind)).not.toContain("mention");
    expect(on("continue", ctx({ agent: { mention: "@copilot" } })).effects.map((e) => e.kind)).toContain(
      "mention",
    );
  });

  it("/halt records a manual halt with no evidence and no suggestions", () => {
    expect(on("halt", ctx(), "wrong approach").state.halt).toEqual({
      reason: "manual",
      summary: "halted by octocat: wrong approach",
      evidence: { attempts: [], repeated: [], complexity: [] },
      suggestions: [],
    });
  });
});

describe("the sticky comment", () => {
  it("names the head commit and the config's attempt limit", () => {
    const r = run();
    const t = onAttempt({
      ctx: ctx({ loop: { "max-attempts": 7 } }),
      state: state(),
      history: [],
      run: r,
      report: TYPE_ERROR,
      refused: null,
    });
    const sticky = t.effects.find((e) => e.kind === "sticky");
    const body = sticky?.kind === "sticky" ? sticky.body : "";
    expect(body).toMatch(new RegExp(`head \\[\`${r.sha.slice(0, 7)}\`\\]`));
    expect(body).toContain("attempt 1 of 7");
  });

  it("a command refreshes it as the attempt left it: the same decision over the same history", () => {
    const c = ctx();
    let s = state();
    const history: LoopAttempt[] = [];
    let last = "";
    for (let i = 0; i < 3; i++) {
      const t = onAttempt({ ctx: c, state: s, history, run: run(), report: TYPE_ERROR, refused: null });
      history.push(t.attempt);
      s = t.state;
      const sticky = t.effects.find((e) => e.kind === "sticky");
      last = sticky?.kind === "sticky" ? sticky.body : "";
    }
    const refreshed = onCommand({
      ctx: c,
      state: s,
      history,
      report: TYPE_ERROR,
      command: { name: "status", text: "" },
      user: "octocat",
    }).effects.find((e) => e.kind === "sticky");
    expect(refreshed?.kind === "sticky" ? refreshed.body : "").toBe(last);
  });
});
