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
import type { Extractor } from "./extract/types.js";

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
export const REWRITE = 1 << 31;

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
    this.all = all;
    const encoded = literals.map((l) => Buffer.from(l, "utf8"));
    const bytes = [...new Set(encoded.flatMap((b) => [...b]))];
    if (bytes.includes(NL) || bytes.includes(ESC) || bytes.includes(CR))
      throw new Error("prefilter: a literal holds a newline, a carriage return or an escape");
    bytes.forEach((b, k) => (this.cls[b] = k + 1));
    this.cls[NL] = bytes.length + 1;
    this.cls[ESC] = bytes.length + 2;
    this.cls[CR] = bytes.length + 3;
    const K = bytes.length + 4;
    // The trie: goto[state][class] (-1: none), output bits, then failure links breadth first.
    const go: Int32Array[] = [new Int32Array(K).fill(-1)];
    const out: number[] = [0];
    encoded.forEach((lit, i) => {
      let s = 0;
      for (const byte of lit) {
        const c = this.cls[byte] as number;
        let t = (go[s] as Int32Array)[c] as number;
        if (t === -1) {
          t = go.length;
          go.push(new Int32Array(K).fill(-1));
          out.push(0);
          (go[s] as Int32Array)[c] = t;
        }
        s = t;
      }
      out[s] = (out[s] as number) | (bits[i] as number);
    });
    const n = go.length;
    const next = new Int32Array(n * K);
    const fail = new Int32Array(n);
    const queue: number[] = [];
    for (let c = 0; c < K; c++) {
      const t = (go[0] as Int32Array)[c] as number;
      next[c] = t === -1 ? 0 : t;
      if (t !== -1) queue.push(t);
    }
    for (let q = 0; q < queue.length; q++) {
      const s = queue[q] as number;
      const f = fail[s] as number;
      out[s] = (out[s] as number) | (out[f] as number);
      for (let c = 0; c < K; c++) {
        const t = (go[s] as Int32Array)[c] as number;
        if (t === -1) next[s * K + c] = next[f * K + c] as number;
        else {
          fail[t] = next[f * K + c] as number;
          next[s * K + c] = t;
          queue.push(t);
        }
      }
    }
    // Renumber: states where no literal ends first, then those where one does, then newline and escape.
    const order = [...Array(n).keys()].sort((a, b) => Number(out[a] !== 0) - Number(out[b] !== 0));
    const rank = new Int32Array(n + 3);
    order.forEach((s, r) => (rank[s] = r));
    rank[n] = n;
    rank[n + 1] = n + 1;
    rank[n + 2] = n + 2;
    const firstSpecial = order.findIndex((s) => out[s] !== 0);
    this.special = (firstSpecial === -1 ? n : firstSpecial) * K;
    this.newline = n * K;
    this.escape = (n + 1) * K;
    this.carriage = (n + 2) * K;
    this.delta = new Int32Array((n + 3) * K);
    this.masks = new Int32Array((n + 3) * K);
    for (let s = 0; s < n + 3; s++) {
      // The newline, escape and carriage return states move as the root does.
      const from = s < n ? s : 0;
      for (let c = 0; c < K; c++)
        this.delta[(rank[s] as number) * K + c] = (rank[next[from * K + c] as number] as number) * K;
      this.delta[(rank[s] as number) * K + this.cls[NL]] = this.newline;
      this.delta[(rank[s] as number) * K + this.cls[ESC]] = this.escape;
      this.delta[(rank[s] as number) * K + this.cls[CR]] = this.carriage;
      if (s < n) this.masks[(rank[s] as number) * K] = out[s] as number;
    }
  }
}

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
 * an extractor declares no literals or an empty one, or when there are more than 31 extractors (one bit each).
 */
export function literalPrefilter(extractors: readonly Extractor[]): LiteralAutomaton | null {
  if (CACHE.has(extractors)) return CACHE.get(extractors) ?? null;
  let search: LiteralAutomaton | null = null;
  if (
    extractors.length <= 31 &&
    extractors.every((e) => e.literals && e.literals.length > 0 && !e.literals.includes(""))
  ) {
    const all = 2 ** extractors.length - 1;
    const owners = new Map<string, number>();
    extractors.forEach((e, i) => {
      for (const l of e.literals ?? []) owners.set(l, (owners.get(l) ?? 0) | (1 << i));
    });
    for (const l of REWRITTEN) owners.set(l, all | REWRITE);
    search = new LiteralAutomaton([...owners.keys()], [...owners.values()], all);
  }
  CACHE.set(extractors, search);
  return search;
}
