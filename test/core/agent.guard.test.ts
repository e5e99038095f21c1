// The guard in the PR's state machine: an agent's push that weakens the tests (real pushes from
// test/fixtures/guard), a person's push with the same change, `/accept`, runs with no CI signal, the budget ledger,
// the best commit on halt and the steer at the first repetition. Pure transitions: state in, state and effects out.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type Effect,
  type PrContext,
  guardOf,
  isAgentPush,
  mentionsAgent,
  obeys,
  onAttempt,
  onCommand,
  onNoSignal,
  onPush,
  onTrigger,
  repeatedOnce,
} from "../../src/core/agent/index.js";
import { bestCommit, findWeakening, noRunYet, noSignal } from "../../src/core/guard/index.js";
import { renderComment } from "../../src/core/render/comment.js";
import {
  Config,
  INITIAL_PR_STATE,
  type LoopAttempt,
  type PrState,
  type Report,
} from "../../src/core/schema.js";
import { CompareFile } from "../../src/core/guard/index.js";
import { analyzeCase, loadCases } from "../corpus/evaluate.js";

const CASES = loadCases();
const TYPE_ERROR: Report = analyzeCase(CASES.find((c) => c.id === "ts-tsc-ts2322")!);

const NOW = "2026-11-21T12:00:00.000Z";
const at = (minutes: number) => new Date(Date.parse(NOW) + minutes * 60_000).toISOString();
function ctx(yaml: Record<string, unknown> = {}, now = NOW): PrContext {
  return {
    repository: "octo-org/octo-repo",
    serverUrl: "https://github.com",
    pr: 5,
    config: Config.parse({ agent: { mention: "@copilot" }, ...yaml }),
    configError: null,
    now,
  };
}
const state = (over: Partial<PrState> = {}): PrState => ({ ...structuredClone(INITIAL_PR_STATE), ...over });
/** Distinct short SHAs: `01ccccc`, `02ccccc`, … */
const sha = (n: number) => n.toString(16).padStart(2, "0") + "c".repeat(38);
let runIds = 0;
const run = (n: number, conclusion = "failure", minutes: number | null = null) => ({
  runId: ++runIds,
  runAttempt: 1,
  sha: sha(n),
  conclusion,
  url: `https://github.com/octo-org/octo-repo/actions/runs/${runIds}`,
  minutes,
});
const kinds = (effects: readonly Effect[]) =>
  effects.map((e) =>
    e.kind === "label" ? `label ${e.op}` : e.kind === "status" ? `status ${e.state}` : e.kind,
  );
const body = (effects: readonly Effect[], kind: "sticky" | "mention") => {
  const e = effects.find((x) => x.kind === kind);
  return e && "body" in e ? e.body : "";
};
const status = (effects: readonly Effect[]) => effects.find((e) => e.kind === "status");

const fixture = (id: string): CompareFile[] =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "guard", `${id}.json`), "utf8")) as {
      compare: { files: unknown[] };
    }
  ).compare.files.map((f) => CompareFile.parse(f));

