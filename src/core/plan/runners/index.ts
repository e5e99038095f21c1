// The runners a retry can target: one file each, one line here. Their labels are the list `retry-scope`'s
// documentation gives (action.yml, `--help`, the README: a test holds them equal to this registry).
import { cargo } from "./cargo.js";
import { go } from "./go.js";
import { jest } from "./jest.js";
import { mocha } from "./mocha.js";
import { nextest } from "./nextest.js";
import { nodeTest } from "./nodetest.js";
import { pytest } from "./pytest.js";
import type { Runner } from "./types.js";
import { vitest } from "./vitest.js";

export const RUNNERS: readonly Runner[] = [vitest, jest, mocha, nodeTest, pytest, go, cargo, nextest];

/** The runners as the docs list them: "vitest, jest, mocha, node --test, …". */
export const RUNNER_LABELS: readonly string[] = RUNNERS.map((r) => r.label);

export type { Runner, Target } from "./types.js";
