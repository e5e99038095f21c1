// The scanner's literal prefilter, as ripgrep does it: before a line is normalized and given to the combined
// trigger, the raw text is searched for the extractors' literals (each extractor declares substrings one of
// which every line its trigger matches contains). Lines without any are only counted.
//
// Normalization (normalize.ts) keeps a line a substring of the raw line (it cuts a prefix, a length, a CR
// overwrite) except in two cases, which the prefilter treats as candidates whatever they hold: ANSI escape
// sequences (removing one joins the text around it) and `go test -json` events (the output is JSON-escaped).
import type { Extractor } from "./extract/types.js";

/** Raw text that normalization may rewrite into a literal: escape sequences and go test JSON events. */
const REWRITTEN = ["\x1b", "\x9b", '{"Time":'];

const escape = (s: string) => s.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");

/** The smallest set with the same cover: a literal containing another is implied by it. */
export function minimalLiterals(literals: readonly string[]): string[] {
  const unique = [...new Set(literals)].filter((l) => l !== "").sort((a, b) => a.length - b.length);
  const out: string[] = [];
  for (const l of unique) if (!out.some((o) => l.includes(o))) out.push(l);
  return out;
}

const CACHE = new WeakMap<readonly Extractor[], RegExp | null>();

/**
 * One global regex finding, in raw text, every position where a line may match one of `extractors`'
 * triggers; null (no prefilter) when an extractor declares no literals or one is empty.
 */
export function literalPrefilter(extractors: readonly Extractor[]): RegExp | null {
  if (CACHE.has(extractors)) return CACHE.get(extractors) ?? null;
  let re: RegExp | null = null;
  if (extractors.every((e) => e.literals && e.literals.length > 0 && !e.literals.includes(""))) {
    const all = minimalLiterals([...extractors.flatMap((e) => e.literals ?? []), ...REWRITTEN]);
    re = new RegExp(all.map(escape).join("|"), "g");
  }
  CACHE.set(extractors, re);
  return re;
}
