// The scanner's literal prefilter, as ripgrep does it: before a line is decoded, normalized and given to the
// extractors' triggers, its raw bytes are searched for the extractors' literals (each extractor declares
// substrings one of which every line its trigger matches contains). Lines without any are only counted.
//
// The search runs over the UTF-8 bytes of the log, never over decoded text (decoding every byte was ~30% of
// the time of a typical log). A literal's UTF-8 bytes occur in a line's bytes exactly where the literal occurs
// in its text: UTF-8 is self-synchronizing and a literal starts and ends on whole characters.
//
// Normalization (normalize.ts) keeps a line a substring of the raw line (it cuts a prefix, a length, a CR
// overwrite) except in three cases. ANSI escape sequences: removing one joins the text around it, so the
// search skips them exactly as normalization's ANSI pattern removes them (`escapeEnd`) and goes on in the state
// it had before. The C1 control CSI (U+009B) and `go test -json` events (JSON-escaped output): a line holding
// either is tested by every extractor.
import type { Extractor } from "../extract/types.js";
import { BANNER_MARKS, CTEST_MARKS } from "./normalize.js";

/** Raw text that normalization may rewrite into a literal: the C1 CSI and go test JSON events. */
const REWRITTEN = ["\x9b", '{"Time":'];

/** The smallest set with the same cover: a literal containing another is implied by it. */
export function minimalLiterals(literals: readonly string[]): string[] {
  const unique = [...new Set(literals)].filter((l) => l !== "").sort((a, b) => a.length - b.length);
  const out: string[] = [];
  for (const l of unique) if (!out.some((o) => l.includes(o))) out.push(l);
  return out;
}

const NL = 0x0a;
const ESC = 0x1b;
const CR = 0x0d;
/**
 * The bit of a line's mask saying that normalization may change the line (an escape sequence, a carriage
 * return, a C1 CSI or a go test JSON event in it): lines without it and without a prefix normalization cuts
 * (a digit or `#` first) are their own normalized form.
 */
// Bit 29, not 31: masks stay small integers (V8 boxes an int32 past 2^30 when it leaves a register).
export const REWRITE = 1 << 29;
/** A line that may start a package's script or a group (normalize.ts, BANNER_MARKS): decoded, tested by no trigger. */
export const BANNER = 1 << 30;

/**
 * Aho-Corasick over the literals' UTF-8 bytes, as a full automaton (every state has a transition for every
 * byte class): one table lookup per byte of the log, whatever the number of literals. A regex alternation of
 * the same literals runs about 8 times slower in V8, and an indexOf per literal about 15 times.
 *
 * States are premultiplied by the number of classes and numbered so that every state the scanner must act on
 * comes last: the scanner's loop tests `state >= special` and nothing else per byte. Those are the states
 * where a literal ends (`masks` says whose), the newline state and the escape state (reached from every state
 * on a newline and on ESC).
 */
export class LiteralAutomaton {
  /** Byte → class (0: a byte no literal contains). */
  readonly cls = new Uint8Array(256);
  /** Transitions, indexed by state + class, holding the next (premultiplied) state. */
  readonly delta: Int32Array;
  /** For a premultiplied state, the extractors (bit i: extractors[i]) one of whose literals ends there. */
  readonly masks: Int32Array;
  /** Premultiplied states at or past this one need the scanner's attention. */
  readonly special: number;
  /** The state after a newline (its transitions are the root's). */
  readonly newline: number;
  /** The state after ESC (the scanner skips the sequence and restores the state before it). */
  readonly escape: number;
  /** The state after a carriage return (its transitions are the root's). */
  readonly carriage: number;
  /** Every extractor's bit. */
  readonly all: number;

