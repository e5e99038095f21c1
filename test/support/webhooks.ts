// GitHub's own example payloads (@octokit/webhooks-examples), for the app's and the PR action's tests.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export type Payload = Record<string, unknown> & { workflow_run?: Record<string, unknown> };

const EXAMPLES = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve("@octokit/webhooks-examples"), "utf8"),
) as { name: string; examples: Payload[] }[];

/** A copy of GitHub's first example of `name`.`action` that `pick` accepts. */
export function example(name: string, action: string, pick: (p: Payload) => boolean = () => true): Payload {
  const event = EXAMPLES.find((e) => e.name === name);
  const found = event?.examples.find((x) => x.action === action && pick(x));
  if (found === undefined) throw new Error(`no ${name}.${action} example`);
  return structuredClone(found);
}

/** GitHub's example of a push to a PR (`pull_request.synchronize`): PR `pr` moved from `before` to `head` by `author`. */
export function synchronizePayload(o: {
  pr: number;
  before: string;
  head: string;
  author: { login: string; type: "User" | "Bot" };
}): Payload {
  const p = example("pull_request", "synchronize");
  const pull = p.pull_request as Record<string, unknown> & {
    head: { sha: string };
    user: { login: string; type: string };
  };
  p.number = o.pr;
  pull.number = o.pr;
  pull.head.sha = o.head;
  pull.user.login = o.author.login;
  pull.user.type = o.author.type;
  p.before = o.before;
  p.after = o.head;
  return p;
}
