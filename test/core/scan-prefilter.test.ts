// The literal prefilter (issue 14 item 3) must change nothing but the time: on every recorded log, the
// prefiltered scan and the full scan (every line normalized and tested) give identical scans and reports,
// whether the log arrives whole, in small chunks, or in windows; and every extractor's literals cover its
// trigger on every corpus line, so a new extractor or a changed trigger cannot silently drop failures.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/core/report/analyze.js";
import { EXTRACTORS } from "../../src/core/extract/index.js";
import type { Extractor } from "../../src/core/extract/types.js";
import { normalizeLine } from "../../src/core/ingest/normalize.js";
import { literalPrefilter, minimalLiterals } from "../../src/core/ingest/prefilter.js";
import { LogScanner, scanLog, type ScanOptions, type ScanResult } from "../../src/core/ingest/scan.js";
import { CORPUS, REAL_CORPUS, loadCases } from "../corpus/evaluate.js";

/** Every recorded log of both corpora (log.txt, log.2.txt, log.github.txt, …) and of the locations' fixtures. */
const LOGS = [CORPUS, REAL_CORPUS, join(import.meta.dirname, "..", "fixtures", "locate")].flatMap((root) =>
  readdirSync(root)
    .filter((d) => existsSync(join(root, d, "log.txt")))
    .flatMap((d) =>
      readdirSync(join(root, d))
        .filter((f) => /^log.*\.txt$/.test(f))
        .map((f) => ({ name: `${d}/${f}`, text: readFileSync(join(root, d, f), "utf8") })),
    ),
);

function scanChunks(
  text: string,
  size: number,
  options: ScanOptions,
): { scan: ScanResult; normalized: number } {
  const s = new LogScanner(EXTRACTORS, options);
  for (let i = 0; i < text.length; i += size) s.push(text.slice(i, i + size));
  const scan = s.end();
  return { scan, normalized: s.normalizedLines };
}

describe("literal prefilter", () => {
  it("is on for the registry (every extractor declares literals)", () => {
    expect(EXTRACTORS.every((e) => (e.literals?.length ?? 0) > 0)).toBe(true);
    expect(literalPrefilter(EXTRACTORS)).not.toBeNull();
  });

  it("is off when one extractor declares no literals", () => {
    const bare: Extractor = { tools: [], trigger: /x/, extract: () => [] };
    expect(literalPrefilter([...EXTRACTORS, bare])).toBeNull();
  });

  it("keeps the shortest literals that imply the rest", () => {
    expect(minimalLiterals(["error: ", "error", "rror", "FAIL", "FAIL: "])).toEqual(["rror", "FAIL"]);
  });

  it("covers every trigger match on every corpus line with the extractor's literals", () => {
    expect(LOGS.length).toBeGreaterThan(300);
    const misses: string[] = [];
    let matched = 0;
    for (const log of LOGS) {
      for (const raw of log.text.split("\n")) {
        const line = normalizeLine(raw);
        for (const e of EXTRACTORS) {
          if (!e.trigger.test(line)) continue;
          matched++;
          if (!(e.literals ?? []).some((l) => line.includes(l)))
            misses.push(`${e.tools[0]?.id}: ${log.name}: ${JSON.stringify(line.slice(0, 120))}`);
        }
      }
    }
    expect(matched).toBeGreaterThan(1000);
    expect(misses).toEqual([]);
  });

  it("gives the full scan's result on every recorded log, whole and in chunks, and normalizes fewer lines", () => {
    let saved = 0;
    for (const log of LOGS) {
      const full = scanChunks(log.text, Infinity, { prefilter: false });
      expect(full.normalized).toBe(full.scan.lines);
      for (const size of [Infinity, 4096, 61]) {
        const pre = scanChunks(log.text, size, { prefilter: true });
        expect(pre.scan, `${log.name} in chunks of ${size}`).toEqual(full.scan);
        if (size === Infinity) saved += full.normalized - pre.normalized;
      }
    }
    expect(saved).toBeGreaterThan(0);
  });

  it("gives identical reports on every corpus case", () => {
    const cases = [...loadCases(CORPUS), ...loadCases(REAL_CORPUS)];
    expect(cases.length).toBeGreaterThan(150);
    for (const c of cases) {
      const text = readFileSync(join(c.dir, "log.txt"), "utf8");
      const report = (prefilter: boolean) =>
        analyze({
          scan: scanLog(text, EXTRACTORS, { prefilter }),
          exitCode: c.meta.exitCode,
          junit: [],
          workspace: { files: c.files, root: c.meta.cwd },
          command: c.meta.command,
          version: "test",
        });
      expect(report(true), c.id).toEqual(report(false));
    }
  });

  it("gives the full scan's result across windows, on the whole corpus as one log with filler between", () => {
    // Passing output (lines no trigger matches) between the recorded logs, so most of the log is skipped and
    // the lines around the failures are what the extractors read; small windows put edges everywhere.
    const filler = LOGS.flatMap((l) => l.text.split("\n")).filter(
      (l) => l.trim() !== "" && !EXTRACTORS.some((e) => e.trigger.test(normalizeLine(l))),
    );
    const parts: string[] = [];
    LOGS.forEach((log, i) => {
      parts.push(log.text);
      for (let k = 0; k < 2000; k++) parts.push(filler[(i * 2000 + k * 7919) % filler.length] ?? "");
    });
    const text = parts.join("\n");
    for (const windowChars of [64 * 1024, 16 * 1024 * 1024]) {
      const full = scanChunks(text, 1 << 20, { prefilter: false, windowChars });
      const pre = scanChunks(text, 1 << 20, { prefilter: true, windowChars });
      expect(pre.scan).toEqual(full.scan);
      // About 8% of this log is decoded: the lines holding a literal, and those the extractors read around
      // the ~490 failing logs (a look-ahead and look-behind decoded whole around each made it 55%).
      expect(pre.normalized).toBeLessThan(full.normalized * 0.15);
    }
  });
});