describe("onPush: the agent's push that weakens the tests", () => {
  // open-ace's agent, "auto: ci repair (attempt 3)": a subprocess timeout turned into `pytest.skip`.
  const guard = findWeakening(fixture("py-skip-agent"));

  it("blocks: the findings with file:line in the comment, a failing status, the agent asked to restore the tests", () => {
    const t = onPush({
      ctx: ctx(),
      state: state(),
      history: [],
      push: { sha: sha(1), author: "Copilot", byAgent: true },
      guard,
    });
    expect(kinds(t.effects)).toEqual(["sticky", "status failure", "mention"]);
    const sticky = body(t.effects, "sticky");
    expect(sticky).toContain("Tests weakened by the agent's push");
    expect(sticky).toContain("tests/unit/test_multi_user_config_2235.py:166");
    expect(sticky).toContain("`/accept <reason>`");
    expect(status(t.effects)).toMatchObject({ sha: sha(1), state: "failure" });
    const mention = body(t.effects, "mention");
    expect(mention).toMatch(/^@copilot your push `01ccccc` weakened the tests/);
    expect(mention).toContain("# Restore the tests, then fix the code");
    expect(mention).toContain('pytest.skip("Docker compose command timed out")');
    expect(guardOf(t.state).ledger).toMatchObject({ pushes: 1, triggers: 1 });
  });

  it("a passing run of that commit keeps the status failing and does not prompt", () => {
    const pushed = onPush({
      ctx: ctx(),
      state: state(),
      history: [],
      push: { sha: sha(1), author: "Copilot", byAgent: true },
      guard,
    });
    const passed: Report = { ...TYPE_ERROR, outcome: "passed", buckets: [], primary: null };
    const t = onAttempt({
      ctx: ctx(),
      state: pushed.state,
      history: [],
      run: run(1, "success"),
      report: passed,
      refused: null,
    });
    expect(status(t.effects)).toMatchObject({ state: "failure" });
    expect(t.effects.some((e) => e.kind === "mention")).toBe(false);
    // The headline agrees with the status: held, not passed.
    const sticky = body(t.effects, "sticky");
    expect(sticky).toContain("🛡️ **Held: the agent's push weakened the tests** · latest CI: passed");
    expect(sticky).not.toContain("✅ **Passed**");
    expect(sticky).toContain(
      "it ran on tests the agent's push weakened (above): it does not count as a pass",
    );
  });

  it("/accept by a person lifts it: the status no longer fails, the comment says who accepted it and why", () => {
    const pushed = onPush({
      ctx: ctx(),
      state: state(),
      history: [],
      push: { sha: sha(1), author: "Copilot", byAgent: true },
      guard,
    });
    const t = onCommand({
      ctx: ctx(),
      state: pushed.state,
      history: [],
      report: null,
      command: { name: "accept", text: "the docker test cannot run on CI" },
      user: "maintainer",
    });
    expect(t.refused).toBe(false);
    expect(status(t.effects)).toMatchObject({ sha: sha(1), state: "success" });
    // The login is escaped (a zero-width space after `@`): the comment never pings.
    expect(body(t.effects, "sticky")).toMatch(
      /accepted by @\u200bmaintainer: the docker test cannot run on CI/,
    );
    const again = onCommand({
      ctx: ctx(),
      state: t.state,
      history: [],
      report: null,
      command: { name: "accept", text: "" },
      user: "maintainer",
    });
    expect(again.refused).toBe(true);
  });

  it("a person's push with the same change is reported, not blocked: no failing status, no mention", () => {
    const t = onPush({
      ctx: ctx(),
      state: state(),
      history: [],
      push: { sha: sha(1), author: "maintainer", byAgent: false },
      guard,
    });
    expect(kinds(t.effects)).toEqual(["sticky"]);
    expect(body(t.effects, "sticky")).toContain("reported: a person's push is never blocked");
    expect(guardOf(t.state).ledger.pushes).toBe(0);
  });

  it("control: the agent's reformatting of every assertion says nothing and leaves a pending status", () => {
    const clean = findWeakening(fixture("py-reformat-agent"));
    const t = onPush({
      ctx: ctx(),
      state: state(),
      history: [],
      push: { sha: sha(2), author: "Copilot", byAgent: true },
      guard: clean,
    });
    expect(kinds(t.effects)).toEqual(["status pending"]);
  });

  it("guard.weakening report: an agent's push is reported only", () => {
    const t = onPush({
      ctx: ctx({ guard: { weakening: "report" } }),
      state: state(),
      history: [],
      push: { sha: sha(1), author: "Copilot", byAgent: true },
      guard,
    });
    expect(kinds(t.effects)).toEqual(["sticky", "status pending"]);
  });
});

describe("whose push, whose comment", () => {
  const config = Config.parse({
    agent: { mention: "@copilot" },
    guard: { "agent-logins": ["devin-ai-integration[bot]"] },
  });
  it("the agent: its mention's login, a configured login, or the bot that opened the PR", () => {
    const human = { login: "octocat", bot: false };
    expect(isAgentPush({ config, prAuthor: human, commitAuthors: ["Copilot"] })).toBe(true);
    expect(isAgentPush({ config, prAuthor: human, commitAuthors: ["devin-ai-integration[bot]"] })).toBe(true);
    expect(
      isAgentPush({
        config: Config.parse({}),
        prAuthor: { login: "claude[bot]", bot: true },
        commitAuthors: ["claude"],
      }),
    ).toBe(true);
    expect(isAgentPush({ config, prAuthor: human, commitAuthors: ["octocat", null] })).toBe(false);
  });
  it("another bot's comment is never obeyed; a mention is a whole @login", () => {
    expect(obeys({ ctx: ctx(), user: "other-bot[bot]", appLogin: "flakeharden[bot]" })).toBe(false);
    expect(obeys({ ctx: ctx(), user: "maintainer", appLogin: "flakeharden[bot]" })).toBe(true);
    expect(mentionsAgent("please @Copilot fix it", ctx().config)).toBe(true);
    expect(mentionsAgent("@copilot-helper look", ctx().config)).toBe(false);
  });
});

