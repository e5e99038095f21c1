// The README's layout section (## Development) names every file of the core under its stage, and only files
// that exist.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const CORE = join(ROOT, "src", "core");
const readme = readFileSync(join(ROOT, "README.md"), "utf8");
const start = readme.indexOf("## Development");
const section = readme.slice(start, readme.indexOf("\n## ", start + 1) >>> 0 || undefined);
const coreBullet = section.slice(section.indexOf("- `src/core/`"), section.indexOf("- `app/`"));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );
}

describe("README: the core's layout by stage", () => {
  it("has a row for each of DESIGN's stages", () => {
    for (const stage of [
      "normalize",
      "ingest",
      "classify",
      "resolve",
      "bucket",
      "verdict",
      "score",
      "prompt",
      "loop",
      "render",
    ])
      expect(coreBullet).toMatch(new RegExp(`^\\s*\\| ${stage} +\\|`, "m"));
  });

  it("names every top-level file of src/core, and every folder", () => {
    const names = files(CORE).map((f) => relative(CORE, f));
    for (const n of names) {
      const folder = n.includes("/") ? `\`${n.split("/")[0]}/\`` : null;
      expect(coreBullet.includes(`\`${n}\``) || (folder !== null && coreBullet.includes(folder)), n).toBe(
        true,
      );
    }
  });

  it("names only files that exist", () => {
    const named = [...coreBullet.matchAll(/`([\w./-]+\.ts)`/g)].map((m) => m[1] ?? "");
    expect(named.length).toBeGreaterThan(30);
    for (const n of named) expect(existsSync(join(CORE, n)), n).toBe(true);
  });
});