describe("byte input", () => {
  // Coloured logs with non-ASCII characters (vitest's ❯ ×, cargo's and pytest's colours), with CRLF line ends:
  // fed as bytes split everywhere, inside multi-byte characters, escape sequences and CRLF pairs.
  const colour = [
    "ts-vitest-toequal-diff",
    "py-pytest-color",
    "rs-cargo-color",
    "c-clang-undeclared-color",
    "js-eslint-color",
  ].map((d) => readFileSync(join(CORPUS, d, "log.txt"), "utf8"));
  const text = colour.join("\n").replaceAll("\n", "\r\n");
  const bytes = Buffer.from(text, "utf8");

  function scanBytes(size: number, options: ScanOptions = {}): ScanResult {
    const s = new LogScanner(EXTRACTORS, options);
    for (let i = 0; i < bytes.length; i += size) s.push(bytes.subarray(i, i + size));
    return s.end();
  }

  it("gives the whole text's result whatever the split, with the prefilter on and off", () => {
    expect(text).toMatch(/[^\x00-\x7f]/);
    expect(text).toContain("\x1b[");
    const whole = scanLog(text);
    expect(whole.candidates.length).toBeGreaterThan(5);
    expect(whole.bytes).toBe(bytes.length);
    expect(scanLog(text, EXTRACTORS, { prefilter: false })).toEqual(whole);
    for (const size of [1, 2, 3, 5, 64, 4096]) {
      expect(scanBytes(size), `bytes in chunks of ${size}`).toEqual(whole);
      expect(scanBytes(size, { prefilter: false }), `bytes in chunks of ${size}, no prefilter`).toEqual(
        whole,
      );
    }
  });

  it("gives the same result for text split inside a surrogate pair", () => {
    const emoji = `${text}\r\n✖ fails 🙈 here\r\n`;
    const whole = scanLog(emoji);
    const s = new LogScanner(EXTRACTORS);
    const at = emoji.indexOf("🙈") + 1;
    s.push(emoji.slice(0, at));
    s.push(emoji.slice(at));
    expect(s.end()).toEqual(whole);
    expect(whole.bytes).toBe(Buffer.byteLength(emoji));
  });

  it("finds a literal that an escape sequence splits (the search skips the sequence as normalization removes it)", () => {
    // vitest's failure headers with a colour reset inside: the literal ` FAIL  ` only exists once the sequence
    // is removed.
    const log = readFileSync(join(CORPUS, "ts-vitest-mixed", "log.txt"), "utf8").replaceAll(
      " FAIL  ",
      " FAIL\x1b[0m  ",
    );
    expect(log).not.toContain(" FAIL  ");
    const full = scanLog(log, EXTRACTORS, { prefilter: false });
    expect(full.candidates.map((c) => c.tool)).toContain("vitest");
    for (const size of [Infinity, 3]) {
      const s = new LogScanner(EXTRACTORS);
      const b = Buffer.from(log);
      for (let i = 0; i < b.length; i += size) s.push(b.subarray(i, i + size));
      expect(s.end()).toEqual(full);
    }
  });
});