describe("no signal, no attempt", () => {
  it("a run awaiting approval: the commit and why in the comment, pending, the agent told to wait once", () => {
    const why = noSignal("action_required");
    expect(why).toContain("approve");
    const t = onNoSignal({ ctx: ctx(), state: state(), history: [], sha: sha(3), why: why!, url: null });
    expect(kinds(t.effects)).toEqual(["sticky", "status pending", "mention"]);
    expect(body(t.effects, "sticky")).toContain("No CI result for [`03ccccc`]");
    expect(body(t.effects, "sticky")).toContain("It is not counted as an attempt");
    expect(body(t.effects, "mention")).toMatch(
      /^@copilot commit `03ccccc` has no CI result yet: please wait/,
    );
    expect(body(t.effects, "mention")).toContain("Do not push again");
    const again = onNoSignal({ ctx: ctx(), state: t.state, history: [], sha: sha(3), why: why!, url: null });
    expect(kinds(again.effects)).toEqual(["sticky", "status pending"]);
    // Its result arrives: no longer waiting.
    const done = onAttempt({
      ctx: ctx(),
      state: again.state,
      history: [],
      run: run(3),
      report: TYPE_ERROR,
      refused: null,
    });
    expect(guardOf(done.state).waiting).toBeNull();
  });

  it("cancelled, stale and skipped runs give no signal; success and failure do", () => {
    for (const c of ["cancelled", "stale", "skipped"]) expect(noSignal(c), c).not.toBeNull();
    for (const c of ["success", "failure", "timed_out"]) expect(noSignal(c), c).toBeNull();
  });

  it("no run for the head within guard.no-run-minutes", () => {
    const config = ctx().config;
    expect(noRunYet({ pushedAt: NOW, now: at(29), runs: 0 }, config)).toBeNull();
    expect(noRunYet({ pushedAt: NOW, now: at(31), runs: 0 }, config)).toBe(
      "no workflow run started within 30 minutes of the push (guard.no-run-minutes)",
    );
    expect(noRunYet({ pushedAt: NOW, now: at(31), runs: 1 }, config)).toBeNull();
  });
});

describe("the budget", () => {
  it("a dozen agent pushes in two minutes: paused at the 6th (the default rate), the label, the ledger stated", () => {
    let s = state();
    const halts: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const t = onPush({
        ctx: ctx({}, at(i / 6)),
        state: s,
        history: [],
        push: { sha: sha(i), author: "Copilot", byAgent: true },
        guard: { findings: [], more: 0, unread: [] },
      });
      if (t.effects.some((e) => e.kind === "label")) halts.push(i);
      s = t.state;
    }
    expect(halts).toEqual([6]);
    expect(s.halt?.reason).toBe("spend");
    expect(s.halt?.summary).toContain("6 agent events in the last 10 minutes");
    const comment = renderComment({
      repository: "octo-org/octo-repo",
      serverUrl: "https://github.com",
      pr: 5,
      sha: null,
      report: null,
      history: [],
      windowStart: 0,
      decision: null,
      state: s,
      prompt: null,
      configError: null,
      complexityFormula: "",
      runUrl: null,
      maxAttempts: 10,
      ledger: "agent pushes 12 of 30",
    });
    expect(comment).toContain("## ⛔ Halted: budget spent");
    expect(comment).toContain("**Ledger** (since the last `/continue`): agent pushes 12 of 30");
  });

  it("a person's pushes cost nothing; /continue starts the ledger again", () => {
    let s = state();
    for (let i = 1; i <= 12; i++)
      s = onPush({
        ctx: ctx({}, at(i / 6)),
        state: s,
        history: [],
        push: { sha: sha(i), author: "octocat", byAgent: false },
        guard: null,
      }).state;
    expect(s.status).toBe("active");
    const halted = onTrigger({
      ctx: ctx({ budget: { "agent-triggers": 1 } }),
      state: onTrigger({ ctx: ctx(), state: s, history: [], head: null }).state,
      history: [],
      head: sha(1),
    });
    expect(halted.state.status).toBe("halted");
    expect(kinds(halted.effects)).toEqual(["sticky", "label add", "status failure"]);
    const resumed = onCommand({
      ctx: ctx(),
      state: halted.state,
      history: [],
      report: null,
      command: { name: "continue", text: "" },
      user: "maintainer",
    });
    expect(guardOf(resumed.state).ledger).toMatchObject({ pushes: 0, triggers: 0, events: [] });
  });

  it("another bot's comments that trigger the agent count: a chain is paused at budget.agent-triggers", () => {
    let s = state();
    let halted = 0;
    for (let i = 1; i <= 4; i++) {
      // An hour apart: the rate stays low; the count is what stops it.
      const t = onTrigger({
        ctx: ctx({ budget: { "agent-triggers": 3 } }, at(i * 60)),
        state: s,
        history: [],
        head: sha(1),
      });
      if (t.state.status === "halted" && s.status === "active") halted = i;
      s = t.state;
    }
    expect(halted).toBe(4);
    expect(s.halt?.summary).toContain("4 comments triggered the agent (budget.agent-triggers 3)");
  });

  it("CI minutes from the runs' timings, each run once", () => {
    const c = ctx({ budget: { "ci-minutes": 50 } });
    const first = onAttempt({
      ctx: c,
      state: state(),
      history: [],
      run: run(1, "failure", 30),
      report: TYPE_ERROR,
      refused: null,
    });
    expect(guardOf(first.state).ledger.ciMinutes).toBe(30);
    const second = onAttempt({
      ctx: c,
      state: first.state,
      history: [first.attempt],
      run: run(2, "failure", 25),
      report: TYPE_ERROR,
      refused: null,
    });
    expect(second.state.halt?.reason).toBe("spend");
    expect(second.state.halt?.summary).toContain("the PR's runs took 55 CI minutes (budget.ci-minutes 50)");
    expect(kinds(second.effects)).toContain("label add");
  });
});

