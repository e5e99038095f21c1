// The README's layout section (## Development) names every folder of the core with its files, every top-level
// file, and only files that exist where it says they are: a reader who follows it finds the file to change.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const CORE = join(ROOT, "src", "core");
const readme = readFileSync(join(ROOT, "README.md"), "utf8");
const start = readme.indexOf("## Development");
const section = readme.slice(start, readme.indexOf("\n## ", start + 1) >>> 0 || undefined);
const coreBullet = section.slice(section.indexOf("- `src/core/`"), section.indexOf("- `app/`"));
const entries = readdirSync(CORE, { withFileTypes: true });
const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);
const topFiles = entries.filter((e) => e.isFile() && e.name.endsWith(".ts")).map((e) => e.name);
/** The table row of a folder: `| \`name/\` | … |`. */
const rowOf = (folder: string): string | undefined =>
  coreBullet.split("\n").find((l) => new RegExp(`^\\s*\\| \`${folder}/\` +\\|`).test(l));
const named = (text: string): string[] => [...text.matchAll(/`([\w.-]+\.ts)`/g)].map((m) => m[1] ?? "");
// A folder of one module per tool is described by its registry, not listed file by file.
const LISTED_BY_REGISTRY = new Set(["extract"]);

describe("README: the core's layout by stage", () => {
  it("has a row for each folder of src/core, and every folder it names exists", () => {
    for (const f of folders) expect(rowOf(f), f).toBeDefined();
    const rows = [...coreBullet.matchAll(/^\s*\| `([\w-]+)\/` +\|/gm)].map((m) => m[1] ?? "");
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows) expect(folders, r).toContain(r);
  });

  it("names every file of each folder in its row, and only files of that folder", () => {
    for (const f of folders) {
      const files = readdirSync(join(CORE, f)).filter((n) => n.endsWith(".ts"));
      const inRow = named(rowOf(f) ?? "");
      for (const n of inRow) expect(files, `${f}/${n}`).toContain(n);
      if (!LISTED_BY_REGISTRY.has(f)) for (const n of files) expect(inRow, `${f}/${n}`).toContain(n);
    }
  });

  it("names every top-level file of src/core", () => {
    const before = coreBullet.slice(0, coreBullet.indexOf("| folder"));
    for (const n of topFiles) expect(named(before), n).toContain(n);
    for (const n of named(before)) expect(topFiles, n).toContain(n);
  });
});

describe("docs/DESIGN.md: the layout as the tree is", () => {
  const design = readFileSync(join(ROOT, "docs", "DESIGN.md"), "utf8");
  const layout = design.slice(design.indexOf("## Layout"));
  const coreBlock = layout.slice(layout.indexOf("src/core/"), layout.indexOf("src/run/"));
  const inBlock = [...coreBlock.matchAll(/^ {2}([\w-]+)\/ /gm)].map((m) => m[1] ?? "");

  it("names every folder of src/core, and only folders that exist", () => {
    for (const f of folders) expect(inBlock, f).toContain(f);
    for (const f of inBlock) expect(folders, f).toContain(f);
  });

  it("names only top-level paths that exist", () => {
    const tops = [...layout.matchAll(/^([\w.-]+(?:\/[\w.-]+)*\/?) /gm)].map((m) => m[1] ?? "");
    expect(tops.length).toBeGreaterThan(8);
    for (const p of tops) expect(existsSync(join(ROOT, p)), p).toBe(true);
  });
});
