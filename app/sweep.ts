// The no-run sweep: an agent's push with no workflow run at all within `guard.no-run-minutes` is no attempt, and the
// agent must hear it rather than push again blindly (core/guard/signal.ts `noRunYet`, core/agent `onNoSignal`).
// Every `intervalMs` the sweep takes the heads due (app/store/heads.ts: state in the store, so it survives a restart
// and any replica may take them), and for each, under the PR's lock (one replica at a time), reads the head again
// and asks GitHub whether the PR still has it and whether any run of it exists (a delivery may have been missed).
// Only then is the core asked, and its effects carried out. A head is taken once: it is marked swept under the lock,
// so a second replica, or the next sweep, finds nothing to say. The clock and the timer are injectable.
import type { Logger } from "pino";
import { configReader, loadRepoConfig } from "./config.js";
import { type Env, type PrTarget, carryOut, contextOf, saved } from "./context.js";
import { type Octokit, hasWorkflowRun, pullRequestNow } from "./github.js";
import type { HeadRow } from "./store/heads.js";
import { guardOf, onNoSignal } from "../src/core/agent/index.js";
import { noRunYet } from "../src/core/guard/index.js";

/** setInterval and clearInterval, or a test's own. */
export interface Timer {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const SYSTEM_TIMER: Timer = {
  setInterval: (fn, ms) => {
    const h = setInterval(fn, ms);
    h.unref();
    return h;
  },
  clearInterval: (h) => clearInterval(h as NodeJS.Timeout),
};

export interface SweepOptions {
  /** How often the sweep runs (ms); 0: never on its own (`sweepOnce` still works). */
  intervalMs: number;
  timer: Timer;
}

export const DEFAULT_SWEEP: SweepOptions = { intervalMs: 60_000, timer: SYSTEM_TIMER };

/** What one head came to. */
export type SweepOutcome = "told" | "run-seen" | "moved-on" | "not-due" | "already" | "failed";

export interface SweepDeps {
  env: Env;
  /** An installation's Octokit (the app's JWT exchanged for its token). */
  auth: (installationId: number) => Promise<Octokit>;
  log: Logger;
}

/** Sweeps now: each head due, with what came of it (a failure is logged and tried again at the next sweep). */
export async function sweepOnce(deps: SweepDeps): Promise<{ head: HeadRow; outcome: SweepOutcome }[]> {
  const out: { head: HeadRow; outcome: SweepOutcome }[] = [];
  for (const head of await deps.env.store.heads.due(deps.env.now().getTime())) {
    let outcome: SweepOutcome;
    try {
      outcome = await sweepHead(deps, head);
    } catch (err) {
      deps.log.warn({ err, pr: head.pr }, `the no-run sweep of ${head.owner}/${head.name}#${head.pr} failed`);
      outcome = "failed";
    }
    out.push({ head, outcome });
  }
  return out;
}

async function sweepHead(deps: SweepDeps, due: HeadRow): Promise<SweepOutcome> {
  const { env } = deps;
  const { heads } = env.store;
  if (due.installationId === null) {
    await heads.swept(due.repository, due.pr, due.sha, env.now().getTime());
    return "moved-on";
  }
  const octokit = await deps.auth(due.installationId);
  const r = { owner: due.owner, repo: due.name };
  return env.store.withPr({ repository: due.repository, pr: due.pr }, async (session) => {
    // Read again under the lock: another replica (or a push, or a run) may have changed it since `due`.
    const head = await heads.get(due.repository, due.pr);
    if (head === null || head.sha !== due.sha || head.runSeen || head.sweptAt !== null) return "already";
    const done = async (o: SweepOutcome) => {
      await heads.swept(head.repository, head.pr, head.sha, env.now().getTime());
      return o;
    };
    const pull = await pullRequestNow(octokit, r, head.pr);
    if (pull === null || !pull.open || pull.head !== head.sha) return done("moved-on");
    if (await hasWorkflowRun(octokit, r, head.sha)) {
      await heads.runSeen(head.repository, head.sha);
      return "run-seen";
    }
    const cfg = await loadRepoConfig(configReader(octokit, r));
    const now = env.now();
    const why = noRunYet(
      { pushedAt: new Date(head.pushedAt).toISOString(), now: now.toISOString(), runs: 0 },
      cfg.config,
    );
    if (why === null) {
      // The config changed since the push: due later, or never.
      const minutes = cfg.config.guard["no-run-minutes"];
      await heads.reschedule(
        head.repository,
        head.pr,
        head.sha,
        minutes === 0 ? null : head.pushedAt + minutes * 60_000,
      );
      return "not-due";
    }
    const state = await session.state();
    if (guardOf(state).waiting?.sha === head.sha) return done("already");
    const t: PrTarget = {
      octokit,
      r,
      repository: `${head.owner}/${head.name}`,
      key: head.repository,
      installationId: head.installationId,
      pr: head.pr,
      cfg,
    };
    const next = onNoSignal({
      ctx: contextOf(t, env),
      state,
      history: await session.attempts(),
      sha: head.sha,
      why,
      url: null,
      run: null,
    });
    await session.saveState(saved(next.state, await carryOut(t, env, next.effects)));
    return done("told");
  });
}

/** The sweep every `intervalMs`, one pass at a time; `stop` waits for a pass under way. */
export class Sweeper {
  readonly #deps: SweepDeps;
  readonly #options: SweepOptions;
  #handle: unknown = null;
  #running: Promise<unknown> | null = null;

  constructor(deps: SweepDeps, options: SweepOptions) {
    this.#deps = deps;
    this.#options = options;
  }

  start(): void {
    if (this.#options.intervalMs <= 0 || this.#handle !== null) return;
    this.#handle = this.#options.timer.setInterval(() => void this.runOnce(), this.#options.intervalMs);
  }

  /** One pass now (or the one under way). */
  runOnce(): Promise<{ head: HeadRow; outcome: SweepOutcome }[]> {
    if (this.#running !== null) return this.#running as Promise<{ head: HeadRow; outcome: SweepOutcome }[]>;
    const pass = sweepOnce(this.#deps)
      .catch((err: unknown) => {
        this.#deps.log.warn({ err }, "the no-run sweep failed");
        return [];
      })
      .finally(() => {
        this.#running = null;
      });
    this.#running = pass;
    return pass;
  }

  async stop(): Promise<void> {
    if (this.#handle !== null) this.#options.timer.clearInterval(this.#handle);
    this.#handle = null;
    await this.#running;
  }
}
