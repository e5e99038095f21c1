import { describe, expect, it } from "vitest";
import { MAX_LINE, normalizeLine, normalizeLog } from "../../src/core/ingest/normalize.js";

describe("normalize", () => {
  it("strips ANSI colour, cursor and OSC hyperlink sequences", () => {
    expect(normalizeLine("\x1b[31m\x1b[1mFAIL\x1b[22m\x1b[39m test.ts")).toBe("FAIL test.ts");
    expect(normalizeLine("\x1b]8;;file:///x.ts\x07x.ts\x1b]8;;\x07:3")).toBe("x.ts:3");
    expect(normalizeLine("\x1b[2K\x1b[1Gdone")).toBe("done");
  });

  it("strips GitHub job-log timestamps and workflow markers", () => {
    expect(normalizeLine("2026-01-15T10:00:00.0370000Z ##[group]Run npm test")).toBe("Run npm test");
    expect(normalizeLine("2026-01-15T10:00:00.0370000Z ##[endgroup]")).toBe("");
    expect(normalizeLine("2026-01-15T10:00:00.0370000Z ##[error]Process completed with exit code 1.")).toBe(
      "Process completed with exit code 1.",
    );
    expect(normalizeLine("2026-01-15T10:00:00Z   indented")).toBe("  indented");
    // Not a timestamp: left alone.
    expect(normalizeLine("2026-01-15 is a date")).toBe("2026-01-15 is a date");
  });

  it("handles CRLF and carriage-return progress overwrites, keeping one line per input line", () => {
    expect(normalizeLog("a\r\nb\r\nprogress 10%\rprogress 100%\r\nlast")).toEqual([
      "a",
      "b",
      "progress 100%",
      "last",
    ]);
  });

  it("decodes go test -json output events and blanks other events", () => {
    const out = normalizeLine(
      '{"Time":"2026-01-01T00:00:00Z","Action":"output","Package":"m","Test":"TestA","Output":"--- FAIL: TestA (0.00s)\\n"}',
    );
    expect(out).toBe("--- FAIL: TestA (0.00s)");
    expect(normalizeLine('{"Time":"2026-01-01T00:00:00Z","Action":"run","Package":"m","Test":"TestA"}')).toBe(
      "",
    );
  });

  it("cuts lines longer than the limit", () => {
    expect(normalizeLine("x".repeat(MAX_LINE * 3))).toHaveLength(MAX_LINE);
  });
});
