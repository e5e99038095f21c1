// The literal automaton (prefilter.ts) against the naive search it replaces: on random literals and lines over a
// small alphabet (so that literals overlap, nest and share prefixes and suffixes: every failure link is used),
// the extractors it reports for a line are exactly those one of whose literals the line contains.
import { describe, expect, it } from "vitest";
import { LiteralAutomaton } from "../../src/core/ingest/prefilter.js";

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The extractors' bits the automaton reports for one line (the scanner's loop, without escapes). */
function found(a: LiteralAutomaton, line: string): number {
  let s = 0;
  let mask = 0;
  for (const byte of Buffer.from(line, "utf8")) {
    s = a.delta[s + (a.cls[byte] as number)] as number;
    if (s >= a.special && s < a.newline) mask |= a.masks[s] as number;
  }
  return mask;
}

describe("LiteralAutomaton", () => {
  it("reports exactly the extractors whose literals a line holds, on random literals and lines", () => {
    const next = random(14);
    const pick = (alphabet: string, n: number) =>
      Array.from({ length: n }, () => alphabet[Math.floor(next() * alphabet.length)]).join("");
    let hits = 0;
    for (let round = 0; round < 200; round++) {
      const literals = [
        ...new Set(
          Array.from({ length: 1 + Math.floor(next() * 12) }, () =>
            pick("ab c›", 1 + Math.floor(next() * 4)),
          ),
        ),
      ];
      const bits = literals.map(() => 1 << Math.floor(next() * 5));
      const a = new LiteralAutomaton(literals, bits, 31);
      for (let k = 0; k < 50; k++) {
        const line = pick("ab c›xy", Math.floor(next() * 30));
        const expected = literals.reduce((m, l, i) => (line.includes(l) ? m | (bits[i] as number) : m), 0);
        if (expected !== 0) hits++;
        expect(found(a, line), `${JSON.stringify(literals)} in ${JSON.stringify(line)}`).toBe(expected);
      }
    }
    expect(hits).toBeGreaterThan(2000);
  });

  it("sends newline, escape and carriage return to their own states from every state", () => {
    const a = new LiteralAutomaton(["abc", "bcd"], [1, 2], 3);
    const states = new Set<number>();
    let s = 0;
    for (const byte of Buffer.from("abcd")) states.add((s = a.delta[s + (a.cls[byte] as number)] as number));
    for (const st of [0, ...states]) {
      expect(a.delta[st + (a.cls[0x0a] as number)]).toBe(a.newline);
      expect(a.delta[st + (a.cls[0x1b] as number)]).toBe(a.escape);
      expect(a.delta[st + (a.cls[0x0d] as number)]).toBe(a.carriage);
    }
    // After a newline the search starts again: `bc` then newline then `d` is no `bcd`.
    expect(found(a, "bc\nd") & 2).toBe(0);
  });
});
