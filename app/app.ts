// The Probot application: `workflow_run.completed` records an attempt, decides, and updates the PR's
// one sticky comment; `issue_comment.created` takes commands from people with write access.
// Every handler is idempotent (keyed by run id and run attempt) and holds the PR's lock while it
// reads and writes its state, so two runs finishing together for one PR are taken one after the other.
import type { ApplicationFunction, Probot } from "probot";
import { type Writer, directWriter } from "./effects.js";
import type { Store } from "./store/index.js";
import { type Env } from "./context.js";
import { onWorkflowRun } from "./on-run.js";
import { onComment } from "./on-comment.js";
import { onAnyRun, onPullRequestPush } from "./guard-io.js";

export interface AppOptions {
  store: Store;
  /** What the handlers write with (the inbox's outbox writer); every effect carried out at once by default. */
  writer?: Writer;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
  /** `https://github.com` unless on GitHub Enterprise Server. */
  serverUrl?: string;
}

export function flakeharden(options: AppOptions): ApplicationFunction {
  const now = options.now ?? (() => new Date());
  const serverUrl = options.serverUrl ?? "https://github.com";

  return (app: Probot) => {
    // The app's own login (`slug[bot]`), asked once: its comments are found by it and never obeyed.
    let login: Promise<string> | null = null;
    const appLogin = (): Promise<string> => {
      login ??= (async () => {
        const octokit = await app.auth();
        const { data } = await octokit.rest.apps.getAuthenticated();
        if (data === null || typeof data.slug !== "string") throw new Error("GET /app returned no slug");
        return `${data.slug}[bot]`;
      })().catch((err: unknown) => {
        login = null;
        throw err;
      });
      return login;
    };
    const writer = options.writer ?? directWriter(appLogin);
    const env: Env = { store: options.store, now, serverUrl, appLogin, writer };
    // Any run of a commit, whatever its action: the no-run sweep (app/sweep.ts) leaves its PR alone.
    app.on("workflow_run", (context) => onAnyRun(context, env));
    app.on("workflow_run.completed", (context) => onWorkflowRun(context, env));
    app.on("issue_comment.created", (context) => onComment(context, env));
    // A push to a PR: what it did to the tests (core/guard), judged per push (guard-io.ts).
    app.on(["pull_request.opened", "pull_request.synchronize", "pull_request.reopened"], (context) =>
      onPullRequestPush(context, env),
    );
  };
}
