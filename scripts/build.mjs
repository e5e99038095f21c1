// Bundles the CLI (and, when present, the action) with ncc into dist/.
// dist/ is committed: CI checks it equals a fresh build.
// `node scripts/build.mjs --out DIR` writes the bundles to DIR/cli and DIR/action instead (the benchmarks
// build there, leaving dist/ alone).
import { execFileSync } from "node:child_process";
import { existsSync, rmSync, readFileSync, writeFileSync, chmodSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const root = values.out ?? "dist";

const entries = [
  { src: "src/cli/index.ts", out: join(root, "cli"), shebang: true },
  { src: "src/action/index.ts", out: join(root, "action"), shebang: false },
];

for (const entry of entries) {
  if (!existsSync(entry.src)) continue;
  rmSync(entry.out, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [
      "node_modules/@vercel/ncc/dist/ncc/cli.js",
      "build",
      entry.src,
      "-o",
      entry.out,
      "--target",
      "es2022",
      "-q",
    ],
    { stdio: "inherit" },
  );
  const file = `${entry.out}/index.js`;
  let code = readFileSync(file, "utf8");
  if (entry.shebang && !code.startsWith("#!")) code = `#!/usr/bin/env node\n${code}`;
  writeFileSync(file, code);
  if (entry.shebang) chmodSync(file, 0o755);
}
