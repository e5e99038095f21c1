// Validation errors: which field, what was given, what is allowed.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { describeIssues, formatPath, preview } from "../../src/core/errors.js";
import { Config, Report } from "../../src/core/schema.js";

function describeConfig(input: unknown, prefix?: string): string {
  const r = Config.safeParse(input);
  if (r.success) throw new Error("expected the config to be rejected");
  return describeIssues(r.error, input, prefix);
}

describe("describeIssues on the config schema", () => {
  it("a wrong enum value: the value given and the options", () => {
    expect(describeConfig({ severity: { compilation: "urgent" } })).toBe(
      'severity.compilation: got "urgent"; allowed: "critical", "high", "medium", "low"',
    );
  });

  it("a number out of range: the value given and the bound", () => {
    expect(describeConfig({ prompt: { budget: 10 } })).toBe("prompt.budget: got 10; must be ≥ 500");
    expect(describeConfig({ prompt: { budget: 1e9 } })).toBe(
      "prompt.budget: got 1000000000; must be ≤ 60000",
    );
    expect(describeConfig({ prompt: { budget: 600.5 } })).toBe(
      "prompt.budget: got 600.5; expected an integer",
    );
  });

  it("an unknown key (strict): one line per key, at the key's own path", () => {
    expect(
      describeConfig({ critcal: ["tests/**"], scoring: { wieghts: {} } }, ".github/flakeharden.yml: "),
    ).toBe(
      [
        ".github/flakeharden.yml: scoring.wieghts: got {}; unknown key: remove it or check its spelling",
        '.github/flakeharden.yml: critcal: got ["tests/**"]; unknown key: remove it or check its spelling',
      ].join("\n"),
    );
  });

  it("weights not summing to 1: the refinement's own message", () => {
    expect(describeConfig({ scoring: { weights: { correctness: 0.9 } } })).toBe(
      'scoring.weights: got {"correctness":0.9}; must sum to 1.0; got 1.4 (correctness 0.9 + stability 0.3 + consistency 0.2)',
    );
  });

  it("wrong types, empty strings, array indexes, a missing value", () => {
    expect(describeConfig({ critical: ["", 3], scoring: { weights: { stability: "x" } } })).toBe(
      [
        'critical[0]: got ""; must have at least 1 character',
        "critical[1]: got 3; expected a string",
        'scoring.weights.stability: got "x"; expected a number',
      ].join("\n"),
    );
    expect(describeConfig("severity: high")).toBe('(root): got "severity: high"; expected an object');
    const r = z.object({ budget: z.number() }).safeParse({});
    expect(r.success).toBe(false);
    if (!r.success)
      expect(describeIssues(r.error, {}, "--")).toBe("--budget: got nothing; expected a number");
  });

  it("a report artifact: literals, regex formats, deep paths", () => {
    const input = { schemaVersion: 2, tool: { name: "other", version: "1" } };
    const r = Report.safeParse(input);
    expect(r.success).toBe(false);
    if (r.success) return;
    const text = describeIssues(r.error, input, "artifact: ");
    expect(text).toContain("artifact: schemaVersion: got 2; must be 1");
    expect(text).toContain('artifact: tool.name: got "other"; must be "flakeharden"');
    expect(text).toContain("artifact: outcome: got nothing; allowed:");
    const bad = z.object({ fingerprint: z.string().regex(/^[0-9a-f]{16}$/) });
    const b = bad.safeParse({ fingerprint: "xyz" });
    if (!b.success)
      expect(describeIssues(b.error, { fingerprint: "xyz" })).toBe(
        'fingerprint: got "xyz"; must match /^[0-9a-f]{16}$/',
      );
  });
});

describe("preview", () => {
  it("bounds the value to 80 characters without serialising all of it", () => {
    const huge = { list: Array.from({ length: 1_000_000 }, (_, i) => i) };
    const p = preview(huge);
    expect(p.length).toBeLessThanOrEqual(80);
    expect(p.startsWith('{"list":[0,1,2,')).toBe(true);
    expect(p.endsWith("…")).toBe(true);
    expect(preview("x".repeat(10_000)).length).toBe(80);
  });

  it("survives cycles and values JSON cannot hold", () => {
    const a: Record<string, unknown> = { a: 1 };
    a.self = a;
    expect(preview(a).length).toBeLessThanOrEqual(80);
    expect(preview(undefined)).toBe("nothing");
    expect(preview(Number.NaN)).toBe("NaN");
    expect(preview(10n)).toBe("10n");
    expect(preview(null)).toBe("null");
  });
});

describe("formatPath", () => {
  it("dots for names, brackets for indexes and odd keys", () => {
    expect(formatPath([])).toBe("(root)");
    expect(formatPath(["scoring", "weights", "correctness"])).toBe("scoring.weights.correctness");
    expect(formatPath(["critical", 0])).toBe("critical[0]");
    expect(formatPath(["env", "a b"])).toBe('env["a b"]');
  });
});
