// The scanner bounds what it buffers by characters as well as by lines: 20,000 long lines (10-60 KB, cut to
// 4,096 characters) would otherwise hold 80 M characters (issue 13 item 6: 200 MB of long lines within 200 MB).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LogScanner } from "../../src/core/ingest/scan.js";
import { EXTRACTORS } from "../../src/core/extract/index.js";
import { MAX_LINE } from "../../src/core/ingest/normalize.js";
import { LOOKAHEAD } from "../../src/core/extract/types.js";

const CORPUS = join(import.meta.dirname, "..", "fixtures", "logs");
const corpus = readdirSync(CORPUS)
  .filter((d) => existsSync(join(CORPUS, d, "log.txt")))
  .map((d) => readFileSync(join(CORPUS, d, "log.txt"), "utf8"))
  .join("\n")
  .split("\n");

describe("LogScanner buffer", () => {
  it("holds at most its character window (plus the look-ahead) on a log of 10-60 KB lines", () => {
    const windowChars = 1024 * 1024;
    const scanner = new LogScanner(EXTRACTORS, { windowChars });
    let most = 0;
    let lines = 0;
    // The recorded corpus, every line made 10-60 KB long, fed in 1 MiB chunks as the shells read a log.
    let chunk = "";
    for (let round = 0; round < 3; round++) {
      for (const line of corpus) {
        chunk += `${line} ${"x".repeat(10_240 + ((lines * 7919) % 51_200))}\n`;
        lines++;
        if (chunk.length >= 1024 * 1024) {
          scanner.push(chunk);
          chunk = "";
          most = Math.max(most, scanner.bufferedChars);
        }
      }
    }
    scanner.push(chunk);
    const result = scanner.end();
    expect(result.lines).toBe(lines);
    expect(result.truncatedLines).toBe(lines);
    expect(result.candidates.length).toBeGreaterThan(0);
    // Without the character window, 20,000 lines of 4,096 characters would be held.
    expect(lines * MAX_LINE).toBeGreaterThan(4 * windowChars);
    expect(most).toBeLessThanOrEqual(windowChars + (LOOKAHEAD + 1) * MAX_LINE + 1024 * 1024);
  });
});
