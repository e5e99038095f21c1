// Peak memory of runAttempts on a command printing 500 MB, against a driver that spawns the same command and
// discards its output, in the same run. Each driver is its own Node process (this file, with a `driver-*`
// argument), so its peak RSS is its own: once under tsx, once bundled by esbuild and run by plain Node (as
// the shipped, bundled code runs). Run: `npx tsx bench/run-memory.ts`.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runAttempts } from "../src/run/index.js";
import { writeSection } from "./results.js";

const OUTPUT_BYTES = 500 * 1024 * 1024;
const COMMAND = `head -c ${OUTPUT_BYTES} /dev/zero | tr '\\0' 'x' | fold -w 100`;
const ROUNDS = process.argv.includes("--quick") ? 1 : 3;
const TARGET_MIB = 150;

interface DriverResult {
  maxRssKiB: number;
  bytes: number;
  ms: number;
  exitCode: number | null;
}

type Driver = "ours" | "baseline" | "idle";

async function drive(kind: Driver): Promise<DriverResult> {
  const start = performance.now();
  let bytes = 0;
  let exitCode: number | null = null;
  if (kind === "ours") {
    const r = await runAttempts({
      command: COMMAND,
      cwd: process.cwd(),
      mode: "measure",
      attempts: 1,
      onOutput: (chunk) => (bytes += chunk.length), // ASCII: characters are bytes
    });
    exitCode = r.attempts[0]?.exitCode ?? null;
    if (r.attempts[0]?.output.totalBytes !== bytes) throw new Error("capture and stream disagree");
  } else if (kind === "baseline") {
    const child = spawn("bash", ["-e", "-o", "pipefail", "-c", COMMAND], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (b: Buffer) => (bytes += b.length));
    child.stderr.on("data", (b: Buffer) => (bytes += b.length));
    exitCode = await new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  }
  return { maxRssKiB: process.resourceUsage().maxRSS, bytes, ms: performance.now() - start, exitCode };
}

/** How a driver is started: this file under tsx, or this file bundled by esbuild under plain Node. */
type Loader = { name: string; args: string[] };

function bundledLoader(dir: string): Loader | null {
  const esbuild = join(import.meta.dirname, "..", "node_modules", ".bin", "esbuild");
  if (!existsSync(esbuild)) return null;
  const out = join(dir, "run-memory.mjs");
  const r = spawnSync(
    esbuild,
    [
      fileURLToPath(import.meta.url),
      "--bundle",
      "--platform=node",
      "--format=esm",
      `--outfile=${out}`,
      "--log-level=error",
    ],
    { encoding: "utf8" },
  );
  if (r.status !== 0) throw new Error(`esbuild failed: ${r.stderr}`);
  return { name: "bundled (esbuild), plain node", args: [out] };
}