const attempt = (
  n: number,
  fingerprints: string[],
  outcome: LoopAttempt["outcome"] = "failed",
): LoopAttempt => ({
  runId: n,
  runAttempt: 1,
  sha: sha(n),
  outcome,
  fingerprints,
  failing: fingerprints.length,
  categories: ["assertion"],
  files: 1,
  complexity: fingerprints.length * 3,
});
const fp = (c: string) => c.repeat(16);

describe("the best commit on halt", () => {
  it("the commit with the fewest failures, and what each later commit fixed and broke", () => {
    const history = [
      attempt(1, [fp("a"), fp("b"), fp("c")]),
      attempt(2, [fp("a")]),
      attempt(3, [fp("a"), fp("d")]),
      attempt(4, [fp("d"), fp("e"), fp("f")]),
    ];
    expect(bestCommit(history)).toEqual({
      sha: sha(2),
      failing: 1,
      later: [
        { sha: sha(3), failing: 2, fixed: 0, broke: 1 },
        { sha: sha(4), failing: 3, fixed: 1, broke: 2 },
      ],
    });
    expect(bestCommit(history.slice(0, 2))).toBeNull(); // the latest is the best: nothing to go back to
  });

  it("a halt names it in the comment, with the table and how to return to it", () => {
    const history = [attempt(1, [])];
    history[0] = { ...history[0]!, outcome: "passed" };
    let s = state();
    let h = [...history];
    let last: ReturnType<typeof onAttempt> | null = null;
    for (let i = 2; i <= 4; i++) {
      last = onAttempt({
        ctx: ctx(),
        state: s,
        history: h,
        run: run(i + 10),
        report: TYPE_ERROR,
        refused: null,
      });
      h = [...h, last.attempt];
      s = last.state;
    }
    expect(s.halt?.reason).toBe("repetition");
    expect(s.halt?.best?.sha).toBe(sha(1));
    const sticky = body(last!.effects, "sticky");
    expect(sticky).toContain("**Best commit so far**: [`01ccccc`]");
    expect(sticky).toContain("with 0 failures");
    expect(sticky).toContain("| commit | failing | fixed | broke |");
    expect(sticky).toContain("git revert --no-edit 01ccccc..HEAD");
  });
});

describe("the steer at the first repetition", () => {
  it("the second attempt with the same failures is steered: what was tried twice and the exact failing assertion", () => {
    const first = onAttempt({
      ctx: ctx(),
      state: state(),
      history: [],
      run: run(21),
      report: TYPE_ERROR,
      refused: null,
    });
    expect(body(first.effects, "mention")).not.toContain("Change approach");
    const second = onAttempt({
      ctx: ctx(),
      state: first.state,
      history: [first.attempt],
      run: run(22),
      report: TYPE_ERROR,
      refused: null,
    });
    const mention = body(second.effects, "mention");
    expect(mention).toContain("# Change approach: the same failures came back");
    expect(mention).toContain("The attempts at commits `15ccccc` and `16ccccc`");
    expect(mention).toContain("The exact failing assertion:");
    expect(mention).toContain("Type 'string' is not assignable to type 'number'.");
    expect(second.decision.decision).toBe("continue");
    expect(guardOf(second.state).steered).not.toBeNull();
    expect(repeatedOnce([first.attempt, second.attempt], 2)).toBeNull(); // a new window starts afresh
  });
});