  /** `literals[i]` ends a line that extractors `bits[i]` may trigger on. */
  constructor(
    readonly literals: readonly string[],
    bits: readonly number[],
    all: number,
  ) {
    built++;
    this.all = all;
    const encoded = literals.map((l) => Buffer.from(l, "utf8"));
    const K = this.classes(encoded);
    const cls = this.cls;
    // The trie, flat: go[state * K + class] (0: none; the root is no state's child), each state's parent, class
    // and depth.
    let cap = 1;
    for (const lit of encoded) cap += lit.length;
    const go = new Int32Array(cap * K);
    const out = new Int32Array(cap);
    const parent = new Int32Array(cap);
    const via = new Int32Array(cap);
    const depth = new Int32Array(cap);
    const first = new Int32Array(cap);
    const sibling = new Int32Array(cap);
    let n = 1;
    let deepest = 0;
    for (let i = 0; i < encoded.length; i++) {
      const lit = encoded[i] as Buffer;
      let st = 0;
      for (let j = 0; j < lit.length; j++) {
        const c = cls[lit[j] as number] as number;
        let t = go[st * K + c] as number;
        if (t === 0) {
          t = n++;
          go[st * K + c] = t;
          parent[t] = st;
          via[t] = c;
          sibling[t] = first[st] as number;
          first[st] = t;
          depth[t] = j + 1;
        }
        st = t;
      }
      out[st] = (out[st] as number) | (bits[i] as number);
      if (lit.length > deepest) deepest = lit.length;
    }
    // States by depth (breadth first), their failure links (walked along the trie, not through a full table),
    // and outputs along them.
    const byDepth = new Int32Array(n);
    const start = new Int32Array(deepest + 2);
    for (let st = 0; st < n; st++) {
      const d = (depth[st] as number) + 1;
      start[d] = (start[d] as number) + 1;
    }
    for (let d = 1; d <= deepest + 1; d++) start[d] = (start[d] as number) + (start[d - 1] as number);
    for (let st = 0; st < n; st++) {
      const d = depth[st] as number;
      byDepth[start[d] as number] = st;
      start[d] = (start[d] as number) + 1;
    }
    const fail = new Int32Array(n);
    for (let q = 1; q < n; q++) {
      const t = byDepth[q] as number;
      const p = parent[t] as number;
      if (p === 0) continue;
      const c = via[t] as number;
      let f = fail[p] as number;
      while (f !== 0 && (go[f * K + c] as number) === 0) f = fail[f] as number;
      const ft = go[f * K + c] as number;
      fail[t] = ft;
      out[t] = (out[t] as number) | (out[ft] as number);
    }
    // Numbered so that states where no literal ends come first (the root stays 0), then those where one does,
    // then newline, escape and carriage return; premultiplied by K.
    const rank = new Int32Array(n);
    let r = 0;
    for (let st = 0; st < n; st++) if ((out[st] as number) === 0) rank[st] = r++ * K;
    this.special = r * K;
    for (let st = 0; st < n; st++) if ((out[st] as number) !== 0) rank[st] = r++ * K;
    this.newline = n * K;
    this.escape = (n + 1) * K;
    this.carriage = (n + 2) * K;
    const delta = (this.delta = new Int32Array((n + 3) * K));
    const masks = (this.masks = new Int32Array((n + 3) * K));
    const nl = cls[NL] as number;
    const esc = cls[ESC] as number;
    const cr = cls[CR] as number;
    // Breadth first, so that a state's failure state has its row already: the state's row is a copy of it, but
    // for the state's own children (a native copy per state, and one write per trie edge: a loop over every
    // state and class took most of the construction's ~3 ms, interpreted before V8 optimizes it).
    delta[nl] = this.newline;
    delta[esc] = this.escape;
    delta[cr] = this.carriage;
    for (let q = 0; q < n; q++) {
      const st = byDepth[q] as number;
      const to = rank[st] as number;
      if (st !== 0) {
        const from = rank[fail[st] as number] as number;
        delta.copyWithin(to, from, from + K);
      }
      for (let t = first[st] as number; t !== 0; t = sibling[t] as number)
        delta[to + (via[t] as number)] = rank[t] as number;
      masks[to] = out[st] as number;
    }
    // The newline, escape and carriage return states move as the root does.
    delta.copyWithin(this.newline, 0, K);
    delta.copyWithin(this.escape, 0, K);
    delta.copyWithin(this.carriage, 0, K);
  }

