// Bundles the CLI and the action with ncc into dist/. dist/ is committed: CI checks it equals a fresh build.
// `node scripts/build.mjs --out DIR` writes the bundles to DIR/cli and DIR/action instead (the benchmarks and
// some tests build there, leaving dist/ alone); `--only cli` builds one of them.
//
// The bundles are CommonJS, although the source is ESM: Node 20 starts a CommonJS entry about 4.5 ms sooner
// than an ES module (measured: `node x.cjs` 0.95x `node -e 0`, the same file as an ES module 1.22x; ncc's
// own CLI has no switch for it, its API has `esm`). The lazily loaded parts (`import()` in the source) become
// chunks that a `require` loads, without the ES module loader. The source uses no `import.meta`, and no
// top-level `await` outside functions, which CommonJS could not hold.
//
// Every .js file is then rewritten by esbuild without comments (but legal ones: `/*!`, `@license`) and
// whitespace, in ASCII (a non-ASCII character left in a regex literal becomes its `\uXXXX` escape, which means
// the same there), keeping every name, so that stack traces still name their functions. Measured on Node 20, on
// a 2-core VM, `run --retries 2 -- false` with a warm code cache: the engine's chunk went from 474 KB to 284 KB,
// and V8 holds its source as one byte per character instead of two (one non-ASCII character in a file makes
// the whole string two-byte): reading and decoding it fell from ~5.7 to ~3.5 ms, deserialising its code cache
// from ~7.4 to ~4.5 ms.
import { chmodSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { transformSync } from "esbuild";

const require = createRequire(import.meta.url);
const ncc = require("@vercel/ncc");

const { values } = parseArgs({ options: { out: { type: "string" }, only: { type: "string" } } });
const root = values.out ?? "dist";

const entries = [
  { name: "cli", src: "src/cli/index.ts", shebang: true },
  { name: "action", src: "src/action/index.ts", shebang: false },
  // The PR action (pr/action.yml runs ../dist/pr/index.js): it shares src/artifact/ (the report's download and
  // checks) with the app, and imports nothing of app/.
  { name: "pr", src: "src/pr/index.ts", shebang: false },
];
const only = values.only?.split(",");
const unknown = (only ?? []).filter((n) => !entries.some((e) => e.name === n));
if (unknown.length > 0) {
  console.error(`--only: got ${unknown.join(", ")}; allowed: ${entries.map((e) => e.name).join(", ")}`);
  process.exit(2);
}

/** A bundle's .js file without comments and whitespace, in ASCII (see above). */
function compact(code) {
  const shebang = code.startsWith("#!") ? code.slice(0, code.indexOf("\n") + 1) : "";
  const out = transformSync(code.slice(shebang.length), {
    minifyWhitespace: true,
    charset: "ascii",
    legalComments: "inline",
  }).code;
  // esbuild escapes strings, templates and names; it leaves regex literals as they are. After an odd number of
  // backslashes, a character is an identity escape (`\é`), which its `\uXXXX` escape would not be.
  return (
    shebang +
    out.replace(/(\\*)([^\x00-\x7f])/g, (_, slashes, c) => {
      if (slashes.length % 2 === 1)
        throw new Error(`build: an escaped non-ASCII character (${c}) in the bundle`);
      return `${slashes}\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
    })
  );
}

for (const entry of entries) {
  if (only && !only.includes(entry.name)) continue;
  const out = join(root, entry.name);
  const { code, assets } = await ncc(resolve(entry.src), {
    esm: false,
    target: "es2022",
    quiet: true,
    sourceMapRegister: false,
  });
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const file = join(out, "index.js");
  writeFileSync(
    file,
    compact(entry.shebang && !code.startsWith("#!") ? `#!/usr/bin/env node\n${code}` : code),
  );
  for (const [name, asset] of Object.entries(assets)) {
    mkdirSync(dirname(join(out, name)), { recursive: true });
    const source = name.endsWith(".js") ? compact(asset.source.toString()) : asset.source;
    writeFileSync(join(out, name), source, asset.permissions ? { mode: asset.permissions } : {});
  }
  // The repository's package.json says "module": this one makes the bundle's .js files CommonJS.
  writeFileSync(join(out, "package.json"), `${JSON.stringify({ type: "commonjs" }, null, 2)}\n`);
  if (entry.shebang) chmodSync(file, 0o755);
}