function runDriver(loader: Loader, kind: Driver): DriverResult {
  const env = { ...process.env };
  delete env.NODE_EXTRA_CA_CERTS; // adds start-up cost here; runners do not set it
  const r = spawnSync(process.execPath, [...loader.args, `driver-${kind}`], { env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`driver ${kind} failed (${r.status}): ${r.stderr}`);
  const line = r.stdout.trim().split("\n").pop() ?? "";
  const parsed: unknown = JSON.parse(line);
  if (
    typeof parsed !== "object" ||
    parsed === null ||
    !("maxRssKiB" in parsed && typeof parsed.maxRssKiB === "number") ||
    !("bytes" in parsed && typeof parsed.bytes === "number") ||
    !("ms" in parsed && typeof parsed.ms === "number") ||
    !("exitCode" in parsed && (typeof parsed.exitCode === "number" || parsed.exitCode === null))
  )
    throw new Error(`driver ${kind}: unexpected output ${line}`);
  return { maxRssKiB: parsed.maxRssKiB, bytes: parsed.bytes, ms: parsed.ms, exitCode: parsed.exitCode };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const mib = (kib: number) => (kib / 1024).toFixed(1);

async function main(): Promise<void> {
  const arg = process.argv.find((a) => a.startsWith("driver-")) ?? "";
  if (arg.startsWith("driver-")) {
    const kind = arg.slice("driver-".length);
    if (kind !== "ours" && kind !== "baseline" && kind !== "idle") throw new Error(`unknown driver ${kind}`);
    process.stdout.write(`${JSON.stringify(await drive(kind))}\n`);
    return;
  }

  const load = loadavg()[0]?.toFixed(1) ?? "?";
  const dir = mkdtempSync(join(tmpdir(), "flakeharden-bench-"));
  const loaders: Loader[] = [{ name: "tsx", args: ["--import", "tsx", fileURLToPath(import.meta.url)] }];
  const bundled = bundledLoader(dir);
  if (bundled) loaders.push(bundled);
  const kinds = ["idle", "baseline", "ours"] as const;
  const results = loaders.map((): Record<Driver, DriverResult[]> => ({ idle: [], baseline: [], ours: [] }));
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      loaders.forEach((loader, i) => {
        for (const kind of kinds) {
          const r = runDriver(loader, kind);
          results[i]?.[kind].push(r);
          console.log(
            `round ${round} ${loader.name} ${kind}: ${mib(r.maxRssKiB)} MiB peak RSS, ${r.bytes} bytes in ${r.ms.toFixed(0)} ms`,
          );
        }
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const expectedBytes = OUTPUT_BYTES + OUTPUT_BYTES / 100 - 1; // fold puts a newline between lines of 100
  for (const byKind of results)
    for (const kind of ["baseline", "ours"] as const)
      for (const r of byKind[kind])
        if (r.bytes !== expectedBytes || r.exitCode !== 0)
          throw new Error(`${kind}: got ${r.bytes} bytes, exit ${r.exitCode}; expected ${expectedBytes}, 0`);

  const medianRss = (rs: DriverResult[]) => median(rs.map((r) => r.maxRssKiB));
  const maxRss = (rs: DriverResult[]) => Math.max(...rs.map((r) => r.maxRssKiB));
  const rows = loaders.flatMap((loader, i) => {
    const byKind = results[i];
    if (!byKind) return [];
    return kinds.map((kind) => {
      const rs = byKind[kind];
      const ms = median(rs.map((r) => r.ms));
      const time =
        kind === "idle"
          ? "–"
          : `${ms.toFixed(0)} ms (${(expectedBytes / 1e6 / (ms / 1000)).toFixed(0)} MB/s)`;
      const label = { idle: "idle", baseline: "baseline: spawn and discard", ours: "**runAttempts**" }[kind];
      return `| ${loader.name} | ${label} | ${mib(medianRss(rs))} MiB | ${mib(maxRss(rs))} MiB | ${time} |`;
    });
  });
  const tsx = results[0];
  if (!tsx) throw new Error("no results");
  const oursMax = maxRss(tsx.ours) / 1024;
  const over = (byKind: Record<Driver, DriverResult[]>) =>
    `${((medianRss(byKind.ours) - medianRss(byKind.baseline)) / 1024).toFixed(1)} MiB`;
  const ratio = (byKind: Record<Driver, DriverResult[]>) =>
    `${(medianRss(byKind.ours) / medianRss(byKind.baseline)).toFixed(2)}× the baseline's peak`;
  const body = `
Peak resident set size (\`process.resourceUsage().maxRSS\`) of a Node driver process running a command
that prints 500 MiB (\`${COMMAND}\`, ${expectedBytes.toLocaleString("en-US")} bytes), ${ROUNDS} rounds, each driver in
its own process, NODE_EXTRA_CA_CERTS unset. Run: \`npx tsx bench/run-memory.ts\`.

- **runAttempts**: \`runAttempts({ mode: "measure", attempts: 1, … })\` with the default 4 MiB capture and an
  \`onOutput\` that counts characters (the output streamed, decoded, captured, and dropped).
- **baseline**: \`spawn("bash", ["-e", "-o", "pipefail", "-c", command])\`, both pipes read and discarded.
- **idle**: the same driver doing nothing (Node, the loader, the imports).

Drivers start under tsx (\`node --import tsx\`, which alone costs about 50 MiB) and, for the figure as
shipped, bundled by esbuild and run by plain \`node\`.

| Started as | Driver | Peak RSS (median) | Peak RSS (max) | Wall time (median) |
| --- | --- | --- | --- | --- |
${rows.join("\n")}

runAttempts over the baseline (median): ${loaders.map((l, i) => `${over(results[i] ?? tsx)} = ${ratio(results[i] ?? tsx)} under ${l.name}`).join(", ")}.
Target: under ${TARGET_MIB} MB peak under tsx: ${oursMax * 1.048576 < TARGET_MIB ? "**met**" : "**missed**"} (max ${oursMax.toFixed(1)} MiB = ${(oursMax * 1.048576).toFixed(1)} MB).

Machine: Node ${process.version}, nproc ${cpus().length} (${cpus()[0]?.model ?? "?"}), load average ${load} at start.
`;
  writeSection("Runner memory", body);
  console.log(body);
}

await main();
