// Replaces one `## Section` of bench/RESULTS.md, keeping the others.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const FILE = join(import.meta.dirname, "RESULTS.md");

export function writeSection(title: string, body: string): void {
  const current = existsSync(FILE) ? readFileSync(FILE, "utf8") : "# Benchmark results\n";
  const heading = `## ${title}`;
  const start = current.indexOf(`${heading}\n`);
  const section = `${heading}\n\n${body.trim()}\n`;
  if (start < 0) {
    writeFileSync(FILE, `${current.trimEnd()}\n\n${section}`);
    return;
  }
  const next = current.indexOf("\n## ", start + heading.length);
  const rest = next < 0 ? "" : current.slice(next + 1);
  writeFileSync(FILE, `${current.slice(0, start)}${section}${rest ? `\n${rest}` : ""}`);
}
