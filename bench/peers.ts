// The peers the benchmarks compare flakeharden with are not in this repository: they run from a folder the
// user points at with FLAKEHARDEN_BENCH_PEERS (set it up with `bash scripts/bench/peers.sh DIR`). Layout:
//   DIR/retry/                 a checkout of nick-fields/retry (dist/index.js)             bench/run-overhead.ts
//   DIR/test-reporter/         a checkout of dorny/test-reporter, `npm ci` run             bench/junit.ts
//   DIR/action-junit-report/   a checkout of mikepenz/action-junit-report, `npm ci` run    bench/junit.ts
//   DIR/secretlint/            `npm install @secretlint/core @secretlint/secretlint-rule-preset-recommend`
//                                                                                           bench/redact.ts
// Without the variable (or without a peer's folder), a benchmark prints a note naming it and leaves the peer's
// columns out.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

export const PEERS_VARIABLE = "FLAKEHARDEN_BENCH_PEERS";

export type Peer = "retry" | "test-reporter" | "action-junit-report" | "secretlint";

/** The peer's folder, or null after a note on stderr saying what is missing and how to provide it. */
export function peerDir(peer: Peer, needs: string): string | null {
  const root = process.env[PEERS_VARIABLE];
  if (!root) {
    process.stderr.write(
      `note: ${PEERS_VARIABLE} is not set: ${peer} is left out of this benchmark (set it to a folder made by \`bash scripts/bench/peers.sh DIR\`).\n`,
    );
    return null;
  }
  const dir = join(resolve(root), peer);
  if (!existsSync(join(dir, needs))) {
    process.stderr.write(
      `note: ${dir}/${needs} not found (${PEERS_VARIABLE}=${root}): ${peer} is left out of this benchmark (\`bash scripts/bench/peers.sh ${root}\` sets it up).\n`,
    );
    return null;
  }
  return dir;
}