  /**
   * Fills `cls` (byte → class) and returns the number of classes: class 0 holds the bytes no literal contains,
   * each byte of a literal has its own, and newline, escape and carriage return get the last three.
   */
  private classes(encoded: readonly Buffer[]): number {
    const bytes = [...new Set(encoded.flatMap((b) => [...b]))];
    if (bytes.includes(NL) || bytes.includes(ESC) || bytes.includes(CR))
      throw new Error("prefilter: a literal holds a newline, a carriage return or an escape");
    let k = 0;
    for (const b of bytes) this.cls[b] = ++k;
    this.cls[NL] = k + 1;
    this.cls[ESC] = k + 2;
    this.cls[CR] = k + 3;
    return k + 4;
  }
}

/** Automata built in this process (tests check that a scan builds none before it reads a byte). */
let built = 0;
export const automataBuilt = (): number => built;

const isAlnum = (b: number) =>
  (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a);

/**
 * Where the escape sequence starting with the ESC at `buf[i]` ends (the index after it), exactly as
 * normalize.ts's ANSI pattern matches it in a line: -1 when that pattern matches nothing there (the ESC stays
 * in the line as a character), -2 when it cannot tell before `to` (the sequence goes on in the next chunk).
 * Its alternatives, in order: ESC [()*+] alnum; CSI ESC [ [0-?]* [ -/]* [@-~]; OSC ESC ] [^BEL ESC]* then BEL
 * or ESC \ if there; ESC [@-Z\\-_]. Each is deterministic (its classes are disjoint), so no backtracking.
 */
export function escapeEnd(buf: Uint8Array, i: number, to: number): number {
  if (i + 1 >= to) return -2;
  const b = buf[i + 1] as number;
  if (b >= 0x28 && b <= 0x2b) {
    if (i + 2 >= to) return -2;
    return isAlnum(buf[i + 2] as number) ? i + 3 : -1;
  }
  if (b === 0x5b) {
    let j = i + 2;
    while (j < to && (buf[j] as number) >= 0x30 && (buf[j] as number) <= 0x3f) j++;
    while (j < to && (buf[j] as number) >= 0x20 && (buf[j] as number) <= 0x2f) j++;
    if (j >= to) return -2;
    return (buf[j] as number) >= 0x40 && (buf[j] as number) <= 0x7e ? j + 1 : -1;
  }
  if (b === 0x5d) {
    let j = i + 2;
    for (; j < to; j++) {
      const c = buf[j] as number;
      if (c === 0x07 || c === ESC || c === NL) break;
    }
    if (j >= to) return -2;
    if (buf[j] === 0x07) return j + 1;
    if (buf[j] === ESC) {
      if (j + 1 >= to) return -2;
      return buf[j + 1] === 0x5c ? j + 2 : j;
    }
    return j;
  }
  return (b >= 0x40 && b <= 0x5a) || (b >= 0x5c && b <= 0x5f) ? i + 2 : -1;
}

const CACHE = new WeakMap<readonly Extractor[], LiteralAutomaton | null>();

/**
 * An automaton finding, in raw bytes, every literal of `extractors` and whose it is; null (no prefilter) when
 * an extractor declares no literals or an empty one, or when there are more than 29 extractors (one bit each, below REWRITE's).
 */
export function literalPrefilter(extractors: readonly Extractor[]): LiteralAutomaton | null {
  if (CACHE.has(extractors)) return CACHE.get(extractors) ?? null;
  let search: LiteralAutomaton | null = null;
  if (
    extractors.length <= 29 &&
    extractors.every((e) => e.literals && e.literals.length > 0 && !e.literals.includes(""))
  ) {
    const all = 2 ** extractors.length - 1;
    const owners = new Map<string, number>();
    extractors.forEach((e, i) => {
      for (const l of e.literals ?? []) owners.set(l, (owners.get(l) ?? 0) | (1 << i));
    });
    for (const l of REWRITTEN) owners.set(l, all | REWRITE);
    // Lines that change how the lines after them are normalized (a verbose CTest run's first and last): decoded in
    // order, as they are read.
    for (const l of CTEST_MARKS) owners.set(l, (owners.get(l) ?? 0) | all);
    // Lines that say which folder the lines after them are printed from (a package's script header): decoded in order.
    for (const l of BANNER_MARKS) owners.set(l, (owners.get(l) ?? 0) | BANNER);
    search = new LiteralAutomaton([...owners.keys()], [...owners.values()], all);
  }
  CACHE.set(extractors, search);
  return search;
}
