// Cost of redaction on a 50 MB log: flakeharden's redactor (providers' documented token formats + its own
// patterns) against secretlint's recommended preset, on the same text, plus a floor (one regex over the text).
//
//   FLAKEHARDEN_BENCH_PEERS=DIR npx tsx bench/redact.ts
//
// secretlint comes from DIR/secretlint (`npm install @secretlint/core @secretlint/secretlint-rule-preset-recommend`
// there; `bash scripts/bench/peers.sh DIR` does it, bench/peers.ts); without it, only ours and the floor run.
//
// The log: every recorded log of test/fixtures/logs repeated to 50 MB, with one line of secrets of every
// kind the redactor must catch every 1,000 lines. Each redactor gets the log in 64 KiB blocks cut at line
// ends (as a streaming caller would). Both must find the same planted secrets to be compared.
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { createRedactor } from "../src/core/redact/index.js";
import { peerDir } from "./peers.js";

const LOGS = join(import.meta.dirname, "../test/fixtures/logs");
const TARGET = 50 * 1024 * 1024;

/** Made-up secrets of every kind (right prefix and alphabet, random body). */
function secrets(): Record<string, string> {
  const pick = (alphabet: string, n: number) =>
    Array.from({ length: n }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join("");
  const an = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return {
    ghp: `ghp_${pick(an, 36)}`,
    pat: `github_pat_${pick(an, 22)}_${pick(an, 59)}`,
    akia: `AKIA${pick("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)}`,
    npm: `npm_${pick(an, 36)}`,
    slack: `xoxb-${pick("0123456789", 12)}-${pick("0123456789", 13)}-${pick(an, 24)}`,
    google: `AIza${pick(an, 35)}`,
    stripe: `sk_live_${pick(an, 24)}`,
    gitlab: `glpat-${pick(an, 20)}`,
    jwt: `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIke${pick(an, 20)}.${pick(an, 43)}`,
    azure: `${pick(an, 86)}==`,
    pg: pick(an, 16),
  };
}

function secretLine(s: Record<string, string>): string {
  return [
    `token ${s.ghp} ${s.pat} key ${s.akia}`,
    `//registry.npmjs.org/:_authToken=${s.npm} slack ${s.slack} google ${s.google}`,
    `stripe ${s.stripe} gitlab ${s.gitlab} Authorization: Bearer ${s.jwt}`,
    `DefaultEndpointsProtocol=https;AccountName=x;AccountKey=${s.azure};EndpointSuffix=core.windows.net PGPASSWORD=${s.pg} psql`,
  ].join("\n");
}

/** The log as 64 KiB blocks cut at line ends, each with the secrets planted in it. */
function buildLog(): { parts: string[]; planted: string[][] } {
  const lines: string[] = [];
  for (const id of readdirSync(LOGS)) {
    try {
      lines.push(...readFileSync(join(LOGS, id, "log.txt"), "utf8").split("\n"));
    } catch {
      // a case without log.txt
    }
  }
  const parts: string[] = [];
  const planted: string[][] = [];
  let block: string[] = [];
  let inBlock: string[] = [];
  let blockSize = 0;
  let size = 0;
  const push = (line: string) => {
    block.push(line);
    blockSize += line.length + 1;
    size += line.length + 1;
    if (blockSize >= 64 * 1024) {
      parts.push(`${block.join("\n")}\n`);
      planted.push(inBlock);
      block = [];
      inBlock = [];
      blockSize = 0;
    }
  };
  for (let i = 0; size < TARGET; i++) {
    push(lines[i % lines.length] as string);
    if (i % 1000 === 999) {
      const s = secrets();
      inBlock.push(...Object.values(s));
      for (const l of secretLine(s).split("\n")) push(l);
    }
  }
  if (block.length > 0) {
    parts.push(`${block.join("\n")}\n`);
    planted.push(inBlock);
  }
  return { parts, planted };
}

async function time(name: string, parts: string[], redact: (t: string) => string | Promise<string>) {
  const t0 = performance.now();
  const out: string[] = [];
  for (const p of parts) out.push(await redact(p));
  const ms = performance.now() - t0;
  process.stderr.write(`${name}: ${(ms / 1000).toFixed(2)} s\n`);
  return { name, ms, out };
}

const { parts, planted } = buildLog();
const mb = parts.reduce((n, p) => n + Buffer.byteLength(p), 0) / 1024 / 1024;
const plantedCount = planted.reduce((n, p) => n + p.length, 0);
process.stdout.write(
  `log: ${mb.toFixed(1)} MB, ${parts.length} blocks, ${plantedCount} planted secrets; Node ${process.version}\n`,
);

const floor = await time("floor: one regex (/ghp_[A-Za-z0-9]{36}/g) over every block", parts, (t) =>
  t.replace(/ghp_[A-Za-z0-9]{36}/g, "***"),
);
const ours = await time("flakeharden createRedactor({})", parts, createRedactor({}));
const results = [floor, ours];

const dir = peerDir("secretlint", join("node_modules", "@secretlint", "core"));
if (dir) {
  const require = createRequire(join(dir, "package.json"));
  const { lintSource } = require("@secretlint/core") as {
    lintSource: (o: unknown) => Promise<{ messages: { range: [number, number] }[] }>;
  };
  const preset = require("@secretlint/secretlint-rule-preset-recommend") as { creator: unknown };
  const config = { rules: [{ id: "@secretlint/secretlint-rule-preset-recommend", rule: preset.creator }] };
  const secretlint = async (t: string) => {
    const { messages } = await lintSource({
      source: { filePath: "/log.txt", content: t, contentType: "text" },
      options: { config, maskSecrets: false },
    });
    const spans = messages.map((m) => m.range).sort((a, b) => a[0] - b[0]);
    let pos = 0;
    let out = "";
    for (const [s, e] of spans) {
      if (s < pos) continue;
      out += `${t.slice(pos, s)}***`;
      pos = e;
    }
    return out + t.slice(pos);
  };
  results.push(await time("secretlint preset-recommend (lintSource)", parts, secretlint));
}

process.stdout.write(
  "\n| redactor | time | MB/s | ratio to floor | planted secrets left |\n| --- | --- | --- | --- | --- |\n",
);
for (const r of results) {
  const left = r.out.reduce((n, o, i) => n + (planted[i] ?? []).filter((s) => o.includes(s)).length, 0);
  process.stdout.write(
    `| ${r.name} | ${(r.ms / 1000).toFixed(2)} s | ${(mb / (r.ms / 1000)).toFixed(1)} | ${(r.ms / floor.ms).toFixed(1)}x | ${r === floor ? "-" : `${left} of ${plantedCount}`} |\n`,
  );
}
// Which kinds each one missed.
const kinds = Object.keys(secrets());
for (const r of results.slice(1)) {
  const missed = kinds.filter((_k, k) =>
    r.out.some((o, i) => (planted[i] ?? []).some((s, j) => j % kinds.length === k && o.includes(s))),
  );
  process.stdout.write(`${r.name}: kinds left: ${missed.length === 0 ? "none" : missed.join(", ")}\n`);
}
